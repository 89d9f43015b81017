export const wikiKeys = {
  all: ["wiki"] as const,
  index: () => ["wiki", "index"] as const,
  article: (slug: string) => ["wiki", "article", slug] as const,
  /** History, revisions and diffs of one article: refreshed together after each save. */
  articleHistory: (slug: string) => ["wiki", "history", slug] as const,
  revision: (slug: string, n: number) => ["wiki", "history", slug, "revision", n] as const,
  diff: (slug: string, from: number, to: number) => ["wiki", "history", slug, "diff", from, to] as const,
  /** The editor's previews (the markdown is appended). */
  previews: ["wiki", "preview"] as const,
};
