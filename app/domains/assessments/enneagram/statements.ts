/**
 * The built-in Enneagram questionnaire, used when no external form is configured.
 * Statements are our own wording. Version rule: any change to a statement's wording,
 * its type, the order or the number of statements makes a new version ("enneagram-v3"),
 * because ratings are stored by statement id and ids follow the order below.
 * v2 is v1 in US spelling (ADR 0045): the same ids, order and types.
 */
export const enneagramVersion = "enneagram-v2";

export type EnneagramType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type EnneagramStatement = { id: string; text: string; type: EnneagramType };

export const enneagramTypes: readonly EnneagramType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const enneagramTypeNames: Record<EnneagramType, string> = {
  1: "Perfectionist",
  2: "Helper",
  3: "Achiever",
  4: "Individualist",
  5: "Investigator",
  6: "Loyalist",
  7: "Enthusiast",
  8: "Challenger",
  9: "Peacemaker",
};

export const ratingScale = [
  { value: 1, label: "Not at all like me" },
  { value: 2, label: "A little like me" },
  { value: 3, label: "Somewhat like me" },
  { value: 4, label: "Mostly like me" },
  { value: 5, label: "Very much like me" },
] as const;

// Written grouped by type so each type can be reviewed as a whole; the exported
// order interleaves them (see below).
const statementsByType: Record<EnneagramType, string[]> = {
  1: [
    "I notice mistakes that other people seem to miss.",
    "I feel uneasy when a job is left half done or done carelessly.",
    "I hold myself to high standards, even in small things.",
    "A strong inner voice tells me when I have fallen short.",
    "I believe there is usually a right way to do things.",
    "I find it hard to relax until my work is finished properly.",
    "I get quietly annoyed when others ignore the rules.",
    "Being fair and honest matters more to me than being liked.",
    "I often hold back my anger because showing it feels wrong.",
    "I feel a duty to leave things better than I found them.",
    "I struggle to forgive myself when I get something wrong.",
  ],
  2: [
    "I notice what other people need before they ask.",
    "I feel good about myself when someone depends on me.",
    "I find it hard to say no when someone asks for help.",
    "I often put my own needs last.",
    "I feel hurt when my kindness goes unnoticed.",
    "I find it easier to give help than to ask for it.",
    "I go out of my way to make people feel welcome.",
    "I worry that people would want me around less if I stopped helping.",
    "I like to be the person others turn to with their troubles.",
    "I sometimes give advice even when nobody asked for it.",
    "Being close to people is what gives my life meaning.",
  ],
  3: [
    "I set goals for myself and work hard to reach them.",
    "I care a great deal about how others see me.",
    "I feel most worthwhile when I have achieved something.",
    "I know how to present myself well to different people.",
    "I get restless when I am not being productive.",
    "I dislike being seen to fail.",
    "I like to be recognized for what I have accomplished.",
    "I can push my feelings aside to get a job done.",
    "I often compare my progress with other people's.",
    "I measure a good day by how much I got done.",
    "I find it hard to slow down, even when I am tired.",
  ],
  4: [
    "I often feel that I am different from other people.",
    "I feel my emotions deeply, and they can stay with me for a long time.",
    "It matters to me to be true to who I really am.",
    "I sometimes long for what is missing from my life.",
    "I am drawn to beauty, art, or things with deep meaning.",
    "I feel hurt when people do not understand me.",
    "I can find a kind of comfort in sadness.",
    "I dislike feeling ordinary or just like everyone else.",
    "I sometimes feel that others have something I lack.",
    "My mood can change the way the whole day looks to me.",
    "I want my life to express something personal and real.",
  ],
  5: [
    "I like to understand how things work before I take part.",
    "I need plenty of time alone to recharge.",
    "I prefer to watch and think before I speak.",
    "I guard my time and energy carefully.",
    "I feel uneasy when people expect too much of me.",
    "I enjoy learning about a subject in great depth.",
    "I tend to keep my private life to myself.",
    "I am more at ease with ideas than with strong emotions.",
    "I feel safest when I know enough to handle things on my own.",
    "I can get by on very little if it keeps me independent.",
    "Large social gatherings leave me feeling drained.",
  ],
  6: [
    "I often think about what could go wrong.",
    "I like to have a plan in case the worst happens.",
    "Loyalty is one of the things I value most.",
    "I find it hard to trust people until they have proven themselves.",
    "I second-guess my own decisions.",
    "I feel safer when I know who I can rely on.",
    "I question people in charge before I trust them.",
    "I ask others for their opinion before I make up my mind.",
    "Worry is a familiar companion in my life.",
    "I stick with people and groups through good times and bad.",
    "I feel uneasy when I do not know what is coming next.",
  ],
  7: [
    "I like to keep my options open.",
    "I get bored quickly when things stay the same for too long.",
    "I look on the bright side, even when things are hard.",
    "I love planning new adventures and experiences.",
    "I tend to move on quickly from painful feelings.",
    "I have more ideas than I have time to follow through on.",
    "I feel trapped when my choices are limited.",
    "I am often the one who suggests something fun to do.",
    "I am eager to try new foods, places and activities.",
    "I keep busy so that I do not dwell on problems.",
    "I believe life is too short to miss out on good things.",
  ],
  8: [
    "I say what I think, even if it upsets people.",
    "I like to be in charge of my own life.",
    "I stand up for people who cannot stand up for themselves.",
    "I do not like to show weakness.",
    "I respect people who are direct with me.",
    "I push back hard when someone tries to control me.",
    "I am not afraid of an argument.",
    "I take charge when a situation needs a leader.",
    "I can tell quickly when someone is not being straight with me.",
    "I put a great deal of energy into everything I do.",
    "I find it hard to let my guard down, even with people I love.",
  ],
  9: [
    "I go along with others to keep the peace.",
    "I can see every side of a disagreement.",
    "I put off decisions I would rather not face.",
    "I feel unsettled by arguments, even when they are not about me.",
    "I find it hard to know what I want for myself.",
    "I like a calm, steady routine.",
    "I sometimes drift into easy habits instead of doing what matters.",
    "People tell me I am easy to be with.",
    "I would rather let something go than make a fuss.",
    "I tend to play down my own problems.",
    "I rarely let others see when I am annoyed.",
  ],
};

/**
 * Round r lists one statement of each type, in the order type ((4i + r) mod 9) + 1
 * for i = 0..8. Stepping by 4 (coprime with 9) visits every type once per round,
 * never puts two statements of one type side by side (also across rounds), and
 * keeps the pattern hard to spot while staying fixed.
 */
function interleave(byType: Record<EnneagramType, string[]>): EnneagramStatement[] {
  const rounds = byType[1].length;
  const statements: EnneagramStatement[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < 9; i++) {
      const type = (((4 * i + round) % 9) + 1) as EnneagramType;
      const text = byType[type][round];
      if (text === undefined) throw new Error(`Enneagram type ${type} has fewer statements than type 1`);
      statements.push({ id: `e${statements.length + 1}`, text, type });
    }
  }
  return statements;
}

export const enneagramStatements: readonly EnneagramStatement[] = interleave(statementsByType);

/**
 * Where v1 differs from today's v2: v2 is v1 in US spelling (issue 17), with the
 * same ids, order and types. These are v1's exact words; a test pins v1 as it
 * was first published.
 */
const britishSpellingInV1: Record<string, string> = {
  e63: "I like to be recognised for what I have accomplished.",
};

function withEarlierWording(statements: readonly EnneagramStatement[], changes: Record<string, string>): EnneagramStatement[] {
  const unused = new Set(Object.keys(changes));
  const earlier = statements.map((statement) => {
    const text = changes[statement.id];
    if (text === undefined) return statement;
    unused.delete(statement.id);
    return { ...statement, text };
  });
  if (unused.size > 0) throw new Error(`enneagram-v1 rewords statements ${[...unused].join(", ")}, which ${enneagramVersion} does not have`);
  return earlier;
}

const statementsByVersion: Record<string, readonly EnneagramStatement[]> = {
  [enneagramVersion]: enneagramStatements,
  "enneagram-v1": withEarlierWording(enneagramStatements, britishSpellingInV1),
};

/** The statements exactly as a client saw them under `version`, or null for a version this build does not know. */
export function findEnneagramStatements(version: string): readonly EnneagramStatement[] | null {
  return Object.hasOwn(statementsByVersion, version) ? statementsByVersion[version]! : null;
}

/**
 * Earlier versions whose ratings fit today's statements as they are (the same ids,
 * order and types, the wording changed in spelling only): a draft written against
 * one is carried forward, and a page still showing one may go on saving and
 * sending (ADR 0045). A version that changes what is asked is never listed here.
 */
const answersCarryForwardFrom: readonly string[] = ["enneagram-v1"];

/** Whether ratings given to `version` of the statements may be kept and shown under today's wording. */
export function enneagramAnswersFitCurrentVersion(version: string): boolean {
  return version === enneagramVersion || answersCarryForwardFrom.includes(version);
}
