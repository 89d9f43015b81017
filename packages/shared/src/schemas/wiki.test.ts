import { describe, expect, it } from "vitest";
import { wikiMessages as m } from "../messages/wiki";
import { createWikiArticleSchema, updateWikiArticleSchema, wikiSlugFromTitle } from "./wiki";

describe("wiki schemas", () => {
  it("makes an address from a title: no accents, lower case, hyphens, room for a suffix", () => {
    expect(wikiSlugFromTitle("Conservação de Moedas: o Básico!")).toBe("conservacao-de-moedas-o-basico");
    expect(wikiSlugFromTitle("  --Relógios  &  Cronógrafos--  ")).toBe("relogios-cronografos");
    expect(wikiSlugFromTitle("¿?!")).toBe("");
    expect(wikiSlugFromTitle("a".repeat(200)).length).toBe(76);
  });

  it("refuses what the server refuses, with the same pt-BR words", () => {
    const issue = (input: Record<string, unknown>) =>
      createWikiArticleSchema.safeParse({ title: "Título", category_id: null, body: "", ...input }).error
        ?.issues[0]?.message;
    expect(issue({})).toBeUndefined();
    expect(issue({ title: "  " })).toBe(m.titleRequired);
    expect(issue({ slug: "Com Espaço" })).toBe(m.slugInvalid);
    expect(issue({ slug: "duplo--hifen" })).toBe(m.slugInvalid);
    expect(issue({ slug: "novo" })).toBe(m.slugReserved);
    expect(issue({ category_id: "x" })).toBe(m.categoryInvalid);
    expect(
      createWikiArticleSchema.parse({ title: " Oi! ", category_id: null, body: "", summary: "  " }),
    ).toEqual({
      title: "Oi!",
      category_id: null,
      body: "",
      summary: null,
    });
    expect(
      updateWikiArticleSchema.safeParse({ title: "Título", category_id: null, body: "", base_revision: 0 })
        .error?.issues[0]?.message,
    ).toBe(m.baseRevisionInvalid);
  });
});
