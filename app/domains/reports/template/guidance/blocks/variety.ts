/**
 * The variety rule (ADR 0067): where the library has several wordings of a
 * sentence, each client gets one chosen by a hash of their submission and
 * the place it fills, so the same answers always give the same report (a
 * section re-drafted alone matches the whole draft) while two clients of
 * the same form rarely read the same sentence.
 */
export function choose<T>(seed: string, place: string, variants: readonly T[]): T {
  if (variants.length === 0) throw new Error(`No wording for ${place}`);
  return variants[hash(`${seed}\u0000${place}`) % variants.length]!;
}

/** `count` of the items, in a client's own order (a stable shuffle). */
export function chooseSome<T>(seed: string, place: string, items: readonly T[], count: number): T[] {
  return items
    .map((item, index) => ({ item, key: hash(`${seed}\u0000${place}\u0000${index}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((entry) => entry.item);
}

/** FNV-1a, 32 bits: small, fast and stable across runs and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
