import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installPtBrValidationMessages } from "./zod-pt-br";
import { validationMessages } from "../messages/validation";
import { isSingleLine, singleLine } from "../schemas/zod";

installPtBrValidationMessages();

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues[0]!.message;
};

describe("zod messages in pt-BR", () => {
  it("translates the generic checks a schema leaves without a message", () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe("Campo obrigatório.");
    expect(messageOf(z.string(), 3)).toBe("Valor inválido.");
    expect(messageOf(z.string().max(5), "abcdefg")).toBe("Use no máximo 5 caracteres.");
    expect(messageOf(z.string().min(3), "ab")).toBe("Use pelo menos 3 caracteres.");
    expect(messageOf(z.string().min(1), "")).toBe("Campo obrigatório.");
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe("Envie no máximo 2 itens.");
    expect(messageOf(z.array(z.number()).min(1), [])).toBe("Envie pelo menos 1 item.");
    expect(messageOf(z.number().max(10), 11)).toBe("O valor máximo é 10.");
    expect(messageOf(z.number().min(1), 0)).toBe("O valor mínimo é 1.");
    expect(messageOf(z.number().int(), 1.5)).toBe("Informe um número inteiro.");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Opção inválida. Use uma destas: a, b.");
    expect(messageOf(z.email(), "x")).toBe("Informe um e-mail válido.");
    expect(messageOf(z.uuid(), "x")).toBe("Identificador inválido.");
    expect(messageOf(z.iso.datetime(), "2026-13-45")).toBe("Data inválida.");
    expect(messageOf(z.object({ a: z.string() }).strict(), { a: "x", is_admin: true })).toBe(
      "Campo não permitido: is_admin.",
    );
  });

  it("keeps the message a schema gives", () => {
    expect(messageOf(z.string().min(3, "Nome curto demais."), "a")).toBe("Nome curto demais.");
  });
});

describe("single-line fields", () => {
  const title = singleLine(z.string().trim().min(1).max(20));

  it("refuses line breaks, tabs and control characters with the pt-BR message", () => {
    for (const value of [
      "a\nb",
      "a\r\nb",
      "a\tb",
      "a\u0000b",
      "a\u0007b",
      "a\u007fb",
      "a\u0085b",
      "a\u2028b",
    ]) {
      const result = title.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(validationMessages.singleLine);
    }
  });

  it("accepts accents, emoji and a line break the trim removes", () => {
    expect(title.parse("Ação 🎉 São Paulo")).toBe("Ação 🎉 São Paulo");
    expect(title.parse("  Título\r\n")).toBe("Título");
    expect(isSingleLine("Olá, mundo")).toBe(true);
  });
});
