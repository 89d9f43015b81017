import { eventMessages as m } from "../messages/events";
import { singleLine, z } from "./zod";

/**
 * Events and the calendar (/calendario). Imported by subpath (`@guilda/shared/schemas/events`).
 * Times travel as ISO 8601 strings in UTC; `time_zone` says in which zone the event was planned
 * (recurrences keep its wall-clock time). An occurrence is named by `occurrence_at`: its start
 * as the rule produced it (for a single event, `starts_at`).
 */

export const EVENT_DEFAULT_TIME_ZONE = "America/Sao_Paulo";
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_CAPACITY_MAX = 100_000;
/** An event lasts at most this long (one occurrence). */
export const EVENT_MAX_DURATION_DAYS = 14;
/** A recurring event has at most this many occurrences. */
export const EVENT_MAX_OCCURRENCES = 104;
/** The calendar's range query spans at most this many days (a month view with its edges). */
export const EVENT_RANGE_MAX_DAYS = 100;
export const EVENT_ATTENDEES_PAGE_SIZE = 50;
/** Reminders go out this long before an occurrence to those who said 'Vou'. */
export const EVENT_REMINDERS = [
  { kind: "24h", beforeMs: 24 * 60 * 60 * 1000 },
  { kind: "1h", beforeMs: 60 * 60 * 1000 },
] as const;
export type EventReminderKind = (typeof EVENT_REMINDERS)[number]["kind"];

/** What a member may answer; 'waitlist' is given by the server when 'going' finds no place. */
export const RSVP_CHOICES = ["going", "maybe", "not_going"] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
export type RsvpStatus = RsvpChoice | "waitlist";
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  going: "Vou",
  maybe: "Talvez",
  not_going: "Não vou",
  waitlist: "Lista de espera",
};

/** Weekly or monthly repetition, ended by a count or a date (the form's choices; RRULE on the server). */
export const EVENT_FREQUENCIES = ["weekly", "monthly"] as const;
export type EventFrequency = (typeof EVENT_FREQUENCIES)[number];
export const EVENT_FREQUENCY_LABELS: Record<EventFrequency, string> = {
  weekly: "Toda semana",
  monthly: "Todo mês",
};

export const recurrenceSchema = z
  .object({
    frequency: z.enum(EVENT_FREQUENCIES, { error: m.frequencyInvalid }),
    /** Every n weeks or months (1–4). */
    interval: z.coerce.number().int().min(1).max(4).default(1),
    /** Ends after this many occurrences… */
    count: z.coerce.number().int().min(2).max(EVENT_MAX_OCCURRENCES).optional(),
    /** …or on this day (YYYY-MM-DD, in the event's zone). One of the two is required. */
    until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, m.untilInvalid)
      .optional(),
  })
  .strict()
  .refine((r) => (r.count === undefined) !== (r.until === undefined), { message: m.recurrenceEndRequired });
export type RecurrenceInput = z.infer<typeof recurrenceSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: m.dateInvalid });

/** The fields of an event as typed, without defaults (an edit sends only what changed). */
const eventFields = {
  title: singleLine(z.string().trim().min(3, m.titleTooShort).max(EVENT_TITLE_MAX, m.titleTooLong)),
  description: z.string().max(EVENT_DESCRIPTION_MAX, m.descriptionTooLong),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  time_zone: singleLine(z.string().min(1).max(64)),
  location: singleLine(z.string().trim().max(EVENT_LOCATION_MAX, m.locationTooLong)).nullable(),
  online_url: singleLine(z.string().trim().max(2000)).nullable(),
  capacity: z.coerce.number().int().min(1, m.capacityInvalid).max(EVENT_CAPACITY_MAX).nullable(),
  /** An upload id (an image the editor uploaded) or null to remove the cover. */
  cover_upload_id: z.uuid().nullable(),
  recurrence: recurrenceSchema.nullable(),
};

/** POST /api/events (admins and moderators). */
export const eventInputSchema = z
  .object({
    space_id: z.uuid({ error: m.spaceRequired }),
    ...eventFields,
    description: eventFields.description.default(""),
    time_zone: eventFields.time_zone.default(EVENT_DEFAULT_TIME_ZONE),
    location: eventFields.location.default(null),
    online_url: eventFields.online_url.default(null),
    capacity: eventFields.capacity.default(null),
    cover_upload_id: eventFields.cover_upload_id.optional(),
    recurrence: eventFields.recurrence.default(null),
  })
  .strict();
export type EventInput = z.infer<typeof eventInputSchema>;

/**
 * PATCH /api/events/:id — only the fields sent change (no defaults here: a field left out keeps
 * its value); the space does not change.
 */
export const eventPatchSchema = z.object(eventFields).partial().strict();
export type EventPatch = z.infer<typeof eventPatchSchema>;

/** GET /api/events?from=&to=[&space=slug] — every occurrence that overlaps [from, to). */
export const eventsRangeQuerySchema = z
  .object({
    from: isoDateTime,
    to: isoDateTime,
    /** Only the events of this space (its page). */
    space: z.string().max(200).optional(),
  })
  .strict();

/** PUT /api/events/:id/rsvp */
export const rsvpInputSchema = z
  .object({
    occurrence_at: isoDateTime,
    status: z.enum(RSVP_CHOICES, { error: m.rsvpInvalid }),
  })
  .strict();

export type EventSpace = { id: string; name: string; slug: string; is_private: boolean };

export type EventCounts = { going: number; maybe: number; not_going: number; waitlist: number };

/** One occurrence of an event, as the calendar lists it. */
export type EventOccurrenceView = {
  event_id: string;
  occurrence_at: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  title: string;
  space: EventSpace;
  location: string | null;
  online_url: string | null;
  cover_url: string | null;
  capacity: number | null;
  status: "scheduled" | "cancelled";
  is_recurring: boolean;
  counts: EventCounts;
  /** The viewer's answer for this occurrence. */
  my_status: RsvpStatus | null;
};

/** GET /api/events?from=&to= */
export type EventRange = { items: EventOccurrenceView[] };

/** GET /api/events/:id?occurrence= — the event around one occurrence (the next one by default). */
export type EventDetail = EventOccurrenceView & {
  description: string;
  /** The description rendered and sanitized on the server. */
  description_html: string;
  recurrence: RecurrenceInput | null;
  /** Human text of the rule: 'Toda semana, 8 vezes'. */
  recurrence_text: string | null;
  /** The next occurrences (up to 10) for the occurrence picker. */
  upcoming: { occurrence_at: string; starts_at: string; ends_at: string }[];
  /** The viewer's place on the waiting list (1 = next), when on it. */
  waitlist_position: number | null;
  can_edit: boolean;
  /**
   * The first occurrence's start (the event row's `starts_at`): the editor edits a recurring
   * event from there, whichever occurrence is on screen. For a single event, `starts_at`.
   */
  series_starts_at: string;
  created_by: { id: string; full_name: string } | null;
  sequence: number;
};

export type EventAttendee = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  status: RsvpStatus;
  answered_at: string;
};

/** GET /api/events/:id/attendees?occurrence=&status=&cursor= */
export type EventAttendeesPage = { items: EventAttendee[]; next_cursor: string | null; total: number };

/** PUT /api/events/:id/rsvp → the viewer's status (maybe 'waitlist') and the occurrence's counts. */
export type RsvpResult = { status: RsvpStatus; counts: EventCounts; waitlist_position: number | null };

/** GET /api/calendar/feed, POST /api/calendar/feed/reset → the member's private subscription address. */
export type CalendarFeed = { url: string; webcal_url: string };
