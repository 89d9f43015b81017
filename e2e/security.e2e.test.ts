import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chooseCsvToImport } from "./support/add-members";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

describe.runIf(inject("hasBrowser"))("[SEGURANÇA] textos hostis aparecem como texto", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const stamp = Date.now().toString(36);
  const hostileName = `${HOSTILE.img} ${HOSTILE.script}`;
  const title = `${HOSTILE.img} ${HOSTILE.svg} ${stamp}`;
  const contentLines = [
    HOSTILE.script,
    HOSTILE.img,
    HOSTILE.svg,
    HOSTILE.jsLink,
    HOSTILE.markdownJsLink,
    HOSTILE.dataUrl,
  ];
  const comment = `${HOSTILE.script} ${HOSTILE.svg} ${HOSTILE.jsLink}`;

  /** Nothing was parsed as HTML, no live javascript:/data: link exists and no alert fired. */
  async function expectHarmless(page: Page, dialogs: () => number) {
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs()).toBe(0);
  }

  /** The literal text is on screen, inside `scope`. */
  async function expectLiteral(scope: ReturnType<Page["locator"]>, text: string) {
    await expect.poll(async () => (await scope.textContent()) ?? "").toContain(text);
    await scope.getByText(text).first().waitFor();
  }

  it("[SEGURANÇA] nome, título, conteúdo e comentário hostis aparecem como texto no feed", async () => {
    const context = await newContext(browser);
    const { page, member } = await signUpAndConfirm(context);
    const dialogs = countDialogs(page);

    await page.goto("/perfil/editar");
    // The photo is only ever an upload: no field takes an address of another site.
    await page.getByRole("button", { name: "Enviar foto" }).waitFor();
    expect(await page.getByLabel("URL da foto").count()).toBe(0);
    await page.getByLabel("Nome completo").fill(hostileName);
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await page.getByText("Perfil atualizado!").waitFor();
    await expectLiteral(page.locator("main"), hostileName);
    await expectHarmless(page, dialogs);

    await page.goto("/");
    await page.getByText("O que você está pensando?").click();
    await page.getByLabel("Título da publicação").fill(title);
    await page.getByLabel("Mensagem").fill(contentLines.join("\n"));
    await page.getByRole("button", { name: "Publicar" }).click();
    await page.getByText("🎉 Post publicado com sucesso!").waitFor();
    const card = page.getByRole("article", { name: title });
    await card.waitFor();
    await card.getByRole("button", { name: /^Comentários/ }).click();
    await card.getByLabel("Escreva um comentário").fill(comment);
    await card.getByRole("button", { name: "Comentar" }).click();
    await expectLiteral(card, comment);
    await expectHarmless(page, dialogs);

    // A fresh load, from what the server stored, seen by someone else.
    const viewerContext = await newContext(browser);
    const viewer = await viewerContext.newPage();
    const viewerDialogs = countDialogs(viewer);
    await signIn(viewer, admin().email, admin().password);
    const seen = viewer.getByRole("article", { name: title });
    await seen.waitFor();
    for (const text of [title, hostileName, ...contentLines]) await expectLiteral(seen, text);
    await seen.getByRole("button", { name: /^Comentários/ }).click();
    await expectLiteral(seen, comment);
    await expectHarmless(viewer, viewerDialogs);
    await expectNoA11yViolations(viewer, "feed com post hostil");

    await viewer.goto(`/membros?q=${encodeURIComponent(member.username)}`);
    const memberCard = viewer.getByRole("list", { name: "Lista de membros" }).getByRole("article").first();
    await memberCard.waitFor();
    await expectLiteral(memberCard, hostileName);
    await expectHarmless(viewer, viewerDialogs);
    await viewerContext.close();
    await context.close();
  });

  it("[SEGURANÇA] nomes hostis numa planilha CSV aparecem como texto", async () => {
    const names = [HOSTILE.script, HOSTILE.img, HOSTILE.svg, HOSTILE.dataUrl];
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const csv = [
      "Nome;Email",
      ...names.map((name, i) => `${quote(name)};xss${i}.${stamp}@exemplo.com.br`),
    ].join("\r\n");
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs = countDialogs(page);
    await signIn(page, admin().email, admin().password);
    await page.goto("/membros");
    const dialog = await chooseCsvToImport(page, csv);
    await dialog.getByText(`${names.length} membro(s) carregado(s) com sucesso!`).waitFor();
    const autoAssign = dialog.getByRole("switch", { name: "Atribuir cursos automaticamente" });
    await autoAssign.click();
    await expect.poll(() => autoAssign.getAttribute("aria-checked")).toBe("false");
    await dialog.getByRole("button", { name: "Importar membros" }).click();
    const results = dialog.getByRole("table", { name: "Resultado por membro" });
    await results.waitFor();
    await expect.poll(() => results.getByText("Convite enviado").count()).toBe(names.length);
    for (const name of names) await expectLiteral(results, name);
    await expectHarmless(page, dialogs);

    await dialog.getByRole("button", { name: "Concluir" }).click();
    await page.getByLabel("Buscar membros").fill(stamp);
    const list = page.getByRole("list", { name: "Lista de membros" });
    await expect.poll(() => list.getByRole("article").count()).toBe(names.length);
    for (const name of names) await expectLiteral(list, name);
    await expectHarmless(page, dialogs);
    await context.close();
  });
});
