import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, baseURL, launch, newContext, outboxLink, signIn } from "./support/browser";
import { myId, publishedCourseWithVideo } from "./support/courses";
import { hotmartPurchase, sendHotmart, waitForDelivery } from "./support/sales";

const lessonVideo = (page: Page) => page.locator("video[slot='media']");

describe.runIf(inject("hasBrowser"))("[VENDAS] ofertas, integrações e entregas", () => {
  let browser: Browser;
  let staff: BrowserContext;
  let page: Page;
  const stamp = Date.now().toString(36);
  // A Hotmart product id of this run only (the offers are unique per product).
  const productId = String(1_000_000 + (Date.now() % 8_000_000));
  const otherProductId = String(Number(productId) + 1);
  const token = `hottok-e2e-${stamp}`;
  const buyer = {
    name: "Clara Compradora",
    email: `clara.${stamp}@exemplo.com.br`,
    username: `clara.${stamp}`,
    password: "uma-senha-bem-forte",
  };
  const transaction = `HP${stamp.toUpperCase()}01`;

  beforeAll(async () => {
    browser = await launch();
    staff = await newContext(browser);
    await staff.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    page = await staff.newPage();
    await signIn(page, admin().email, admin().password);
  });
  afterAll(async () => {
    await staff?.close();
    await browser?.close();
  });

  it("[VENDAS] admin liga um produto Hotmart a um curso, a compra aprovada convida e libera as aulas, e o reembolso as bloqueia de novo", async () => {
    const { course, video } = await publishedCourseWithVideo(staff, `Fotografia de produto ${stamp}`);

    // From the admin dashboard and from the sidebar's Administração section.
    await page.goto("/admin");
    await page
      .getByRole("region", { name: "Áreas de administração" })
      .getByRole("link", { name: /^Vendas / })
      .click();
    await page.getByRole("heading", { level: 1, name: "Vendas" }).waitFor();
    await page.goto("/");
    const toggle = page.getByRole("button", {
      name: /^(Admin: ativar o modo de administração|Sair do modo admin)$/,
    });
    await toggle.waitFor();
    if ((await toggle.getAttribute("aria-label")) !== "Sair do modo admin") await toggle.click();
    await page
      .getByRole("navigation", { name: "Barra lateral" })
      .getByRole("region", { name: "Administração" })
      .getByRole("link", { name: "Vendas", exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/vendas");
    await page.getByRole("heading", { level: 1, name: "Vendas" }).waitFor();
    // Admin mode stays in this browser: off again.
    await page.getByRole("button", { name: "Sair do modo admin" }).click();
    await page.getByText("Administração", { exact: true }).waitFor({ state: "hidden" });
    expect(await page.getByRole("tab", { name: "Ofertas" }).getAttribute("aria-selected")).toBe("true");
    await expectNoA11yViolations(page, "/admin/vendas (Ofertas)");

    // 'Nova oferta': nothing granted is refused in the form; then the course, for life.
    await page.getByRole("button", { name: "Nova oferta" }).click();
    let dialog = page.getByRole("dialog", { name: "Nova oferta" });
    await dialog.getByLabel("Nome da oferta").fill("Fotografia de produto vitalício");
    await dialog.getByLabel("Provedor", { exact: true }).selectOption("hotmart");
    await dialog.getByLabel("ID do produto na Hotmart").fill(productId);
    await dialog.getByRole("checkbox", { name: course.title }).waitFor();
    expect(await dialog.getByRole("radio", { name: "Vitalício" }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: "Criar oferta" }).click();
    await dialog
      .getByText("Escolha ao menos um curso, uma categoria, um plano de IA ou o papel de Aluno.")
      .waitFor();
    await expectNoA11yViolations(page, "diálogo Nova oferta");
    await dialog.getByRole("checkbox", { name: course.title }).check();
    await dialog.getByRole("button", { name: "Criar oferta" }).click();
    await page.getByText("Oferta criada!").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    const offers = page.getByRole("list", { name: "Ofertas de venda" });
    const offerRow = offers.getByRole("listitem").filter({ hasText: "Fotografia de produto vitalício" });
    await offerRow.getByText(course.title, { exact: true }).waitFor();
    await offerRow.getByText(`${productId} · todas as ofertas`).waitFor();

    // The same product twice: the server's answer lands on the product field.
    await page.getByRole("button", { name: "Nova oferta" }).click();
    dialog = page.getByRole("dialog", { name: "Nova oferta" });
    await dialog.getByLabel("Nome da oferta").fill("Oferta repetida");
    const product = dialog.getByLabel("ID do produto na Hotmart");
    await product.fill(productId);
    await dialog.getByLabel("Dar o papel de Aluno").check();
    await dialog.getByRole("radio", { name: "Por um número de dias" }).check();
    await dialog.getByLabel("Número de dias", { exact: true }).fill("30");
    await dialog.getByRole("button", { name: "Criar oferta" }).click();
    await dialog.getByText("Já existe uma oferta para este produto neste provedor.").waitFor();
    expect(await product.getAttribute("aria-invalid")).toBe("true");
    await product.fill(otherProductId);
    await dialog.getByRole("button", { name: "Criar oferta" }).click();
    await dialog.waitFor({ state: "detached" });
    const repeated = offers.getByRole("listitem").filter({ hasText: "Oferta repetida" });
    await repeated.getByText("30 dias").waitFor();
    // An offer without purchases can be deleted.
    await repeated.getByRole("button", { name: "Excluir oferta Oferta repetida" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir oferta" });
    await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
    await page.getByText("Oferta excluída").first().waitFor();
    await repeated.waitFor({ state: "detached" });

    // 'Integrações': the address Hotmart calls, the token pasted and then shown masked.
    await page.getByRole("tab", { name: "Integrações" }).click();
    await page.waitForURL(/\/admin\/vendas\/integracoes$/);
    const hotmart = page.getByRole("region", { name: "Hotmart" });
    await hotmart.getByText(`${baseURL()}/api/webhooks/hotmart`, { exact: true }).waitFor();
    await hotmart.getByRole("button", { name: "Copiar endereço" }).click();
    await page.getByText("Endereço copiado!").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL()}/api/webhooks/hotmart`,
    );
    await hotmart.getByLabel("Token (hottok) da Hotmart").fill(token);
    await hotmart.getByRole("button", { name: /^(Salvar|Substituir) segredo$/ }).click();
    await page.getByText("Segredo salvo!").first().waitFor();
    await hotmart.getByText(`••••••••${token.slice(-4)}`).waitFor();
    expect(await hotmart.getByLabel("Token (hottok) da Hotmart").inputValue()).toBe("");
    expect(await page.content()).not.toContain(token);
    await expectNoA11yViolations(page, "/admin/vendas/integracoes");

    // The generic endpoint's secret is made here and shown once, with a warning and a copy button.
    const generic = page.getByRole("region", { name: "Webhook genérico" });
    await generic.getByRole("button", { name: /^Gerar (novo )?segredo$/ }).click();
    const regenerate = page.getByRole("alertdialog", { name: "Gerar um novo segredo?" });
    if (await regenerate.isVisible().catch(() => false))
      await regenerate.getByRole("button", { name: "Gerar novo segredo" }).click();
    const shown = page.getByRole("dialog", { name: "Novo segredo do webhook genérico" });
    await shown.getByText("Copie e guarde este segredo agora: ele não será mostrado de novo.").waitFor();
    const secret = await shown.getByLabel("Segredo", { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    await expectNoA11yViolations(page, "diálogo do novo segredo");
    await shown.getByRole("button", { name: "Copiar segredo" }).click();
    await page.getByText("Segredo copiado!").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole("button", { name: "Já guardei o segredo" }).click();
    await shown.waitFor({ state: "detached" });
    await generic.getByText(`••••••••${secret.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(secret);

    // A notification with a wrong token is refused and counted.
    const forged = await sendHotmart(
      hotmartPurchase({ productId, transaction: `${transaction}X`, email: buyer.email, name: buyer.name }),
      "token-errado-123456",
    );
    expect(forged.status).toBe(401);
    await page.reload();
    await hotmart.getByText(/notificaç(ão|ões) recusada/).waitFor();

    // Hotmart announces the approved purchase of someone who is not a member yet.
    const approval = hotmartPurchase({ productId, transaction, email: buyer.email, name: buyer.name });
    const approved = await sendHotmart(approval, token);
    expect(approved).toEqual({ status: 200, json: { received: true, message: "Recebido." } });
    await waitForDelivery(staff, approval.id);

    // The invite e-mail's link leads to the sign-up; the account opens the course.
    const memberContext = await newContext(browser);
    const member = await memberContext.newPage();
    await member.goto(await outboxLink(buyer.email, "/auth/accept-invite"));
    await member.getByRole("heading", { name: "Você foi convidado!" }).waitFor();
    await member.getByLabel("Nome de usuário").fill(buyer.username);
    await member.getByLabel("Senha").fill(buyer.password);
    await member.getByRole("button", { name: "Aceitar convite" }).click();
    await member.getByRole("button", { name: "Menu do usuário" }).waitFor();
    const memberId = await myId(memberContext);

    await member.goto("/notificacoes");
    const told = member
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`Acesso liberado: ${course.title}`) });
    await told.first().click();
    await member.waitForURL((url) => url.pathname === `/curso/${course.slug}`);
    await member.getByRole("heading", { level: 1, name: course.title }).waitFor();
    await member
      .getByRole("link", { name: /Vídeo de abertura/ })
      .first()
      .click();
    await member.getByRole("heading", { level: 1, name: "Vídeo de abertura" }).waitFor();
    await lessonVideo(member).waitFor();
    expect(await member.getByRole("heading", { name: "Aula bloqueada" }).count()).toBe(0);
    const lessonApi = `/api/courses/${course.slug}/lessons/${video.slug}`;
    expect((await memberContext.request.get(lessonApi)).status()).toBe(200);
    await member.goto("/perfil/editar");
    await member.getByRole("switch", { name: "Acessos liberados: também por e-mail" }).waitFor();

    // The admin sees the purchase on the member's page and where the course comes from.
    await page.goto(`/membro/${memberId}`);
    await page.getByRole("heading", { level: 1, name: buyer.name }).waitFor();
    const purchases = page.getByRole("region", { name: "Compras" });
    const purchase = purchases.getByRole("listitem").filter({ hasText: transaction });
    await purchase.getByText("Fotografia de produto vitalício").waitFor();
    await purchase.getByText("Aprovada", { exact: true }).waitFor();
    await purchase.getByText("R$ 197,00").waitFor();
    await expectNoA11yViolations(page, "página do membro com Compras");
    await page.getByRole("button", { name: "Gerenciar Acessos", exact: true }).click();
    const access = page.getByRole("dialog", { name: `Gerenciar Acessos - ${buyer.name}` });
    const sources = access.getByRole("list", { name: `Origens do acesso a ${course.title}` });
    await sources
      .getByText(
        `Liberado pela compra Hotmart ${transaction} (Fotografia de produto vitalício) · sem data de término`,
      )
      .waitFor();
    // Bought, not given by hand: the switch (the grant by hand) is off.
    expect(await access.getByRole("switch", { name: course.title }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await expectNoA11yViolations(page, "Gerenciar Acessos com origens");
    await page.keyboard.press("Escape");

    // The refund of the same transaction takes the course back.
    const refund = hotmartPurchase({
      event: "PURCHASE_REFUNDED",
      productId,
      transaction,
      email: buyer.email,
      name: buyer.name,
    });
    expect((await sendHotmart(refund, token)).status).toBe(200);
    await waitForDelivery(staff, refund.id);
    await member.goto(`/curso/${course.slug}/aula/${video.slug}`);
    await member.getByRole("heading", { name: "Aula bloqueada" }).waitFor();
    expect(await lessonVideo(member).count()).toBe(0);
    const locked = await memberContext.request.get(lessonApi);
    expect(locked.status()).toBe(403);
    expect(((await locked.json()) as { code: string }).code).toBe("COURSE_LOCKED");
    await page.reload();
    await purchases.getByRole("listitem").filter({ hasText: transaction }).getByText("Reembolsada").waitFor();

    // 'Entregas': both deliveries and the refused one; the filter; the detail; 'Reprocessar'.
    await page.goto("/admin/vendas/entregas");
    const log = page.getByRole("list", { name: "Entregas recebidas" });
    const approvedRow = log.getByRole("listitem").filter({ hasText: "PURCHASE_APPROVED" }).filter({
      hasText: buyer.email,
    });
    const refundedRow = log.getByRole("listitem").filter({ hasText: "PURCHASE_REFUNDED" }).filter({
      hasText: buyer.email,
    });
    await approvedRow.getByText("Processada", { exact: true }).waitFor();
    await refundedRow.getByText("Processada", { exact: true }).waitFor();
    await log.getByRole("listitem").filter({ hasText: "Assinatura inválida" }).first().waitFor();
    await expectNoA11yViolations(page, "/admin/vendas/entregas");
    await page.getByLabel("Situação").selectOption("invalid_signature");
    await page.waitForURL(/situacao=invalid_signature/);
    await expect
      .poll(async () => {
        const rows = await log.getByRole("listitem").allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes("Assinatura inválida"));
      })
      .toBe(true);
    await page.getByLabel("Situação").selectOption("");

    await approvedRow.getByRole("button", { name: /^Detalhes da entrega PURCHASE_APPROVED/ }).click();
    const detail = page.getByRole("dialog", { name: /^Entrega PURCHASE_APPROVED/ });
    const body = detail.getByRole("region", { name: "Corpo recebido" });
    await expect.poll(() => body.textContent()).toContain(`"transaction": "${transaction}"`);
    expect(await body.textContent()).toContain(buyer.email);
    await expectNoA11yViolations(page, "detalhe da entrega");
    await detail.getByRole("button", { name: "Reprocessar" }).click();
    await page.getByText("Entrega enviada para reprocessar").first().waitFor();
    await waitForDelivery(staff, approval.id);
    await detail.getByText("Processada", { exact: true }).waitFor();
    // Applied again, the approval of a refunded sale grants nothing.
    expect((await memberContext.request.get(lessonApi)).status()).toBe(403);
    await page.keyboard.press("Escape");
    await memberContext.close();
  });
});
