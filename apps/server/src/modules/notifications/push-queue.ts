import { DEFAULT_PUSH_TYPES, type NotificationType } from "@guilda/shared/schemas/notifications";
import type { Db } from "../../platform/db";
import type { Jobs } from "../../platform/jobs";
import * as q from "./push.queries";

/** One push of one notification to one device; a retry tries only that device again. */
export const PUSH_JOB = "push-notification";
export type PushJob = { notificationId: string; subscriptionId: string };

/**
 * The job queue of this process's app, given once at start-up (bootstrap): `notify` runs inside
 * the publishers' transactions, which do not carry the queue.
 */
let queue: Jobs | undefined;

export function usePushQueue(jobs: Jobs) {
  queue = jobs;
}

/**
 * Queues the push of new notifications (all of one type) to their members' devices, inside the
 * transaction that wrote them: the jobs exist only if it commits, and run after it.
 */
export async function queuePush(tx: Db, type: NotificationType, rows: { id: string; user_id: string }[]) {
  if (!queue || rows.length === 0) return;
  const byMember = new Map(rows.map((r) => [r.user_id, r.id]));
  const devices = await q.pushTargets(tx, [...byMember.keys()], type, DEFAULT_PUSH_TYPES.includes(type));
  if (devices.length === 0) return;
  await queue.enqueueMany<PushJob>(
    PUSH_JOB,
    devices.map((d) => ({ notificationId: byMember.get(d.user_id)!, subscriptionId: d.id })),
    { db: tx },
  );
}
