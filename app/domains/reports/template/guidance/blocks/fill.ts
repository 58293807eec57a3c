import type { ClientDetails } from "./client-details";

/** The details a block's text may name, for the sentences that selected it. */
export type Slots = Partial<Record<"lost" | "they" | "them" | "their" | "since" | "person" | "place" | "first" | "thing", string>>;

export function slotsFor(details: ClientDetails, sentenceIds: readonly string[]): Slots {
  const pronouns = details.pronoun === "he" ? ["he", "him", "his"] : details.pronoun === "she" ? ["she", "her", "her"] : [undefined, undefined, undefined];
  const person = sentenceIds.flatMap((id) => details.people.get(id) ?? []).find((name) => name !== details.lost);
  const place = sentenceIds.flatMap((id) => details.places.get(id) ?? [])[0];
  const slots: Slots = {};
  if (details.lost) slots.lost = details.lost;
  if (pronouns[0]) [slots.they, slots.them, slots.their] = pronouns;
  if (details.since) slots.since = details.since;
  if (person) slots.person = person;
  if (place) slots.place = place;
  if (details.firstName) slots.first = details.firstName;
  return slots;
}

/**
 * The text with its slots filled: `{key}` or `{key|fallback}`; a capital first letter in the key
 * capitalises the value. A `[…]` part is dropped when any slot in it has no value and no fallback.
 */
export function fill(text: string, slots: Slots): string {
  const withOptional = text.replace(/\[([^\][]*)\]/g, (_, inner: string) => {
    const missing = [...inner.matchAll(/\{(\w+)(\|[^}]*)?\}/g)].some((match) => !valueOf(match[1]!, slots) && match[2] === undefined);
    return missing ? "" : inner;
  });
  const filled = withOptional.replace(/\{(\w+)(?:\|([^}]*))?\}/g, (_, key: string, fallback: string | undefined) => valueOf(key, slots) ?? fallback ?? "");
  return filled.replace(/\s{2,}/g, " ").replace(/\s+([,.])/g, "$1").trim().replace(/^./, (first) => first.toUpperCase());
}

/** `fill` for a report wording whose slots are not a guidance block's (a scale's name, a theme's label). */
export function fillWording(text: string, values: Readonly<Record<string, string | undefined>>): string {
  return fill(text, values as Slots);
}

function valueOf(key: string, slots: Slots): string | undefined {
  const value = slots[key.toLowerCase() as keyof Slots];
  if (!value) return undefined;
  return key[0] === key[0]!.toUpperCase() ? value[0]!.toUpperCase() + value.slice(1) : value;
}
