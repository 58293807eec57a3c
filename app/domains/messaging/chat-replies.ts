/**
 * The support chat's replies, answered in the browser with no network call
 * (spec section 8, decisions.md). Words of crisis come first: someone writing
 * them gets the crisis lines, never a sales answer.
 */
export type ChatReply = {
  text: string;
  /** A page the reply points to, shown as a link under the text. */
  link?: { to: string; label: string };
};

export const CHAT_GREETING =
  "Hello! I'm here to help with any questions about our therapy services. How can I help you today?";

export const CHAT_CRISIS_REPLY =
  "I'm so sorry you're going through this. You don't have to face it alone, and you deserve help right now. " +
  "If you might act on these thoughts or are in danger, call 911 or your local emergency services now. " +
  "You can call or text 988 (the Suicide & Crisis Lifeline) at any hour, or text HOME to 741741 to reach the Crisis Text Line. " +
  "Our reports are not for crisis situations, so please reach out to one of these services first.";

const CRISIS_PATTERNS = [
  /suicid/,
  /self ?harm/,
  /\bkill(ing)? my ?self\b/,
  /\b(want|wanted|wanting|wanna|going|ready|trying|need|wish i could) to (just |really |simply )?die\b/,
  /\b(want|wanted|wish|wishing|rather|like) (to )?be dead\b/,
  /\bwish (i was|i were|i could be) dead\b/,
  /\bwish i (was|were|had) never (been )?born\b/,
  /\bbetter off (dead|without me)\b/,
  /\bend (it all|everything)\b/,
  /\b(end|ending|take|taking) (my|my own) life\b/,
  /\b(hurt|hurting|harm|harming|cut|cutting) my ?self\b/,
  /\bhang(ing)? my ?self\b/,
  // "can't go on" alone, or followed by words of despair; not "can't go on the website".
  /\b(can'?t|cannot|can not) (go on|keep going|carry on)\b(?! (the|a|an|your|our|my|to|with|at|in|on|online|holiday|vacation|trips?)\b)/,
  /\b(not|isn'?t|no longer) worth living\b/,
  /\b(no|nothing|not any) (reason|point)( to| in| of)? (live|living|go on|going on|being alive)\b/,
  /\b(do not|don'?t|dont|no longer|never) (really |even )?want to (live|be alive|be here|wake up|exist)\b/,
  /\b(took|take|taking|swallowed|swallow) (too many|all (of )?(my|the)|a (bottle|handful) of) (pills|tablets|meds|medication|medicine)\b/,
  /\b(want (someone |somebody )?to|wish (someone|somebody) would|please|just) kill me\b/,
  /\boverdos(e|ed|ing)\b/,
];

/** Lowercase, straight apostrophes, hyphens and runs of spaces as one space. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[-_\s]+/g, " ");
}

export function isCrisisMessage(text: string): boolean {
  const normalised = normalise(text);
  return CRISIS_PATTERNS.some((pattern) => pattern.test(normalised));
}

/** The reply to one visitor message; `startingPrice` comes from the catalogue ("$14.99"). */
export function chatReplyFor(text: string, options: { startingPrice: string }): ChatReply {
  if (isCrisisMessage(text)) {
    return { text: CHAT_CRISIS_REPLY, link: { to: "/help", label: "More crisis support in our Help Center" } };
  }
  const lower = text.toLowerCase();
  if (lower.includes("price") || lower.includes("cost")) {
    return {
      text: `Our Catharsis Survey starts at ${options.startingPrice} and includes a 72-hour actionable plan. Would you like to see our pricing options?`,
      link: { to: "/pricing", label: "See pricing options" },
    };
  }
  if (lower.includes("appointment") || lower.includes("book")) {
    return {
      text: "I'd be happy to help you book an appointment. Let me direct you to our booking page, where you can tell us what you need and when suits you.",
      link: { to: "/contact", label: "Go to the booking page" },
    };
  }
  if (lower.includes("therapy") || lower.includes("counseling")) {
    return {
      text: "We offer several therapy services, including the Catharsis Survey, Enneagram assessments and traditional therapy sessions. Which would you like to know more about?",
      link: { to: "/services", label: "Explore our services" },
    };
  }
  return {
    text: "Thank you for your message. I can help with questions about pricing, booking an appointment, or our therapy approaches. What would you like to know?",
  };
}
