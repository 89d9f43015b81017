import { describe, expect, it } from "vitest";
import { authErrorMessage } from "../messages/auth-errors";
import { newPasswordSchema, signUpSchema } from "../schemas/auth";
import { updateProfileSchema } from "../schemas/profile";
import { updateSettingsSchema } from "../schemas/settings";
import { initials } from "./initials";
import { passwordProblems } from "./password";
import { postRoleLabel } from "./roles";
import { parseTheme } from "./theme";

describe("initials", () => {
  it("takes the first letters of the words, uppercased, at most two", () => {
    expect(initials("maria da silva")).toBe("MD");
    expect(initials("Ângela")).toBe("Â");
    expect(initials("  ")).toBe("GF");
    expect(initials(null)).toBe("GF");
  });
});

describe("parseTheme", () => {
  it("accepts the three themes and falls back to dark", () => {
    expect(parseTheme("azul-escuro")).toBe("azul-escuro");
    expect(parseTheme("claro-padrao")).toBe("claro-padrao");
    expect(parseTheme("rosa")).toBe("dark");
    expect(parseTheme(null)).toBe("dark");
  });
});

describe("postRoleLabel", () => {
  it("is Admin, else Moderador, else none", () => {
    expect(postRoleLabel({ is_admin: true, is_moderator: true })).toBe("Admin");
    expect(postRoleLabel({ is_admin: false, is_moderator: true })).toBe("Moderador");
    expect(postRoleLabel({ is_admin: false, is_moderator: false })).toBeNull();
  });
});

describe("passwordProblems", () => {
  it("lists every reason at once", () => {
    expect(passwordProblems("aaaa")).toEqual([
      "A senha deve ter pelo menos 8 caracteres.",
      "A senha não pode ser um único caractere repetido.",
    ]);
    expect(passwordProblems("Senha123")).toEqual(["Esta senha é muito comum. Escolha outra."]);
    expect(passwordProblems("joana-2024!", { email: "joana@x.com" })).toEqual([
      "A senha não pode conter seu e-mail ou nome de usuário.",
    ]);
  });

  it("counts characters, so emoji and long passphrases pass", () => {
    expect(passwordProblems("🔒🔒🔑🔑🗝️🗝️ab")).toEqual([]);
    expect(passwordProblems("x".repeat(40) + "y".repeat(40))).toEqual([]);
    expect(passwordProblems("a".repeat(129) + "b")).toEqual(["A senha deve ter no máximo 128 caracteres."]);
  });
});

describe("schemas", () => {
  it("normalize the sign-up fields", () => {
    const v = signUpSchema.parse({
      email: " Ana@Exemplo.com ",
      password: "x",
      username: " Ana.Silva ",
      name: " Ana ",
    });
    expect(v).toEqual({ email: "Ana@Exemplo.com", password: "x", username: "ana.silva", name: "Ana" });
    expect(
      signUpSchema.safeParse({ email: "a@b.co", password: "x", username: "a b", name: "Ana" }).success,
    ).toBe(false);
  });

  it("refuses javascript: URLs and clears empty ones", () => {
    expect(updateProfileSchema.safeParse({ avatar_url: "javascript:alert(1)" }).success).toBe(false);
    expect(updateProfileSchema.parse({ avatar_url: "" })).toEqual({ avatar_url: null });
    const avatar = "/media/media_uploads/abc_DEF-1/avatar-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp";
    expect(updateProfileSchema.parse({ avatar_url: avatar })).toEqual({ avatar_url: avatar });
    for (const path of [
      "/media/media_uploads/abc/1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp", // a post's upload
      "/media/media_uploads/abc/avatar-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png",
      "/media/media_uploads/../avatar-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp",
      "//evil.example/avatar.webp",
    ])
      expect(updateProfileSchema.safeParse({ avatar_url: path }).success, path).toBe(false);
    expect(updateProfileSchema.parse({ is_admin: true, full_name: "Ana" })).toEqual({ full_name: "Ana" });
  });

  it("check the new password confirmation and the brand colour", () => {
    expect(
      newPasswordSchema.safeParse({ password: "abcdefgh", confirm: "abcdefgx" }).error?.issues[0]?.message,
    ).toBe("As senhas não coincidem.");
    expect(
      updateSettingsSchema.parse({
        community_name: "X",
        brand_color: "#abcdef",
        logo_url: "",
        icon_url: null,
      }),
    ).toEqual({
      community_name: "X",
      brand_color: "#ABCDEF",
      logo_url: null,
      icon_url: null,
    });
  });
});

describe("authErrorMessage", () => {
  it("translates the library's codes and keeps our pt-BR messages", () => {
    expect(
      authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
    ).toBe("E-mail ou senha incorretos.");
    expect(authErrorMessage({ status: 429, message: "Too many requests" })).toBe(
      "Muitas tentativas. Aguarde alguns segundos e tente novamente.",
    );
    expect(
      authErrorMessage({
        status: 429,
        code: "RATE_LIMITED",
        message: "Muitas tentativas. Aguarde 7 segundos e tente novamente.",
      }),
    ).toBe("Muitas tentativas. Aguarde 7 segundos e tente novamente.");
    expect(
      authErrorMessage({ code: "USERNAME_TAKEN", message: "Este nome de usuário já está em uso." }),
    ).toBe("Este nome de usuário já está em uso.");
    expect(authErrorMessage({ code: "SOMETHING_ELSE", message: "English text" })).toBe(
      "Ocorreu um erro. Tente novamente.",
    );
  });
});
