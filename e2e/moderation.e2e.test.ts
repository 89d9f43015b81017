import { mkdirSync } from "node:fs";
import { moderationMessages, reportReasonLabels } from "@guilda/shared/messages/moderation";
import type { PostView } from "@guilda/shared/schemas/feed";
import type { ModerationSettings, ReportResult } from "@guilda/shared/schemas/moderation";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn } from "./support/browser";

/** Set to a folder to keep screenshots of the queue and the dialog (1280 and 375 px, light and dark). */
const SCREENSHOTS = process.env.MODERATION_SCREENSHOTS;
const THEME_KEY = "guilda-theme";
const PASSWORD = "uma-senha-bem-forte-2026";
/** 'Você está silenciado até 12/12/2026 às 14:00 e não pode publicar.' */
const SILENCED_UNTIL = /^Você está silenciado até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} e não pode publicar\.$/;

type Person = { name: string; email: string; context: BrowserContext; page: Page };

/** Light and dark pictures of the page as it is now, at its current width. */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  for (const theme of ["claro-padrao", "dark"]) {
    await page.evaluate(
      ({ key, t }) => {
        window.localStorage.setItem(key, t);
        window.dispatchEvent(new StorageEvent("storage", { key, newValue: t }));
      },
      { key: THEME_KEY, t: theme },
    );
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
  }
}

/** Opens the post's 'Denunciar' as its reader would, checks the dialog, and sends a report. */
async function reportThroughDialog(reader: Person, postId: string, authorName: string, where: string) {
  const page = reader.page;
  await page.goto(`/post/${postId}`);
  const card = page.getByRole("article").first();
  await card.getByRole("button", { name: `Denunciar publicação de ${authorName}` }).click();
  const dialog = page.getByRole("dialog", { name: moderationMessages.reportTitle });
  await dialog.getByRole("radiogroup", { name: moderationMessages.reportReasonLabel }).waitFor();
  // No reason chosen: the dialog says so instead of sending.
  await dialog.getByRole("button", { name: moderationMessages.reportSend }).click();
  await dialog.getByText(moderationMessages.reasonInvalid).waitFor();
  await expectNoA11yViolations(page, `report dialog (${where})`);
  await screenshots(page, "report-dialog");
  return dialog;
}

describe.runIf(inject("hasBrowser"))("[MODERAÇÃO] denúncias, fila e silêncio", () => {
  let browser: Browser;
  let staff: BrowserContext;
  const people: Record<"author" | "r1" | "r2" | "r3" | "reader" | "moderator", Person> = {} as never;
  let postId = "";
  const stamp = Date.now().toString(36);
  const title = `Vendo coleção completa ${stamp}`;

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await signIn(await staff.newPage(), admin().email, admin().password);
    const specs = [
      ["author", "Otávio Prates", false, 1280],
      ["r1", "Marina Lopes", false, 1280],
      ["r2", "Caio Freitas", false, 375],
      ["r3", "Débora Antunes", false, 1280],
      ["reader", "Pedro Salgado", false, 1280],
      ["moderator", "Vera Moderadora", true, 1280],
    ] as const;
    await apiCall(staff, "POST", "/api/admin/members/batch", {
      mode: "create",
      source: "manual",
      members: specs.map(([key, name, isModerator]) => ({
        name,
        email: `mod.${key}.${stamp}@exemplo.com.br`,
        password: PASSWORD,
        is_moderator: isModerator,
      })),
    });
    for (const [key, name, , width] of specs) {
      const email = `mod.${key}.${stamp}@exemplo.com.br`;
      const context = await newContext(browser, width === 375 ? { width: 375, height: 812 } : {});
      const page = await context.newPage();
      await signIn(page, email, PASSWORD);
      people[key] = { name, email, context, page };
    }
    const post = await apiCall<PostView>(people.author.context, "POST", "/api/posts", {
      title,
      content: "Tudo original, na caixa. Chama no privado que faço preço.",
    });
    postId = post.id;
  });

  afterAll(async () => {
    // Other journeys run on the same server: the author is free again.
    const author = people.author;
    if (author && staff) {
      const me = await apiCall<{ profile: { id: string } }>(author.context, "GET", "/api/me").catch(
        () => null,
      );
      if (me)
        await apiCall(staff, "POST", `/api/moderation/members/${me.profile.id}/actions`, {
          action: "lift",
        }).catch(() => undefined);
    }
    for (const person of Object.values(people)) await person.context.close();
    await staff?.close();
    await browser?.close();
  });

  it("[MODERAÇÃO] três membros denunciam, a publicação some para um quarto, a moderadora silencia o autor por 7 dias e quem denunciou é avisado", async () => {
    const { author, r1, r2, r3, reader, moderator } = people;

    // The reader sees the post before anyone reports it; its author has no 'Denunciar'.
    await reader.page.goto(`/post/${postId}`);
    await reader.page.getByRole("heading", { name: title }).waitFor();
    await author.page.goto(`/post/${postId}`);
    await author.page.getByRole("heading", { name: title }).waitFor();
    expect(await author.page.getByRole("button", { name: /^Denunciar/ }).count()).toBe(0);

    // First report, at 1280 px: a reason and details.
    let dialog = await reportThroughDialog(r1, postId, author.name, "1280 px");
    await dialog.getByRole("radio", { name: reportReasonLabels.spam }).click();
    await dialog
      .getByLabel(moderationMessages.reportNoteLabel)
      .fill("Anúncio de venda fora do espaço certo.");
    await dialog.getByRole("button", { name: moderationMessages.reportSend }).click();
    await r1.page.getByText(moderationMessages.reportSent).waitFor();
    await dialog.waitFor({ state: "detached" });

    // Second, on a phone.
    dialog = await reportThroughDialog(r2, postId, author.name, "375 px");
    await dialog.getByRole("radio", { name: reportReasonLabels.ofensivo }).click();
    await dialog.getByRole("button", { name: moderationMessages.reportSend }).click();
    await r2.page.getByText(moderationMessages.reportSent).waitFor();

    // The same reader again: already reported.
    const again = await r2.context.request.post(`/api/reports`, {
      headers: { origin: new URL(r2.page.url()).origin, "content-type": "application/json" },
      data: JSON.stringify({ kind: "post", item_id: postId, reason: "spam" }),
    });
    expect(again.status()).toBe(409);

    // The third reaches the threshold (3 by default): the post is hidden.
    const third = await apiCall<ReportResult>(r3.context, "POST", "/api/reports", {
      kind: "post",
      item_id: postId,
      reason: "improprio",
    });
    expect(third).toEqual({ reported: true, hidden: true });

    // Gone for the fourth member, on its page and in the feed.
    await reader.page.goto(`/post/${postId}`);
    await reader.page.getByRole("heading", { name: "Publicação não encontrada." }).waitFor();
    await reader.page.goto("/");
    await reader.page.getByRole("article").first().waitFor();
    expect(await reader.page.getByRole("heading", { name: title }).count()).toBe(0);

    // Its author still sees it, marked.
    await author.page.goto(`/post/${postId}`);
    await author.page.getByText(moderationMessages.hiddenLabel).waitFor();
    await author.page.getByText(moderationMessages.hiddenHint).waitFor();

    // The moderator reaches the queue from the sidebar, where its count shows.
    const mod = moderator.page;
    await mod.goto("/");
    const link = mod.getByRole("link", { name: /^Moderação/ });
    await expect
      .poll(async () => Number((await link.textContent())?.replace(/\D/g, "") || 0))
      .toBeGreaterThan(0);
    await link.click();
    await mod.waitForURL((url) => url.pathname === "/admin/moderacao");
    await mod.getByRole("heading", { level: 1, name: "Moderação" }).waitFor();
    await expect.poll(() => mod.title()).toMatch(/^Moderação · /);
    const item = mod.getByRole("article", { name: `Publicação de ${author.name}` });
    await item.getByRole("heading", { name: title }).waitFor();
    await item.getByRole("heading", { name: "3 denúncias" }).waitFor();
    for (const reason of ["Spam", "Ofensivo", "Conteúdo impróprio"])
      await item.getByText(reason, { exact: true }).waitFor();
    await item.getByText("Anúncio de venda fora do espaço certo.").waitFor();
    for (const name of [r1.name, r2.name, r3.name]) await item.getByText(name, { exact: true }).waitFor();
    // A moderator's choices: no 30 days, no suspension, no ban.
    expect(await item.getByRole("button", { name: "Suspender" }).count()).toBe(0);
    expect(await item.getByRole("button", { name: "Banir" }).count()).toBe(0);
    await expectNoA11yViolations(mod, "/admin/moderacao (1280 px)");
    await screenshots(mod, "queue");
    await mod.setViewportSize({ width: 375, height: 812 });
    await expectNoA11yViolations(mod, "/admin/moderacao (375 px)");
    expect(await mod.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshots(mod, "queue");
    await mod.setViewportSize({ width: 1280, height: 800 });

    // Silence for 7 days.
    await item.getByRole("button", { name: `Silenciar ${author.name}` }).click();
    const menu = mod.getByRole("menu");
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["1 dia", "7 dias"]);
    await menu.getByRole("menuitem", { name: "7 dias" }).click();
    await mod
      .getByText(new RegExp(`^${author.name} está silenciado até \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2}\\.$`))
      .waitFor();
    // The author's badge, and the silence first in their history.
    await item.getByTitle(/^Silenciado até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
    await expect
      .poll(() =>
        item
          .getByRole("listitem")
          .filter({ hasText: /^Silenciado até/ })
          .first()
          .textContent(),
      )
      .toMatch(/^Silenciado até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por .+ · \d{2}\/\d{2}\/\d{4}/);
    await item.getByRole("button", { name: "Liberar" }).waitFor();
    await screenshots(mod, "queue-silenced");

    // Then the post itself: deleted, confirmed; the item leaves the queue.
    await item.getByRole("button", { name: "Excluir" }).click();
    const confirm = mod.getByRole("alertdialog", { name: "Excluir este conteúdo?" });
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await mod.getByText("Conteúdo excluído.").waitFor();
    await item.waitFor({ state: "detached" });

    // The author's composers say why they cannot write.
    await author.page.goto("/");
    const composer = author.page.getByRole("region", { name: "Nova publicação" });
    await composer.getByText(SILENCED_UNTIL).waitFor();
    expect(await composer.getByRole("button").count()).toBe(0);

    // A reporter hears the outcome.
    await r1.page.goto("/notificacoes");
    await r1.page.getByText(moderationMessages.reportOutcome.delete).first().waitFor();
    await screenshots(r1.page, "notifications");
  });

  it("[MODERAÇÃO] o admin vê as regras automáticas; valores fora dos limites são recusados em pt-BR, sem salvar", async () => {
    const page = await staff.newPage();
    await page.goto("/admin/moderacao");
    const rules = page.getByRole("heading", { name: "Regras automáticas" });
    await rules.waitFor();
    const before = await apiCall<ModerationSettings>(staff, "GET", "/api/moderation/settings");
    const threshold = page.getByLabel("Denúncias para ocultar");
    expect(await threshold.inputValue()).toBe(String(before.hide_threshold));
    expect(await page.getByLabel("Lista de palavras").inputValue()).toBe(before.word_list.join("\n"));
    await threshold.fill("0");
    await page.getByLabel("Links permitidos para membros novos").fill("");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText(moderationMessages.thresholdInvalid).waitFor();
    await page.getByText(moderationMessages.linkLimitInvalid).waitFor();
    expect(await apiCall<ModerationSettings>(staff, "GET", "/api/moderation/settings")).toEqual(before);
    await page.close();
  });
});
