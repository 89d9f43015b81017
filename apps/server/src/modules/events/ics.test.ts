import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, vtimezone, type IcsEvent } from "./ics";
import { fromWallClock, icsRule, occurrenceStarts, parseRuleText, ruleText } from "./recurrence";

const texts = { online: (u: string) => `Online: ${u}`, moreAt: (u: string) => `Mais: ${u}` };

function event(overrides: Partial<IcsEvent>): IcsEvent {
  return {
    id: "0d9a8a0e-7a4b-4a3f-9b55-1f1f1f1f1f1f",
    title: "Encontro",
    description: "",
    starts_at: new Date("2030-01-10T22:00:00Z"),
    ends_at: new Date("2030-01-10T23:00:00Z"),
    time_zone: "America/Sao_Paulo",
    location: null,
    online_url: null,
    recurrence: null,
    recurrence_ends_at: null,
    status: "scheduled",
    sequence: 0,
    created_at: new Date("2029-12-01T00:00:00Z"),
    updated_at: new Date("2029-12-01T00:00:00Z"),
    url: "https://guilda.example/calendario/eventos/x",
    ...overrides,
  };
}

/** Every start of the first VEVENT, read back by ical.js with the file's own VTIMEZONE. */
function startsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const parsed = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const out: string[] = [];
  const iterator = parsed.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) out.push(next.toJSDate().toISOString());
  return { parsed, starts: out };
}

describe("calendar files", () => {
  it("describe São Paulo with its old summer time and none since 2019", () => {
    const text = vtimezone("America/Sao_Paulo", 2018, 2031);
    // Summer time on 1 January 2018 and again from November 2018 to February 2019; then never.
    expect(text.match(/BEGIN:DAYLIGHT/g)).toHaveLength(2);
    expect(text.match(/BEGIN:STANDARD/g)).toHaveLength(2);
    expect(text).toContain("TZOFFSETTO:-0200");
    // An event in the summer of 2018 (-02:00) and one in the summer of 2030 (-03:00).
    const old = buildCalendar({
      name: "x",
      host: "guilda.example",
      texts,
      events: [
        event({ starts_at: new Date("2018-12-06T21:00:00Z"), ends_at: new Date("2018-12-06T22:00:00Z") }),
      ],
    });
    const { parsed } = startsOf(old);
    expect(parsed.startDate.toString()).toBe("2018-12-06T19:00:00");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2018-12-06T21:00:00.000Z");
    const now = startsOf(buildCalendar({ name: "x", host: "guilda.example", texts, events: [event({})] }));
    expect(now.parsed.startDate.toString()).toBe("2030-01-10T19:00:00");
    expect(now.parsed.startDate.toJSDate().toISOString()).toBe("2030-01-10T22:00:00.000Z");
  });

  it("keep the wall clock of a weekly event across a change of summer time (Lisbon)", () => {
    // 19:00 in Lisbon on Thursdays, from March (WET, +00:00) into April (WEST, +01:00).
    const rule = ruleText({ frequency: "weekly", interval: 1, count: 4 });
    const starts_at = new Date("2030-03-21T19:00:00Z");
    const ours = occurrenceStarts(starts_at, "Europe/Lisbon", rule).map((d) => d.toISOString());
    expect(ours).toEqual([
      "2030-03-21T19:00:00.000Z",
      "2030-03-28T19:00:00.000Z",
      "2030-04-04T18:00:00.000Z",
      "2030-04-11T18:00:00.000Z",
    ]);
    const text = buildCalendar({
      name: "x",
      host: "guilda.example",
      texts,
      events: [
        event({
          starts_at,
          ends_at: new Date(starts_at.getTime() + 3600_000),
          time_zone: "Europe/Lisbon",
          recurrence: rule,
          recurrence_ends_at: new Date(ours[3]!),
        }),
      ],
    });
    // A calendar app expands the same rule to the same instants.
    expect(startsOf(text).starts).toEqual(ours);
  });

  it("read a wall-clock time skipped by a change of summer time forward, as clocks move", () => {
    // 02:30 on 10 March 2030 does not exist in New York (02:00 → 03:00): it is 03:30 EDT.
    expect(
      fromWallClock({ y: 2030, mo: 2, d: 10, h: 2, mi: 30, s: 0 }, "America/New_York").toISOString(),
    ).toBe("2030-03-10T07:30:00.000Z");
    // 01:30 on 31 March 2030 does not exist in Lisbon (01:00 → 02:00): it is 02:30 WEST.
    expect(fromWallClock({ y: 2030, mo: 2, d: 31, h: 1, mi: 30, s: 0 }, "Europe/Lisbon").toISOString()).toBe(
      "2030-03-31T01:30:00.000Z",
    );
    expect(
      fromWallClock({ y: 2030, mo: 6, d: 1, h: 19, mi: 0, s: 0 }, "America/Sao_Paulo").toISOString(),
    ).toBe("2030-07-01T22:00:00.000Z");
  });

  it("write UNTIL in UTC for a rule ended by a date, and read our rules back", () => {
    const rule = ruleText({ frequency: "monthly", interval: 2, until: "2030-12-31" });
    expect(rule).toBe("FREQ=MONTHLY;INTERVAL=2;UNTIL=20301231T235959");
    expect(icsRule(rule, "America/Sao_Paulo")).toBe("FREQ=MONTHLY;INTERVAL=2;UNTIL=20310101T025959Z");
    expect(parseRuleText(rule)).toEqual({ frequency: "monthly", interval: 2, until: "2030-12-31" });
    expect(parseRuleText("FREQ=DAILY;COUNT=3")).toBeNull();
  });
});
