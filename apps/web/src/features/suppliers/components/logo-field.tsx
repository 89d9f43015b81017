import { feedMessages } from "@guilda/shared/messages/feed";
import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { AVATAR_ACCEPT, AVATAR_TYPES } from "@guilda/shared/rules/upload-types";
import { ImageUp, Trash2 } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { isAbortError } from "@/lib/upload";
import { uploadLogo } from "../api/upload-logo";
import { SupplierLogo } from "./supplier-logo";

type LogoFieldProps = {
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
  error?: string | undefined;
};

/** 'Logotipo': sent with its progress, fitted and re-encoded by the server, used when the form is saved. */
export function LogoField({ name, value, onChange, onUploadingChange, error }: LogoFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploadError(null);
    if (!AVATAR_TYPES.has(file.type)) return setUploadError(sm.logoFileType);
    if (file.size > UPLOAD_LIMIT_BYTES) return setUploadError(feedMessages.fileTooLarge);
    setPercent(0);
    onUploadingChange(true);
    try {
      const uploaded = await uploadLogo(file, { onProgress: setPercent });
      onChange(uploaded.url);
    } catch (err) {
      if (!isAbortError(err)) setUploadError(toApiError(err).message);
    } finally {
      setPercent(null);
      onUploadingChange(false);
    }
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium">{m.logoLabel}</p>
      <div className="flex flex-wrap items-center gap-4">
        <SupplierLogo name={name} src={value} size="lg" />
        <div className="grid gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label={m.logoFile}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => void onFile(event)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={percent !== null}
              aria-describedby={`${id}-hint`}
              onClick={() => inputRef.current?.click()}
            >
              {percent !== null ? <Spinner /> : <ImageUp aria-hidden="true" />}
              {value ? m.logoChange : m.logoChoose}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={percent !== null}
                onClick={() => onChange(null)}
              >
                <Trash2 aria-hidden="true" />
                {m.logoRemove}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {m.logoHint}
          </p>
        </div>
      </div>
      {percent !== null ? (
        <div className="grid gap-1" role="status">
          <Progress value={percent} aria-label={m.logoUploading(percent)} />
          <span className="text-xs text-muted-foreground">{m.logoUploading(percent)}</span>
        </div>
      ) : null}
      {shownError ? <p className="text-sm font-medium text-destructive-text">{shownError}</p> : null}
    </div>
  );
}
