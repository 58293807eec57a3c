import type { ScaleId } from "../scales/scale-definitions";

/**
 * The change on each scale that its published sources treat as more than ordinary ups and downs
 * (ADR 0069): WHO-5 10 points on its 0–100 score (its authors; Topp et al. 2015), PHQ-9 6 and
 * GAD-7 4 (the IAPT manual's reliable change; Gyani et al. 2013). `higherIsBetter` is the WHO-5.
 */
export const reliableChange: Record<ScaleId, { points: number; higherIsBetter: boolean; measures: string }> = {
  "who-5": { points: 10, higherIsBetter: true, measures: "wellbeing" },
  "phq-9": { points: 6, higherIsBetter: false, measures: "signs of low mood" },
  "gad-7": { points: 4, higherIsBetter: false, measures: "signs of anxiety" },
};

export type ChangeReading = "better" | "worse" | "within";

export function readChange(scaleId: ScaleId, from: number, to: number): ChangeReading {
  const { points, higherIsBetter } = reliableChange[scaleId];
  const change = to - from;
  if (Math.abs(change) < points) return "within";
  return change > 0 === higherIsBetter ? "better" : "worse";
}

/**
 * One plain sentence about the change from the first answers to the latest, never a diagnosis:
 * whether it is larger than the scale's threshold, and which way that points.
 */
export function describeChange(scaleId: ScaleId, name: string, from: number, to: number): string {
  const { points, measures } = reliableChange[scaleId];
  const moved = to === from ? `stayed at ${to}` : `went from ${from} to ${to}`;
  const reading = readChange(scaleId, from, to);
  if (reading === "within") {
    return `Your ${name} score ${moved}. That is within ${points} points, a change this scale treats as ordinary ups and downs rather than a clear shift.`;
  }
  const direction = reading === "better" ? "an improvement" : "a change for the worse";
  return `Your ${name} score ${moved}. That is a change of ${points} points or more, larger than this scale treats as ordinary ups and downs: it suggests ${direction} in ${measures}. It is not a diagnosis; if it worries you, please talk with someone you trust or a professional.`;
}
