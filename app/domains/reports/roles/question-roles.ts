/**
 * The role a question gives its answers (issue 28, ADR 0062): what the question asks for, read
 * from its wording rather than its number, so every bank version and form is read the same way.
 * The first pattern that fits wins, so "What kind of support do you wish you had more of?" is a
 * hope (a wish) before it is a support. A question none fits is an account: its answers are
 * facts and feelings, and only their own words can make one a support (`open`).
 */
export type QuestionRole = "hope" | "support" | "coping" | "memory" | "trigger" | "practical" | "difficulty" | "open" | "account";

const QUESTION_ROLES: readonly [QuestionRole, RegExp][] = [
  // What the client wants: the goals a report may quote as theirs.
  ["hope", /\bhope\b|\bwish you had more\b|\bwould (?:you )?(?:most )?like (?:your|to|more)\b|would help (?:you|your)\b|what would feeling .* look like|\bone small change\b|what matters most to you/i],
  // What the client wishes the other person understood, and what might stop a change: unmet needs.
  ["difficulty", /\bwish your partner\b|\bget in the way\b|\bworries you\b|\bhard(?:est)? part\b|\bmakes it hard\b|\bfeel hard to\b|\bstrained\b|\bcausing you\b/i],
  // Where grief or a low mood comes from: moments, places, days, seasons, early signs.
  ["trigger", /\bbring your (?:grief|spirits)\b|\bbirthdays\b|\btimes of day\b|\bseasons of the year\b|\bleave you feeling lower\b|\bearly signs\b|\bavoid because\b|\bthoughts come back\b/i],
  ["practical", /\bpractical matters\b|\bmoney matters\b|\beveryday tasks\b|\bpaperwork\b/i],
  ["memory", /\bmemories\b|\bhonor or remember\b|\bfirst came together\b|\blast feel truly close\b/i],
  // Who and what already helps: the supports and strengths a report may offer back.
  [
    "support",
    /\bcomfort\b|\bsupport (?:has )?helped\b|\b(?:has|have) helped\b|\bhelp(?:s|ed)? (?:you )?(?:most|then|through)\b|\bseem to help\b|\bcan be honest with\b|\bturn to\b|\blook after yourself\b|\blift your\b|\bmost important people\b|\bwould you call\b|\bproud of\b|\blose track of time in a good way\b|\bvalue most\b|\bshow each other care\b|\bmeaning or purpose\b|\bbetter day\b/i,
  ],
  // What the client does to get through: a help only when their words say it helps.
  ["coping", /\bgetting through the days\b|\bwhat do you (?:tend to |usually )?do when\b|\bspend most of your days\b|\btypical day\b|\bhow do you and your partner face\b|\blook after your body\b|\bsubstances play\b|\bwhen life gets hard\b/i],
  // Questions whose answers go either way: the sentence's own words decide.
  [
    "open",
    /\bfaith\b|\btalking about your loss\b|\bpeople close to you respond\b|\bpicture good things\b|\bhow connected\b|\bhelp you have (?:had|looked for)\b|\bmoving your body\b|\btime on your own\b|\baffected your other relationships\b|\bcomfortable are you\b|\btime alone together\b|\btell your partner what you need\b|\breally listening\b|\bmake up after\b|\baffection\b|\bused to enjoy\b/i,
  ],
];

export function questionRole(questionText: string): QuestionRole {
  return QUESTION_ROLES.find(([, pattern]) => pattern.test(questionText))?.[0] ?? "account";
}
