import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoA11yViolations } from "./support/axe";
import { admin, launch, newContext, signIn } from "./support/browser";

/**
 * axe in the three themes on the pages every visitor, member and admin passes through, on a
 * desktop and at 375 px; plus the first request of a visitor is not an error.
 */
describe.runIf(inject("hasBrowser"))("[A11Y] páginas principais nos três temas", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every answer of 400 or more the page received, and every console error. */
  function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    return errors;
  }

  it("[A11Y] visitante: login, cadastro e recuperar senha sem violações e sem erro no console", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/auth/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    await expectNoA11yViolations(page, "/auth/login");
    await page.goto("/auth/cadastro");
    await page.getByRole("button", { name: "Criar conta" }).waitFor();
    await expectNoA11yViolations(page, "/auth/cadastro");
    await page.goto("/recuperar-senha");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectNoA11yViolations(page, "/recuperar-senha");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("[A11Y] a verificação acusa o que está errado: imagem sem texto alternativo, e texto sem contraste só no tema claro", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // An address no journey checks (the 404 page), so its three themes are checked here.
    await page.goto("/verificacao-do-axe");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector("main") ?? document.body;
      main.insertAdjacentHTML(
        "beforeend",
        '<img src="/favicon.svg"><p style="color:#f4f4f4;background:transparent">Texto quase branco</p>',
      );
    });
    const failure = await expectNoA11yViolations(page, "verificação").then(
      () => "",
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^axe found violations on verificação/);
    expect(failure).toMatch(/\[dark\] \[critical\] image-alt/);
    expect(failure).toMatch(/\[claro-padrao\] \[serious\] color-contrast/);
    expect(failure).not.toMatch(/\[dark\] \[serious\] color-contrast/);
    await context.close();
  });

  // Desktop only: the journeys check their own screens at 375 px where the layout changes.
  for (const size of [{ name: "desktop", width: 1280, height: 800 }]) {
    it(`[A11Y] admin (${size.name}): feed, membros, um membro, espaço, admin, perfil, notificações, sugestões e uma aula`, async () => {
      const context = await newContext(browser, size);
      const page = await context.newPage();
      await signIn(page, admin().email, admin().password);

      await page.goto("/");
      await page.getByRole("article").first().waitFor();
      await expectNoA11yViolations(page, `feed (${size.name})`);

      await page.goto("/membros");
      await page.getByRole("list", { name: "Lista de membros" }).getByRole("article").first().waitFor();
      await expectNoA11yViolations(page, `/membros (${size.name})`);
      // A member's name links to their page (an invite's does not).
      const someone = page
        .getByRole("list", { name: "Lista de membros" })
        .getByRole("heading")
        .getByRole("link")
        .first();
      const name = (await someone.textContent()) ?? "";
      await someone.click();
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page.getByText("Membro desde").waitFor();
      await expectNoA11yViolations(page, `página de membro (${size.name})`);

      await page.goto("/espaco/comece-por-aqui");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("article").first().waitFor();
      await expectNoA11yViolations(page, `/espaco/comece-por-aqui (${size.name})`);

      await page.goto("/admin");
      await page.getByRole("heading", { level: 2, name: "Visão geral" }).waitFor();
      await page.locator("svg.recharts-surface").first().waitFor();
      await expectNoA11yViolations(page, `/admin (${size.name})`);

      await page.goto("/admin/spaces");
      await page.getByRole("list", { name: /espaços/i }).waitFor();
      await expectNoA11yViolations(page, `/admin/spaces (${size.name})`);

      await page.goto("/perfil");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoA11yViolations(page, `/perfil (${size.name})`);

      await page.goto("/notificacoes");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expectNoA11yViolations(page, `/notificacoes (${size.name})`);

      await page.goto("/sugestoes");
      await page.getByRole("list", { name: "Lista de sugestões" }).getByRole("article").first().waitFor();
      await expectNoA11yViolations(page, `/sugestoes (${size.name})`);

      // A demo lesson on YouTube: its player's frame is titled, and its controls say what they show.
      await page.goto("/curso/primeiros-passos/aula/boas-vindas-ao-curso");
      await page.getByRole("heading", { level: 1, name: "Boas-vindas ao curso" }).waitFor();
      await expect
        .poll(() =>
          page
            .locator("youtube-video")
            .evaluate((el) => el.shadowRoot?.querySelector("iframe")?.getAttribute("title") ?? null),
        )
        .toBe("Vídeo da aula Boas-vindas ao curso");
      await page.getByRole("button", { name: "Velocidade 1x" }).waitFor();
      await expectNoA11yViolations(page, `aula em vídeo do YouTube (${size.name})`);
      // And on Vimeo, whose element makes its frame only once it starts loading.
      await page.goto("/curso/primeiros-passos/aula/onde-encontrar-pecas-de-qualidade");
      await page.getByRole("heading", { level: 1, name: "Onde encontrar peças de qualidade" }).waitFor();
      await expect
        .poll(() =>
          page
            .locator("vimeo-video")
            .evaluate((el) => el.shadowRoot?.querySelector("iframe")?.getAttribute("title") ?? null),
        )
        .toBe("Vídeo da aula Onde encontrar peças de qualidade");
      await expectNoA11yViolations(page, `aula em vídeo do Vimeo (${size.name})`);
      await context.close();
    });
  }
});
