import { commonMessages } from "@guilda/shared";
import { z } from "zod";
import { AppError } from "./errors";

/**
 * A keyset cursor is input like any other: it is decoded and checked against the exact shape its
 * list produces, so a hand-edited one is a 400 CURSOR_INVALID and never reaches the database.
 */
export function cursorCodec<T extends z.ZodType>(schema: T) {
  return {
    encode(value: z.input<T>): string {
      return Buffer.from(JSON.stringify(value)).toString("base64url");
    },
    decode(raw: string): z.output<T> {
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
      } catch {
        throw invalidCursor();
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw invalidCursor();
      return parsed.data;
    },
  };
}

function invalidCursor() {
  return new AppError(400, "CURSOR_INVALID", commonMessages.cursorInvalid, {
    cursor: commonMessages.cursorInvalid,
  });
}

/** A timestamp exactly as `Date#toISOString` writes it (so 2026-02-30 or 2026-13-45 are refused). */
export const cursorTimestamp = z
  .string()
  .max(40)
  .refine((v) => {
    const time = Date.parse(v);
    return Number.isFinite(time) && new Date(time).toISOString() === v;
  });

/**
 * A timestamp with PostgreSQL's full precision ('2026-11-27T14:28:49.123456Z'): rows written in one
 * transaction share `now()` to the microsecond, and a cursor cut to milliseconds would skip them.
 */
export const cursorTimestampMicros = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((v) => {
    const ms = v.slice(0, 23) + "Z";
    const time = Date.parse(ms);
    return Number.isFinite(time) && new Date(time).toISOString() === ms;
  });

/** A PostgreSQL integer: NaN, 1e308 and fractions are refused. */
export const cursorInt = z.number().int().min(-2_147_483_648).max(2_147_483_647);

/** Newest-first lists keyed by (created_at, id): the feed and chat histories. */
export const timeCursor = cursorCodec(
  z
    .object({ c: cursorTimestamp, i: z.uuid(), s: cursorInt.optional() })
    .strict()
    .transform(({ c, i, s }) => ({
      createdAt: new Date(c),
      id: i,
      ...(s === undefined ? {} : { score: s }),
    })),
);

export function encodeTimeCursor(c: { createdAt: Date; id: string; score?: number | undefined }) {
  return timeCursor.encode({
    c: c.createdAt.toISOString(),
    i: c.id,
    ...(c.score === undefined ? {} : { s: c.score }),
  });
}
