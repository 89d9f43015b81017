import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

/** A real 320×240 PNG (a gradient with a disc): the server crops it to a 512×512 square. */
const AVATAR_PNG = path.join(import.meta.dirname, "fixtures/avatar-320x240.png");

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
    await expectNoA11yViolations(page, "/perfil/editar");

    // Checked in the browser before anything is sent.
    await current.fill(member.password);
    await next.fill("curta");
    await form.getByText("A senha deve ter pelo menos 8 caracteres.").waitFor();
    await next.fill("outra-senha-bem-forte");
    await confirm.fill("outra-senha-diferente");
    await submit.click();
    await form.getByText("As senhas não coincidem.").waitFor();
    expect(await confirm.getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page, "/perfil/editar com erros no formulário");

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
    await login.getByLabel("E-mail").fill(member.email);
    await login.getByLabel("Senha").fill(member.password);
    await login.getByRole("button", { name: "Entrar", exact: true }).click();
    await login.getByText("E-mail ou senha incorretos.").waitFor();
    expect(new URL(login.url()).pathname).toBe("/auth/login");
    await signIn(login, member.email, "outra-senha-bem-forte");

    await third.close();
    await second.close();
    await first.close();
  });

  it("[PERFIL] foto enviada (PNG real), bio e link salvos com os toasts; /perfil mostra tudo e a missão do perfil", async () => {
    const context = await newContext(browser);
    const { page, member } = await signUpAndConfirm(context);
    await page.goto("/perfil/editar");
    await page.getByRole("heading", { level: 1, name: "Editar perfil" }).waitFor();
    await expectNoA11yViolations(page, "/perfil/editar");

    // The photo is saved as soon as it is sent; the header shows it at once.
    await page.getByLabel("Arquivo da foto do perfil").setInputFiles(AVATAR_PNG);
    await page.getByText("Perfil atualizado!").first().waitFor();
    await page.getByText("Suas informações foram salvas com sucesso.").first().waitFor();
    const headerPhoto = page.getByRole("button", { name: "Menu do usuário" }).locator("img");
    await expect
      .poll(() => headerPhoto.getAttribute("src"))
      .toMatch(/^\/media\/media_uploads\/[^/]+\/avatar-\d+-[\w-]{22}\.webp$/);
    // Cropped square and re-encoded by the server.
    await expect
      .poll(() => headerPhoto.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe("512x512");
    await page.getByRole("button", { name: "Trocar foto" }).waitFor();

    // Bio and a link; a bad address is caught before sending.
    const bio = "Coleciono moedas do Império desde 2010.\nTroco repetidas!";
    await page.getByLabel("Bio").fill(bio);
    await page.getByText(`${bio.length} de 500 caracteres`).waitFor();
    await page.getByRole("button", { name: "Adicionar link" }).click();
    await page.getByLabel("Nome do link 1").fill("Instagram");
    await page.getByLabel("Endereço do link 1").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await page.getByText("Informe um endereço http(s) válido para o link.").waitFor();
    await page.getByLabel("Endereço do link 1").fill("https://instagram.com/moedas.imperio");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/me/profile") && r.request().method() === "PATCH",
    );
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const profile = (await answer.json()) as { bio: string; links: unknown[] };
    expect(profile.bio).toBe(bio);
    expect(profile.links).toEqual([{ label: "Instagram", url: "https://instagram.com/moedas.imperio" }]);
    await page.getByText("Perfil atualizado!").first().waitFor();
    await page.getByText("Informe um endereço http(s) válido para o link.").waitFor({ state: "detached" });

    // The server refuses a username in use: the §8.1 failure toast and the field says why.
    await page.getByLabel("Nome de usuário").fill("rafael");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await page.getByText("Erro ao atualizar perfil").waitFor();
    await expect.poll(() => page.getByLabel("Nome de usuário").getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page, "/perfil/editar com erro");

    await page.goto("/perfil");
    await page.getByRole("heading", { level: 1, name: "Meu perfil" }).waitFor();
    await page.getByText("Coleciono moedas do Império desde 2010.").waitFor();
    await page.getByText(`@${member.username}`).first().waitFor();
    const link = page.getByRole("link", { name: /Instagram/ });
    expect(await link.getAttribute("href")).toBe("https://instagram.com/moedas.imperio");
    expect(await link.getAttribute("rel")).toContain("noopener");
    // A photo and a bio complete the default mission 'Complete seu perfil'.
    await page.getByRole("heading", { name: "Missões concluídas" }).waitFor();
    await page.getByText("Complete seu perfil").waitFor();
    await page.getByRole("progressbar", { name: /Progresso até o nível/ }).waitFor();
    // Empty states of a member who has not posted, started a course nor earned a certificate.
    await page.getByText("Você ainda não publicou nada").waitFor();
    await page.getByText("Nenhum curso em andamento").waitFor();
    await page.getByText("Nenhum certificado ainda").waitFor();
    await expectNoA11yViolations(page, "/perfil");
    await context.close();
  });
});
