import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no types
import ece from "http_ece";

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret. */
export type PeerDevice = {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  authSecret: Buffer;
  /** The body POST /api/push/subscriptions takes, as PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  deviceId: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
};

function fail(message: string): never {
  throw new Error(message);
}

/**
 * Checks `Authorization: vapid t=<jwt>, k=<public key>`: an ES256 JWT signed by that key, for this
 * origin, not expired, with a subject.
 */
function checkVapid(req: IncomingMessage, origin: string, expectedKey: string | undefined) {
  const header = req.headers.authorization ?? fail("no Authorization header");
  const match =
    /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header) ?? fail(`bad Authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) fail("signed with another VAPID key");
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) fail("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) fail("malformed JWT");
  const alg = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (alg.alg !== "ES256") fail(`JWT alg ${alg.alg}`);
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) fail("bad JWT signature");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ReceivedPush["claims"];
  if (claims.aud !== origin) fail(`aud ${claims.aud}, expected ${origin}`);
  if (!(claims.exp > Date.now() / 1000)) fail("JWT expired");
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? "")) fail(`sub ${claims.sub}`);
  return claims;
}

/**
 * A stand-in for the browsers' push service on a free loopback port: `device()` makes a
 * subscription as a browser would; every POST to a device's endpoint is checked (VAPID), decrypted
 * with that device's private key and auth secret (aes128gcm) and kept in `received`. `answer` sets
 * the status a device's endpoint answers (410: the browser dropped the subscription).
 */
export async function startPushPeer(options: { vapidPublicKey?: string } = {}) {
  const devices = new Map<string, PeerDevice>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
        const device = id ? devices.get(id) : undefined;
        if (req.method !== "POST" || !device) {
          res.writeHead(404).end();
          return;
        }
        const status = statuses.get(device.id);
        if (status) {
          res.writeHead(status).end();
          return;
        }
        const claims = checkVapid(req, origin, options.vapidPublicKey);
        if (req.headers["content-encoding"] !== "aes128gcm")
          fail(`encoding ${req.headers["content-encoding"]}`);
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: device.ecdh,
          authSecret: device.authSecret.toString("base64url"),
        }) as Buffer;
        received.push({
          deviceId: device.id,
          payload: JSON.parse(plain.toString("utf8")),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          claims,
        });
        res.writeHead(201).end();
      } catch (err) {
        errors.push((err as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Requests the peer refused (bad signature, undecryptable body…): empty in a good run. */
    errors,
    device(): PeerDevice {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${id}`;
      const device = {
        id,
        endpoint,
        ecdh,
        authSecret,
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
        },
      };
      devices.set(id, device);
      return device;
    },
    answer(deviceId: string, status: number) {
      statuses.set(deviceId, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
