import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;

/** The block on a fear of falling; the end of life/turning-points, split by length (issue 28). */
export const fearOfFalling: readonly GuidanceBlock[] = [
  {
    id: "life-fear-of-falling",
    forms: LIFE,
    weight: 1.3,
    topic: "a fear of falling",
    // Fear for oneself: "he fell twice" is a partner's fall, not this block.
    terms: ["walker", "unsteady"],
    phrases: ["afraid to walk", "in case i fall", "afraid of falling", "scared of falling", "fear of falling", "might fall", "my balance"],
    minScore: 3,
    about: [
      "You wrote about being afraid of a fall, and how it keeps you in.",
      "Your answers tell us that a fear of falling is making your world smaller.",
      "In your answers, a fear of falling stands out, and how it keeps you at home.",
      "Being afraid of a fall is shrinking your days, you told us.",
    ],
    says: [
      [
        "A fear of falling is common and sensible, yet it can shrink a life fast. The less we walk, the weaker we get, and the more the fear grows. Getting out a little, safely, often helps both body and mood.",
        "After a fall or a scare, many people stay in to be safe. Sunlight, fresh air and a short walk, with a rail, a cane or a companion, can bring back some confidence step by step.",
        "Fear of falling is common and makes sense. But staying in can weaken the legs and grow the fear. Getting out a little, with care, often helps both the body and the spirits.",
        "After a fall or a near miss, staying home can feel safest. A short walk in the fresh air, with a rail, a cane or a friend, can slowly rebuild trust in your body.",
      ],
    ],
    tryThis: [
      "Ask staff or your doctor about a balance class or a walking aid.",
      "Go outside for ten minutes with someone beside you.",
      "Ask a friend to walk with you to the end of the block and back.",
      "Ask your doctor whether a walking aid or a balance class could help you feel steadier.",
      "Clear one path at home of loose rugs and clutter, with help if you need it.",
      "Wear steady shoes with a good grip, even at home.",
      "Put a night light on the way from your bed to the bathroom.",
      "Ask a friend to walk with you once a week, on a path that feels safe.",
    ],
    step: [
      "Ask someone to walk with you outside for ten minutes, and sit in the sun.",
      "Call your doctor's office and ask whether they offer a home safety check.",
      "Ask a family member to help you check your home for loose rugs and dim spots.",
      "Write down one place you would like to walk to again, and who could go with you.",
    ],
    ask: [
      "Where would you go if you felt steady on your feet?",
      "Who could walk with you, once a week?",
      "What would help you feel steadier on your feet?",
      "What would you most like to do again if the fear were smaller?",
    ],
  },
];
