import { inflateSync } from "node:zlib";
import { courseMessages as m, CROCKFORD_ALPHABET, WRITE_LIMITS } from "@guilda/shared";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFRawStream, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates, courses, lessonComments, lessonProgress } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
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
  brandColor: "#7C3AED",
  memberName: "Conceição Araújo Gonçalves",
  courseTitle: "Introdução à Programação Orientada a Objetos",
  workloadHours: 12,
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
      `Verifique a autenticidade em ${PUBLIC_URL}/certificados/GLD-7K2M-9QXH`,
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
      workloadHours: 1,
      brandColor: "not a colour",
      memberName: "Zoë Łukasz Dvořák 李小龍 🎓",
      courseTitle: `${"Comunicação não violenta ".repeat(20)}fim`,
    });
    const { text } = await pdfText(bytes);
    // ë and á are WinAnsi, ř loses its accent; Ł, the ideograms and the emoji become '?'.
    expect(text).toContain("Zoë ?ukasz Dvorák ??? ?");
    expect(text).toContain("com carga horária de 1 hora, em");
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
      workload_hours: 8,
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
    // No workload set: the lessons' 1.5 h, rounded up.
    expect(items[0].workload_hours).toBe(2);
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

  it("never hands another member's PDF out: 404, as for an unknown code", async () => {
    const other = await bruno.get(`/api/certificates/${code}/pdf`);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ code: "NOT_FOUND", message: m.certificateNotFound });
    expect((await bruno.get(`/api/certificates/GLD-0000-0000/pdf`)).status).toBe(404);
    expect((await bruno.get(`/api/certificates/qualquer-coisa/pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/certificates/${code}/pdf`)).status).toBe(401);
    // Admins may open any.
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
        workload_hours: 8,
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
    // The owner sees it revoked and no longer gets its PDF; an admin still does.
    const mine = (await ana.get("/api/certificates")).json.items.find(
      (i: { code: string }) => i.code === code,
    );
    expect(mine.revoked_at).toBe(revoked.json.revoked_at);
    expect((await ana.get(`/api/certificates/${code}/pdf`)).status).toBe(404);
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
