import { test as base, type Page } from "@playwright/test";
import { trackHydration } from "./hydration";

/**
 * A `test` whose `sharedPage` lives as long as the worker. The tests that
 * visit every page in turn reuse it: a fresh browser context per page would
 * download and compile the same scripts again each time, which costs more
 * than the checks themselves. Such tests must start with `goto` and must not
 * change browser storage. Hydration is tracked (see `waitForHydration`).
 */
export const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await trackHydration(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";

/** Console errors and uncaught exceptions on `page` until `stop()` is called. */
export function collectErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    errors,
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}
