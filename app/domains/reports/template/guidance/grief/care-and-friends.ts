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
    about: [
      "You wrote about the years of memory loss before {lost|they} died.",
      "Your answers tell us that you lost {lost|them} slowly, to memory loss, before the death itself.",
      "Memory loss came before the death, and you told us about those long years with {lost|them}.",
      "In your answers, the loss began well before the death, as memory slipped away from {lost|the one you loved}.",
    ],
    says: [
      [
        "When someone we love loses their memory, we often grieve twice: once through the long years of memory care and change, and again at the death. Both losses are real.",
        "Memory loss takes a person by small steps, so the grief starts long before the funeral. Many people in memory care families feel worn out, sad and relieved all at once.",
        "Watching memory fade is a long goodbye, at home or in memory care. The person is still there, and yet parts of them leave a little at a time. Then the death brings a second, sharper loss.",
        "Families who live with memory loss, and with the years of memory care, often say they lost the person twice. The slow loss and the final one each bring their own grief, and both deserve room.",
      ],
      [
        "In time, many people find the person from before the illness coming back in memory. Old photos, stories and places can help bring them back.",
        "It can help to gather memories from the years before: a photo, a recipe, a story someone else tells. They let the whole person return, not only the last years.",
        "The last hard years can crowd out the rest for a while. Bit by bit, older and happier memories tend to return, often when you least expect them.",
        "Friends and family who knew the person before the illness can help fill in the picture. Their stories remind you of who was there all along.",
      ],
    ],
    tryThis: [
      "Find one photo from before the memory loss and keep it where you see it.",
      "Ask someone who knew {lost|them} well to tell you a story from the early years.",
      "Write down one thing {lost|they} loved to do before the memory loss began.",
      "Play a song that {lost|they} loved in the years before, and let the memories come.",
      "Write down a few things {lost|they} said or did in the good years, to keep.",
      "Look through old letters or cards from {lost|them}, from the years before.",
      "Tell someone a story about {lost|them} from before the illness.",
      "Cook a dish {lost|they} loved in the years before, and share it with someone.",
    ],
    step: [
      "Find one photo of {lost|them} from the years before, and put it where you will see it.",
      "Ask one person who knew {lost|them} well to share a story from the years before.",
      "Write down one happy memory of {lost|them} from before the memory loss.",
      "Look through one box or album of old photos, and set one aside to keep near.",
    ],
    ask: [
      "What do you remember of {lost|them} from before the memory loss?",
      "Which of the two losses do you feel most today?",
      "Who still remembers {lost|them} the way {they|they} used to be?",
      "What part of the long goodbye has no one asked you about?",
    ],
  },
  {
    id: "grief-care-home",
    forms: ["death-grief"],
    weight: 1.4,
    topic: "the move to a care home, and a promise",
    terms: ["promise", "promised", "nursing", "facility"],
    phrases: ["care home", "nursing home", "memory care", "put her in", "put him in", "in a home", "into a home"],
    minScore: 3,
    about: [
      "You wrote about the move to a care home[ at {place}], and what it cost you.",
      "Your answers tell us that moving {lost|them} into care[ at {place}] still weighs on you.",
      "The move into a care home[ at {place}] came up in your answers, and you told us it still hurts.",
      "Choosing care for {lost|them}[ at {place}] is something you wrote about, and it has stayed with you.",
    ],
    says: [
      [
        "Many caregivers once made a promise never to use a care home, and then reached a point where they could no longer keep someone safe at home. Keeping the spirit of a promise, their safety and care, can mean breaking its words.",
        "The move to a care home is often harder than people expect, and it can feel like a broken promise. Yet the choice is usually made out of love, when care at home is no longer safe.",
        "Many people who move a loved one into a care home feel they broke a promise. Most made the choice because the care needed was more than one person could give. Keeping someone safe is a way of keeping faith with them.",
        "A promise made years ago could not know what the illness would bring. When home was no longer safe, choosing a care home was a way of loving the person under new rules. Guilt about it is common, and it is not the whole story.",
      ],
    ],
    tryThis: [
      "Write down what you knew, and what you could do, on the day you chose the care home.",
      "Say out loud what you would tell a friend who made the same choice.",
      "List the reasons the care home was needed, as plainly as you can.",
      "Write one kind thing the care home made possible for {lost|them}.",
      "Write down what the promise meant, and what keeping it would have cost.",
      "Talk about the choice with someone who has faced the same one.",
      "Write down the good days {lost|they} had in the care home, however few.",
      "Ask a staff member or a visitor from that time what they remember of {lost|them}.",
    ],
    step: [
      "Write one page to {lost|them} about the care home and the promise, saying what you could not say then.",
      "Write down three reasons the care home was needed, and what the promise meant then.",
      "Tell one person you trust about the promise, and how the care home was chosen.",
      "Write one thing the care home gave {lost|them} that the promise could not.",
    ],
    ask: [
      "What did keeping {lost|them} safe ask of you?",
      "What would {lost|they} say about the promise now?",
      "What did the promise mean to you both when it was made?",
      "What would you say to a friend who had to make the same move?",
    ],
  },
  {
    id: "grief-friends-drifted",
    forms: ["death-grief"],
    weight: 1.3,
    topic: "friends who drifted away",
    terms: ["drifted", "couples", "friends"],
    phrases: ["couple friends", "old friends", "pulled away", "out of practice", "stopped going", "call back", "drift away"],
    minScore: 4,
    about: [
      "You wrote about the friends you have drifted from.",
      "Your answers tell us that your circle of friends has grown smaller.",
      "Some friends have drifted away, and you told us about the gap they left.",
      "In your answers, old friendships have grown quiet or faded.",
    ],
    says: [
      [
        "Friends often drift away during years of caregiving, or after a death. Couple friends can be hardest: their dinners were built for two. Many people feel out of practice with old friends, and pull away before anyone else can.",
        "After a loss, old friends and couple friends may not know what to say, and we may not know how to go back. Friendships that drifted can often be picked up with one call.",
        "It is very common for old friends and couple friends to thin out during caregiving or after a death. Some fear saying the wrong thing, so they say nothing. Others wait to be asked. The distance is often shyness, not a lack of care.",
        "Grief can make it hard to reach out, and old friends and couple friends may hold back too. Both sides end up waiting. A short message or call is often all it takes to open the door again.",
      ],
    ],
    tryThis: [
      "Call back one old friend, even for five minutes.",
      "Say yes to one invitation, and leave when you wish.",
      "Call back one friend you have drifted from, or send a short note saying you think of them.",
      "Ask one friend you drifted from for a short walk or a coffee, with no need to talk about the loss.",
      "Write down the friends who have stayed, and thank one of them.",
      "Join one group or class where new faces are welcome.",
      "Tell one friend plainly what would help, such as a call on Sundays.",
      "Look for one new group where people meet each week, such as a class or a walk.",
    ],
    step: [
      "Call one old friend you have drifted from, and ask how they are.",
      "Say yes to the next invitation from a friend you drifted from, even if you stay for only an hour.",
      "Send a short message to one friend you have drifted from, saying you would like to catch up.",
      "Write down the names of two friends you have drifted from, and pick one to contact.",
    ],
    ask: [
      "Which friend would you most like back in your life?",
      "What would make one dinner with friends feel possible?",
      "What has kept you from reaching out, and what might make it easier?",
      "Which friend knew you well before all this, and could know you again?",
    ],
  },
];
