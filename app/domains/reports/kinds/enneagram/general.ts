/**
 * The Enneagram Report's general guidance: what every reader needs to make
 * sense of their profile, whatever their type. Nothing here is about the
 * client; the drafter places it around claims that cite their ratings.
 */
export const enneagramGuidance = {
  introduction: [
    "The Enneagram is a map of nine personality patterns. Each pattern has its own way of paying attention to the world, its own deep motivation, and its own familiar fear. Most people recognize themselves strongly in one pattern, with traces of several others. The nine patterns are usually called types and are numbered from one to nine around a circle; the numbers are labels, not rankings, and no type is better or healthier than another.",
    "Knowing your type is not meant to put you in a box. It is meant to help you notice why some things matter so much to you, why certain situations wear you out, and where you have room to grow. Used well, it can also help you understand the people you live and work with, because it shows that others may be driven by quite different, equally reasonable motives.",
    "This report was written from your ratings of the questionnaire's statements. Each statement describes a habit, feeling or value that belongs to one of the nine types, and you rated how much each one sounded like you. Your scores below show which patterns you recognized most in yourself. The descriptions that follow are starting points for reflection. Read them slowly, notice what rings true and what does not, and trust your own sense of yourself over any description.",
  ],
  howToRead:
    "Each score runs from 0 to 100. A score of 100 would mean you rated every statement for that type as very much like you; a score of 0 would mean you rated every one as not at all like you. Most people have a few high scores, a few in the middle and a few low. The shape of the whole profile says more than any single number, so look at all nine before you read about your main type.",
  notADiagnosis:
    "The Enneagram describes preferences, habits of attention and motivation. It is not a psychological test, a measure of ability or health, or a diagnosis of any kind. Your scores reflect how you saw yourself on the day you answered, and they can shift with your mood, your season of life and how you read each statement. If a description does not fit, trust yourself over this report.",
  portraitsTitle: "The nine types at a glance",
  portraits: [
    "Type 1, the Perfectionist: principled, careful and fair; driven to do what is right and to improve things; can be hard on themselves.",
    "Type 2, the Helper: warm, generous and attentive; driven to be loved and to care for others; can forget their own needs.",
    "Type 3, the Achiever: energetic, capable and goal focused; driven to be valued and to succeed; can tie their worth to results.",
    "Type 4, the Individualist: sensitive, expressive and deep; driven to be true to themselves and understood; can dwell on what is missing.",
    "Type 5, the Investigator: curious, thoughtful and independent; driven to understand and to be capable; can withdraw from people.",
    "Type 6, the Loyalist: loyal, responsible and alert; driven to feel safe and supported; can be caught by worry and doubt.",
    "Type 7, the Enthusiast: lively, optimistic and curious; driven to enjoy life and stay free; can avoid pain by keeping busy.",
    "Type 8, the Challenger: direct, strong and protective; driven to stay in charge of their own life; can come on too strong.",
    "Type 9, the Peacemaker: calm, accepting and kind; driven to keep peace inside and out; can lose track of their own wishes.",
  ],
  centersTitle: "Three centers",
  centers:
    "The nine types are often grouped into three centers. Types 8, 9 and 1 are the gut or instinctive center: they tend to meet life through their sense of rightness, control and boundaries, and anger is close to the surface or carefully held down. Types 2, 3 and 4 are the heart or feeling center: they tend to meet life through relationships and image, and questions of worth and identity run deep. Types 5, 6 and 7 are the head or thinking center: they tend to meet life by thinking ahead, and a wish for security, certainty or freedom runs deep. Your high scores may cluster in one center or spread across them; either is common.",
  wingIntro:
    "On the Enneagram circle, every type sits between two neighbors. Most people lean toward one of them, and that neighbor is called the wing. A wing does not change your main type; it adds a flavor to it. Two people with the same main type can feel quite different to be around because their wings differ. Your wing is the neighbor you scored higher.",
  nearTiesIntro:
    "Questionnaires like this one give a clear answer for some people and a close call for others. When two scores sit within a few points of each other, the difference between them is small enough that the order could flip on another day, or with a slightly different reading of one or two statements.",
  nearTiesMeaning:
    "A near tie does not mean something has gone wrong. It usually means that both patterns are real parts of how you live. The Enneagram suggests that your main type is the one whose deepest motivation fits you best, not simply the one with the highest score. Read both descriptions, and ask which fear and which desire feel most like home. Many people find that one of them describes what they do, and the other describes why they do it.",
  clearProfile:
    "A clear profile often makes the description of your main type feel familiar. Even so, the types with your next highest scores are worth reading about: they show other patterns you draw on, especially in particular roles or seasons of life.",
  growthStressIntro: [
    "The Enneagram figure connects each type to two others by lines. One line shows where a type tends to move when it feels secure and is growing: it starts to take on the best qualities of that type. The other line shows where a type tends to move under heavy or long stress: it can take on some of the harder habits of that type.",
    "These directions are tendencies, not rules. They can be useful signals. When you notice yourself acting in the stress direction, it may be a sign that you need rest, support or a change. When you notice the growth direction, it may be worth encouraging, because it often feels new and a little unfamiliar at first.",
  ],
  strengthsIntro:
    "Every type has gifts that come naturally and are easy to take for granted. The strengths below are common in people who share your main type. Not all of them will fit you, and some may have been hidden for a while by a hard season. Read them as a reminder of what you have to draw on.",
  blindSpotsIntro: [
    "Every strength has a shadow side. The same habit of attention that makes a type good at something can also make it miss something else. Blind spots are not faults or failings; they are the places where a pattern runs on autopilot.",
    "Read the list below with kindness. If something fits, you might simply notice it when it happens, without judging yourself. Noticing is often enough to loosen a habit's grip over time.",
  ],
  relationshipsIntro:
    "Your type shapes what you give in relationships, what you hope to receive, and where friction tends to arise. The notes below describe common patterns for your main type in close relationships, friendship and work. The people around you have their own types and their own reasons, so a pattern that feels natural to you may look quite different from the other side.",
  typesTogether:
    "No pairing of types is right or wrong. Any two types can build a good relationship, and any two can struggle. What helps most is curiosity: asking what the other person is protecting, what they need to feel safe, and what they are trying to give. Sharing this report, or talking about your types together, can open that conversation gently.",
  practicesIntro:
    "Growth through the Enneagram is usually slow and quiet. It rarely comes from big resolutions. It comes from noticing your pattern in the moment, pausing, and making one different choice. The practices below are small on purpose. Choose one or two that appeal to you, try them for a few weeks, and see what changes.",
  generalPracticesTitle: "Practices for any type",
  generalPractices: [
    "Notice the pattern in action: once a day, catch one moment when your type's habit showed up, and write a line about it. No judgment, just noticing.",
    "Pause and breathe: when you feel the familiar pull of your pattern, take three slow breaths before you act. The pause is where choice lives.",
    "Ask someone you trust: share your type with one person who knows you well and ask which parts they recognize. Others often see our patterns more clearly than we do.",
    "Read your growth direction: look at the best qualities of your growth type and choose one small way to practice them this week.",
    "Be kind about progress: growth comes in small steps and sometimes slips back. Treat yourself the way you would treat a good friend who is learning something new.",
  ],
  questionsTitle: "Questions to carry with you",
  cautions:
    "Questionnaires have limits. A statement can be read in more than one way, and it is natural to answer as the person you would like to be, or as the person you were during a hard time, rather than as you usually are. That is why this report speaks of patterns that may fit, not facts about you. The descriptions are most useful when you test them against your own experience over the coming weeks.",
  lowScores:
    "Your lowest scores are worth a glance too. They often point to ways of being that feel foreign to you, and sometimes to qualities you find hard to understand in other people. Someone who leads with your lowest-scoring pattern may puzzle you at times, and knowing that can make it easier to be patient with them.",
  typeOverLifetime:
    "Most Enneagram teachers hold that your main type stays much the same through life, while the way you live it changes a great deal. Under strain, a type's habits tend to narrow and harden; with rest, support and self-knowledge, the same type can become more flexible, generous and free. Reading about your type is not about becoming someone else. It is about becoming a roomier version of yourself.",
  scoresShift:
    "Scores can also shift over time. If you take the questionnaire again in a year, some numbers may move by several points, especially after a big change in your life. A change in score is not a change in who you are; it usually reflects a change in season.",
  signalsTitle: "Signs worth noticing",
  signals:
    "Signs that you may be moving toward stress include sleeping badly, snapping at people you love, losing interest in things that usually matter, or feeling that you are running on empty. Signs that you may be moving toward growth include feeling a little more spacious, trying something that is not like you, and being kinder to yourself after a mistake. Neither kind of sign is a verdict; both are information.",
  strengthsUse:
    "Strengths grow when they are used on purpose. You might choose one from the list below and notice, over the next week, where it already shows up in your life and where it could be put to more use. Strengths are also worth naming out loud: telling someone what you are good at is not boasting; it helps them know how to lean on you.",
  blindSpotsWithOthers:
    "It can help to ask someone who knows you well which of these they recognize. Choose a calm moment and a kind person, and listen without defending yourself. If what they say stings, it may be worth thinking about later, when the sting has passed.",
  speakingForYourself:
    "One simple habit helps every pairing of types: when tension rises, say what you notice in yourself before you say what you notice in the other person. Telling someone that you are feeling rushed, or that you are worried you will not agree, gives them a way in. It is much easier to hear than a comment about their behavior, and it keeps the conversation about the two of you together.",
  journaling:
    "If you like to write, a short journal can help. Each evening, jot down one moment when your pattern showed up, what you felt, and what you did. After a few weeks, read the entries back. Most people find that their pattern has a few favorite triggers, and that knowing them in advance makes it easier to pause.",
  usingThisReport:
    "You might read this report again in a few weeks and notice what has changed. Some people find it helpful to share it with a partner, a close friend, a coach or a counselor, and to talk about what fits. If something in these pages stirred up a hard feeling, that is worth talking about too. A counselor or therapist can help you explore it at your own pace.",
} as const;

/** The center a type belongs to, in words. */
export function centerOf(type: number): string {
  if (type === 8 || type === 9 || type === 1) return "the gut (instinctive) center";
  if (type === 2 || type === 3 || type === 4) return "the heart (feeling) center";
  return "the head (thinking) center";
}
