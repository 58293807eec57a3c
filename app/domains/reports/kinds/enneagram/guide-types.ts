/** The shape of one type's guide in the Enneagram library (its own module, so the type files and the library do not import each other). */
export type GuideItem = { title: string; text: string };

export type TypeGuide = {
  type: number;
  /** "The Helper": the name used in prose. */
  name: string;
  /** Three paragraphs describing the type as a whole. */
  overview: [string, string, string];
  motivation: string;
  fear: string;
  desire: string;
  atBest: string;
  everyday: string;
  underStrain: string;
  /** What this type lends to someone whose wing it is. */
  asWing: string;
  /** What moving toward the growth direction tends to look like for this type. */
  growth: string;
  /** What moving toward the stress direction tends to look like for this type. */
  stress: string;
  strengths: GuideItem[];
  blindSpots: GuideItem[];
  relationships: { close: string; friendship: string; work: string; whatHelps: string };
  practices: GuideItem[];
  questions: string[];
};
