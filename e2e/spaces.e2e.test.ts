import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

describe.runIf(inject("hasBrowser"))("[ESPAÇOS] espaços da comunidade", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const spaceLinks = (page: Page) =>
    page.getByRole("navigation", { name: "Barra lateral" }).locator("a[href^='/espaco/']");
  const names = async (links: Locator) =>
    (await links.allTextContents()).map((t) => t.replace(/\d+$/, "").trim());

  it("[ESPAÇOS] admin cria, reordena pelo teclado e exclui um espaço", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.getByRole("button", { name: "Admin: ativar o modo de administração" }).click();
    await page.getByRole("button", { name: "Novo espaço" }).click();
    await page.getByRole("menuitem", { name: "Eventos" }).click();
    await page.getByText("Espaço criado!").waitFor();
    const links = spaceLinks(page);
    await links.filter({ hasText: "Novo Eventos" }).waitFor();
    const before = await names(links);
    const index = before.indexOf("Novo Eventos");
    expect(index).toBe(before.length - 1);

    const handle = page.getByRole("button", { name: "Reordenar Novo Eventos" });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowUp");
    await page.waitForTimeout(150);
    await page.keyboard.press("Space");
    await page.getByText("Ordem atualizada!").waitFor();
    await expect.poll(async () => (await names(links)).indexOf("Novo Eventos")).toBe(index - 1);
    await page.reload();
    await links.filter({ hasText: "Novo Eventos" }).waitFor();
    expect((await names(links)).indexOf("Novo Eventos")).toBe(index - 1);

    await page.getByRole("button", { name: "Excluir Novo Eventos" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Excluir Espaço").waitFor();
    await dialog
      .getByText('Tem certeza que deseja excluir o espaço "Novo Eventos"? Esta ação não pode ser desfeita.')
      .waitFor();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("Espaço excluído!").waitFor();
    await links.filter({ hasText: "Novo Eventos" }).waitFor({ state: "detached" });
    await context.close();
  });

  it("[ESPAÇOS] membro não vê um espaço privado; o admin vê", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/");
    const links = spaceLinks(page);
    await links.filter({ hasText: "Comece-por-aqui" }).waitFor();
    expect(await names(links)).not.toContain("Bastidores da moderação");
    await page.goto("/espaco/bastidores");
    await page.getByText("Espaço não encontrado.").waitFor();
    await context.close();

    const staff = await newContext(browser);
    const adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    await adminPage.goto("/espaco/bastidores");
    await adminPage.getByRole("heading", { name: "Bastidores da moderação" }).waitFor();
    await adminPage.getByText("Privado", { exact: true }).first().waitFor();
    await staff.close();
  });

  it("[ESPAÇOS] o chat guarda e entrega mensagens ao vivo", async () => {
    const one = await newContext(browser);
    const { page: first } = await signUpAndConfirm(one);
    const two = await newContext(browser);
    const second = await two.newPage();
    await signIn(second, admin().email, admin().password);
    await first.goto("/espaco/bate-papo");
    await second.goto("/espaco/bate-papo");
    await second.getByLabel("Mensagem", { exact: true }).waitFor();
    const text = `Olá do chat ${Date.now().toString(36)}`;
    await first.getByLabel("Mensagem", { exact: true }).fill(text);
    await first.keyboard.press("Enter");
    await second.getByText(text).waitFor();
    await first.reload();
    await first.getByText(text).waitFor();
    await one.close();
    await two.close();
  });
});
