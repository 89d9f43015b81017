import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { apiCall } from "./support/api";
import { admin, launch, newContext, signIn } from "./support/browser";

type AdminCourse = { id: string; title: string };

/** Whether an element's text is cut: wider than its box, or ending in an ellipsis. */
const isCut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: node.textContent ?? "",
      cut: node.scrollWidth > node.clientWidth || getComputedStyle(node).textOverflow === "ellipsis",
    })),
  );

/** Small things a person notices: names and dates whole, tabs that scroll on a phone. */
describe.runIf(inject("hasBrowser"))("[DETALHES] nomes e datas inteiros, abas que rolam", () => {
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let wide: Page;
  let narrow: Page;

  beforeAll(async () => {
    browser = await launch();
    desktop = await newContext(browser, { width: 1280, height: 800 });
    wide = await desktop.newPage();
    await signIn(wide, admin().email, admin().password);
    phone = await newContext(browser, { width: 375, height: 800 });
    narrow = await phone.newPage();
    await signIn(narrow, admin().email, admin().password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[DETALHES] 1280 px: o nome da comunidade no cabeçalho aparece inteiro", async () => {
    await wide.goto("/");
    await wide.getByRole("article").first().waitFor();
    const name = (await apiCall<{ community_name: string }>(desktop, "GET", "/api/settings")).community_name;
    const text = wide.locator('header a[href="/"] span').first();
    expect(await text.textContent()).toBe(name);
    const box = await text.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
  });

  it("[DETALHES] 1280 px: as datas e números de /membro/{id} não são cortados", async () => {
    await wide.goto("/membros");
    const someone = wide
      .getByRole("list", { name: "Lista de membros" })
      .getByRole("heading")
      .getByRole("link")
      .first();
    await someone.click();
    // 'Membro desde' is on the directory's cards too: wait for the profile's own facts.
    await wide.waitForURL(/\/membro\//);
    // Measured once they are there; the facts judged are the ones the poll counted.
    let facts: Awaited<ReturnType<typeof isCut>> = [];
    await expect.poll(async () => (facts = await isCut(wide, "main dl dd")).length).toBeGreaterThan(2);
    expect(facts.filter((f) => f.cut)).toEqual([]);
  });

  for (const [label, page] of [
    ["1280 px", () => wide],
    ["375 px", () => narrow],
  ] as const) {
    it(`[DETALHES] ${label}: em /membros a data de 'Membro desde' fica numa linha, igual em todos os cartões`, async () => {
      await page().goto("/membros");
      const cards = page().getByRole("list", { name: "Lista de membros" }).getByRole("article");
      await cards.first().waitFor();
      const dates = await page()
        .getByRole("list", { name: "Lista de membros" })
        .locator("dt")
        .filter({ hasText: /^(Membro desde|Convidado em)$/ })
        .evaluateAll((terms) =>
          terms.map((term) => {
            const date = term.nextElementSibling as HTMLElement;
            const group = term.parentElement!;
            const line = parseFloat(getComputedStyle(date).lineHeight);
            return {
              nowrap: getComputedStyle(date).whiteSpace === "nowrap",
              oneLine: date.getBoundingClientRect().height < line * 1.5,
              whole: date.scrollWidth <= group.getBoundingClientRect().width + 1,
              height: Math.round(group.getBoundingClientRect().height),
            };
          }),
        );
      expect(dates.length).toBeGreaterThan(3);
      for (const date of dates) expect(date).toMatchObject({ nowrap: true, oneLine: true, whole: true });
      expect(new Set(dates.map((d) => d.height)).size).toBe(1);
    });
  }

  it("[DETALHES] 375 px: as abas do editor de curso rolam de lado, sem alargar a página", async () => {
    const [course] = (await apiCall<{ items: AdminCourse[] }>(phone, "GET", "/api/admin/courses")).items;
    await narrow.goto(`/admin/courses/${course!.id}`);
    const tabs = narrow.getByRole("tablist", { name: "Seções do editor" });
    await tabs.waitFor();
    const measure = () =>
      tabs.evaluate((node) => ({
        scroll: node.scrollWidth,
        client: node.clientWidth,
        overflowX: getComputedStyle(node).overflowX,
        page: document.documentElement.scrollWidth,
      }));
    const before = await measure();
    expect(before.scroll).toBeGreaterThan(before.client);
    expect(before.overflowX).toBe("auto");
    expect(before.page).toBeLessThanOrEqual(375);
    // The last tab, hidden at first, is brought into the list's view when chosen.
    const last = tabs.getByRole("tab", { name: "Certificados" });
    await last.click();
    await expect
      .poll(async () => {
        const [list, tab] = await Promise.all([tabs.boundingBox(), last.boundingBox()]);
        return !!list && !!tab && tab.x >= list.x - 1 && tab.x + tab.width <= list.x + list.width + 1;
      })
      .toBe(true);
    expect(await last.getAttribute("aria-selected")).toBe("true");
    expect((await measure()).page).toBeLessThanOrEqual(375);
  });
});
