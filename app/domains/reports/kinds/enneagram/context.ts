import type { EnneagramProfile, ReportEvidence } from "~/shared/report-evidence";
import type { TypeGuide } from "./guide-types";
import { typeGuide } from "./library";
import { ratedStatements, statementsForType, weakestForType, type RatedStatement } from "./statements";

/** Scores this close to the main type's are a near tie: the order could flip on another day. */
export const NEAR_TIE_POINTS = 5;

/** What every Enneagram section is written from: the profile, the rated statements and the guides. */
export type EnneagramContext = {
  profile: EnneagramProfile;
  guide: TypeGuide;
  wingGuide: TypeGuide;
  /** "Type 2, the Helper". */
  label(type: number): string;
  score(type: number): number;
  /** The type's statements the client agreed with most, best first. */
  strongest(type: number, count: number): RatedStatement[];
  /** The type's statements the client agreed with least, weakest first. */
  weakest(type: number, count: number): RatedStatement[];
  /** Every type but the main one, highest score first (ties by type number). */
  others: { type: number; score: number }[];
};

export function enneagramContext(evidence: ReportEvidence): EnneagramContext {
  const profile = evidence.enneagram;
  if (!profile) throw new Error("An Enneagram Report needs the Enneagram profile in its evidence");
  const statements = ratedStatements(evidence);
  const scores = new Map(profile.scores.map((entry) => [entry.type, entry]));

  const score = (type: number) => {
    const entry = scores.get(type);
    if (!entry) throw new Error(`The Enneagram profile has no score for type ${type}`);
    return entry.score;
  };
  const pick = (ranked: RatedStatement[], type: number, count: number) => {
    if (ranked.length === 0) throw new Error(`No rated statements for Enneagram type ${type}`);
    return ranked.slice(0, count);
  };

  return {
    profile,
    guide: typeGuide(profile.type),
    wingGuide: typeGuide(profile.wing),
    label: (type) => `Type ${type}, the ${scores.get(type)?.name ?? typeGuide(type).name.replace(/^The /, "")}`,
    score,
    strongest: (type, count) => pick(statementsForType(statements, type), type, count),
    weakest: (type, count) => pick(weakestForType(statements, type), type, count),
    others: profile.scores
      .filter((entry) => entry.type !== profile.type)
      .map((entry) => ({ type: entry.type, score: entry.score }))
      .sort((a, b) => b.score - a.score || a.type - b.type),
  };
}
