import { UPLOAD_LIMIT_BYTES } from "@guilda/shared/constants";
import { courseAdminMessages } from "@guilda/shared/messages/course-admin";
import { feedMessages } from "@guilda/shared/messages/feed";
import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { isSafeHttpUrl } from "@guilda/shared/schemas/plans";
import {
  TOOL_CATEGORY_MAX,
  TOOL_DESCRIPTION_MAX,
  TOOL_FILE_NAME_MAX,
  TOOL_NAME_MAX,
  TOOL_POSITION_MAX,
  toolFieldsSchema,
  type ToolInput,
  type ToolView,
} from "@guilda/shared/schemas/resources";
import { z } from "@guilda/shared/schemas/zod";
import {
  ATTACHMENT_ACCEPT,
  isAttachmentFileName,
  type AttachmentUploadView,
} from "@guilda/shared/rules/upload-types";
import { zodResolver } from "@hookform/resolvers/zod";
import { Paperclip, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FileButton } from "@/components/ui/file-button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { UploadStatus } from "@/components/ui/upload-status";
import { useFileUpload } from "@/hooks/use-file-upload";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useSaveTool } from "../api/save-tool";

const { shape } = toolFieldsSchema;
const formSchema = z.object({
  name: shape.name,
  description: shape.description,
  category: shape.category,
  url: z
    .string()
    .trim()
    .max(2000, rm.toolUrlTooLong)
    .refine((v) => v === "" || isSafeHttpUrl(v), rm.toolUrlInvalid),
  file_name: z.string().trim().max(TOOL_FILE_NAME_MAX, rm.toolFileNameTooLong),
  position: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, rm.toolPositionInvalid),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ["name", "description", "category", "url", "position"] as const;

/** The tool's file: kept (upload_id null), a new upload, or none. */
type FileChoice = { upload_id: string | null; original: string } | null;

type ToolDialogProps = {
  /** The tool being edited, or null for a new one. */
  tool: ToolView | null;
  /** The categories in use, offered as suggestions. */
  categories: string[];
  onClose: () => void;
};

/** 'Nova ferramenta' / 'Editar …': the card's fields, a link and/or a file uploaded here. */
export function ToolDialog({ tool, categories, onClose }: ToolDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={m.cancel} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <ToolForm tool={tool} categories={categories} onSaved={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function ToolForm({
  tool,
  categories,
  onSaved,
}: {
  tool: ToolView | null;
  categories: string[];
  onSaved: () => void;
}) {
  const save = useSaveTool();
  const upload = useFileUpload<AttachmentUploadView>("attachment");
  const formId = useId();
  const listId = useId();
  const fileHintId = useId();
  const [file, setFile] = useState<FileChoice>(
    tool?.file ? { upload_id: null, original: tool.file.name } : null,
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: tool?.name ?? "",
      description: tool?.description ?? "",
      category: tool?.category ?? "",
      url: tool?.url ?? "",
      file_name: tool?.file?.name ?? "",
      position: String(tool?.position ?? 0),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || upload.isUploading;

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFileError(null);
    if (!isAttachmentFileName(chosen.name)) {
      setFileError(courseAdminMessages.attachmentTypeUnsupported);
      return;
    }
    if (chosen.size > UPLOAD_LIMIT_BYTES) {
      setFileError(feedMessages.fileTooLarge);
      return;
    }
    try {
      const sent = await upload.start(chosen);
      if (!sent) return;
      setFile({ upload_id: sent.id, original: chosen.name });
      form.setValue("file_name", chosen.name.slice(0, TOOL_FILE_NAME_MAX));
    } catch (error) {
      toast.error(m.uploadErrorTitle, { description: toApiError(error).message });
    }
  };

  const removeFile = () => {
    upload.reset();
    setFile(null);
    setFileError(null);
    form.setValue("file_name", "");
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.url && !file) {
      form.setError("url", { type: "required", message: rm.toolTargetRequired }, { shouldFocus: true });
      return;
    }
    const input: ToolInput = {
      name: values.name,
      description: values.description,
      category: values.category,
      url: values.url || null,
      file: file ? { upload_id: file.upload_id, name: values.file_name || file.original } : null,
      position: Number(values.position),
    };
    try {
      await save.mutateAsync({ id: tool?.id ?? null, input });
      toast.success(tool ? rm.toolSaved : rm.toolCreated);
      onSaved();
    } catch (err) {
      const error = toApiError(err);
      const fileMessage = Object.entries(error.fieldErrors ?? {}).find(([name]) =>
        name.startsWith("file"),
      )?.[1];
      if (fileMessage) setFileError(fileMessage);
      if (!applyFieldErrors(error, form.setError, FIELDS) && !fileMessage)
        toast.error(rm.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{tool ? m.editToolTitle(tool.name) : m.newToolTitle}</DialogTitle>
        <DialogDescription>{m.toolDialogDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={m.nameLabel} error={errors.name?.message}>
          {(control) => (
            <Input {...control} maxLength={TOOL_NAME_MAX} autoComplete="off" {...form.register("name")} />
          )}
        </FormField>
        <FormField label={m.descriptionLabel} error={errors.description?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={TOOL_DESCRIPTION_MAX}
              {...form.register("description")}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
          <FormField label={m.categoryLabel} error={errors.category?.message} hint={m.categoryHint}>
            {(control) => (
              <>
                <Input
                  {...control}
                  list={listId}
                  maxLength={TOOL_CATEGORY_MAX}
                  autoComplete="off"
                  {...form.register("category")}
                />
                <datalist id={listId}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField label={m.positionToolLabel} error={errors.position?.message} hint={m.positionToolHint}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={TOOL_POSITION_MAX}
                step={1}
                {...form.register("position")}
              />
            )}
          </FormField>
        </div>
        <FormField label={m.urlLabel} error={errors.url?.message} hint={m.urlHint}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={m.urlPlaceholder}
              {...form.register("url")}
            />
          )}
        </FormField>

        <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
          <legend className="px-1 text-sm font-medium">{m.fileLabel}</legend>
          <p id={fileHintId} className="-mt-1 text-xs text-muted-foreground">
            {m.fileHint}
          </p>
          {file ? (
            <p className="flex min-w-0 items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 truncate">{file.original}</span>
            </p>
          ) : upload.state.status === "idle" ? (
            <p className="text-sm text-muted-foreground">{m.noFile}</p>
          ) : null}
          <UploadStatus state={upload.state} onCancel={upload.reset} />
          {fileError ? (
            <p role="alert" className="text-sm font-medium text-destructive-text">
              {fileError}
            </p>
          ) : null}
          {file ? (
            <FormField label={m.fileNameLabel} error={errors.file_name?.message}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={TOOL_FILE_NAME_MAX}
                  autoComplete="off"
                  {...form.register("file_name")}
                />
              )}
            </FormField>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <FileButton
              icon={<Upload aria-hidden="true" />}
              accept={ATTACHMENT_ACCEPT}
              disabled={isBusy}
              describedBy={fileHintId}
              size="sm"
              onFile={(chosen) => void choose(chosen)}
            >
              {file ? m.replaceFile : m.chooseFile}
            </FileButton>
            {file ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={isBusy}
                onClick={removeFile}
                className="hover:text-destructive-text"
              >
                <Trash2 aria-hidden="true" />
                {m.removeFile}
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isBusy}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : tool ? m.save : m.addTool}
        </Button>
      </div>
    </>
  );
}
