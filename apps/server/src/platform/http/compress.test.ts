import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { beforeAll, describe, expect, it } from "vitest";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { createTestApp, PUBLIC_URL } from "../../test/harness";
import { BOOT_DATA_ID } from "@guilda/shared/rules/boot-data";
import { compressResponses, negotiateEncoding } from "./compress";

const decode = (encoding: string | null, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

async function raw(app: { request: Hono["request"] }, url: string, headers: Record<string, string> = {}) {
  const res = await app.request(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, text: decode(res.headers.get("content-encoding"), body).toString("utf8") };
}

describe("negotiateEncoding", () => {
  it("follows the q-values, refuses q=0, honours * and prefers brotli on a tie", () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding("")).toBeUndefined();
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("GZIP;Q=1")).toBe("gzip");
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});

describe("answers compressed on the fly", () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Publicação número ${i}` })) };
  const app = new Hono();
  app.use(compressResponses());
  app.get("/big", (c) => c.json(big));
  app.get("/small", (c) => c.json({ ok: true }));
  app.get("/page", (c) => c.html(`<!doctype html><p>${"Olá, comunidade! ".repeat(200)}</p>`));
  app.get("/partial", (c) => c.json(big, 206));
  app.get("/csv", (c) => c.text("a;b\n".repeat(1000), 200, { "content-type": "text/csv" }));
  app.get("/keep", (c) => c.json(big, 200, { "cache-control": "no-transform" }));
  app.get("/events", (c) =>
    streamSSE(c, async (stream) => {
      for (let i = 0; i < 3; i++) await stream.writeSSE({ data: "x".repeat(600) });
    }),
  );

  it("compresses JSON above 1 KB with the encoding the client prefers, and says Vary", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const { res, body, text } = await raw(app, "/big", { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
      expect(JSON.parse(text)).toEqual(big);
    }
    const html = await raw(app, "/page", { "accept-encoding": "br" });
    expect(html.res.headers.get("content-encoding")).toBe("br");
    expect(html.text).toContain("Olá, comunidade!");
  });

  it("sends identity to a client that accepts no encoding, still saying Vary", async () => {
    const { res, text } = await raw(app, "/big");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(JSON.parse(text)).toEqual(big);
  });

  it("leaves small answers, streams, ranges, other types and no-transform alone", async () => {
    const accept = { "accept-encoding": "br, gzip" };
    const small = await raw(app, "/small", accept);
    expect(small.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(small.text)).toEqual({ ok: true });
    for (const url of ["/partial", "/csv", "/keep", "/events"]) {
      const { res } = await raw(app, url, accept);
      expect(res.headers.get("content-encoding"), url).toBeNull();
    }
    const events = await raw(app, "/events", accept);
    expect(events.text.match(/^data: x+$/gm)).toHaveLength(3);
    const head = await app.request("/big", { method: "HEAD", headers: accept });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});

describe("the real app", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const script = `export const greeting = ${JSON.stringify("Bem-vindo à comunidade. ".repeat(100))};\n`;
  const html = `<!doctype html><html lang="pt-BR"><head><title>Guilda</title></head><body>${"<div id=root></div>".repeat(80)}</body></html>`;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), "guilda-dist-"));
    mkdirSync(path.join(dist, "assets"));
    mkdirSync(path.join(dist, ".vite"));
    const asset = path.join(dist, "assets/app-abc123.js");
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    // No twins for the document: it is compressed as it leaves.
    writeFileSync(path.join(dist, "index.html"), html);
    // The entry's chunks, two pages sharing a chunk, and something the site must never show.
    const manifest = {
      "src/main.tsx": { file: "assets/index-e1.js", isEntry: true, imports: ["_web-w1.js"] },
      "_web-w1.js": { file: "assets/web-w1.js" },
      "src/app/routes/feed.tsx": { file: "assets/feed-f1.js", imports: ["_web-w1.js", "_card-c1.js"] },
      "_card-c1.js": { file: "assets/card-c1.js", imports: ["_web-w1.js"] },
      "src/app/routes/members.tsx": {
        file: "assets/members-m1.js",
        imports: ["_card-c1.js", "_dialog-d1.js"],
      },
      "_dialog-d1.js": { file: "assets/dialog-d1.js" },
      "src/app/routes/auth/login.tsx": {
        file: "assets/login-l1.js",
        imports: ["_web-w1.js", "_dialog-d1.js"],
      },
      "src/app/routes/landing.tsx": { file: "assets/landing-p1.js", imports: ["_web-w1.js", "_card-c1.js"] },
      secret: { file: "assets/secret.js" },
    };
    writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });

  it("sends the build's brotli or gzip twin by Accept-Encoding, with the asset's type and caching", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
    ] as const) {
      const { res, body, text } = await raw(t.app, "/assets/app-abc123.js", { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(script.length / 5);
      expect(text).toBe(script);
    }
    const plain = await raw(t.app, "/assets/app-abc123.js");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toMatch(/accept-encoding/i);
    // The plain file keeps its caching too.
    expect(plain.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.text).toBe(script);
    // A range is a range of the file itself.
    const ranged = await raw(t.app, "/assets/app-abc123.js", { "accept-encoding": "br", range: "bytes=0-9" });
    expect(ranged.res.status).toBe(206);
    expect(ranged.res.headers.get("content-encoding")).toBeNull();
    expect(ranged.text).toBe(script.slice(0, 10));
  });

  it("compresses the page and JSON answers on the way out; keeps the build's hidden files private", async () => {
    const page = await raw(t.app, "/membros", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(page.res.headers.get("content-encoding")).toBe("br");
    expect(page.res.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toBe(html);

    const hidden = await raw(t.app, "/.vite/manifest.json");
    expect(hidden.text).not.toContain("secret");

    const client = t.client();
    await signUpConfirmed(client, t.db);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // A long bio makes the viewer's own answer larger than the 1 KB threshold.
    expect((await client.patch("/api/me/profile", { bio: "⌚".repeat(500) })).status).toBe(200);
    const json = await raw(t.app, `${PUBLIC_URL}/api/me`, { cookie, "accept-encoding": "gzip" });
    const plain = await raw(t.app, `${PUBLIC_URL}/api/me`, { cookie });
    expect(json.res.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(json.res.headers.get("content-encoding")).toBe("gzip");
    expect(json.res.headers.get("content-type")).toMatch(/application\/json/);
    expect(json.res.headers.get("cache-control")).toBe("no-store");
    expect(json.body.length).toBeLessThan(plain.body.length / 2);
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(json.text).toBe(plain.text);
  });

  it("gives a member's page the session, the settings and its files; a visitor, a forged or an ended session the plain file", async () => {
    const client = t.client();
    await signUpConfirmed(client, t.db);
    // Text a member controls goes into the page: it must not be able to end the JSON block.
    const bio = "</script><script>alert(1)</script><!-- ⌚";
    expect((await client.patch("/api/me/profile", { bio })).status).toBe(200);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    await createSpace(t.db, { slug: "geral" });
    expect((await client.post("/api/posts", { title: "</script> Olá", content: "<!-- texto" })).status).toBe(
      201,
    );
    const session = (await client.get("/api/session")).json;
    const settings = (await client.get("/api/settings")).json;
    expect(session.profile.bio).toBe(bio);
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Curso <b>",
      lessons: [{ is_preview: true }, {}],
    });
    const feedUrl = "/api/posts?tab=recentes&limit=20";
    const courseUrl = `/api/courses/${course.slug}`;
    const feed = (await client.get(feedUrl)).json;
    expect(feed.items.map((p: { title: string }) => p.title)).toEqual(["</script> Olá"]);
    const coursePage = (await client.get(courseUrl)).json;
    expect(coursePage.title).toBe("Curso <b>");
    // A lesson's page reads the lesson and its course (the outline beside the player); a locked
    // lesson (403) does not travel, its course does.
    const lessonUrl = `/api/courses/${course.slug}/lessons/${lessons[0]!.slug}`;
    const lessonPage = (await client.get(lessonUrl)).json;
    expect(lessonPage.title).toBe(lessons[0]!.title);
    expect((await client.get(`/api/courses/${course.slug}/lessons/${lessons[1]!.slug}`)).status).toBe(403);
    const directory = (await client.get("/api/members")).json;
    expect(directory.items.length).toBeGreaterThan(0);
    // The page's first reads that succeed travel with it; a course that does not exist does not.
    const answersOf: Record<string, Record<string, unknown>> = {
      "/": { [feedUrl]: feed },
      "/membros": { "/api/members": directory },
      "/membros?sort=points": {},
      [`/curso/${course.slug}`]: { [courseUrl]: coursePage },
      [`/curso/${course.slug}/aula/${lessons[0]!.slug}?t=4`]: {
        [lessonUrl]: lessonPage,
        [courseUrl]: coursePage,
      },
      [`/curso/${course.slug}/aula/${lessons[1]!.slug}`]: { [courseUrl]: coursePage },
      "/curso/qualquer": {},
    };
    // The page's own files that the entry does not bring are announced (a page the build does not
    // have announces nothing).
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    const hintsOf: Record<string, string> = {
      "/": preload("feed-f1.js") + preload("card-c1.js"),
      "/membros": preload("members-m1.js") + preload("card-c1.js") + preload("dialog-d1.js"),
      "/membros?sort=points": preload("members-m1.js") + preload("card-c1.js") + preload("dialog-d1.js"),
    };
    for (const [url, answers] of Object.entries(answersOf)) {
      const member = await raw(t.app, url, { cookie, "accept-encoding": "gzip" });
      expect(member.res.status).toBe(200);
      expect(member.res.headers.get("cache-control")).toBe("private, no-cache");
      expect(member.res.headers.get("vary")).toMatch(/cookie/i);
      const block = new RegExp(
        `<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script></head>`,
      );
      const json = block.exec(member.text)?.[1];
      expect(json).toBeDefined();
      expect(JSON.parse(json!)).toEqual({ session, settings, answers });
      // The page is the file, marked and carrying the block, and nothing else.
      expect(member.text.replace(block, "</head>")).toBe(
        html.replace("<html ", "<html data-signed-in ").replace("</head>", `${hintsOf[url] ?? ""}</head>`),
      );
      const visitor = await raw(t.app, url);
      expect(visitor.text).toBe(html);
      expect(visitor.res.headers.get("cache-control")).toBe("no-cache");
    }
    // An admin's directory carries the pending invites too: they come before the members' cards.
    const staff = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(staff, t.db)).id);
    await staff.post("/api/admin/members/batch", {
      mode: "invite",
      source: "manual",
      members: [{ name: "João Conceição", email: "joao.conceicao@exemplo.com" }],
    });
    const staffCookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const invites = (await staff.get("/api/admin/invites")).json;
    expect(invites.map((i: { full_name: string }) => i.full_name)).toEqual(["João Conceição (Convite)"]);
    const adminPage = await raw(t.app, "/membros", { cookie: staffCookie });
    const adminBoot = JSON.parse(
      new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script>`).exec(
        adminPage.text,
      )![1]!,
    );
    expect(Object.keys(adminBoot.answers).sort()).toEqual([
      "/api/admin/invites",
      "/api/admin/members/pending",
      "/api/members",
    ]);
    expect(adminBoot.answers["/api/admin/invites"]).toEqual(invites);
    expect(adminBoot.answers["/api/admin/members/pending"]).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
    });
    // A sign-up waiting for approval gets its session only: no first reads, no member's files, not
    // marked signed-in (the waiting page has no sidebar).
    expect((await staff.put("/api/admin/settings/join-policy", { join_policy: "approval" })).status).toBe(
      200,
    );
    const waiting = t.client();
    await signUpConfirmed(waiting, t.db);
    const waitingCookie = [...waiting.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const waitingPage = await raw(t.app, "/", { cookie: waitingCookie });
    const waitingBoot = JSON.parse(
      new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script>`).exec(
        waitingPage.text,
      )![1]!,
    );
    expect(waitingBoot.session.profile.is_pending).toBe(true);
    expect(waitingBoot.answers).toEqual({});
    expect(waitingPage.text).not.toContain("data-signed-in");
    expect(waitingPage.text).not.toContain("modulepreload");
    expect((await staff.put("/api/admin/settings/join-policy", { join_policy: "open" })).status).toBe(200);
    // A visitor's login page announces its files and says there is no session; a member's login
    // page announces nothing (the app sends the member on) and carries the member's session.
    const login = await raw(t.app, "/auth/login", { "accept-encoding": "gzip" });
    expect(login.res.status).toBe(200);
    expect(login.res.headers.get("cache-control")).toBe("no-cache");
    const visitorBoot = JSON.stringify({ session: null, settings, answers: {} }).replace(/</g, "\\u003c");
    expect(login.text).toBe(
      html.replace(
        "</head>",
        `${preload("login-l1.js")}${preload("dialog-d1.js")}` +
          `<script id="${BOOT_DATA_ID}" type="application/json">${visitorBoot}</script></head>`,
      ),
    );
    const memberLogin = (await raw(t.app, "/auth/login", { cookie })).text;
    expect(memberLogin).not.toContain("modulepreload");
    expect(memberLogin).toContain(`"session":{`);
    // A cookie whose signature does not match is a visitor's page.
    const forged = cookie.replace(/=([^.;]+)\.[^;]+/, "=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    expect(forged).not.toBe(cookie);
    expect((await raw(t.app, "/membros", { cookie: forged })).text).toBe(html);
    // Files are files, whoever asks.
    expect((await raw(t.app, "/assets/app-abc123.js", { cookie })).text).toBe(script);
    // A correctly signed cookie whose session has ended is a visitor's page too.
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const ended = await raw(t.app, "/membros", { cookie });
    expect(ended.res.status).toBe(200);
    expect(ended.text).toBe(html);
    expect(ended.res.headers.get("cache-control")).toBe("no-cache");
  });
  it("sends a visitor's / to the landing while the public page is on, the landing and /pricing with their answers", async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    const bootOf = (text: string) =>
      JSON.parse(
        new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([^<]*)</script>`).exec(text)![1]!,
      );
    // Off (the default): "/" is the file (the app sends the visitor to the login page); the landing
    // and /pricing carry no answers and announce the login page's files, where the app goes.
    const home = await raw(t.app, "/");
    expect(home.res.status).toBe(200);
    expect(home.text).toBe(html);
    for (const url of ["/inicio", "/pricing"]) {
      const page = await raw(t.app, url);
      expect(page.res.status).toBe(200);
      const boot = bootOf(page.text);
      expect(boot.session).toBeNull();
      expect(boot.settings.public_page).toBe(false);
      expect(boot.answers).toEqual({});
      expect(page.text).toContain(preload("login-l1.js"));
      expect(page.text).not.toContain("landing-p1.js");
    }

    const admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db)).id);
    const on = await admin.put("/api/admin/settings/public-page", {
      public_page: true,
      public_description: "Para quem </script> ama café.",
    });
    expect(on.status).toBe(200);
    const landing = (await t.client().get("/api/public/landing")).json;
    const plans = (await t.client().get("/api/public/plans")).json;

    // On: a visitor's "/" goes to the landing; a member's "/" is still the feed.
    const visitorHome = await raw(t.app, "/");
    expect(visitorHome.res.status).toBe(302);
    expect(visitorHome.res.headers.get("location")).toBe("/inicio");
    expect(visitorHome.res.headers.get("cache-control")).toBe("no-cache");
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const memberHome = await raw(t.app, "/", { cookie });
    expect(memberHome.res.status).toBe(200);
    expect(memberHome.text).toContain("data-signed-in");

    // The landing carries its answer and announces its files; /pricing carries the plans.
    const page = await raw(t.app, "/inicio", { "accept-encoding": "gzip" });
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("cache-control")).toBe("no-cache");
    const boot = bootOf(page.text);
    expect(boot.session).toBeNull();
    expect(boot.settings.public_page).toBe(true);
    expect(boot.answers).toEqual({ "/api/public/landing": landing });
    expect(page.text).toContain(preload("landing-p1.js") + preload("card-c1.js"));
    // The admin's text cannot end the JSON block.
    expect(page.text).not.toContain("</script> ama");
    const pricing = bootOf((await raw(t.app, "/pricing")).text);
    expect(pricing.answers).toEqual({ "/api/public/plans": plans });
    // A member's /inicio is the static page with the member's session (the app shows the preview).
    const memberLanding = await raw(t.app, "/inicio", { cookie });
    expect(bootOf(memberLanding.text).session).not.toBeNull();

    await admin.put("/api/admin/settings/public-page", { public_page: false, public_description: "" });
    expect((await raw(t.app, "/")).res.status).toBe(200);
  });
});
