import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, type TestClient } from "../../test/harness";
import { startS3Peer } from "../../test/s3";
import { DATA_EXPORT_JOB } from "./privacy.service";
import { REMOVE_FILES_JOB } from "../uploads/uploads.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

const WEBM = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex");
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const png = (color: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload(client: TestClient, body: Uint8Array, purpose?: "attachment" | "avatar" | "logo") {
  const res = await client.request("POST", `/api/uploads${purpose ? `?purpose=${purpose}` : ""}`, undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; url: string };
}

/** The object key of a /media/media_uploads/… address. */
const keyOf = (url: string) => url.replace(/^\/media\/media_uploads\//, "");

/** Every file under a folder, as paths relative to it, sorted. */
function filesUnder(root: string, dir = ""): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isDirectory() ? filesUnder(root, path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

describe.each(["disco", "S3"] as const)("a member's erasure removes their files, on %s", (where) => {
  let t: App;
  let peer: Awaited<ReturnType<typeof startS3Peer>> | undefined;
  let owner: TestClient;
  let leavingAdmin: TestClient;
  let member: TestClient;
  let student: TestClient;
  let ids: { owner: string; leavingAdmin: string; member: string; student: string };
  /** Files the community keeps (uploaded by the admin who leaves), and the member's and the admin's own. */
  const community: Record<string, string> = {};
  const membersOwn: string[] = [];
  const adminsOwn: string[] = [];
  let lesson: { id: string; courseSlug: string; slug: string };
  let pendingSupplierId: string;
  let approvedSupplierId: string;
  let exportKey: string;

  /** What the storage holds: the bucket's keys, or the upload folder's files. */
  const stored = async () =>
    peer
      ? (await peer.objects()).map((k) => k.replace(/^media_uploads\//, ""))
      : filesUnder(path.join(t.deps.config.dataDir, "uploads", "media_uploads"));

  beforeAll(async () => {
    if (where === "S3") peer = await startS3Peer();
    t = await createTestApp(peer ? { env: peer.env } : {});
    owner = t.client();
    leavingAdmin = t.client();
    member = t.client();
    student = t.client();
    ids = {
      owner: (await signUpConfirmed(owner, t.db, { name: "Dona da Comunidade" })).id,
      leavingAdmin: (await signUpConfirmed(leavingAdmin, t.db, { name: "Admin de Saída" })).id,
      member: (await signUpConfirmed(member, t.db, { name: "Marta Membro" })).id,
      student: (await signUpConfirmed(student, t.db, { name: "Saulo Aluno" })).id,
    };
    await makeAdmin(t.db, ids.owner);
    await makeAdmin(t.db, ids.leavingAdmin);
    await createSpace(t.db, { slug: "geral", order: 1 });
    const lives = await createSpace(t.db, { slug: "lives", type: "eventos", order: 2 });

    // The admin who will leave builds community content: a course with a cover, a lesson playing
    // their video with their file attached, an event cover, a supplier in the directory, a tool.
    const cover = await upload(leavingAdmin, await png("#114477"));
    const course = await leavingAdmin.post("/api/admin/courses", {
      title: "Curso da comunidade",
      cover_upload_id: cover.id,
    });
    expect(course.status).toBe(201);
    await leavingAdmin.put(`/api/admin/courses/${course.json.id}/publish`, { is_published: true });
    const mod = await leavingAdmin.post(`/api/admin/courses/${course.json.id}/modules`, { title: "Módulo" });
    const video = await upload(leavingAdmin, WEBM);
    const created = await leavingAdmin.post(`/api/admin/modules/${mod.json.id}/lessons`, {
      title: "Aula em vídeo",
      kind: "video",
      video_upload_id: video.id,
      duration_seconds: 60,
    });
    expect(created.status).toBe(201);
    lesson = { id: created.json.id, courseSlug: course.json.slug, slug: created.json.slug };
    const pdf = await upload(leavingAdmin, PDF, "attachment");
    const attached = await leavingAdmin.post(`/api/admin/lessons/${lesson.id}/attachments`, {
      upload_id: pdf.id,
      name: "Apostila.pdf",
    });
    expect(attached.status).toBe(201);
    await t.db.insert(schema.userCourses).values({ user_id: ids.student, course_id: course.json.id });
    const eventCover = await upload(leavingAdmin, await png("#774411"));
    const event = await leavingAdmin.post("/api/events", {
      space_id: lives.id,
      title: "Live mensal",
      starts_at: "2030-03-01T22:00:00.000Z",
      ends_at: "2030-03-01T23:00:00.000Z",
      cover_upload_id: eventCover.id,
    });
    expect(event.status).toBe(201);
    const adminLogo = await upload(leavingAdmin, await png("#447711"), "logo");
    const approved = await leavingAdmin.post("/api/suppliers", {
      name: "Loja Aprovada",
      categories: ["Miniaturas"],
      logo_url: adminLogo.url,
    });
    expect(approved.status).toBe(201);
    approvedSupplierId = approved.json.id;
    const toolFile = await upload(leavingAdmin, PDF, "attachment");
    const tool = await leavingAdmin.post("/api/admin/tools", {
      name: "Planilha de custos",
      description: "",
      category: "Planilhas",
      url: null,
      file: { upload_id: toolFile.id, name: "planilha.pdf" },
      position: 0,
    });
    expect(tool.status).toBe(201);
    Object.assign(community, {
      cover: keyOf(cover.url),
      video: keyOf(video.url),
      attachment: keyOf(pdf.url),
      eventCover: keyOf(eventCover.url),
      logo: keyOf(adminLogo.url),
    });
    // The admin's own: their photo and an upload never used (the tool's source upload too: the
    // tool keeps a copy of its own).
    const adminAvatar = await upload(leavingAdmin, await png("#999999"), "avatar");
    expect((await leavingAdmin.patch("/api/me/profile", { avatar_url: adminAvatar.url })).status).toBe(200);
    const adminPending = await upload(leavingAdmin, await png("#aaaaaa"));
    adminsOwn.push(keyOf(adminAvatar.url), keyOf(adminPending.url), keyOf(toolFile.url));

    // The member's own: photo, a post's image, an upload never used, a suggested supplier's logo,
    // and a copy of 'Baixar meus dados'.
    const avatar = await upload(member, await png("#123456"), "avatar");
    expect((await member.patch("/api/me/profile", { avatar_url: avatar.url })).status).toBe(200);
    const image = await upload(member, await png("#654321"));
    const post = await member.post("/api/posts", {
      title: "Minha pintura",
      content: "Olhem!",
      upload_id: image.id,
    });
    expect(post.status).toBe(201);
    const pending = await upload(member, await png("#abcdef"));
    const logo = await upload(member, await png("#fedcba"), "logo");
    const suggested = await member.post("/api/suppliers", {
      name: "Loja Sugerida",
      categories: ["Miniaturas"],
      logo_url: logo.url,
    });
    expect(suggested.status).toBe(201);
    pendingSupplierId = suggested.json.id;
    membersOwn.push(keyOf(avatar.url), keyOf(image.url), keyOf(pending.url), keyOf(logo.url));
    const requested = await member.post("/api/me/data-export");
    expect(requested.status).toBe(202);
    await t.deps.jobs.idle([DATA_EXPORT_JOB]);
    const [copy] = await t.db
      .select({ key: schema.dataExports.storage_key })
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, requested.json.id));
    exportKey = copy!.key!;
  });

  afterAll(async () => {
    await peer?.close();
  });

  it("lists the storage before and after: the member's and the admin's own files gone, the community's whole", async () => {
    const before = await stored();
    for (const key of [...Object.values(community), ...membersOwn, ...adminsOwn, exportKey])
      expect(before, key).toContain(key);
    const toolCopies = before.filter((k) => k.startsWith("tools/"));
    expect(toolCopies).toHaveLength(1);

    const gone = await member.request("DELETE", "/api/me", {
      confirmation: "EXCLUIR",
      password: DEFAULT_PASSWORD,
    });
    expect(gone.status).toBe(200);
    expect((await owner.del(`/api/admin/members/${ids.leavingAdmin}`)).status).toBe(200);
    await t.deps.jobs.idle([REMOVE_FILES_JOB]);

    const after = await stored();
    const removed = [...membersOwn, ...adminsOwn, exportKey];
    expect(before.filter((k) => !after.includes(k)).sort()).toEqual(removed.sort());
    expect(after.sort()).toEqual(before.filter((k) => !removed.includes(k)).sort());
    // Nothing is left of the member: no folder of theirs on disk, no row naming them.
    if (!peer) {
      const root = path.join(t.deps.config.dataDir, "uploads", "media_uploads");
      expect(readdirSync(root)).not.toContain(ids.member);
    }
    const rows = await t.db
      .select({ key: schema.mediaUploads.object_key, owner: schema.mediaUploads.owner_id })
      .from(schema.mediaUploads);
    expect(rows.filter((r) => r.owner === ids.member || r.owner === ids.leavingAdmin)).toEqual([]);
    expect(rows.map((r) => r.key).sort()).toEqual(Object.values(community).sort());
  });

  it("keeps the community's content working: the lesson's video and file, the covers, the logo and the tool", async () => {
    const page = await student.get(`/api/courses/${lesson.courseSlug}/lessons/${lesson.slug}`);
    expect(page.status).toBe(200);
    expect(page.json.video).toEqual({
      provider: "file",
      url: `/media/media_uploads/${community.video}`,
      content_type: "video/webm",
    });
    expect(page.json.attachments.map((a: { name: string }) => a.name)).toEqual(["Apostila.pdf"]);
    for (const key of [
      community.video,
      community.attachment,
      community.cover,
      community.eventCover,
      community.logo,
    ])
      expect((await student.get(`/media/media_uploads/${key}`)).status, key).toBe(200);
    const tools = (await student.get("/api/tools")).json;
    const toolView = tools.categories[0].tools[0];
    expect((await student.get(toolView.file.url)).status).toBe(200);
    const [kept] = await t.db
      .select({ logo_url: schema.suppliers.logo_url })
      .from(schema.suppliers)
      .where(eq(schema.suppliers.id, approvedSupplierId));
    expect(kept!.logo_url).toBe(`/media/media_uploads/${community.logo}`);
    // The member's suggestion stays for the staff to review, anonymised and without their logo.
    const [suggestion] = await t.db
      .select({ logo_url: schema.suppliers.logo_url, submitted_by: schema.suppliers.submitted_by })
      .from(schema.suppliers)
      .where(eq(schema.suppliers.id, pendingSupplierId));
    expect(suggestion).toEqual({ logo_url: null, submitted_by: null });
    const [count] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.lessonAttachments)
      .where(eq(schema.lessonAttachments.lesson_id, lesson.id))) as { n: number }[];
    expect(count!.n).toBe(1);
  });
});
