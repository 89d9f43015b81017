import { describe, expect, it } from "vitest";
import { isReservedUsername } from "./reserved-usernames";

describe("reserved usernames", () => {
  it("refuses the staff's and the platform's names, whatever the case, accents, separators and digits", () => {
    for (const name of [
      "admin",
      "ADMIN",
      "Administrador",
      "administração",
      "moderador",
      "Moderadora",
      "suporte",
      "guilda",
      "a.d.m.i.n",
      "admin_2",
      "suporte-1",
      "todos",
      "everyone",
      "equipe",
      "noreply",
      "nao-responda",
      "sistema",
    ])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it("refuses handles that speak for the staff around another word", () => {
    for (const name of [
      "admin.joao",
      "joao_admin",
      "realadmin",
      "suporte.guilda",
      "guilda_oficial",
      "staff01",
    ])
      expect(isReservedUsername(name), name).toBe(true);
  });

  it("leaves ordinary handles alone, even with a reserved word's letters inside", () => {
    for (const name of [
      "ana.lima",
      "joao.conceicao",
      "modesto",
      "timoteo",
      "todosanto",
      "helena",
      "rafael_2",
      "badminton",
      "sistemas.ana",
      "equipes",
      "mod3lo",
    ])
      expect(isReservedUsername(name), name).toBe(false);
  });
});
