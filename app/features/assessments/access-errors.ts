/** What the draft and submit endpoints say when they refuse, shown to the writer as is. */
export const accessErrors = {
  signedOut: "Your session has ended. Please sign in again; your answers are kept on this device.",
  noAccess: "You don't have access to this form. Please purchase it to continue.",
  alreadySent: "This form has already been sent. Thank you — we have your answers.",
  tooMany: "Too many saves in a short time. Please wait a moment; your answers are kept on this device.",
} as const;
