import { eventMessages as em } from "@guilda/shared/messages/events";
import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import {
  EVENT_CAPACITY_MAX,
  EVENT_DEFAULT_TIME_ZONE,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MAX_OCCURRENCES,
  EVENT_TITLE_MAX,
  type EventDetail,
  type EventInput,
} from "@guilda/shared/schemas/events";
import { addDays, addHours, format, setHours, startOfHour } from "date-fns";
import { z } from "@guilda/shared/schemas/zod";
import { fromLocalInput, inZone, toLocalInput } from "./dates";

/** The editor's fields: times as the datetime-local inputs hold them (wall clock in the chosen zone). */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(3, em.titleTooShort).max(EVENT_TITLE_MAX, em.titleTooLong),
    space_id: z.string().min(1, em.spaceRequired),
    starts: z.string().min(1, em.dateInvalid),
    ends: z.string().min(1, em.dateInvalid),
    time_zone: z.string().min(1, em.timeZoneInvalid),
    location: z.string().trim().max(EVENT_LOCATION_MAX, em.locationTooLong),
    online_url: z
      .string()
      .trim()
      .max(2000)
      .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), em.onlineUrlInvalid),
    capacity: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === "" ||
          (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= EVENT_CAPACITY_MAX),
        em.capacityInvalid,
      ),
    description: z.string().max(EVENT_DESCRIPTION_MAX, em.descriptionTooLong),
    frequency: z.enum(["none", "weekly", "monthly"]),
    interval: z.string(),
    end_kind: z.enum(["count", "until"]),
    count: z.string().trim(),
    until: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    const starts = fromLocalInput(values.starts, values.time_zone);
    const ends = fromLocalInput(values.ends, values.time_zone);
    if (!starts) ctx.addIssue({ code: "custom", path: ["starts"], message: em.dateInvalid });
    if (!ends) ctx.addIssue({ code: "custom", path: ["ends"], message: em.dateInvalid });
    if (starts && ends && ends <= starts)
      ctx.addIssue({ code: "custom", path: ["ends"], message: m.endBeforeStart });
    if (values.frequency === "none") return;
    if (values.end_kind === "count") {
      const n = Number(values.count);
      if (!/^\d{1,3}$/.test(values.count) || n < 2 || n > EVENT_MAX_OCCURRENCES)
        ctx.addIssue({ code: "custom", path: ["count"], message: m.countRequired });
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until)) {
      ctx.addIssue({ code: "custom", path: ["until"], message: m.untilRequired });
    }
  });

export type EventFormValues = z.infer<typeof eventFormSchema>;

/** The form's fields for a new event (next full hour tomorrow evening-ish: 19:00 the next day) or a saved one. */
export function eventFormDefaults(event: EventDetail | null, spaceId: string): EventFormValues {
  if (!event) {
    const zone = EVENT_DEFAULT_TIME_ZONE;
    const start = startOfHour(setHours(addDays(inZone(new Date(), zone), 1), 19));
    return {
      title: "",
      space_id: spaceId,
      starts: format(start, "yyyy-MM-dd'T'HH:mm"),
      ends: format(addHours(start, 1), "yyyy-MM-dd'T'HH:mm"),
      time_zone: zone,
      location: "",
      online_url: "",
      capacity: "",
      description: "",
      frequency: "none",
      interval: "1",
      end_kind: "count",
      count: "4",
      until: "",
    };
  }
  // A recurring event is edited from its first occurrence (the rule starts there).
  const first = event.series_starts_at;
  const durationMs = new Date(event.ends_at).getTime() - new Date(event.starts_at).getTime();
  const firstEnds = new Date(new Date(first).getTime() + durationMs).toISOString();
  return {
    title: event.title,
    space_id: event.space.id,
    starts: toLocalInput(first, event.time_zone),
    ends: toLocalInput(firstEnds, event.time_zone),
    time_zone: event.time_zone,
    location: event.location ?? "",
    online_url: event.online_url ?? "",
    capacity: event.capacity === null ? "" : String(event.capacity),
    description: event.description,
    frequency: event.recurrence?.frequency ?? "none",
    interval: String(event.recurrence?.interval ?? 1),
    end_kind: event.recurrence?.until ? "until" : "count",
    count: event.recurrence?.count ? String(event.recurrence.count) : "4",
    until: event.recurrence?.until ?? "",
  };
}

/** The API's input from the form (times in UTC, the zone alongside). */
export function toEventInput(values: EventFormValues): Omit<EventInput, "cover_upload_id"> {
  const recurrence: EventInput["recurrence"] =
    values.frequency === "none"
      ? null
      : {
          frequency: values.frequency,
          interval: Number(values.interval) || 1,
          ...(values.end_kind === "count" ? { count: Number(values.count) } : { until: values.until }),
        };
  return {
    space_id: values.space_id,
    title: values.title.trim(),
    description: values.description,
    starts_at: fromLocalInput(values.starts, values.time_zone) ?? "",
    ends_at: fromLocalInput(values.ends, values.time_zone) ?? "",
    time_zone: values.time_zone,
    location: values.location.trim() || null,
    online_url: values.online_url.trim() || null,
    capacity: values.capacity.trim() ? Number(values.capacity) : null,
    recurrence,
  };
}

/** The server's field names that the form shows next to an input. */
const FIELD_OF: Record<string, keyof EventFormValues> = {
  title: "title",
  space_id: "space_id",
  starts_at: "starts",
  ends_at: "ends",
  time_zone: "time_zone",
  location: "location",
  online_url: "online_url",
  capacity: "capacity",
  description: "description",
  recurrence: "frequency",
  "recurrence.count": "count",
  "recurrence.until": "until",
  "recurrence.frequency": "frequency",
  "recurrence.interval": "interval",
};

export const formFieldOf = (name: string): keyof EventFormValues | null => FIELD_OF[name] ?? null;
