import type { BrowserContext, Page } from "@playwright/test";

declare global {
  interface Window {
    __e2eCartListening?: boolean;
    __e2eDocumentMark?: boolean;
  }
}

/**
 * Records when the page starts listening for cart changes. The root layout
 * subscribes in an effect after hydration, so this tells a test that React is
 * in charge of the page: a badge still absent then is really absent, and a
 * later storage change is handled by the listener, not by a first render
 * that happens to read storage.
 */
export async function trackHydration(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const original = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === "catharsis:cart-changed") window.__e2eCartListening = true;
      original(type, listener, options);
    }) as typeof window.addEventListener;
  });
}

/** Waits until the app has hydrated; `trackHydration` must have run before the page loaded. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__e2eCartListening === true);
}

/** Marks the current document, so `isSameDocument` can prove that no reload or full navigation happened. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__e2eDocumentMark = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__e2eDocumentMark === true);
}
