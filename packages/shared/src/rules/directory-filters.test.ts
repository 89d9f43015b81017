import { describe, expect, it } from "vitest";
import { foldSearch, matchesRole, PERIOD_DAYS, periodStart, ROLE_FILTER_FLAGS } from "./directory-filters";

describe("foldSearch", () => {
  it("lower-cases, drops accents and trims", () => {
    expect(foldSearch("  João Ângelo ÇÃO ")).toBe("joao angelo cao");
    expect(foldSearch("Müller-Ñúñez")).toBe("muller-nunez");
    expect(foldSearch("")).toBe("");
  });
});

describe("joining periods", () => {
  it("reach back a fixed number of days", () => {
    expect(PERIOD_DAYS).toEqual({
      last_7_days: 7,
      last_30_days: 30,
      last_3_months: 90,
      last_6_months: 182,
      last_year: 365,
    });
  });

  it("start that many days before now, none for 'all'", () => {
    const now = Date.parse("2025-03-31T12:00:00Z");
    expect(periodStart("all", now)).toBeUndefined();
    expect(periodStart("last_7_days", now)?.toISOString()).toBe("2025-03-24T12:00:00.000Z");
    expect(periodStart("last_year", now)?.toISOString()).toBe("2024-03-31T12:00:00.000Z");
  });
});

describe("role filters", () => {
  const admin = { is_admin: true, is_moderator: true, is_student: false };
  const moderator = { is_admin: false, is_moderator: true, is_student: true };
  const student = { is_admin: false, is_moderator: false, is_student: true };
  const plain = { is_admin: false, is_moderator: false, is_student: false };

  it("moderator leaves out admins, member means none of the three roles", () => {
    expect([admin, moderator, student, plain].map((p) => matchesRole(p, "admin"))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([admin, moderator, student, plain].map((p) => matchesRole(p, "moderator"))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([admin, moderator, student, plain].map((p) => matchesRole(p, "student"))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([admin, moderator, student, plain].map((p) => matchesRole(p, "member"))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([admin, moderator, student, plain].every((p) => matchesRole(p, "all"))).toBe(true);
  });

  it("lists the moderator flags in the order of the server's partial index", () => {
    expect(ROLE_FILTER_FLAGS.moderator).toEqual([
      ["is_moderator", true],
      ["is_admin", false],
    ]);
  });
});
