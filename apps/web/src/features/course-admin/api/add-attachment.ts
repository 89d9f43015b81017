import type { attachmentInputSchema, LessonAttachmentView } from "@guilda/shared/schemas/courses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { coursesRootKey } from "./keys";

export type AttachmentBody = z.output<typeof attachmentInputSchema>;

/** Attaches a file already uploaded with ?purpose=attachment to a lesson. */
export function addAttachment(lessonId: string, input: AttachmentBody): Promise<LessonAttachmentView> {
  return api.post<LessonAttachmentView>(
    `/api/admin/lessons/${encodeURIComponent(lessonId)}/attachments`,
    input,
  );
}

export function useAddAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, input }: { lessonId: string; input: AttachmentBody }) =>
      addAttachment(lessonId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coursesRootKey }),
  });
}
