import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn, signUpAndConfirm } from "./support/browser";
import { grantCourse, myId, publishedCourseWithVideo } from "./support/courses";

const PHONE = { width: 375, height: 740 };

/** The bar at the bottom of phone screens. */
const bar = (page: Page) => page.getByRole("navigation", { name: "Navegação rápida" });
const barState = (page: Page) => page.locator("nav[data-state]").getAttribute("data-state");
/** How far the bar's top is from the window's bottom (its height while shown, ≤ 0 once away). */
const barShowing = (page: Page) =>
  page
    .locator("nav[data-state]")
    .evaluate((nav) => Math.round(window.innerHeight - nav.getBoundingClientRect().top));

const video = (page: Page) => page.locator("video[slot='media']");
const videoTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

describe.runIf(inject("hasBrowser"))("[CELULAR] barra inferior e vídeo da aula", () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let memberContext: BrowserContext;
  let page: Page;
  let memberId: string;
  let course: Awaited<ReturnType<typeof publishedCourseWithVideo>>;
  const stamp = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launch();
    adminContext = await newContext(browser);
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin().email, admin().password);
    await adminPage.close();
    memberContext = await newContext(browser, PHONE);
    page = (await signUpAndConfirm(memberContext)).page;
    memberId = await myId(memberContext);
    // Someone comments on the member's post: one notification waiting for them.
    const post = await apiCall<{ id: string }>(memberContext, "POST", "/api/posts", {
      title: `Minha primeira estante ${stamp}`,
      content: "Fotos da coleção montada no fim de semana.",
    });
    await apiCall(adminContext, "POST", `/api/posts/${post.id}/comments`, { content: "Ficou ótima!" });
    course = await publishedCourseWithVideo(adminContext, `Curso no celular ${stamp}`);
    await grantCourse(adminContext, memberId, course.course.id);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[CELULAR] 375 px: quatro itens, cada um leva à sua página, o número de não lidas e a barra some ao rolar para baixo", async () => {
    const { count } = await apiCall<{ count: number }>(
      memberContext,
      "GET",
      "/api/notifications/unread-count",
    );
    expect(count).toBeGreaterThanOrEqual(1);
    const unread = count === 1 ? "1 não lida" : `${count} não lidas`;

    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Feed da Comunidade" }).waitFor();
    const links = bar(page).getByRole("link");
    await bar(page)
      .getByRole("link", { name: `Notificações, ${unread}` })
      .waitFor();
    expect((await links.allInnerTexts()).map((text) => text.trim())).toEqual([
      "Início",
      "Cursos",
      "Notificações",
      "Perfil",
    ]);
    expect(await bar(page).getByRole("link", { name: "Início" }).getAttribute("aria-current")).toBe("page");
    expect(await bar(page).locator("[data-count]").getAttribute("data-count")).toBe(
      String(Math.min(count, 9)),
    );
    // One badge on the screen: the header's bell gives way to the bar below 768 px.
    expect(
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Notificações/ })
        .isVisible(),
    ).toBe(false);
    await expectNoA11yViolations(page, "feed no celular com a barra inferior");

    // Down the feed the bar slides away; a little way back up it returns.
    await page.mouse.move(180, 300);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await expect.poll(() => barState(page)).toBe("hidden");
    await expect.poll(() => barShowing(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => barState(page)).toBe("shown");
    await expect.poll(() => barShowing(page)).toBeGreaterThanOrEqual(56);

    // At the very end of the page there is room below the footer for the whole bar.
    const room = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return window.innerHeight - footer.bottom - document.querySelector("nav[data-state]")!.clientHeight;
    });
    expect(room).toBeGreaterThanOrEqual(-1);
    // Back at the top it is always there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => barState(page)).toBe("shown");

    const destinations = [
      { word: "Cursos", name: /^Cursos$/, path: "/cursos", heading: "Cursos" },
      { word: "Notificações", name: /^Notificações/, path: "/notificacoes", heading: "Notificações" },
      { word: "Perfil", name: /^Perfil$/, path: "/perfil", heading: "Meu perfil" },
      { word: "Início", name: /^Início$/, path: "/", heading: "Feed da Comunidade" },
    ];
    for (const { word, name, path, heading } of destinations) {
      await bar(page).getByRole("link", { name }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      expect((await bar(page).locator('[aria-current="page"]').innerText()).trim()).toBe(word);
    }
  });

  it("[CELULAR] a barra não aparece a 1280 px nem para quem não entrou", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("heading", { level: 1, name: "Feed da Comunidade" }).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notificações/ })
      .waitFor();
    await page.setViewportSize(PHONE);

    const visitorContext = await newContext(browser, PHONE);
    const visitor = await visitorContext.newPage();
    await visitor.goto("/auth/login");
    await visitor.getByLabel("Senha").waitFor();
    expect(await bar(visitor).count()).toBe(0);
    await visitorContext.close();
  });

  it("[CELULAR] aula em vídeo: toca na página (playsinline), guarda a posição quando a aba some e retoma dali", async () => {
    // Opened from 'Continuar de onde parou' (?t=3): it starts there, and the address lets go of ?t=.
    await page.goto(`/curso/${course.course.slug}/aula/${course.video.slug}?t=3`);
    await page.getByRole("heading", { level: 1, name: "Vídeo de abertura" }).waitFor();
    expect(await video(page).getAttribute("playsinline")).not.toBeNull();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(2);
    await page.waitForURL((url) => url.pathname.endsWith(`/aula/${course.video.slug}`) && url.search === "");

    await video(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 2;
      await v.play();
    });
    await expect.poll(() => videoTime(page)).toBeGreaterThan(8);
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/lessons/${course.video.id}/progress`) && r.ok(),
    );
    // The phone sleeps: the page is hidden while the video is still playing.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const position = ((await (await saved).json()) as { progress: { position_seconds: number } }).progress
      .position_seconds;
    expect(position).toBeGreaterThanOrEqual(8);

    // The browser dropped the tab: it comes back as a reload, and the video starts where it was
    // left (not at ?t= again).
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Vídeo de abertura" }).waitFor();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(position - 1);
    expect(await videoTime(page)).toBeLessThan(position + 3);
  });
});
