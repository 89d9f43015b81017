import type { WriteLimit, WriteLimitName } from "@guilda/shared";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { requestLimits } from "../../db/schema";
import type { Db } from "../db";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

/**
 * Spends `cost` of a key's budget in one atomic statement (a fixed window that restarts once it
 * has passed) and answers what is used and when the window started.
 */
export async function spend(db: Db, key: string, cost: number, limit: WriteLimit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const expired = now - windowMs;
  const t = requestLimits;
  const [row] = await db
    .insert(t)
    .values({ key, window_start: now, used: cost })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        used: sql`case when ${t.window_start} <= ${expired} then ${cost} else ${t.used} + ${cost} end`,
        window_start: sql`case when ${t.window_start} <= ${expired} then ${now} else ${t.window_start} end`,
      },
    })
    .returning({ used: t.used, window_start: t.window_start });
  return { used: Number(row!.used), windowStart: Number(row!.window_start), windowMs };
}

/** Throws the pt-BR 429 (with the seconds to wait) once the budget is spent. */
export async function enforce(db: Db, key: string, cost: number, limit: WriteLimit, now = Date.now()) {
  const { used, windowStart, windowMs } = await spend(db, key, cost, limit, now);
  if (used > limit.max)
    throw AppError.rateLimited(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
}

/** Throws the same 429 when the budget is already used up, without spending any of it. */
export async function requireBudgetLeft(db: Db, key: string, limit: WriteLimit, now = Date.now()) {
  const { used, windowStart, windowMs } = await spend(db, key, 0, limit, now);
  if (used >= limit.max)
    throw AppError.rateLimited(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)));
}

/**
 * The same 429 when the budget is used up, read without writing (a budget spent only by failures,
 * checked on every request).
 */
export async function refuseWhenSpent(db: Db, key: string, limit: WriteLimit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const [row] = await db
    .select({ used: requestLimits.used, window_start: requestLimits.window_start })
    .from(requestLimits)
    .where(sql`${requestLimits.key} = ${key} and ${requestLimits.window_start} > ${now - windowMs}`);
  if (row && Number(row.used) >= limit.max)
    throw AppError.rateLimited(Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000)));
}

/**
 * A route's budget: per signed-in member, or per client address for visitors (invite acceptance).
 * Requests without a viewer on member routes are left to the route's own 401.
 */
export function writeLimit(
  name: WriteLimitName,
  by: "member" | "address" = "member",
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = keyFor(c, name, by);
    if (key) await enforce(c.var.deps.database.db, key, 1, c.var.deps.config.writeLimits[name]);
    await next();
  };
}

/**
 * The `searches` budget of a list that can be searched: spent by a request with a non-empty `q`
 * (a full-text or trigram search), not by reading the list.
 */
export function searchLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.query("q")?.trim() ? keyFor(c, "searches") : null;
    if (key) await enforce(c.var.deps.database.db, key, 1, c.var.deps.config.writeLimits.searches);
    await next();
  };
}

export function keyFor(c: Context<AppEnv>, name: WriteLimitName, by: "member" | "address" = "member") {
  if (by === "address") return `${name}:ip:${clientIp(c, c.var.deps.config.trustProxy)}`;
  const viewer = c.var.viewer;
  return viewer ? `${name}:${viewer.userId}` : null;
}

export const PURGE_REQUEST_LIMITS_JOB = "purge-request-limits";

/** Old windows, swept daily. */
export async function purgeRequestLimits(db: Db, now = Date.now()) {
  await db.delete(requestLimits).where(sql`${requestLimits.window_start} < ${now - 24 * 60 * 60 * 1000}`);
}
