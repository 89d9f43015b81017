import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { RealtimeEvent } from "@guilda/shared";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLogger } from "../../platform/logger";
import { createRealtimeHub } from "../../platform/realtime/hub";
import { attachRealtime } from "../../platform/realtime/socket";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { openRealtimeSocket, type RealtimeSocket } from "../../test/realtime-socket";
import { findSocketSessions } from "../profiles/viewer.queries";
import { realtimeReach, realtimeSessions } from "./realtime.gateway";

/** A message as the socket heard it: an event with its id, or the hello. */
type Seen = { type: string; id?: number; post_id?: string; last_id?: number; resync?: boolean };

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

  function connect(client: TestClient | null, origin = PUBLIC_URL, query = "", at = url) {
    const headers: Record<string, string> = { origin };
    if (client) headers.cookie = cookieOf(client);
    return openRealtimeSocket(`${at}${query}`, headers);
  }

  /** The gateway as the server wires it, on another HTTP server when given. */
  function attach(on: ServerType, options: { maxPendingUpgrades?: number } = {}) {
    return attachRealtime(on as import("node:http").Server, {
      hub: t.deps.realtime,
      logger: t.deps.logger,
      allowedOrigins: [PUBLIC_URL],
      sessions: realtimeSessions(t.deps, (tokens) => findSocketSessions(t.db, tokens)),
      reach: (event) => realtimeReach(t.db, event),
      ...options,
    });
  }

  async function listening() {
    const s: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    return { server: s, url: `ws://127.0.0.1:${(s.address() as AddressInfo).port}/api/realtime` };
  }

  /** Waits until the socket has heard `count` messages (besides pongs). */
  async function heard(socket: RealtimeSocket, count: number, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (socket.events.length < count) {
      if (Date.now() > deadline)
        throw new Error(`heard ${socket.events.length} of ${count}: ${JSON.stringify(socket.events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return socket.events as unknown as Seen[];
  }

  /** A new post (each with its own text: a third copy of one text would be held for review). */
  async function publish(client: TestClient, title: string, spaceId?: string) {
    const res = await client.post("/api/posts", {
      title,
      content: `Texto de ${title}`,
      ...(spaceId ? { space_id: spaceId } : {}),
    });
    expect(res.status).toBe(201);
    return res.json.id as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ server, url } = await listening());
    sockets = attach(server);
    await sockets.ready();
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

  it("a socket that comes back with the last id it saw receives what it missed, once and in order, then live", async () => {
    const first = await connect(member);
    const [hello] = await heard(first, 1);
    expect(hello).toMatchObject({ type: "hello", resync: false });
    const before = await publish(author, "Antes da queda");
    const [, seen] = await heard(first, 2);
    expect(seen).toMatchObject({ type: "post.created", post_id: before });
    expect(seen!.id).toBeGreaterThan(hello!.last_id!);
    first.ws.close();
    await first.closed;

    // While it is away: two open posts, one of the staff's private space, a like.
    const away1 = await publish(author, "Enquanto estava fora 1");
    const secret = await publish(admin, "Só da equipe", hiddenId);
    const away2 = await publish(author, "Enquanto estava fora 2");
    await admin.put(`/api/posts/${away1}/like`);

    const back = await connect(member, PUBLIC_URL, `?since=${seen!.id}`);
    await heard(back, 4);
    const after = await publish(author, "Ao vivo");
    const events = await heard(back, 5);
    await new Promise((r) => setTimeout(r, 300)); // nothing else comes
    expect(back.events.map((e) => [e.type, (e as Seen).post_id])).toEqual([
      ["hello", undefined],
      ["post.created", away1],
      ["post.created", away2],
      ["post.updated", away1],
      // …then live, after what it missed.
      ["post.created", after],
    ]);
    const ids = events.slice(1).map((e) => e.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBeGreaterThan(seen!.id!);
    expect(back.events.some((e) => (e as Seen).post_id === secret)).toBe(false);
    back.ws.close();
  });

  it("after a restart the instance replays from the record, and a socket from too long ago is told to read again", async () => {
    // A second instance of the gateway, as after a deploy: it primes itself from the record.
    const staffSocket = await connect(admin);
    await heard(staffSocket, 1);
    const kept = await publish(author, "Guardado no registro");
    const [, event] = await heard(staffSocket, 2);
    staffSocket.ws.close();
    const restarted = await listening();
    const again = attach(restarted.server);
    await again.ready();
    try {
      const back = await connect(admin, PUBLIC_URL, `?since=${event!.id! - 1}`, restarted.url);
      const replay = await heard(back, 2);
      expect(replay[0]).toMatchObject({ type: "hello", resync: false });
      expect(replay[1]).toMatchObject({ type: "post.created", post_id: kept });
      back.ws.close();
      // Pruned: only the newest event stays on record; an older position cannot be replayed.
      await t.deps.realtime.publish({ type: "post.deleted", post_id: kept, space_id: kept });
      await t.deps.realtime.prune(0);
      const third = await listening();
      const later = attach(third.server);
      await later.ready();
      try {
        const stale = await connect(admin, PUBLIC_URL, `?since=${event!.id! - 1}`, third.url);
        const [hello] = await heard(stale, 1);
        expect(hello).toMatchObject({ type: "hello", resync: true });
        expect(hello!.last_id).toBeGreaterThan(event!.id!);
        // A fresh page (no `since`) just starts from now.
        const fresh = await connect(admin, "http://localhost:3999", "", third.url);
        expect((await heard(fresh, 1))[0]).toMatchObject({ type: "hello", resync: false });
        stale.ws.close();
        fresh.ws.close();
      } finally {
        later.close();
        await new Promise((r) => third.server.close(r));
      }
    } finally {
      again.close();
      await new Promise((r) => restarted.server.close(r));
    }
  });

  it("a busy instance asks newcomers to come back later, and ended sessions lose their sockets at the re-check", async () => {
    const busy = await listening();
    const refusing = attach(busy.server, { maxPendingUpgrades: 0 });
    try {
      const told = await connect(member, PUBLIC_URL, "", busy.url);
      expect(await told.closed).toEqual({ code: 1013, reason: "3000" });
    } finally {
      refusing.close();
      await new Promise((r) => busy.server.close(r));
    }

    const leaving = t.client();
    await signUpConfirmed(leaving, t.db);
    const staying = await connect(member);
    const gone = await connect(leaving);
    await heard(gone, 1);
    expect((await leaving.post("/api/auth/sign-out", {})).status).toBe(200);
    await sockets.recheck();
    expect(await gone.closed).toEqual({ code: 4401, reason: "session ended" });
    expect(staying.ws.readyState).toBe(staying.ws.OPEN);
    staying.ws.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "fans events out across instances through LISTEN/NOTIFY",
    async () => {
      const logger = createLogger("silent");
      // Both on this run's database, where the events are numbered and kept.
      const databaseUrl = inject("testDatabaseUrl");
      const a = createRealtimeHub({ databaseUrl, db: t.db, logger });
      const b = createRealtimeHub({ databaseUrl, db: t.db, logger });
      const heardOnB = new Promise<[RealtimeEvent, number]>((resolve) =>
        b.subscribe((e, id) => resolve([e, id])),
      );
      const heardOnA = new Promise<[RealtimeEvent, number]>((resolve) =>
        a.subscribe((e, id) => resolve([e, id])),
      );
      await Promise.all([a.listening(), b.listening()]);
      const event: RealtimeEvent = {
        type: "post.deleted",
        post_id: crypto.randomUUID(),
        space_id: crypto.randomUUID(),
      };
      await a.publish(event);
      const [onB, idOnB] = await heardOnB;
      expect(onB).toEqual(event);
      // Both instances know the event by the same id, the one kept for replay.
      expect(idOnB).toBe((await heardOnA)[1]);
      const { events, lastId } = await b.recent(60_000, 10);
      expect(lastId).toBe(idOnB);
      expect(events.at(-1)).toEqual({ id: idOnB, event });
      await a.close();
      await b.close();
    },
  );
});
