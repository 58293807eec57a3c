/**
 * The safety screen's phrase patterns, by category. They live in ./safety/patterns/, one
 * file per category; this module keeps the old import path working.
 */
export type { SafetyPhrase } from "./safety/categories";
export { safetyPhrases } from "./safety/patterns";
