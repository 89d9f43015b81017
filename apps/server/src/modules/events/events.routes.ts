import {
  eventInputSchema,
  eventPatchSchema,
  eventsRangeQuerySchema,
  RSVP_CHOICES,
  rsvpInputSchema,
} from "@guilda/shared/schemas/events";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { writeLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./events.service";

const idParam = z.object({ id: z.uuid() });
const isoDateTime = z.iso.datetime({ offset: true });
const detailQuery = z.object({ occurrence: isoDateTime.optional() }).strip();
const attendeesQuery = z
  .object({
    occurrence: isoDateTime.optional(),
    status: z.enum([...RSVP_CHOICES, "waitlist"]).optional(),
    cursor: z.string().max(300).optional(),
  })
  .strip();

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, realtime: c.var.deps.realtime, viewer: requireViewer(c) };
}

const publicUrl = (c: Context<AppEnv>) => c.var.deps.config.publicUrl;

const calendarHeaders = (c: Context<AppEnv>, disposition: string) => {
  c.header("content-type", "text/calendar; charset=utf-8");
  c.header("content-disposition", disposition);
};

// Staff rights (create, edit, cancel; delete for admins) are checked in the service. New events
// share the feed's budget for posts.
export const eventRoutes = new Hono<AppEnv>()
  .get("/events", validate("query", eventsRangeQuerySchema), async (c) =>
    c.json(await service.listRange(ctx(c), c.req.valid("query"))),
  )
  .get("/events/spaces", async (c) => c.json({ items: await service.listEventSpaces(ctx(c)) }))
  .post("/events", writeLimit("posts"), validate("json", eventInputSchema), async (c) =>
    c.json(await service.createEvent(ctx(c), c.req.valid("json")), 201),
  )
  .get("/events/:id", validate("param", idParam), validate("query", detailQuery), async (c) =>
    c.json(await service.getEvent(ctx(c), c.req.valid("param").id, c.req.valid("query").occurrence)),
  )
  .patch("/events/:id", validate("param", idParam), validate("json", eventPatchSchema), async (c) =>
    c.json(await service.updateEvent(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/events/:id/cancel", validate("param", idParam), async (c) =>
    c.json(await service.cancelEvent(ctx(c), c.req.valid("param").id)),
  )
  .delete("/events/:id", validate("param", idParam), async (c) => {
    await service.deleteEvent(ctx(c), c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put(
    "/events/:id/rsvp",
    writeLimit("reactions"),
    validate("param", idParam),
    validate("json", rsvpInputSchema),
    async (c) => c.json(await service.setRsvp(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .get("/events/:id/attendees", validate("param", idParam), validate("query", attendeesQuery), async (c) =>
    c.json(await service.listAttendees(ctx(c), c.req.valid("param").id, c.req.valid("query"))),
  )
  .get("/events/:id/ics", validate("param", idParam), async (c) => {
    const { text, fileName } = await service.eventIcs(ctx(c), c.req.valid("param").id, publicUrl(c));
    calendarHeaders(c, `attachment; filename="${fileName}"`);
    return c.body(text);
  })
  .get("/calendar/feed", async (c) => c.json(await service.calendarFeed(ctx(c), publicUrl(c))))
  .post("/calendar/feed/reset", writeLimit("reactions"), async (c) =>
    c.json(await service.resetCalendarFeed(ctx(c), publicUrl(c))),
  )
  // The subscription address: calendar apps fetch it without a session; the token is the key.
  .get("/calendar/:file", async (c) => {
    const file = c.req.param("file");
    if (!file.endsWith(".ics")) throw AppError.notFound();
    const text = await service.feedIcs(c.var.deps.database.db, file.slice(0, -4), publicUrl(c));
    calendarHeaders(c, 'inline; filename="calendario.ics"');
    return c.body(text);
  });
