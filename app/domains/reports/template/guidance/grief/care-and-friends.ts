import type { GuidanceBlock } from "../blocks/guidance-block";

/**
 * Grief blocks on the long goodbye of memory loss, a promise about a care home, and friends who
 * drifted or were pulled away from (issue 28): salient topics no grief block spoke to.
 */
export const careAndFriends: readonly GuidanceBlock[] = [
  {
    id: "grief-memory-loss",
    forms: ["death-grief"],
    weight: 1.3,
    topic: "memory loss before the death",
    // "Alzheimer's" and "dementia" select the block; the report itself speaks of memory loss (no named condition).
    terms: ["alzheimer's", "alzheimer", "dementia", "forgot", "forget", "confused"],
    phrases: ["memory care", "did not know me", "didn't know me", "before the dementia"],
    minScore: 2,
    about: ["You wrote about the years of memory loss before {lost|they} died.", "Your answers tell us that you lost {lost|them} slowly, to memory loss, before the death itself."],
    says: [
      [
        "When someone we love loses their memory, we often grieve twice: once through the long years of memory care and change, and again at the death. Both losses are real.",
        "Memory loss takes a person by small steps, so the grief starts long before the funeral. Many people in memory care families feel worn out, sad and relieved all at once.",
      ],
      [
        "In time, many people find the person from before the illness coming back in memory. Old photos, stories and places can help bring them back.",
        "It can help to gather memories from the years before: a photo, a recipe, a story someone else tells. They let the whole person return, not only the last years.",
      ],
    ],
    tryThis: ["Find one photo from before the memory loss and keep it where you see it.", "Ask someone who knew {lost|them} well to tell you a story from the early years."],
    step: ["Find one photo of {lost|them} from the years before, and put it where you will see it."],
    ask: ["What do you remember of {lost|them} from before the memory loss?", "Which of the two losses do you feel most today?"],
  },
  {
    id: "grief-care-home",
    forms: ["death-grief"],
    weight: 1.4,
    topic: "the move to a care home, and a promise",
    terms: ["promise", "promised", "nursing", "facility"],
    phrases: ["care home", "nursing home", "memory care", "put her in", "put him in", "in a home", "into a home"],
    minScore: 3,
    about: ["You wrote about the move to a care home[ at {place}], and what it cost you.", "Your answers tell us that moving {lost|them} into care[ at {place}] still weighs on you."],
    says: [
      [
        "Many caregivers once made a promise never to use a care home, and then reached a point where they could no longer keep someone safe at home. Keeping the spirit of a promise, their safety and care, can mean breaking its words.",
        "The move to a care home is often harder than people expect, and it can feel like a broken promise. Yet the choice is usually made out of love, when care at home is no longer safe.",
      ],
    ],
    tryThis: ["Write down what you knew, and what you could do, on the day you chose the care home.", "Say out loud what you would tell a friend who made the same choice."],
    step: ["Write one page to {lost|them} about the care home and the promise, saying what you could not say then."],
    ask: ["What did keeping {lost|them} safe ask of you?", "What would {lost|they} say about the promise now?"],
  },
  {
    id: "grief-friends-drifted",
    forms: ["death-grief"],
    weight: 1.3,
    topic: "friends who drifted away",
    terms: ["drifted", "couples", "friends"],
    phrases: ["couple friends", "old friends", "pulled away", "out of practice", "stopped going", "call back", "drift away"],
    minScore: 4,
    about: ["You wrote about the friends you have drifted from.", "Your answers tell us that your circle of friends has grown smaller."],
    says: [
      [
        "Friends often drift away during years of caregiving, or after a death. Couple friends can be hardest: their dinners were built for two. Many people feel out of practice with old friends, and pull away before anyone else can.",
        "After a loss, old friends and couple friends may not know what to say, and we may not know how to go back. Friendships that drifted can often be picked up with one call.",
      ],
    ],
    tryThis: ["Call back one old friend, even for five minutes.", "Say yes to one invitation, and leave when you wish."],
    step: ["Call one old friend you have drifted from, and ask how they are."],
    ask: ["Which friend would you most like back in your life?", "What would make one dinner with friends feel possible?"],
  },
];
