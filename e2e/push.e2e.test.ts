import { createECDH, randomBytes } from "node:crypto";
import { notificationMessages } from "@guilda/shared/messages/notifications";
import type { NotificationPreferences } from "@guilda/shared/schemas/notifications";
import type { PushDevice, PushDeviceList } from "@guilda/shared/schemas/push";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { launch, newContext, signUpAndConfirm } from "./support/browser";

/** A subscription as a browser's push service would hand it out (nothing is ever sent to it here). */
function browserSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://push.exemplo.com.br/assinatura/${randomBytes(8).toString("hex")}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe.runIf(inject("hasBrowser"))("[NOTIFICAÇÕES] Notificações no celular em /perfil/editar", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser, { width: 390, height: 844, serviceWorker: true });
    ({ page } = await signUpAndConfirm(context));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const commentLabel = notificationMessages.typeLabels.comment;

  it("[NOTIFICAÇÕES] a seção mostra o estado do aparelho, salva os tipos e remove um aparelho", async () => {
    await page.goto("/perfil/editar");
    await page.getByText("Notificações no celular", { exact: true }).waitFor();
    // No service worker registered in this build's test: the device is off, with what to do.
    await page.getByText("Desativado: toque em “Ativar neste aparelho” para receber avisos aqui.").waitFor();
    await page.getByRole("button", { name: "Ativar neste aparelho" }).waitFor();
    await page.getByText("Nenhum aparelho ativado ainda.").waitFor();

    // One switch per type, saved at once and kept after a reload.
    const comments = page.getByRole("switch", { name: `${commentLabel}: no celular` });
    expect(await comments.getAttribute("aria-checked")).toBe("true");
    await comments.click();
    await page.getByText("Preferências salvas").first().waitFor();
    const saved = await apiCall<NotificationPreferences>(context, "GET", "/api/notifications/preferences");
    expect(saved.items.find((i) => i.type === "comment")).toMatchObject({ email: true, push: false });
    await page.reload();
    await page.getByRole("switch", { name: `${commentLabel}: no celular` }).waitFor();
    expect(
      await page.getByRole("switch", { name: `${commentLabel}: no celular` }).getAttribute("aria-checked"),
    ).toBe("false");
    // The e-mail switch of the same type did not move.
    expect(
      await page
        .getByRole("switch", { name: `${commentLabel}: também por e-mail` })
        .getAttribute("aria-checked"),
    ).toBe("true");

    // A device switched on elsewhere shows in the list, and 'Remover' takes it away.
    const device = await apiCall<PushDevice>(
      context,
      "POST",
      "/api/push/subscriptions",
      browserSubscription(),
    );
    await page.reload();
    const remove = page.getByRole("button", { name: `Remover ${device.label}` });
    await remove.waitFor();
    await expectNoA11yViolations(page, "/perfil/editar (Notificações no celular)");
    await remove.click();
    await page.getByText("Aparelho removido").first().waitFor();
    await page.getByText("Nenhum aparelho ativado ainda.").waitFor();
    expect((await apiCall<PushDeviceList>(context, "GET", "/api/push/subscriptions")).items).toEqual([]);
  });

  it("[NOTIFICAÇÕES] sem PushManager no navegador, a seção diz que não é suportado e não oferece ativar", async () => {
    const other = await context.newPage();
    await other.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    other.setDefaultTimeout(15_000);
    await other.goto("/perfil/editar");
    await other.getByText(/Não suportado neste navegador\./).waitFor();
    expect(await other.getByRole("button", { name: "Ativar neste aparelho" }).count()).toBe(0);
    await other.close();
  });
});
