import { eventMessages as m } from "@guilda/shared/messages/events";
import type { EventDetail, EventRange, RsvpResult } from "@guilda/shared/schemas/events";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRsvps, mediaUploads, notifications, spaceMembers } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import sharp from "sharp";

type Person = { client: TestClient; id: string; name: string };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A whole hour some days ahead (UTC), as ISO. */
function ahead(days: number, hourUtc = 22) {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
}

describe("events (/calendario)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Person;
  let moderator: Person;
  let ana: Person;
  let bruno: Person;
  let insider: Person;
  let eventsSpace: { id: string; slug: string };
  let privateSpace: { id: string; slug: string };
  let postsSpace: { id: string };

  async function person(name: string, role?: "admin" | "moderator"): Promise<Person> {
    const client = t.client();
    const { id } = await signUpConfirmed(client, t.db, { name });
    if (role === "admin") await makeAdmin(t.db, id);
    if (role === "moderator") await makeModerator(t.db, id);
    return { client, id, name };
  }

  let counter = 0;
  async function create(overrides: Record<string, unknown> = {}, by = moderator): Promise<EventDetail> {
    counter += 1;
    const start = ahead(3 + counter);
    const res = await by.client.post("/api/events", {
      space_id: eventsSpace.id,
      title: `Encontro número ${counter}`,
      description: "Vamos conversar sobre **projetos**.",
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 2 * HOUR).toISOString(),
      ...overrides,
    });
    expect(res.status, res.text).toBe(201);
    return res.json;
  }

  const rsvp = (by: Person, id: string, occurrence: string, status: string) =>
    by.client.put(`/api/events/${id}/rsvp`, { occurrence_at: occurrence, status });

  beforeAll(async () => {
    t = await createTestApp({ env: { WRITE_LIMITS: JSON.stringify({ posts: { max: 1000 } }) } });
    admin = await person("Helena Admin", "admin");
    moderator = await person("Otávio Moderador", "moderator");
    ana = await person("Ana Souza");
    bruno = await person("Bruno Lima");
    insider = await person("Irene Dentro");
    eventsSpace = await createSpace(t.db, { slug: "lives", type: "eventos" });
    privateSpace = await createSpace(t.db, { slug: "encontros-vip", type: "eventos", isPrivate: true });
    postsSpace = await createSpace(t.db, { slug: "conversas" });
    await t.db.insert(spaceMembers).values({ space_id: privateSpace.id, user_id: insider.id });
  });

  it("need a session, and only admins and moderators write them", async () => {
    const visitor = t.client();
    const event = await create();
    expect((await visitor.get("/api/events?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z")).status).toBe(
      401,
    );
    expect((await visitor.get(`/api/events/${event.event_id}`)).status).toBe(401);
    expect((await visitor.get(`/api/events/${event.event_id}/ics`)).status).toBe(401);
    expect((await visitor.get("/api/calendar/feed")).status).toBe(401);
    expect(
      (await rsvp({ client: visitor } as Person, event.event_id, event.occurrence_at, "going")).status,
    ).toBe(401);

    const body = {
      space_id: eventsSpace.id,
      title: "Do membro",
      starts_at: ahead(2).toISOString(),
      ends_at: ahead(3).toISOString(),
    };
    const refused = await ana.client.post("/api/events", body);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(m.onlyStaff);
    expect((await ana.client.patch(`/api/events/${event.event_id}`, { title: "Outro título" })).status).toBe(
      403,
    );
    expect((await ana.client.post(`/api/events/${event.event_id}/cancel`)).status).toBe(403);
    expect((await ana.client.del(`/api/events/${event.event_id}`)).status).toBe(403);
    // Moderators create, edit and cancel, but only admins delete.
    const deleted = await moderator.client.del(`/api/events/${event.event_id}`);
    expect(deleted.status).toBe(403);
    expect(deleted.json.message).toBe(m.onlyAdminsDelete);
    expect((await admin.client.post("/api/events", body)).status).toBe(201);
    expect((await admin.client.del(`/api/events/${event.event_id}`)).status).toBe(200);
    expect((await ana.client.get(`/api/events/${event.event_id}`)).status).toBe(404);
  });

  it("refuse bad input in Portuguese, never a 500", async () => {
    const start = ahead(5);
    const base = {
      space_id: eventsSpace.id,
      title: "Evento válido",
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + HOUR).toISOString(),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ space_id: postsSpace.id }, "space_id", m.spaceNotEvents],
      [{ ends_at: new Date(start.getTime() - HOUR).toISOString() }, "ends_at", m.endBeforeStart],
      [{ ends_at: new Date(start.getTime() + 15 * DAY).toISOString() }, "ends_at", m.tooLong],
      [{ time_zone: "Marte/Olympus" }, "time_zone", m.timeZoneInvalid],
      [{ online_url: "javascript:alert(1)" }, "online_url", m.onlineUrlInvalid],
      [{ title: "ab" }, "title", m.titleTooShort],
      [{ starts_at: "amanhã" }, "starts_at", m.dateInvalid],
      [{ recurrence: { frequency: "weekly" } }, "recurrence", m.recurrenceEndRequired],
      [{ recurrence: { frequency: "weekly", until: "2099-12-31" } }, "recurrence", m.recurrenceTooMany],
      [{ recurrence: { frequency: "daily", count: 3 } }, "recurrence.frequency", m.frequencyInvalid],
      [{ capacity: 0 }, "capacity", m.capacityInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await admin.client.post("/api/events", { ...base, ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.json.fieldErrors?.[field] ?? res.json.message, JSON.stringify(override)).toBe(message);
    }
    const range = await ana.client.get(
      `/api/events?from=${encodeURIComponent(start.toISOString())}&to=${encodeURIComponent(new Date(start.getTime() + 101 * DAY).toISOString())}`,
    );
    expect(range.status).toBe(400);
    expect(range.json.message).toBe(m.rangeInvalid);
    expect((await ana.client.get("/api/events/nao-e-um-id")).status).toBe(400);
  });

  it("repeat on the wall clock of their zone and list each occurrence in a range", async () => {
    // 19:00 in New York, weekly across the March change of daylight saving time.
    const res = await admin.client.post("/api/events", {
      space_id: eventsSpace.id,
      title: "Live semanal em Nova York",
      starts_at: "2030-03-01T00:00:00Z", // 28/02 19:00 EST
      ends_at: "2030-03-01T01:00:00Z",
      time_zone: "America/New_York",
      recurrence: { frequency: "weekly", count: 4 },
    });
    expect(res.status, res.text).toBe(201);
    const event: EventDetail = res.json;
    expect(event.recurrence).toEqual({ frequency: "weekly", interval: 1, count: 4 });
    expect(event.recurrence_text).toBe("Toda semana, 4 vezes");
    const range = await ana.client.get(
      `/api/events?from=2030-02-25T00:00:00Z&to=2030-04-01T00:00:00Z&space=${eventsSpace.slug}`,
    );
    expect(range.status).toBe(200);
    const mine = (range.json as EventRange).items.filter((i) => i.event_id === event.event_id);
    expect(mine.map((i) => i.starts_at)).toEqual([
      "2030-03-01T00:00:00.000Z",
      "2030-03-08T00:00:00.000Z",
      // New York moved to EDT on 10/03: 19:00 is now 23:00 UTC.
      "2030-03-14T23:00:00.000Z",
      "2030-03-21T23:00:00.000Z",
    ]);
    expect(mine.every((i) => i.is_recurring && i.counts.going === 0 && i.my_status === null)).toBe(true);
    // A range that only touches the end of an occurrence still lists it.
    const edge = await ana.client.get(`/api/events?from=2030-03-08T00:30:00Z&to=2030-03-08T02:00:00Z`);
    expect((edge.json as EventRange).items.map((i) => i.starts_at)).toEqual(["2030-03-08T00:00:00.000Z"]);
    // An occurrence that is not part of the rule is refused.
    const wrong = await ana.client.get(`/api/events/${event.event_id}?occurrence=2030-03-02T00:00:00Z`);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(m.occurrenceInvalid);
    const third = await ana.client.get(`/api/events/${event.event_id}?occurrence=2030-03-14T23:00:00.000Z`);
    expect(third.status).toBe(200);
    expect(third.json.starts_at).toBe("2030-03-14T23:00:00.000Z");
    expect(third.json.upcoming).toHaveLength(4);
  });

  it("keep RSVPs per occurrence of a recurring event", async () => {
    const event = await create({
      recurrence: { frequency: "weekly", count: 3 },
      location: "Sala 2",
      capacity: 40,
      online_url: "https://meet.example.com/sala",
    });
    const [first, second] = event.upcoming;
    expect((await rsvp(ana, event.event_id, first!.occurrence_at, "going")).json.status).toBe("going");
    expect((await rsvp(ana, event.event_id, second!.occurrence_at, "maybe")).json.status).toBe("maybe");
    const one = await ana.client.get(`/api/events/${event.event_id}?occurrence=${first!.occurrence_at}`);
    const two = await ana.client.get(`/api/events/${event.event_id}?occurrence=${second!.occurrence_at}`);
    expect(one.json.my_status).toBe("going");
    expect(one.json.counts).toEqual({ going: 1, maybe: 0, not_going: 0, waitlist: 0 });
    expect(two.json.my_status).toBe("maybe");
    expect(two.json.counts.maybe).toBe(1);
    const bad = await rsvp(
      ana,
      event.event_id,
      new Date(Date.parse(first!.occurrence_at) + HOUR).toISOString(),
      "going",
    );
    expect(bad.status).toBe(400);
    expect((await rsvp(ana, event.event_id, first!.occurrence_at, "talvez")).json.message).toBe(
      m.rsvpInvalid,
    );
    // An edit changes only what it sends.
    const renamed = await moderator.client.patch(`/api/events/${event.event_id}`, {
      title: "Novo nome da série",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      title: "Novo nome da série",
      location: "Sala 2",
      capacity: 40,
      online_url: "https://meet.example.com/sala",
      description: event.description,
      recurrence: { frequency: "weekly", interval: 1, count: 3 },
      occurrence_at: first!.occurrence_at,
    });
    expect(renamed.json.counts.going).toBe(1);
  });

  it("fill the capacity exactly under parallel answers and promote the waiting list in order", async () => {
    const event = await create({ capacity: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => person(`Pessoa ${i + 1}`)));
    const results = await Promise.all(
      members.map((p) => rsvp(p, event.event_id, event.occurrence_at, "going")),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const statuses = results.map((r) => (r.json as RsvpResult).status);
    expect(statuses.filter((s) => s === "going")).toHaveLength(3);
    expect(statuses.filter((s) => s === "waitlist")).toHaveLength(7);
    const detail = (await ana.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
    expect(detail.counts).toEqual({ going: 3, maybe: 0, not_going: 0, waitlist: 7 });

    // The waiting list, in the order the answers were recorded.
    const waiting = await ana.client.get(`/api/events/${event.event_id}/attendees?status=waitlist`);
    expect(waiting.json.total).toBe(7);
    const order: string[] = waiting.json.items.map((i: { id: string }) => i.id);
    const byId = new Map(members.map((p) => [p.id, p]));
    for (const [i, id] of order.entries()) {
      const mine = (await byId.get(id)!.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
      expect(mine.my_status).toBe("waitlist");
      expect(mine.waitlist_position).toBe(i + 1);
    }
    // Asking 'Vou' again keeps one's place.
    const again = await rsvp(byId.get(order[1]!)!, event.event_id, event.occurrence_at, "going");
    expect(again.json).toMatchObject({ status: "waitlist", waitlist_position: 2 });

    // A place freed goes to the first one waiting, who is told.
    const goingIds = members.filter((_, i) => statuses[i] === "going");
    const leaving = await rsvp(goingIds[0]!, event.event_id, event.occurrence_at, "not_going");
    expect(leaving.json).toMatchObject({
      status: "not_going",
      counts: { going: 3, waitlist: 6, not_going: 1 },
    });
    const promoted = byId.get(order[0]!)!;
    expect(((await promoted.client.get(`/api/events/${event.event_id}`)).json as EventDetail).my_status).toBe(
      "going",
    );
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, promoted.id), eq(notifications.type, "event_promoted")));
    expect(told).toHaveLength(1);
    expect(told[0]!.event_id).toBe(event.event_id);
    expect(told[0]!.link).toBe(
      `/calendario/eventos/${event.event_id}?ocorrencia=${encodeURIComponent(event.occurrence_at)}`,
    );
    expect(told[0]!.title).toContain(event.title);
    // The next one waiting is now first.
    const next = (await byId.get(order[1]!)!.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
    expect(next.waitlist_position).toBe(1);

    // More places: the waiting list moves up by that many, in order.
    const edited = await moderator.client.patch(`/api/events/${event.event_id}`, { capacity: 5 });
    expect(edited.status).toBe(200);
    expect(edited.json.counts).toMatchObject({ going: 5, waitlist: 4 });
    const stillWaiting = await ana.client.get(`/api/events/${event.event_id}/attendees?status=waitlist`);
    expect(stillWaiting.json.items.map((i: { id: string }) => i.id)).toEqual(order.slice(3));
    const going = await ana.client.get(`/api/events/${event.event_id}/attendees?status=going`);
    expect(going.json.total).toBe(5);
    const everyone = await ana.client.get(`/api/events/${event.event_id}/attendees`);
    expect(everyone.json.total).toBe(9); // 'Não vou' is left out unless asked
  });

  it("fewer places keep everyone going; new answers wait until the going fall under the new capacity", async () => {
    const event = await create({ capacity: 4 });
    const members = await Promise.all(Array.from({ length: 5 }, (_, i) => person(`Vaga ${i + 1}`)));
    for (const p of members) await rsvp(p, event.event_id, event.occurrence_at, "going");
    const countsOf = async () =>
      ((await ana.client.get(`/api/events/${event.event_id}`)).json as EventDetail).counts;
    expect(await countsOf()).toEqual({ going: 4, maybe: 0, not_going: 0, waitlist: 1 });

    // Two places instead of four: nobody loses theirs, nobody is told anything.
    const lowered = await moderator.client.patch(`/api/events/${event.event_id}`, { capacity: 2 });
    expect(lowered.status).toBe(200);
    expect(lowered.json).toMatchObject({ capacity: 2, counts: { going: 4, waitlist: 1 } });
    const goingIds = (
      await ana.client.get(`/api/events/${event.event_id}/attendees?status=going`)
    ).json.items.map((i: { id: string }) => i.id);
    expect(goingIds.sort()).toEqual(
      members
        .slice(0, 4)
        .map((p) => p.id)
        .sort(),
    );
    const changedNotes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event_id, event.event_id), eq(notifications.type, "event_changed")));
    expect(changedNotes).toEqual([]);

    // A new 'Vou' waits, behind the one already waiting.
    const late = await rsvp(ana, event.event_id, event.occurrence_at, "going");
    expect(late.json).toMatchObject({ status: "waitlist", waitlist_position: 2 });
    // Someone going leaves: three still go, over the two places, so nobody moves up.
    const leaving = await rsvp(members[0]!, event.event_id, event.occurrence_at, "not_going");
    expect(leaving.json.counts).toMatchObject({ going: 3, waitlist: 2 });
    await rsvp(members[1]!, event.event_id, event.occurrence_at, "not_going");
    await rsvp(members[2]!, event.event_id, event.occurrence_at, "not_going");
    // One going now, under the two places: the first one waiting takes the freed place.
    expect(await countsOf()).toEqual({ going: 2, maybe: 0, not_going: 3, waitlist: 1 });
    const first = (await members[4]!.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
    expect(first.my_status).toBe("going");
    const anaNow = (await ana.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
    expect(anaNow).toMatchObject({ my_status: "waitlist", waitlist_position: 1 });
  });

  it("cancel: those who answered are told, and answers are closed", async () => {
    const event = await create();
    await rsvp(ana, event.event_id, event.occurrence_at, "going");
    await rsvp(bruno, event.event_id, event.occurrence_at, "maybe");
    await rsvp(insider, event.event_id, event.occurrence_at, "not_going");
    const cancelled = await moderator.client.post(`/api/events/${event.event_id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe("cancelled");
    expect(cancelled.json.sequence).toBe(event.sequence + 1);
    const told = await t.db
      .select({ user_id: notifications.user_id, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.event_id, event.event_id), eq(notifications.type, "event_changed")));
    expect(told.map((n) => n.user_id).sort()).toEqual([ana.id, bruno.id].sort());
    expect(told[0]!.title).toBe(`O evento “${event.title}” foi cancelado`);
    const late = await rsvp(bruno, event.event_id, event.occurrence_at, "going");
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(m.eventCancelled);
    expect((await moderator.client.post(`/api/events/${event.event_id}/cancel`)).json.message).toBe(
      m.alreadyCancelled,
    );
  });

  it("moving a single event moves its answers and tells who answered", async () => {
    const event = await create();
    await rsvp(ana, event.event_id, event.occurrence_at, "going");
    await rsvp(bruno, event.event_id, event.occurrence_at, "not_going");
    const newStart = new Date(Date.parse(event.starts_at) + DAY + HOUR);
    const moved = await admin.client.patch(`/api/events/${event.event_id}`, {
      starts_at: newStart.toISOString(),
      ends_at: new Date(newStart.getTime() + HOUR).toISOString(),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.occurrence_at).toBe(newStart.toISOString());
    expect(moved.json.counts.going).toBe(1);
    const answers = await t.db.select().from(eventRsvps).where(eq(eventRsvps.event_id, event.event_id));
    expect(answers.every((a) => a.occurrence_at.getTime() === newStart.getTime())).toBe(true);
    const told = await t.db
      .select({ user_id: notifications.user_id })
      .from(notifications)
      .where(and(eq(notifications.event_id, event.event_id), eq(notifications.type, "event_changed")));
    expect(told.map((n) => n.user_id)).toEqual([ana.id]);
    // A change of title alone tells nobody.
    await admin.client.patch(`/api/events/${event.event_id}`, { title: "Novo título do encontro" });
    const after = await t.db.select().from(notifications).where(eq(notifications.event_id, event.event_id));
    expect(after).toHaveLength(1);
  });

  it("in a private space are seen only by its members and the staff, everywhere", async () => {
    const secret = await create({ space_id: privateSpace.id, title: "Encontro secreto" });
    const from = new Date(Date.parse(secret.starts_at) - DAY).toISOString();
    const to = new Date(Date.parse(secret.starts_at) + DAY).toISOString();
    const range = `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const ids = async (p: Person) =>
      ((await p.client.get(range)).json as EventRange).items.map((i) => i.event_id);
    expect(await ids(ana)).not.toContain(secret.event_id);
    expect(await ids(insider)).toContain(secret.event_id);
    expect(await ids(moderator)).toContain(secret.event_id);
    expect((await ana.client.get(`${range}&space=${privateSpace.slug}`)).status).toBe(404);
    expect((await ana.client.get(`/api/events/${secret.event_id}`)).status).toBe(404);
    expect((await ana.client.get(`/api/events/${secret.event_id}/ics`)).status).toBe(404);
    expect((await ana.client.get(`/api/events/${secret.event_id}/attendees`)).status).toBe(404);
    expect((await rsvp(ana, secret.event_id, secret.occurrence_at, "going")).status).toBe(404);
    expect((await insider.client.get(`/api/events/${secret.event_id}`)).status).toBe(200);
    expect((await rsvp(insider, secret.event_id, secret.occurrence_at, "going")).status).toBe(200);
    const spaces = await ana.client.get("/api/events/spaces");
    expect(spaces.json.items.map((s: { slug: string }) => s.slug)).toEqual([eventsSpace.slug]);
    // Notifications about it disappear for a member who leaves the space.
    const moved = new Date(Date.parse(secret.starts_at) + HOUR);
    await moderator.client.patch(`/api/events/${secret.event_id}`, {
      starts_at: moved.toISOString(),
      ends_at: new Date(moved.getTime() + HOUR).toISOString(),
    });
    const seen = async () =>
      ((await insider.client.get("/api/notifications")).json.items as { link: string | null }[]).filter((n) =>
        n.link?.includes(secret.event_id),
      );
    expect(await seen()).toHaveLength(1);
    await t.db.delete(spaceMembers).where(eq(spaceMembers.user_id, insider.id));
    expect(await seen()).toHaveLength(0);
    await t.db.insert(spaceMembers).values({ space_id: privateSpace.id, user_id: insider.id });
    // The private feed of a member outside the space leaves it out.
    const anaFeed = (await ana.client.get("/api/calendar/feed")).json.url as string;
    const insiderFeed = (await insider.client.get("/api/calendar/feed")).json.url as string;
    const visitor = t.client();
    expect((await visitor.get(anaFeed.replace(PUBLIC_URL, ""))).text).not.toContain("Encontro secreto");
    expect((await visitor.get(insiderFeed.replace(PUBLIC_URL, ""))).text).toContain("Encontro secreto");
  });

  it("give a cover readable by whoever may see the event", async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const upload = await moderator.client.request("POST", "/api/uploads", undefined, {
      headers: { "content-type": "application/octet-stream", "x-file-name": "capa.png" },
      rawBody: png,
    });
    expect(upload.status, upload.text).toBe(201);
    const event = await create({ space_id: privateSpace.id, cover_upload_id: upload.json.id });
    expect(event.cover_url).toBe(upload.json.url);
    const [row] = await t.db.select().from(mediaUploads).where(eq(mediaUploads.id, upload.json.id));
    expect(row!.event_id).toBe(event.event_id);
    expect((await insider.client.get(event.cover_url!)).status).toBe(200);
    expect((await ana.client.get(event.cover_url!)).status).toBe(404);
    // Somebody else's upload is refused.
    const other = await ana.client.request("POST", "/api/uploads", undefined, {
      headers: { "content-type": "application/octet-stream", "x-file-name": "capa.png" },
      rawBody: png,
    });
    const refused = await moderator.client.patch(`/api/events/${event.event_id}`, {
      cover_upload_id: other.json.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(m.coverUploadInvalid);
  });

  it("export an .ics that a calendar library reads back in São Paulo time", async () => {
    const res = await admin.client.post("/api/events", {
      space_id: eventsSpace.id,
      title: 'Live <script>alert("x")</script>; pauta, dúvidas',
      description: "Descrição com <img src=x onerror=alert(1)> e **negrito**",
      starts_at: "2030-12-05T22:00:00Z", // 19:00 in São Paulo, in what used to be summer time
      ends_at: "2030-12-05T23:30:00Z",
      location: "Sede da comunidade",
      recurrence: { frequency: "monthly", until: "2031-02-28" },
    });
    expect(res.status, res.text).toBe(201);
    const event: EventDetail = res.json;
    expect(event.description_html).not.toContain("onerror");
    expect(event.description_html).toContain("<strong>negrito</strong>");

    const file = await ana.client.get(`/api/events/${event.event_id}/ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="live-script-alert-x-script-pauta-duvidas.ics"',
    );
    const calendar = new ICAL.Component(ICAL.parse(file.text));
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("America/Sao_Paulo");
    ICAL.TimezoneService.register(zone);
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe('Live <script>alert("x")</script>; pauta, dúvidas');
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Sao_Paulo");
    expect(parsed.startDate.toString()).toBe("2030-12-05T19:00:00");
    // No daylight saving time any more: 19:00 in December is 22:00 UTC.
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2030-12-05T22:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2030-12-05T23:30:00.000Z");
    expect(String(vevent.getFirstPropertyValue("rrule"))).toBe("FREQ=MONTHLY;UNTIL=20310301T025959Z");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(0);
    expect(vevent.getFirstPropertyValue("url")).toBe(`${PUBLIC_URL}/calendario/eventos/${event.event_id}`);
    expect(vevent.getFirstPropertyValue("uid")).toBe(`${event.event_id}@localhost`);
    const starts: string[] = [];
    const it = parsed.iterator();
    for (let next = it.next(); next; next = it.next()) starts.push(next.toJSDate().toISOString());
    expect(starts).toEqual([
      "2030-12-05T22:00:00.000Z",
      "2031-01-05T22:00:00.000Z",
      "2031-02-05T22:00:00.000Z",
    ]);

    await admin.client.post(`/api/events/${event.event_id}/cancel`);
    // A cancelled event is nothing to add to a calendar: 410 (the page offers no download)...
    const gone = await ana.client.get(`/api/events/${event.event_id}/ics`);
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ code: "EVENT_CANCELLED", message: m.eventCancelled });
    expect(gone.headers.get("content-type")).toMatch(/json/);
    // ...while the subscribed feed carries the cancellation, so calendars that have it mark it.
    const feed = (await ana.client.get("/api/calendar/feed")).json.url.replace(PUBLIC_URL, "");
    const again = new ICAL.Component(ICAL.parse((await t.client().get(feed)).text));
    const cancelled = again
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("uid") === `${event.event_id}@localhost`)!;
    expect(cancelled.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.getFirstPropertyValue("sequence")).toBe(1);
  });

  it("feed: a private address that a reset replaces at once", async () => {
    const event = await create({ title: "Encontro do feed" });
    const first = await bruno.client.get("/api/calendar/feed");
    expect(first.status).toBe(200);
    expect(first.json.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(first.json.webcal_url).toBe(first.json.url.replace("http://", "webcal://"));
    expect((await bruno.client.get("/api/calendar/feed")).json.url).toBe(first.json.url);
    const visitor = t.client();
    const path = first.json.url.replace(PUBLIC_URL, "");
    const feed = await visitor.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const parsedFeed = new ICAL.Component(ICAL.parse(feed.text));
    expect(parsedFeed.getFirstPropertyValue("x-published-ttl")).toBeTruthy();
    const vevents = parsedFeed.getAllSubcomponents("vevent");
    expect(vevents.map((v) => v.getFirstPropertyValue("summary"))).toContain(event.title);

    const reset = await bruno.client.post("/api/calendar/feed/reset");
    expect(reset.status).toBe(200);
    expect(reset.json.url).not.toBe(first.json.url);
    const old = await visitor.get(path);
    expect(old.status).toBe(404);
    expect(old.json.message).toBe(m.feedTokenInvalid);
    expect((await visitor.get(reset.json.url.replace(PUBLIC_URL, ""))).status).toBe(200);
    expect((await visitor.get("/api/calendar/nao-existe.ics")).status).toBe(404);
    expect((await visitor.get(`/api/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
  });

  it("a deleted member's place goes to the first one waiting", async () => {
    const event = await create({ capacity: 1 });
    const leaving = await person("Vai Sair");
    expect((await rsvp(leaving, event.event_id, event.occurrence_at, "going")).json.status).toBe("going");
    expect((await rsvp(bruno, event.event_id, event.occurrence_at, "going")).json.status).toBe("waitlist");
    expect((await admin.client.del(`/api/admin/members/${leaving.id}`)).status).toBe(200);
    const detail = (await bruno.client.get(`/api/events/${event.event_id}`)).json as EventDetail;
    expect(detail.my_status).toBe("going");
    expect(detail.counts).toMatchObject({ going: 1, waitlist: 0 });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, bruno.id), eq(notifications.event_id, event.event_id)));
    expect(told.map((n) => n.type)).toEqual(["event_promoted"]);
  });

  it("past occurrences take no answers", async () => {
    const start = new Date(Date.now() - 3 * HOUR);
    const res = await admin.client.post("/api/events", {
      space_id: eventsSpace.id,
      title: "Já aconteceu",
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + HOUR).toISOString(),
    });
    const late = await rsvp(ana, res.json.event_id, res.json.occurrence_at, "going");
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(m.eventPast);
  });
});
