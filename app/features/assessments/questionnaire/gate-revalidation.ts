import type { ShouldRevalidateFunctionArgs } from "react-router";

/*
 * An open questionnaire holds the writer's words in the page. Reloading its
 * gate in the background (another tab signed out, the footer's newsletter
 * form posted) could swap the form for a sign-in redirect or another copy
 * mid-sentence, so while a questionnaire is open the page reloads its gate
 * only when the questionnaire asks for it (after a send, to open the next
 * paid copy). A lost session then shows up on the next save instead, with
 * the text kept on this device and a link to sign in again.
 */
let open = 0;
let reloadRequested = false;

/** Call while a questionnaire is on screen; returns the function that releases it. */
export function holdQuestionnaire(): () => void {
  open += 1;
  return () => {
    open -= 1;
  };
}

/**
 * Reloads the gate (e.g. to open the next paid copy). The flag stays up for
 * the whole revalidation, because the router may ask shouldRevalidate more
 * than once while planning one.
 */
export async function reloadGate(revalidate: () => Promise<void>): Promise<void> {
  reloadRequested = true;
  try {
    await revalidate();
  } finally {
    reloadRequested = false;
  }
}

/** The route's shouldRevalidate. */
export function questionnaireShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (reloadRequested) return true;
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  if (open > 0 && samePage) return false;
  return defaultShouldRevalidate;
}
