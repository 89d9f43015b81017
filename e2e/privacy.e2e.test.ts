import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import yauzl from "yauzl";
import { expectNoA11yViolations } from "./support/axe";
import { apiCall } from "./support/api";
import { baseURL, launch, newContext, signUpAndConfirm } from "./support/browser";

/** Every entry of a ZIP file, as text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const entries = new Map<string, string>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(error);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
            zip.readEntry();
          });
          stream.on("error", reject);
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe.runIf(inject("hasBrowser"))("[PRIVACIDADE] baixar meus dados e excluir a conta", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let member: { email: string; password: string; username: string };

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser);
    const signed = await signUpAndConfirm(context);
    page = signed.page;
    member = signed.member;
    await apiCall(context, "POST", "/api/posts", {
      title: "Minha publicação para a cópia",
      content: "Texto que deve sair no ZIP.",
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[PRIVACIDADE] o membro pede a cópia, é avisado e baixa o ZIP com os seus dados", async () => {
    await page.goto("/perfil/editar");
    const section = page.getByRole("region", { name: "Baixar meus dados" });
    await page.getByRole("heading", { level: 2, name: "Privacidade e dados" }).waitFor();
    await expectNoA11yViolations(page, "perfil/editar, privacidade e dados");

    await section.getByRole("button", { name: "Baixar meus dados" }).click();
    await page.getByText("Pedido recebido").waitFor();
    // The job prepares it in the background; the section follows it until it is ready.
    await section.getByText("Sua cópia está pronta").waitFor();
    await expect.poll(() => section.getByText(/^Disponível até /).textContent()).toMatch(/ · [\d,]+ KB$/);

    // The notification links back to the section.
    await page.goto("/notificacoes");
    const notice = page.getByRole("link", { name: /A cópia dos seus dados está pronta para baixar/ });
    await notice.waitFor();
    await notice.click();
    await page.waitForURL((url) => url.pathname === "/perfil/editar" && url.hash === "#privacidade");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar arquivo ZIP" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(readFileSync((await download.path())!));
    expect(entries.has("LEIA-ME.txt")).toBe(true);
    expect(entries.get("LEIA-ME.txt")).toContain(member.email);
    for (const file of [
      "perfil.json",
      "publicacoes.json",
      "notificacoes.json",
      "eventos.json",
      "pontos.json",
    ])
      expect(entries.has(file), file).toBe(true);
    const profile = JSON.parse(entries.get("perfil.json")!) as { profiles: { username: string }[] };
    expect(profile.profiles[0]!.username).toBe(member.username);
    const posts = JSON.parse(entries.get("publicacoes.json")!) as { posts: { title: string }[] };
    expect(posts.posts.map((p) => p.title)).toEqual(["Minha publicação para a cópia"]);
  });

  it("[PRIVACIDADE] o membro exclui a própria conta e sai da comunidade", async () => {
    await page.goto("/perfil/editar");
    const section = page.getByRole("region", { name: "Excluir minha conta" });
    await section.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir a sua conta para sempre?" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Excluir para sempre" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await dialog.getByLabel("Sua senha").fill("senha-errada-123");
    await expectNoA11yViolations(page, "diálogo de exclusão da conta");
    await confirm.click();
    await dialog.getByText("Senha incorreta.").waitFor();

    await dialog.getByLabel("Sua senha").fill(member.password);
    await confirm.click();
    await page.waitForURL((url) => url.pathname.startsWith("/auth/login"));
    await page.getByText("Conta excluída").waitFor();
    const me = await context.request.get(`${baseURL()}/api/me`);
    expect(me.status()).toBe(401);

    // The account is gone: signing in again fails.
    await page.getByLabel("E-mail").fill(member.email);
    await page.getByLabel("Senha").fill(member.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByText("E-mail ou senha incorretos.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/login");
  });
});
