import { pushMessages as m } from "@guilda/shared/messages/push";
import { deviceLabel } from "@guilda/shared/rules/device-label";
import { DEFAULT_PUSH_TYPES, type NotificationType } from "@guilda/shared/schemas/notifications";
import type { PushDevice, PushDeviceList, pushSubscriptionSchema } from "@guilda/shared/schemas/push";
import webpush from "web-push";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../platform/db";
import type { Deps } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { JobContext } from "../../platform/jobs";
import { visibilityFor } from "./notifications.service";
import * as nq from "./notifications.queries";
import type { PushJob } from "./push-queue";
import * as q from "./push.queries";

/** How long a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is tried again by the job's retries. */
const PUSH_TIMEOUT_MS = 15_000;

/**
 * Where a browser's push service may be: https; on loopback http too when the config allows it
 * (the tests' stand-in of the push service).
 */
export function endpointAllowed(config: Config, endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return (
    config.push.allowLoopback &&
    url.protocol === "http:" &&
    (url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]")
  );
}

function toDevice(row: q.PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    label: row.user_agent,
    endpoint: row.endpoint,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

/** Saves this browser's subscription for the member (the same endpoint again moves to them). */
export async function subscribe(
  db: Db,
  config: Config,
  userId: string,
  input: z.output<typeof pushSubscriptionSchema>,
  userAgent: string | undefined,
): Promise<PushDevice> {
  if (!endpointAllowed(config, input.endpoint)) {
    throw new AppError(400, "VALIDATION", m.endpointInvalid, { endpoint: m.endpointInvalid });
  }
  // The device's public key is an uncompressed P-256 point; its auth secret 16 bytes.
  const key = Buffer.from(input.keys.p256dh, "base64url");
  const secret = Buffer.from(input.keys.auth, "base64url");
  if (key.length !== 65 || key[0] !== 4 || secret.length !== 16) {
    throw new AppError(400, "VALIDATION", m.keyInvalid, { keys: m.keyInvalid });
  }
  const row = await q.upsertSubscription(db, {
    user_id: userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: deviceLabel(userAgent).slice(0, 100),
  });
  return toDevice(row);
}

export async function devices(db: Db, userId: string): Promise<PushDeviceList> {
  return { items: (await q.listSubscriptions(db, userId)).map(toDevice) };
}

/** Removes one of the member's devices (404 for anyone else's). */
export async function removeDevice(db: Db, userId: string, id: string): Promise<void> {
  if (!(await q.deleteOwnSubscription(db, userId, id))) {
    throw new AppError(404, "NOT_FOUND", m.subscriptionNotFound);
  }
}

/** What the service worker shows: `{ title, body, url }`, the link absolute. */
export type PushPayload = { title: string; body: string; url: string };

/**
 * The worker of PUSH_JOB: sends one notification to one device, encrypted for it (aes128gcm) and
 * signed with the VAPID keys. Nothing goes when the device was removed or moved to someone else,
 * when the notification is gone or already read, when the member turned push off for its type,
 * or when they can no longer see what it is about. The push service answering 404 or 410 means
 * the browser dropped the subscription: it is removed. Other failures throw, and the job retries.
 */
export async function sendPush(deps: Deps, data: PushJob, _job: JobContext): Promise<void> {
  const db = deps.database.db;
  const { config, logger } = deps;
  const device = await q.findSubscription(db, data.subscriptionId);
  if (!device) return;
  const notification = await q.findNotification(db, data.notificationId);
  if (!notification || notification.read_at || notification.user_id !== device.user_id) return;
  const type = notification.type as NotificationType;
  const chosen = (await q.pushTargets(db, [device.user_id], type, DEFAULT_PUSH_TYPES.includes(type))).some(
    (d) => d.id === device.id,
  );
  if (!chosen) return;
  const visible = await nq.visibleIds(db, [notification.id], await visibilityFor(db, device.user_id));
  if (!visible.has(notification.id)) return;
  if (!endpointAllowed(config, device.endpoint)) {
    await q.deleteSubscription(db, device.id);
    return;
  }

  const payload: PushPayload = {
    title: notification.title,
    body: notification.body ?? "",
    url: `${config.publicUrl}${notification.link ?? "/notificacoes"}`,
  };
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      contentEncoding: "aes128gcm",
      vapidDetails: {
        subject: config.push.subject,
        publicKey: config.push.publicKey,
        privateKey: config.push.privateKey,
      },
    },
  );
  // Sent with fetch rather than web-push's own https request: the same bytes and headers, a
  // timeout, no redirects, and the tests' loopback peer.
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    redirect: "error",
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) {
    await q.touchSubscription(db, device.id);
    return;
  }
  if (response.status === 404 || response.status === 410) {
    logger.info({ subscription: device.id, status: response.status }, "push subscription gone");
    await q.deleteSubscription(db, device.id);
    return;
  }
  if (response.status === 400 || response.status === 413) {
    // The push service will refuse this message however often it is sent.
    logger.warn({ subscription: device.id, status: response.status }, "push refused");
    return;
  }
  throw new Error(`push service answered ${response.status}`);
}
