import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { admin, launch, newContext, outboxLink, signIn, signUpAndConfirm } from "./support/browser";
import { announcedFiles } from "./support/api";

describe.runIf(inject("hasBrowser"))("[AUTH] jornadas de autenticação", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[AUTH] visitante em / vai para /auth/login e vê Entrar e Cadastre-se", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL("**/auth/login");
    await expect(page.getByRole("link", { name: "Entrar" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Cadastre-se" }).isVisible()).resolves.toBe(true);
    // The login page as the server sends it announces the page's own module, which is there.
    const hinted = await announcedFiles(context, "/auth/login");
    expect(hinted.filter((href) => /^\/assets\/login-[\w-]+\.js$/.test(href))).toHaveLength(1);
    // Opened directly, the login page renders from what it carries: no session or settings request.
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Cadastre-se" }).waitFor();
    await page.getByLabel("E-mail").waitFor();
    expect(asked.filter((path) => path.startsWith("/api/"))).toEqual([]);
    await context.close();
  });

  it("[AUTH] cadastro, confirmação pelo email e sessão com menu do avatar; Sair encerra", async () => {
    const context = await newContext(browser);
    const { page, member } = await signUpAndConfirm(context);
    await page.getByRole("button", { name: "Menu do usuário" }).click();
    await page.getByRole("menuitem", { name: "Ver perfil" }).click();
    await page.getByText(`@${member.username}`).waitFor();
    await page.getByRole("button", { name: "Menu do usuário" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.getByText("Logout realizado com sucesso").waitFor();
    await page.waitForURL("**/auth/login");
    await page.goto("/perfil");
    await page.waitForURL("**/auth/login");
    // A confirmation link that does not work lands on the login page, which says so.
    await page.goto("/api/auth/verify-email?token=link-quebrado&callbackURL=%2Fauth%2Flogin");
    await page.waitForURL("**/auth/login?error=INVALID_TOKEN");
    await page
      .getByText(
        "Este link de confirmação é inválido ou expirou. Entre com seu e-mail e senha para receber um novo.",
      )
      .waitFor();
    await context.close();
  });

  it("[AUTH] senha errada mostra 'Erro ao fazer login'", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth/login");
    await page.getByLabel("E-mail").fill(admin().email);
    await page.getByLabel("Senha").fill("senha-totalmente-errada");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("Erro ao fazer login").waitFor();
    await page.getByText("E-mail ou senha incorretos.").waitFor();
    expect(page.url()).toContain("/auth/login");
    await context.close();
  });

  it("[AUTH] recuperação pelo link do email, nova senha e login", async () => {
    const signup = await newContext(browser);
    const { member } = await signUpAndConfirm(signup);
    await signup.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth/login");
    await page
      .getByRole("button", { name: "Esqueceu sua senha?" })
      .or(page.getByRole("link", { name: "Esqueceu sua senha?" }))
      .click();
    await page.getByLabel("E-mail").last().fill(member.email);
    await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
    await page.getByText("E-mail de recuperação enviado!").waitFor();

    const link = await outboxLink(member.email, "/recuperar-senha#reset");
    await page.goto(link);
    const newPassword = "minha-nova-senha-segura";
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByText("Senha atualizada com sucesso!").waitFor();
    await page.waitForURL("**/auth/login");
    await signIn(page, member.email, newPassword);
    await context.close();
  });
});
