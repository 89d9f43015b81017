import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { WRITE_LIMITS, type WriteLimit, type WriteLimitName } from "@guilda/shared";
import webpush from "web-push";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Guilda <nao-responda@guilda.local>"),
  AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  TRUST_PROXY: booleanFlag,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must have at least 8 characters").optional(),
  /**
   * The name of the admin ADMIN_EMAIL creates (only when the account is created: a name changed
   * later on /perfil/editar is kept across restarts). One line, at most 100 characters.
   */
  ADMIN_NAME: z
    .string()
    .trim()
    .min(1, "must not be blank")
    .max(100, "must have at most 100 characters")
    .regex(/^[^\r\n]*$/, "must be one line")
    .default("Administrador"),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** VAPID keys of push notifications (base64url, as web-push generates them); unset: DATA_DIR/vapid-keys.json. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters, from web-push)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters, from web-push)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
  /** Tests only: push endpoints on http://127.0.0.1 (a local stand-in of the push service). */
  PUSH_ALLOW_LOOPBACK: booleanFlag,
  WRITE_LIMITS: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .object(
          Object.fromEntries(
            Object.keys(WRITE_LIMITS).map((name) => [
              name,
              z
                .object({ max: z.number().int().min(1), windowSeconds: z.number().int().min(1) })
                .partial()
                .optional(),
            ]),
          ),
        )
        .strict(),
    )
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  trustProxy: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The name given to the ADMIN_EMAIL account when it is created (ADMIN_NAME). */
  adminName: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  /** Budgets of costly writes: WRITE_LIMITS from @guilda/shared, with WRITE_LIMITS overrides. */
  writeLimits: Record<WriteLimitName, WriteLimit>;
  /** S3-compatible bucket for uploads; unset: files under DATA_DIR/uploads. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  /**
   * The OpenAI-compatible provider of the AI agents; unset (no AI_BASE_URL): offline mode, the
   * agents answer with the passages retrieval finds. `timeoutMs` bounds the wait for each piece.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /**
   * Push notifications: the VAPID keys (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else generated on first
   * start and kept in DATA_DIR/vapid-keys.json) and the contact the push services see (VAPID_SUBJECT,
   * else mailto: the admin, else the public URL when https, else mailto: MAIL_FROM's address).
   * `allowLoopback`: endpoints on http://127.0.0.1 are accepted (tests).
   */
  push: { publicKey: string; privateKey: string; subject: string; allowLoopback: boolean };
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a wrong value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new ConfigError("Invalid configuration:\n  AI_MODEL must be set with AI_BASE_URL");
  }
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)",
    );
  }
  if (
    e.VAPID_PUBLIC_KEY &&
    !Buffer.from(e.VAPID_PUBLIC_KEY, "base64url")
      .subarray(0, 1)
      .equals(Buffer.from([4]))
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY: must be an uncompressed P-256 point (from web-push)",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminName: e.ADMIN_NAME,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    writeLimits: Object.fromEntries(
      Object.entries(WRITE_LIMITS).map(([name, limit]) => [
        name,
        { ...limit, ...(e.WRITE_LIMITS?.[name] as Partial<WriteLimit> | undefined) },
      ]),
    ) as Record<WriteLimitName, WriteLimit>,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    push: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : persistentVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.ADMIN_EMAIL, publicUrl, e.MAIL_FROM),
      allowLoopback: e.PUSH_ALLOW_LOOPBACK,
    },
  };
}

/** A secret generated on first start and kept in the data dir, so a fresh start needs no setup. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * VAPID keys generated on first start and kept in the data dir, like the auth secret. Instances
 * that send push must share them (the browsers' subscriptions are bound to the public key).
 */
function persistentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid-keys.json");
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey !== "string" || typeof kept.privateKey !== "string") {
      throw new ConfigError(
        `Invalid configuration:\n  ${file}: not a pair of VAPID keys (remove it to generate new ones)`,
      );
    }
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys) + "\n", { mode: 0o600 });
  return keys;
}

/** Push services want a way to reach the sender: mailto: or an https URL (never http). */
function defaultVapidSubject(adminEmail: string | undefined, publicUrl: string, mailFrom: string): string {
  if (adminEmail) return `mailto:${adminEmail.toLowerCase()}`;
  if (publicUrl.startsWith("https://")) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
