import { readFile } from "node:fs/promises";
import path from "node:path";

/** A chunk of the web build's manifest (`.vite/manifest.json`), keyed there by its source file. */
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * `<link rel="modulepreload">` tags for a page's route module and the chunks it imports that the
 * entry does not already bring, read from the build's manifest. Without them the browser learns of
 * the page's files only once the entry has arrived and run. The manifest is read again whenever
 * the page it is asked for changed (a new build in place).
 */
export function pagePreloads(webDist: string) {
  // The manifest read for one version of the page, with the tags already made from it.
  type Read = { html: string; manifest: Record<string, Chunk> | null; tags: Map<string, string> };
  let read: Read | undefined;

  async function manifestFor(html: string): Promise<Read> {
    if (read?.html === html) return read;
    let manifest: Record<string, Chunk> | null = null;
    try {
      manifest = JSON.parse(await readFile(path.join(webDist, ".vite/manifest.json"), "utf8")) as Record<
        string,
        Chunk
      >;
    } catch {
      // A build without a manifest: pages simply carry no hints.
    }
    read = { html, manifest, tags: new Map() };
    return read;
  }

  /** The tags for `module` (a manifest key) in the page `html`; empty when it is not in the build. */
  return async (html: string, module: string | null): Promise<string> => {
    const { manifest, tags } = await manifestFor(html);
    if (!manifest || !module || !manifest[module]) return "";
    const known = tags.get(module);
    if (known !== undefined) return known;
    const closure = (key: string, seen: Set<string>) => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, seen);
      return seen;
    };
    const entry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);
    const own = [...closure(module, new Set())].filter((key) => !entry.has(key));
    const made = own
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join("");
    tags.set(module, made);
    return made;
  };
}
