import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

const BLOCKING = new Set(["serious", "critical"]);

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation
 * (quality bar: zero on every page visited), listing each rule with the elements it flagged.
 * `where` names the screen in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // A toast fading in or out is half transparent: axe would measure the contrast of a frame
  // nobody reads. Finite animations and transitions settle first (spinners loop forever: skipped).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}`;
    })
    .join("\n");
  throw new Error(`axe found serious or critical violations on ${where} (${page.url()}):\n${report}`);
}
