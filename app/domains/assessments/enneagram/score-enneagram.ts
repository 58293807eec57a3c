import { enneagramStatements, enneagramTypeNames, enneagramTypes, type EnneagramType } from "./statements";

export type EnneagramScore = { type: EnneagramType; name: string; score: number };
export type EnneagramResult = { type: EnneagramType; wing: EnneagramType; scores: EnneagramScore[] };

type Tally = { type: EnneagramType; total: number; fives: number; count: number };

/**
 * Scores the built-in questionnaire. `ratings` maps statement id (e1..) to 1..5.
 *
 * - Score per type: the mean rating mapped linearly from 1..5 to 0..100, rounded.
 * - Primary type: the highest total rating (every type has the same number of
 *   statements, so this ranks by mean without rounding). Ties go to the type with
 *   more "5" ratings, then to the lower type number, so one set of answers always
 *   gives one result.
 * - Wing: the higher-ranked of the primary type's two neighbours on the circle
 *   (1 sits between 9 and 2, 9 between 8 and 1), ranked by the same rule.
 *
 * The server validates the form before calling this; the checks here are a guard,
 * so a bug can never turn missing answers into a confident-looking result.
 */
export function scoreEnneagram(ratings: Record<string, number>): EnneagramResult {
  const known = new Set(enneagramStatements.map((statement) => statement.id));
  for (const id of Object.keys(ratings)) {
    if (!known.has(id)) throw new Error(`Enneagram rating for unknown statement "${id}"`);
  }

  const tallies = new Map<EnneagramType, Tally>(
    enneagramTypes.map((type) => [type, { type, total: 0, fives: 0, count: 0 }]),
  );
  for (const statement of enneagramStatements) {
    const rating = ratings[statement.id];
    if (rating === undefined) throw new Error(`Enneagram statement "${statement.id}" is unrated`);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw new Error(`Enneagram rating for "${statement.id}" must be a whole number from 1 to 5, got ${rating}`);
    }
    const tally = tallyOf(tallies, statement.type);
    tally.total += rating;
    tally.count += 1;
    if (rating === 5) tally.fives += 1;
  }

  const ranked = [...tallies.values()].sort(ranksAbove);
  const primary = ranked[0]!.type;
  const [left, right] = neighbours(primary);
  const wing = ranksAbove(tallyOf(tallies, left), tallyOf(tallies, right)) < 0 ? left : right;

  const scores = enneagramTypes.map((type) => {
    const { total, count } = tallyOf(tallies, type);
    return { type, name: enneagramTypeNames[type], score: Math.round(((total / count - 1) / 4) * 100) };
  });
  return { type: primary, wing, scores };
}

/** Sort comparator: negative when `a` ranks above `b`. */
function ranksAbove(a: Tally, b: Tally): number {
  return b.total / b.count - a.total / a.count || b.fives - a.fives || a.type - b.type;
}

function neighbours(type: EnneagramType): [EnneagramType, EnneagramType] {
  return [(((type + 7) % 9) + 1) as EnneagramType, ((type % 9) + 1) as EnneagramType];
}

function tallyOf(tallies: Map<EnneagramType, Tally>, type: EnneagramType): Tally {
  const tally = tallies.get(type);
  if (!tally) throw new Error(`No tally for Enneagram type ${type}`);
  return tally;
}
