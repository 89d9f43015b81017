import { describe, expect, it } from "vitest";
import { createPostSchema } from "../schemas/feed";
import { updatePinnedLinksSchema } from "../schemas/settings";
import { resolveSpaceIcon } from "./space-icon";
import { isValidVideoId, parseVideoLink, videoEmbedUrl } from "./video-link";

const ID = "dQw4w9WgXcQ";

describe("video links (spec §5)", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&t=42s`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
  ])("reads the YouTube id from %s", (url) => {
    expect(parseVideoLink(url)).toEqual({ ok: true, video: { kind: "youtube", id: ID } });
  });

  it("reads Vimeo and Wistia links", () => {
    expect(parseVideoLink("https://vimeo.com/76979871")).toEqual({
      ok: true,
      video: { kind: "vimeo", id: "76979871" },
    });
    expect(parseVideoLink("https://player.vimeo.com/video/76979871?h=1")).toMatchObject({ ok: true });
    expect(parseVideoLink("https://minhaempresa.wistia.com/medias/e4a27b971d")).toEqual({
      ok: true,
      video: { kind: "wistia", id: "e4a27b971d" },
    });
    expect(parseVideoLink("https://fast.wistia.net/embed/iframe/e4a27b971d")).toMatchObject({ ok: true });
  });

  it("gives the spec's messages for empty and invalid links", () => {
    expect(parseVideoLink("   ")).toEqual({ ok: false, error: "URL não pode estar vazia" });
    for (const bad of [
      "https://www.youtube.com/watch?v=curto",
      `https://www.youtube.com/watch?v=${ID}extra`,
      `https://evil.example/watch?v=${ID}`,
      `javascript:alert('${ID}')`,
      "https://vimeo.com/abc",
    ]) {
      const result = parseVideoLink(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^URL do YouTube inválida\. Use formatos como: /);
    }
  });

  it("builds privacy-enhanced player addresses and checks stored ids", () => {
    expect(videoEmbedUrl({ kind: "youtube", id: ID })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(videoEmbedUrl({ kind: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871");
    expect(isValidVideoId("youtube", ID)).toBe(true);
    expect(isValidVideoId("youtube", `${ID}"><script>`)).toBe(false);
    expect(isValidVideoId("wistia", "../../etc")).toBe(false);
  });
});

describe("space icons (spec §3)", () => {
  it("keeps emoji and the four names, and falls back to star", () => {
    expect(resolveSpaceIcon("👋")).toEqual({ kind: "emoji", value: "👋" });
    expect(resolveSpaceIcon("🇧🇷")).toEqual({ kind: "emoji", value: "🇧🇷" });
    expect(resolveSpaceIcon("message-square")).toEqual({ kind: "named", name: "message-square" });
    for (const other of [null, "", "rocket", "<img src=x onerror=alert(1)>", "a👋"])
      expect(resolveSpaceIcon(other)).toEqual({ kind: "named", name: "star" });
  });
});

describe("post and sidebar input", () => {
  it("trims and requires title and content", () => {
    const result = createPostSchema.safeParse({ title: "  ", content: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Título e conteúdo são obrigatórios.");
  });

  it("accepts only http(s) or same-site links in pinned links", () => {
    const parse = (url: string) =>
      updatePinnedLinksSchema.safeParse({ links: [{ label: "x", url }] }).success;
    expect(parse("/regras")).toBe(true);
    expect(parse("https://exemplo.com")).toBe(true);
    for (const bad of ["javascript:alert(1)", "//evil.com", "/\\evil.com", "data:text/html,<b>x</b>"])
      expect(parse(bad)).toBe(false);
  });
});
