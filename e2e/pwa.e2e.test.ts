import { webPwaMessages as m } from "@guilda/shared/messages/web-pwa";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { launch, newContext, signUpAndConfirm } from "./support/browser";

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Every address kept in the page's Cache Storage, all caches together. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** Nothing of a member: no API answer, no uploaded file, no page but the offline one. */
const memberEntries = (urls: string[]) =>
  urls.filter(
    (url) =>
      /^\/(api|media)\//.test(url) || (url.endsWith(".html") && url !== "/offline.html") || url === "/",
  );

const controllerUrl = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

describe("[APP] instalável, com service worker e página sem conexão", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser, { serviceWorker: true });
    ({ page } = await signUpAndConfirm(context));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("[APP] o manifesto está ligado à página, é válido e os ícones carregam", async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const response = await context.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "pt-BR",
    });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBe(manifest.name);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of manifest.icons) {
      const image = await context.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")).toBe(
      "/pwa/apple-touch-icon.png",
    );
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBeTruthy();

    // Chromium's own reading of the manifest, as its install prompt does.
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send("Page.getAppManifest")) as { errors: unknown[]; url: string };
    expect(read.errors).toEqual([]);
    expect(read.url).toMatch(/\/manifest\.webmanifest$/);
    await cdp.detach();
  });

  it("[APP] o service worker controla a página depois de recarregar, e o Chromium a considera instalável", async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const sw = await context.request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    await page.reload();
    await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
    await expect.poll(() => controllerUrl(page)).toMatch(/\/sw\.js$/);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test profile is off the record, which Chromium never offers to install from; every
    // other check (manifest, icons, service worker with a fetch handler) must pass.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    await cdp.detach();
    expect(memberEntries(await cachedUrls(page))).toEqual([]);
    expect(await cachedUrls(page)).toContain("/offline.html");
  });

  it("[APP] cada script que a página carrega abre com a dica de compilação do V8", async () => {
    // V8 reads `//# allFunctionsCalledOnLoad` only above a script's first line of code; below it
    // (a bundler's preload map put first, say) the hint is silently ignored.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
    );
    // The entry, the app's shell and the feed's page at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) {
      const source = await (await context.request.get(script)).text();
      expect(source.slice(0, 29), script).toBe("//# allFunctionsCalledOnLoad\n");
    }
  });

  it("[APP] sem conexão, recarregar mostra 'Você está sem conexão'; 'Tentar de novo' volta à página", async () => {
    await context.setOffline(true);
    try {
      await offlineJourney();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole("button", { name: m.offlineRetry }).click();
    await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
    expect(await page.getByRole("heading", { name: m.offlineTitle }).count()).toBe(0);
  });

  async function offlineJourney() {
    await page.reload();
    await page.getByRole("heading", { name: m.offlineTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expectNoA11yViolations(page, "a página sem conexão");
    // Still offline: the button asks again (a new document) and lands on the same page.
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await page.getByRole("button", { name: m.offlineRetry }).click();
    await page.waitForFunction(() => !("beforeRetry" in window));
    await page.getByRole("heading", { name: m.offlineTitle }).waitFor();
  }

  it("[APP] uma nova versão espera por 'Atualizar' em 'Nova versão disponível'", async () => {
    // The app registers its worker once the page has loaded; a registration of ours before that
    // would be replaced by the app's own '/sw.js', so wait for the load to be over first.
    await page.waitForFunction(() => document.readyState === "complete");
    // Another script address for the same scope is a new version to the browser: it installs and
    // waits while this page is controlled by the current one.
    await page.evaluate(() =>
      navigator.serviceWorker.register("/sw.js?versao=2", { scope: "/" }).then(() => undefined),
    );
    const banner = page.getByText(m.updateAvailable);
    await banner.waitFor();
    expect(await controllerUrl(page)).toMatch(/\/sw\.js$/);
    await page.getByRole("button", { name: m.updateAction }).click();
    await expect.poll(() => controllerUrl(page)).toMatch(/\/sw\.js\?versao=2$/);
    await page.getByRole("button", { name: "Menu do usuário" }).waitFor();
  });

  it("[APP] ao sair, nada do membro fica nos caches", async () => {
    // An API answer and an uploaded file put in a cache by hand, as a page might have done.
    await page.evaluate(async () => {
      const cache = await caches.open("teste-membro");
      await cache.put("/api/session", new Response("{}"));
      await cache.put("/media/media_uploads/x/avatar-1-abc.webp", new Response("x"));
    });
    expect(memberEntries(await cachedUrls(page))).toHaveLength(2);
    await page.getByRole("button", { name: "Menu do usuário" }).click();
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForURL(/\/auth\/login/);
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).includes("teste-membro"))
      .toBe(false);
    expect(memberEntries(await cachedUrls(page))).toEqual([]);
    // The service worker puts back the app's own files: the offline page still answers.
    await expect.poll(async () => (await cachedUrls(page)).includes("/offline.html")).toBe(true);
  });
});
