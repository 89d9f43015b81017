/**
 * The directory's 'X de Y membros' counts, kept per instance for a few seconds. A count reads every
 * index entry it counts (the whole table for the total: ~10 ms at 100k members), where a page reads
 * 25; the directory asks for them only on a first page (no cursor), and many people open the same
 * first page. They are kept per app (its dependencies: one per instance, and one per test app on a
 * shared test database) and dropped at once when this app deletes a member or changes an access;
 * other changes (a sign-up, another instance's writes) show within COUNTS_TTL_MS.
 */
export const COUNTS_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

type Entry = { at: number; value: Promise<number> };
const caches = new WeakMap<object, Map<string, Entry>>();

/** The count kept for `key` while it is fresh, or `count()` run once for every waiting request. */
export function keptCount(owner: object, key: string, count: () => Promise<number>, now = Date.now()) {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const kept = freshCount(owner, key, now);
  if (kept) return kept;
  const value = count();
  cache.delete(key);
  cache.set(key, { at: now, value });
  // A failed count is not kept.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  // The oldest entries go first (a Map keeps insertion order; a refreshed key moves to the end).
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(oldest);
  }
  return value;
}

/** The count kept for `key` while it is fresh, without taking it: undefined otherwise. */
export function freshCount(owner: object, key: string, now = Date.now()): Promise<number> | undefined {
  const kept = caches.get(owner)?.get(key);
  return kept && now - kept.at < COUNTS_TTL_MS ? kept.value : undefined;
}

/** After a write that changes who the filters keep: every count is taken again. */
export function forgetCounts(owner: object) {
  caches.delete(owner);
}
