import { z } from "./zod";
import { privacyMessages as m } from "../messages/privacy";

/** What the member types to confirm 'Excluir minha conta'. */
export const DELETE_CONFIRMATION = "EXCLUIR";

/** How long a ready copy of the member's data can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .max(50)
    .refine((value) => value.trim() === DELETE_CONFIRMATION, { message: m.confirmationWrong }),
  password: z.string().max(200).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const DATA_EXPORT_STATUSES = ["pending", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The member's latest copy, as GET /api/me/data-exports answers it (null: never asked). */
export type DataExport = {
  id: string;
  status: DataExportStatus;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  /** Set while status is 'ready'. */
  download_url: string | null;
};
