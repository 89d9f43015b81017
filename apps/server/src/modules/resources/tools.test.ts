import { resourceMessages as m } from "@guilda/shared/messages/resources";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { tools } from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const upload = (client: TestClient, body: Uint8Array, purpose = "attachment") =>
  client.request("POST", `/api/uploads?purpose=${purpose}`, undefined, {
    rawBody: body,
    headers: { "content-type": "application/octet-stream" },
  });

type Tool = {
  id: string;
  name: string;
  category: string;
  url: string | null;
  file: { url: string; name: string } | null;
};
type Category = { name: string; tools: Tool[] };

const linkTool = {
  name: "Catálogo de moedas do Brasil",
  description: "Valores de referência e fotos das moedas de 1994 em diante.",
  category: "Catálogos",
  url: "https://exemplo.com.br/catalogo",
  file: null,
  position: 0,
};

describe("tools (/recursos/ferramentas)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let otherAdmin: TestClient;
  let member: TestClient;
  let moderator: TestClient;

  const categories = async (client: TestClient) =>
    (await client.get("/api/tools")).json.categories as Category[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
    otherAdmin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(otherAdmin, t.db, { name: "Caio Admin" })).id);
    member = t.client();
    await signUpConfirmed(member, t.db);
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db)).id);
  });

  it("are for members only to read, and for admins only to write", async () => {
    expect((await t.client().get("/api/tools")).status).toBe(401);
    expect((await member.get("/api/tools")).json).toEqual({ categories: [] });
    const created = await admin.post("/api/admin/tools", linkTool);
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const calls: [string, string, unknown][] = [
      ["POST", "/api/admin/tools", linkTool],
      ["PUT", `/api/admin/tools/${id}`, { ...linkTool, name: "Outro" }],
      ["DELETE", `/api/admin/tools/${id}`, {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await member.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await moderator.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect(await categories(member)).toEqual([
      {
        name: "Catálogos",
        tools: [expect.objectContaining({ id, name: linkTool.name, url: linkTool.url, file: null })],
      },
    ]);
  });

  it("group by category in alphabetical order, each in position then name order", async () => {
    const add = (name: string, category: string, position: number) =>
      admin.post("/api/admin/tools", { ...linkTool, name, category, position });
    for (const [name, category, position] of [
      ["Régua de selos", "Medição", 2],
      ["Paquímetro digital", "Medição", 1],
      ["Balança de precisão", "Medição", 2],
      ["Planilha de acervo", "Acervo", 0],
      ["Lupa 10x", "Ótica", 0],
    ] as const)
      expect((await add(name, category, position)).status).toBe(201);
    const seen = await categories(member);
    expect(seen.map((c) => c.name)).toEqual(["Acervo", "Catálogos", "Medição", "Ótica"]);
    expect(seen[2]!.tools.map((tool) => tool.name)).toEqual([
      "Paquímetro digital",
      "Balança de precisão",
      "Régua de selos",
    ]);
  });

  it("refuse bad input with pt-BR messages: http(s) links only, a link or a file, sizes", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...linkTool, url: "javascript:alert(1)" }, "url", m.toolUrlInvalid],
      [{ ...linkTool, url: "data:text/html;base64,PHNjcmlwdD4=" }, "url", m.toolUrlInvalid],
      [{ ...linkTool, url: "//evil.example/x" }, "url", m.toolUrlInvalid],
      [{ ...linkTool, url: "ftp://exemplo.com.br/x" }, "url", m.toolUrlInvalid],
      [{ ...linkTool, url: "" }, "url", m.toolTargetRequired],
      [{ ...linkTool, url: null }, "url", m.toolTargetRequired],
      [{ ...linkTool, name: " " }, "name", m.toolNameRequired],
      [{ ...linkTool, name: "x".repeat(81) }, "name", m.toolNameTooLong],
      [{ ...linkTool, description: "x".repeat(501) }, "description", m.toolDescriptionTooLong],
      [{ ...linkTool, category: "" }, "category", m.toolCategoryRequired],
      [{ ...linkTool, category: "x".repeat(41) }, "category", m.toolCategoryTooLong],
      [{ ...linkTool, position: -1 }, "position", m.toolPositionInvalid],
      [{ ...linkTool, position: 10000 }, "position", m.toolPositionInvalid],
      [{ ...linkTool, file: { upload_id: "x", name: "a.pdf" } }, "file.upload_id", m.toolFileInvalid],
      [{ ...linkTool, file: { upload_id: null, name: "../a.pdf" } }, "file.name", m.toolFileNameInvalid],
      [{ ...linkTool, file: { upload_id: null, name: "a\r\nb.pdf" } }, "file.name", m.toolFileNameInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post("/api/admin/tools", body);
      expect(res.status, JSON.stringify(body).slice(0, 90)).toBe(400);
      expect(res.json.fieldErrors[field], field).toBe(message);
    }
    // Keeping a file the new tool does not have.
    const keep = await admin.post("/api/admin/tools", {
      ...linkTool,
      file: { upload_id: null, name: "a.pdf" },
    });
    expect(keep.status).toBe(400);
    expect(keep.json.message).toBe(m.toolFileMissing);
  });

  it("keep text as text: markup in a name or description is stored and answered as typed", async () => {
    const res = await admin.post("/api/admin/tools", {
      ...linkTool,
      name: "<img src=x onerror=alert(1)>",
      description: "<script>alert(1)</script>",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "<img src=x onerror=alert(1)>",
      description: "<script>alert(1)</script>",
    });
    expect((await admin.del(`/api/admin/tools/${res.json.id}`)).status).toBe(200);
  });

  it("offer an admin's uploaded file for download to every member, under the name the admin gave", async () => {
    const sent = await upload(admin, PDF);
    expect(sent.status).toBe(201);
    const res = await admin.post("/api/admin/tools", {
      name: "Ficha de catalogação",
      description: "Modelo em PDF para registrar cada peça do acervo.",
      category: "Acervo",
      url: null,
      file: { upload_id: sent.json.id, name: "Ficha de catalogação.pdf" },
      position: 1,
    });
    expect(res.status).toBe(201);
    expect(res.json.file).toEqual({ url: `/media/tools/${res.json.id}`, name: "Ficha de catalogação.pdf" });
    expect(res.json.url).toBeNull();

    const download = await member.get(res.json.file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Ficha de catalogacao\.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(download.headers.get("content-disposition")!.split("''")[1]!)).toBe(
      "Ficha de catalogação.pdf",
    );
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.text).toBe(PDF.toString());
    expect((await t.client().get(res.json.file.url)).status).toBe(401);

    // The tool keeps its own copy; the upload itself stays the admin's pending file.
    const [row] = await t.db.select().from(tools).where(eq(tools.id, res.json.id));
    expect(row!.file_url).toMatch(/^tools\/\d{13}-[A-Za-z0-9_-]{22}\.pdf$/);
    expect((await member.get(sent.json.url)).status).toBe(404);
    expect((await member.get(`/media/media_uploads/${row!.file_url}`)).status).toBe(404);
  });

  it("take only the admin's own unused attachment upload", async () => {
    const others = await upload(otherAdmin, PDF);
    const memberPhoto = await upload(
      member,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0ffee" } })
        .png()
        .toBuffer(),
      "post",
    );
    expect(memberPhoto.status).toBe(201);
    for (const uploadId of [others.json.id, memberPhoto.json.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await admin.post("/api/admin/tools", {
        ...linkTool,
        url: null,
        file: { upload_id: uploadId, name: "arquivo.pdf" },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(m.toolFileInvalid);
    }
  });

  it("rename, replace and remove a tool's file; the old copy is deleted from storage", async () => {
    const first = await upload(admin, PDF);
    const created = await admin.post("/api/admin/tools", {
      ...linkTool,
      name: "Guia de conservação",
      url: null,
      file: { upload_id: first.json.id, name: "guia.pdf" },
    });
    const id = created.json.id as string;
    const keyOf = async () => (await t.db.select().from(tools).where(eq(tools.id, id)))[0]!.file_url;
    const firstKey = await keyOf();

    // Kept and renamed (a name without the extension downloads with it).
    const renamed = await admin.put(`/api/admin/tools/${id}`, {
      ...linkTool,
      name: "Guia de conservação",
      url: null,
      file: { upload_id: null, name: "Guia de conservação 2025" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.file.name).toBe("Guia de conservação 2025");
    expect(await keyOf()).toBe(firstKey);
    const download = await member.get(`/media/tools/${id}`);
    expect(decodeURIComponent(download.headers.get("content-disposition")!.split("''")[1]!)).toBe(
      "Guia de conservação 2025.pdf",
    );

    // Replaced: the new copy is served, the old one is gone.
    const second = await upload(admin, Buffer.concat([PDF, Buffer.from("% segunda versão\n")]));
    const replaced = await admin.put(`/api/admin/tools/${id}`, {
      ...linkTool,
      name: "Guia de conservação",
      url: null,
      file: { upload_id: second.json.id, name: "guia-v2.pdf" },
    });
    expect(replaced.status).toBe(200);
    const secondKey = await keyOf();
    expect(secondKey).not.toBe(firstKey);
    expect(await t.deps.storage.get(firstKey!)).toBeNull();
    expect((await member.get(`/media/tools/${id}`)).text).toContain("segunda versão");

    // Removed: a link only from now on.
    const linkOnly = await admin.put(`/api/admin/tools/${id}`, {
      ...linkTool,
      name: "Guia de conservação",
      file: null,
    });
    expect(linkOnly.status).toBe(200);
    expect(linkOnly.json).toMatchObject({ file: null, url: linkTool.url });
    expect(await t.deps.storage.get(secondKey!)).toBeNull();
    expect((await member.get(`/media/tools/${id}`)).status).toBe(404);
  });

  it("are deleted with their file; unknown ids are 404", async () => {
    const sent = await upload(admin, PDF);
    const created = await admin.post("/api/admin/tools", {
      ...linkTool,
      name: "Etiquetas para álbuns",
      file: { upload_id: sent.json.id, name: "etiquetas.pdf" },
    });
    expect(created.json).toMatchObject({ url: linkTool.url, file: { name: "etiquetas.pdf" } });
    const [row] = await t.db.select().from(tools).where(eq(tools.id, created.json.id));
    expect((await admin.del(`/api/admin/tools/${created.json.id}`)).status).toBe(200);
    expect(await t.deps.storage.get(row!.file_url!)).toBeNull();
    expect((await member.get(`/media/tools/${created.json.id}`)).status).toBe(404);
    expect(
      (await member.get("/api/tools")).json.categories.flatMap((c: Category) => c.tools.map((x) => x.name)),
    ).not.toContain("Etiquetas para álbuns");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await admin.del(`/api/admin/tools/${missing}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/tools/${missing}`, linkTool)).status).toBe(404);
    expect((await member.get(`/media/tools/${missing}`)).status).toBe(404);
    expect((await member.get("/media/tools/nao-e-uuid")).status).toBe(400);
  });
});
