import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL_NAMES } from "../constants";
import { isAgentIcon } from "./agent-icons";
import { levelNamesFromList, levelNamesList, levelNamesOf, tierLabel, tierLabelsOf } from "./community-words";
import { levelProgress } from "./gamification";

describe("the community's words", () => {
  it("reads stored level names over the spec's, key by key", () => {
    expect(levelNamesOf(null)).toEqual(DEFAULT_LEVEL_NAMES);
    expect(levelNamesOf({ Jedi: " Cavaleiro ", Padawan: "", Outro: "x", "Mestre Jedi": 3 })).toEqual({
      ...DEFAULT_LEVEL_NAMES,
      Jedi: "Cavaleiro",
    });
    const names = levelNamesFromList(["Aprendiz", "Cavaleiro", "Mestre", "Lenda"]);
    expect(names).toEqual({
      Padawan: "Aprendiz",
      Jedi: "Cavaleiro",
      "Mestre Jedi": "Mestre",
      "Grande Mestre": "Lenda",
    });
    expect(levelNamesList(names)).toEqual(["Aprendiz", "Cavaleiro", "Mestre", "Lenda"]);
  });

  it("names a member's progress with the community's names", () => {
    const names = levelNamesFromList(["Aprendiz", "Cavaleiro", "Mestre", "Lenda"]);
    expect(levelProgress(150, [0, 100, 1000, 5000], names)).toEqual({
      level: "Cavaleiro",
      next: { level: "Mestre", threshold: 1000 },
      percent: 5,
    });
    expect(levelProgress(9000, [0, 100, 1000, 5000], names)).toEqual({
      level: "Lenda",
      next: null,
      percent: 100,
    });
  });

  it("reads tiers in Portuguese unless a plan names them", () => {
    expect(tierLabelsOf({})).toEqual({
      trial: "Teste",
      basic: "Básico",
      premium: "Premium",
      enterprise: "Empresarial",
    });
    const labels = tierLabelsOf({ premium: "Ouro", gold: "x", basic: "  " });
    expect(labels).toMatchObject({ premium: "Ouro", basic: "Básico" });
    expect(tierLabel("premium", labels)).toBe("Ouro");
    expect(tierLabel("trial")).toBe("Teste");
  });

  it("takes an agent's icon only as a name of the set or an agent-icon upload", () => {
    expect(isAgentIcon("palette")).toBe(true);
    expect(isAgentIcon("/media/media_uploads/u1/agent-1700000000000-aaaaaaaaaaaaaaaaaaaaaa.webp")).toBe(true);
    for (const value of [
      "<svg onload=alert(1)/>",
      "data:image/svg+xml,<svg/>",
      "https://exemplo.com/i.png",
      "/media/media_uploads/u1/avatar-1700000000000-aaaaaaaaaaaaaaaaaaaaaa.webp",
      "/media/media_uploads/../agent-1-aaaaaaaaaaaaaaaaaaaaaa.webp",
      "Palette",
    ])
      expect(isAgentIcon(value), value).toBe(false);
  });
});
