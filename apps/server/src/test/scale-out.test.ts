import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { EVENT_REMINDER_SWEEP_JOB } from "../modules/events/event-reminders";
import { EVENT_REMINDER_EMAIL_JOB } from "../modules/notifications/notification-emails";
import { createDatabase, type Database } from "../platform/db";
import { createLogger } from "../platform/logger";
import { makeAdmin, createSpace, makeModerator, signUpConfirmed } from "./accounts";
import { DEFAULT_PASSWORD, PUBLIC_URL, TestClient } from "./harness";
import { openRealtimeSocket } from "./realtime-socket";
import { scratchPostgres } from "./scratch-postgres";
import { startS3Peer } from "./s3";
import { startSmtpPeer } from "./smtp";

/**
 * Two real server processes (`node --import tsx src/index.ts`, as `npm start` runs it) on one
 * brand-new PostgreSQL database and one S3 bucket, behind an imaginary load balancer: both have the
 * same PUBLIC_URL, AUTH_SECRET and TRUST_PROXY, and a client may reach either on any request.
 */

const SERVER_ENTRY = path.join(import.meta.dirname, "../index.ts");
const AUTH_SECRET = "segredo-compartilhado-entre-instancias-2026";
const MINUTE = 60_000;

const serverUrl = process.env.TEST_DATABASE_URL;
const onCI = !!process.env.CI && !["0", "false"].includes(process.env.CI.toLowerCase());
// The embedded-database run of the suite sets TEST_DATABASE_URL to "" on purpose; left unset on
// CI, PostgreSQL is missing and the run must say so instead of passing without this proof.
const missingOnCI = serverUrl === undefined && onCI;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One app instance in its own process, with its own data dir. */
class Instance {
  child: ChildProcess | undefined;
  log = "";
  readonly dataDir = mkdtempSync(path.join(tmpdir(), "guilda-instancia-"));

  constructor(
    readonly name: string,
    readonly port: number,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(env: Record<string, string>) {
    this.child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
      env: {
        ...process.env,
        ...env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        WEB_DIST: "/nonexistent",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    this.child.stderr!.on("data", (chunk: Buffer) => (this.log += chunk.toString()));
    await until(
      `instance ${this.name} to answer`,
      async () => {
        if (this.child!.exitCode !== null) throw new Error(`instance ${this.name} exited:\n${this.log}`);
        return fetch(`${this.base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      60_000,
    );
  }

  stop() {
    const child = this.child;
    return new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  }
}

type Answer = { status: number; json: any; text: string; headers: Headers; body: Buffer };

/** A browser behind the load balancer: its cookies and its address (X-Forwarded-For) go to any instance. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  static from(client: TestClient, ip: string) {
    const visitor = new Visitor(ip);
    visitor.cookies = new Map(client.cookies);
    return visitor;
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(
    instance: Instance,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const raw = body instanceof Uint8Array;
    const res = await fetch(`${instance.base}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        "x-forwarded-for": this.ip,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body === undefined
          ? {}
          : { "content-type": raw ? "application/octet-stream" : "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString("utf8");
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, headers: res.headers, body: bytes };
  }

  /** A websocket on the instance's /api/realtime, keeping every event it hears. */
  listen(instance: Instance, query = "") {
    return openRealtimeSocket(`ws://127.0.0.1:${instance.port}/api/realtime${query}`, {
      origin: PUBLIC_URL,
      cookie: this.cookieHeader,
      "x-forwarded-for": this.ip,
    });
  }
}

let addressCounter = 0;
const nextIp = () => `203.0.113.${++addressCounter}`;

describe.runIf(serverUrl || missingOnCI)("two instances on one PostgreSQL and one S3 bucket", () => {
  let a: Instance;
  let b: Instance;
  let instances: Instance[] = [];
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let database: Database | undefined;
  let s3: Awaited<ReturnType<typeof startS3Peer>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  const people = {} as Record<
    "admin" | "ana" | "bruno" | "carla" | "dora",
    { client: TestClient; id: string; email: string }
  >;
  let eventId = "";

  const sql = async <T>(text: string, values?: unknown[]) => (await database!.sql(text, values)).rows as T[];

  beforeAll(async () => {
    if (!serverUrl) {
      throw new Error(
        "CI=true and TEST_DATABASE_URL is not set: the scale-out test needs PostgreSQL (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)",
      );
    }
    [scratch, s3, smtp] = await Promise.all([
      scratchPostgres(serverUrl, "guilda_escala"),
      startS3Peer(),
      startSmtpPeer(),
    ]);
    database = createDatabase({ kind: "postgres", url: scratch.url, max: 2 });
    await database.migrate();

    // The community, made through the app in this process before the instances start: members,
    // a space, and an event starting in 30 minutes that Ana is going to (its 1-hour reminder is due).
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "guilda-preparo-")),
      PUBLIC_URL,
      AUTH_SECRET,
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
    });
    const deps = createDeps(config, database, createLogger("silent"));
    await deps.jobs.start(); // the queues and the schedules exist before the instances start
    const app = createApp(deps);
    for (const name of ["admin", "ana", "bruno", "carla", "dora"] as const) {
      const client = new TestClient(app);
      const { id, email } = await signUpConfirmed(client, database.db, { name: `Pessoa ${name}` });
      people[name] = { client, id, email };
    }
    await makeAdmin(database.db, people.admin.id);
    await makeModerator(database.db, people.admin.id);
    await createSpace(database.db, { slug: "geral" });
    const lives = await createSpace(database.db, { slug: "lives", type: "eventos" });
    const startsAt = new Date(Date.now() + 30 * MINUTE);
    const event = await people.admin.client.post("/api/events", {
      space_id: lives.id,
      title: "Live de escala",
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 60 * MINUTE).toISOString(),
    });
    expect(event.status, event.text).toBe(201);
    eventId = event.json.event_id;
    const rsvp = await people.ana.client.put(`/api/events/${eventId}/rsvp`, {
      occurrence_at: event.json.occurrence_at,
      status: "going",
    });
    expect(rsvp.status, rsvp.text).toBe(200);
    await deps.jobs.stop();
    await deps.realtime.close();
    // Every run of the sweep counted below is the instances' own.
    expect(await sql(`select id from pgboss.job where name = $1`, [EVENT_REMINDER_SWEEP_JOB])).toEqual([]);
    // The schedules' clock is due now, as after a quiet minute, so the first instance to start
    // fires the every-minute sweeps at once instead of up to 30 s later.
    await database.sql("update pgboss.version set cron_on = null");

    const env = {
      DATABASE_URL: scratch.url,
      PUBLIC_URL,
      AUTH_SECRET,
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      SEED_DEMO: "false",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ...s3.env,
    };
    a = new Instance("A", await freePort());
    b = new Instance("B", await freePort());
    instances = [a, b];
    await Promise.all(instances.map((instance) => instance.start(env)));
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await scratch?.drop();
    await s3?.close();
    await smtp?.close();
  });

  it("instances starting together on a new database apply its migrations once", async () => {
    const fresh = await scratchPostgres(serverUrl!, "guilda_migracao");
    const starting = [1, 2, 3].map(() => createDatabase({ kind: "postgres", url: fresh.url, max: 1 }));
    try {
      const outcomes = await Promise.allSettled(starting.map((d) => d.migrate()));
      expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "ok"))).toEqual([
        "ok",
        "ok",
        "ok",
      ]);
      const files = readdirSync(path.join(import.meta.dirname, "../db/migrations")).filter((f) =>
        f.endsWith(".sql"),
      );
      const applied = await starting[0]!.sql("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0].n).toBe(files.length);
    } finally {
      for (const d of starting) await d.close();
      await fresh.drop();
    }
  });

  it("a post made on A reaches a websocket on B live", async () => {
    const ana = Visitor.from(people.ana.client, nextIp());
    const bruno = Visitor.from(people.bruno.client, nextIp());
    const onB = await ana.listen(b);
    try {
      const post = await bruno.call(a, "POST", "/api/posts", {
        title: "Olá de A",
        content: "Feito na instância A",
      });
      expect(post.status, post.text).toBe(201);
      expect(await onB.next("post.created")).toMatchObject({ type: "post.created", post_id: post.json.id });
      // And B answers it from the shared database.
      const read = await ana.call(b, "GET", `/api/posts/${post.json.id}`);
      expect(read.status, read.text).toBe(200);
    } finally {
      onB.ws.close();
    }
  });

  it("a socket dropped on A comes back on B and receives, once and in order, what was published on both meanwhile", async () => {
    type Heard = { type: string; id?: number; post_id?: string; resync?: boolean };
    const ana = Visitor.from(people.ana.client, nextIp());
    const bruno = Visitor.from(people.bruno.client, nextIp());
    const publish = async (on: Instance, title: string) => {
      const post = await bruno.call(on, "POST", "/api/posts", { title, content: `Texto: ${title}` });
      expect(post.status, post.text).toBe(201);
      return post.json.id as string;
    };
    const onA = await ana.listen(a);
    const alsoOnB = await ana.listen(b);
    const first = await publish(a, "Antes de cair");
    const seenOnA = (await onA.next("post.created")) as unknown as Heard;
    const seenOnB = (await alsoOnB.next("post.created")) as unknown as Heard;
    expect(seenOnA.post_id).toBe(first);
    // One id for one event, whichever instance delivered it.
    expect(seenOnB).toEqual(seenOnA);
    onA.ws.close();
    alsoOnB.ws.close();

    const missed = [await publish(b, "Enquanto isso, em B"), await publish(a, "Enquanto isso, em A")];
    const back = await ana.listen(b, `?since=${seenOnA.id}`);
    try {
      const deadline = Date.now() + 10_000;
      const posts = () => (back.events as unknown as Heard[]).filter((e) => e.type === "post.created");
      while (posts().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      const heard = back.events as unknown as Heard[];
      expect(heard[0]).toMatchObject({ type: "hello", resync: false });
      expect(posts().map((e) => e.post_id)).toEqual(missed);
      const ids = heard.slice(1).map((e) => e.id!);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
    } finally {
      back.ws.close();
    }
  });

  it("signing out on one instance ends the member's sessions on the other at once", async () => {
    // Both directions. 'Sair' ends every session of the member: the same cookie in another tab and
    // another device, each used on the other instance just before.
    for (const [here, there] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const) {
      const laptop = new Visitor(nextIp());
      const phone = new Visitor(nextIp());
      for (const [visitor, instance] of [
        [laptop, here],
        [phone, there],
      ] as const) {
        const signIn = await visitor.call(instance, "POST", "/api/auth/sign-in/email", {
          email: people.carla.email,
          password: DEFAULT_PASSWORD,
        });
        expect(signIn.status, signIn.text).toBe(200);
      }
      const otherTab = new Visitor(laptop.ip);
      otherTab.cookies = new Map(laptop.cookies);
      expect((await otherTab.call(there, "GET", "/api/posts")).status).toBe(200);
      expect((await phone.call(there, "GET", "/api/posts")).status).toBe(200);
      expect((await laptop.call(here, "GET", "/api/posts")).status).toBe(200);
      expect((await laptop.call(here, "POST", "/api/auth/sign-out", {})).status).toBe(200);
      const [tab, device] = [
        await otherTab.call(there, "GET", "/api/posts"),
        await phone.call(there, "GET", "/api/posts"),
      ];
      expect(tab.status, `same cookie, ${here.name} → ${there.name}: ${tab.text}`).toBe(401);
      expect(device.status, `other device, ${here.name} → ${there.name}: ${device.text}`).toBe(401);
    }
  });

  it("a password changed on A ends the member's other sessions on B at once", async () => {
    const laptop = new Visitor(nextIp());
    const phone = new Visitor(nextIp());
    for (const [visitor, instance] of [
      [laptop, a],
      [phone, b],
    ] as const) {
      const res = await visitor.call(instance, "POST", "/api/auth/sign-in/email", {
        email: people.dora.email,
        password: DEFAULT_PASSWORD,
      });
      expect(res.status, res.text).toBe(200);
    }
    expect((await phone.call(b, "GET", "/api/posts")).status).toBe(200);
    const changed = await laptop.call(a, "POST", "/api/auth/change-password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "outra-senha-bem-forte-2026",
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await phone.call(b, "GET", "/api/posts")).status).toBe(401);
    expect((await laptop.call(b, "GET", "/api/posts")).status).toBe(200);
  });

  it("a member deleted on A is signed out on B at once", async () => {
    const dora = new Visitor(nextIp());
    const signIn = await dora.call(b, "POST", "/api/auth/sign-in/email", {
      email: people.dora.email,
      password: "outra-senha-bem-forte-2026",
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect((await dora.call(b, "GET", "/api/posts")).status).toBe(200);
    const admin = Visitor.from(people.admin.client, nextIp());
    const removed = await admin.call(a, "DELETE", `/api/admin/members/${people.dora.id}`, {});
    expect(removed.status, removed.text).toBe(200);
    expect((await dora.call(b, "GET", "/api/posts")).status).toBe(401);
  });

  it("the sign-in rate limit counts attempts made on both instances together", async () => {
    // 3 attempts per 10 s per address: alternating, each instance alone sees only two.
    const attacker = new Visitor(nextIp());
    const attempt = (instance: Instance, i: number) =>
      attacker.call(instance, "POST", "/api/auth/sign-in/email", {
        email: people.bruno.email,
        password: `errada-${i}-tentativa`,
      });
    const statuses = [];
    for (const [i, instance] of [a, b, a, b].entries()) statuses.push((await attempt(instance, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another address is not held back by it, on either instance.
    const someoneElse = new Visitor(nextIp());
    const ok = await someoneElse.call(a, "POST", "/api/auth/sign-in/email", {
      email: people.bruno.email,
      password: DEFAULT_PASSWORD,
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it("a file uploaded through A is served by B from the bucket", async () => {
    const bruno = Visitor.from(people.bruno.client, nextIp());
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#a3c" } })
      .png()
      .toBuffer();
    const up = await bruno.call(a, "POST", "/api/uploads", new Uint8Array(png));
    expect(up.status, up.text).toBe(201);
    const key = (up.json.url as string).replace("/media/", "");
    expect(await s3!.objects()).toContain(key);

    const fromA = await bruno.call(a, "GET", up.json.url);
    const fromB = await bruno.call(b, "GET", up.json.url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(fromB.body).toEqual(fromA.body);
    expect((await sharp(fromB.body).metadata()).width).toBe(24);
    const range = await bruno.call(b, "GET", up.json.url, undefined, { range: "bytes=1-3" });
    expect(range.status).toBe(206);
    expect(range.body.toString("latin1")).toBe("PNG");
  });

  it("a scheduled sweep runs once for both instances: one reminder, one e-mail", async () => {
    // The event reminder sweep is scheduled every minute on both instances; it runs within ~35 s of
    // the start (the cron fires at once, a worker looks for it every 30 s).
    await until(
      "the event reminder sweep to run",
      async () =>
        (
          await sql<{ n: number }>(
            `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
            [EVENT_REMINDER_SWEEP_JOB],
          )
        )[0]!.n > 0,
      50_000,
    );
    const mails = await until(
      "the reminder e-mail",
      async () => {
        const found = smtp!.inbox.filter((m) => m.to.includes(people.ana.email));
        return found.length ? found : null;
      },
      15_000,
    );
    // Both instances settle: nothing left running or waiting in these queues.
    await until(
      "the reminder queues to settle",
      async () =>
        (
          await sql<{ n: number }>(
            `select count(*)::int as n from pgboss.job where name = any($1) and state < 'completed'`,
            [[EVENT_REMINDER_SWEEP_JOB, EVENT_REMINDER_EMAIL_JOB]],
          )
        )[0]!.n === 0,
      15_000,
    );

    // One sweep per tick of the schedule, not one per instance: runs of the sweep are a tick apart.
    const runs = await sql<{ created_on: Date }>(
      `select created_on from pgboss.job where name = $1 order by created_on`,
      [EVENT_REMINDER_SWEEP_JOB],
    );
    expect(runs.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i]!.created_on.getTime() - runs[i - 1]!.created_on.getTime()).toBeGreaterThan(20_000);
    }
    const emailJobs = await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1`, [
      EVENT_REMINDER_EMAIL_JOB,
    ]);
    expect(emailJobs[0]!.n).toBe(1);
    const reminders = await sql<{ n: number }>(
      `select count(*)::int as n from notifications where user_id = $1 and type = 'event_reminder' and event_id = $2`,
      [people.ana.id, eventId],
    );
    expect(reminders[0]!.n).toBe(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/Message-ID:\s+<lembrete-/i);
  });
});
