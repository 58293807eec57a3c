/**
 * The support chat's replies, answered in the browser with no network call
 * (spec section 8, docs/product.md). Words of crisis come first: someone writing
 * them gets the crisis lines, never a sales answer.
 */
import { formPaths } from "~/shared/form-types";
export type ChatReply = {
  text: string;
  /** A page the reply points to, shown as a link under the text. */
  link?: { to: string; label: string };
  /** The chat offers to take a message for a person right there (docs/product.md). */
  offersMessage?: boolean;
  /** The reply names the crisis lines: the chat shows them as links a phone dials or texts with one tap. */
  crisisLines?: true;
};

export const CHAT_GREETING =
  "Hello! I'm here to help with any questions about our therapy services. How can I help you today?";

export const CHAT_CRISIS_REPLY =
  "I'm so sorry you're going through this. You don't have to face it alone, and you deserve help right now. " +
  "If you might act on these thoughts or are in danger, call 911 or your local emergency services now. " +
  "You can call or text 988 (the Suicide & Crisis Lifeline) at any hour, or text HOME to 741741 to reach the Crisis Text Line. " +
  "Our reports are not for crisis situations, so please reach out to one of these services first.";

/** Words of suicide: the screen's "suicidal-thoughts", for the provider's alert (ADR 0060). */
const SUICIDE_PATTERNS = [
  /suicid/,
  /\bkill(ing)? my ?self\b/,
  /\b(want|wanted|wanting|wanna|going|ready|trying|need|wish i could) to (just |really |simply )?die\b/,
  /\b(want|wanted|wish|wishing|rather|like) (to )?be dead\b/,
  /\bwish (i was|i were|i could be) dead\b/,
  /\bwish i (was|were|had) never (been )?born\b/,
  /\bbetter off (dead|without me)\b/,
  /\bend (it all|everything)\b/,
  /\b(end|ending|take|taking) (my|my own) life\b/,
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

/** Words of hurting oneself: the screen's "self-harm". */
const SELF_HARM_PATTERNS = [/self ?harm/, /\b(hurt|hurting|harm|harming|cut|cutting) my ?self\b/];

/** Lowercase, straight apostrophes, hyphens and runs of spaces as one space. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[-_\s]+/g, " ");
}

/**
 * The safety screen's categories that the chat's crisis words name, in the screen's order: empty
 * for a message that is not one of crisis. The browser needs no more than `isCrisisMessage`; the
 * server reads these again for the provider's alert, never trusting the browser's word.
 */
export function chatCrisisCategories(text: string): ("suicidal-thoughts" | "self-harm")[] {
  const normalised = normalise(text);
  const categories: ("suicidal-thoughts" | "self-harm")[] = [];
  if (SUICIDE_PATTERNS.some((pattern) => pattern.test(normalised))) categories.push("suicidal-thoughts");
  if (SELF_HARM_PATTERNS.some((pattern) => pattern.test(normalised))) categories.push("self-harm");
  return categories;
}

export function isCrisisMessage(text: string): boolean {
  return chatCrisisCategories(text).length > 0;
}

/** The reply to one visitor message; `startingPrice` comes from the catalogue ("$14.99"). */
export function chatReplyFor(text: string, options: { startingPrice: string }): ChatReply {
  if (isCrisisMessage(text)) {
    return { text: CHAT_CRISIS_REPLY, crisisLines: true, link: { to: "/help", label: "More crisis support in our Help Center" } };
  }
  const lower = text.toLowerCase();
  if (lower.includes("price") || lower.includes("cost")) {
    return {
      text: `Our Catharsis Survey starts at ${options.startingPrice} and includes a 72-hour actionable plan. Would you like to see our pricing options?`,
      link: { to: "/pricing", label: "See pricing options" },
    };
  }
  if (lower.includes("appointment") || lower.includes("book")) {
    // docs/product.md: the store sells written reports, not sessions, so nothing may offer a booking.
    return {
      text: "We don't book appointments or therapy sessions: Catharsis writes personal reports from a questionnaire you fill in at your own pace. If you have a question, a person reads every message sent from our contact page.",
      link: { to: "/contact", label: "Write to us" },
    };
  }
  if (lower.includes("therapy") || lower.includes("counseling")) {
    return {
      text: "We don't offer therapy sessions. Our reports help you reflect: the Catharsis Survey & Report, the Root Cause Analysis, the Enneagram Report and the Therapist Summary, a short brief you can share with your own therapist or counselor.",
      link: { to: "/services", label: "Explore our reports" },
    };
  }
  if (GRIEF_PATTERNS.some((pattern) => pattern.test(normalise(text)))) {
    return {
      text: "I'm so sorry for your loss. Grief can be heavy, and there is no right way to carry it. Our Death & Grief survey gives you room to write about the person you lost and what you are living with now, and your report follows within 24 hours of your answers. If the grief ever brings thoughts of ending your life, please call or text 988 at any hour.",
      link: { to: formPaths["death-grief"], label: "The Death & Grief survey" },
    };
  }
  if (asksWhereReportIs(lower)) return WHERE_IS_MY_REPORT_REPLY;
  if (/\b(person|human|someone|somebody|real people|staff|leave a message)\b/.test(lower)) {
    return {
      text: "A person at Catharsis reads every message and answers by e-mail, usually within one working day. You can leave your message here, or use our contact page.",
      link: { to: "/contact", label: "Our contact page" },
      offersMessage: true,
    };
  }
  return {
    text: "Thank you for your message. I can help with questions about pricing, our reports, where your report is, or leaving a message for a person. What would you like to know?",
  };
}

// Loss and bereavement in plain words; checked after crisis words, which always come first.
const GRIEF_PATTERNS = [
  /\bgrie(f|ve|ving|ved)\b/,
  /\bbereave/,
  /\bwidow/,
  /\bfuneral\b/,
  /\bpassed (away|on)\b/,
  /\b(lost|losing|loss of) (my|our) (husband|wife|partner|son|daughter|child|mother|father|mum|mom|dad|brother|sister|friend|baby)\b/,
  /\b(my|our) (husband|wife|partner|son|daughter|child|mother|father|mum|mom|dad|brother|sister|friend|baby) (died|is dead|has died)\b/,
  /\b(death|loss) of (my|our)\b/,
];

/**
 * The answer for someone not signed in (or when their reports cannot be read): the chat asks the
 * server for a signed-in client's own reports instead (`reportStatusReply`).
 */
export const WHERE_IS_MY_REPORT_REPLY: ChatReply = {
  text: "Your report arrives by e-mail within 24 hours of sending your questionnaire. Your account page shows where each report stands and when it is due.",
  link: { to: "/account#reports", label: "See your reports" },
};

/** One report a signed-in client is owed, as the chat is told it (no answers, no ids). */
export type ChatReportStatus = {
  title: string;
  state: "awaiting-answers" | "being-written" | "in-review" | "ready";
  /** When it is due, in words, once the answers are sent. */
  due: string | null;
  late: boolean;
};

/** "Where is my report?" answered from the client's own reports, in the words /account uses. */
export function reportStatusReply(reports: readonly ChatReportStatus[]): ChatReply {
  const link = { to: "/account#reports", label: "See your reports" };
  if (reports.length === 0) {
    return { text: "You have no reports yet. A report follows within 24 hours of sending the questionnaire it is written from.", link };
  }
  const lines = reports.map((report) => {
    if (report.state === "ready") return `Your ${report.title} is ready: you can download it from your account.`;
    if (report.state === "awaiting-answers") return `Your ${report.title} is waiting for your answers; it follows within 24 hours of sending them.`;
    const where = report.state === "being-written" ? "being written" : "in review";
    const late = report.late ? " It is running late, and we are sorry: it is being finished first." : "";
    return `Your ${report.title} is ${where}, due by ${report.due ?? "24 hours after your answers"}.${late}`;
  });
  return { text: lines.join(" "), link };
}

/** "Where is my report?", "has my order arrived", "when will my report be ready". */
function asksWhereReportIs(lower: string): boolean {
  return /\b(report|order)\b/.test(lower) && /\b(where|when|status|ready|arrive|arrived|received|waiting|still|yet|late)\b/.test(lower);
}

/** The chat's word once it has filed a message for a person. */
export function messageFiledReply(name: string): ChatReply {
  return {
    text: `Thank you${name ? `, ${name}` : ""}. Your message is with us, and a person will answer by e-mail, usually within one working day.`,
  };
}
