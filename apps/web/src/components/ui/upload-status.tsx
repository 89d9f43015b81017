import { webUploadMessages as m } from "@guilda/shared/messages/web-upload";
import { X } from "lucide-react";
import type { UploadState } from "@/hooks/use-file-upload";
import { Button } from "./button";
import { Progress } from "./progress";

type UploadStatusProps = { state: UploadState; onCancel?: () => void };

/** 'Enviando... 42%' with the bar (announced politely) and a way to stop. */
export function UploadStatus({ state, onCancel }: UploadStatusProps) {
  if (state.status === "idle") return null;
  const percent = state.status === "done" ? 100 : state.percent;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-xs text-muted-foreground" aria-live="polite">
          {state.status === "done" ? m.uploadDone : m.uploadPercent(percent)}
          <span className="sr-only"> {state.fileName}</span>
        </p>
        {state.status === "uploading" && onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} className="h-7 px-2">
            <X aria-hidden="true" />
            {m.cancelUpload}
          </Button>
        ) : null}
      </div>
      <Progress value={percent} aria-label={m.uploadProgress} />
    </div>
  );
}
