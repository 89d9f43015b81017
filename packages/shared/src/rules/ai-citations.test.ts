import { describe, expect, it } from "vitest";
import { citationStream, cleanCitations, pickCitations, settledLength } from "./ai-citations";

describe("cleanCitations", () => {
  it("keeps markers of the given sources and lists them ascending", () => {
    expect(cleanCitations("Use primer [2] e depois verniz [1].", [1, 2, 3])).toEqual({
      text: "Use primer [2] e depois verniz [1].",
      cited: [1, 2],
    });
  });

  it("removes numbers that were not given, with the space before an emptied marker", () => {
    expect(cleanCitations("Lixe antes [99]. Depois pinte [1, 7] e seque [3;4].", [1, 3])).toEqual({
      text: "Lixe antes. Depois pinte [1] e seque [3].",
      cited: [1, 3],
    });
  });

  it("leaves links, code and other brackets alone", () => {
    const text = "Veja [o guia](https://x.example) e `arr[9]`:\n\n```js\nlista[42]\n```\n[nota] [0]";
    expect(cleanCitations(text, [1])).toEqual({
      text: "Veja [o guia](https://x.example) e `arr[9]`:\n\n```js\nlista[42]\n```\n[nota]",
      cited: [],
    });
  });

  it("counts a source cited twice once", () => {
    expect(cleanCitations("[1] e de novo [1][2]", [1, 2]).cited).toEqual([1, 2]);
  });
});

describe("pickCitations", () => {
  it("keeps the cited sources in the order of their numbers", () => {
    const sources = [1, 2, 3].map((n) => ({ n, title: `Fonte ${n}` }));
    expect(pickCitations(sources, [3, 1]).map((s) => s.title)).toEqual(["Fonte 1", "Fonte 3"]);
    expect(pickCitations(sources, [])).toEqual([]);
  });
});

describe("streaming", () => {
  it("holds back a marker, a code span and spaces that are not finished", () => {
    expect(settledLength("Texto [1")).toBe(5);
    expect(settledLength("Texto [12]")).toBe(5);
    expect(settledLength("Texto `cod")).toBe(5);
    expect(settledLength("Texto [1] fim")).toBe(13);
    expect(settledLength("Texto   ")).toBe(5);
  });

  it("shows the cleaned answer piece by piece, whatever the cuts", () => {
    const answer = "Lixe bem [1]. Não use solvente [99], veja `a[5]` e [o link](https://x.example) [2, 8].";
    const expected = cleanCitations(answer, [1, 2]).text;
    expect(expected).toBe("Lixe bem [1]. Não use solvente, veja `a[5]` e [o link](https://x.example) [2].");
    for (const size of [1, 2, 3, 5, 8, 200]) {
      const stream = citationStream([1, 2]);
      let shown = "";
      for (let i = 0; i < answer.length; i += size) shown += stream.push(answer.slice(i, i + size));
      shown += stream.finish();
      expect(shown).toBe(expected);
      expect(stream.raw).toBe(answer);
    }
  });

  it("keeps a code block whose fence arrives in pieces as code", () => {
    const answer = "Veja ``` e [9]:\n\n```js\nlista[9] [1]\n```\nfim [9] [1]";
    const expected = cleanCitations(answer, [1]).text;
    for (const size of [1, 2, 4]) {
      const stream = citationStream([1]);
      let shown = "";
      for (let i = 0; i < answer.length; i += size) shown += stream.push(answer.slice(i, i + size));
      expect(shown + stream.finish()).toBe(expected);
    }
  });

  it("goes through a run of 200 000 spaces in small pieces, and an emptied marker takes them along", () => {
    const spaces = " ".repeat(200_000);
    const answer = `Lixe${spaces}[99] e pinte${spaces}[1].${spaces}\tfim`;
    const stream = citationStream([1]);
    let shown = "";
    for (let i = 0; i < answer.length; i += 7) shown += stream.push(answer.slice(i, i + 7));
    shown += stream.finish();
    expect(shown).toBe(`Lixe e pinte${spaces}[1].${spaces}\tfim`);
    expect(cleanCitations(`a${spaces}[5]${spaces}b`, []).text).toBe(`a${spaces}b`);
  });
});
