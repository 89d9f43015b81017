import type { ReportInput, ReportResult } from "@guilda/shared/schemas/moderation";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/reports: 201 `{ reported, hidden }`; 409 already reported, 400 one's own item, 404. */
export function createReport(input: ReportInput): Promise<ReportResult> {
  return api.post<ReportResult>("/api/reports", input);
}

/** A report on any kind of item; the caller decides what to refresh (an item hidden by it). */
export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
