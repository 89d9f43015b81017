import { inflateSync } from "node:zlib";
import { courseMessages as m, CROCKFORD_ALPHABET, WRITE_LIMITS } from "@guilda/shared";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFRawStream, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates, courses, lessonComments, lessonProgress, mediaUploads } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { purgeOrphanUploads } from "../uploads/uploads.service";
import { certificateDate, renderCertificatePdf } from "./certificate-pdf";
import { issueCertificateIfComplete } from "./certificates.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** WinAnsi is Latin-1 but for 0x80–0x9F; these are the ones the certificate may use. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x96: "–",
  0x97: "—",
};
const winAnsi = {
  decode: (bytes: Uint8Array) =>
    String.fromCharCode(...bytes).replace(
      /[\x80-\x9f]/g,
      (ch) => WIN_ANSI_EXTRA[ch.charCodeAt(0)] ?? "\ufffd",
    ),
};

/** A page's drawing operators, inflated. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
  let out = "";
  for (const ref of streams) {
    const stream = page.doc.context.lookup(ref as never);
    if (!(stream instanceof PDFRawStream)) continue;
    let data: Uint8Array = stream.contents;
    try {
      data = inflateSync(data);
    } catch {
      // Not compressed.
    }
    out += Buffer.from(data).toString("latin1");
  }
  return out;
}

/** The text drawn on a page: pdf-lib writes each run as a hex string of WinAnsi bytes. */
function pageText(page: PDFPage): string {
  let out = "";
  for (const [, hex] of pageContent(page).matchAll(/<([0-9A-Fa-f]*)> Tj/g))
    out += `${winAnsi.decode(Buffer.from(hex!, "hex"))}\n`;
  return out;
}

/** The QR code's dark modules as "row,col", read back from its path (one unit square per module). */
function qrCells(page: PDFPage): string[] {
  const content = pageContent(page);
  const start = content.search(/\n([\d.]+) 0 0 -\1 0 0 cm\n/);
  const path = content.slice(start, content.indexOf("\nf\n", start));
  return [...path.matchAll(/^(\d+) (\d+) m$/gm)].map(([, x, y]) => `${y},${x}`).sort();
}

async function pdfText(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return { doc, text: doc.getPages().map(pageText).join("\n") };
}

const pdfInput = {
  communityName: "Comunidade Ação & Reflexão",
  accentColor: "#7C3AED",
  memberName: "Conceição Araújo Gonçalves",
  courseTitle: "Introdução à Programação Orientada a Objetos",
  workloadMinutes: 720,
  issuedAt: new Date("2026-11-23T15:00:00Z"),
  code: "GLD-7K2M-9QXH",
  verifyUrl: `${PUBLIC_URL}/certificados/GLD-7K2M-9QXH`,
};

describe("certificate PDF", () => {
  it("dates in pt-BR", () => {
    expect(certificateDate(new Date("2026-11-23T15:00:00Z"))).toBe("23 de novembro de 2026");
    // Midnight in UTC is still the day before in Brazil.
    expect(certificateDate(new Date("2026-03-01T01:00:00Z"))).toBe("28 de fevereiro de 2026");
  });

  it("draws a landscape A4 page with the community, name, course, workload, date, code and link", async () => {
    const bytes = await renderCertificatePdf(pdfInput);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { doc, text } = await pdfText(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    for (const part of [
      "COMUNIDADE AÇÃO & REFLEXÃO",
      "CERTIFICADO DE CONCLUSÃO",
      "Conceição Araújo Gonçalves",
      "Introdução à Programação Orientada a Objetos",
      "com carga horária de 12 horas, em 23 de novembro de 2026.",
      "GLD-7K2M-9QXH",
      "Verifique a autenticidade em",
      `${PUBLIC_URL}/certificados/GLD-7K2M-9QXH`,
    ])
      expect(text).toContain(part);
    expect(doc.getSubject()).toBe("GLD-7K2M-9QXH");

    // The QR code is the verification address, module for module.
    const { modules } = QRCode.create(pdfInput.verifyUrl, { errorCorrectionLevel: "M" });
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push(`${row},${col}`);
    expect(dark.length).toBeGreaterThan(100);
    expect(qrCells(doc.getPage(0))).toEqual(dark.sort());
  });

  it("never fails on names outside the standard fonts, and fits long ones", async () => {
    const bytes = await renderCertificatePdf({
      ...pdfInput,
      workloadMinutes: 30,
      accentColor: "not a colour",
      memberName: "Zoë Łukasz Dvořák 李小龍 🎓",
      courseTitle: `${"Comunicação não violenta ".repeat(20)}fim`,
    });
    const { text } = await pdfText(bytes);
    // ë and á are WinAnsi, ř loses its accent; Ł, the ideograms and the emoji become '?'.
    expect(text).toContain("Zoë ?ukasz Dvorák ??? ?");
    expect(text).toContain("com carga horária de 30 minutos, em");
    // The long title takes two lines and ends in an ellipsis.
    const lines = text.split("\n");
    const titleLines = lines.filter((l) => l.startsWith("Comunicação não violenta"));
    expect(titleLines).toHaveLength(2);
    expect(titleLines[1]).toMatch(/…$/);
  });
});

describe("certificates", () => {
  let t: App;
  let admin: TestClient;
  let ana: TestClient;
  let bruno: TestClient;
  let ids: { admin: string; ana: string; bruno: string };
  let courseId: string;
  let code: string;

  const completeAll = async (client: TestClient, lessonIds: string[]) => {
    let last;
    for (const id of lessonIds) last = await client.put(`/api/lessons/${id}/completion`, { completed: true });
    return last!.json;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ana = t.client();
    bruno = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
    const b = await signUpConfirmed(ana, t.db, { name: "Ana Conceição Müller" });
    const c = await signUpConfirmed(bruno, t.db, { name: "Bruno Reis" });
    ids = { admin: a.id, ana: b.id, bruno: c.id };
    const saved = await admin.put("/api/admin/settings", {
      community_name: "Guilda dos Criadores",
      brand_color: "#0E7490",
      logo_url: null,
      icon_url: null,
    });
    expect(saved.status).toBe(200);

    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Fotografia Básica",
      lessons: [{ duration: 600 }, { duration: 900 }],
      workloadHours: 8,
      watchThreshold: 0,
    });
    courseId = course.id;
    await grantCourse(t.db, ids.ana, course.id);
    const result = await completeAll(
      ana,
      lessons.map((l) => l.id),
    );
    code = result.certificate.code;
  });

  it("issues when every lesson is done, copying name, title and workload", async () => {
    expect(code).toMatch(/^GLD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const mine = await ana.get("/api/certificates");
    expect(mine.status).toBe(200);
    expect(mine.json.items).toHaveLength(1);
    expect(mine.json.items[0]).toMatchObject({
      code,
      course_title: "Fotografia Básica",
      member_name: "Ana Conceição Müller",
      workload_minutes: 480,
      revoked_at: null,
    });
    expect(mine.json.items[0].course_slug).toMatch(/^curso-/);
    expect((await bruno.get("/api/certificates")).json.items).toEqual([]);
    expect((await t.client().get("/api/certificates")).status).toBe(401);
  });

  it("lists mine newest first", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Edição de Vídeo",
      lessons: [{ duration: 5400 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.ana, course.id);
    const second = (await completeAll(ana, [lessons[0]!.id])).certificate.code;
    const items = (await ana.get("/api/certificates")).json.items;
    expect(items.map((i: { code: string }) => i.code)).toEqual([second, code]);
    // No workload set: the lessons' 1.5 h, as they are (already on the half hour).
    expect(items[0].workload_minutes).toBe(90);
  });

  it("gives the owner the PDF by formatted or typed code", async () => {
    for (const asked of [code, code.toLowerCase(), code.replace(/-/g, "").slice(3).toLowerCase()]) {
      const res = await ana.request("GET", `/api/certificates/${encodeURIComponent(asked)}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="certificado-${code}.pdf"`);
    }
    const app = t.app;
    const raw = await app.request(`${PUBLIC_URL}/api/certificates/${code}/pdf`, {
      headers: { cookie: [...ana.cookies].map(([k, v]) => `${k}=${v}`).join("; "), origin: PUBLIC_URL },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe("%PDF");
    const { text } = await pdfText(bytes);
    for (const part of [
      "GUILDA DOS CRIADORES",
      "Ana Conceição Müller",
      "Fotografia Básica",
      "com carga horária de 8 horas, em",
      code,
      `${PUBLIC_URL}/certificados/${code}`,
    ])
      expect(text).toContain(part);
  });

  it("hands a valid certificate's PDF to whoever holds its code, signed in or not; an unknown code is 404", async () => {
    for (const client of [bruno, t.client()]) {
      const res = await client.request("GET", `/api/certificates/${code}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    }
    const unknown = await bruno.get(`/api/certificates/GLD-0000-0000/pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: "NOT_FOUND", message: m.certificateNotFound });
    expect((await t.client().get(`/api/certificates/qualquer-coisa/pdf`)).status).toBe(404);
    expect((await admin.get(`/api/certificates/${code}/pdf`)).status).toBe(200);
  });

  it("verifies publicly, in any spelling, with nothing personal beyond the name", async () => {
    const visitor = t.client();
    const stored = code.replace(/-/g, "").slice(3);
    for (const asked of [code, code.toLowerCase(), stored, stored.toLowerCase(), `gld${stored}`]) {
      const res = await visitor.get(`/api/certificates/verify/${asked}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        status: "valid",
        code,
        member_name: "Ana Conceição Müller",
        course_title: "Fotografia Básica",
        issued_at: expect.any(String),
        workload_minutes: 480,
      });
    }
    const text = (await visitor.get(`/api/certificates/verify/${code}`)).text;
    expect(text).not.toContain(ids.ana);
    expect(text).not.toContain("@");
    expect((await visitor.get(`/api/certificates/verify/GLD-0000-0000`)).json).toEqual({ status: "unknown" });
    expect((await visitor.get(`/api/certificates/verify/nada`)).json).toEqual({ status: "unknown" });
  });

  it("limits lookups per address", async () => {
    const guesser = t.client();
    const max = WRITE_LIMITS.certificateLookups.max;
    for (let i = 0; i < max; i++)
      expect(
        (await guesser.get(`/api/certificates/verify/GLD-0000-${String(i).padStart(4, "0")}`)).status,
      ).toBe(200);
    const refused = await guesser.get(`/api/certificates/verify/${code}`);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("RATE_LIMITED");
    // Another address is not affected.
    expect((await t.client().get(`/api/certificates/verify/${code}`)).json.status).toBe("valid");
  });

  it("lets admins list and revoke, once, with a reason; then it verifies as revoked", async () => {
    expect((await ana.get("/api/admin/certificates")).status).toBe(403);
    const list = await admin.get(`/api/admin/certificates?course_id=${courseId}`);
    expect(list.status).toBe(200);
    expect(list.json.items).toHaveLength(1);
    const row = list.json.items[0];
    expect(row).toMatchObject({ code, member_id: ids.ana, revoked_reason: null, revoked_at: null });
    const latest = await admin.get("/api/admin/certificates");
    expect(latest.json.items.map((i: { code: string }) => i.code)).toContain(code);
    expect(latest.json.items.length).toBe(2);
    expect((await admin.get("/api/admin/certificates?course_id=abc")).status).toBe(400);

    expect((await ana.post(`/api/admin/certificates/${row.id}/revoke`, { reason: "x" })).status).toBe(403);
    const blank = await admin.post(`/api/admin/certificates/${row.id}/revoke`, { reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors.reason).toBe(m.revokeReasonRequired);
    expect(
      (await admin.post(`/api/admin/certificates/${crypto.randomUUID()}/revoke`, { reason: "Fraude" }))
        .status,
    ).toBe(404);

    const revoked = await admin.post(`/api/admin/certificates/${row.id}/revoke`, {
      reason: "Conclusão feita por outra pessoa",
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toMatchObject({ code, revoked_reason: "Conclusão feita por outra pessoa" });
    expect(typeof revoked.json.revoked_at).toBe("string");
    const again = await admin.post(`/api/admin/certificates/${row.id}/revoke`, { reason: "De novo" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: "CONFLICT", message: m.alreadyRevoked });

    const verified = await t.client().get(`/api/certificates/verify/${code.toLowerCase()}`);
    expect(verified.json).toEqual({
      status: "revoked",
      code,
      member_name: "Ana Conceição Müller",
      course_title: "Fotografia Básica",
      issued_at: expect.any(String),
      revoked_at: revoked.json.revoked_at,
    });
    // The owner sees it revoked and no longer gets its PDF, nor does anyone else; an admin still does.
    const mine = (await ana.get("/api/certificates")).json.items.find(
      (i: { code: string }) => i.code === code,
    );
    expect(mine.revoked_at).toBe(revoked.json.revoked_at);
    expect((await ana.get(`/api/certificates/${code}/pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/certificates/${code}/pdf`)).status).toBe(404);
    expect((await admin.get(`/api/certificates/${code}/pdf`)).status).toBe(200);
  });

  it("stays verifiable under its first title after the course is renamed or deleted", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Aquarela",
      lessons: [{}],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.bruno, course.id);
    const issued = (await completeAll(bruno, [lessons[0]!.id])).certificate.code;
    await t.db.update(courses).set({ title: "Aquarela Avançada" }).where(eq(courses.id, course.id));
    expect((await t.client().get(`/api/certificates/verify/${issued}`)).json).toMatchObject({
      status: "valid",
      course_title: "Aquarela",
    });
    await t.db.delete(courses).where(eq(courses.id, course.id));
    expect((await t.client().get(`/api/certificates/verify/${issued}`)).json).toMatchObject({
      status: "valid",
      course_title: "Aquarela",
    });
    const mine = (await bruno.get("/api/certificates")).json.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ code: issued, course_slug: null });
  });

  it("draws another code when the first one is taken", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 60 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, ids.bruno, course.id);
    // Completed without a certificate yet: the issue below is the first.
    await t.db
      .insert(lessonProgress)
      .values({ user_id: ids.bruno, lesson_id: lessons[0]!.id, course_id: course.id, completed: true });
    const taken = code.replace(/-/g, "").slice(3);
    const draws = [
      Uint8Array.from(taken, (ch) => CROCKFORD_ALPHABET.indexOf(ch)),
      Uint8Array.from("ABCDEFGH", (ch) => CROCKFORD_ALPHABET.indexOf(ch)),
    ];
    let calls = 0;
    const issued = await issueCertificateIfComplete(t.db, { userId: ids.bruno, courseId: course.id }, () => {
      calls += 1;
      return draws.shift()!;
    });
    expect(issued).toEqual({ code: "GLD-ABCD-EFGH" });
    expect(calls).toBe(2);
    // And nothing the second time.
    expect(await issueCertificateIfComplete(t.db, { userId: ids.bruno, courseId: course.id })).toBeNull();
  });

  it("goes with the member when they are deleted, with their progress and lesson comments", async () => {
    const carla = t.client();
    const c = await signUpConfirmed(carla, t.db, { name: "Carla Dias" });
    const { course, lessons } = await createCourseWithLessons(t.db, {
      lessons: [{ duration: 60 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, c.id, course.id);
    const issued = (await completeAll(carla, [lessons[0]!.id])).certificate.code;
    await t.db
      .insert(lessonComments)
      .values({ lesson_id: lessons[0]!.id, user_id: c.id, content: "Ótima aula" });
    expect((await t.client().get(`/api/certificates/verify/${issued}`)).json.status).toBe("valid");

    expect((await admin.del(`/api/admin/members/${c.id}`)).status).toBe(200);
    expect(await t.db.$count(lessonProgress, eq(lessonProgress.user_id, c.id))).toBe(0);
    expect(await t.db.$count(lessonComments, eq(lessonComments.user_id, c.id))).toBe(0);
    expect(await t.db.$count(certificates, eq(certificates.user_id, c.id))).toBe(0);
    expect((await t.client().get(`/api/certificates/verify/${issued}`)).json).toEqual({ status: "unknown" });
  });
});

describe("certificate workload and look", () => {
  let t: App;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let ana: TestClient;
  let anaId: string;

  const png = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  const upload = (client: TestClient, body: Uint8Array, purpose = "certificate") =>
    client.request("POST", `/api/uploads?purpose=${purpose}`, undefined, {
      rawBody: body,
      headers: { "content-type": "application/octet-stream" },
    });
  const completeAll = async (client: TestClient, lessonIds: string[]) => {
    let last;
    for (const id of lessonIds) last = await client.put(`/api/lessons/${id}/completion`, { completed: true });
    return last!.json;
  };
  /** A binary answer (the test client reads bodies as text). */
  const bytesOf = async (client: TestClient, url: string) => {
    const res = await t.app.request(`${PUBLIC_URL}${url}`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), origin: PUBLIC_URL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return new Uint8Array(await res.arrayBuffer());
  };
  /** The images the page draws (a `Do` of an XObject; the QR code is a path). */
  const imageCount = (doc: PDFDocument) => pageContent(doc.getPage(0)).match(/ Do\n/g)?.length ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    otherAdmin = t.client();
    ana = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Geral" });
    await makeAdmin(t.db, a.id);
    const o = await signUpConfirmed(otherAdmin, t.db, { name: "Outra Admin" });
    await makeAdmin(t.db, o.id);
    anaId = (await signUpConfirmed(ana, t.db, { name: "Ana Lima" })).id;
  });

  it("prints a 4-minute course as 30 minutes, never as an hour", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Curso relâmpago",
      lessons: [{ duration: 240 }],
      watchThreshold: 0,
    });
    await grantCourse(t.db, anaId, course.id);
    const issued = (await completeAll(ana, [lessons[0]!.id])).certificate.code;
    expect((await t.client().get(`/api/certificates/verify/${issued}`)).json).toMatchObject({
      status: "valid",
      workload_minutes: 30,
    });
    const { text } = await pdfText(await bytesOf(ana, `/api/certificates/${issued}/pdf`));
    expect(text).toContain("com carga horária de 30 minutos, em");
    expect(text).not.toContain("1 hora");
  });

  it("saves the community's look and a course's own, checking the colour and that images are certificate uploads", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Encadernação artesanal",
      lessons: [{ duration: 3000 }],
      watchThreshold: 0,
    });
    // Members may neither upload certificate images nor read or change the look.
    expect((await upload(ana, await png(40, 20, "#000000"))).status).toBe(403);
    expect((await ana.get("/api/admin/certificates/settings")).status).toBe(403);
    expect((await ana.put("/api/admin/certificates/settings", {})).status).toBe(403);

    const logo = await upload(admin, await png(600, 200, "#0E7490"));
    expect(logo.status).toBe(201);
    expect(logo.json.url).toMatch(/\/cert-\d{13}-[A-Za-z0-9_-]{22}\.png$/);
    const signature = await upload(admin, await png(400, 120, "#00000000"));
    const post = await upload(admin, await png(40, 40, "#ff0000"), "post");
    expect(post.status).toBe(201);
    const theirs = await upload(otherAdmin, await png(40, 40, "#00ff00"));
    // A text file is no image.
    expect((await upload(admin, new TextEncoder().encode("não é uma imagem"))).status).toBe(415);

    expect((await admin.get("/api/admin/certificates/settings")).json).toEqual({
      logo: null,
      signature: null,
      signer_name: null,
      signer_title: null,
      accent_color: null,
    });
    const badColour = await admin.put("/api/admin/certificates/settings", { accent_color: "roxo" });
    expect(badColour.status).toBe(400);
    expect(badColour.json.fieldErrors.accent_color).toBe("Use uma cor no formato #RRGGBB.");
    expect(
      (await admin.put("/api/admin/certificates/settings", { accent_color: "#12345" })).json.fieldErrors
        .accent_color,
    ).toBeDefined();
    // A post's picture, another admin's unused upload, or an id of nothing: not a certificate image.
    for (const id of [post.json.id, theirs.json.id, crypto.randomUUID()]) {
      const refused = await admin.put("/api/admin/certificates/settings", { logo_upload_id: id });
      expect(refused.status).toBe(400);
      expect(refused.json.fieldErrors.logo_upload_id).toBe(
        "Envie a imagem pelo botão: este arquivo não é uma imagem de certificado.",
      );
    }
    expect((await admin.put("/api/admin/certificates/settings", { signature_upload_id: "abc" })).status).toBe(
      400,
    );

    const saved = await admin.put("/api/admin/certificates/settings", {
      logo_upload_id: logo.json.id,
      signature_upload_id: signature.json.id,
      signer_name: "  Marta Quintana  ",
      signer_title: "Diretora de ensino",
      accent_color: "#0e7490",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      logo: { upload_id: logo.json.id, url: logo.json.url },
      signature: { upload_id: signature.json.id, url: signature.json.url },
      signer_name: "Marta Quintana",
      signer_title: "Diretora de ensino",
      accent_color: "#0E7490",
    });
    // In use: kept from the orphan sweep, readable by members (it is on every certificate).
    const [row] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, logo.json.id));
    expect(row!.used_at).not.toBeNull();
    expect(await purgeOrphanUploads(t.db, t.deps.storage, Date.now() + 2 * 24 * 3600 * 1000)).toBeGreaterThan(
      0,
    );
    expect(await t.db.$count(mediaUploads, eq(mediaUploads.id, logo.json.id))).toBe(1);
    expect((await ana.request("GET", logo.json.url)).status).toBe(200);

    // The course inherits everything, then sets its own signer and colour.
    const inherited = await admin.get(`/api/admin/certificates/settings/courses/${course.id}`);
    expect(inherited.json.course).toEqual({
      logo: null,
      signature: null,
      signer_name: null,
      signer_title: null,
      accent_color: null,
    });
    expect(inherited.json.community.signer_name).toBe("Marta Quintana");
    expect((await admin.get(`/api/admin/certificates/settings/courses/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
    const own = await admin.put(`/api/admin/certificates/settings/courses/${course.id}`, {
      signer_name: "Paulo Encadernador",
      signer_title: "Instrutor",
      accent_color: "#B45309",
    });
    expect(own.status).toBe(200);
    expect(own.json.course).toMatchObject({ signer_name: "Paulo Encadernador", accent_color: "#B45309" });

    // The member's certificate: one landscape page with the course's signer, the community's logo
    // and signature, and the course's colour on the frame.
    await grantCourse(t.db, anaId, course.id);
    const issued = (await completeAll(ana, [lessons[0]!.id])).certificate.code;
    const { doc, text } = await pdfText(await bytesOf(ana, `/api/certificates/${issued}/pdf`));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect(text).toContain("Paulo Encadernador");
    expect(text).toContain("Instrutor");
    expect(text).not.toContain("Marta Quintana");
    expect(text).toContain("com carga horária de 1 hora, em");
    expect(imageCount(doc)).toBe(2);
    // #B45309 as the stroke colour of the frame.
    expect(pageContent(doc.getPage(0))).toContain(
      "0.7058823529411765 0.3254901960784314 0.03529411764705882 RG",
    );

    // Replacing the community's logo releases the old one (no row shows it any more).
    const newLogo = await upload(admin, await png(300, 100, "#222222"));
    const replaced = await admin.put("/api/admin/certificates/settings", {
      logo_upload_id: newLogo.json.id,
      signature_upload_id: signature.json.id,
      signer_name: "Marta Quintana",
      signer_title: "Diretora de ensino",
      accent_color: "#0E7490",
    });
    expect(replaced.json.logo.upload_id).toBe(newLogo.json.id);
    const [old] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, logo.json.id));
    expect(old!.used_at).toBeNull();
    // Another admin may reuse an image some row already shows (a course taking the community's signature).
    const reuse = await otherAdmin.put(`/api/admin/certificates/settings/courses/${course.id}`, {
      signature_upload_id: signature.json.id,
    });
    expect(reuse.status).toBe(200);

    // The example PDF the admin previews.
    const preview = await pdfText(
      await bytesOf(admin, `/api/admin/certificates/settings/sample.pdf?course_id=${course.id}`),
    );
    expect(preview.doc.getPageCount()).toBe(1);
    expect(preview.text).toContain("Encadernação artesanal");
    expect((await ana.get("/api/admin/certificates/settings/sample.pdf")).status).toBe(403);

    // The admin who uploaded the images leaves: the images in use stay with the community.
    const adminId = (await admin.get("/api/me")).json.user.id as string;
    expect((await otherAdmin.del(`/api/admin/members/${adminId}`)).status).toBe(200);
    const [kept] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, signature.json.id));
    expect(kept).toMatchObject({ owner_id: null });
    expect(await t.db.$count(mediaUploads, eq(mediaUploads.id, newLogo.json.id))).toBe(1);
  });
});
