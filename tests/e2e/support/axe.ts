import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type AxeOptions = {
  /** Names the page in the failure message; defaults to its URL. */
  label?: string;
  /**
   * The page frames a sandboxed document that may not run script (the dev
   * mailbox's e-mail preview). axe cannot run inside it, and its default
   * multi-frame mode then waits forever; legacy mode audits the page and
   * skips frames it cannot enter.
   */
  sandboxedFrames?: boolean;
};

/**
 * Legacy mode runs axe once in the page (axe.run), which enters same-origin frames itself; the
 * default mode runs axe.runPartial in every frame and then axe.finishRun in a new blank page, which
 * costs about 2.5 s a call on a long page and adds only cross-origin frames (ADR 0087). Our pages
 * have none (no third-party embeds); a page that has one keeps the default mode.
 */
function onlySameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === "" || url.startsWith("about:") || new URL(url).origin === origin;
  });
}

/**
 * Runs axe-core against WCAG 2.1 A/AA and fails with one line per violation
 * (rule, impact, and the selector and reason for every offending element), so
 * the cause shows in the test output without opening a report.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Colours measured mid-transition are not what anyone reads: let finite
  // transitions and animations finish first (endless ones, like a spinner, are ignored).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (options.sandboxedFrames || onlySameOriginFrames(page)) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help} -> ` +
      violation.nodes
        .map((node) => `${node.target.join(" >> ")} [${node.failureSummary?.replace(/\s+/g, " ").trim()}]`)
        .join("; "),
  );
  expect(summary, `axe violations on ${options.label ?? page.url()}`).toEqual([]);
}
