import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { noisyPng } from "./support/media";

const VIDEO_ID = "aqz-KE-bpKQ";

describe.runIf(inject("hasBrowser"))("[FEED] feed da comunidade", () => {
  let browser: Browser;
  let authorContext: BrowserContext;
  let author: Page;
  let authorName: string;
  const stamp = Date.now().toString(36);
  const textTitle = `Minha primeira coleção ${stamp}`;

  const post = (page: Page, title: string) => page.getByRole("article", { name: title });

  async function openComposer(page: Page) {
    await page.goto("/");
    await page.getByText("O que você está pensando?").click();
    await page.getByLabel("Título da publicação").waitFor();
  }

  beforeAll(async () => {
    browser = await launch();
    authorContext = await newContext(browser);
    const signedUp = await signUpAndConfirm(authorContext);
    author = signedUp.page;
    authorName = signedUp.member.name;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[FEED] membro publica um post de texto", async () => {
    await openComposer(author);
    const publish = author.getByRole("button", { name: "Publicar" });
    expect(await publish.isDisabled()).toBe(true);
    await author.getByLabel("Título da publicação").fill(textTitle);
    await author.getByLabel("Mensagem").fill("Comecei com selos antigos.\nAgora são moedas.");
    await publish.click();
    await author.getByText("🎉 Post publicado com sucesso!").waitFor();
    const card = post(author, textTitle);
    await card.waitFor();
    await card.getByText(authorName).first().waitFor();
    await card.getByText(/^há /).waitFor();
  });

  it("[FEED] a página do feed já chega com a primeira página de posts; outra aba pede a sua", async () => {
    const asked: string[] = [];
    const record = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
    };
    author.on("request", record);
    try {
      await author.goto("/");
      await post(author, textTitle).waitFor();
      expect(asked.filter((url) => url.startsWith("/api/posts"))).toEqual([]);
      expect(asked).not.toContain("/api/session");
      // Another tab's first page is asked for as usual (the post may not be among the popular ones).
      const popular = author.waitForResponse((res) => res.url().includes("/api/posts?tab=populares"));
      await author.getByRole("tab", { name: "Populares" }).click();
      expect((await popular).status()).toBe(200);
      expect(asked.filter((url) => url.startsWith("/api/posts"))).toEqual([
        "/api/posts?tab=populares&limit=20",
      ]);
    } finally {
      author.off("request", record);
    }
  });

  it("[FEED] post com imagem mostra o progresso do upload e a imagem", async () => {
    await openComposer(author);
    // A slow connection makes the real progress visible.
    const cdp = await authorContext.newCDPSession(author);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const title = `Estante com foto ${stamp}`;
    await author.getByLabel("Título da publicação").fill(title);
    await author.getByLabel("Mensagem").fill("Olhem como ficou.");
    await author
      .locator('input[type="file"]')
      .setInputFiles({ name: "estante.png", mimeType: "image/png", buffer: noisyPng(700, 700) });
    const progress = author.getByRole("progressbar", { name: "Progresso do upload" });
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await author.getByText("Arquivo enviado.").waitFor({ timeout: 60_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await author.getByRole("button", { name: "Publicar" }).click();
    const image = post(author, title).locator("img[src^='/media/media_uploads/']");
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(700);
  });

  it("[FEED] link de vídeo inválido mostra a mensagem; um link do YouTube vira player", async () => {
    await openComposer(author);
    const title = `Vídeo da feira ${stamp}`;
    await author.getByLabel("Título da publicação").fill(title);
    await author.getByLabel("Mensagem").fill("Vale a pena assistir.");
    const link = author.getByLabel("Link de vídeo");
    await link.fill("https://www.youtube.com/watch?v=curto");
    await author.getByText(/^URL do YouTube inválida\. Use formatos como:/).waitFor();
    expect(await author.getByRole("button", { name: "Publicar" }).isDisabled()).toBe(true);
    await link.fill(`https://youtu.be/${VIDEO_ID}`);
    await author.getByRole("button", { name: "Publicar" }).click();
    const frame = post(author, title).locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toContain(`youtube-nocookie.com/embed/${VIDEO_ID}`);
  });

  it("[FEED] curtir e descurtir", async () => {
    await author.goto("/");
    const like = post(author, textTitle).getByRole("button", { name: /^Curtir/ });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    // The button turns at once; the reload waits for the server's answer, or it would cancel it.
    const saved = author.waitForResponse(
      (r) => r.request().method() === "PUT" && new URL(r.url()).pathname.endsWith("/like"),
    );
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => like.textContent()).toContain("1");
    expect((await saved).status()).toBeLessThan(300);
    await author.reload();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => like.textContent()).toContain("0");
  });

  it("[FEED] comentar e responder a um comentário", async () => {
    await author.goto("/");
    const card = post(author, textTitle);
    await card.getByRole("button", { name: /^Comentários/ }).click();
    await card.getByLabel("Escreva um comentário").fill("Alguém tem dicas de conservação?");
    await card.getByRole("button", { name: "Comentar" }).click();
    await card.getByText("Alguém tem dicas de conservação?").waitFor();
    await card.getByRole("button", { name: "Responder" }).first().click();
    await card.getByLabel("Escreva uma resposta").fill("Luvas de algodão sempre!");
    await card.getByRole("button", { name: "Enviar resposta" }).click();
    await card.getByText("Luvas de algodão sempre!").waitFor();
    await expect.poll(() => card.getByRole("button", { name: /^Comentários/ }).textContent()).toContain("2");
  });

  it("[FEED] admin fixa e desafixa; FIXADO leva o post ao topo", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, admin().email, admin().password);
    const card = post(page, textTitle);
    await card.getByRole("button", { name: "Fixar" }).click();
    await page.getByText("Post fixado").waitFor();
    await expect
      .poll(() => page.getByRole("article").first().getAttribute("aria-labelledby"))
      .toBe(await card.getAttribute("aria-labelledby"));
    await card.getByText("FIXADO").waitFor();
    await card.getByRole("button", { name: "Desafixar" }).click();
    await page.getByText("Post desafixado").waitFor();
    await card.getByText("FIXADO").waitFor({ state: "hidden" });
    await context.close();
  });

  it("[FEED] Seguindo mostra os posts de quem eu sigo; um segundo navegador vê post novo ao vivo", async () => {
    const context = await newContext(browser);
    const { page: reader } = await signUpAndConfirm(context);
    await reader.goto("/");
    await reader.getByRole("tab", { name: "Seguindo" }).click();
    await reader.getByText("Você ainda não segue ninguém").waitFor();
    await reader.getByRole("tab", { name: "Mais recentes" }).click();
    const follow = post(reader, textTitle).getByRole("button", { name: /^Seguir \S/ });
    expect(await follow.getAttribute("aria-pressed")).toBe("false");
    await follow.click();
    // The name keeps the visible text ('Seguindo') and says whom; the toggle is pressed.
    await post(reader, textTitle)
      .getByRole("button", { name: /^Seguindo \S/, pressed: true })
      .waitFor();
    await expectNoA11yViolations(reader, "o feed com um autor seguido");
    await reader.getByRole("tab", { name: "Seguindo" }).click();
    await post(reader, textTitle).waitFor();

    await reader.getByRole("tab", { name: "Mais recentes" }).click();
    await post(reader, textTitle).waitFor();
    const live = `Chegou agora ${stamp}`;
    await openComposer(author);
    await author.getByLabel("Título da publicação").fill(live);
    await author.getByLabel("Mensagem").fill("Ao vivo.");
    await author.getByRole("button", { name: "Publicar" }).click();
    await reader.getByRole("button", { name: "1 nova publicação" }).click();
    await post(reader, live).waitFor();
    await context.close();
  });

  it("[FEED] excluir com o diálogo de confirmação", async () => {
    await author.goto("/");
    const card = post(author, textTitle);
    await card.getByRole("button", { name: "Excluir" }).click();
    const dialog = author.getByRole("alertdialog");
    await dialog.getByText("Confirmar Exclusão").waitFor();
    await dialog
      .getByText("Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.")
      .waitFor();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await author.getByText("Post excluído").waitFor();
    await card.waitFor({ state: "detached" });
    await author.reload();
    await author.getByRole("article").first().waitFor();
    expect(await card.count()).toBe(0);
  });
});
