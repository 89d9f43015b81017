import { describe, expect, it } from "vitest";
import { moderationMessages as m } from "../messages/moderation";
import { SILENCED_FOREVER } from "../schemas/moderation";
import {
  countLinks,
  heldReason,
  matchedWord,
  memberActionRefusal,
  normalizeWordList,
  silenceEnd,
  silencedMessage,
} from "./moderation";

const now = new Date("2026-11-29T12:00:00Z");
const oldMember = new Date("2026-01-01T00:00:00Z");
const settings = { link_limit: 2, min_points: 10, word_list: ["compre já", "golpe"] };
const base = { joinedAt: oldMember, points: 50, repeats: 0, now, settings };

describe("held for review", () => {
  it("counts links", () => {
    expect(countLinks("veja https://a.com e http://b.com/x?y=1 e www.c.com.br, não example.com")).toBe(3);
    expect(countLinks("sem links")).toBe(0);
  });

  it("finds whole words of the list without accents or case", () => {
    expect(matchedWord("COMPRE JA!!!", settings.word_list)).toBe("compre já");
    expect(matchedWord("Isso é um Golpe.", settings.word_list)).toBe("golpe");
    expect(matchedWord("golpear não conta", settings.word_list)).toBeNull();
    expect(matchedWord("nada aqui", [])).toBeNull();
    expect(normalizeWordList([" Golpe ", "golpe", "Compre  JÁ", ""])).toEqual(["golpe", "compre ja"]);
  });

  it("holds a listed word, the third repeat, and many links from a new or low-points member", () => {
    expect(heldReason({ ...base, text: "um golpe" })).toBe("words");
    expect(heldReason({ ...base, text: "oi", repeats: 1 })).toBeNull();
    expect(heldReason({ ...base, text: "oi", repeats: 2 })).toBe("repeated");
    const links = "https://a.com https://b.com https://c.com";
    expect(heldReason({ ...base, text: links })).toBeNull();
    expect(heldReason({ ...base, text: links, points: 9 })).toBe("links");
    expect(heldReason({ ...base, text: links, joinedAt: new Date(now.getTime() - 23 * 3600_000) })).toBe(
      "links",
    );
    expect(heldReason({ ...base, text: "https://a.com https://b.com", points: 0 })).toBeNull();
  });
});

describe("moderators' limits", () => {
  const admin = { id: "a", is_admin: true, is_moderator: false };
  const mod = { id: "m", is_admin: false, is_moderator: true };
  const member = { id: "x", is_admin: false, is_moderator: false };
  it("lets moderators warn and silence members up to 7 days", () => {
    expect(memberActionRefusal(mod, member, "warn")).toBeNull();
    expect(memberActionRefusal(mod, member, "silence", 7)).toBeNull();
    expect(memberActionRefusal(mod, member, "silence", 30)).toBe(m.moderatorSilenceLimit);
    expect(memberActionRefusal(mod, member, "silence", null)).toBe(m.moderatorSilenceLimit);
    expect(memberActionRefusal(mod, member, "suspend")).toBe(m.adminsOnly);
    expect(memberActionRefusal(mod, member, "ban")).toBe(m.adminsOnly);
    expect(memberActionRefusal(mod, { ...member, is_moderator: true, id: "y" }, "warn")).toBe(
      m.cannotActOnStaff,
    );
  });
  it("lets admins do everything but to themselves or another admin", () => {
    expect(memberActionRefusal(admin, member, "ban")).toBeNull();
    expect(memberActionRefusal(admin, mod, "silence", null)).toBeNull();
    expect(memberActionRefusal(admin, admin, "warn")).toBe(m.cannotActOnSelf);
    expect(memberActionRefusal(admin, { ...admin, id: "b" }, "warn")).toBe(m.cannotActOnStaff);
    expect(memberActionRefusal(member, { ...member, id: "z" }, "warn")).toBe(m.adminsOnly);
  });
  it("ends silences and says when", () => {
    expect(silenceEnd(7, now).toISOString()).toBe("2026-12-06T12:00:00.000Z");
    expect(silenceEnd(null, now).toISOString()).toBe(SILENCED_FOREVER);
    expect(silencedMessage("2026-12-06T12:00:00.000Z")).toBe(
      "Você está silenciado até 06/12/2026 às 09:00 e não pode publicar.",
    );
    expect(silencedMessage(SILENCED_FOREVER)).toBe(m.silencedForever);
  });
});
