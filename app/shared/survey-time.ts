/**
 * How long the questionnaires take, said the same way on every page that says it (issue 17).
 * Thirty open answers take most people 45 to 90 minutes: a quick answer is a few lines, a
 * considered one about a loss or a marriage is a paragraph or two. The Enneagram's rated
 * statements take 15 to 20. Saying less would set people up to feel slow.
 */
export const WRITTEN_SURVEY_MINUTES = "45 to 90 minutes";
export const WRITTEN_SURVEY_DURATION = "45-90 minutes";
export const ENNEAGRAM_MINUTES = "15 to 20 minutes";
export const ENNEAGRAM_DURATION = "15-20 minutes";
export const STOP_AND_COME_BACK = "You can stop and come back: your answers are saved.";
/**
 * A check-in after a report (issue 33, ADR 0069): up to 21 scale items, the ASQ's four questions
 * and one open answer. Five minutes for a quick one; ten for someone who writes a few lines.
 */
export const CHECK_IN_MINUTES = "5 to 10 minutes";
