import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { unsubscribeToken } from "../apps/server/src/modules/notifications/unsubscribe-token";
import { expectNoA11yViolations } from "./support/axe";
import { apiCall } from "./support/api";
import { launch, newContext, signUpAndConfirm } from "./support/browser";
import { thisServer } from "./support/server";

type Post = { id: string; title: string };
type Comment = { id: string };
type Preferences = { items: { type: string; email: boolean }[] };

/** The bell in the header; its name says how many are unread ('Notificações (2 notificações não lidas)'). */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notificações/ });

async function unreadInBell(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute("aria-label")) ?? "";
  const match = /\((\d+) notificaç/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** Whether the element is entirely inside the window (scrolled to). */
function isInView(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe.runIf(inject("hasBrowser"))("[NOTIFICAÇÕES] sino, lista e e-mails", () => {
  let browser: Browser;
  let authorContext: BrowserContext;
  let author: Page;
  let authorUsername: string;
  let readerContext: BrowserContext;
  let reader: Page;
  let post: Post;
  const stamp = Date.now().toString(36);
  const readerName = `Marcos Teixeira ${stamp}`;

  /** The author's unread count, once the bell shows what the server says. */
  async function settledUnread(): Promise<number> {
    const { count } = await apiCall<{ count: number }>(
      authorContext,
      "GET",
      "/api/notifications/unread-count",
    );
    await expect.poll(() => unreadInBell(author)).toBe(count);
    return count;
  }

  beforeAll(async () => {
    browser = await launch();
    authorContext = await newContext(browser);
    const signedUp = await signUpAndConfirm(authorContext);
    author = signedUp.page;
    authorUsername = signedUp.member.username;
    readerContext = await newContext(browser);
    reader = (await signUpAndConfirm(readerContext)).page;
    // Two different names, so each notification says who did it.
    await apiCall(readerContext, "PATCH", "/api/me/profile", { full_name: readerName });
    post = await apiCall<Post>(authorContext, "POST", "/api/posts", {
      title: `Moedas do Império ${stamp}`,
      content: "Minha coleção de moedas de 1850 a 1889.",
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[NOTIFICAÇÕES] um membro comenta no post de outro: o sino do autor sobe ao vivo e a notificação leva ao comentário destacado", async () => {
    await author.goto("/");
    const before = await settledUnread();

    await reader.goto(`/post/${post.id}`);
    const card = reader.getByRole("article", { name: post.title });
    await card.getByLabel("Escreva um comentário").fill("Que coleção linda! Tem a de 1868?");
    await card.getByRole("button", { name: "Comentar" }).click();
    await card.getByText("Que coleção linda! Tem a de 1868?").waitFor();

    // No reload: the websocket brings the new count.
    await expect.poll(() => unreadInBell(author)).toBe(before + 1);
    await bell(author).click();
    const menu = author.getByRole("menu");
    const item = menu.getByRole("menuitem", {
      name: new RegExp(`${readerName} comentou na sua publicação “${post.title}”`),
    });
    await item.waitFor();
    await item.click();

    await author.waitForURL(
      (url) => url.pathname === `/post/${post.id}` && url.hash.startsWith("#comentario-"),
    );
    const anchor = new URL(author.url()).hash;
    const comments = await apiCall<{ items: Comment[] }>(
      authorContext,
      "GET",
      `/api/posts/${post.id}/comments`,
    );
    expect(anchor).toBe(`#comentario-${comments.items[0]!.id}`);
    const target = author.locator(anchor);
    await target.getByText("Que coleção linda! Tem a de 1868?").waitFor();
    expect(await target.getAttribute("data-highlighted")).toBe("true");
    await expect.poll(() => isInView(author, anchor)).toBe(true);
    // Opening it marked it read.
    await expect.poll(() => unreadInBell(author)).toBe(before);
    await expectNoA11yViolations(author, "post com o comentário destacado");
  });

  it("[NOTIFICAÇÕES] @menção num post notifica ao vivo e vira link para /membro/{id}; um nome desconhecido fica como texto", async () => {
    await author.goto("/");
    const before = await settledUnread();
    const mention = await apiCall<Post>(readerContext, "POST", "/api/posts", {
      title: `Feira de sábado ${stamp}`,
      content: `Quem vem? @${authorUsername}, traga as moedas. @ninguem.por.aqui também.`,
    });
    await expect.poll(() => unreadInBell(author)).toBe(before + 1);
    const me = await apiCall<{ user: { id: string } }>(authorContext, "GET", "/api/me");

    await reader.goto(`/post/${mention.id}`);
    const card = reader.getByRole("article", { name: mention.title });
    const link = card.getByRole("link", { name: `@${authorUsername}`, exact: true });
    expect(await link.getAttribute("href")).toBe(`/membro/${me.user.id}`);
    await card.getByText(/@ninguem\.por\.aqui também/).waitFor();
    expect(await card.getByRole("link", { name: "@ninguem.por.aqui" }).count()).toBe(0);
    await link.click();
    await reader.waitForURL(`**/membro/${me.user.id}`);
  });

  it("[NOTIFICAÇÕES] /notificacoes: não lidas em destaque, filtro Não lidas, Carregar mais e Marcar todas como lidas", async () => {
    // Everything so far read (the comment above, the mission of the first post), then 21 new
    // comments: more than one page of 20.
    await apiCall(authorContext, "POST", "/api/notifications/read-all", {});
    const earlier = await apiCall<{ items: unknown[] }>(authorContext, "GET", "/api/notifications?limit=50");
    for (let i = 1; i <= 21; i++)
      await apiCall(readerContext, "POST", `/api/posts/${post.id}/comments`, { content: `Comentário ${i}` });
    const total = earlier.items.length + 21;
    await author.goto("/notificacoes");
    await author.getByRole("heading", { level: 1, name: "Notificações" }).waitFor();
    const list = author.getByRole("list", { name: "Lista de notificações" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(20);
    await author.getByText("21 notificações não lidas").waitFor();
    expect(await unreadInBell(author)).toBe(21);
    // The newest first, unread, announced as such.
    const first = list.getByRole("listitem").first().getByRole("link");
    expect(await first.getAttribute("data-unread")).toBe("true");
    expect(await first.textContent()).toContain("Não lida:");
    await expectNoA11yViolations(author, "/notificacoes");

    // The next page arrives by the button, or by itself as the button scrolls into view on the way
    // to being pressed (then the button may be gone, or replaced, before the press).
    const loadMore = author.getByRole("button", { name: "Carregar mais" });
    const pressUntil = (count: number) =>
      expect
        .poll(
          async () => {
            const shown = await list.getByRole("listitem").count();
            if (shown < count && (await loadMore.count()))
              await loadMore.click({ timeout: 2_000 }).catch(() => undefined);
            return list.getByRole("listitem").count();
          },
          { timeout: 30_000 },
        )
        .toBe(count);
    await pressUntil(Math.min(total, 40));
    expect(await list.locator("[data-unread='true']").count()).toBe(21);

    await author.getByRole("tab", { name: "Não lidas" }).click();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(20);
    await pressUntil(21);
    await author.getByRole("button", { name: "Carregar mais" }).waitFor({ state: "detached" });
    await author.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await author.getByText("Nenhuma notificação não lida").waitFor();
    await expect.poll(() => unreadInBell(author)).toBe(0);
    // Back to all: the pages already loaded stay, now read.
    await author.getByRole("tab", { name: "Todas" }).click();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(total);
    expect(await list.locator("[data-unread='true']").count()).toBe(0);
    await expectNoA11yViolations(author, "/notificacoes sem não lidas");
  });

  it("[NOTIFICAÇÕES] preferências por tipo em /perfil/editar: 'Também por e-mail' é salvo", async () => {
    await author.goto("/perfil/editar");
    const likes = author.getByRole("switch", { name: "Curtidas: também por e-mail" });
    const comments = author.getByRole("switch", {
      name: "Comentários nas suas publicações: também por e-mail",
    });
    // Defaults: things written to the member go by e-mail, likes do not.
    expect(await comments.getAttribute("aria-checked")).toBe("true");
    expect(await likes.getAttribute("aria-checked")).toBe("false");
    // Admin-only types are not offered to members.
    expect(await author.getByRole("switch", { name: /Convites aceitos/ }).count()).toBe(0);
    await likes.click();
    await author.getByText("Preferências salvas").first().waitFor();
    await author.reload();
    await expect.poll(() => likes.getAttribute("aria-checked")).toBe("true");
    const saved = await apiCall<Preferences>(authorContext, "GET", "/api/notifications/preferences");
    expect(saved.items.find((p) => p.type === "like")?.email).toBe(true);
    expect(saved.items.find((p) => p.type === "comment")?.email).toBe(true);
  });

  it("[NOTIFICAÇÕES] o link de cancelar e-mail funciona sem login e tem Desfazer; link inválido dá mensagem clara", async () => {
    const secret = readFileSync(path.join(path.dirname(thisServer().logFile), "auth-secret"), "utf8").trim();
    const me = await apiCall<{ user: { id: string } }>(authorContext, "GET", "/api/me");
    const token = unsubscribeToken(secret, me.user.id, "comment");
    const emailFor = async (type: string) =>
      (await apiCall<Preferences>(authorContext, "GET", "/api/notifications/preferences")).items.find(
        (p) => p.type === type,
      )?.email;
    expect(await emailFor("comment")).toBe(true);

    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/notificacoes/cancelar-email?token=${encodeURIComponent(token)}`);
    await page.getByText("Você não receberá mais e-mails de “Comentários nas suas publicações”.").waitFor();
    await page.getByRole("heading", { level: 1, name: "Cancelar e-mails" }).waitFor();
    // Still a visitor: nothing asked for a sign-in.
    await page.getByRole("link", { name: "Entrar" }).waitFor();
    expect(await emailFor("comment")).toBe(false);
    await expectNoA11yViolations(page, "cancelar e-mail");

    await page.getByRole("button", { name: "Desfazer" }).click();
    await page
      .getByText("Pronto! Você voltará a receber e-mails de “Comentários nas suas publicações”.")
      .waitFor();
    expect(await emailFor("comment")).toBe(true);

    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    await page.goto(`/notificacoes/cancelar-email?token=${encodeURIComponent(forged)}`);
    await page.getByRole("heading", { level: 1, name: "Link inválido" }).waitFor();
    await page.getByText("Este link de cancelamento é inválido ou expirou.").waitFor();
    expect(await emailFor("comment")).toBe(true);
    await expectNoA11yViolations(page, "cancelar e-mail com link inválido");

    await page.goto("/notificacoes/cancelar-email");
    await page.getByText("Este link de cancelamento está incompleto.", { exact: false }).waitFor();
    await visitor.close();
  });
});
