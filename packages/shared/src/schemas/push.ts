import { pushMessages as m } from "../messages/push";
import { z } from "./zod";

/** GET /api/push/key: the server's public VAPID key (base64url), the browser's applicationServerKey. */
export type PushKey = { public_key: string };

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, m.keyInvalid)
    .max(max, m.keyInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, m.keyInvalid);

/**
 * POST /api/push/subscriptions: what `pushManager.subscribe()` gives (PushSubscription.toJSON()).
 * The endpoint is the push service's https address; `p256dh` is the device's P-256 public key
 * (65 bytes, 87 characters), `auth` its 16-byte secret (22 characters).
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .string()
      .max(2000, m.endpointInvalid)
      .refine((v) => URL.canParse(v), m.endpointInvalid),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 30) }),
    expirationTime: z.number().nullable().optional(),
  })
  .strict();

/** One of the member's devices (GET /api/push/subscriptions). */
export type PushDevice = {
  id: string;
  /** 'Chrome no Android' … from the browser's user agent when it was switched on. */
  label: string;
  endpoint: string;
  created_at: string;
  last_used_at: string | null;
};
export type PushDeviceList = { items: PushDevice[] };
