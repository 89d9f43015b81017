import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { parseVideoLink } from "@guilda/shared/rules/video-link";
import { LESSON_KINDS, lessonInputSchema } from "@guilda/shared/schemas/courses";
import { z } from "@guilda/shared/schemas/zod";
import type { LessonBody } from "../api/create-lesson";
import { parseDuration } from "./format";

/**
 * The lesson editor's fields as the admin types them (duration as min:seg, filled by the file or
 * the link's player, drip days as text,
 * the video as a link or an uploaded file). Title, slug and content follow the API's schema;
 * the link is checked with the same parseVideoLink as the server (spec §5 messages).
 */
export const lessonFormSchema = z
  .object({
    title: lessonInputSchema.shape.title,
    slug: z
      .string()
      .trim()
      .max(80, cm.slugInvalid)
      .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, cm.slugInvalid),
    kind: z.enum(LESSON_KINDS),
    video_url: z.string().trim().max(2048, cm.linkInvalid),
    video_upload_id: z.string().nullable(),
    duration: z.string().refine((value) => parseDuration(value) !== null, m.durationInvalid),
    content: z.string().max(100_000, cm.contentTooLong),
    is_preview: z.boolean(),
    release_after_days: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) <= 3650), m.dripInvalid),
  })
  .superRefine((values, ctx) => {
    if (values.kind !== "video") return;
    if (values.video_url) {
      const link = parseVideoLink(values.video_url);
      if (!link.ok) ctx.addIssue({ code: "custom", path: ["video_url"], message: link.error });
    } else if (!values.video_upload_id) {
      ctx.addIssue({ code: "custom", path: ["video_url"], message: cm.videoRequired });
    }
    // No length typed: the server takes an uploaded file's, measured when it arrived; the link's
    // comes from its player in the preview. Only when neither is known does the server ask for it.
  });

export type LessonFormValues = z.input<typeof lessonFormSchema>;

/** What the API receives: one video source for a video lesson, none for a text one. */
export function lessonBody(values: z.output<typeof lessonFormSchema>): LessonBody {
  const isVideo = values.kind === "video";
  const days = values.release_after_days === "" ? null : Number(values.release_after_days);
  return {
    title: values.title,
    slug: values.slug || null,
    kind: values.kind,
    video_url: isVideo && values.video_url ? values.video_url : null,
    video_upload_id: isVideo && !values.video_url ? values.video_upload_id : null,
    duration_seconds: parseDuration(values.duration) ?? 0,
    content: values.content.trim() ? values.content : null,
    is_preview: values.is_preview,
    release_after_days: days || null,
  };
}
