import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, demoMember, launch, newContext, signIn } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

type Article = { slug: string; title: string; revision: number; markdown: string | null };

const COINS = "conservacao-de-moedas-e-cedulas";
const GLOSSARY = "glossario-do-colecionador";

/**
 * Markdown may show images: a raw `<img src=x onerror=…>` survives as a plain image without its
 * handler, which injectedElements lists by its address. Anything else it finds is an injection.
 */
const withoutPlainImages = (found: string[]) => found.filter((html) => html !== '<img src="x" alt="">');

/** Whether the element is entirely inside the window (scrolled to). */
const isInView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe.runIf(inject("hasBrowser"))("[WIKI] artigos, edição com histórico e restauração", () => {
  let browser: Browser;
  let staffContext: BrowserContext;
  let moderatorContext: BrowserContext;
  let moderator: Page;
  let moderatorName: string;
  let memberContext: BrowserContext;
  let member: Page;

  const current = (slug: string) => apiCall<Article>(moderatorContext, "GET", `/api/wiki/articles/${slug}`);

  beforeAll(async () => {
    browser = await launch();
    // A moderator who is not an admin, added by the admin with a password of their own (other
    // journeys on the same server add moderators too, so none is picked from a list).
    staffContext = await newContext(browser);
    await signIn(await staffContext.newPage(), admin().email, admin().password);
    const stamp = Date.now().toString(36);
    const moderatorEmail = `wiki.moderador.${stamp}@exemplo.com.br`;
    const moderatorPassword = "senha-do-moderador-forte";
    moderatorName = "Rogério Verbetes";
    await apiCall(staffContext, "POST", "/api/admin/members/batch", {
      mode: "create",
      source: "manual",
      members: [
        { name: moderatorName, email: moderatorEmail, password: moderatorPassword, is_moderator: true },
      ],
    });
    moderatorContext = await newContext(browser);
    moderator = await moderatorContext.newPage();
    await signIn(moderator, moderatorEmail, moderatorPassword);
    memberContext = await newContext(browser);
    member = await memberContext.newPage();
    await signIn(member, demoMember().email, demoMember().password);
  });

  afterAll(async () => {
    await memberContext?.close();
    await moderatorContext?.close();
    await staffContext?.close();
    await browser?.close();
  });

  it("[WIKI] moderador edita um artigo (índice, pré-visualização, resumo), o membro lê, o moderador compara e restaura a revisão anterior", async () => {
    const before = await current(COINS);
    const dialogs = countDialogs(moderator);
    const memberDialogs = countDialogs(member);

    // The index: articles grouped by category.
    await moderator.goto("/recursos/wiki");
    await moderator.getByRole("heading", { level: 1, name: "Wiki" }).waitFor();
    const care = moderator.getByRole("region", { name: "Conservação e cuidados" });
    await care.getByRole("link", { name: before.title }).waitFor();
    await expectNoA11yViolations(moderator, "/recursos/wiki");
    await care.getByRole("link", { name: before.title }).click();

    // The article, with its table of contents.
    await moderator.getByRole("heading", { level: 1, name: before.title }).waitFor();
    await moderator.getByText(`Revisão ${before.revision}`).waitFor();
    const toc = moderator.getByRole("navigation", { name: "Neste artigo" });
    await toc.getByRole("link", { name: "Ambiente" }).click();
    await moderator.waitForURL((url) => url.hash === "#ambiente");
    await expect.poll(() => isInView(moderator, "#ambiente")).toBe(true);
    await expectNoA11yViolations(moderator, `/recursos/wiki/${COINS}`);

    // The editor: a new section, checked in the server's preview, with an edit summary.
    await moderator.getByRole("link", { name: "Editar" }).click();
    await moderator.getByRole("heading", { level: 1, name: `Editar "${before.title}"` }).waitFor();
    const body = moderator.getByLabel("Conteúdo (markdown)");
    expect(await body.inputValue()).toBe(before.markdown);
    const section = [
      "## Limpeza proibida",
      "",
      "- Nunca use palha de aço nem produtos abrasivos.",
      "- Nada de vinagre ou bicarbonato.",
      "",
      HOSTILE.script,
      HOSTILE.img,
      HOSTILE.markdownJsLink,
      "",
    ].join("\n");
    await body.fill(`${before.markdown}\n${section}`);
    await moderator.getByRole("tab", { name: "Visualizar" }).click();
    await moderator.getByRole("heading", { name: "Limpeza proibida" }).waitFor();
    expect(withoutPlainImages(await injectedElements(moderator))).toEqual([]);
    await expectNoA11yViolations(moderator, "editor da wiki (visualizar)");
    await moderator.getByRole("tab", { name: "Escrever" }).click();
    await moderator.getByLabel("Resumo da edição").fill("Acrescenta o que nunca usar na limpeza");
    await expectNoA11yViolations(moderator, "editor da wiki");
    await moderator.getByRole("button", { name: "Salvar", exact: true }).click();

    await moderator.waitForURL((url) => url.pathname === `/recursos/wiki/${COINS}`);
    await moderator.getByText("Artigo salvo!").waitFor();
    await moderator.getByRole("heading", { name: "Limpeza proibida" }).waitFor();
    await moderator.getByText(`Revisão ${before.revision + 1}`).waitFor();
    expect(withoutPlainImages(await injectedElements(moderator))).toEqual([]);

    // A member reads the new section; members do not edit.
    await member.goto(`/recursos/wiki/${COINS}`);
    await member.getByRole("heading", { name: "Limpeza proibida" }).waitFor();
    await member.getByText("Nunca use palha de aço nem produtos abrasivos.").waitFor();
    expect(await member.getByRole("link", { name: "Editar" }).count()).toBe(0);
    expect(withoutPlainImages(await injectedElements(member))).toEqual([]);
    await member.goto(`/recursos/wiki/${COINS}/editar`);
    await member.getByText("Você não tem permissão para fazer isso.").waitFor();
    expect(await member.getByLabel("Conteúdo (markdown)").count()).toBe(0);

    // The history: the new revision on top, with who saved it and why.
    await moderator.getByRole("link", { name: "Histórico" }).first().click();
    await moderator.getByRole("heading", { level: 1, name: `Histórico de "${before.title}"` }).waitFor();
    const revisions = moderator.getByRole("region", { name: "Revisões" }).getByRole("listitem");
    const newest = revisions.first();
    await newest.getByRole("link", { name: `Revisão ${before.revision + 1}` }).waitFor();
    await newest.getByText("Atual").waitFor();
    await newest.getByText("Acrescenta o que nunca usar na limpeza").waitFor();
    await newest.getByText(`por ${moderatorName}`).waitFor();
    await expectNoA11yViolations(moderator, "histórico da wiki");

    // The diff with the previous revision: the added lines, as text.
    await newest.getByRole("link", { name: "Comparar com a anterior" }).click();
    await moderator
      .getByText(`Da revisão ${before.revision} para a revisão ${before.revision + 1}`)
      .waitFor();
    const added = moderator.getByRole("row").filter({ hasText: "Nunca use palha de aço" });
    await added.getByText("incluída").waitFor();
    await moderator.getByRole("row").filter({ hasText: HOSTILE.script }).waitFor();
    expect(withoutPlainImages(await injectedElements(moderator))).toEqual([]);
    await expectNoA11yViolations(moderator, "comparação de revisões da wiki");

    // Restore the previous revision: it comes back as the newest one.
    await moderator.goBack();
    await moderator.getByRole("button", { name: `Restaurar Revisão ${before.revision}` }).click();
    const confirm = moderator.getByRole("alertdialog", { name: `Restaurar a revisão ${before.revision}?` });
    await expectNoA11yViolations(moderator, "confirmação de restauração");
    await confirm.getByRole("button", { name: "Restaurar" }).click();
    await moderator.getByText(`Revisão ${before.revision} restaurada.`).waitFor();
    await newest.getByRole("link", { name: `Revisão ${before.revision + 2}` }).waitFor();
    await newest.getByText(`Restaurou a revisão ${before.revision}`).waitFor();

    await moderator.getByRole("link", { name: `Revisão ${before.revision + 2}` }).click();
    await moderator.getByRole("heading", { level: 1, name: before.title }).waitFor();
    await moderator.getByRole("heading", { name: "Armazenamento" }).waitFor();
    expect(await moderator.getByRole("heading", { name: "Limpeza proibida" }).count()).toBe(0);
    const after = await current(COINS);
    expect([after.revision, after.markdown]).toEqual([before.revision + 2, before.markdown]);
    expect([dialogs(), memberDialogs()]).toEqual([0, 0]);
  });

  it("[WIKI] dois editores ao mesmo tempo: quem salva depois é avisado, vê o que mudou e salva por cima sem perder o texto", async () => {
    const start = await current(GLOSSARY);
    await moderator.goto(`/recursos/wiki/${GLOSSARY}/editar`);
    const body = moderator.getByLabel("Conteúdo (markdown)");
    await body.waitFor();
    const mine = `${start.markdown}\n## Brinquedos de lata\n\n- **Fricção:** o motor que anda ao empurrar.\n`;
    await body.fill(mine);

    // Meanwhile an admin saves the same article.
    await apiCall(staffContext, "PUT", `/api/wiki/articles/${GLOSSARY}`, {
      title: start.title,
      category_id: (
        await apiCall<{ category: { id: string } }>(staffContext, "GET", `/api/wiki/articles/${GLOSSARY}`)
      ).category.id,
      body: start.markdown!.replace("Os termos mais usados", "Os termos mais comuns"),
      summary: "Ajuste na introdução",
      base_revision: start.revision,
    });

    await moderator.getByRole("button", { name: "Salvar", exact: true }).click();
    const warning = moderator
      .getByRole("alert")
      .filter({ hasText: "Este artigo mudou enquanto você editava" });
    await warning.waitFor();
    await warning.getByText(`A revisão ${start.revision + 1} foi salva`).waitFor();
    // Nothing lost: the text is still in the editor.
    expect(await body.inputValue()).toBe(mine);
    expect(await warning.getByRole("link", { name: "Ver o que mudou" }).getAttribute("href")).toBe(
      `/recursos/wiki/${GLOSSARY}/comparar?de=${start.revision}&para=${start.revision + 1}`,
    );
    await expectNoA11yViolations(moderator, "editor da wiki (conflito)");

    await warning.getByRole("button", { name: `Salvar por cima da revisão ${start.revision + 1}` }).click();
    await moderator.waitForURL((url) => url.pathname === `/recursos/wiki/${GLOSSARY}`);
    await moderator.getByRole("heading", { name: "Brinquedos de lata" }).waitFor();
    const saved = await current(GLOSSARY);
    expect([saved.revision, saved.markdown]).toEqual([start.revision + 2, mine]);

    // Back to how it was, for the other journeys on this server.
    await apiCall(
      moderatorContext,
      "POST",
      `/api/wiki/articles/${GLOSSARY}/revisions/${start.revision}/restore`,
    );
  });

  it("[WIKI] o assistente cita um artigo da wiki como fonte, e a fonte leva ao artigo", async () => {
    await member.goto("/chatbot");
    const box = member.getByRole("textbox", { name: "Mensagem" });
    await box.fill("Como guardar cédulas antigas sem estragar?");
    await box.press("Enter");
    const sources = member
      .getByRole("region", { name: "Mensagens" })
      .getByRole("region", { name: "Fontes" })
      .last();
    const wikiSource = sources.getByRole("listitem").filter({ hasText: "Wiki" }).first();
    await wikiSource.waitFor();
    await wikiSource.getByRole("link", { name: /Conservação de moedas e cédulas/ }).click();
    await member.waitForURL((url) => url.pathname === `/recursos/wiki/${COINS}`);
    await member.getByRole("heading", { level: 1, name: "Conservação de moedas e cédulas" }).waitFor();
  });
});
