import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";

/**
 * A JSON call to the app's API with the session of `context` (as the page's own code makes it:
 * same origin, JSON body). Throws with the status and the start of the body when not 2xx.
 */
export async function apiCall<T>(
  context: BrowserContext,
  method: string,
  urlPath: string,
  data?: unknown,
): Promise<T> {
  // Like the app's client: every write carries a JSON body (the server refuses others).
  if (data === undefined && method !== "GET") data = {};
  const response = await context.request.fetch(baseURL() + urlPath, {
    method,
    headers: { origin: baseURL(), ...(data === undefined ? {} : { "content-type": "application/json" }) },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${urlPath}: ${response.status()} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The files a page announces (`<link rel="modulepreload">`) as the server sends it to this context,
 * each checked to be there.
 */
export async function announcedFiles(context: BrowserContext, urlPath: string): Promise<string[]> {
  const served = await (await context.request.get(urlPath)).text();
  const hrefs = [...served.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  for (const href of hrefs) expect((await context.request.get(href)).status(), href).toBe(200);
  return hrefs;
}
