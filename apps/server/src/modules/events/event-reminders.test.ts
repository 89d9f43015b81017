import type { EventDetail } from "@guilda/shared/schemas/events";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventReminders, notifications, spaceMembers } from "../../db/schema";
import { createSpace, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { EVENT_REMINDER_EMAIL_JOB, sendEventReminderEmail } from "../notifications/notification-emails";
import { dueKind, startsWhen, sweepEventReminders } from "./event-reminders";

type Person = { client: TestClient; id: string; email: string };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const SP = "America/Sao_Paulo";

describe("event reminders", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Person;
  let ana: Person;
  let bruno: Person;
  let carla: Person;
  let irene: Person;
  let space: { id: string };
  let secretSpace: { id: string };

  async function person(name: string): Promise<Person> {
    const client = t.client();
    const { id, email } = await signUpConfirmed(client, t.db, { name });
    return { client, id, email };
  }

  async function create(startsAt: Date, overrides: Record<string, unknown> = {}): Promise<EventDetail> {
    const res = await staff.client.post("/api/events", {
      space_id: space.id,
      title: "Live de quinta",
      location: "Auditório",
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + HOUR).toISOString(),
      ...overrides,
    });
    expect(res.status, res.text).toBe(201);
    return res.json;
  }

  const going = async (p: Person, e: EventDetail, status = "going") =>
    expect(
      (await p.client.put(`/api/events/${e.event_id}/rsvp`, { occurrence_at: e.occurrence_at, status }))
        .status,
    ).toBe(200);

  const reminderRows = (eventId: string) =>
    t.db.select().from(eventReminders).where(eq(eventReminders.event_id, eventId));

  const reminderNotifications = (eventId: string) =>
    t.db
      .select({
        user_id: notifications.user_id,
        title: notifications.title,
        email_state: notifications.email_state,
      })
      .from(notifications)
      .where(and(eq(notifications.event_id, eventId), eq(notifications.type, "event_reminder")));

  async function mailsTo(to: string) {
    const r = (await t.db.execute(
      sql`select subject, text, html from mail_outbox where "to" = ${to} and subject like 'Lembrete%' order by created_at`,
    )) as unknown as { rows: { subject: string; text: string; html: string }[] };
    return r.rows;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { WRITE_LIMITS: JSON.stringify({ posts: { max: 1000 } }) } });
    staff = await person("Otávio Moderador");
    await makeModerator(t.db, staff.id);
    ana = await person("Ana Souza");
    bruno = await person("Bruno Lima");
    carla = await person("Carla Dias");
    irene = await person("Irene Dentro");
    space = await createSpace(t.db, { slug: "lives", type: "eventos" });
    secretSpace = await createSpace(t.db, { slug: "vip", type: "eventos", isPrivate: true });
    await t.deps.jobs.start();
    // Carla keeps the reminders in the app only.
    const off = await carla.client.put("/api/notifications/preferences", {
      items: [{ type: "event_reminder", email: false }],
    });
    expect(off.status).toBe(200);
  });

  it("say the start as today or tomorrow in the event's zone", () => {
    const now = Date.parse("2026-12-01T12:00:00Z"); // 09:00 in São Paulo
    expect(startsWhen(new Date("2026-12-01T22:00:00Z"), SP, now)).toBe("hoje às 19:00");
    expect(startsWhen(new Date("2026-12-02T02:30:00Z"), SP, now)).toBe("hoje às 23:30");
    expect(startsWhen(new Date("2026-12-02T03:00:00Z"), SP, now)).toBe("amanhã às 00:00");
    expect(startsWhen(new Date("2026-12-02T11:00:00Z"), SP, now)).toBe("amanhã às 08:00");
    expect(startsWhen(new Date("2026-12-02T11:00:00Z"), "Europe/Lisbon", now)).toBe("amanhã às 11:00");
  });

  it("the reminder due is the latest one that applies", () => {
    const start = Date.UTC(2030, 0, 10, 22);
    expect(dueKind(start, start - 25 * HOUR)).toBeNull();
    expect(dueKind(start, start - 24 * HOUR)).toBe("24h");
    expect(dueKind(start, start - 2 * HOUR)).toBe("24h");
    expect(dueKind(start, start - HOUR)).toBe("1h");
    expect(dueKind(start, start - MINUTE)).toBe("1h");
    expect(dueKind(start, start)).toBeNull();
  });

  it("go out exactly once per member and kind, however many sweeps run", async () => {
    const start = new Date(Date.now() + 23 * HOUR);
    const event = await create(start, { title: "Live <b>especial</b>" });
    await going(ana, event);
    await going(carla, event);
    await going(bruno, event, "maybe");

    // Three sweeps at once, then another: one reminder each for Ana and Carla.
    await Promise.all([
      sweepEventReminders(t.deps),
      sweepEventReminders(t.deps),
      sweepEventReminders(t.deps),
    ]);
    expect(await sweepEventReminders(t.deps)).toBe(0);
    const rows = await reminderRows(event.event_id);
    expect(rows.map((r) => `${r.user_id}:${r.kind}`).sort()).toEqual(
      [`${ana.id}:24h`, `${carla.id}:24h`].sort(),
    );
    const told = await reminderNotifications(event.event_id);
    expect(told.map((n) => n.user_id).sort()).toEqual([ana.id, carla.id].sort());
    // 23 hours ahead is today or tomorrow in São Paulo, depending on the hour the test runs.
    const spDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: SP }).format(ms);
    const spTime = new Intl.DateTimeFormat("pt-BR", { timeZone: SP, hour: "2-digit", minute: "2-digit" });
    const when = `${spDay(start.getTime()) === spDay(Date.now()) ? "hoje" : "amanhã"} às ${spTime.format(start)}`;
    expect(told[0]!.title).toBe(`Lembrete: “Live <b>especial</b>” começa ${when}`);
    // The reminder's e-mail is its own job: the digest leaves the notification alone.
    expect(told.every((n) => n.email_state === null)).toBe(true);

    await t.deps.jobs.idle([EVENT_REMINDER_EMAIL_JOB]);
    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Lembrete: Live <b>especial</b> começa ${when}`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/calendario/eventos/${event.event_id}?ocorrencia=`);
    expect(mails[0]!.text).toContain("Local: Auditório");
    expect(mails[0]!.text).toContain("horário de Brasília");
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/notificacoes/cancelar-email?token=`);
    expect(mails[0]!.html).toContain("Live &lt;b&gt;especial&lt;/b&gt;");
    expect(mails[0]!.html).not.toContain("<b>especial</b>");
    expect(await mailsTo(carla.email)).toHaveLength(0);
    expect(await mailsTo(bruno.email)).toHaveLength(0);

    // 30 minutes before: the 1-hour reminder, once.
    const later = start.getTime() - 30 * MINUTE;
    await Promise.all([sweepEventReminders(t.deps, later), sweepEventReminders(t.deps, later)]);
    expect(await sweepEventReminders(t.deps, later)).toBe(0);
    expect((await reminderRows(event.event_id)).filter((r) => r.kind === "1h")).toHaveLength(2);
    await t.deps.jobs.idle([EVENT_REMINDER_EMAIL_JOB]);
    const both = await mailsTo(ana.email);
    expect(both.map((m) => m.subject)).toEqual([
      `Lembrete: Live <b>especial</b> começa ${when}`,
      `Lembrete: Live <b>especial</b> começa ${when}`,
    ]);
    // Nothing once it has started.
    expect(await sweepEventReminders(t.deps, start.getTime() + MINUTE)).toBe(0);
  });

  it("are not sent for a cancelled event, even when already queued", async () => {
    const start = new Date(Date.now() + 5 * HOUR);
    const event = await create(start, { title: "Vai ser cancelado" });
    await going(ana, event);
    expect((await staff.client.post(`/api/events/${event.event_id}/cancel`)).status).toBe(200);
    expect(await sweepEventReminders(t.deps)).toBe(0);
    expect(await reminderRows(event.event_id)).toHaveLength(0);

    // A reminder queued just before the cancellation finds it cancelled and sends nothing.
    const other = await create(new Date(Date.now() + 6 * HOUR), { title: "Cancelado depois" });
    await going(bruno, other);
    await staff.client.post(`/api/events/${other.event_id}/cancel`);
    const before = (await mailsTo(bruno.email)).length;
    await sendEventReminderEmail(
      t.deps,
      { eventId: other.event_id, occurrenceAt: other.occurrence_at, userId: bruno.id, kind: "24h" },
      { id: "x", retryCount: 0, isLastAttempt: true },
    );
    expect(await mailsTo(bruno.email)).toHaveLength(before);
  });

  it("a moved event gets reminders for its new time", async () => {
    const start = new Date(Date.now() + 10 * HOUR);
    const event = await create(start, { title: "Vai mudar de horário" });
    await going(carla, event);
    await sweepEventReminders(t.deps);
    expect((await reminderRows(event.event_id)).map((r) => r.kind)).toEqual(["24h"]);
    const moved = new Date(start.getTime() + 2 * HOUR);
    const res = await staff.client.patch(`/api/events/${event.event_id}`, {
      starts_at: moved.toISOString(),
      ends_at: new Date(moved.getTime() + HOUR).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(await reminderRows(event.event_id)).toHaveLength(0);
    await sweepEventReminders(t.deps);
    const rows = await reminderRows(event.event_id);
    expect(rows.map((r) => [r.kind, r.occurrence_at.getTime()])).toEqual([["24h", moved.getTime()]]);
  });

  it("a longer series or a new end time keeps the reminders sent and tells nobody", async () => {
    const start = new Date(Date.now() + 5 * HOUR);
    const event = await create(start, {
      title: "Série que cresce",
      recurrence: { frequency: "weekly", count: 2 },
    });
    await going(bruno, event);
    await sweepEventReminders(t.deps);
    expect((await reminderRows(event.event_id)).map((r) => r.kind)).toEqual(["24h"]);
    const changedBefore = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event_id, event.event_id), eq(notifications.type, "event_changed")));
    const res = await staff.client.patch(`/api/events/${event.event_id}`, {
      ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
      recurrence: { frequency: "weekly", count: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.json.upcoming).toHaveLength(4);
    // The first occurrence did not move: its reminder stays sent, and a sweep sends nothing again.
    expect((await reminderRows(event.event_id)).map((r) => r.kind)).toEqual(["24h"]);
    await sweepEventReminders(t.deps);
    expect(await reminderRows(event.event_id)).toHaveLength(1);
    expect(await reminderNotifications(event.event_id)).toHaveLength(1);
    const changedAfter = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event_id, event.event_id), eq(notifications.type, "event_changed")));
    expect(changedAfter).toHaveLength(changedBefore.length);
  });

  it("skip members who can no longer see a private event", async () => {
    const res = await staff.client.post("/api/events", {
      space_id: secretSpace.id,
      title: "Reunião fechada",
      starts_at: new Date(Date.now() + 3 * HOUR).toISOString(),
      ends_at: new Date(Date.now() + 4 * HOUR).toISOString(),
    });
    const event: EventDetail = res.json;
    await t.db.insert(spaceMembers).values({ space_id: secretSpace.id, user_id: irene.id });
    await going(irene, event);
    await t.db.delete(spaceMembers).where(eq(spaceMembers.user_id, irene.id));
    expect(await sweepEventReminders(t.deps)).toBe(0);
    expect(await reminderRows(event.event_id)).toHaveLength(0);
  });

  it("follow each occurrence of a recurring event", async () => {
    const start = new Date(Date.now() + 2 * HOUR);
    const event = await create(start, {
      title: "Live semanal",
      recurrence: { frequency: "weekly", count: 3 },
    });
    const second = event.upcoming[1]!;
    await going(ana, event);
    expect(
      (
        await bruno.client.put(`/api/events/${event.event_id}/rsvp`, {
          occurrence_at: second.occurrence_at,
          status: "going",
        })
      ).status,
    ).toBe(200);
    await sweepEventReminders(t.deps);
    expect((await reminderRows(event.event_id)).map((r) => r.user_id)).toEqual([ana.id]);
    // A week later, the second occurrence's reminders.
    const weekLater = Date.parse(second.occurrence_at) - 2 * HOUR;
    await sweepEventReminders(t.deps, weekLater);
    const rows = await reminderRows(event.event_id);
    expect(rows.filter((r) => r.user_id === bruno.id).map((r) => r.occurrence_at.toISOString())).toEqual([
      second.occurrence_at,
    ]);
  });
});
