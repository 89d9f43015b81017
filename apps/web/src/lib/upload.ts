import type { ApiErrorBody } from "@guilda/shared/errors";
import { commonMessages } from "@guilda/shared/messages/common";
import type { UploadView } from "@guilda/shared/schemas/feed";
import { ApiError } from "./api";

export type UploadOptions = {
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** What the file is for, when not a post's media (e.g. "attachment": any document, admins only). */
  purpose?: string;
};

function parseBody(text: string): Partial<ApiErrorBody> {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" ? (data as Partial<ApiErrorBody>) : {};
  } catch {
    return {};
  }
}

/**
 * Sends a file to POST /api/uploads as the raw request body. XMLHttpRequest rather than fetch:
 * only it reports upload progress. Rejects with an ApiError (or an AbortError when cancelled).
 * The answer's type depends on the purpose; post media answer an UploadView.
 */
export function uploadFile<T = UploadView>(
  file: File,
  { onProgress, signal, purpose }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("Upload cancelled", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", purpose ? `/api/uploads?purpose=${encodeURIComponent(purpose)}` : "/api/uploads");
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as unknown as T);
      } else {
        reject(new ApiError(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, { message: commonMessages.connectionError }));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** True when the error only says the upload was cancelled (nothing to tell the user). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
