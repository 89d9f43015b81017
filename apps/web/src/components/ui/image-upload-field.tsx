import { feedMessages } from "@guilda/shared/messages/feed";
import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { AVATAR_ACCEPT, AVATAR_TYPES } from "@guilda/shared/rules/upload-types";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { isAbortError, uploadFile, type UploadOptions } from "@/lib/upload";

export type ImageUploadTexts = {
  label: string;
  hint: string;
  choose: string;
  change: string;
  remove: string;
  /** The file input's accessible name. */
  file: string;
  uploading: (percent: number) => string;
  /** The message for a file that is not an image. */
  fileType: string;
};

type ImageUploadFieldProps = {
  texts: ImageUploadTexts;
  /** POST /api/uploads?purpose=…: the server checks the bytes and re-encodes the image. */
  purpose: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** What the value looks like (the image, or its stand-in). */
  preview: ReactNode;
  onUploadingChange?: (isUploading: boolean) => void;
  error?: string | undefined;
  /** More ways to set the value, beside 'Enviar' (an agent's icon may be picked from a list). */
  actions?: ReactNode;
  /** Whether the value may be removed ('Remover'); by default whenever there is one. */
  canRemove?: boolean;
};

/**
 * An image sent with its progress, checked and re-encoded by the server, used when the form
 * around it is saved: the community's logo and icon, an agent's icon, a supplier's logo.
 */
export function ImageUploadField({
  texts,
  purpose,
  value,
  onChange,
  preview,
  onUploadingChange,
  error,
  actions,
  canRemove = value !== null,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;
  const isUploading = percent !== null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploadError(null);
    if (!AVATAR_TYPES.has(file.type)) return setUploadError(texts.fileType);
    if (file.size > UPLOAD_LIMIT_BYTES) return setUploadError(feedMessages.fileTooLarge);
    setPercent(0);
    onUploadingChange?.(true);
    try {
      const options: UploadOptions = { purpose, onProgress: setPercent };
      const uploaded = await uploadFile<{ url: string }>(file, options);
      onChange(uploaded.url);
    } catch (err) {
      if (!isAbortError(err)) setUploadError(toApiError(err).message);
    } finally {
      setPercent(null);
      onUploadingChange?.(false);
    }
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2">
      <p id={`${id}-label`} className="text-sm leading-none font-medium">
        {texts.label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="grid min-w-0 flex-1 gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={texts.file}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => void onFile(event)}
          />
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={isUploading}
              aria-describedby={`${id}-hint`}
              onClick={() => inputRef.current?.click()}
            >
              {isUploading ? <Spinner /> : <ImageUp aria-hidden="true" />}
              {value ? texts.change : texts.choose}
            </Button>
            {canRemove ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={isUploading}
                onClick={() => onChange(null)}
              >
                <Trash2 aria-hidden="true" />
                {texts.remove}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {texts.hint}
          </p>
        </div>
      </div>
      {isUploading ? (
        <div className="grid gap-1" role="status">
          <Progress value={percent} aria-label={texts.uploading(percent)} />
          <span className="text-xs text-muted-foreground">{texts.uploading(percent)}</span>
        </div>
      ) : null}
      {shownError ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
