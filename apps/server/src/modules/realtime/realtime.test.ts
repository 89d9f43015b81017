import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { RealtimeEvent } from "@guilda/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../platform/logger";
import { createRealtimeHub } from "../../platform/realtime/hub";
import { attachRealtime } from "../../platform/realtime/socket";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { openRealtimeSocket } from "../../test/realtime-socket";
import { realtimeAudience, realtimeViewer } from "./realtime.gateway";

describe("realtime websocket", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let sockets: ReturnType<typeof attachRealtime>;
  let url: string;
  let admin: TestClient;
  let member: TestClient;
  let author: TestClient;
  let hiddenId: string;

  const cookieOf = (c: TestClient) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  function connect(client: TestClient | null, origin = PUBLIC_URL) {
    const headers: Record<string, string> = { origin };
    if (client) headers.cookie = cookieOf(client);
    return openRealtimeSocket(url, headers);
  }

  beforeAll(async () => {
    t = await createTestApp();
    server = await new Promise((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    sockets = attachRealtime(server as import("node:http").Server, {
      hub: t.deps.realtime,
      logger: t.deps.logger,
      allowedOrigins: [PUBLIC_URL],
      authenticate: (headers) => realtimeViewer(t.deps, headers),
      audience: (event, viewers) => realtimeAudience(t.db, event, viewers),
    });
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
    admin = t.client();
    member = t.client();
    author = t.client();
    const a = await signUpConfirmed(admin, t.db);
    await makeAdmin(t.db, a.id);
    await signUpConfirmed(member, t.db);
    await signUpConfirmed(author, t.db);
    await createSpace(t.db, { slug: "geral" });
    hiddenId = (await createSpace(t.db, { slug: "equipe", isPrivate: true })).id;
  });

  afterAll(async () => {
    sockets?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("refuses a connection without a session or from another origin", async () => {
    await expect(connect(null)).rejects.toThrow("401");
    await expect(connect(member, "https://evil.example")).rejects.toThrow("403");
  });

  it("answers pings, and pushes new posts and counts, never a private space's to outsiders", async () => {
    const mine = await connect(member);
    const staff = await connect(admin);
    mine.ws.send(JSON.stringify({ type: "ping" }));
    expect((await mine.next("pong")).type).toBe("pong");

    const secret = await admin.post("/api/posts", {
      title: "Equipe",
      content: "Só staff",
      space_id: hiddenId,
    });
    const open = await author.post("/api/posts", { title: "Aberto", content: "Para todos" });
    const seen = await mine.next("post.created");
    expect(seen).toMatchObject({ type: "post.created", post_id: open.json.id });
    const staffSeen = await staff.next("post.created");
    expect(staffSeen).toMatchObject({ post_id: secret.json.id });

    await admin.put(`/api/posts/${open.json.id}/like`);
    expect(await mine.next("post.updated")).toMatchObject({
      post_id: open.json.id,
      likes_count: 1,
      comments_count: 0,
    });
    await admin.put(`/api/posts/${secret.json.id}/like`);
    await admin.del(`/api/posts/${secret.json.id}`);
    await author.del(`/api/posts/${open.json.id}`);
    expect(await mine.next("post.deleted")).toMatchObject({ post_id: open.json.id });
    // Everything the member got belongs to the open post.
    expect(mine.events.filter((e) => "post_id" in e && e.post_id === secret.json.id)).toEqual([]);
    mine.ws.close();
    staff.ws.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "fans events out across instances through LISTEN/NOTIFY",
    async () => {
      const logger = createLogger("silent");
      const a = createRealtimeHub({ databaseUrl: process.env.TEST_DATABASE_URL, logger });
      const b = createRealtimeHub({ databaseUrl: process.env.TEST_DATABASE_URL, logger });
      const heard = new Promise<RealtimeEvent>((resolve) => b.subscribe(resolve));
      await new Promise((r) => setTimeout(r, 300)); // both listeners connected
      const event: RealtimeEvent = {
        type: "post.deleted",
        post_id: crypto.randomUUID(),
        space_id: crypto.randomUUID(),
      };
      await a.publish(event);
      expect(await heard).toEqual(event);
      await a.close();
      await b.close();
    },
  );
});
