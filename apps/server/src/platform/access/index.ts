import type { Db } from "../db";
import { AppError } from "../http/errors";

/**
 * "May this member see that?" asked in one place. Each kind of content registers its own rule,
 * from the module that owns it (spaces its spaces, posts its posts, courses its lessons and
 * courses, events its events); the modules that need the answer — notifications, search and the
 * agents' citations, the media route, the live socket, chat — ask here and import none of them.
 */

/** Who asks: the member and their roles, as the session gives them. */
export type AccessViewer = { userId: string; profile: { is_admin: boolean; is_moderator: boolean } };

/**
 * The kinds, what names one of them (`item`) and, for kinds lists are filtered by, what a
 * viewer's whole view of the kind is (`scope`), for a query to filter many rows at once.
 */
export type AccessCatalogue = {
  /** A space: public to every member, a private one to its members and the staff. */
  space: { item: { id: string; is_private: boolean }; scope: string[] /* ids of the spaces hidden */ };
  /** A post, by id: whoever may see its space while it is not deleted. */
  post: { item: string; scope: never };
  /** A lesson, by id: open (access, drip, preview) to this member now. */
  lesson: { item: string; scope: never };
  /**
   * A course, by id: seen by every member while published. Its scope is the courses the member
   * may open, each with the days since the first grant (drip), or null for every course (admins).
   */
  course: { item: string; scope: Record<string, number> | null };
  /** An event, by id: whoever may see its space. */
  event: { item: string; scope: never };
};
export type AccessKind = keyof AccessCatalogue;
type Item<K extends AccessKind> = AccessCatalogue[K]["item"];
type Scope<K extends AccessKind> = AccessCatalogue[K]["scope"];

export type AccessRule<K extends AccessKind> = {
  canSee(db: Db, viewer: AccessViewer, item: Item<K>): Promise<boolean>;
  /** Throws the kind's own refusal (a lesson's 403 COURSE_LOCKED with its reason); else 404. */
  require?(db: Db, viewer: AccessViewer, item: Item<K>): Promise<void>;
  /** The viewer's whole view of the kind, as of `now` (drip counts days). */
  scope?(db: Db, viewer: AccessViewer, now?: Date): Promise<Scope<K>>;
};

const rules = new Map<AccessKind, AccessRule<AccessKind>>();

/** The owner of a kind registers its rule (again on each app built in the process: the last one stands). */
export function registerAccess<K extends AccessKind>(kind: K, rule: AccessRule<K>) {
  rules.set(kind, rule as unknown as AccessRule<AccessKind>);
}

function ruleOf<K extends AccessKind>(kind: K): AccessRule<K> {
  const rule = rules.get(kind);
  if (!rule) throw new Error(`no access rule registered for '${kind}'`);
  return rule as unknown as AccessRule<K>;
}

export function canSee<K extends AccessKind>(db: Db, viewer: AccessViewer, kind: K, item: Item<K>) {
  return ruleOf(kind).canSee(db, viewer, item);
}

/** The kind's refusal when the viewer may not see it (its own, or 404: existence is not revealed). */
export async function requireAccess<K extends AccessKind>(
  db: Db,
  viewer: AccessViewer,
  kind: K,
  item: Item<K>,
): Promise<void> {
  const rule = ruleOf(kind);
  if (rule.require) return rule.require(db, viewer, item);
  if (!(await rule.canSee(db, viewer, item))) throw AppError.notFound();
}

export function accessScope<K extends AccessKind>(
  db: Db,
  viewer: AccessViewer,
  kind: K,
  now?: Date,
): Promise<Scope<K>> {
  const rule = ruleOf(kind);
  if (!rule.scope) throw new Error(`'${kind}' has no scope`);
  return rule.scope(db, viewer, now);
}
