import { feedMessages } from "@guilda/shared/messages/feed";
import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { uploadKindOf } from "@guilda/shared/rules/upload-types";
import type { UploadView } from "@guilda/shared/schemas/feed";
import { ImageOff, ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { UploadStatus } from "@/components/ui/upload-status";
import { useFileUpload } from "@/hooks/use-file-upload";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";

const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,.gif";

type CoverFieldProps = {
  /** What is on screen: the saved cover, the new upload, or nothing. */
  url: string | null;
  onChange: (cover: { id: string; url: string } | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
};

/** 'Capa': an image sent with its progress; it becomes the cover when the event is saved. */
export function CoverField({ url, onChange, onUploadingChange }: CoverFieldProps) {
  const upload = useFileUpload<UploadView>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setError(null);
    const kind = uploadKindOf(file.name, file.type);
    if (kind !== "image" && kind !== "gif") return setError(m.coverType);
    if (file.size > UPLOAD_LIMIT_BYTES) return setError(feedMessages.fileTooLarge);
    onUploadingChange(true);
    try {
      const uploaded = await upload.start(file);
      if (uploaded) onChange({ id: uploaded.id, url: uploaded.url });
    } catch (err) {
      setError(toApiError(err).message);
    } finally {
      onUploadingChange(false);
    }
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium" id={`${id}-label`}>
        {m.coverLabel}
      </p>
      <div className="aspect-[21/9] w-full max-w-md overflow-hidden rounded-lg border border-border bg-muted">
        {url ? (
          <img src={url} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
            {m.coverEmpty}
          </div>
        )}
      </div>
      <UploadStatus state={upload.state} onCancel={upload.reset} />
      <div className="flex flex-wrap gap-2">
        <label
          className={cn(
            buttonClasses("outline", "sm"),
            "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
            upload.isUploading && "pointer-events-none opacity-60",
          )}
        >
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={upload.isUploading}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <ImagePlus aria-hidden="true" />
          {url ? m.coverChange : m.coverChoose}
        </label>
        {url ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={upload.isUploading}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden="true" />
            {m.coverRemove}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.coverHint}
      </p>
      {error ? <p className="text-sm font-medium text-destructive-text">{error}</p> : null}
    </div>
  );
}
