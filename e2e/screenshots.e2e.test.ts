import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { admin, launch, newContext, signIn } from "./support/browser";

/**
 * Screenshots of the feed and space screens in the three themes, on desktop and at 375 px, for
 * a person to look at. Only with SCREENSHOTS=1 (`npm run screenshots`); files go to
 * e2e/artifacts/screenshots.
 */
const OUT = path.resolve(import.meta.dirname, "artifacts/screenshots");
const THEMES = ["dark", "azul-escuro", "claro-padrao"] as const;
const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const;

type Post = { id: string; media_type: string | null };

describe.runIf(inject("hasBrowser") && process.env.SCREENSHOTS === "1")("[TELAS] capturas", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function settle(page: Page) {
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await page.waitForTimeout(400);
  }

  it("[TELAS] feed, composer, mídias e espaços", async () => {
    for (const size of WIDTHS) {
      for (const theme of THEMES) {
        const context = await newContext(browser, { width: size.width, height: size.height });
        await context.addInitScript((t) => localStorage.setItem("guilda-theme", t), theme);
        const page = await context.newPage();
        await signIn(page, admin().email, admin().password);
        const posts = (await (await page.request.get("/api/posts?limit=50")).json()) as { items: Post[] };
        const byType = (type: string) => posts.items.find((p) => p.media_type === type)?.id;
        const shot = async (name: string) => {
          await settle(page);
          await page.screenshot({
            path: path.join(OUT, `${name}-${theme}-${size.name}.png`),
            fullPage: false,
          });
        };

        await page.goto("/");
        await page.getByRole("article").first().waitFor();
        await shot("feed");
        await page.getByText("O que você está pensando?").click();
        await page.getByLabel("Título da publicação").fill("Minha nova aquisição");
        await page.getByLabel("Mensagem").fill("Encontrei numa feira em Pirenópolis.");
        await page.getByLabel("Link de vídeo").fill("https://youtu.be/aqz-KE-bpKQ");
        await shot("composer");
        for (const type of ["image", "youtube"]) {
          const id = byType(type);
          if (!id) continue;
          await page.goto(`/post/${id}`);
          await page.getByRole("article").first().waitFor();
          await shot(`post-${type}`);
        }
        for (const slug of ["comece-por-aqui", "galeria", "bate-papo"]) {
          await page.goto(`/espaco/${slug}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          await shot(`space-${slug}`);
        }
        await page.goto("/admin/spaces");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await shot("admin-spaces");
        await context.close();
      }
    }
  });
});
