import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext } from "playwright-core";
import { baseURL } from "./browser";

/** A 20-second VP8 test pattern (160×90, 10 fps), made once with ffmpeg's testsrc. */
export const lessonVideo = () => readFileSync(path.join(import.meta.dirname, "../fixtures/aula-20s.webm"));

/**
 * 11.9 s recorded by Chromium's MediaRecorder (scripts/record-video-fixtures.mjs): no Duration
 * element and no Cues, so the browser says its duration is Infinity until it has played it all.
 */
export const recordedVideo = () =>
  readFileSync(path.join(import.meta.dirname, "../fixtures/aula-gravada-12s.webm"));

/** One call to the app's API with a context's cookies (and our origin, as the app sends it). */
export async function call<T>(
  request: APIRequestContext,
  method: string,
  urlPath: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(baseURL() + urlPath, {
    method,
    headers: { origin: baseURL(), ...(data === undefined ? {} : { "content-type": "application/json" }) },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${urlPath}: ${response.status()} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

type Created = { id: string; slug: string };

/**
 * A published course made through the admin API of a signed-in admin's context: one module, a
 * lesson playing the uploaded test video, then a text lesson. Returns what the journeys need.
 */
export async function publishedCourseWithVideo(adminContext: BrowserContext, title: string) {
  const request = adminContext.request;
  const uploaded = await request.fetch(`${baseURL()}/api/uploads`, {
    method: "POST",
    headers: { origin: baseURL(), "content-type": "application/octet-stream" },
    data: lessonVideo(),
  });
  if (!uploaded.ok()) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  const upload = (await uploaded.json()) as { id: string };
  const course = await call<Created>(request, "POST", "/api/admin/courses", {
    title,
    category: "Técnicas",
    description: "Um curso curto para testar o player.",
  });
  const module = await call<{ id: string }>(request, "POST", `/api/admin/courses/${course.id}/modules`, {
    title: "Primeiros passos",
  });
  const video = await call<Created>(request, "POST", `/api/admin/modules/${module.id}/lessons`, {
    title: "Vídeo de abertura",
    kind: "video",
    video_upload_id: upload.id,
    duration_seconds: 20,
  });
  const text = await call<Created>(request, "POST", `/api/admin/modules/${module.id}/lessons`, {
    title: "Leitura complementar",
    kind: "text",
    content: "## Leitura\n\nTexto da aula.",
  });
  await call(request, "PUT", `/api/admin/courses/${course.id}/publish`, { is_published: true });
  return { course: { ...course, title }, video, text };
}

/** Grants a member a course (optionally until a date) through the admin API. */
export async function grantCourse(adminContext: BrowserContext, memberId: string, courseId: string) {
  await call(adminContext.request, "PUT", `/api/admin/members/${memberId}/courses/${courseId}`, {
    granted: true,
  });
}

/** The signed-in member's own id. */
export async function myId(context: BrowserContext): Promise<string> {
  const me = await call<{ user: { id: string } }>(context.request, "GET", "/api/me");
  return me.user.id;
}

/** A published course of one short text lesson (four minutes), through the admin API. */
export async function publishedTextCourse(adminContext: BrowserContext, title: string) {
  const request = adminContext.request;
  const course = await call<Created>(request, "POST", "/api/admin/courses", {
    title,
    category: "Técnicas",
    description: "Um curso curto, de uma leitura.",
  });
  const module = await call<{ id: string }>(request, "POST", `/api/admin/courses/${course.id}/modules`, {
    title: "Leitura",
  });
  const lesson = await call<Created>(request, "POST", `/api/admin/modules/${module.id}/lessons`, {
    title: "Leitura única",
    kind: "text",
    content: "## Leitura\n\nTexto da aula.",
    duration_seconds: 240,
  });
  await call(request, "PUT", `/api/admin/courses/${course.id}/publish`, { is_published: true });
  return { course: { ...course, title }, lesson };
}

/** The signed-in member marks a lesson done (the last one issues the certificate). */
export async function completeLesson(memberContext: BrowserContext, lessonId: string) {
  return call<{ certificate: { code: string } | null }>(
    memberContext.request,
    "PUT",
    `/api/lessons/${lessonId}/completion`,
    { completed: true },
  );
}
