import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { countDialogs, HOSTILE, injectedElements } from "./support/xss";

type Card = { id: string; name: string; rating_count: number; rating_avg: number };
type Page_ = { items: Card[]; total: number };
type Supplier = Card & { status: string; my_rating: { stars: number } | null; logo_url: string | null };

/** The seed's supplier the member rates and finds by typing without accents. */
const WATCHES = "Relógios Antigos Vale do Paraíba";
const LOGO = readFileSync(path.join(import.meta.dirname, "fixtures/avatar-320x240.png"));

/** The directory's cards, by their headings. */
const cardNames = (page: Page) =>
  page
    .getByRole("list", { name: "Fornecedores encontrados" })
    .getByRole("heading", { level: 2 })
    .allTextContents();

describe.runIf(inject("hasBrowser"))("[FORNECEDORES] diretório, avaliações e sugestões", () => {
  let browser: Browser;
  let memberContext: BrowserContext;
  let member: Page;
  let memberName: string;
  let moderatorContext: BrowserContext;
  let moderator: Page;
  let staff: BrowserContext;
  const stamp = Date.now().toString(36);
  const suggestedName = `Ateliê Numismático Conceição ${stamp}`;
  const created: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    memberContext = await newContext(browser, { width: 390, height: 844 });
    const signedUp = await signUpAndConfirm(memberContext);
    member = signedUp.page;
    memberName = signedUp.member.name;

    // A moderator who is not an admin, added by the admin as a real member with a password.
    staff = await newContext(browser);
    const adminPage = await staff.newPage();
    await signIn(adminPage, admin().email, admin().password);
    const moderatorEmail = `moderadora.${stamp}@exemplo.com.br`;
    const moderatorPassword = "senha-da-moderadora-forte";
    await apiCall(staff, "POST", "/api/admin/members/batch", {
      mode: "create",
      source: "manual",
      members: [
        {
          name: "Beatriz Moderadora",
          email: moderatorEmail,
          password: moderatorPassword,
          is_moderator: true,
        },
      ],
    });
    moderatorContext = await newContext(browser);
    moderator = await moderatorContext.newPage();
    await signIn(moderator, moderatorEmail, moderatorPassword);
  });

  afterAll(async () => {
    // Other journeys run on the same server: what this one added goes away.
    for (const id of created) await apiCall(staff, "DELETE", `/api/suppliers/${id}`).catch(() => undefined);
    await memberContext?.close();
    await moderatorContext?.close();
    await staff?.close();
    await browser?.close();
  });

  it("[FORNECEDORES] membro avalia um fornecedor e o encontra buscando 'relogios', sem acento", async () => {
    const dialogs = countDialogs(member);
    await member.goto("/recursos/fornecedores");
    await member.getByRole("heading", { level: 1, name: "Fornecedores" }).waitFor();
    await member.getByRole("list", { name: "Fornecedores encontrados" }).waitFor();
    const before = (await apiCall<Page_>(memberContext, "GET", "/api/suppliers?q=relogios")).items.find(
      (s) => s.name === WATCHES,
    )!;
    expect(before).toBeDefined();
    await expectNoA11yViolations(member, "/recursos/fornecedores (390 px)");
    // Nothing overflows the phone's width.
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await member.getByRole("searchbox", { name: "Buscar fornecedores" }).fill("relogios");
    await member.waitForURL((url) => url.searchParams.get("q") === "relogios");
    // Every card found speaks of watches ('Relógios', 'Relojoaria'), the verified one among them.
    const expected = (await apiCall<Page_>(memberContext, "GET", "/api/suppliers?q=relogios")).items.map(
      (s) => s.name,
    );
    expect(expected).toContain(WATCHES);
    await expect.poll(() => cardNames(member)).toEqual(expected);
    for (const name of expected) expect(name.toLowerCase()).toMatch(/rel[oó]gio|relojoaria/);

    await member.getByRole("link", { name: WATCHES }).click();
    await member.getByRole("heading", { level: 1, name: WATCHES }).waitFor();
    await member.getByText("Verificado").first().waitFor();
    const whatsapp = member.getByRole("link", { name: /\(12\) 99876-1234/ });
    expect(await whatsapp.getAttribute("href")).toBe("https://wa.me/5512998761234");
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    expect(await whatsapp.getAttribute("rel")).toContain("noopener");

    const form = member.getByRole("form", { name: "Sua avaliação" });
    await form.locator("label").filter({ hasText: "4 estrelas" }).click();
    expect(await form.getByRole("radio", { name: "4 estrelas" }).isChecked()).toBe(true);
    const comment = `Comprei uma corrente de bolso, chegou bem embalada. ${HOSTILE.script} ${HOSTILE.img}`;
    await form.getByLabel("Comentário (opcional)").fill(comment);
    await form.getByRole("button", { name: "Salvar avaliação" }).click();
    await member.getByText("Avaliação salva.").waitFor();
    await form.getByRole("button", { name: "Atualizar avaliação" }).waitFor();

    const ratings = member.getByRole("list", { name: "Avaliações dos membros" });
    const mine = ratings.getByRole("listitem").filter({ hasText: memberName }).first();
    await mine.getByText(comment).waitFor();
    expect(await injectedElements(member)).toEqual([]);
    expect(dialogs()).toBe(0);
    const after = await apiCall<Supplier>(memberContext, "GET", `/api/suppliers/${before.id}`);
    expect(after).toMatchObject({ rating_count: before.rating_count + 1, my_rating: { stars: 4 } });
    await member.getByText(`(${after.rating_count} avaliações)`).first().waitFor();
    await expectNoA11yViolations(member, "/recursos/fornecedores/:id com avaliação");

    // The directory, searched again without accents, shows the new count.
    await member.goto("/recursos/fornecedores?q=relogios");
    const card = member.getByRole("article", { name: WATCHES });
    await card.getByText(`(${after.rating_count} avaliações)`).waitFor();
  });

  it("[FORNECEDORES] membro sugere um fornecedor com logotipo e uma moderadora aprova; o membro é avisado", async () => {
    await member.goto("/recursos/fornecedores");
    await member.getByRole("link", { name: "Sugerir fornecedor" }).click();
    await member.getByRole("heading", { level: 1, name: "Sugerir fornecedor" }).waitFor();
    await member.getByLabel("Nome").fill(suggestedName);
    await member.getByLabel("Categorias").fill("Moedas, Medalhas, moedas");
    await member.getByLabel("Descrição").fill(`Limpeza técnica de moedas e medalhas.\n${HOSTILE.svg}`);
    await member.getByLabel("Cidade").fill("São João del-Rei");
    await member.getByLabel("Estado (UF)").selectOption("MG");
    await member.getByLabel("Instagram").fill("@atelie.conceicao");
    await member.getByLabel("WhatsApp").fill("(32) 99123-4567");
    // A script address is refused in the form itself, with the shared message, and nothing is sent.
    await member.getByLabel("Site").fill(HOSTILE.jsLink);
    let posts = 0;
    const countPost = (request: { method(): string; url(): string }) => {
      if (request.method() === "POST" && request.url().endsWith("/api/suppliers")) posts += 1;
    };
    member.on("request", countPost);
    await member.getByRole("button", { name: "Enviar sugestão" }).click();
    await member.getByText("O site precisa ser um endereço http:// ou https://.").waitFor();
    expect(posts).toBe(0);
    await member.getByLabel("Site").fill("atelieconceicao.com.br");
    await member.getByLabel("Arquivo do logotipo").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: LOGO,
    });
    await member.getByRole("button", { name: "Trocar logotipo" }).waitFor();
    await expectNoA11yViolations(member, "/recursos/fornecedores/sugerir");
    await member.getByRole("button", { name: "Enviar sugestão" }).click();
    await member.getByText("Sugestão enviada! A equipe vai analisar o fornecedor.").waitFor();
    member.off("request", countPost);
    expect(posts).toBe(1);

    await member.getByRole("heading", { level: 1, name: suggestedName }).waitFor();
    await member.getByText("Aguardando aprovação").waitFor();
    const id = new URL(member.url()).pathname.split("/").at(-1)!;
    created.push(id);
    const suggested = await apiCall<Supplier & { categories: string[]; website: string }>(
      memberContext,
      "GET",
      `/api/suppliers/${id}`,
    );
    expect(suggested).toMatchObject({
      status: "pending",
      categories: ["Moedas", "Medalhas"],
      website: "https://atelieconceicao.com.br",
    });
    expect(suggested.logo_url).toMatch(/^\/media\/media_uploads\/[^/]+\/logo-/);
    // Not in the directory while it waits.
    expect((await apiCall<Page_>(memberContext, "GET", `/api/suppliers?q=${stamp}`)).total).toBe(0);

    // The moderator reviews the queue.
    const dialogs = countDialogs(moderator);
    await moderator.goto("/recursos/fornecedores");
    await moderator.getByRole("link", { name: /Sugestões pendentes/ }).click();
    await moderator.getByRole("heading", { level: 1, name: "Sugestões de fornecedores" }).waitFor();
    const item = moderator.getByRole("article", { name: suggestedName });
    await item.getByText(`Sugerido por ${memberName}`, { exact: false }).waitFor();
    await expectNoA11yViolations(moderator, "/recursos/fornecedores/sugestoes (moderadora)");
    // Moderators review, but only admins vouch for a supplier.
    expect(await item.getByRole("button", { name: "Marcar como verificado" }).count()).toBe(0);
    await item.getByRole("button", { name: "Aprovar" }).click();
    await moderator.getByText("Fornecedor aprovado e publicado no diretório.").waitFor();
    await item.waitFor({ state: "detached" });
    expect(await injectedElements(moderator)).toEqual([]);
    expect(dialogs()).toBe(0);

    // The member is told, and the notification leads to the supplier, now in the directory.
    await member.goto("/notificacoes");
    const notice = member.getByRole("link", {
      name: new RegExp(`O fornecedor “${suggestedName}” que você sugeriu foi aprovado`),
    });
    await notice.click();
    await member.waitForURL((url) => url.pathname === `/recursos/fornecedores/${id}`);
    await member.getByRole("heading", { level: 1, name: suggestedName }).waitFor();
    expect(await member.getByText("Aguardando aprovação").count()).toBe(0);
    await member.goto(`/recursos/fornecedores?q=${encodeURIComponent("numismatico conceicao")}`);
    await expect.poll(() => cardNames(member)).toEqual([suggestedName]);
    const logo = member.getByRole("article", { name: suggestedName }).locator("img");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
