import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import {
  certificateDesignMessages as dm,
  webCertificateDesignMessages as m,
} from "@guilda/shared/messages/certificates";
import { feedMessages as fm } from "@guilda/shared/messages/feed";
import { uploadKindOf } from "@guilda/shared/rules/upload-types";
import {
  CERTIFICATE_COLOR,
  CERTIFICATE_SIGNER_MAX,
  certificateDesignSchema,
  type CertificateDesign,
  type CertificateDesignValues,
  type CertificateImage,
} from "@guilda/shared/schemas/certificates";
import type { UploadView } from "@guilda/shared/schemas/feed";
import { FileText, ImageOff, ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { UploadStatus } from "@/components/ui/upload-status";
import { useFileUpload } from "@/hooks/use-file-upload";
import { useSettings } from "@/hooks/use-settings";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";

const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,.gif";
type Field = keyof CertificateDesignValues;
type Errors = Partial<Record<Field, string>>;

type Props = {
  /** What is saved now (the community's, or the course's own). */
  design: CertificateDesign;
  /** For a course: the community's defaults, shown where the course leaves a field empty. */
  inherited?: CertificateDesign | null;
  /** The example PDF drawn with the saved look. */
  sampleUrl: string;
  onSave: (values: CertificateDesignValues) => Promise<unknown>;
};

/**
 * The certificate's look: logo and signature (sent through the uploads pipeline, re-encoded by
 * the server), who signs and their title, the accent colour. Empty fields take the community's
 * default (for a course) or none.
 */
export function CertificateDesignForm({ design, inherited, sampleUrl, onSave }: Props) {
  const [logo, setLogo] = useState<CertificateImage | null>(design.logo);
  const [signature, setSignature] = useState<CertificateImage | null>(design.signature);
  const [signerName, setSignerName] = useState(design.signer_name ?? "");
  const [signerTitle, setSignerTitle] = useState(design.signer_title ?? "");
  const [accent, setAccent] = useState(design.accent_color ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setSaving] = useState(false);
  const pickerId = useId();
  // An empty colour is the inherited one, else the brand colour: the picker starts there.
  const { settings } = useSettings();
  const fallbackColor = inherited?.accent_color ?? settings.brand_color;
  const hasAccent = CERTIFICATE_COLOR.test(accent.trim());
  const inheritedText = (value: string | null | undefined) =>
    inherited === undefined || inherited === null ? undefined : value ? m.inherited(value) : m.inheritedNone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = certificateDesignSchema.safeParse({
      logo_upload_id: logo?.upload_id ?? null,
      signature_upload_id: signature?.upload_id ?? null,
      signer_name: signerName,
      signer_title: signerTitle,
      accent_color: accent,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      toast.success(m.saved);
    } catch (err) {
      const error = toApiError(err);
      setErrors((error.fieldErrors ?? {}) as Errors);
      toast.error(m.saveError, { description: error.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <ImageField
          label={m.logoLabel}
          hint={m.logoHint}
          inheritedHint={inherited ? (inherited.logo ? m.inheritedImage : m.inheritedNone) : undefined}
          alt={m.logoAlt}
          value={logo}
          error={errors.logo_upload_id}
          onChange={setLogo}
        />
        <ImageField
          label={m.signatureLabel}
          hint={m.signatureHint}
          inheritedHint={inherited ? (inherited.signature ? m.inheritedImage : m.inheritedNone) : undefined}
          alt={m.signatureAlt}
          value={signature}
          error={errors.signature_upload_id}
          onChange={setSignature}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField
          label={m.signerNameLabel}
          error={errors.signer_name}
          hint={inheritedText(inherited?.signer_name)}
        >
          {(control) => (
            <Input
              {...control}
              value={signerName}
              maxLength={CERTIFICATE_SIGNER_MAX}
              placeholder={inherited?.signer_name ?? m.signerNamePlaceholder}
              onChange={(event) => setSignerName(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={m.signerTitleLabel}
          error={errors.signer_title}
          hint={inheritedText(inherited?.signer_title)}
        >
          {(control) => (
            <Input
              {...control}
              value={signerTitle}
              maxLength={CERTIFICATE_SIGNER_MAX}
              placeholder={inherited?.signer_title ?? m.signerTitlePlaceholder}
              onChange={(event) => setSignerTitle(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={m.accentLabel}
        error={errors.accent_color}
        hint={inherited ? (inheritedText(inherited.accent_color) ?? m.accentHint) : m.accentHint}
      >
        {(control) => (
          <div className="flex items-center gap-3">
            <label htmlFor={pickerId} className="sr-only">
              {m.accentPicker}
            </label>
            <input
              id={pickerId}
              type="color"
              value={hasAccent ? accent.trim().toLowerCase() : fallbackColor.toLowerCase()}
              onChange={(event) => setAccent(event.target.value.toUpperCase())}
              className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1"
            />
            <Input
              {...control}
              value={accent}
              className="max-w-40 font-mono uppercase"
              maxLength={7}
              spellCheck={false}
              autoCapitalize="characters"
              placeholder={inherited?.accent_color ?? "#RRGGBB"}
              onChange={(event) => setAccent(event.target.value)}
            />
          </div>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="link" asChild className="min-h-10 justify-start">
          <a href={sampleUrl} target="_blank" rel="noopener noreferrer">
            <FileText aria-hidden="true" />
            {m.previewPdf}
          </a>
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner /> : null}
          {isSaving ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

type ImageFieldProps = {
  label: string;
  hint: string;
  inheritedHint: string | undefined;
  alt: string;
  value: CertificateImage | null;
  error: string | undefined;
  onChange: (image: CertificateImage | null) => void;
};

/** One image: its preview, 'Enviar imagem' (through the upload pipeline) and 'Remover'. */
function ImageField({ label, hint, inheritedHint, alt, value, error, onChange }: ImageFieldProps) {
  const upload = useFileUpload<UploadView>("certificate");
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const clearInput = () => {
    if (input.current) input.current.value = "";
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const kind = uploadKindOf(file.name, file.type);
    if (kind !== "image" && kind !== "gif") {
      toast.error(dm.imageFileType);
      clearInput();
      return;
    }
    if (file.size > UPLOAD_LIMIT_BYTES) {
      toast.error(fm.fileTooLarge);
      clearInput();
      return;
    }
    try {
      const uploaded = await upload.start(file);
      if (uploaded) onChange({ upload_id: uploaded.id, url: uploaded.url });
    } catch (err) {
      toast.error(fm.uploadErrorPrefix + toApiError(err).message);
    } finally {
      upload.reset();
      clearInput();
    }
  };

  return (
    <div className="grid content-start gap-2" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm leading-none font-medium text-foreground">
        {label}
      </p>
      <div className="flex h-28 w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-muted p-2">
        {value ? (
          <img src={value.url} alt={alt} className="max-h-full max-w-full object-contain" />
        ) : (
          <div className="flex flex-col items-center gap-1.5 text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-5" />
            {m.noImage}
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
            aria-label={`${value ? m.replace : m.upload}: ${label}`}
            aria-describedby={error ? errorId : hintId}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <ImagePlus aria-hidden="true" />
          {value ? m.replace : m.upload}
        </label>
        {value ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${m.remove}: ${label}`}
            onClick={() => onChange(null)}
            className="hover:text-destructive-text"
          >
            <Trash2 aria-hidden="true" />
            {m.remove}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
          {inheritedHint ? ` ${inheritedHint}` : null}
        </p>
      )}
    </div>
  );
}
