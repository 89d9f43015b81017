import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { courseAdminMessages } from "@guilda/shared/messages/course-admin";
import { feedMessages as fm } from "@guilda/shared/messages/feed";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import {
  ATTACHMENT_ACCEPT,
  isAttachmentFileName,
  type AttachmentUploadView,
} from "@guilda/shared/rules/upload-types";
import type { AdminLesson } from "@guilda/shared/schemas/courses";
import { Paperclip, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FileButton } from "@/components/ui/file-button";
import { UploadStatus } from "@/components/ui/upload-status";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useAddAttachment } from "../api/add-attachment";
import { useDeleteAttachment } from "../api/delete-attachment";
import { useFileUpload } from "@/hooks/use-file-upload";

const sizeFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** A file chosen for a lesson not created yet: uploaded, and attached when the lesson is saved. */
export type PendingAttachment = { upload_id: string; name: string; url: string; size: number };

type AttachmentRow = { id: string; name: string; url: string; size: number };

type LessonAttachmentsProps = {
  lesson: AdminLesson | null;
  /** A new lesson's files, kept by the form and sent with it. */
  pending: PendingAttachment[];
  onPendingChange: (next: PendingAttachment[]) => void;
  /** Whether a file is on its way (the form waits for it before saving). */
  onBusyChange: (isBusy: boolean) => void;
};

/**
 * A lesson's downloadable files: uploaded with ?purpose=attachment (with progress), named,
 * removed. On a saved lesson each change is saved at once; on a new one the files wait in the
 * form and are attached with the lesson, in the same request.
 */
export function LessonAttachments({
  lesson,
  pending,
  onPendingChange,
  onBusyChange,
}: LessonAttachmentsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          {m.attachmentsHeading}
        </h3>
        <p className="text-xs text-muted-foreground">
          {m.attachmentsHint}
          {lesson ? null : ` ${m.attachmentsOnCreate}`}
        </p>
      </div>
      {lesson ? (
        <SavedAttachments lesson={lesson} onBusyChange={onBusyChange} />
      ) : (
        <AttachmentsEditor
          items={pending.map((p) => ({ id: p.upload_id, name: p.name, url: p.url, size: p.size }))}
          onUploaded={(uploaded, name) =>
            onPendingChange([
              ...pending,
              { upload_id: uploaded.id, name, url: uploaded.url, size: uploaded.size },
            ])
          }
          onRemove={(id) => onPendingChange(pending.filter((p) => p.upload_id !== id))}
          isRemoving={() => false}
          onBusyChange={onBusyChange}
        />
      )}
    </section>
  );
}

function SavedAttachments({
  lesson,
  onBusyChange,
}: {
  lesson: AdminLesson;
  onBusyChange: (isBusy: boolean) => void;
}) {
  const add = useAddAttachment();
  const remove = useDeleteAttachment();
  return (
    <AttachmentsEditor
      items={lesson.attachments}
      onUploaded={async (uploaded, name) => {
        try {
          await add.mutateAsync({ lessonId: lesson.id, input: { upload_id: uploaded.id, name } });
          toast.success(m.attachmentAdded);
        } catch (error) {
          toast.error(m.attachmentErrorTitle, { description: toApiError(error).message });
          throw error;
        }
      }}
      onRemove={(id) =>
        remove.mutate(id, {
          onSuccess: () => toast.success(m.attachmentRemoved),
          onError: (error) => toast.error(m.attachmentErrorTitle, { description: toApiError(error).message }),
        })
      }
      isRemoving={(id) => remove.isPending && remove.variables === id}
      isSaving={add.isPending}
      onBusyChange={onBusyChange}
    />
  );
}

type AttachmentsEditorProps = {
  items: AttachmentRow[];
  /** The file is uploaded: attach it (a rejection keeps the name typed). */
  onUploaded: (uploaded: AttachmentUploadView, name: string) => void | Promise<void>;
  onRemove: (id: string) => void;
  isRemoving: (id: string) => boolean;
  isSaving?: boolean;
  onBusyChange: (isBusy: boolean) => void;
};

function AttachmentsEditor({
  items,
  onUploaded,
  onRemove,
  isRemoving,
  isSaving = false,
  onBusyChange,
}: AttachmentsEditorProps) {
  const upload = useFileUpload<AttachmentUploadView>("attachment");
  const [name, setName] = useState("");
  const nameId = useId();
  const isBusy = upload.isUploading || isSaving;
  useEffect(() => {
    onBusyChange(upload.isUploading);
  }, [upload.isUploading, onBusyChange]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isAttachmentFileName(file.name)) {
      toast.error(courseAdminMessages.attachmentTypeUnsupported);
      return;
    }
    if (file.size > UPLOAD_LIMIT_BYTES) {
      toast.error(fm.fileTooLarge);
      return;
    }
    let uploaded: AttachmentUploadView | null;
    try {
      uploaded = await upload.start(file);
    } catch (error) {
      toast.error(fm.uploadErrorPrefix + toApiError(error).message);
      return;
    }
    if (!uploaded) return;
    try {
      await onUploaded(uploaded, (name.trim() || file.name).slice(0, 200));
      setName("");
    } catch {
      // Said by the caller; the name stays for another try.
    } finally {
      upload.reset();
    }
  };

  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noAttachments}</p>
      ) : (
        <ul aria-label={m.attachmentsHeading} className="grid gap-1.5">
          {items.map((attachment) => (
            <li
              key={attachment.id}
              className="flex items-center gap-2 rounded-md bg-muted/50 px-2 py-1.5 text-sm"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 truncate hover:underline"
              >
                {attachment.name}
              </a>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {formatSize(attachment.size)}
              </span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.removeAttachment(attachment.name)}
                title={m.removeAttachment(attachment.name)}
                disabled={isRemoving(attachment.id)}
                onClick={() => onRemove(attachment.id)}
                className="hover:text-destructive-text"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor={nameId}>{m.attachmentNameLabel}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={nameId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={`${nameId}-hint`}
            maxLength={200}
            autoComplete="off"
            disabled={isBusy}
            className="min-w-0 flex-1 basis-48"
          />
          <FileButton
            accept={ATTACHMENT_ACCEPT}
            icon={<Upload aria-hidden="true" />}
            disabled={isBusy}
            onFile={(file) => void choose(file)}
          >
            {m.addAttachment}
          </FileButton>
        </div>
        <p id={`${nameId}-hint`} className="text-xs text-muted-foreground">
          {m.attachmentNameHint}
        </p>
      </div>
      <UploadStatus state={upload.state} onCancel={upload.reset} />
    </>
  );
}
