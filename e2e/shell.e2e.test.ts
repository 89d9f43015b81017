import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";

describe.runIf(inject("hasBrowser"))("[SHELL] estrutura do app", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[SHELL] a troca de tema sobrevive ao recarregar", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth/login");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("button", { name: "Tema" }).click();
    await page.getByText("Tema Atual").waitFor();
    await page
      .getByRole("menuitemradio", { name: /Claro Padrão/ })
      .or(page.getByRole("menuitem", { name: /Claro Padrão/ }))
      .click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("claro-padrao");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("claro-padrao");
    await context.close();
  });

  it("[SHELL] Ctrl+B recolhe a barra lateral e o estado sobrevive ao recarregar", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    const sidebar = page.getByRole("navigation", { name: "Barra lateral" });
    const geral = sidebar.getByText("Geral", { exact: true });
    await geral.waitFor();
    const wide = (await sidebar.boundingBox())!.width;
    await page.keyboard.press("Control+b");
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sidebar_state")?.value).toBe("false");
    await page.reload();
    await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
    await page.keyboard.press("Control+b");
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(wide);
    await context.close();
  });

  it("[SHELL] em largura de celular a barra lateral abre como sobreposição", async () => {
    const context = await newContext(browser, { width: 375, height: 740 });
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    // Below 768 px the fixed rail is not built at all: the sheet is the sidebar.
    await page.getByRole("heading", { name: "Feed da Comunidade", level: 1 }).waitFor();
    const rail = page.locator("aside");
    expect(await rail.count()).toBe(0);
    const toggle = page.getByRole("button", { name: "Alternar barra lateral" });
    await toggle.waitFor({ state: "visible" });
    await toggle.click();
    const overlay = page.getByRole("dialog");
    const sheetNav = overlay.getByRole("navigation", { name: "Barra lateral" });
    await sheetNav.getByText("Geral", { exact: true }).waitFor({ state: "visible" });
    await sheetNav.getByRole("link", { name: /Comece-por-aqui/ }).waitFor({ state: "visible" });
    expect(await sheetNav.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await overlay.waitFor({ state: "hidden" });
    expect(await rail.count()).toBe(0);
    // Widened past the breakpoint, the page gets its rail, with the same lists.
    await page.setViewportSize({ width: 1024, height: 740 });
    await rail.getByRole("link", { name: /Comece-por-aqui/ }).waitFor({ state: "visible" });
    await context.close();
  });

  it("[SHELL] admin vê Administração e o formulário muda o nome da marca no cabeçalho", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    await page.getByRole("button", { name: "Admin: ativar o modo de administração" }).click();
    await page.getByText("Administração", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Menu do usuário" }).click();
    await page.getByRole("menuitem", { name: "Dashboard Admin" }).click();
    await page.waitForURL("**/admin");
    const name = page.getByLabel("Nome da comunidade");
    await name.fill("Clube dos Restauradores");
    await page.getByRole("button", { name: "Salvar configurações" }).click();
    await page.getByText("Configurações salvas!").waitFor();
    await page.getByRole("banner").getByText("Clube dos Restauradores").waitFor();
    await page.getByRole("button", { name: "Sair do modo admin" }).click();
    await page.getByText("Administração", { exact: true }).waitFor({ state: "hidden" });
    await context.close();
  });

  it("[SHELL] membro comum não vê o botão Admin e é mandado embora de /admin", async () => {
    const context = await newContext(browser);
    const { page } = await signUpAndConfirm(context);
    await page.getByText("Geral", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Admin: ativar o modo de administração" }).count()).toBe(0);
    await page.getByRole("button", { name: "Menu do usuário" }).click();
    await page.getByRole("menuitem", { name: "Meus cursos" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("[SHELL] caminho desconhecido mostra a página 404", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/um/caminho/que/nao/existe");
    await page.getByRole("heading", { name: "Página não encontrada" }).waitFor();
    await page.getByRole("link", { name: "Voltar ao Início" }).click();
    await page.waitForURL("**/auth/login");
    await context.close();
  });
});
