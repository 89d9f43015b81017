import {
  feedMessages,
  NEW_SPACE_ORDER,
  SPACE_TYPES,
  spaceMessages,
  type SpaceDetail,
  type SpaceSummary,
  type SpaceType,
  type UpdateSpaceInput,
} from "@guilda/shared";
import { isPostableSpace, pickComposerSpace } from "@guilda/shared/rules/composer-space";
import { auditMessages } from "@guilda/shared/messages/audit";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { isUniqueViolation } from "../../platform/db/errors";
import { courseExists, visibleCourseCard } from "../courses/courses.service";
import { recordAudit, recordAuditChange } from "../audit/audit.service";
import { profileExists } from "../profiles/profiles.service";
import * as q from "./spaces.queries";
import type { SpaceRow } from "./spaces.queries";

type RoleFlags = { is_admin: boolean; is_moderator: boolean };

/** Admins and moderators see every space, private ones included. */
export function isStaff(profile: RoleFlags) {
  return profile.is_admin || profile.is_moderator;
}

/** A space by id, visible or not: callers check `canSeeSpace` themselves. */
export function findSpaceById(db: Db, id: string): Promise<SpaceRow | undefined> {
  return q.findSpaceById(db, id);
}

/** The members added to a (private) space, for the websocket audience. */
export function spaceMemberIds(db: Db, spaceId: string): Promise<string[]> {
  return q.listSpaceMemberIds(db, spaceId);
}

/** Private spaces the viewer may not see: filtered out of every list, feed and event. */
export function hiddenSpaceIdsFor(db: Db, viewer: { userId: string; profile: RoleFlags }): Promise<string[]> {
  return isStaff(viewer.profile) ? Promise.resolve([]) : q.listHiddenSpaceIds(db, viewer.userId);
}

/** canSeeSpace's rule when the viewer's membership was read along with the space. */
export function canSeeSpaceKnowing(profile: RoleFlags, space: { is_private: boolean }, isMember: boolean) {
  return !space.is_private || isStaff(profile) || isMember;
}

export async function canSeeSpace(
  db: Db,
  viewer: { userId: string; profile: RoleFlags },
  space: { id: string; is_private: boolean },
) {
  if (!space.is_private || isStaff(viewer.profile)) return true;
  return q.isSpaceMember(db, space.id, viewer.userId);
}

function toSummary(space: SpaceRow, notificationCount = 0): SpaceSummary {
  // The stored path is not trusted: every space link is /espaco/{slug} (spec §2.2).
  return {
    ...space,
    space_type: space.space_type as SpaceType,
    path: `/espaco/${space.slug}`,
    notificationCount,
  };
}

export async function sidebarSpaces(db: Db, viewer: Viewer): Promise<SpaceSummary[]> {
  const rows = await q.listSpaces(db, await hiddenSpaceIdsFor(db, viewer));
  const counts = await q.countUnseenPosts(
    db,
    viewer.userId,
    new Date(viewer.profile.created_at),
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, counts.get(r.id) ?? 0));
}

/** A space the viewer may see, or 404 (a private space is never confirmed to exist). */
export async function visibleSpace(db: Db, viewer: Viewer, slug: string): Promise<SpaceRow> {
  const space = await q.findSpaceBySlug(db, slug);
  if (!space || !(await canSeeSpace(db, viewer, space)))
    throw new AppError(404, "NOT_FOUND", feedMessages.spaceNotFound);
  return space;
}

/** The space page's header: the space and, for a 'curso' space, its course as the viewer may see it. */
export async function visibleSpaceSummary(db: Db, viewer: Viewer, slug: string): Promise<SpaceDetail> {
  const space = await visibleSpace(db, viewer, slug);
  const course =
    space.space_type === "curso" && space.course_id
      ? await visibleCourseCard(db, viewer, space.course_id)
      : null;
  return { ...toSummary(space), course };
}

/** A course may be linked only to a 'curso' space, and only if it exists. */
async function checkCourseLink(db: Db, type: string, courseId: string | null | undefined) {
  if (!courseId) return;
  if (type !== "curso") throw AppError.validation({ course_id: spaceMessages.courseOnlyForCourseSpaces });
  if (!(await courseExists(db, courseId)))
    throw AppError.validation({ course_id: spaceMessages.courseInvalid });
}

export async function markSeen(db: Db, viewer: Viewer, slug: string) {
  const space = await visibleSpace(db, viewer, slug);
  await q.markSpaceSeen(db, viewer.userId, space.id);
}

/** Spec §9: name 'Novo {type title}', slug '{type}-{timestamp}', order 999. */
/** What the audit log keeps of a space. */
const spaceTerms = (row: SpaceRow) => ({
  name: row.name,
  slug: row.slug,
  space_type: row.space_type,
  icon: row.icon,
  description: row.description,
  is_private: row.is_private,
  course_id: row.course_id,
});
const spaceTarget = (row: SpaceRow) => ({ kind: "space", id: row.id, label: row.name });

export async function createSpace(
  db: Db,
  type: SpaceType,
  courseId: string | null | undefined,
  by: string,
  now = Date.now(),
) {
  await checkCourseLink(db, type, courseId);
  const title = SPACE_TYPES.find((t) => t.id === type)!.title;
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = `${type}-${now + attempt}`;
    try {
      const row = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const created = await q.insertSpace(tx, {
          name: `Novo ${title}`,
          slug,
          path: `/espaco/${slug}`,
          order: NEW_SPACE_ORDER,
          space_type: type,
          is_private: false,
          course_id: courseId ?? null,
        });
        await recordAudit(tx, {
          actorId: by,
          action: "space.create",
          target: spaceTarget(created),
          after: spaceTerms(created),
        });
        return created;
      });
      return toSummary(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(409, "VALIDATION", spaceMessages.createErrorText);
}

function notFound() {
  return new AppError(404, "NOT_FOUND", feedMessages.spaceNotFound);
}

export async function updateSpace(db: Db, id: string, input: UpdateSpaceInput, by: string) {
  const space = await q.findSpaceById(db, id);
  if (!space) throw notFound();
  if (input.course_id) await checkCourseLink(db, space.space_type, input.course_id);
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (!Object.keys(values).length) return toSummary(space);
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await q.findSpaceById(tx, id);
    const updated = before ? await q.updateSpace(tx, id, values) : undefined;
    if (!before || !updated) throw notFound();
    await recordAuditChange(tx, {
      actorId: by,
      action: "space.update",
      target: spaceTarget(updated),
      before: spaceTerms(before),
      after: spaceTerms(updated),
    });
    return updated;
  });
  return toSummary(row);
}

export async function reorderSpaces(db: Db, ids: string[], by: string) {
  const all = await q.listAllSpaceIds(db);
  const given = new Set(ids);
  if (given.size !== ids.length || ids.length !== all.length || !all.every((id) => given.has(id)))
    throw AppError.validation({ ids: spaceMessages.orderInvalid });
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const names = async () => (await q.listSpaces(tx, [])).map((r) => r.name);
    const before = await names();
    await q.saveSpaceOrder(tx, ids);
    await recordAuditChange(tx, {
      actorId: by,
      action: "space.reorder",
      target: { kind: "space", label: auditMessages.targets.spaces },
      before: { order: before },
      after: { order: await names() },
    });
  });
  return (await q.listSpaces(db, [])).map((r) => toSummary(r));
}

export async function deleteSpace(db: Db, id: string, by: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const space = await q.findSpaceById(tx, id);
    if (!space || !(await q.deleteSpace(tx, id))) throw notFound();
    await recordAudit(tx, {
      actorId: by,
      action: "space.delete",
      target: spaceTarget(space),
      before: spaceTerms(space),
    });
  });
}

async function spaceOr404(db: Db, id: string) {
  const space = await q.findSpaceById(db, id);
  if (!space) throw notFound();
  return space;
}

export async function listMembers(db: Db, spaceId: string) {
  await spaceOr404(db, spaceId);
  return q.listSpaceMembers(db, spaceId);
}

/** Adds or removes a private space's member, recorded when the list changed. */
async function changeMembers(db: Db, space: SpaceRow, userId: string, isAdding: boolean, by: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await q.listSpaceMembers(tx, space.id);
    if (isAdding) await q.addSpaceMember(tx, space.id, userId);
    else await q.removeSpaceMember(tx, space.id, userId);
    const after = await q.listSpaceMembers(tx, space.id);
    const member = [...before, ...after].find((m) => m.id === userId);
    if (!member || before.length === after.length) return;
    await recordAudit(tx, {
      actorId: by,
      action: isAdding ? "space.member_add" : "space.member_remove",
      target: spaceTarget(space),
      before: { member: isAdding ? null : member.full_name },
      after: { member: isAdding ? member.full_name : null },
    });
  });
  return q.listSpaceMembers(db, space.id);
}

export async function addMember(db: Db, spaceId: string, userId: string, by: string) {
  const space = await spaceOr404(db, spaceId);
  if (!(await profileExists(db, userId))) throw new AppError(404, "NOT_FOUND", feedMessages.memberNotFound);
  return changeMembers(db, space, userId, true, by);
}

export async function removeMember(db: Db, spaceId: string, userId: string, by: string) {
  return changeMembers(db, await spaceOr404(db, spaceId), userId, false, by);
}

/** The admin hub's 'Espaços' card: every space and how many of them are private. */
export function spacesHubCounts(db: Db) {
  return q.countSpaces(db);
}

/**
 * The space the home composer proposes to every member (`pickComposerSpace` over the public
 * spaces): the admin's choice, else 'Comece-por-aqui', else the first 'publicacoes' space.
 */
export async function composerSpace(db: Db, chosenId: string | null) {
  return pickComposerSpace(await q.listPublicSpaces(db), chosenId);
}

/** An admin may propose a public space that takes posts (members see it and may post in it). */
export async function canBeComposerSpace(db: Db, id: string) {
  const space = await q.findSpaceById(db, id);
  return !!space && !space.is_private && isPostableSpace(space);
}
