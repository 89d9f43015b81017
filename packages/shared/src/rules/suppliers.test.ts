import { describe, expect, it } from "vitest";
import {
  formatWhatsapp,
  normalizeInstagram,
  normalizeWebsite,
  normalizeWhatsapp,
  splitCategories,
  tidyCategories,
} from "./suppliers";

describe("supplier fields as members type them", () => {
  it("keeps http(s) websites, adds https:// to a bare domain and refuses every other scheme", () => {
    expect(normalizeWebsite(" https://loja.com.br/moedas?x=1 ")).toBe("https://loja.com.br/moedas?x=1");
    expect(normalizeWebsite("http://loja.com.br")).toBe("http://loja.com.br");
    expect(normalizeWebsite("loja.com.br/moedas")).toBe("https://loja.com.br/moedas");
    expect(normalizeWebsite("")).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://loja.com.br",
      "//evil.example",
      "/recursos",
      "https://",
      "https://loja .com.br",
      "localhost:3000",
    ])
      expect(normalizeWebsite(bad), bad).toBeUndefined();
  });

  it("reads an Instagram handle with or without '@' or from its address", () => {
    expect(normalizeInstagram("@Loja.Moedas_1")).toBe("loja.moedas_1");
    expect(normalizeInstagram("https://www.instagram.com/loja.moedas/")).toBe("loja.moedas");
    expect(normalizeInstagram("instagram.com/loja?igsh=abc")).toBe("loja");
    expect(normalizeInstagram("  ")).toBeNull();
    for (const bad of ["@", "loja moedas", "a".repeat(31), "<script>", "https://evil.example/loja"])
      expect(normalizeInstagram(bad), bad).toBeUndefined();
  });

  it("turns a Brazilian phone into digits with 55, and refuses the rest", () => {
    expect(normalizeWhatsapp("(11) 98765-4321")).toBe("5511987654321");
    expect(normalizeWhatsapp("+55 11 98765-4321")).toBe("5511987654321");
    expect(normalizeWhatsapp("0xx11 98765-4321")).toBeUndefined();
    expect(normalizeWhatsapp("011 3333-4444")).toBe("551133334444");
    expect(normalizeWhatsapp("wa.me/5521912345678")).toBe("5521912345678");
    expect(normalizeWhatsapp("55 99123-4567")).toBe("5555991234567");
    expect(normalizeWhatsapp("")).toBeNull();
    for (const bad of [
      "12345",
      "+1 415 555 2671",
      "(10) 98765-4321",
      "(11) 88765-4321",
      "(11) 6333-4444",
      "11 9876-54321x",
    ])
      expect(normalizeWhatsapp(bad), bad).toBeUndefined();
    expect(formatWhatsapp("5511987654321")).toBe("(11) 98765-4321");
    expect(formatWhatsapp("551133334444")).toBe("(11) 3333-4444");
  });

  it("tidies categories and drops repeats that differ only in case or accents", () => {
    expect(tidyCategories(["  Moedas  antigas ", "moedas antigas", "Relógios", "relogios", ""])).toEqual([
      "Moedas antigas",
      "Relógios",
    ]);
    expect(splitCategories("Moedas, Cédulas;Selos\nmoedas")).toEqual(["Moedas", "Cédulas", "Selos"]);
  });
});
