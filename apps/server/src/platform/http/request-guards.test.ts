import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { listen } from "./server";

type App = Awaited<ReturnType<typeof createTestApp>>;

const MB = 1024 * 1024;

/** A body of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

/** Raw HTTP over a socket: what came back, and when the server closed the connection. */
function rawRequest(port: number, head: string, { waitMs }: { waitMs: number }) {
  return new Promise<{ response: string; closedAfterMs: number | null }>((resolve) => {
    const started = Date.now();
    let response = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ response, closedAfterMs: null });
    }, waitMs);
    socket.on("data", (d) => (response += d.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

describe("request guards", () => {
  let t: App;
  let member: TestClient;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.client();
    await signUpConfirmed(member, t.db);
    await createSpace(t.db, { slug: "geral", order: 1 });
    await createSpace(t.db, { slug: "papo", type: "chat", order: 2 });
    postId = (await member.post("/api/posts", { title: "Olá", content: "Primeiro" })).json.id;
  });

  it("refuses a 50 MB body from a visitor with 413 before reading it, declared or streamed", async () => {
    for (const path of ["/api/posts", "/api/auth/sign-in/email"]) {
      const declared = countingBody(50 * MB);
      const res = await t.app.request(`${PUBLIC_URL}${path}`, {
        method: "POST",
        headers: {
          origin: PUBLIC_URL,
          "content-type": "application/json",
          "content-length": String(50 * MB),
        },
        body: declared.stream,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "O conteúdo enviado é grande demais.",
      });
      expect(declared.state.pulled).toBeLessThanOrEqual(64 * 1024);

      const streamed = countingBody(50 * MB);
      const res2 = await t.app.request(`${PUBLIC_URL}${path}`, {
        method: "POST",
        headers: { origin: PUBLIC_URL, "content-type": "application/json" },
        body: streamed.stream,
        duplex: "half",
      } as RequestInit);
      expect(res2.status).toBe(413);
      // Cut at the 1 MB cap, never read whole.
      expect(streamed.state.pulled).toBeLessThanOrEqual(MB + 2 * 64 * 1024);
    }
  });

  it("lets the batch endpoint take a bigger body than the 1 MB cap (but only admins reach it)", async () => {
    const body = JSON.stringify({ mode: "invite", source: "csv", members: [], pad: "x".repeat(2 * MB) });
    const res = await member.request("POST", "/api/admin/members/batch", undefined, {
      headers: { "content-type": "application/json" },
      rawBody: body,
    });
    expect(res.status).toBe(403);
    const tooBig = await member.request("POST", "/api/posts", undefined, {
      headers: { "content-type": "application/json" },
      rawBody: body,
    });
    expect(tooBig.status).toBe(413);
  });

  it("answers malformed JSON with a pt-BR JSON error", async () => {
    for (const path of ["/api/posts", "/api/auth/sign-in/email"]) {
      const res = await member.request("POST", path, undefined, {
        headers: { "content-type": "application/json" },
        rawBody: '{"title": "sem fim',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.json).toEqual({
        code: "INVALID_JSON",
        message: "Não foi possível ler os dados enviados (JSON inválido).",
      });
    }
  });

  it("refuses a NUL character in any text field, path or query parameter with a 400 field error", async () => {
    const nul = "a\u0000b";
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/posts", { title: nul, content: "ok" }, "title"],
      ["POST", "/api/posts", { title: "ok", content: nul }, "content"],
      ["POST", `/api/posts/${postId}/comments`, { content: nul }, "content"],
      ["POST", "/api/spaces/papo/messages", { content: nul }, "content"],
      ["PATCH", "/api/me/profile", { full_name: nul }, "full_name"],
      ["GET", "/api/members?q=a%00b", undefined, "q"],
      ["GET", "/api/posts?space=a%00b", undefined, "space"],
      ["GET", "/api/posts?author=a%00b", undefined, "author"],
      ["GET", "/api/members/a%00b", undefined, "_"],
      ["GET", "/api/spaces/a%00b", undefined, "_"],
      ["POST", "/api/auth/sign-in/email", { email: "a\u0000@b.com", password: "x" }, "email"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await member.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.code).toBe("VALIDATION");
      expect(res.json.fieldErrors).toEqual({ [field]: "Este campo contém caracteres inválidos." });
    }
    // Nothing was written.
    const feed = await member.get("/api/posts");
    expect(feed.json.items.map((p: { title: string }) => p.title)).toEqual(["Olá"]);
  });

  describe("on a real HTTP server", () => {
    let server: Awaited<ReturnType<typeof listen>>["server"];
    let port: number;

    beforeAll(async () => {
      ({ server, port } = await listen(t.app.fetch, {
        port: 0,
        hostname: "127.0.0.1",
        timeouts: { headersMs: 1_000, requestMs: 5_000, idleMs: 800, keepAliveMs: 3_000 },
      }));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const head = (length: string) =>
      `POST /api/posts HTTP/1.1\r\nHost: localhost\r\nOrigin: ${PUBLIC_URL}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

    it("answers a huge declared body at once and closes the connection", async () => {
      const { response, closedAfterMs } = await rawRequest(port, head("99999999999"), { waitMs: 10_000 });
      expect(response).toMatch(/^HTTP\/1\.1 413/);
      expect(response).toContain("PAYLOAD_TOO_LARGE");
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(3_000);
    });

    it("closes a connection whose announced body never arrives", async () => {
      const { response, closedAfterMs } = await rawRequest(port, head("100"), { waitMs: 10_000 });
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(6_000);
      expect(response).not.toMatch(/^HTTP\/1\.1 2/);
    });

    it("closes a connection that never finishes its headers", async () => {
      const { closedAfterMs } = await rawRequest(port, "GET /api/health HTTP/1.1\r\nHost: local", {
        waitMs: 10_000,
      });
      expect(closedAfterMs).not.toBeNull();
      expect(closedAfterMs!).toBeLessThan(6_000);
    });

    it("keeps an idle connection open for the next request until its keep-alive time", async () => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      let closedAt: number | null = null;
      socket.on("data", (d) => (received += d.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => (closedAt = Date.now()));
      const answers = () => received.match(/HTTP\/1\.1 200 OK\r\n/g)?.length ?? 0;
      const get = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(get);
      await expect.poll(answers).toBe(1);
      // Idle for longer than the header timeout (1 s): the connection is still there for the next request.
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      expect(closedAt).toBeNull();
      socket.write(get);
      await expect.poll(answers).toBe(2);
      expect(received).toContain("Keep-Alive: timeout=3");
      const idleFrom = Date.now();
      // Then, left idle, it is closed once its keep-alive time (3 s) is over.
      await expect.poll(() => closedAt, { timeout: 6_000 }).not.toBeNull();
      expect(closedAt! - idleFrom).toBeGreaterThanOrEqual(2_500);
      expect(closedAt! - idleFrom).toBeLessThan(4_500);
    });
  });
});
