import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tryOpenConversation, messageBox, scrollsSideways, sidebarAgents } from "./support/ai";
import { expectNoA11yViolations } from "./support/axe";
import { launch, newContext, signUpAndConfirm } from "./support/browser";

/** The demo's premium agent (the seed's 'Restaurador Virtual'); a new member is on the trial plan. */
const PREMIUM_AGENT = "Restaurador Virtual";
const QUESTION = "Quais são as escalas de conservação?";

/** The chat's list of messages. */
const chat = (page: Page) => page.getByRole("region", { name: "Mensagens" });
/** The member's questions in the chat. */
const questions = (page: Page) =>
  chat(page)
    .getByRole("listitem")
    .filter({ hasText: /^Você: / });
/** A stored answer: the item under the question with its numbered sources. */
const answer = (page: Page) =>
  chat(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Fontes" }) })
    .first();

/** Opens /chatbot as a member does: the help menu's 'Chatbot' (marked Novo). */
async function openChatbot(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Ajuda" }).click();
  await page.getByRole("menuitem", { name: /Chatbot/ }).click();
  await page.waitForURL((url) => url.pathname === "/chatbot");
  await messageBox(page).waitFor();
}

async function ask(page: Page, question: string) {
  await messageBox(page).fill(question);
  await messageBox(page).press("Enter");
}

describe.runIf(inject("hasBrowser"))("[AGENTES] chat com agentes de IA", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("[AGENTES] membro pergunta ao assistente no modo offline, vê as fontes e segue uma até a aula", async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const { page } = await signUpAndConfirm(context);
    await openChatbot(page);
    // No provider in this server: the page says answers are passages, not AI text.
    await page.getByRole("main").getByText("Modo offline").first().waitFor();
    await page.getByText(/0 de \d+ mensagens nas últimas 24 h/).waitFor();
    await expectNoA11yViolations(page, "chat do assistente (vazio)");

    // The welcome offers the agent's suggested questions; one click asks it.
    await page.getByText("Olá! Sou o assistente da Guilda.", { exact: false }).waitFor();
    await page.getByRole("button", { name: QUESTION }).click();
    await page.waitForURL((url) => url.searchParams.has("c"));
    await questions(page).filter({ hasText: QUESTION }).waitFor();
    const reply = answer(page);
    await reply.waitFor();
    await reply.getByText("Modo offline").first().waitFor();
    expect(await reply.getByRole("region", { name: "Fontes" }).getByRole("link").count()).toBeGreaterThan(0);
    await page.getByText(/1 de \d+ mensagens nas últimas 24 h/).waitFor();
    // The new conversation is named after the question.
    await page
      .getByRole("navigation", { name: "Conversas" })
      .getByRole("button", { name: QUESTION, exact: true })
      .waitFor();
    await expectNoA11yViolations(page, "chat do assistente com resposta");

    // Renamed from its menu; the list shows the new title.
    await page.getByRole("button", { name: `Opções da conversa ${QUESTION}` }).click();
    await page.getByRole("menuitem", { name: "Renomear" }).click();
    const rename = page.getByRole("dialog", { name: "Renomear conversa" });
    await rename.getByLabel("Título").fill("Escalas C1 a C10");
    await rename.getByRole("button", { name: "Salvar" }).click();
    await page.getByRole("button", { name: "Escalas C1 a C10", exact: true }).waitFor();

    // A lesson source opens the lesson itself.
    // (The offline answer quotes each passage with its own 'Abrir' link; the sources list is below it.)
    const lessonSource = reply.getByRole("region", { name: "Fontes" }).locator('a[href*="/aula/"]').first();
    const title = (await lessonSource.locator("span").first().textContent())!.trim();
    const chatUrl = page.url();
    await lessonSource.click();
    await page.waitForURL((url) => url.pathname.includes("/aula/"));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();

    // Back in the chat, the same conversation is still there.
    await page.goBack();
    await page.waitForURL(chatUrl);
    await answer(page).waitFor();
    await chat(page).getByText(QUESTION).waitFor();

    // Deleted after confirming: a fresh chat remains.
    await page.getByRole("button", { name: "Opções da conversa Escalas C1 a C10" }).click();
    await page.getByRole("menuitem", { name: "Excluir" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir conversa?" });
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await page.getByText("Nenhuma conversa ainda. Faça uma pergunta para começar.").waitFor();
    expect(new URL(page.url()).searchParams.has("c")).toBe(false);
    // The welcome and its suggested questions again, and no question of the deleted conversation.
    await page.getByRole("button", { name: QUESTION }).waitFor();
    expect(await questions(page).count()).toBe(0);
  });

  it("[AGENTES] membro trial vê o agente premium bloqueado na barra lateral e na página, com o link para os planos", async () => {
    const context = await newContext(browser);
    contexts.push(context);
    const { page } = await signUpAndConfirm(context);
    const premium = (await sidebarAgents(context)).find((agent) => agent.name === PREMIUM_AGENT)!;
    expect(premium).toMatchObject({ required_tier: "premium", locked: true });

    await page.goto("/");
    // The full name, and a lock whose name says the plan it needs (no badge taking the name's room).
    await page
      .getByRole("link", { name: new RegExp(`^${PREMIUM_AGENT} bloqueado \\(plano Premium\\)$`) })
      .click();
    await page.waitForURL((url) => url.pathname === `/chat/agent/${premium.id}`);
    await page.getByRole("heading", { level: 1, name: PREMIUM_AGENT }).waitFor();
    await page.getByRole("heading", { name: "Agente bloqueado para o seu plano" }).waitFor();
    await page
      .getByText("Este agente está disponível a partir do plano Premium. Seu plano atual é Teste.")
      .waitFor();
    expect(await page.getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/pricing");
    expect(await messageBox(page).count()).toBe(0);
    await expectNoA11yViolations(page, "agente bloqueado");

    // The server refuses it too, whatever the page shows.
    const refused = await tryOpenConversation(context, premium.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("AI_TIER_REQUIRED");
  });

  it("[AGENTES] recarregar a página durante e depois da resposta mantém a conversa (375 px, sem rolagem lateral)", async () => {
    const context = await newContext(browser, { width: 375, height: 740 });
    contexts.push(context);
    const { page } = await signUpAndConfirm(context);
    await page.goto("/chatbot");
    await messageBox(page).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    // Reloaded as soon as the answer starts: the question was stored before it.
    const started = page.waitForResponse((response) =>
      /\/api\/ai\/conversations\/[^/]+\/chat$/.test(response.url()),
    );
    await ask(page, QUESTION);
    expect((await started).status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.has("c"));
    const conversationUrl = page.url();
    await page.reload();
    await questions(page).first().waitFor();
    expect(page.url()).toBe(conversationUrl);

    // Whatever the reload cut is kept: a complete answer, or one marked as interrupted (or not
    // stored yet) that 'Tentar novamente' answers again.
    const retry = page.getByRole("button", { name: "Tentar novamente" });
    await expect
      .poll(async () => (await retry.count()) + (await chat(page).getByRole("listitem").count()))
      .toBeGreaterThan(1);
    if ((await retry.count()) > 0) await retry.click();
    await answer(page).waitFor();
    await expect.poll(() => chat(page).getByText("Resposta interrompida").count()).toBe(0);
    const text = await answer(page).innerText();
    expect(await scrollsSideways(page)).toBe(false);

    // Reloaded after the answer: the same answer, its sources and the offline label.
    await page.reload();
    await answer(page).waitFor();
    expect(await answer(page).innerText()).toBe(text);
    await answer(page).getByText("Modo offline").first().waitFor();
    expect(await questions(page).count()).toBe(1);
    // The conversations fold away on a phone; opened, the list names this one.
    await page.getByRole("button", { name: /^Conversas/ }).click();
    await page
      .getByRole("navigation", { name: "Conversas" })
      .getByRole("button", { name: QUESTION, exact: true })
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoA11yViolations(page, "chat do assistente em 375 px");
  });
});
