import { TOAST_DURATION_MS, UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { feedMessages as fm } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { UPLOAD_ACCEPT, uploadKindOf } from "@guilda/shared/rules/upload-types";
import { isPostableSpace, pickComposerSpace } from "@guilda/shared/rules/composer-space";
import { parseVideoLink } from "@guilda/shared/rules/video-link";
import type { CreatePostInput, UploadView } from "@guilda/shared/schemas/feed";
import { ImagePlus, X } from "lucide-react";
import { useQuery, type QueryKey } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useSettings } from "@/hooks/use-settings";
import { useCreatePost } from "../api/create-post";
import { uploadFile } from "../api/upload-file";

const VideoEmbed = lazy(() => import("./video-embed").then((module) => ({ default: module.VideoEmbed })));

type MediaKind = UploadView["media_type"];

/** Spec §5 (shared with the server, which checks the bytes again). */
const fileKind = (file: File): MediaKind | null => uploadKindOf(file.name, file.type);

function videoLinkError(value: string): string | null {
  if (!value.trim()) return null;
  const result = parseVideoLink(value);
  return result.ok ? null : result.error;
}

type Attachment = {
  previewUrl: string;
  kind: MediaKind;
  percent: number;
  upload: UploadView | null;
};

type FieldErrors = {
  space_id?: string;
  title?: string;
  content?: string;
  video_url?: string;
  upload_id?: string;
};

type SpaceOption = { id: string; name: string; slug: string; space_type: string };

/**
 * Where the home composer reads the spaces the member may see (composed by the app's route: the
 * sidebar's list, so the answer is shared with it).
 */
export type ComposerSpacesQuery = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<SpaceOption[]>;
};

const NO_SPACES: ComposerSpacesQuery = { queryKey: ["composer", "no-spaces"], queryFn: async () => [] };

type ComposerFormProps = {
  spaceId?: string | undefined;
  /** The home page: the spaces the member may see; the form asks which one to post in. */
  spaces?: ComposerSpacesQuery | undefined;
  onClose: () => void;
};

/**
 * Where the home composer posts: the spaces that take posts among those the member may see, and
 * the one proposed (the admin's choice, else 'Comece-por-aqui'). The member's own pick wins.
 */
function useSpaceChoice(query: ComposerSpacesQuery | undefined) {
  const { settings } = useSettings();
  const spaces = useQuery({ ...(query ?? NO_SPACES), enabled: !!query });
  const options = (spaces.data ?? []).filter(isPostableSpace);
  const proposed = pickComposerSpace(options, settings.composer_space_id ?? null)?.id ?? "";
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked !== null && options.some((s) => s.id === picked) ? picked : proposed;
  return { options, chosen, setChosen: setPicked };
}

export function ComposerForm({ spaceId, spaces, onClose }: ComposerFormProps) {
  const create = useCreatePost();
  const spaceChoice = useSpaceChoice(spaces);
  const asksSpace = !spaceId && spaceChoice.options.length > 0;
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [videoUrl, setVideoUrl] = useState("");
  const [videoError, setVideoError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const uploadAbort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const uploadStatusId = useId();

  const previewUrl = attachment?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  // Cancelar, Publicar or leaving the page stops an upload still in flight.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  const video = videoUrl.trim() ? parseVideoLink(videoUrl) : null;
  const isUploading = !!attachment && !attachment.upload;
  const isBusy = create.isPending;
  const linkError = videoError ?? errors.video_url ?? null;
  const canPublish = !!title.trim() && !!content.trim() && !isBusy && !isUploading && !linkError;

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = "";
  };

  const removeAttachment = () => {
    uploadAbort.current?.abort();
    uploadAbort.current = null;
    setAttachment(null);
    setErrors(({ upload_id: _dropped, ...rest }) => rest);
    clearFileInput();
  };

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const kind = fileKind(file);
    if (!kind || file.size > UPLOAD_LIMIT_BYTES) {
      toast.error(kind ? fm.fileTooLarge : fm.fileTypeUnsupported);
      clearFileInput();
      return;
    }
    uploadAbort.current?.abort();
    const controller = new AbortController();
    uploadAbort.current = controller;
    const url = URL.createObjectURL(file);
    const update = (change: (current: Attachment) => Attachment | null) =>
      setAttachment((current) => (current && current.previewUrl === url ? change(current) : current));

    // Spec §4: choosing a file clears the video link.
    setVideoUrl("");
    setVideoError(null);
    setErrors(({ upload_id: _upload, video_url: _video, ...rest }) => rest);
    setAttachment({ previewUrl: url, kind, percent: 0, upload: null });
    toast(fm.uploadStart, { duration: TOAST_DURATION_MS.upload });

    uploadFile(file, {
      signal: controller.signal,
      onProgress: (percent) => update((a) => ({ ...a, percent })),
    })
      .then((upload) => update((a) => ({ ...a, percent: 100, upload })))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === "AbortError") return;
        toast.error(fm.uploadErrorPrefix + toApiError(error).message);
        update(() => null);
        clearFileInput();
      });
  };

  const changeVideoUrl = (value: string) => {
    setVideoUrl(value);
    // Spec §4: typing a video link clears the file.
    if (value.trim() && attachment) removeAttachment();
    if (errors.video_url) setErrors(({ video_url: _video, ...rest }) => rest);
    // Checked as typed (spec §5): the message and the disabled Publicar follow the field.
    setVideoError(videoLinkError(value));
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy || isUploading) return;
    const cleanTitle = title.trim();
    const cleanContent = content.trim();
    if (!cleanTitle || !cleanContent) {
      toast.error(fm.requiredTitle, { description: fm.requiredText });
      return;
    }
    const cleanLink = videoUrl.trim();
    if (cleanLink) {
      const result = parseVideoLink(cleanLink);
      if (!result.ok) {
        setVideoError(result.error);
        toast.error(fm.videoUrlInvalidToast);
        return;
      }
    }
    const input: CreatePostInput = { title: cleanTitle, content: cleanContent };
    if (spaceId) input.space_id = spaceId;
    else if (asksSpace && spaceChoice.chosen) input.space_id = spaceChoice.chosen;
    if (attachment?.upload) input.upload_id = attachment.upload.id;
    if (cleanLink) input.video_url = cleanLink;

    try {
      await create.mutateAsync(input);
      uploadAbort.current = null;
      toast.success(fm.publishedTitle, {
        description: fm.publishedText,
        duration: TOAST_DURATION_MS.publish,
      });
      onClose();
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 401) {
        toast.error(fm.authRequiredTitle, { description: fm.authRequiredText });
        return;
      }
      // Silenced meanwhile: the server's sentence says until when (the composer turns into it).
      if (error.code === "SILENCED") {
        toast.error(fm.publishErrorTitle, { description: error.message });
        return;
      }
      const fields = error.fieldErrors ?? {};
      const next: FieldErrors = {};
      if (fields.space_id) next.space_id = fields.space_id;
      if (fields.title) next.title = fields.title;
      if (fields.content) next.content = fields.content;
      if (fields.video_url) next.video_url = fields.video_url;
      if (fields.upload_id) next.upload_id = fields.upload_id;
      setErrors(next);
      toast.error(fm.publishErrorTitle, { description: fm.publishErrorText });
    }
  };

  const hasFile = !!attachment;
  const hasLink = !!videoUrl.trim();

  return (
    <form onSubmit={publish} noValidate className="grid gap-4">
      {asksSpace ? (
        <FormField label={m.spaceLabel} hint={m.spaceHint} error={errors.space_id}>
          {(control) => (
            <NativeSelect
              {...control}
              value={spaceChoice.chosen}
              disabled={isBusy}
              onChange={(event) => {
                spaceChoice.setChosen(event.target.value);
                if (errors.space_id) setErrors(({ space_id: _space, ...rest }) => rest);
              }}
            >
              {spaceChoice.options.map((space) => (
                <option key={space.id} value={space.id}>
                  {space.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField label={m.titleLabel} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (errors.title) setErrors(({ title: _title, ...rest }) => rest);
            }}
            placeholder={m.titleLabel}
            maxLength={200}
            autoComplete="off"
            autoFocus
          />
        )}
      </FormField>
      <FormField label={m.contentLabel} error={errors.content}>
        {(control) => (
          <Textarea
            {...control}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              if (errors.content) setErrors(({ content: _content, ...rest }) => rest);
            }}
            placeholder={m.composerPrompt}
            rows={4}
            maxLength={20_000}
            className="min-h-28"
          />
        )}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <div className="grid gap-2">
          <span className="text-sm leading-none font-medium" aria-hidden="true">
            {m.fileLabel}
          </span>
          <label
            className={cn(
              buttonClasses("outline", "default"),
              "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
              hasLink && "pointer-events-none opacity-60",
            )}
          >
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              className="sr-only"
              disabled={hasLink || isBusy}
              aria-describedby={fileHintId}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <ImagePlus aria-hidden="true" />
            <span className="sr-only">{m.fileLabel}: </span>
            {m.fileButton}
          </label>
          <p id={fileHintId} className="max-w-56 text-xs text-muted-foreground">
            {hasLink ? m.fileDisabledHint : m.fileHint}
          </p>
        </div>
        <FormField
          label={m.videoLinkLabel}
          error={linkError ?? undefined}
          hint={hasFile ? m.videoLinkDisabledHint : m.videoLinkHint}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={videoUrl}
              onChange={(event) => changeVideoUrl(event.target.value)}
              placeholder={m.videoLinkPlaceholder}
              disabled={hasFile || isBusy}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
      </div>

      {attachment ? (
        <div className="grid gap-1.5">
          <p id={uploadStatusId} className="text-xs text-muted-foreground" aria-live="polite">
            {attachment.upload ? m.uploadDone : m.uploadPercent(attachment.percent)}
          </p>
          <Progress value={attachment.percent} aria-label={m.uploadProgress} />
          {errors.upload_id ? (
            <p className="text-sm font-medium text-destructive-text">{errors.upload_id}</p>
          ) : null}
        </div>
      ) : null}

      {attachment || video?.ok ? (
        <figure aria-label={m.mediaPreview} className="relative">
          {attachment?.kind === "video" ? (
            <video
              src={attachment.previewUrl}
              controls
              preload="metadata"
              className="max-h-80 w-full rounded-lg border border-border bg-black"
            >
              {m.videoUnsupported}
            </video>
          ) : attachment ? (
            <img
              src={attachment.previewUrl}
              alt=""
              className="max-h-80 w-full rounded-lg border border-border bg-muted object-contain"
            />
          ) : video?.ok ? (
            <Suspense
              fallback={
                <div className="mx-auto aspect-video w-full max-w-[35.5rem] animate-pulse rounded-lg bg-muted" />
              }
            >
              <VideoEmbed kind={video.video.kind} id={video.video.id} />
            </Suspense>
          ) : null}
          <Button
            variant="secondary"
            size="icon-sm"
            aria-label={m.removeMedia}
            title={m.removeMedia}
            className="absolute top-2 right-2 shadow-pop"
            disabled={isBusy}
            onClick={() => {
              if (attachment) removeAttachment();
              else {
                setVideoUrl("");
                setVideoError(null);
              }
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </figure>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={isBusy}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={!canPublish}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.publishing : m.publish}
        </Button>
      </div>
    </form>
  );
}
