import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { normalizeMemberEmail } from "@guilda/shared/rules/member-input";
import type { BatchResult, BatchRowResult, BatchRowStatus } from "@guilda/shared/schemas/directory";
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

const FINAL_STATUSES: ReadonlySet<string> = new Set<BatchRowStatus>([
  "created",
  "invited",
  "already_member",
  "already_invited",
  "error",
]);

type SentMember = { name: string; email: string; line?: number | undefined };

/**
 * Every member sent gets a line in the results. A row without a final status, or a member the
 * answer leaves out, was not confirmed by the server: it is shown as an error ('O servidor não
 * retornou sucesso') and counted as one, never as a success.
 */
export function confirmBatch(sent: readonly SentMember[], result: BatchResult): BatchResult {
  let unconfirmed = 0;
  const results: BatchRowResult[] = (result.results ?? []).map((row) => {
    if (FINAL_STATUSES.has(row.status)) return row;
    unconfirmed += 1;
    return { ...row, status: "error", error: m.serverNoSuccess };
  });
  const answered = new Set(results.map((row) => normalizeMemberEmail(row.email ?? "")));
  for (const member of sent) {
    if (answered.has(normalizeMemberEmail(member.email))) continue;
    unconfirmed += 1;
    results.push({
      ...(member.line !== undefined ? { line: member.line } : {}),
      name: member.name,
      email: member.email,
      status: "error",
      error: m.serverNoSuccess,
    });
  }
  if (unconfirmed === 0) return result;
  return { results, summary: { ...result.summary, errors: (result.summary?.errors ?? 0) + unconfirmed } };
}
