import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUploads, spaceMembers } from "../../db/schema";
import { listen } from "../../platform/http/server";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

const MEDIA_HEADERS = {
  "content-security-policy": "default-src 'none'; sandbox",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

describe("who may read an uploaded file", () => {
  let t: App;
  let author: TestClient;
  let insider: TestClient;
  let outsider: TestClient;
  let admin: TestClient;
  let ids: { author: string; insider: string };
  let privateUrl: string;
  let publicUrl: string;
  let pendingUrl: string;

  const upload = async (client: TestClient, color: string) => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
      .png()
      .toBuffer();
    const res = await client.request("POST", "/api/uploads", undefined, {
      rawBody: png,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(res.status).toBe(201);
    return res.json as { id: string; url: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [author, insider, outsider, admin] = [t.client(), t.client(), t.client(), t.client()];
    ids = {
      author: (await signUpConfirmed(author, t.db)).id,
      insider: (await signUpConfirmed(insider, t.db)).id,
    };
    await signUpConfirmed(outsider, t.db);
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    await createSpace(t.db, { slug: "geral", order: 0 });
    const bastidores = await createSpace(t.db, { slug: "bastidores", isPrivate: true, order: 1 });
    await t.db.insert(spaceMembers).values([
      { space_id: bastidores.id, user_id: ids.author },
      { space_id: bastidores.id, user_id: ids.insider },
    ]);

    const secret = await upload(author, "#123456");
    const post = await author.post("/api/posts", {
      title: "Só para a equipe",
      content: "Arquivo interno",
      space_id: bastidores.id,
      upload_id: secret.id,
    });
    expect(post.status).toBe(201);
    privateUrl = secret.url;

    const open = await upload(author, "#abcdef");
    expect(
      (await author.post("/api/posts", { title: "Aberto", content: "Para todos", upload_id: open.id }))
        .status,
    ).toBe(201);
    publicUrl = open.url;

    pendingUrl = (await upload(author, "#fedcba")).url;
  });

  it("serves a private space's file to its members and staff only; others get 404", async () => {
    expect((await author.get(privateUrl)).status).toBe(200);
    expect((await insider.get(privateUrl)).status).toBe(200);
    expect((await admin.get(privateUrl)).status).toBe(200);
    const refused = await outsider.get(privateUrl);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ code: "NOT_FOUND", message: "Não encontrado." });
    expect((await t.client().get(privateUrl)).status).toBe(401);
  });

  it("serves a public post's file to every member, and stops once the post is deleted", async () => {
    expect((await outsider.get(publicUrl)).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.object_key, publicUrl.split("/media_uploads/")[1]!));
    const del = await author.del(`/api/posts/${row!.post_id}`);
    expect(del.status).toBe(200);
    expect((await outsider.get(publicUrl)).status).toBe(404);
  });

  it("lets only the owner read an upload not yet published", async () => {
    expect((await author.get(pendingUrl)).status).toBe(200);
    expect((await insider.get(pendingUrl)).status).toBe(404);
    expect((await admin.get(pendingUrl)).status).toBe(404);
  });

  it("does not let a second post take another post's upload", async () => {
    const [row] = await t.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.object_key, privateUrl.split("/media_uploads/")[1]!));
    const reuse = await author.post("/api/posts", {
      title: "De novo",
      content: "Mesma foto",
      upload_id: row!.id,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.fieldErrors.upload_id).toBe("O arquivo enviado não foi encontrado. Envie-o novamente.");
    expect((await outsider.get(privateUrl)).status).toBe(404);
  });

  it("keeps serving files stored under the older key format", async () => {
    const legacyKey = `${ids.author}/1700000000000.png`;
    await t.db.insert(mediaUploads).values({
      owner_id: ids.author,
      object_key: legacyKey,
      media_type: "image",
      content_type: "image/png",
      size: 10,
    });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const { writeFile, mkdir } = await import("node:fs/promises");
    const dir = `${t.deps.config.dataDir}/uploads/media_uploads/${ids.author}`;
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/1700000000000.png`, png);
    expect((await author.get(`/media/media_uploads/${legacyKey}`)).status).toBe(200);
    expect((await outsider.get(`/media/media_uploads/${legacyKey}`)).status).toBe(404);
  });

  describe("headers on a real HTTP response", () => {
    let server: Awaited<ReturnType<typeof listen>>["server"];
    let base: string;
    beforeAll(async () => {
      const started = await listen(t.app.fetch, { port: 0, hostname: "127.0.0.1" });
      server = started.server;
      base = `http://127.0.0.1:${started.port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("sends the sandbox CSP of media, not the pages' policy, on files and refusals", async () => {
      const cookie = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      for (const [client, status] of [
        [author, 200],
        [outsider, 404],
      ] as const) {
        const res = await fetch(`${base}${privateUrl}`, {
          headers: { cookie: cookie(client), origin: PUBLIC_URL },
        });
        expect(res.status).toBe(status);
        for (const [name, value] of Object.entries(MEDIA_HEADERS))
          expect(res.headers.get(name), name).toBe(value);
        await res.arrayBuffer();
      }
      const page = await fetch(`${base}/api/health`);
      expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    });
  });
});
