import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, outboxLink, signIn } from "./support/browser";

let stamp = 0;

/** Fills the sign-up form as a stranger would; answers the person's data. */
async function fillSignUp(page: Page, name: string) {
  stamp += 1;
  const id = `${Date.now().toString(36)}${stamp}`;
  const person = { name, username: `pessoa.${id}`, email: `pessoa.${id}@exemplo.com.br` };
  await page.getByLabel("Nome completo").fill(person.name);
  await page.getByLabel("Nome de usuário").fill(person.username);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha").fill("uma-senha-bem-forte");
  await page.getByRole("button", { name: "Criar conta" }).click();
  return person;
}

describe.runIf(inject("hasBrowser"))("[CADASTRO] quem pode entrar na comunidade", () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let adminPage: Page;

  beforeAll(async () => {
    browser = await launch();
    adminContext = await newContext(browser);
    adminPage = await adminContext.newPage();
    await signIn(adminPage, admin().email, admin().password);
  });
  afterAll(async () => {
    // The other journeys of the run expect the open sign-up page.
    if (adminContext)
      await apiCall(adminContext, "PUT", "/api/admin/settings/join-policy", { join_policy: "open" });
    await browser?.close();
  });

  it("[CADASTRO] admin liga a aprovação; visitante se cadastra e espera; admin aprova em /membros; o membro entra", async () => {
    // The admin chooses 'Aberto com aprovação' in 'Cadastro'.
    await adminPage.goto("/admin");
    const policy = adminPage.getByRole("radiogroup", { name: "Quem pode se cadastrar" });
    await policy.waitFor();
    expect(
      await policy.getByRole("radio", { name: "Aberto", exact: true }).getAttribute("aria-checked"),
    ).toBe("true");
    await policy.getByRole("radio", { name: "Aberto com aprovação" }).click();
    await adminPage.getByRole("button", { name: "Salvar cadastro" }).click();
    await adminPage.getByText("Cadastro atualizado!").waitFor();
    await expectNoA11yViolations(adminPage, "Cadastro em /admin");

    // A stranger signs up: the page says the team approves new sign-ups.
    const strangerContext = await newContext(browser);
    const stranger = await strangerContext.newPage();
    await stranger.goto("/auth/cadastro");
    await stranger.getByText("Novos cadastros passam pela aprovação da equipe antes de entrar.").waitFor();
    const person = await fillSignUp(stranger, "Valéria Esperança");
    await stranger
      .getByText(/Depois de confirmar, seu cadastro fica aguardando a aprovação da equipe/)
      .waitFor();
    await expectNoA11yViolations(stranger, "cadastro enviado, aguardando aprovação");

    // Confirmed, they are signed in and see that the sign-up waits; the app stays closed.
    await stranger.goto(await outboxLink(person.email, "/verify-email"));
    await stranger.getByRole("heading", { name: "Cadastro aguardando aprovação" }).waitFor();
    await stranger.getByText(`Avisaremos por e-mail, em ${person.email}.`).waitFor();
    expect(await stranger.getByRole("button", { name: "Menu do usuário" }).count()).toBe(0);
    const feed = await strangerContext.request.get("/api/posts");
    expect(feed.status()).toBe(403);
    expect((await feed.json()).code).toBe("PENDING_APPROVAL");
    await stranger.goto("/membros");
    await stranger.getByRole("heading", { name: "Cadastro aguardando aprovação" }).waitFor();
    await expectNoA11yViolations(stranger, "página de cadastro aguardando aprovação");

    // A second stranger, whom the admin will refuse.
    const otherContext = await newContext(browser);
    const other = await otherContext.newPage();
    await other.goto("/auth/cadastro");
    const refused = await fillSignUp(other, "Rodrigo Recusado");
    await other.getByText(/Depois de confirmar/).waitFor();
    await other.goto(await outboxLink(refused.email, "/verify-email"));
    await other.getByRole("heading", { name: "Cadastro aguardando aprovação" }).waitFor();

    // The admin was told, and finds both waiting on /membros.
    await adminPage.goto("/notificacoes");
    await adminPage.getByText("Valéria Esperança se cadastrou e aguarda a sua aprovação").waitFor();
    await adminPage.goto("/membros");
    const waiting = adminPage.getByRole("region", { name: "Aguardando aprovação" });
    await waiting.waitFor();
    const list = waiting.getByRole("list", { name: "Cadastros aguardando aprovação" });
    await list.getByText("Valéria Esperança").waitFor();
    await list.getByText("Rodrigo Recusado").waitFor();
    await expectNoA11yViolations(adminPage, "/membros com cadastros aguardando aprovação");

    await waiting.getByRole("button", { name: "Recusar o cadastro de Rodrigo Recusado" }).click();
    const dialog = adminPage.getByRole("alertdialog");
    await dialog.getByText("Recusar o cadastro de Rodrigo Recusado?").waitFor();
    await expectNoA11yViolations(adminPage, "diálogo de recusar cadastro");
    await dialog.getByRole("button", { name: "Recusar cadastro" }).click();
    await adminPage.getByText("Cadastro recusado", { exact: true }).waitFor();
    await list.getByText("Rodrigo Recusado").waitFor({ state: "detached" });

    await waiting.getByRole("button", { name: "Aprovar o cadastro de Valéria Esperança" }).click();
    await adminPage.getByText("Cadastro aprovado!").waitFor();
    await list.getByText("Valéria Esperança").waitFor({ state: "detached" });

    // The approved member gets in from the waiting page, without signing in again. The page also
    // asks by itself every 30 s: on a slow run it may have let her in before the click.
    const userMenu = stranger.getByRole("button", { name: "Menu do usuário" });
    await stranger
      .getByRole("button", { name: "Verificar novamente" })
      .click({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        if (!(await userMenu.isVisible())) throw error;
      });
    await userMenu.waitFor();
    await stranger.goto("/");
    await stranger.getByRole("article").first().waitFor();
    // The refused one has no account any more.
    expect(await (await otherContext.request.get("/api/session")).json()).toBeNull();

    await strangerContext.close();
    await otherContext.close();
  });

  it("[CADASTRO] somente por convite ou compra: a página de cadastro avisa e oferece entrar", async () => {
    await apiCall(adminContext, "PUT", "/api/admin/settings/join-policy", { join_policy: "invite_only" });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/auth/cadastro");
    await page.getByRole("heading", { name: "Cadastro somente por convite ou compra" }).waitFor();
    await page.getByText(/você precisa de um convite da equipe ou de uma compra/).waitFor();
    expect(await page.getByLabel("Nome completo").count()).toBe(0);
    await expectNoA11yViolations(page, "cadastro somente por convite ou compra");
    await page.getByRole("link", { name: "Entrar na minha conta" }).click();
    await page.waitForURL("**/auth/login");
    await page.getByLabel("Senha").waitFor();
    await context.close();
    await apiCall(adminContext, "PUT", "/api/admin/settings/join-policy", { join_policy: "open" });
  });
});
