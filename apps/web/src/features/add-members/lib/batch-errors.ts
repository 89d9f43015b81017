import type { ApiError } from "@/lib/api";

const MEMBER_KEY = /^members\.(\d+)\.([a-z_]+)/;

export type MemberFieldError = { index: number; field: string; message: string };

/**
 * The server's 400 answer names fields of the batch ("members.0.password", "members.12.email");
 * this reads them as (member index, field) pairs, in the order received.
 */
export function memberFieldErrors(error: ApiError): MemberFieldError[] {
  return Object.entries(error.fieldErrors ?? {}).flatMap(([key, message]) => {
    const match = MEMBER_KEY.exec(key);
    if (!match) return [];
    return [{ index: Number(match[1]), field: match[2] ?? "", message }];
  });
}
