import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { backupMessages as m } from "@guilda/shared/messages/backups";
import type { AdminHub } from "@guilda/shared/schemas/admin-hub";
import type { BackupsPage } from "@guilda/shared/schemas/backups";
import { and, eq, gte } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { backups, notifications } from "../../db/schema";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import { startS3Peer } from "../../test/s3";
import {
  BACKUP_RUN_JOB,
  getBackupSettings,
  runBackup,
  saveBackupSettings,
  scheduledBackup,
} from "./backups.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

describe("backups (/api/admin/backups)", () => {
  let t: App;
  let admin: TestClient;
  let adminId: string;
  let member: TestClient;
  let moderator: TestClient;

  const page = async () => {
    const res = await admin.get("/api/admin/backups");
    expect(res.status, res.text).toBe(200);
    return res.json as BackupsPage;
  };
  const archives = () => {
    const dir = path.join(t.deps.config.dataDir, "backups");
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".zip"))
          .sort()
      : [];
  };
  const backupNow = async () => {
    const res = await admin.post("/api/admin/backups");
    expect(res.status, res.text).toBe(202);
    await t.deps.jobs.idle([BACKUP_RUN_JOB], 120_000);
    return res.json.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The daily backup is on by default; the real clock's tick (every 15 minutes) must not add a
    // backup in the middle of these tests: off until the test of the schedule switches it on.
    expect(await getBackupSettings(t.db)).toEqual({ enabled: true, hour: 3, retention: 7 });
    await saveBackupSettings(t.db, { enabled: false, hour: 3, retention: 7 });
    admin = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id;
    await makeAdmin(t.db, adminId);
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Bruno Membro" });
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Mara Moderadora" })).id);
  });

  it("is for admins only: 401 signed out, 403 for members and moderators, on every endpoint", async () => {
    const created = await backupNow();
    const anonymous = t.client();
    const calls = [
      (c: TestClient) => c.get("/api/admin/backups"),
      (c: TestClient) => c.post("/api/admin/backups"),
      (c: TestClient) => c.put("/api/admin/backups/settings", { enabled: false, hour: 4, retention: 3 }),
      (c: TestClient) => c.get(`/api/admin/backups/${created}/download`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(member)).status).toBe(403);
      expect((await call(moderator)).status).toBe(403);
    }
    // Nothing was changed or started by the refused calls.
    const list = await page();
    expect(list.settings).toEqual({ enabled: false, hour: 3, retention: 7 });
    expect(list.items).toHaveLength(1);
  });

  it("'Fazer backup agora' makes an archive: listed with its size and contents, downloadable by admins", async () => {
    const list = await page();
    expect(list.destination).toBe("local");
    const [item] = list.items;
    expect(item).toMatchObject({
      status: "done",
      trigger: "manual",
      requested_by: { id: adminId, full_name: "Ana Admin" },
      error: null,
      progress: null,
    });
    expect(item!.size_bytes).toBeGreaterThan(1000);
    expect(item!.tables).toBeGreaterThan(60);
    expect(item!.rows).toBeGreaterThan(3);
    expect(item!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(item!.download_url).toBe(`/api/admin/backups/${item!.id}/download`);
    expect(archives()).toHaveLength(1);

    const file = await admin.get(item!.download_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="guilda-backup-\d{4}-\d{2}-\d{2}-\d{4}\.zip"$/,
    );
    expect(file.text.startsWith("PK")).toBe(true);
    // Not a path the static files or the uploads answer.
    expect((await admin.get(`/backups/${archives()[0]}`)).status).not.toBe(200);
    expect((await admin.get("/api/admin/backups/00000000-0000-4000-8000-000000000000/download")).status).toBe(
      404,
    );
    expect((await admin.get("/api/admin/backups/nada/download")).status).toBe(400);
  });

  it("refuses a second backup while one waits or runs, in pt-BR", async () => {
    const [busy] = await t.db.insert(backups).values({ trigger: "manual", status: "running" }).returning();
    // Its maker is alive (it said so just now): the list does not take it for lost.
    await t.db.update(backups).set({ heartbeat_at: new Date() }).where(eq(backups.id, busy!.id));
    const res = await admin.post("/api/admin/backups");
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(m.alreadyRunning);
    expect((await page()).items.find((i) => i.id === busy!.id)?.status).toBe("running");
    await t.db.delete(backups).where(eq(backups.id, busy!.id));
  });

  it("a backup whose maker died is shown as failed ('interrompido') instead of running forever", async () => {
    const [lost] = await t.db.insert(backups).values({ trigger: "manual", status: "running" }).returning();
    const item = (await page()).items.find((i) => i.id === lost!.id)!;
    expect(item.status).toBe("failed");
    expect(item.error).toBe(m.interrupted);
    await t.db.delete(backups).where(eq(backups.id, lost!.id));
  });

  it("settings: validated in pt-BR, saved, and the retention removes the oldest archives", async () => {
    const bad = await admin.put("/api/admin/backups/settings", { enabled: true, hour: 24, retention: 7 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(m.hourInvalid);
    const zero = await admin.put("/api/admin/backups/settings", { enabled: true, hour: 3, retention: 0 });
    expect(zero.json.message).toBe(m.retentionInvalid);
    const extra = await admin.put("/api/admin/backups/settings", {
      enabled: true,
      hour: 3,
      retention: 2,
      x: 1,
    });
    expect(extra.status).toBe(400);
    expect((await page()).settings).toEqual({ enabled: false, hour: 3, retention: 7 });

    const saved = await admin.put("/api/admin/backups/settings", { enabled: false, hour: 5, retention: 2 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ enabled: false, hour: 5, retention: 2 });
    const first = archives()[0]!;
    await backupNow();
    await backupNow();
    const list = await page();
    expect(list.items.filter((i) => i.status === "done")).toHaveLength(2);
    expect(archives()).toHaveLength(2);
    expect(archives()).not.toContain(first);
  });

  it("the daily backup: queued once a day from the chosen hour (Brasília), never when switched off", async () => {
    await admin.put("/api/admin/backups/settings", { enabled: true, hour: 5, retention: 2 });
    // Days far from the real clock's, whose own tick may add today's backup meanwhile.
    const scheduled = () =>
      t.db
        .select()
        .from(backups)
        .where(and(eq(backups.trigger, "schedule"), gte(backups.scheduled_for, "2031-01-01")));
    // 04:30 in Brasília (07:30 UTC): not yet.
    await scheduledBackup(t.deps, new Date("2031-03-12T07:30:00Z"));
    expect(await scheduled()).toHaveLength(0);
    // 05:15 in Brasília: today's backup, once however many ticks.
    await scheduledBackup(t.deps, new Date("2031-03-12T08:15:00Z"));
    await t.deps.jobs.idle([BACKUP_RUN_JOB], 120_000);
    await scheduledBackup(t.deps, new Date("2031-03-12T08:30:00Z"));
    await scheduledBackup(t.deps, new Date("2031-03-13T01:00:00Z")); // 22:00 the same day in Brasília
    const rows = await scheduled();
    expect(rows.map((r) => [r.scheduled_for, r.status])).toEqual([["2031-03-12", "done"]]);
    // Switched off: the next day passes without one.
    await admin.put("/api/admin/backups/settings", { enabled: false, hour: 5, retention: 2 });
    await scheduledBackup(t.deps, new Date("2031-03-13T09:00:00Z"));
    expect(await scheduled()).toHaveLength(1);
    expect((await page()).items.some((i) => i.trigger === "schedule" && i.status === "done")).toBe(true);
  });

  it("a backup that fails for good is marked failed and every admin is told, in the app (and by e-mail)", async () => {
    const dataDir = t.deps.config.dataDir;
    const tmp = path.join(dataDir, "tmp");
    await rm(tmp, { recursive: true, force: true });
    writeFileSync(tmp, "not a folder"); // the archive cannot be written
    const [row] = await t.db.insert(backups).values({ trigger: "manual" }).returning();
    try {
      await runBackup(t.deps, { backupId: row!.id }, { id: "x", retryCount: 1, isLastAttempt: true });
    } finally {
      await rm(tmp, { force: true });
    }
    const item = (await page()).items.find((i) => i.id === row!.id)!;
    expect(item.status).toBe("failed");
    expect(item.error).toMatch(/EEXIST|ENOTDIR/);
    expect(item.download_url).toBeNull();
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, adminId), eq(notifications.type, "backup_failed")));
    // One for the backup lost earlier in this file, one for this one.
    expect(told).toHaveLength(2);
    const bell = await admin.get("/api/notifications");
    const shown = bell.json.items.find((n: { type: string }) => n.type === "backup_failed");
    expect(shown.title).toMatch(/^O backup falhou: .*(EEXIST|ENOTDIR)/);
    expect(shown.link).toBe("/admin/backups");
    // Members hear nothing of it.
    expect(
      (await member.get("/api/notifications")).json.items.some(
        (n: { type: string }) => n.type === "backup_failed",
      ),
    ).toBe(false);

    // The hub says so.
    const hub = (await admin.get("/api/admin/hub")).json as AdminHub;
    const area = hub.areas.find((a) => a.key === "backups")!;
    expect(area.attention).toBe(true);
    expect(area.status).toMatch(
      /^Último backup em \d{2}\/\d{2}\/\d{4} · 2 guardados · o último falhou · backup diário desligado$/,
    );
  });
});

describe("backups to an S3 bucket", () => {
  it("with S3 configured, archives go to backups/ in the bucket (uploads included), and download from there", async () => {
    const peer = await startS3Peer();
    try {
      const t = await createTestApp({ env: peer.env });
      await saveBackupSettings(t.db, { enabled: false, hour: 3, retention: 7 });
      const admin = t.client();
      await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#a33" } })
        .png()
        .toBuffer();
      const up = await admin.request("POST", "/api/uploads?purpose=avatar", undefined, {
        rawBody: png,
        headers: { "content-type": "application/octet-stream" },
      });
      expect(up.status, up.text).toBe(201);

      const started = await admin.post("/api/admin/backups");
      expect(started.status).toBe(202);
      await t.deps.jobs.idle([BACKUP_RUN_JOB], 120_000);
      const list = (await admin.get("/api/admin/backups")).json as BackupsPage;
      expect(list.destination).toBe("s3");
      expect(list.items[0]).toMatchObject({ status: "done", files: 1 });
      const objects = await peer.objects();
      const archived = objects.filter((key) => key.startsWith("backups/"));
      expect(archived).toHaveLength(1);
      expect(archived[0]).toMatch(/^backups\/guilda-backup-\d{8}-\d{6}-[0-9a-f]{8}\.zip$/);
      // Nothing left on the server's disk.
      expect(existsSync(path.join(t.deps.config.dataDir, "backups"))).toBe(false);
      const file = await admin.get(list.items[0]!.download_url!);
      expect(file.status).toBe(200);
      expect(file.text.startsWith("PK")).toBe(true);
    } finally {
      await peer.close();
    }
  });
});
