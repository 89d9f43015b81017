import type { UploadView } from "@guilda/shared/schemas/feed";
import { uploadFile, type UploadOptions } from "@/lib/upload";

/**
 * POST /api/uploads?purpose=logo: the server fits the image in 512 px and re-encodes it. The
 * answer's url becomes the logo once the supplier is saved with it as logo_url.
 */
export function uploadLogo(file: File, options: Omit<UploadOptions, "purpose"> = {}): Promise<UploadView> {
  return uploadFile<UploadView>(file, { ...options, purpose: "logo" });
}
