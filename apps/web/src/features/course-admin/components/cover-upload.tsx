import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { feedMessages as fm } from "@guilda/shared/messages/feed";
import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { uploadKindOf } from "@guilda/shared/rules/upload-types";
import type { AdminCourse } from "@guilda/shared/schemas/courses";
import type { UploadView } from "@guilda/shared/schemas/feed";
import { ImageOff, ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UploadStatus } from "@/components/ui/upload-status";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useUpdateCourse } from "../api/update-course";
import { useFileUpload } from "@/hooks/use-file-upload";

const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,.gif";

/** The course's cover: sent through the upload pipeline with its progress, saved at once. */
export function CoverUpload({ course }: { course: AdminCourse }) {
  const update = useUpdateCourse(course.id);
  const upload = useFileUpload<UploadView>();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const isBusy = upload.isUploading || update.isPending;

  const clearInput = () => {
    if (input.current) input.current.value = "";
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const kind = uploadKindOf(file.name, file.type);
    if (kind !== "image" && kind !== "gif") {
      toast.error(m.coverTypeInvalid);
      clearInput();
      return;
    }
    if (file.size > UPLOAD_LIMIT_BYTES) {
      toast.error(fm.fileTooLarge);
      clearInput();
      return;
    }
    let uploaded: UploadView | null;
    try {
      uploaded = await upload.start(file);
    } catch (error) {
      toast.error(fm.uploadErrorPrefix + toApiError(error).message);
      clearInput();
      return;
    }
    if (!uploaded) {
      clearInput();
      return;
    }
    try {
      await update.mutateAsync({ cover_upload_id: uploaded.id });
      toast.success(m.coverUpdated);
    } catch (err) {
      const error = toApiError(err);
      toast.error(cm.courseSaveErrorTitle, {
        description: error.fieldErrors?.cover_upload_id ?? error.message,
      });
    } finally {
      upload.reset();
      clearInput();
    }
  };

  const remove = () =>
    update.mutate(
      { cover_upload_id: null },
      {
        onSuccess: () => toast.success(m.coverRemoved),
        onError: (error) => toast.error(cm.courseSaveErrorTitle, { description: toApiError(error).message }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.coverHeading}</CardTitle>
        <CardDescription id={hintId}>{m.coverHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="aspect-video w-full max-w-md overflow-hidden rounded-lg border border-border bg-muted">
          {course.cover_url ? (
            <img src={course.cover_url} alt={m.coverAlt(course.title)} className="size-full object-cover" />
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
              buttonClasses("outline", "default"),
              "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
              isBusy && "pointer-events-none opacity-60",
            )}
          >
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={isBusy}
              aria-describedby={hintId}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <ImagePlus aria-hidden="true" />
            {course.cover_url ? m.replaceCover : m.uploadCover}
          </label>
          {course.cover_url ? (
            <Button
              variant="ghost"
              onClick={remove}
              disabled={isBusy}
              className="hover:text-destructive-text"
            >
              <Trash2 aria-hidden="true" />
              {m.removeCover}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
