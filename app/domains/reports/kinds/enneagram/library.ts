import { gutTypeGuides } from "./gut-types";
import { headTypeGuides } from "./head-types";
import { heartTypeGuides } from "./heart-types";
import type { TypeGuide } from "./guide-types";

/**
 * The template drafter's written library for the Enneagram Report: one guide
 * per type, in our own words. Everything here is general guidance about a
 * type, never a statement about the client; the drafter pairs it with claims
 * that cite the client's own ratings. Plain, warm, US spelling, and never a
 * diagnosis: a type describes preferences and habits of attention.
 */
export type EnneagramDirections = { growth: number; stress: number };

/**
 * The standard lines of the Enneagram figure: where each type tends to move
 * when it is secure and growing, and when it is under strain.
 */
export const enneagramDirections: Record<number, EnneagramDirections> = {
  1: { growth: 7, stress: 4 },
  2: { growth: 4, stress: 8 },
  3: { growth: 6, stress: 9 },
  4: { growth: 1, stress: 2 },
  5: { growth: 8, stress: 7 },
  6: { growth: 9, stress: 3 },
  7: { growth: 5, stress: 1 },
  8: { growth: 2, stress: 5 },
  9: { growth: 3, stress: 6 },
};

const guides = new Map<number, TypeGuide>(
  [...gutTypeGuides, ...heartTypeGuides, ...headTypeGuides].map((guide) => [guide.type, guide]),
);

export function typeGuide(type: number): TypeGuide {
  const guide = guides.get(type);
  if (!guide) throw new Error(`The Enneagram library has no guide for type ${type}`);
  return guide;
}

export function directionsOf(type: number): EnneagramDirections {
  const directions = enneagramDirections[type];
  if (!directions) throw new Error(`No growth and stress directions for Enneagram type ${type}`);
  return directions;
}
