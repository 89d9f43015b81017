import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  certificateCodeFromBytes,
  courseMessages as m,
  feedMessages,
  formatCertificateCode,
} from "@guilda/shared";
import { courseAdminMessages as am } from "@guilda/shared/messages/course-admin";
import type {
  AdminCourse,
  AdminCourseList,
  AdminLesson,
  CourseMembersPage,
} from "@guilda/shared/schemas/courses";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  certificates,
  courseLessons,
  courseModules,
  courses,
  lessonAttachments,
  lessonComments,
  lessonProgress,
  mediaUploads,
  profiles,
  userCourseCategories,
  userCourses,
  users,
} from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const DAY = 24 * 60 * 60 * 1000;
const WEBM = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const upload = async (client: TestClient, body: Uint8Array, purpose?: "attachment") => {
  const res = await client.request("POST", `/api/uploads${purpose ? `?purpose=${purpose}` : ""}`, undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; url: string; duration_seconds?: number | null };
};
const png = (color: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("admin course API", () => {
  let t: App;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let member: TestClient;
  let adminId: string;
  let memberId: string;

  /** A course with two modules and three lessons (YouTube, Vimeo, text), through the API. */
  const createCourse = async (title: string, extra: Record<string, unknown> = {}) => {
    const course = await admin.post("/api/admin/courses", { title, ...extra });
    expect(course.status).toBe(201);
    const id = (course.json as AdminCourse).id;
    const first = await admin.post(`/api/admin/courses/${id}/modules`, { title: "Fundamentos" });
    const second = await admin.post(`/api/admin/courses/${id}/modules`, { title: "Prática" });
    expect([first.status, second.status]).toEqual([201, 201]);
    const lesson = async (moduleId: string, body: Record<string, unknown>) => {
      const res = await admin.post(`/api/admin/modules/${moduleId}/lessons`, body);
      expect(res.status).toBe(201);
      return res.json as AdminLesson;
    };
    const lessons = [
      await lesson(first.json.id, {
        title: "Boas-vindas",
        kind: "video",
        video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        duration_seconds: 300,
        is_preview: true,
      }),
      await lesson(first.json.id, {
        title: "Materiais necessários",
        kind: "video",
        video_url: "https://vimeo.com/76979871",
        duration_seconds: 600,
      }),
      await lesson(second.json.id, {
        title: "Passo a passo",
        kind: "text",
        content: "# Passo 1\n\nLixe a peça.",
        release_after_days: 7,
      }),
    ];
    return { id, modules: [first.json.id as string, second.json.id as string], lessons };
  };
  const getCourse = async (id: string) => {
    const res = await admin.get(`/api/admin/courses/${id}`);
    expect(res.status).toBe(200);
    return res.json as AdminCourse;
  };
  const listRow = async (id: string) =>
    ((await admin.get("/api/admin/courses")).json as AdminCourseList).items.find((c) => c.id === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, otherAdmin, member] = [t.client(), t.client(), t.client()];
    adminId = (await signUpConfirmed(admin, t.db, { name: "Helena Admin" })).id;
    await makeAdmin(t.db, adminId);
    await makeAdmin(t.db, (await signUpConfirmed(otherAdmin, t.db)).id);
    memberId = (await signUpConfirmed(member, t.db, { name: "Bruno Membro" })).id;
  });

  it("answers 403 to a member on every admin endpoint, and 401 without a session", async () => {
    const course = await createCourse("Curso fechado");
    const attachment = await admin.post(`/api/admin/lessons/${course.lessons[0]!.id}/attachments`, {
      upload_id: (await upload(admin, PDF, "attachment")).id,
      name: "Apostila",
    });
    expect(attachment.status).toBe(201);
    const { id } = course;
    const [moduleId] = course.modules;
    const lessonId = course.lessons[0]!.id;
    const calls: [string, string, unknown][] = [
      ["GET", "/api/admin/courses", undefined],
      ["POST", "/api/admin/courses", { title: "Invasão" }],
      ["GET", `/api/admin/courses/${id}`, undefined],
      ["PATCH", `/api/admin/courses/${id}`, { title: "Invasão" }],
      ["PUT", `/api/admin/courses/${id}/publish`, { is_published: true }],
      ["DELETE", `/api/admin/courses/${id}`, { confirm_title: "Curso fechado" }],
      ["GET", `/api/admin/courses/${id}/members`, undefined],
      ["POST", `/api/admin/courses/${id}/modules`, { title: "Invasão" }],
      ["PUT", `/api/admin/courses/${id}/modules/order`, { ids: [...course.modules].reverse() }],
      ["PUT", `/api/admin/courses/${id}/lessons/order`, { modules: [{ id: moduleId, lesson_ids: [] }] }],
      ["PATCH", `/api/admin/modules/${moduleId}`, { title: "Invasão" }],
      ["DELETE", `/api/admin/modules/${moduleId}`, {}],
      ["POST", `/api/admin/modules/${moduleId}/lessons`, { title: "Invasão", kind: "text" }],
      ["PATCH", `/api/admin/lessons/${lessonId}`, { title: "Invasão" }],
      ["DELETE", `/api/admin/lessons/${lessonId}`, {}],
      ["POST", `/api/admin/lessons/${lessonId}/attachments`, { upload_id: randomUUID(), name: "x" }],
      ["DELETE", `/api/admin/attachments/${attachment.json.id}`, {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await member.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code).toBe("FORBIDDEN");
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // Nothing changed.
    const after = await getCourse(id);
    expect(after.title).toBe("Curso fechado");
    expect(after.is_published).toBe(false);
    expect(after.modules.map((x) => [x.title, x.lessons.length])).toEqual([
      ["Fundamentos", 2],
      ["Prática", 1],
    ]);
    expect(after.modules[0]!.lessons[0]!.attachments).toHaveLength(1);
  });

  it("creates a course with two modules and three lessons, in order, slugs made from titles", async () => {
    const course = await admin.post("/api/admin/courses", {
      title: "Introdução à Pintura: Nível 1",
      category: "Restauração",
      description: "Do **primer** ao verniz.",
      workload_hours: 4,
    });
    expect(course.status).toBe(201);
    expect(course.json).toMatchObject({
      slug: "introducao-a-pintura-nivel-1",
      category: "Restauração",
      is_published: false,
      published_at: null,
      modules: [],
      stats: { lesson_count: 0, members_with_access: 0, completions: 0, certificates: 0 },
    });
    // Same title again: the next free address. A chosen address already taken: 409 on the field.
    const again = await admin.post("/api/admin/courses", { title: "Introdução à Pintura: Nível 1" });
    expect(again.json.slug).toBe("introducao-a-pintura-nivel-1-2");
    const taken = await admin.post("/api/admin/courses", {
      title: "Outro",
      slug: "introducao-a-pintura-nivel-1",
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: "CONFLICT", fieldErrors: { slug: m.slugTaken } });
    const badSlug = await admin.post("/api/admin/courses", { title: "Outro", slug: "Com Espaço" });
    expect(badSlug.status).toBe(400);
    expect(badSlug.json.fieldErrors.slug).toBe(m.slugInvalid);
    const patchTaken = await admin.patch(`/api/admin/courses/${again.json.id}`, {
      slug: "introducao-a-pintura-nivel-1",
    });
    expect(patchTaken.status).toBe(409);
    expect(patchTaken.json.fieldErrors.slug).toBe(m.slugTaken);

    const built = await createCourse("Curso em três aulas", { category: "Fundamentos" });
    const editor = await getCourse(built.id);
    expect(editor.modules.map((x) => [x.title, x.position])).toEqual([
      ["Fundamentos", 0],
      ["Prática", 1],
    ]);
    expect(
      editor.modules.map((x) => x.lessons.map((l) => [l.slug, l.kind, l.position, l.duration_seconds])),
    ).toEqual([
      [
        ["boas-vindas", "video", 0, 300],
        ["materiais-necessarios", "video", 1, 600],
      ],
      [["passo-a-passo", "text", 0, 0]],
    ]);
    const [welcome, , text] = [...editor.modules[0]!.lessons, ...editor.modules[1]!.lessons];
    expect(welcome).toMatchObject({
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      video_upload: null,
      is_preview: true,
      release_after_days: null,
    });
    expect(text).toMatchObject({
      video_url: null,
      content: "# Passo 1\n\nLixe a peça.",
      release_after_days: 7,
      is_preview: false,
    });
    expect(editor.stats.lesson_count).toBe(3);
    expect(await listRow(built.id)).toMatchObject({
      title: "Curso em três aulas",
      category: "Fundamentos",
      is_published: false,
      module_count: 2,
      lesson_count: 3,
      members_with_access: 0,
    });
    // A course without a category is listed as 'Geral'.
    expect((await listRow(again.json.id)).category).toBe("Geral");

    // Lesson addresses are unique per course, free in another one.
    const dup = await admin.post(`/api/admin/modules/${built.modules[1]}/lessons`, {
      title: "Boas-vindas",
      kind: "text",
    });
    expect(dup.json.slug).toBe("boas-vindas-2");
    const dupChosen = await admin.post(`/api/admin/modules/${built.modules[1]}/lessons`, {
      title: "Outra",
      slug: "boas-vindas",
      kind: "text",
    });
    expect(dupChosen.status).toBe(409);
    expect(dupChosen.json.fieldErrors.slug).toBe(m.lessonSlugTaken);
    const elsewhere = await admin.post(`/api/admin/courses/${again.json.id}/modules`, { title: "Único" });
    const free = await admin.post(`/api/admin/modules/${elsewhere.json.id}/lessons`, {
      title: "Outra",
      slug: "boas-vindas",
      kind: "text",
    });
    expect(free.status).toBe(201);
    expect(free.json.slug).toBe("boas-vindas");
  });

  it("checks the video of a lesson: the §5 message for a bad link, one source for video, none for text", async () => {
    const { modules } = await createCourse("Curso de vídeo");
    const post = (body: Record<string, unknown>) =>
      admin.post(`/api/admin/modules/${modules[0]}/lessons`, {
        title: "Aula",
        duration_seconds: 60,
        ...body,
      });
    // A video lesson needs its length (completion counts 90 % of it); a text lesson does not.
    const noLength = await post({
      kind: "video",
      video_url: "https://youtu.be/dQw4w9WgXcQ",
      duration_seconds: 0,
    });
    expect(noLength.json.fieldErrors).toEqual({ duration_seconds: m.videoDurationRequired });
    expect((await post({ kind: "text", content: "Texto", duration_seconds: 0 })).status).toBe(201);
    const bad = await post({ kind: "video", video_url: "https://exemplo.com/video" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ video_url: feedMessages.videoUrlInvalid });
    expect(bad.json.message).toBe(feedMessages.videoUrlInvalid);
    const shortId = await post({ kind: "video", video_url: "https://youtu.be/abc" });
    expect(shortId.json.fieldErrors.video_url).toBe(feedMessages.videoUrlInvalid);
    expect((await post({ kind: "video" })).json.fieldErrors).toEqual({ video_url: m.videoRequired });
    const video = await upload(admin, WEBM);
    expect(
      (await post({ kind: "video", video_url: "https://youtu.be/dQw4w9WgXcQ", video_upload_id: video.id }))
        .json.fieldErrors,
    ).toEqual({ video_url: m.videoOneSource });
    expect(
      (await post({ kind: "text", video_url: "https://youtu.be/dQw4w9WgXcQ" })).json.fieldErrors,
    ).toEqual({ video_url: am.textLessonWithVideo });
    // Every form of §5 and Wistia are accepted.
    for (const url of [
      "youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://fast.wistia.net/embed/iframe/abcdefghij",
    ])
      expect((await post({ kind: "video", video_url: url })).status, url).toBe(201);

    // An uploaded video: this admin's own video file only, then linked to the lesson.
    const someoneElses = await upload(otherAdmin, WEBM);
    const notMine = await post({ kind: "video", video_upload_id: someoneElses.id });
    expect(notMine.json.fieldErrors).toEqual({ video_upload_id: m.videoUploadInvalid });
    const picture = await upload(admin, await png("#f00"));
    expect((await post({ kind: "video", video_upload_id: picture.id })).json.fieldErrors).toEqual({
      video_upload_id: m.videoUploadInvalid,
    });
    const withFile = await post({ kind: "video", video_upload_id: video.id, duration_seconds: 42 });
    expect(withFile.status).toBe(201);
    expect(withFile.json.video_upload).toEqual({ id: video.id, url: video.url, content_type: "video/webm" });
    const [row] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, video.id));
    expect(row!.lesson_id).toBe(withFile.json.id);
    expect(row!.used_at).not.toBeNull();
    // Used by one lesson, it cannot be another's.
    expect((await post({ kind: "video", video_upload_id: video.id })).json.fieldErrors).toEqual({
      video_upload_id: m.videoUploadInvalid,
    });

    // Switching to a link drops the file, which becomes unused again (swept later).
    const switched = await admin.patch(`/api/admin/lessons/${withFile.json.id}`, {
      video_url: "https://vimeo.com/76979871",
    });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({ video_url: "https://vimeo.com/76979871", video_upload: null });
    const [released] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, video.id));
    expect(released).toMatchObject({ lesson_id: null, used_at: null });
    const invalidPatch = await admin.patch(`/api/admin/lessons/${withFile.json.id}`, { video_url: "nada" });
    expect(invalidPatch.json.fieldErrors).toEqual({ video_url: feedMessages.videoUrlInvalid });
    // Turned into text, the lesson keeps no video.
    const asText = await admin.patch(`/api/admin/lessons/${withFile.json.id}`, {
      kind: "text",
      content: "Só texto",
    });
    expect(asText.json).toMatchObject({
      kind: "text",
      video_url: null,
      video_upload: null,
      content: "Só texto",
    });
  });

  it("takes an uploaded video's length measured on upload: the admin types none, and may correct it", async () => {
    const { modules } = await createCourse("Curso gravado");
    const recorded = await upload(
      admin,
      readFileSync(new URL("../../test/fixtures/video/gravado-3s.webm", import.meta.url)),
    );
    const encoded = await upload(
      admin,
      readFileSync(new URL("../../test/fixtures/video/codificado-3s.mp4", import.meta.url)),
    );
    expect([recorded, encoded].map((u) => u.duration_seconds)).toEqual([2, 3]);
    // Created with the file and no length: the measured one.
    const created = await admin.post(`/api/admin/modules/${modules[0]}/lessons`, {
      title: "Gravação",
      kind: "video",
      video_upload_id: recorded.id,
    });
    expect(created.status).toBe(201);
    expect(created.json.duration_seconds).toBe(2);
    const lessonId = created.json.id as string;
    const patch = (body: Record<string, unknown>) => admin.patch(`/api/admin/lessons/${lessonId}`, body);
    // A length typed by the admin wins; a cleared one goes back to the measured one.
    expect((await patch({ duration_seconds: 5 })).json.duration_seconds).toBe(5);
    expect((await patch({ title: "Gravação editada" })).json.duration_seconds).toBe(5);
    expect((await patch({ duration_seconds: 0 })).json.duration_seconds).toBe(2);
    // Another file without a typed length: its own.
    expect((await patch({ video_upload_id: encoded.id })).json.duration_seconds).toBe(3);
    // A file whose length could not be read still needs one typed, like a link nothing measured.
    const unreadable = await upload(admin, WEBM);
    expect(unreadable.duration_seconds).toBeNull();
    const noLength = await admin.post(`/api/admin/modules/${modules[0]}/lessons`, {
      title: "Sem duração",
      kind: "video",
      video_upload_id: unreadable.id,
    });
    expect(noLength.json.fieldErrors).toEqual({ duration_seconds: m.videoDurationRequired });
    // Another admin's file lends no length either (and is refused as the lesson's video).
    const foreign = await upload(
      otherAdmin,
      readFileSync(new URL("../../test/fixtures/video/codificado-3s.webm", import.meta.url)),
    );
    const notMine = await admin.post(`/api/admin/modules/${modules[0]}/lessons`, {
      title: "Alheia",
      kind: "video",
      video_upload_id: foreign.id,
      duration_seconds: 60,
    });
    expect(notMine.json.fieldErrors).toEqual({ video_upload_id: m.videoUploadInvalid });
  });

  it("creates a lesson with the attachments chosen before saving it, in one transaction", async () => {
    const { id, modules } = await createCourse("Curso com anexos na criação");
    const pdf = await upload(admin, PDF, "attachment");
    const picture = await upload(admin, await png("#123"));
    const created = await admin.post(`/api/admin/modules/${modules[1]}/lessons`, {
      title: "Com materiais",
      kind: "text",
      content: "Baixe os materiais.",
      attachments: [
        { upload_id: pdf.id, name: "Apostila.pdf" },
        { upload_id: picture.id, name: "Esquema" },
        { upload_id: pdf.id, name: "Repetido" },
      ],
    });
    expect(created.status).toBe(201);
    expect((created.json as AdminLesson).attachments.map((a) => [a.name, a.url])).toEqual([
      ["Apostila.pdf", pdf.url],
      ["Esquema", picture.url],
    ]);
    const rows = await t.db
      .select()
      .from(mediaUploads)
      .where(inArray(mediaUploads.id, [pdf.id, picture.id]));
    expect(rows.map((r) => r.lesson_id)).toEqual([created.json.id, created.json.id]);
    // A file that is not this admin's refuses the whole lesson: nothing is created, nothing claimed.
    const mine = await upload(admin, PDF, "attachment");
    const theirs = await upload(otherAdmin, PDF, "attachment");
    const before = (await getCourse(id)).stats.lesson_count;
    const refused = await admin.post(`/api/admin/modules/${modules[1]}/lessons`, {
      title: "Recusada",
      kind: "text",
      attachments: [
        { upload_id: mine.id, name: "Minha" },
        { upload_id: theirs.id, name: "Alheia" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({ attachments: m.attachmentUploadInvalid });
    expect((await getCourse(id)).stats.lesson_count).toBe(before);
    const [untouched] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, mine.id));
    expect(untouched).toMatchObject({ lesson_id: null, used_at: null });
    // Only on creation: an edit adds files one by one.
    const edit = await admin.patch(`/api/admin/lessons/${created.json.id}`, {
      attachments: [{ upload_id: mine.id, name: "x" }],
    });
    expect(edit.status).toBe(400);
  });

  it("sets the cover from an image of this admin and frees the replaced one", async () => {
    const first = await upload(admin, await png("#0a0"));
    const created = await admin.post("/api/admin/courses", {
      title: "Curso com capa",
      cover_upload_id: first.id,
    });
    expect(created.status).toBe(201);
    expect(created.json.cover_url).toBe(first.url);
    const [linked] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, first.id));
    expect(linked!.course_id).toBe(created.json.id);
    expect(linked!.used_at).not.toBeNull();

    const video = await upload(admin, WEBM);
    const notImage = await admin.patch(`/api/admin/courses/${created.json.id}`, {
      cover_upload_id: video.id,
    });
    expect(notImage.json.fieldErrors).toEqual({ cover_upload_id: m.coverUploadInvalid });
    const foreign = await upload(member, await png("#00a"));
    const notMine = await admin.patch(`/api/admin/courses/${created.json.id}`, {
      cover_upload_id: foreign.id,
    });
    expect(notMine.json.fieldErrors).toEqual({ cover_upload_id: m.coverUploadInvalid });
    expect((await getCourse(created.json.id)).cover_url).toBe(first.url);

    const second = await upload(admin, await png("#0aa"));
    const replaced = await admin.patch(`/api/admin/courses/${created.json.id}`, {
      cover_upload_id: second.id,
    });
    expect(replaced.json.cover_url).toBe(second.url);
    const rows = await t.db
      .select()
      .from(mediaUploads)
      .where(inArray(mediaUploads.id, [first.id, second.id]));
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ course_id: null, used_at: null });
    expect(rows.find((r) => r.id === second.id)!.course_id).toBe(created.json.id);
    const removed = await admin.patch(`/api/admin/courses/${created.json.id}`, { cover_upload_id: null });
    expect(removed.json.cover_url).toBeNull();
  });

  it("adds and removes attachments linked to their lesson", async () => {
    const { id, lessons } = await createCourse("Curso com anexos");
    const lessonId = lessons[1]!.id;
    const pdf = await upload(admin, PDF, "attachment");
    const added = await admin.post(`/api/admin/lessons/${lessonId}/attachments`, {
      upload_id: pdf.id,
      name: "Lista de materiais.pdf",
    });
    expect(added.status).toBe(201);
    expect(added.json).toEqual({
      id: added.json.id,
      name: "Lista de materiais.pdf",
      url: pdf.url,
      size: PDF.length,
      content_type: "application/pdf",
    });
    const [linked] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, pdf.id));
    expect(linked!.lesson_id).toBe(lessonId);
    // The same file twice, another admin's file or a missing one: refused.
    for (const upload_id of [pdf.id, (await upload(otherAdmin, PDF, "attachment")).id, randomUUID()]) {
      const res = await admin.post(`/api/admin/lessons/${lessonId}/attachments`, { upload_id, name: "x" });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ upload_id: m.attachmentUploadInvalid });
    }
    const picture = await upload(admin, await png("#abc"));
    await admin.post(`/api/admin/lessons/${lessonId}/attachments`, { upload_id: picture.id, name: "Foto" });
    const lesson = (await getCourse(id)).modules[0]!.lessons[1]!;
    expect(lesson.attachments.map((a) => a.name)).toEqual(["Lista de materiais.pdf", "Foto"]);

    expect((await admin.del(`/api/admin/attachments/${added.json.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/attachments/${added.json.id}`)).status).toBe(404);
    expect((await getCourse(id)).modules[0]!.lessons[1]!.attachments.map((a) => a.name)).toEqual(["Foto"]);
    const [released] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, pdf.id));
    expect(released).toMatchObject({ lesson_id: null, used_at: null });
    expect(
      (await admin.post(`/api/admin/lessons/${randomUUID()}/attachments`, { upload_id: pdf.id, name: "x" }))
        .status,
    ).toBe(404);
  });

  it("reorders modules and moves lessons between modules, persisted in one go", async () => {
    const { id, modules, lessons } = await createCourse("Curso para reordenar");
    const [a, b, c] = lessons.map((l) => l.id);
    const moved = await admin.put(`/api/admin/courses/${id}/lessons/order`, {
      modules: [
        { id: modules[0], lesson_ids: [b] },
        { id: modules[1], lesson_ids: [c, a] },
      ],
    });
    expect(moved.status).toBe(200);
    const shape = (course: AdminCourse) =>
      course.modules.map((x) => [x.title, x.lessons.map((l) => [l.title, l.position, l.module_id])]);
    const expected = [
      ["Fundamentos", [["Materiais necessários", 0, modules[0]]]],
      [
        "Prática",
        [
          ["Passo a passo", 0, modules[1]],
          ["Boas-vindas", 1, modules[1]],
        ],
      ],
    ];
    expect(shape(moved.json)).toEqual(expected);
    expect(shape(await getCourse(id))).toEqual(expected);
    const rows = await t.db.select().from(courseLessons).where(eq(courseLessons.id, a!));
    expect(rows[0]).toMatchObject({ module_id: modules[1], position: 1 });

    // A module emptied entirely is fine.
    const emptied = await admin.put(`/api/admin/courses/${id}/lessons/order`, {
      modules: [
        { id: modules[0], lesson_ids: [] },
        { id: modules[1], lesson_ids: [a, b, c] },
      ],
    });
    expect(emptied.json.modules.map((x: { lessons: unknown[] }) => x.lessons.length)).toEqual([0, 3]);

    const reordered = await admin.put(`/api/admin/courses/${id}/modules/order`, {
      ids: [modules[1], modules[0]],
    });
    expect(reordered.status).toBe(200);
    expect((await getCourse(id)).modules.map((x) => [x.title, x.position])).toEqual([
      ["Prática", 0],
      ["Fundamentos", 1],
    ]);
  });

  it("refuses an order that is not exactly the course's modules and lessons (400, nothing saved)", async () => {
    const { id, modules, lessons } = await createCourse("Curso com ordem errada");
    const other = await createCourse("Outro curso");
    const [a, b, c] = lessons.map((l) => l.id);
    const before = await getCourse(id);
    const wrongLessons = [
      // A lesson missing.
      [
        { id: modules[0], lesson_ids: [a] },
        { id: modules[1], lesson_ids: [c] },
      ],
      // A lesson twice.
      [
        { id: modules[0], lesson_ids: [a, b, a] },
        { id: modules[1], lesson_ids: [c] },
      ],
      // Another course's lesson.
      [
        { id: modules[0], lesson_ids: [a, b, other.lessons[0]!.id] },
        { id: modules[1], lesson_ids: [c] },
      ],
      // A module missing.
      [{ id: modules[0], lesson_ids: [a, b, c] }],
      // Another course's module.
      [
        { id: modules[0], lesson_ids: [a, b] },
        { id: other.modules[1], lesson_ids: [c] },
      ],
      // A module twice.
      [
        { id: modules[0], lesson_ids: [a, b] },
        { id: modules[0], lesson_ids: [c] },
      ],
    ];
    for (const order of wrongLessons) {
      const res = await admin.put(`/api/admin/courses/${id}/lessons/order`, { modules: order });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: m.orderMismatch, fieldErrors: { modules: m.orderMismatch } });
    }
    for (const ids of [
      [modules[0]],
      [modules[0], modules[0]],
      [modules[0], other.modules[0]],
      [...modules, modules[0]],
    ]) {
      const res = await admin.put(`/api/admin/courses/${id}/modules/order`, { ids });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ ids: m.orderMismatch });
    }
    expect(await getCourse(id)).toEqual(before);
    expect((await admin.put(`/api/admin/courses/${id}/modules/order`, { ids: ["nao-e-id"] })).status).toBe(
      400,
    );
    expect(
      (await admin.put(`/api/admin/courses/${randomUUID()}/modules/order`, { ids: modules })).status,
    ).toBe(404);
  });

  it("previews markdown as members will see it, sanitized; only for admins", async () => {
    const body = { markdown: "## Título\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>" };
    const preview = await admin.post("/api/admin/courses/markdown-preview", body);
    expect(preview.status).toBe(200);
    expect(preview.json.html).toContain("<h2>Título</h2>");
    expect(preview.json.html).not.toMatch(/javascript:|onerror/);
    expect((await member.post("/api/admin/courses/markdown-preview", body)).status).toBe(403);
    expect(
      (await admin.post("/api/admin/courses/markdown-preview", { markdown: "a".repeat(100_001) })).status,
    ).toBe(400);
  });

  it("keeps course slugs off the API's own paths and takes a certificate minimum on creation", async () => {
    const reserved = await admin.post("/api/admin/courses", { title: "Catálogo", slug: "catalog" });
    expect(reserved.status).toBe(400);
    expect(reserved.json.fieldErrors).toEqual({ slug: m.slugReserved });
    const fromTitle = await admin.post("/api/admin/courses", { title: "New", certificate_min_lessons: 3 });
    expect(fromTitle.status).toBe(201);
    expect(fromTitle.json).toMatchObject({ slug: "new-2", certificate_min_lessons: 3 });
  });

  it("stamps published_at on the first publication only", async () => {
    const { id } = await createCourse("Curso para publicar");
    const published = await admin.put(`/api/admin/courses/${id}/publish`, { is_published: true });
    expect(published.status).toBe(200);
    expect(published.json.is_published).toBe(true);
    const first = published.json.published_at as string;
    expect(Date.now() - Date.parse(first)).toBeLessThan(60_000);
    expect((await listRow(id)).published_at).toBe(first);

    const hidden = await admin.put(`/api/admin/courses/${id}/publish`, { is_published: false });
    expect(hidden.json).toMatchObject({ is_published: false, published_at: first });
    // Moved back a day to tell the stamps apart, then published again: it keeps the first.
    const dayBefore = new Date(Date.parse(first) - DAY);
    await t.db.update(courses).set({ published_at: dayBefore }).where(eq(courses.id, id));
    const again = await admin.put(`/api/admin/courses/${id}/publish`, { is_published: true });
    expect(again.json).toMatchObject({ is_published: true, published_at: dayBefore.toISOString() });
    expect((await admin.put(`/api/admin/courses/${id}/publish`, { is_published: "sim" })).status).toBe(400);
    expect(
      (await admin.put(`/api/admin/courses/${randomUUID()}/publish`, { is_published: true })).status,
    ).toBe(404);
  });

  it("deletes a course only with its exact title; certificates stay verifiable", async () => {
    const { id, modules, lessons } = await createCourse("Curso a excluir", { workload_hours: 3 });
    const lessonIds = lessons.map((l) => l.id);
    await t.db
      .insert(lessonProgress)
      .values(
        lessonIds.map((lesson_id) => ({ user_id: memberId, lesson_id, course_id: id, completed: true })),
      );
    await t.db
      .insert(lessonComments)
      .values({ lesson_id: lessonIds[0]!, user_id: memberId, content: "Ótima aula" });
    const code = certificateCodeFromBytes(randomBytes(8));
    await t.db.insert(certificates).values({
      code,
      user_id: memberId,
      course_id: id,
      member_name: "Bruno Membro",
      course_title: "Curso a excluir",
      workload_minutes: 180,
    });
    const pdf = await upload(admin, PDF, "attachment");
    await admin.post(`/api/admin/lessons/${lessonIds[0]}/attachments`, {
      upload_id: pdf.id,
      name: "Apostila",
    });
    const stats = (await getCourse(id)).stats;
    expect(stats).toMatchObject({ comments: 1, progress_rows: 3, certificates: 1, completions: 1 });

    for (const confirm_title of ["curso a excluir", "Curso a excluir!", "", "Curso"]) {
      const res = await admin.request("DELETE", `/api/admin/courses/${id}`, { confirm_title });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ confirm_title: am.deleteConfirmMismatch });
    }
    expect((await admin.request("DELETE", `/api/admin/courses/${id}`, {})).status).toBe(400);
    expect((await getCourse(id)).title).toBe("Curso a excluir");

    const deleted = await admin.request("DELETE", `/api/admin/courses/${id}`, {
      confirm_title: "Curso a excluir",
    });
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/api/admin/courses/${id}`)).status).toBe(404);
    expect(await t.db.$count(courseModules, inArray(courseModules.id, modules))).toBe(0);
    expect(await t.db.$count(courseLessons, inArray(courseLessons.id, lessonIds))).toBe(0);
    expect(await t.db.$count(lessonProgress, eq(lessonProgress.course_id, id))).toBe(0);
    expect(await t.db.$count(lessonComments, inArray(lessonComments.lesson_id, lessonIds))).toBe(0);
    expect(await t.db.$count(lessonAttachments, inArray(lessonAttachments.lesson_id, lessonIds))).toBe(0);
    const [kept] = await t.db.select().from(certificates).where(eq(certificates.code, code));
    expect(kept).toMatchObject({
      course_id: null,
      course_title: "Curso a excluir",
      member_name: "Bruno Membro",
    });
    const [file] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, pdf.id));
    expect(file).toMatchObject({ lesson_id: null, used_at: null });

    // Anyone, signed out, still verifies it.
    const verified = await t
      .client()
      .get(`/api/certificates/verify/${formatCertificateCode(code).toLowerCase()}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      status: "valid",
      member_name: "Bruno Membro",
      course_title: "Curso a excluir",
      workload_minutes: 180,
    });
  });

  it("lists who may open a course with progress, last activity and certificate, by name, page by page", async () => {
    const { id, lessons } = await createCourse("Curso com alunos", { category: "Vendas" });
    const now = Date.now();
    const people = [
      { id: `u-${randomUUID()}`, full_name: "Ana Costa" },
      { id: `u-${randomUUID()}`, full_name: "Carla Dias" },
      { id: `u-${randomUUID()}`, full_name: "Diego Expirado" },
      { id: `u-${randomUUID()}`, full_name: "Eva Sem Acesso" },
    ];
    const insertPeople = async (list: { id: string; full_name: string }[]) => {
      await t.db
        .insert(users)
        .values(list.map((p) => ({ id: p.id, name: p.full_name, email: `${p.id}@exemplo.com.br` })));
      await t.db.insert(profiles).values(
        list.map((p) => ({
          id: p.id,
          full_name: p.full_name,
          username: p.id,
          email: `${p.id}@exemplo.com.br`,
        })),
      );
    };
    await insertPeople(people);
    const [ana, carla, diego] = people;
    const expires = new Date(now + 30 * DAY);
    await t.db.insert(userCourses).values([
      { user_id: ana!.id, course_id: id, expires_at: expires },
      { user_id: memberId, course_id: id },
      { user_id: diego!.id, course_id: id, expires_at: new Date(now - DAY) },
    ]);
    await t.db.insert(userCourseCategories).values([
      { user_id: carla!.id, category: "Vendas" },
      { user_id: memberId, category: "Vendas", expires_at: new Date(now + DAY) },
      { user_id: people[3]!.id, category: "Outra" },
    ]);
    const touched = new Date(now - 2 * 60 * 60 * 1000);
    await t.db.insert(lessonProgress).values([
      { user_id: ana!.id, lesson_id: lessons[0]!.id, course_id: id, completed: true, updated_at: touched },
      { user_id: ana!.id, lesson_id: lessons[1]!.id, course_id: id, completed: true, updated_at: touched },
      {
        user_id: ana!.id,
        lesson_id: lessons[2]!.id,
        course_id: id,
        position_seconds: 30,
        updated_at: new Date(now - DAY),
      },
      ...lessons.map((l) => ({ user_id: carla!.id, lesson_id: l.id, course_id: id, completed: true })),
    ]);
    const code = certificateCodeFromBytes(randomBytes(8));
    await t.db.insert(certificates).values({
      code,
      user_id: carla!.id,
      course_id: id,
      member_name: "Carla Dias",
      course_title: "Curso com alunos",
      workload_minutes: 60,
    });

    const page = (await admin.get(`/api/admin/courses/${id}/members`)).json as CourseMembersPage;
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((r) => [r.full_name, r.via, r.expires_at])).toEqual([
      ["Ana Costa", "course", expires.toISOString()],
      ["Bruno Membro", "course", null],
      ["Carla Dias", "category", null],
    ]);
    expect(page.items.map((r) => [r.progress, r.last_activity_at, r.certificate_code])).toEqual([
      [{ completed: 2, total: 3, percent: 66 }, touched.toISOString(), null],
      [{ completed: 0, total: 3, percent: 0 }, null, null],
      [{ completed: 3, total: 3, percent: 100 }, expect.any(String), formatCertificateCode(code)],
    ]);
    expect(await listRow(id)).toMatchObject({ members_with_access: 3, completions: 1, certificates: 1 });

    // 55 more members through the category: pages of 50 by name, no one twice or missing.
    const many = Array.from({ length: 55 }, (_, i) => ({
      id: `u-${randomUUID()}`,
      full_name: `Zé ${String(i).padStart(2, "0")}`,
    }));
    await insertPeople(many);
    await t.db.insert(userCourseCategories).values(many.map((p) => ({ user_id: p.id, category: "Vendas" })));
    const first = (await admin.get(`/api/admin/courses/${id}/members`)).json as CourseMembersPage;
    expect(first.items).toHaveLength(50);
    expect(first.next_cursor).not.toBeNull();
    const second = (await admin.get(`/api/admin/courses/${id}/members?cursor=${first.next_cursor}`))
      .json as CourseMembersPage;
    expect(second.next_cursor).toBeNull();
    const names = [...first.items, ...second.items].map((r) => r.full_name);
    expect(names).toEqual(["Ana Costa", "Bruno Membro", "Carla Dias", ...many.map((p) => p.full_name)]);
    expect(await listRow(id)).toMatchObject({ members_with_access: 58 });

    const forged = await admin.get(`/api/admin/courses/${id}/members?cursor=bm90LWpzb24`);
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe("CURSOR_INVALID");
    expect((await admin.get(`/api/admin/courses/${randomUUID()}/members`)).status).toBe(404);
  });

  it("stores markup in titles and bodies as plain text", async () => {
    const title = `<script>alert("x")</script> Curso`;
    const created = await admin.post("/api/admin/courses", {
      title,
      description: `<img src=x onerror="alert(1)">`,
      category: "<b>Cat</b>",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title,
      slug: "script-alert-x-script-curso",
      description: `<img src=x onerror="alert(1)">`,
      category: "<b>Cat</b>",
    });
    const mod = await admin.post(`/api/admin/courses/${created.json.id}/modules`, {
      title: "<svg onload=alert(1)>",
    });
    const lesson = await admin.post(`/api/admin/modules/${mod.json.id}/lessons`, {
      title: '<a href="javascript:alert(1)">aula</a>',
      kind: "text",
      content: '[clique](javascript:alert(1)) <iframe src="data:text/html,<script>alert(1)</script>">',
    });
    expect(lesson.status).toBe(201);
    expect(lesson.json.slug).toBe("a-href-javascript-alert-1-aula-a");
    const editor = await getCourse(created.json.id);
    expect(editor.modules[0]!.title).toBe("<svg onload=alert(1)>");
    expect(editor.modules[0]!.lessons[0]).toMatchObject({
      title: '<a href="javascript:alert(1)">aula</a>',
      content: '[clique](javascript:alert(1)) <iframe src="data:text/html,<script>alert(1)</script>">',
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, created.json.id));
    expect(row!.title).toBe(title);
    // A title of symbols only still gets an address.
    expect((await admin.post("/api/admin/courses", { title: "<>!!" })).json.slug).toBe("curso");
  });

  it("edits and deletes modules and lessons; unknown ids are 404", async () => {
    const { id, modules, lessons } = await createCourse("Curso para editar");
    const renamed = await admin.patch(`/api/admin/modules/${modules[0]}`, { title: "Começo" });
    expect(renamed.json).toMatchObject({ title: "Começo", position: 0 });
    expect(renamed.json.lessons).toHaveLength(2);
    const blank = await admin.patch(`/api/admin/modules/${modules[0]}`, { title: "   " });
    expect(blank.json.fieldErrors).toEqual({ title: m.titleRequired });
    const edited = await admin.patch(`/api/admin/lessons/${lessons[2]!.id}`, {
      title: "Passo a passo (revisado)",
      is_preview: true,
      release_after_days: null,
      duration_seconds: 120,
    });
    expect(edited.json).toMatchObject({
      title: "Passo a passo (revisado)",
      slug: "passo-a-passo",
      is_preview: true,
      release_after_days: null,
      duration_seconds: 120,
    });
    // A minimum of lessons for the certificate cannot pass the lessons there are.
    const tooHigh = await admin.patch(`/api/admin/courses/${id}`, { certificate_min_lessons: 4 });
    expect(tooHigh.json.fieldErrors).toEqual({ certificate_min_lessons: m.minLessonsTooHigh });
    expect(
      (await admin.patch(`/api/admin/courses/${id}`, { certificate_min_lessons: 2 })).json
        .certificate_min_lessons,
    ).toBe(2);

    expect((await admin.del(`/api/admin/lessons/${lessons[0]!.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/modules/${modules[1]}`)).status).toBe(200);
    const after = await getCourse(id);
    expect(after.modules.map((x) => [x.title, x.lessons.map((l) => l.title)])).toEqual([
      ["Começo", ["Materiais necessários"]],
    ]);
    expect(await t.db.$count(courseLessons, eq(courseLessons.course_id, id))).toBe(1);

    const missing = randomUUID();
    for (const [method, path, body] of [
      ["GET", `/api/admin/courses/${missing}`, undefined],
      ["PATCH", `/api/admin/courses/${missing}`, { title: "x" }],
      ["POST", `/api/admin/courses/${missing}/modules`, { title: "x" }],
      ["PATCH", `/api/admin/modules/${missing}`, { title: "x" }],
      ["DELETE", `/api/admin/modules/${missing}`, {}],
      ["POST", `/api/admin/modules/${missing}/lessons`, { title: "x", kind: "text" }],
      ["PATCH", `/api/admin/lessons/${missing}`, { title: "x" }],
      ["DELETE", `/api/admin/lessons/${missing}`, {}],
      ["DELETE", `/api/admin/courses/${missing}`, { confirm_title: "x" }],
    ] as const) {
      expect((await admin.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await admin.get("/api/admin/courses/nao-e-uuid")).status).toBe(400);
    expect((await admin.post("/api/admin/courses", { title: "x", is_published: true })).status).toBe(400);
  });
});
