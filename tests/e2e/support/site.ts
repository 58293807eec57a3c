/** The served origin; playwright.config.ts starts the server on the same port. */
export const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

/** The main navigation's labels and targets, in the spec's order. */
export const mainNavigation = [
  ["Home", "/"],
  ["Services", "/services"],
  ["Pricing", "/pricing"],
  ["Enneagram", "/enneagram"],
  ["Reports", "/reports"],
  ["About", "/about"],
  ["Contact", "/contact"],
] as const;

export const mainNavigationLabels = mainNavigation.map(([label]) => label);

/** A recipient no other test (or earlier run) uses. */
export function uniqueAddress(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
