import { describe, expect, it } from "vitest";
import { highlightRanges } from "./search-highlight";

const marked = (text: string, terms: string[]) =>
  highlightRanges(text, terms).map(([a, b]) => text.slice(a, b));

describe("highlightRanges", () => {
  it("marks words without accents or case, by their stem-like prefix", () => {
    expect(marked("Manutenção preventiva de relógios", ["manutencao", "relogio"])).toEqual([
      "Manutenção",
      "relógios",
    ]);
    expect(marked("ESTAÇÕES de trem", ["estacoes"])).toEqual(["ESTAÇÕES"]);
  });

  it("returns offsets of the original text, after characters that fold to nothing or to two", () => {
    const text = "ﬁ café açúcar";
    expect(highlightRanges(text, ["acucar"])).toEqual([[7, 13]]);
    expect(text.slice(7, 13)).toBe("açúcar");
  });

  it("keeps short words from marking long unrelated ones", () => {
    expect(marked("cor corrente cores", ["cor"])).toEqual(["cor", "cores"]);
  });

  it("marks nothing without terms and treats symbols as plain text", () => {
    expect(highlightRanges("qualquer texto", [])).toEqual([]);
    expect(highlightRanges("' OR 1=1-- % _", ["%", "_"])).toEqual([]);
  });
});
