import type { ContentModeration, ModerationKind } from "@guilda/shared/schemas/moderation";
import type { AccessViewer } from "../access";
import type { Db } from "../db";
import type { PublishScope } from "../events";

/**
 * What moderation asks of each kind of content, registered by the module that owns it (posts its
 * posts and comments, courses its lesson comments…), so moderation imports none of them. The
 * owner keeps deciding visibility in its one access function: it reads its own `moderation`
 * column ('visible', 'hidden', 'held').
 */

/** An item as the staff see it in the queue. */
export type ModeratedItemRow = {
  authorId: string;
  title: string;
  text: string;
  link: string | null;
  context: string;
  createdAt: Date | null;
  moderation: ContentModeration;
  removed: boolean;
  mediaUrl: string | null;
};

/** Where a decision runs: the transaction, what waits for its commit, and the root database. */
export type ModerationScope = PublishScope & { db: Db };

export type ModerationTarget = {
  /** The item's author, when the viewer may see the item (they are about to report it); else null. */
  findForReport(db: Db, viewer: AccessViewer, id: string): Promise<{ authorId: string } | null>;
  /** The items by id, as they are now (a removed one is absent or marked removed). */
  describe(db: Db, ids: string[]): Promise<Map<string, ModeratedItemRow>>;
  /**
   * Sets the content's state. An item that leaves 'held' for 'visible' is published then: what its
   * creation held back (points, mentions, the live feed) happens now.
   */
  setState?(scope: ModerationScope, id: string, to: ContentModeration): Promise<void>;
  /** Removes it, as its owner's own delete does (a profile is never removed here). */
  remove?(scope: ModerationScope, id: string): Promise<void>;
};

const targets = new Map<ModerationKind, ModerationTarget>();

/** The owner of a kind registers it (again on each app built in the process: the last one stands). */
export function registerModerationTarget(kind: ModerationKind, target: ModerationTarget) {
  targets.set(kind, target);
}

export function moderationTarget(kind: ModerationKind): ModerationTarget {
  const target = targets.get(kind);
  if (!target) throw new Error(`no moderation target registered for '${kind}'`);
  return target;
}

/** A row's state as views carry it: nothing while visible, 'hidden' or 'held' otherwise. */
export function moderationOf(state: string): { moderation?: Exclude<ContentModeration, "visible"> } {
  return state === "hidden" || state === "held" ? { moderation: state } : {};
}

type Described = Pick<ModeratedItemRow, "authorId" | "text" | "link" | "context" | "createdAt"> &
  Partial<Pick<ModeratedItemRow, "title" | "removed" | "mediaUrl">> & { moderation: string };

/** A target's `describe` answer from its rows: a row with no title, media or removal gets the blanks. */
export function describedItems<R>(
  rows: R[],
  describe: (row: R) => Described,
  idOf: (row: R) => string = (row) => (row as { id: string }).id,
) {
  return new Map<string, ModeratedItemRow>(
    rows.map((row) => {
      const d = describe(row);
      return [
        idOf(row),
        {
          ...d,
          title: d.title ?? "",
          removed: d.removed ?? false,
          mediaUrl: d.mediaUrl ?? null,
          moderation: d.moderation as ContentModeration,
        },
      ];
    }),
  );
}
