import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { feedMessages as fm } from "@guilda/shared/messages/feed";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { uploadKindOf } from "@guilda/shared/rules/upload-types";
import { parseVideoLink, type VideoLink } from "@guilda/shared/rules/video-link";
import type { AdminCourse, AdminLesson, AdminModule } from "@guilda/shared/schemas/courses";
import type { UploadView } from "@guilda/shared/schemas/feed";
import { zodResolver } from "@hookform/resolvers/zod";
import { FileText, Film, PlayCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { FileButton } from "@/components/ui/file-button";
import { UploadStatus } from "@/components/ui/upload-status";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCreateLesson } from "../api/create-lesson";
import { useUpdateLesson } from "../api/update-lesson";
import { markdownPreviewKey, previewMarkdown } from "../api/preview-markdown";
import { useFileUpload } from "@/hooks/use-file-upload";
import { formatMinutesSeconds } from "../lib/format";
import { lessonBody, lessonFormSchema, type LessonFormValues } from "../lib/lesson-form";
import { LessonAttachments, type PendingAttachment } from "./lesson-attachments";

// The provider's element loads only once a valid link is in the field.
const VideoLinkPreview = lazy(() => import("./video-link-preview"));

/** The preview of the link in the field: the provider's player, which also says the length. */
function LinkPreview({ link, onDuration }: { link: VideoLink; onDuration: (seconds: number) => void }) {
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Spinner />
          {m.videoPreviewLoading}
        </p>
      }
    >
      <VideoLinkPreview key={`${link.kind}:${link.id}`} link={link} onDuration={onDuration} />
    </Suspense>
  );
}

/** Which lesson the dialog edits: an existing one, or a new one at the end of a module. */
export type LessonTarget = { moduleId: string; lessonId: string | null };

type LessonEditorDialogProps = {
  course: AdminCourse;
  target: LessonTarget | null;
  onClose: () => void;
};

/** 'Nova aula' / 'Editar aula': every field of a lesson, its video and its attachments. */
export function LessonEditorDialog({ course, target, onClose }: LessonEditorDialogProps) {
  const module = target ? course.modules.find((candidate) => candidate.id === target.moduleId) : undefined;
  const lesson = target?.lessonId
    ? course.modules.flatMap((candidate) => candidate.lessons).find((l) => l.id === target.lessonId)
    : undefined;
  // A lesson deleted or a module gone meanwhile closes the dialog.
  const isOpen = !!target && !!module && (target.lessonId === null || !!lesson);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen && module ? (
        <DialogContent
          closeLabel={m.close}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        >
          <LessonForm
            key={lesson?.id ?? `new-${module.id}`}
            module={module}
            lesson={lesson ?? null}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const FIELD_OF: Record<string, keyof LessonFormValues> = {
  title: "title",
  slug: "slug",
  kind: "kind",
  video_url: "video_url",
  video_upload_id: "video_url",
  duration_seconds: "duration",
  content: "content",
  release_after_days: "release_after_days",
};

type LessonFormProps = { module: AdminModule; lesson: AdminLesson | null; onDone: () => void };

function LessonForm({ module, lesson, onDone }: LessonFormProps) {
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const videoUpload = useFileUpload<UploadView>();
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [pendingAttachments, setPendingAttachments] = useState<PendingAttachment[]>([]);
  const [isAttaching, setAttaching] = useState(false);
  /** The admin typed the length: what a file or a player measures no longer replaces it. */
  const typedDuration = useRef(false);
  const formId = useId();
  const previewId = useId();
  const fileHintId = useId();

  const form = useForm({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: {
      title: lesson?.title ?? "",
      slug: lesson?.slug ?? "",
      kind: lesson?.kind ?? "video",
      video_url: lesson?.video_url ?? "",
      video_upload_id: lesson?.video_upload?.id ?? null,
      duration: lesson && lesson.duration_seconds > 0 ? formatMinutesSeconds(lesson.duration_seconds) : "",
      content: lesson?.content ?? "",
      is_preview: lesson?.is_preview ?? false,
      release_after_days: lesson?.release_after_days ? String(lesson.release_after_days) : "",
    } satisfies LessonFormValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, videoUrl, videoUploadId, content] = useWatch({
    control: form.control,
    name: ["kind", "video_url", "video_upload_id", "content"],
  });

  const hasLink = !!videoUrl?.trim();
  const hasFile = !!videoUploadId || videoUpload.isUploading;
  // Spec §5, as typed; an empty link shows the submit's message instead ('needs a video').
  const liveLink = hasLink ? parseVideoLink(videoUrl) : null;
  const linkError = liveLink && !liveLink.ok ? liveLink.error : errors.video_url?.message;
  const isBusy = isSubmitting || videoUpload.isUploading || isAttaching;

  /** A length measured (an uploaded file, the link's player), in the field unless the admin typed one. */
  const fillDuration = (seconds: number, force = false) => {
    if (typedDuration.current && !force) return;
    form.setValue("duration", formatMinutesSeconds(seconds), { shouldDirty: true, shouldValidate: true });
  };
  // The player of the saved link confirms the saved length; another link's replaces it.
  const savedLink = lesson?.video_url?.trim() ?? "";
  const onPreviewDuration = useCallback(
    (seconds: number) => {
      const current = form.getValues("duration").trim();
      const isNewLink = form.getValues("video_url").trim() !== savedLink;
      if (typedDuration.current || (current && !isNewLink)) return;
      form.setValue("duration", formatMinutesSeconds(seconds), { shouldDirty: true, shouldValidate: true });
    },
    [form, savedLink],
  );

  const chooseVideo = async (file: File | undefined) => {
    if (!file) return;
    if (uploadKindOf(file.name, file.type) !== "video") {
      toast.error(m.videoFileTypeInvalid);
      return;
    }
    if (file.size > UPLOAD_LIMIT_BYTES) {
      toast.error(fm.fileTooLarge);
      return;
    }
    form.setValue("video_upload_id", null, { shouldDirty: true });
    try {
      const uploaded = await videoUpload.start(file);
      if (!uploaded) return;
      form.setValue("video_upload_id", uploaded.id, { shouldDirty: true });
      // Measured by the server from the file itself (a recording without a duration header too).
      if (uploaded.duration_seconds) {
        typedDuration.current = false;
        fillDuration(uploaded.duration_seconds, true);
      }
      form.clearErrors("video_url");
      setUploadedName(file.name);
    } catch (error) {
      toast.error(fm.uploadErrorPrefix + toApiError(error).message);
    }
  };

  const removeVideoFile = () => {
    videoUpload.reset();
    setUploadedName(null);
    form.setValue("video_upload_id", null, { shouldDirty: true });
  };

  const onInvalid = (invalid: FieldErrors<LessonFormValues>) => {
    if (invalid.video_url && hasLink) toast.error(fm.videoUrlInvalidToast);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = lessonBody(values);
    try {
      if (lesson) {
        await update.mutateAsync({ lessonId: lesson.id, input: body });
        toast.success(m.lessonSaved);
      } else {
        const attachments = pendingAttachments.map(({ upload_id, name }) => ({ upload_id, name }));
        await create.mutateAsync({
          moduleId: module.id,
          input: attachments.length ? { ...body, attachments } : body,
        });
        toast.success(m.lessonCreated);
      }
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, (name) => FIELD_OF[name]))
        toast.error(m.lessonErrorTitle, { description: error.message });
    }
  }, onInvalid);

  const existingVideo =
    lesson?.video_upload && lesson.video_upload.id === videoUploadId ? lesson.video_upload : null;

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{lesson ? m.editLessonTitle : m.newLessonTitle}</DialogTitle>
        <DialogDescription className="break-words">{m.lessonIn(module.title)}</DialogDescription>
      </div>

      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={200} autoComplete="off" autoFocus {...form.register("title")} />
          )}
        </FormField>

        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={m.slugLabel} error={errors.slug?.message} hint={m.lessonSlugHint}>
            {(control) => (
              <Input
                {...control}
                maxLength={80}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...form.register("slug")}
              />
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">{m.kindLabel}</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
              {(["video", "text"] as const).map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors",
                    "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:text-foreground",
                    kind === value && "bg-card text-foreground shadow-sm",
                  )}
                >
                  <input type="radio" value={value} className="sr-only" {...form.register("kind")} />
                  {value === "video" ? (
                    <PlayCircle aria-hidden="true" className="size-4" />
                  ) : (
                    <FileText aria-hidden="true" className="size-4" />
                  )}
                  {value === "video" ? m.kindVideo : m.kindText}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        {kind === "video" ? (
          <div className="grid gap-4 rounded-lg border border-border p-3 sm:p-4">
            <FormField
              label={m.videoLinkLabel}
              error={linkError}
              hint={hasFile ? m.videoLinkDisabledHint : m.videoLinkHint}
            >
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder={m.videoLinkPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={hasFile}
                  {...form.register("video_url")}
                />
              )}
            </FormField>
            {liveLink?.ok && !hasFile ? (
              <LinkPreview link={liveLink.video} onDuration={onPreviewDuration} />
            ) : null}
            <p
              className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
              aria-hidden="true"
            >
              {m.videoSourceOr}
            </p>
            <div className="grid gap-2">
              <span className="text-sm leading-none font-medium" aria-hidden="true">
                {m.videoFileLabel}
              </span>
              {videoUploadId || videoUpload.state.status !== "idle" ? (
                <div className="grid gap-2">
                  {existingVideo ? (
                    <video
                      src={existingVideo.url}
                      controls
                      preload="metadata"
                      aria-label={m.videoFileCurrent}
                      className="max-h-48 w-full rounded-lg border border-border bg-black"
                    />
                  ) : uploadedName ? (
                    <p className="flex min-w-0 items-center gap-2 text-sm">
                      <Film aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 truncate">{uploadedName}</span>
                    </p>
                  ) : null}
                  <UploadStatus state={videoUpload.state} onCancel={removeVideoFile} />
                  {videoUploadId ? (
                    <div>
                      <Button variant="ghost" size="sm" onClick={removeVideoFile} disabled={isSubmitting}>
                        <X aria-hidden="true" />
                        {m.removeVideoFile}
                      </Button>
                    </div>
                  ) : null}
                </div>
              ) : (
                <div className="grid justify-items-start gap-2">
                  <FileButton
                    accept=".mp4,.webm"
                    icon={<Film aria-hidden="true" />}
                    disabled={hasLink || isSubmitting}
                    describedBy={fileHintId}
                    onFile={(file) => void chooseVideo(file)}
                  >
                    <span className="sr-only">{m.videoFileLabel}: </span>
                    {m.videoFileButton}
                  </FileButton>
                  <p id={fileHintId} className="text-xs text-muted-foreground">
                    {hasLink ? m.videoFileDisabledHint : m.videoFileHint}
                  </p>
                </div>
              )}
            </div>
          </div>
        ) : null}

        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={m.durationLabel} error={errors.duration?.message} hint={m.durationHint}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                placeholder={m.durationPlaceholder}
                autoComplete="off"
                className="tabular-nums"
                {...form.register("duration", {
                  onChange: () => {
                    typedDuration.current = true;
                  },
                })}
              />
            )}
          </FormField>
          <FormField label={m.dripLabel} error={errors.release_after_days?.message} hint={m.dripHint}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={3650}
                step={1}
                {...form.register("release_after_days")}
              />
            )}
          </FormField>
        </div>

        <MarkdownEditor
          label={m.contentLabel}
          markdown={content ?? ""}
          preview={previewMarkdown}
          previewKey={markdownPreviewKey}
          registration={form.register("content")}
          error={errors.content?.message}
          placeholder={m.contentPlaceholder}
          maxLength={100_000}
          rows={10}
        />

        <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
          <div className="grid gap-1">
            <Label htmlFor={previewId}>{m.isPreviewLabel}</Label>
            <p id={`${previewId}-hint`} className="text-xs text-muted-foreground">
              {m.isPreviewHint}
            </p>
          </div>
          <Controller
            control={form.control}
            name="is_preview"
            render={({ field }) => (
              <Switch
                id={previewId}
                aria-describedby={`${previewId}-hint`}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      </form>

      {/* Outside the form: its buttons and field must never submit the lesson. Saved at once. */}
      <LessonAttachments
        lesson={lesson}
        pending={pendingAttachments}
        onPendingChange={setPendingAttachments}
        onBusyChange={setAttaching}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {videoUpload.isUploading || isAttaching ? (
          <p className="text-xs text-muted-foreground sm:mr-auto">{m.uploadBusy}</p>
        ) : null}
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isBusy}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : lesson ? m.saveLesson : m.createLesson}
        </Button>
      </div>
    </>
  );
}
