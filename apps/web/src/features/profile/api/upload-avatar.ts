import type { UploadView } from "@guilda/shared/schemas/feed";
import { uploadFile, type UploadOptions } from "@/lib/upload";

/**
 * POST /api/uploads?purpose=avatar: the server center-crops the image to a square and re-encodes
 * it. The answer's url becomes the photo once PATCH /api/me/profile sets it as avatar_url.
 */
export function uploadAvatar(file: File, options: Omit<UploadOptions, "purpose"> = {}): Promise<UploadView> {
  return uploadFile<UploadView>(file, { ...options, purpose: "avatar" });
}
