import { aiMessages as texts } from "@guilda/shared/messages/ai";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../platform/markdown";
import { offlineAnswer } from "./offline";
import type { Source } from "./prompt";

const source = (extra: Partial<Source>): Source => ({
  n: 1,
  kind: "post",
  title: "Verniz",
  context: null,
  url: "/post/1",
  excerpt: "Aplique o verniz.",
  text: "Aplique o verniz.",
  ...extra,
});

describe("offlineAnswer", () => {
  it("keeps a passage's title, context and excerpt as literal text: no link, bold or list sneaks in", () => {
    const content = offlineAnswer([
      source({
        title: "x** [Clique](https://phish.example) **",
        context: "Oficina _[aqui](https://phish.example/2)_",
        excerpt:
          "1. [Entre](https://phish.example/3) ![x](https://phish.example/4.png) `code` www.phish.example a@phish.example",
      }),
    ]);
    const html = renderMarkdown(content, { untrusted: true });
    expect(html).not.toMatch(/<a href="https:\/\/phish/);
    expect(html).not.toMatch(/<(ol|li|code|em)>/);
    // The only link is the source's own.
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual(["/post/1"]);
    expect(html).toContain(
      `<strong>x** [Clique](https://phish.example) **</strong> · Oficina _[aqui](https://phish.example/2)_ — <a href="/post/1">${texts.offlineSourceLink}</a>`,
    );
    expect(html).toContain(
      "<blockquote>\n<p>1. [Entre](https://phish.example/3) ![x](https://phish.example/4.png) `code` www.phish.example a@phish.example</p>\n</blockquote>",
    );
  });
});
