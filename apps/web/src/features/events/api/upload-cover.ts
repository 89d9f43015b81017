import type { UploadView } from "@guilda/shared/schemas/feed";
import { uploadFile, type UploadOptions } from "@/lib/upload";

/** POST /api/uploads: an image; its id becomes the event's cover_upload_id when the event is saved. */
export function uploadCover(file: File, options: Omit<UploadOptions, "purpose"> = {}): Promise<UploadView> {
  return uploadFile<UploadView>(file, options);
}
