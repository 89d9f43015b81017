import { crc32 } from "node:zlib";
import { courseAdminMessages } from "@guilda/shared/messages/course-admin";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaUploads } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

const send = (client: TestClient, body: Uint8Array, query = "?purpose=attachment") =>
  client.request("POST", `/api/uploads${query}`, undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream" },
  });

/** A ZIP archive with uncompressed entries: enough for type detection by content. */
function storedZip(files: [name: string, text: string][]) {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    central.push(entry, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const officeFile = (mainType: string) =>
  storedZip([
    [
      "[Content_Types].xml",
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${mainType}"/></Types>`,
    ],
    ["main.xml", "<doc/>"],
  ]);

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

describe("lesson attachment uploads", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    member = t.client();
    adminId = (await signUpConfirmed(admin, t.db)).id;
    await makeAdmin(t.db, adminId);
    await signUpConfirmed(member, t.db);
    await createSpace(t.db, { slug: "geral" });
  });

  it("are for admins only: a member gets 403 and nothing is stored", async () => {
    const before = await t.db.$count(mediaUploads);
    const res = await send(member, PDF);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("FORBIDDEN");
    expect(await t.db.$count(mediaUploads)).toBe(before);
    // Without a session it is still 401, and an unknown purpose is a 400.
    expect((await send(t.client(), PDF)).status).toBe(401);
    expect((await send(admin, PDF, "?purpose=anything")).status).toBe(400);
  });

  it("accept a PDF from an admin, stored as a file with its bytes untouched", async () => {
    const res = await send(admin, PDF);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ media_type: "file", content_type: "application/pdf", size: PDF.length });
    expect(res.json.url).toMatch(
      new RegExp(`^/media/media_uploads/${adminId}/\\d{13}-[A-Za-z0-9_-]{22}\\.pdf$`),
    );
    const [row] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, res.json.id));
    expect(row).toMatchObject({ media_type: "file", content_type: "application/pdf", owner_id: adminId });
    // The uploader reads it back while it is pending, byte for byte, with its recorded type.
    const file = await admin.get(res.json.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.text).toBe(PDF.toString());
    expect((await member.get(res.json.url)).status).toBe(404);
  });

  it("refuse HTML named .pdf, and any other type their bytes do not prove (415)", async () => {
    const cases = [
      Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from("nome;email\nAna;ana@exemplo.com\n"),
      Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex"),
      Buffer.alloc(0),
    ];
    for (const body of cases) {
      const res = await admin.request("POST", "/api/uploads?purpose=attachment", undefined, {
        rawBody: body,
        headers: { "content-type": "application/octet-stream", "x-file-name": "apostila.pdf" },
      });
      expect(res.status).toBe(415);
      expect(res.json).toMatchObject({
        code: "FILE_TYPE",
        message: courseAdminMessages.attachmentTypeUnsupported,
      });
    }
  });

  it("recognise DOCX, XLSX, PPTX, EPUB, ZIP and MP3 by their content", async () => {
    const cases: [Buffer, string, string][] = [
      [
        officeFile("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "docx",
      ],
      [
        officeFile("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"),
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "xlsx",
      ],
      [
        officeFile("application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"),
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "pptx",
      ],
      [storedZip([["mimetype", "application/epub+zip"]]), "application/epub+zip", "epub"],
      [storedZip([["leia-me.txt", "Materiais da aula"]]), "application/zip", "zip"],
      [
        Buffer.concat([
          Buffer.from("ID3\x03\x00\x00\x00\x00\x00\x00"),
          Buffer.from([0xff, 0xfb, 0x90, 0x00]),
          Buffer.alloc(400),
        ]),
        "audio/mpeg",
        "mp3",
      ],
    ];
    for (const [body, mime, ext] of cases) {
      const res = await send(admin, body);
      expect(res.status, ext).toBe(201);
      expect(res.json.content_type).toBe(mime);
      expect(res.json.media_type).toBe("file");
      expect(res.json.url.endsWith(`.${ext}`)).toBe(true);
      expect(res.json.size).toBe(body.length);
    }
  });

  it("re-encode images (EXIF dropped) and keep them out of posts", async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#36c" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "segredo-exif" } })
      .toBuffer();
    const res = await send(admin, jpeg);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ media_type: "file", content_type: "image/jpeg" });
    const stored = await t.app.request(`http://localhost:3999${res.json.url}`, {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.includes(Buffer.from("segredo-exif"))).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    // A lesson download is no post media: the composer cannot use it.
    const post = await admin.post("/api/posts", { title: "Anexo", content: "Teste", upload_id: res.json.id });
    expect(post.status).toBe(400);
    expect(post.json.fieldErrors.upload_id).toBeDefined();
  });

  it("leave the composer's rules as they were: a PDF is still refused there", async () => {
    const res = await send(admin, PDF, "");
    expect(res.status).toBe(415);
    expect(res.json.message).toBe("Tipo de arquivo não suportado. Use JPG, PNG, WEBP, GIF, MP4 ou WEBM.");
    expect((await send(member, PDF, "?purpose=post")).status).toBe(415);
  });
});
