import type { GuidanceBlock } from "../blocks/guidance-block";

const LIFE = ["depression", "marriage", "mental-health-wellbeing"] as const;
/** "thirty years" to "sixty nine years": how long couples say they have been together. */
const YEARS_TOGETHER = ["thirty", "forty", "fifty", "sixty"].flatMap((tens) => ["", " one", " two", " three", " four", " five", " six", " seven", " eight", " nine"].map((unit) => `${tens}${unit} years`));

/**
 * Blocks on the changes and weights people name beside their mood (issue 28): a move, a breakup,
 * a baby, in-laws, a grown child's divorce, a long marriage, shame, forgiveness, and a fall. Each was a salient topic no block spoke to.
 */
export const turningPoints: readonly GuidanceBlock[] = [
  {
    id: "life-moving",
    forms: LIFE,
    topic: "a move to a new place",
    terms: ["relocated"],
    phrases: ["moved me", "moved here", "moved to", "moved from", "moved in with", "to move", "move closer", "move at", "new house", "new home", "new town", "knew everyone", "building a life", "life here", "one room", "assisted living", "lived on"],
    minScore: 3,
    about: [
      "You wrote about a move and what it has changed for you.",
      "Your answers tell us that moving has meant leaving a lot behind.",
      "In your answers, a move stands out, and all that it changed.",
      "Moving to a new place, and what you left behind, is part of what you told us.",
    ],
    says: [
      [
        "A move late in life is a big change, whether it is to a new town near family or into assisted living. You leave the streets, neighbors and small habits that told you who you were. Feeling lost for a while is a common part of it.",
        "Moving, to be near family or into assisted living with one room to call your own, asks a lot. The old place held years of your life. Grief for a home, and for the person you were there, is real grief.",
        "Moving later in life, whether near family or into assisted living, is a big change. The familiar streets, neighbors and daily habits are gone. It is common to feel unsettled for a good while.",
        "A move asks a lot, even when it was the right choice, whether near family or into assisted living. The old home held years of memories and a sense of who you were. Missing it is a real grief.",
      ],
      [
        "A new place starts to feel like yours through small, repeated things: the same walk, the same seat, a face you see each week. It takes months, not days.",
        "It can help to bring one habit from the old place into the new one, and to let one new habit grow. Belonging is built slowly, one small return at a time.",
        "A place becomes home through small things done again and again: the same walk, the same chair, a neighbor you greet each week. This usually takes months.",
        "Carrying one old habit into the new place helps, and so does starting one new one. A sense of belonging grows slowly, through many small returns.",
      ],
    ],
    tryThis: [
      "Go to the same place at the same time each week, so faces become familiar.",
      "Bring one old habit into your new place: a morning walk, a crossword, a call.",
      "Put one thing you love where you see it each morning.",
      "Say hello to one neighbor, and learn their name.",
    ],
    step: [
      "Pick one place near you to visit at the same time each week, and go once.",
      "Write down one thing you miss about the old place, and one small way to bring it here.",
      "Learn the name of one neighbor or staff member this week.",
      "Start one old habit again in your new place, such as a morning walk.",
    ],
    ask: [
      "What did the old place give you that you could look for here?",
      "Where in your new place do you feel most like yourself?",
      "What small routine could help the new place feel like yours?",
      "Who in the new place might become a familiar face?",
    ],
  },
  {
    id: "life-breakup",
    forms: ["depression", "mental-health-wellbeing"],
    weight: 1.3,
    topic: "a breakup",
    terms: ["breakup", "ex", "ex-boyfriend", "ex-girlfriend", "split"],
    phrases: ["broke up", "break up", "moved out", "split up", "left me", "we separated"],
    minScore: 3,
    about: [
      "You wrote about the end of a relationship[ with {person}].",
      "Your answers tell us that a breakup[ with {person}] is still weighing on you.",
      "In your answers, the end of a relationship[ with {person}] stands out.",
      "A breakup[ with {person}] still weighs on you, you told us.",
    ],
    says: [
      [
        "A breakup is a loss, even when it was the right choice. The home, the plans and the friends in common all change at once. Sadness, anger and missing the person can come in waves for months.",
        "After a breakup, the small things often hurt most: the empty side of the apartment, a couple on the street, a song. That is grief for a shared life, and it eases with time and care.",
        "A breakup is a real loss, even when the relationship needed to end. Home, plans and shared friends can all shift at once. Sadness, anger and longing often come and go for months.",
        "After a breakup, it is often the little things that sting: a song, a habit, an empty chair. That is grief for the life you shared. With time and care, it softens.",
      ],
    ],
    tryThis: [
      "Change one small thing at home that keeps the old life in view.",
      "Plan one evening a week with a friend who is only yours.",
      "Mute or pause what you see of your ex online for a while.",
      "Write down one thing you would like to do now that is just for you.",
    ],
    step: [
      "Plan one evening this week with a friend, and put it in your calendar.",
      "Change one small thing at home, like where a chair sits, to make the space feel like yours.",
      "Write down one thing you want for yourself in the coming year.",
      "Mute the social media accounts that keep the old life in view, for now.",
    ],
    ask: [
      "What do you miss most, and what do you not miss?",
      "What would you like the next year of your own life to hold?",
      "Who has stood by you through this, and how could you see more of them?",
      "What have you learned about what you need from a partner?",
    ],
  },
  {
    id: "life-after-baby",
    forms: LIFE,
    weight: 1.5,
    topic: "a hard time after a baby",
    terms: ["postpartum"],
    phrases: ["after our daughter was born", "after our son was born", "after my daughter was born", "after my son was born", "after the baby", "after i had", "after the birth"],
    minScore: 2,
    about: [
      "You wrote about a hard time after the baby came, and that you never really got help.",
      "Your answers tell us that the months after the baby was born were hard, and that you carried them alone.",
      "In your answers, the time after the baby came stands out as hard, with little help.",
      "After the baby was born, you went through a hard stretch mostly alone, you told us.",
    ],
    says: [
      [
        "Many parents have a hard time after the baby comes: low mood, worry, no sleep and little help. It is common, and it is treatable. When it goes unspoken, it can shape a marriage and a family for years.",
        "The months after the baby can leave marks that last, especially when nobody asked how you were. It is never too late to talk about that time with a professional, and to be heard about it.",
        "A hard time after the baby is very common: low mood, worry, broken sleep and not enough help. It can be treated, even years later. Left unspoken, it can shape a family and a marriage for a long time.",
        "The months after the baby can leave a mark that lasts, above all when nobody checked on you. Talking them through with a professional, even now, can help you feel heard at last.",
      ],
    ],
    tryThis: [
      "Write down what that time after the baby was like for you, for your own eyes.",
      "Tell a professional about that time, even though it was years ago.",
      "Tell one person close to you how hard the time after the baby really was.",
      "Write down what you would tell a new parent who was struggling after the baby came.",
    ],
    step: [
      "Write three lines about the months after the baby, to take to a first appointment.",
      "Tell one person you trust about the months after the baby, and what they were like for you.",
      "Look up a counselor who helps parents with hard times after the baby comes, and note their number.",
      "Write down one thing you needed after the baby came that you could ask for now.",
    ],
    ask: [
      "What did you need after the baby came that you did not get?",
      "Who knows how hard that time was for you?",
      "What would you want someone to have said to you in those months?",
      "How does that time still show up in your life today?",
    ],
  },
  {
    id: "life-in-laws",
    forms: LIFE,
    weight: 1.2,
    topic: "a partner's family",
    terms: ["mother-in-law", "father-in-law", "in-laws", "in-law", "sister-in-law", "brother-in-law"],
    phrases: ["his mother", "her mother", "his family", "her family", "his parents", "her parents"],
    minScore: 4,
    about: [
      "You wrote about your partner's family[ and {person}] and the part they play.",
      "Your answers tell us that your partner's family[, {person} most of all,] weighs on your days.",
      "In your answers, your partner's family[, {person} especially,] comes up as a strain.",
      "Life with your partner's relatives[, {person} among them,] came up in what you told us.",
    ],
    says: [
      [
        "A partner's family can be a help and a strain at once. A mother-in-law who drops by often, or has views on everything, can leave you feeling that your home is not quite your own.",
        "Trouble with a partner's family, his mother or hers, is one of the most common strains on a couple. It is rarely about one visit. It is about who decides, and whether you feel your partner is on your side.",
        "Your partner's family may help in some ways and strain in others. Frequent visits or strong opinions can make your own home feel less like yours.",
        "Of all the strains on a couple, friction with in-laws is among the most common. One visit is rarely the real issue. The deeper questions are who decides, and whether your partner backs you.",
      ],
      [
        "It usually helps most when the two of you agree on one small limit first, and your partner is the one to say it to their own family.",
        "Talk with your partner about one thing, not all of them: a visit that is called ahead, a day that is yours. Small, shared limits hold better than big ones.",
        "A limit holds best when you both choose it together first. Then your partner can be the one to raise it with their own family.",
        "Pick one thing to talk about with your partner, not everything: calling before a visit, or one day a week that is just yours. Small limits you both agree on tend to last.",
      ],
    ],
    tryThis: [
      "Agree with your partner on one small limit with their family, and who will say it.",
      "Write down what you need from your partner when their family is around.",
      "Tell your partner one thing their family does that you appreciate, before raising a concern.",
      "Plan the next visit with your partner's family with a clear start and end time.",
    ],
    step: [
      "Choose one small limit with your partner's family that you would like, and write it down to discuss.",
      "Ask your partner for a short talk about one visit or habit, and agree on one small change.",
      "Write down what a good visit with your partner's family would look like.",
      "Write down one thing you would like your partner to say to their family.",
    ],
    ask: [
      "What would you need from your partner to feel you are on the same side?",
      "Which one visit or habit weighs on you most?",
      "What small change would make the biggest difference for you?",
      "What does your partner need from you when their family is involved?",
    ],
  },
  {
    id: "life-grown-child-divorce",
    forms: LIFE,
    topic: "a grown child's divorce",
    // The divorce must be the child's: a client's own divorce is another matter.
    terms: [],
    phrases: ["daughter's divorce", "daughter 's divorce", "son's divorce", "son 's divorce", "daughter is going thru a divorce", "son is going thru a divorce", "daughter be go thru a divorce", "son be go thru a divorce", "daughter is getting divorced", "son is getting divorced", "daughter got divorced", "son got divorced"],
    minScore: 2,
    about: [
      "You wrote about a divorce in your family and what it asks of you.",
      "Your answers tell us that a grown child's divorce is taking a lot of your energy.",
      "Your family is going through a divorce, and your answers show how much of you it takes.",
      "A grown child's divorce is taking much of your time and energy, you told us.",
    ],
    says: [
      [
        "When a grown child goes through a divorce, parents often carry a share of it: the nightly calls, the worry, the grandchildren. It is natural to want to fix it, and tiring when you cannot.",
        "A son's or daughter's divorce can pull a parent back into daily caring. Being there matters. So does keeping some of your energy for your own life and your own marriage.",
        "When an adult child divorces, parents often take on part of the load: late calls, worry and help with grandchildren. Wanting to fix it is natural. Not being able to can wear you out.",
        "Helping a son or daughter through a divorce can fill your days with care again. Your help matters. Your own rest, your own life and your own marriage matter as well.",
      ],
    ],
    tryThis: [
      "Agree on a time for calls with your child, so the evenings are not all given over.",
      "Tell your child what you can give this month, and what you cannot.",
      "Keep one hour a day that is yours, with the phone on silent.",
      "Ask another family member to take on part of the help.",
    ],
    step: [
      "Decide on one evening this week that is yours, with no calls about the divorce.",
      "Write down what your own week needs, apart from helping your child through the divorce.",
      "Plan one outing for yourself this week that has nothing to do with the divorce.",
      "Ask one friend to spend an evening with you, with no talk of the divorce.",
    ],
    ask: [
      "What can you give your child right now, and what is not yours to carry?",
      "What do you need for yourself while you help?",
      "What helps you rest when the worry about your child is high?",
      "Who supports you while you support your child?",
    ],
  },
  {
    id: "life-long-marriage",
    forms: ["marriage"],
    // Years together frame everything else a couple writes, so even a brief mention counts.
    weight: 2,
    topic: "a long marriage",
    terms: ["decades", "anniversary"],
    // "forty-nine years" reads as "forty nine years".
    phrases: [...YEARS_TOGETHER, "married for"],
    minScore: 3,
    about: [
      "You wrote about the long life you have shared.",
      "Your answers tell us how much history the two of you have.",
      "In your answers, the long years you have shared stand out.",
      "The two of you have a great deal of shared history, you told us.",
    ],
    says: [
      [
        "A long marriage holds decades of habits, kindness and old hurts. Change late in a marriage can feel strange, yet many couples find their way to a new closeness after years of living side by side.",
        "After decades together, couples often know each other's routines better than each other's hopes. A long marriage can still grow: a new question at dinner, a new thing done together.",
        "Decades side by side leave a mix of habits, kindnesses and old hurts. Changing things this late in a long marriage can feel strange. Still, many couples find they can grow closer, even now.",
        "In a long marriage, couples often know each other's habits better than each other's dreams. Even after decades, a marriage can still grow, through a fresh question or something new tried together.",
      ],
    ],
    tryThis: [
      "Ask your partner one question you have never asked, about a hope or a memory.",
      "Look at an old photo together and say what you remember.",
      "Try one new thing together, such as a new walk, a new recipe or a new place.",
      "Tell your partner one thing you still admire about them.",
    ],
    step: [
      "Ask your partner one new question this week, about a hope or a memory.",
      "Plan one small new thing to do together this week.",
      "Thank your partner this week for one ordinary thing they do.",
      "Ask your partner about a favorite memory from your early years together.",
    ],
    ask: [
      "What has your long marriage given you that you want to keep?",
      "What would you like the next years together to hold?",
      "What first drew you to each other, and is it still there?",
      "What new thing would you like to try together?",
    ],
  },
  {
    id: "life-shame",
    forms: LIFE,
    weight: 1.3,
    topic: "shame",
    terms: ["shame", "ashamed", "embarrassed", "humiliated", "failure", "deadbeat", "loser"],
    phrases: ["a failure", "feel small"],
    minScore: 2,
    about: [
      "You wrote about shame, and about calling yourself hard names.",
      "Your answers tell us that shame is part of what you carry.",
      "In your answers, shame stands out, and the hard names you call yourself.",
      "Some of what you told us speaks of shame, and of being hard on yourself.",
    ],
    says: [
      [
        "Shame says that something is wrong with who you are, not with what happened. It makes people hide, and hiding makes it grow. Said out loud to someone safe, it tends to shrink.",
        "Shame and pride often travel together: the harder we expect to carry things, the more ashamed we feel when we cannot. Naming the shame to one person is often the first step out of it.",
        "Shame tells us that we are bad, not that something bad happened. It makes us hide, and hiding feeds it. Spoken aloud to a safe person, shame often loses some of its power.",
        "Shame often grows from high standards: the more we expect to cope, the worse we feel when we cannot. Telling one person about it is often the first step out.",
      ],
    ],
    tryThis: [
      "Notice one hard name you call yourself, and write what you would say to a friend instead.",
      "Tell one person you trust about the shame part.",
      "When shame speaks up, write down one thing you did well this week, however small.",
      "When a hard name comes to mind, say: that is shame talking.",
    ],
    step: [
      "Write down one hard name you call yourself, and next to it what a friend would say.",
      "Choose one person you trust, and plan when you could tell them about the shame.",
      "Ask one trusted person what they see as your strengths.",
      "Do one small kind thing for yourself today, on purpose.",
    ],
    ask: [
      "Whose voice does the shame sound like?",
      "What would you say to a friend in your place?",
      "What would change if you believed you deserved kindness?",
      "Who could hear about the shame without judging you?",
    ],
  },
  {
    id: "life-forgiveness",
    forms: LIFE,
    // Often said once, late and quietly ("That I want to forgive her"), yet it is where the client wants to go.
    weight: 2.5,
    topic: "forgiveness",
    terms: ["forgive", "forgiving", "forgiveness", "forgiven"],
    minScore: 2,
    about: [
      "You wrote about wanting to forgive.",
      "Your answers tell us that forgiveness is on your mind.",
      "In your answers, forgiveness comes up as something you want.",
      "Being able to forgive is on your mind, you told us.",
    ],
    says: [
      [
        "Forgiveness is not saying that what happened was fine, and it does not have to happen all at once. For many people it is a slow letting go of the hold a hurt has on them.",
        "Wanting to forgive is a start in itself. Forgiveness usually comes in steps, and it can sit beside anger for a long time. A counselor can help you find the pace that is right for you.",
        "To forgive is not to say the hurt was fine. Forgiveness rarely happens in one moment. More often, the hurt slowly loosens its hold over months or years.",
        "Wanting to forgive is already a beginning. Forgiveness tends to come in stages, and it can live next to anger for a long time. A counselor can help you find your own pace.",
      ],
    ],
    tryThis: [
      "Write down what you would need, to begin to forgive.",
      "Notice one moment this week when the hurt loosened a little.",
      "Write down what the hurt has cost you, and what choosing to forgive might give back.",
      "Talk with someone you trust about what forgiving would and would not mean.",
    ],
    step: [
      "Write one page on what it would mean to forgive, and what it would not mean.",
      "Write down one small sign that would tell you that you have begun to forgive.",
      "Tell one person you trust that you want to forgive, and what makes it hard.",
      "Write a letter about the hurt that you do not send, and notice if any wish to forgive comes with it.",
    ],
    ask: [
      "What would forgiving change for you?",
      "What would need to happen first?",
      "What would you keep, and what would you let go, if you forgave?",
      "Who would forgiving be for, most of all?",
    ],
  },
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
