import { useCallback, useEffect, useRef, useState } from "react";
import { isAbortError, uploadFile } from "@/lib/upload";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; percent: number }
  | { status: "done"; fileName: string };

/**
 * One file at a time through POST /api/uploads, with its progress. Starting another file or
 * leaving the screen stops the one in flight. `start` resolves with the server's answer, or
 * null when cancelled; it rejects with the ApiError for the caller to show.
 */
export function useFileUpload<T>(purpose?: string) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<T | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const isCurrent = () => current.current === controller;
      setState({ status: "uploading", fileName: file.name, percent: 0 });
      try {
        const result = await uploadFile<T>(file, {
          signal: controller.signal,
          ...(purpose ? { purpose } : {}),
          onProgress: (percent) => {
            if (isCurrent()) setState({ status: "uploading", fileName: file.name, percent });
          },
        });
        if (!isCurrent()) return null;
        setState({ status: "done", fileName: file.name });
        return result;
      } catch (error) {
        if (isCurrent()) setState({ status: "idle" });
        if (isAbortError(error)) return null;
        throw error;
      }
    },
    [purpose],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: "idle" });
  }, []);

  return { state, start, reset, isUploading: state.status === "uploading" };
}
