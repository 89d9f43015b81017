import { directoryMessages } from "@guilda/shared/messages/directory";
import { privacyMessages as m } from "@guilda/shared/messages/privacy";
import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, pgTable, PgTable, text, uuid } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import * as schema from "../../db/schema";
import { createSpace, lastMailTo, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, PUBLIC_URL, type TestClient } from "../../test/harness";
import {
  EXPORT_SECTIONS,
  exportedMemberColumns,
  NOT_EXPORTED,
  RESOLVED_SECTIONS,
  uncoveredMemberColumns,
} from "./export-catalogue";
import { NOTIFICATION_EMAIL_JOB, sweepNotificationEmails } from "../notifications/notification-emails";
import { buildExport, DATA_EXPORT_JOB, purgeExpiredExports } from "./privacy.service";
import { REMOVE_FILES_JOB } from "../uploads/uploads.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((t): t is PgTable =>
  is(t, PgTable),
);

/** The body of a GET as bytes (the test client reads text). */
async function getBytes(t: App, client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await t.app.request(`${PUBLIC_URL}${url}`, { headers: { cookie, origin: PUBLIC_URL } });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Every entry of a ZIP, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, string>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
          stream.on("error", reject);
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("export completeness (read from the schema)", () => {
  it("exports every column that names a member, or names why not", () => {
    expect(uncoveredMemberColumns(schemaTables)).toEqual([]);
  });

  it("would catch a new table that holds a member's id", () => {
    const favourites = pgTable("favourites", {
      id: uuid("id").primaryKey(),
      user_id: text("user_id").references(() => schema.profiles.id),
    });
    const notes = pgTable("notes", { id: uuid("id").primaryKey(), owner_id: text("owner_id") });
    expect(uncoveredMemberColumns([...schemaTables, favourites, notes])).toEqual([
      "favourites.user_id",
      "notes.owner_id",
    ]);
  });

  it("covers the events tables and lists only real exclusions", () => {
    const exported = exportedMemberColumns();
    for (const key of [
      "event_rsvps.user_id",
      "event_reminders.user_id",
      "calendar_feeds.user_id",
      "events.created_by",
    ])
      expect(exported.has(key)).toBe(true);
    for (const key of Object.keys(NOT_EXPORTED)) {
      expect(exported.has(key)).toBe(false);
      const [table, column] = key.split(".");
      const found = schemaTables.map((t) => getTableConfig(t)).find((c) => c.name === table);
      expect(found, key).toBeDefined();
      expect(
        found!.columns.some((c) => c.name === column),
        key,
      ).toBe(true);
    }
    const files = EXPORT_SECTIONS.map((s) => s.file);
    expect(new Set(files).size).toBe(files.length);
    for (const section of RESOLVED_SECTIONS) {
      const names = section.sources.map((s) => s.tableName);
      expect(new Set(names).size, section.file).toBe(names.length);
    }
  });
});

describe("'Baixar meus dados' and 'Excluir minha conta'", () => {
  let t: App;
  let ana: TestClient;
  let bruno: TestClient;
  let ids: { ana: string; bruno: string };
  let anaEmail: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = t.client();
    bruno = t.client();
    const a = await signUpConfirmed(ana, t.db, { name: "Ana Conceição" });
    const b = await signUpConfirmed(bruno, t.db, { name: "Bruno Reis" });
    ids = { ana: a.id, bruno: b.id };
    anaEmail = a.email;
    await createSpace(t.db, { slug: "geral", order: 1 });
    const lives = await createSpace(t.db, { slug: "lives", type: "eventos", order: 2 });
    // Ana's traces across the community.
    const post = await ana.post("/api/posts", {
      title: "Minha primeira publicação",
      content: "Olá, comunidade!",
    });
    expect(post.status).toBe(201);
    const brunoPost = await bruno.post("/api/posts", { title: "Post do Bruno", content: "Oi" });
    expect(
      (await ana.post(`/api/posts/${brunoPost.json.id}/comments`, { content: "Comentário da Ana" })).status,
    ).toBe(201);
    expect((await ana.put(`/api/posts/${brunoPost.json.id}/like`)).status).toBeLessThan(300);
    expect((await ana.put(`/api/members/${ids.bruno}/follow`)).status).toBeLessThan(300);
    expect((await bruno.put(`/api/members/${ids.ana}/follow`)).status).toBeLessThan(300);
    const suggestion = await ana.post("/api/suggestions", {
      title: "Sugestão de calendário",
      description: "Um calendário de lives.",
      category: "plataforma",
    });
    expect(suggestion.status).toBe(201);
    const [event] = await t.db
      .insert(schema.events)
      .values({
        space_id: lives.id,
        title: "Live de sexta",
        starts_at: new Date("2030-01-10T22:00:00Z"),
        ends_at: new Date("2030-01-10T23:00:00Z"),
      })
      .returning();
    await t.db.insert(schema.eventRsvps).values({
      event_id: event!.id,
      occurrence_at: event!.starts_at,
      user_id: ids.ana,
      status: "going",
    });
    await t.db
      .insert(schema.calendarFeeds)
      .values({ user_id: ids.ana, token: "segredo-do-calendario-da-ana" });
    // A certificate of Ana's that Bruno, as staff, revoked with a note.
    await t.db.insert(schema.certificates).values({
      code: "7K2M9QXH",
      user_id: ids.ana,
      member_name: "Ana Conceição",
      course_title: "Curso revogado",
      workload_minutes: 120,
      revoked_at: new Date("2026-10-01T12:00:00Z"),
      revoked_reason: "Nota interna: plágio na avaliação final",
      revoked_by: ids.bruno,
    });
    // The invite Ana accepted, sent to her address in another case.
    await t.db.insert(schema.memberInvites).values({
      name: "Ana C.",
      email: anaEmail.toUpperCase(),
      invite_token: "convite-secreto-da-ana",
      status: "accepted",
      tags: ["vip"],
      expires_at: new Date("2030-01-01T00:00:00Z"),
      accepted_at: new Date(),
    });
  });

  it("needs a session", async () => {
    const visitor = t.client();
    expect((await visitor.post("/api/me/data-export")).status).toBe(401);
    expect((await visitor.get("/api/me/data-exports")).status).toBe(401);
    expect((await visitor.request("DELETE", "/api/me", { confirmation: "EXCLUIR" })).status).toBe(401);
  });

  it("prepares the ZIP in a job, notifies the member and serves it to them only", async () => {
    expect((await ana.get("/api/me/data-exports")).json).toBeNull();
    const requested = await ana.post("/api/me/data-export");
    expect(requested.status).toBe(202);
    expect(requested.json.status).toBe("pending");
    await t.deps.jobs.idle([DATA_EXPORT_JOB]);

    const latest = (await ana.get("/api/me/data-exports")).json;
    expect(latest).toMatchObject({ id: requested.json.id, status: "ready" });
    const days = (Date.parse(latest.expires_at) - Date.parse(latest.ready_at)) / 86_400_000;
    expect(days).toBe(7);
    expect(latest.download_url).toBe(`/api/me/data-exports/${latest.id}/download`);

    const [notification] = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.user_id, ids.ana))
      .orderBy(sql`${schema.notifications.created_at} desc`)
      .limit(1);
    expect(notification).toMatchObject({ type: "data_export_ready", link: "/perfil/editar#privacidade" });
    expect(notification!.email_state).toBe("pending");

    // The e-mail goes with the member's next digest, once they are away (e-mail on by default).
    await t.db
      .update(schema.profiles)
      .set({ last_active_at: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.profiles.id, ids.ana));
    expect(await sweepNotificationEmails(t.deps)).toBe(1);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
    const mail = await lastMailTo(t.db, anaEmail);
    expect(mail!.text).toContain("A cópia dos seus dados está pronta para baixar");
    expect(mail!.text).toContain(`${PUBLIC_URL}/perfil/editar#privacidade`);

    // Another member, or nobody, cannot read it.
    expect((await bruno.get(latest.download_url)).status).toBe(404);
    expect((await t.client().get(latest.download_url)).status).toBe(401);
    expect((await bruno.get("/api/me/data-exports")).json).toBeNull();

    const download = await getBytes(t, ana, latest.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(download.body.length).toBe(latest.size_bytes);

    const entries = await unzip(download.body);
    expect([...entries.keys()].sort()).toEqual(["LEIA-ME.txt", ...EXPORT_SECTIONS.map((s) => s.file)].sort());
    expect(entries.get("LEIA-ME.txt")).toContain("LGPD");
    expect(entries.get("LEIA-ME.txt")).toContain(anaEmail);
    const json = (file: string) =>
      JSON.parse(entries.get(file)!) as Record<string, Record<string, unknown>[]>;
    for (const section of RESOLVED_SECTIONS) {
      expect(Object.keys(json(section.file)), section.file).toEqual(section.sources.map((s) => s.tableName));
    }
    expect(json("perfil.json").profiles).toEqual([
      expect.objectContaining({ id: ids.ana, full_name: "Ana Conceição" }),
    ]);
    expect(json("perfil.json").users![0]!.email).toBe(anaEmail);
    expect(json("publicacoes.json").posts!.map((p) => p.title)).toEqual(["Minha primeira publicação"]);
    expect(json("comentarios.json").post_comments!.map((c) => c.content)).toEqual(["Comentário da Ana"]);
    expect(json("curtidas.json").post_likes).toHaveLength(1);
    const follows = json("seguindo-e-seguidores.json").follows!;
    expect(follows).toHaveLength(2);
    expect(json("sugestoes-e-votos.json").suggestions!.map((s) => s.title)).toEqual([
      "Sugestão de calendário",
    ]);
    expect(json("eventos.json").event_rsvps).toEqual([
      expect.objectContaining({ status: "going", user_id: ids.ana }),
    ]);
    expect(json("convites.json").member_invites).toEqual([
      expect.objectContaining({ name: "Ana C.", tags: ["vip"], status: "accepted" }),
    ]);
    expect(json("convites.json").member_invites![0]).not.toHaveProperty("invite_token");
    expect(json("eventos.json").calendar_feeds).toEqual([
      expect.not.objectContaining({ token: expect.anything() }),
    ]);
    expect(json("pontos.json").points_ledger!.length).toBeGreaterThan(0);
    // A revoked certificate: the fact and its date, never the staff's note or who revoked it.
    const [certificate] = json("certificados.json").certificates!;
    expect(certificate).toMatchObject({ code: "7K2M9QXH", revoked_at: "2026-10-01T12:00:00.000Z" });
    expect(Object.keys(certificate!)).not.toContain("revoked_reason");
    expect(Object.keys(certificate!)).not.toContain("revoked_by");
    expect(json("acesso-e-sessoes.json").sessions!.length).toBeGreaterThan(0);
    // No secret leaves the server, and nothing of Bruno's own rows is in Ana's copy.
    const all = [...entries.values()].join("\n");
    const [session] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, ids.ana))
      .limit(1);
    const [account] = await t.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.userId, ids.ana))
      .limit(1);
    expect(all).not.toContain(session!.token);
    expect(all).not.toContain(account!.password!);
    expect(all).not.toContain("segredo-do-calendario-da-ana");
    expect(all).not.toContain("Post do Bruno");
    expect(all).not.toContain("plágio");
    expect(all).not.toMatch(/"(password|token|storage_key)":/);
  });

  it("prepares one copy at a time per member", async () => {
    await t.db.insert(schema.dataExports).values({ user_id: ids.bruno });
    const again = await bruno.post("/api/me/data-export");
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(m.exportPending);
    await expect(t.db.insert(schema.dataExports).values({ user_id: ids.bruno })).rejects.toThrow();
    expect((await bruno.get("/api/me/data-exports")).json.status).toBe("pending");
    await t.db.delete(schema.dataExports).where(eq(schema.dataExports.user_id, ids.bruno));
  });

  it("marks a copy failed after its last try, and the member may ask again", async () => {
    const [row] = await t.db.insert(schema.dataExports).values({ user_id: ids.bruno }).returning();
    const broken = {
      ...t.deps,
      storage: {
        ...t.deps.storage,
        putFile: () => Promise.reject(new Error("bucket unavailable")),
      },
    };
    const job = { id: "x", retryCount: 0, isLastAttempt: false };
    await expect(buildExport(broken, { exportId: row!.id }, job)).rejects.toThrow("bucket unavailable");
    expect((await bruno.get("/api/me/data-exports")).json.status).toBe("pending");
    await expect(
      buildExport(broken, { exportId: row!.id }, { ...job, retryCount: 2, isLastAttempt: true }),
    ).rejects.toThrow("bucket unavailable");
    expect((await bruno.get("/api/me/data-exports")).json).toMatchObject({
      status: "failed",
      download_url: null,
    });
    expect((await bruno.get(`/api/me/data-exports/${row!.id}/download`)).status).toBe(404);
    expect((await bruno.post("/api/me/data-export")).status).toBe(202);
    await t.deps.jobs.idle([DATA_EXPORT_JOB]);
    expect((await bruno.get("/api/me/data-exports")).json.status).toBe("ready");
    await t.db.delete(schema.dataExports).where(eq(schema.dataExports.user_id, ids.bruno));
  });

  it("limits how many copies a member asks for", async () => {
    const carla = t.client();
    await signUpConfirmed(carla, t.db, { name: "Carla" });
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      last = (await carla.post("/api/me/data-export")).status;
      await t.deps.jobs.idle([DATA_EXPORT_JOB]);
    }
    expect(last).toBe(429);
  });

  it("answers 410 once a copy expires, and the sweep removes its file", async () => {
    const latest = (await ana.get("/api/me/data-exports")).json;
    const [row] = await t.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, latest.id));
    expect(await t.deps.storage.get(row!.storage_key!)).not.toBeNull();
    await t.db
      .update(schema.dataExports)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.dataExports.id, latest.id));
    expect((await ana.get("/api/me/data-exports")).json).toMatchObject({
      status: "expired",
      download_url: null,
    });
    const gone = await ana.get(latest.download_url);
    expect(gone.status).toBe(410);
    expect(gone.json.message).toBe(m.exportExpired);

    const swept = await purgeExpiredExports(t.deps);
    expect(swept.removed).toBe(1);
    expect(await t.deps.storage.get(row!.storage_key!)).toBeNull();
    const [after] = await t.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, latest.id));
    expect(after).toMatchObject({ status: "expired", storage_key: null });
    expect((await ana.get(latest.download_url)).status).toBe(410);
  });

  it("asks for the typed confirmation and the password before deleting", async () => {
    const wrongWord = await ana.request("DELETE", "/api/me", {
      confirmation: "excluir",
      password: DEFAULT_PASSWORD,
    });
    expect(wrongWord.status).toBe(400);
    expect(wrongWord.json.fieldErrors.confirmation).toBe(m.confirmationWrong);
    const noPassword = await ana.request("DELETE", "/api/me", { confirmation: "EXCLUIR" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.fieldErrors.password).toBe(m.passwordRequired);
    const wrongPassword = await ana.request("DELETE", "/api/me", {
      confirmation: "EXCLUIR",
      password: "outra-senha",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.fieldErrors.password).toBe(m.passwordWrong);
    expect((await ana.get("/api/me")).status).toBe(200);
  });

  it("never deletes the last admin", async () => {
    const solo = t.client();
    const admin = await signUpConfirmed(solo, t.db, { name: "Única Admin" });
    await makeAdmin(t.db, admin.id);
    const res = await solo.request("DELETE", "/api/me", {
      confirmation: "EXCLUIR",
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(directoryMessages.cannotDeleteLastAdmin);
    expect((await solo.get("/api/me")).status).toBe(200);
  });

  it("keeps one admin when the last two delete themselves at once", async () => {
    const [only] = await t.db.select().from(schema.profiles).where(eq(schema.profiles.is_admin, true));
    const first = t.client();
    // The admin of the previous test signs in again in a client of this test.
    expect(
      (await first.post("/api/auth/sign-in/email", { email: only!.email, password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);
    const second = t.client();
    const other = await signUpConfirmed(second, t.db, { name: "Segunda Admin" });
    await makeAdmin(t.db, other.id);
    const body = { confirmation: "EXCLUIR", password: DEFAULT_PASSWORD };
    const results = await Promise.all([
      first.request("DELETE", "/api/me", body),
      second.request("DELETE", "/api/me", body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.json.message).toBe(directoryMessages.cannotDeleteLastAdmin);
    const admins = await t.db.select().from(schema.profiles).where(eq(schema.profiles.is_admin, true));
    expect(admins).toHaveLength(1);
  });

  it("deletes the member and everything of theirs, ends the session and removes the export files", async () => {
    const requested = await ana.post("/api/me/data-export");
    expect(requested.status).toBe(202);
    await t.deps.jobs.idle([DATA_EXPORT_JOB]);
    const [row] = await t.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, requested.json.id));
    expect(row!.status).toBe("ready");
    const oldCookies = new Map(ana.cookies);

    const res = await ana.request("DELETE", "/api/me", {
      confirmation: " EXCLUIR ",
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^guilda\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(ana.cookies.size).toBe(0);
    // The old cookie no longer opens a session.
    const replay = t.client();
    replay.cookies = oldCookies;
    expect((await replay.get("/api/me")).status).toBe(401);

    await t.deps.jobs.idle([REMOVE_FILES_JOB]);
    expect(await t.deps.storage.get(row!.storage_key!)).toBeNull();
    for (const section of RESOLVED_SECTIONS) {
      for (const source of section.sources) {
        const where = [
          ...source.by.map((c) => sql`${c} = ${ids.ana}`),
          ...source.byEmail.map((c) => sql`lower(${c}) = ${anaEmail.toLowerCase()}`),
        ];
        const [count] = (await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(source.table)
          .where(sql.join(where, sql` or `))) as { n: number }[];
        expect(
          count!.n,
          `${source.tableName} by ${[...source.by, ...source.byEmail].map((c) => c.name).join("/")}`,
        ).toBe(0);
      }
    }
    // Suggestions stay, anonymised; Bruno's post lost Ana's like and comment.
    const [kept] = await t.db
      .select()
      .from(schema.suggestions)
      .where(eq(schema.suggestions.title, "Sugestão de calendário"));
    expect(kept!.user_id).toBeNull();
    const [brunoPost] = await t.db.select().from(schema.posts).where(eq(schema.posts.author_id, ids.bruno));
    expect(brunoPost).toMatchObject({ likes_count: 0, comments_count: 0 });
  });

  it("removes the export files of a member an admin deletes", async () => {
    const admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Carla Admin" })).id);
    const requested = await bruno.post("/api/me/data-export");
    expect(requested.status).toBe(202);
    await t.deps.jobs.idle([DATA_EXPORT_JOB]);
    const [row] = await t.db
      .select()
      .from(schema.dataExports)
      .where(eq(schema.dataExports.id, requested.json.id));
    expect(row!.status).toBe("ready");
    expect(await t.deps.storage.get(row!.storage_key!)).not.toBeNull();
    expect((await admin.del(`/api/admin/members/${ids.bruno}`)).status).toBe(200);
    await t.deps.jobs.idle([REMOVE_FILES_JOB]);
    expect(await t.deps.storage.get(row!.storage_key!)).toBeNull();
  });
});
