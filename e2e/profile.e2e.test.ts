import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

describe.runIf(inject("hasBrowser"))("[PERFIL] editar perfil", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const passwordCard = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Senha atual") });

  it("[PERFIL] alterar senha encerra a outra sessão; a senha antiga deixa de valer", async () => {
    const first = await newContext(browser);
    const { page, member } = await signUpAndConfirm(first);
    const second = await newContext(browser);
    const other = await second.newPage();
    await signIn(other, member.email, member.password);

    await page.goto("/perfil/editar");
    await page.getByRole("heading", { name: "Alterar senha" }).waitFor();
    const form = passwordCard(page);
    const current = form.getByLabel("Senha atual");
    const next = form.getByLabel("Nova senha", { exact: true });
    const confirm = form.getByLabel("Confirmar nova senha");
    const submit = form.getByRole("button", { name: "Alterar senha" });
    await expectNoSeriousA11yViolations(page, "/perfil/editar");

    // Checked in the browser before anything is sent.
    await current.fill(member.password);
    await next.fill("curta");
    await form.getByText("A senha deve ter pelo menos 8 caracteres.").waitFor();
    await next.fill("outra-senha-bem-forte");
    await confirm.fill("outra-senha-diferente");
    await submit.click();
    await form.getByText("As senhas não coincidem.").waitFor();
    expect(await confirm.getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousA11yViolations(page, "/perfil/editar com erros no formulário");

    // A wrong current password is refused by the server, on its field.
    await current.fill("nao-e-a-senha-atual");
    await confirm.fill("outra-senha-bem-forte");
    await submit.click();
    await page.getByText("Erro ao atualizar senha").waitFor();
    await expect.poll(() => current.getAttribute("aria-invalid")).toBe("true");
    const currentError = await current.evaluate(
      (input) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
    );
    expect(currentError).not.toBe("");
    expect(currentError).toMatch(/senha atual/i);

    await current.fill(member.password);
    await submit.click();
    await page.getByText("Senha atualizada com sucesso!").waitFor();
    await page.getByText("Sua nova senha foi salva.").waitFor();
    for (const field of [current, next, confirm]) expect(await field.inputValue()).toBe("");

    // This browser stays signed in; the other one was signed out by the server.
    await page.reload();
    await page.getByRole("heading", { name: "Alterar senha" }).waitFor();
    await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
    await other.goto("/");
    await other.waitForURL("**/auth/login");

    const third = await newContext(browser);
    const login = await third.newPage();
    await login.goto("/auth/login");
    await login.getByLabel("Email").fill(member.email);
    await login.getByLabel("Senha").fill(member.password);
    await login.getByRole("button", { name: "Entrar", exact: true }).click();
    await login.getByText("Email ou senha incorretos.").waitFor();
    expect(new URL(login.url()).pathname).toBe("/auth/login");
    await signIn(login, member.email, "outra-senha-bem-forte");

    await third.close();
    await second.close();
    await first.close();
  });
});
