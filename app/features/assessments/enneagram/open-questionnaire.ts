/**
 * Opens the questionnaire in a new window; false when the browser blocked it.
 * Not `window.open(url, "_blank", "noopener")`: with noopener the call always
 * returns null, so a blocked window could not be told apart. Clearing
 * `opener` straight after gives the same protection to an external form.
 */
export function openQuestionnaireWindow(url: string): boolean {
  const opened = window.open(url, "_blank");
  if (!opened) return false;
  try {
    opened.opener = null;
  } catch {
    // Some browsers forbid this once the window is cross-origin; it then has no opener access anyway.
  }
  return true;
}
