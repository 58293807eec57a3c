import type { TypeGuide } from "./guide-types";

/** Types 2, 3 and 4: the heart (feeling) center, where image, worth and connection run the show. */
export const heartTypeGuides: TypeGuide[] = [
  {
    type: 2,
    name: "The Helper",
    overview: [
      "People who lead with Type 2 are warm, generous and attentive to others. They notice what people need, often before those people notice it themselves, and they step in to provide it. They are the ones who remember birthdays, bring a meal when someone is ill, and make a room feel welcoming. Many communities, families and workplaces run on the quiet care of Helpers.",
      "For a Two, closeness to people is often what gives life its meaning. Being needed can feel like being loved, and so Helpers may give more than they have, and find it much easier to offer help than to ask for it. Their own needs can slip to the bottom of the list, sometimes so far down that they stop noticing them. When their kindness goes unseen, it can hurt more than they let on.",
      "The Two's journey is often about learning that they are loved for who they are, not only for what they do. Their care is a real gift. It becomes freer, and lighter to carry, when they can also receive care, say what they need, and believe they matter on days when they have helped no one at all.",
    ],
    motivation: "To be loved and wanted, and to express love by caring for others.",
    fear: "Being unwanted, unloved or unneeded.",
    desire: "To feel loved for who they are, not only for what they give.",
    atBest:
      "At their best, Helpers are truly generous: they give freely, with no hidden expectation, and they also take good care of themselves. They are warm, encouraging and emotionally wise, and they help people grow rather than keeping them dependent. They can receive help with grace and say no without guilt.",
    everyday:
      "On an ordinary day, a Two tends to look outward: who needs something, who is upset, who could use a kind word. They may rearrange their plans to help, give advice freely, and feel good when someone turns to them. They may also keep a quiet tally of what they give.",
    underStrain:
      "Under strain, Helpers can become over-involved, a little possessive, or hurt and resentful when their efforts are not noticed. They may say yes to everything and then feel exhausted. They may find it hard to admit their own needs, and those needs may come out sideways, as complaints, illness or flashes of anger.",
    asWing:
      "A Two wing adds warmth and attention to people. It brings a readiness to help, a feel for what others need, and a wish to be close. It can also add a pull toward putting others first and finding it hard to say no.",
    growth:
      "Twos who are growing move toward the self-awareness of Type 4. They turn some of their generous attention inward and ask what they themselves feel, like and need. They become more honest about their feelings, more creative, and more able to enjoy things simply because they love them. Their giving becomes a choice instead of a requirement.",
    stress:
      "Under heavy stress, Twos can move toward the forcefulness of Type 8. After giving for a long time without being noticed, they may become demanding, blunt or angry, and may feel that after all they have done, they deserve more. This can be a signal that their own needs have gone unmet for too long.",
    strengths: [
      { title: "Warmth", text: "Twos make people feel welcome, seen and cared for. A kind word from a Helper can change someone's day." },
      { title: "Attunement", text: "They read the feelings in a room quickly and notice who is struggling, even when no one says so." },
      { title: "Generosity", text: "They give time, attention and practical help freely, often without being asked." },
      { title: "Encouragement", text: "They see the good in people and say so, which helps others believe in themselves." },
      { title: "Building connection", text: "They bring people together and keep families, friendships and groups connected over many years." },
      { title: "Practical care", text: "Their love is concrete: a meal, a lift, a phone call at the right moment." },
    ],
    blindSpots: [
      { title: "Forgetting their own needs", text: "Twos may put themselves last for so long that they no longer know what they need, until they are exhausted." },
      { title: "Hard to say no", text: "A request for help can feel impossible to refuse, even when saying yes costs them too much." },
      { title: "Hard to receive", text: "Accepting help can feel uncomfortable or even shameful, so they may turn it away." },
      { title: "Help with strings", text: "Without meaning to, a Two may give in order to be loved, and feel hurt when the love does not come back in the same way." },
      { title: "Unasked advice", text: "They may offer help or advice that no one asked for, which can feel intrusive to more private people." },
      { title: "Worth tied to usefulness", text: "A Two may measure their value by how much they are needed, which makes change, such as retirement or children leaving home, especially hard." },
    ],
    relationships: {
      close:
        "In close relationships, Helpers are devoted, affectionate and attentive. They want to be close and to be important to the people they love. Their partners may sometimes wish the Two would let them take care of them for a change. Relationships grow when the Two says what they truly need, and trusts that they will be loved even when they ask.",
      friendship:
        "As friends, Twos are the ones who remember, who call, and who show up. They are often the center of a wide circle. They may need friends who check on them in return, and who notice when the helper needs help.",
      work:
        "At work, Twos are supportive colleagues and caring leaders. They build good relationships and notice when people are struggling. They can grow by setting clear limits on their time, letting others solve their own problems, and speaking up for their own ideas and needs, not only for other people's.",
      whatHelps:
        "People close to a Two can help by thanking them specifically, asking how they are and waiting for a real answer, and offering help without being asked. A Two can help others by saying what they need directly rather than hoping it will be noticed.",
    },
    practices: [
      { title: "Pause before helping", text: "Before you offer help, pause and ask yourself: what do I need right now? Just notice the answer, even if you still choose to help." },
      { title: "Do one thing for yourself", text: "Twice a week, do something only because you enjoy it, with no one else benefiting: a book, a walk, a favorite song." },
      { title: "Accept help", text: "Let someone help you with one thing this week, and say thank you without apologizing or paying it back straight away." },
      { title: "Say one honest sentence", text: "Tell one person how you are really feeling, in one plain sentence, without turning the conversation back to them." },
      { title: "Practice a gentle no", text: "Once this week, say no to a request that would cost you too much. You can be kind and still decline." },
      { title: "Notice the tally", text: "If you catch yourself keeping score of what you have given, take it as a sign that one of your own needs is waiting to be met." },
      { title: "Ask before advising", text: "When someone shares a problem, ask whether they want advice or just someone to listen." },
    ],
    questions: [
      "What would I choose to do today if no one needed anything from me?",
      "Whose love do I still feel I have to earn?",
      "What is one need I have not said out loud?",
      "How do I feel when someone helps me?",
    ],
  },
  {
    type: 3,
    name: "The Achiever",
    overview: [
      "People who lead with Type 3 are energetic, capable and focused on goals. They know how to get things done, and they often do them well and quickly. They adapt easily to what a situation asks of them and tend to present themselves with confidence. Teams, families and communities often look to Threes to make things happen.",
      "For a Three, worth and achievement can become tightly linked. Feeling valued may seem to depend on doing well, being seen to succeed and avoiding failure. Threes may become so good at being what others admire that they lose touch with what they themselves feel. They can push their feelings aside to finish a task, and they may find it hard to slow down, even when they are tired.",
      "The Three's journey is often about discovering that they are valuable apart from what they achieve. Their drive and skill are real gifts. They become even more powerful when they are pointed at goals the Three truly cares about, and when the Three can rest, feel and be known without a performance.",
    ],
    motivation: "To feel valuable and worthwhile, and to succeed at what they set out to do.",
    fear: "Being worthless, a failure, or of no value apart from what they achieve.",
    desire: "To be admired and accepted, and to know their own worth from the inside.",
    atBest:
      "At their best, Achievers are authentic, inspiring and generous with their gifts. They set goals that reflect their real values, and they help others succeed too. They can enjoy a success without needing applause, and they can fail without feeling that they themselves are a failure. Their energy lifts everyone around them.",
    everyday:
      "On an ordinary day, a Three tends to plan, set targets and work efficiently through a list. They care how they come across, adjust easily to different people, and measure a good day by how much got done. Idle time can feel uncomfortable.",
    underStrain:
      "Under strain, Achievers can become driven, image conscious and competitive. They may work long hours, cut corners on rest and relationships, and hide difficulties behind a confident front. Feelings may be set aside for later, and later may not come.",
    asWing:
      "A Three wing adds drive and polish. It brings energy for goals, a feel for how things come across, and a practical focus on results. It can also add a pull toward busyness and caring a lot about how one is seen.",
    growth:
      "Threes who are growing move toward the loyalty and commitment of Type 6. They begin to work for the good of a group rather than for their own image, and they value trust and cooperation over being the star. They become more honest about doubts and more willing to ask others for help. Their achievements gain depth and meaning.",
    stress:
      "Under heavy stress, Threes can move toward the shutdown of Type 9. After pushing hard for a long time, they may lose motivation, drift, or numb out with easy habits. They may go quiet and disengaged. This can be a signal that the Three has been running on achievement instead of on what they truly want.",
    strengths: [
      { title: "Getting things done", text: "Threes turn plans into results. They know how to break a goal into steps and keep going until it is reached." },
      { title: "Energy", text: "They bring enthusiasm and momentum to a project, which often motivates others too." },
      { title: "Adaptability", text: "They read what a situation asks for and adjust quickly, whether the room calls for a leader, a listener or a salesperson." },
      { title: "Confidence", text: "They present themselves and their ideas well, which helps good ideas get a hearing." },
      { title: "Encouraging others", text: "Healthy Threes like to see others succeed and can be generous mentors and coaches." },
      { title: "Resilience", text: "They recover from setbacks quickly and look for the next way forward." },
    ],
    blindSpots: [
      { title: "Worth tied to success", text: "A Three may feel valuable only when achieving, which makes rest, illness or a setback feel threatening." },
      { title: "Feelings on hold", text: "They can push feelings aside to get a job done, and may lose touch with what they feel altogether." },
      { title: "Image over truth", text: "The wish to look good can lead a Three to hide struggles, even from people who could help." },
      { title: "Never enough", text: "Comparing progress with others can turn every success into a new target, with little time to enjoy what has been done." },
      { title: "Busyness", text: "Staying productive can crowd out relationships, rest and the quieter parts of life." },
      { title: "Fear of failure", text: "Avoiding being seen to fail can keep a Three from trying new things where they might not shine at first." },
    ],
    relationships: {
      close:
        "In close relationships, Achievers are committed, supportive and often great providers. They want a partner they can be proud of and who is proud of them. Their partners may wish for more unhurried time and more sharing of feelings. Relationships grow when the Three can be seen without polish, tired, unsure or sad, and finds that they are loved just the same.",
      friendship:
        "As friends, Threes are fun, encouraging and full of plans. They cheer others on. They may need friends who value them for who they are rather than what they do, and who invite them to simply be together without an agenda.",
      work:
        "At work, Threes often excel. They set goals, motivate teams and deliver. They can grow by checking that their goals are truly their own, sharing credit generously, and protecting time for rest and reflection, which usually improves their work too.",
      whatHelps:
        "People close to a Three can help by appreciating who they are, not only what they do, and by making failure safe to talk about. A Three can help others by slowing down to listen fully and by letting people see the person behind the achievements.",
    },
    practices: [
      { title: "Feel before doing", text: "Before you start your day's list, pause for one minute and ask: what am I feeling right now? Name it, even if you set it aside." },
      { title: "An unproductive hour", text: "Each week, spend one hour doing something with no goal and no result: a walk, music, sitting outside. Notice any restlessness and let it pass." },
      { title: "Share a struggle", text: "Tell one trusted person about something that is not going well, without presenting a solution." },
      { title: "Check the goal", text: "For one goal you are working on, ask: do I want this, or do I want to be seen having it? Let the honest answer guide you." },
      { title: "Celebrate others", text: "This week, notice and praise someone else's success, with no comparison to your own." },
      { title: "Try something you are not good at", text: "Take up a small activity where you will be a beginner, and let yourself enjoy learning rather than performing." },
      { title: "Rest before you are tired", text: "Plan a break before you reach the point of exhaustion, and keep it even when work is going well." },
    ],
    questions: [
      "Who am I when I am not achieving anything?",
      "Which of my goals are truly mine?",
      "What feeling have I been too busy to feel?",
      "Who loves me for reasons that have nothing to do with my success?",
    ],
  },
  {
    type: 4,
    name: "The Individualist",
    overview: [
      "People who lead with Type 4 are sensitive, expressive and deeply feeling. They are drawn to beauty, meaning and authenticity, and they want their lives to express something personal and real. They often feel things more intensely than others, and those feelings can stay with them for a long time. Many artists, writers and quietly creative people lead with Type 4.",
      "Fours often feel that they are different from other people, sometimes in a way that feels special and sometimes in a way that feels lonely. They may long for what is missing, notice what others seem to have that they lack, and feel hurt when people do not understand them. There can be a kind of comfort in sadness, because it feels true and deep.",
      "The Four's journey is often about finding that they are already whole, that nothing essential is missing from them. Their depth and honesty about feelings are real gifts to a world that often hurries past them. Those gifts grow stronger when the Four can also value the ordinary, act steadily whatever their mood, and let others in.",
    ],
    motivation: "To find and express their true self, and to be understood for who they really are.",
    fear: "Having no identity or personal significance, and being fundamentally flawed or missing something.",
    desire: "To be themselves fully, and to create a life that feels meaningful and real.",
    atBest:
      "At their best, Individualists are creative, emotionally honest and compassionate. They can sit with other people's pain without flinching, and they help others find words for what they feel. They turn their experience into something beautiful or meaningful, and they find deep joy in ordinary moments too.",
    everyday:
      "On an ordinary day, a Four tends to notice their inner weather closely. Moods can color how the whole day looks. They are drawn to what feels meaningful and may find routine or superficial conversation draining. They often express themselves through style, art, writing or the way they shape their space.",
    underStrain:
      "Under strain, Individualists can withdraw into their feelings, compare themselves unfavorably with others, and feel that no one understands. They may become moody, self-absorbed or stuck in longing for what is missing. Practical tasks can feel impossible while the feelings are strong.",
    asWing:
      "A Four wing adds depth and feeling. It brings a wish for authenticity, an eye for beauty and meaning, and an honest relationship with emotions. It can also add sensitivity to being misunderstood and a pull toward longing.",
    growth:
      "Fours who are growing move toward the discipline of Type 1. They act on their values steadily, whatever their mood, and they find that regular effort lets their creativity flourish. They become more objective and less swayed by passing feelings, while keeping their depth. Their sensitivity becomes grounded in practical, principled action.",
    stress:
      "Under heavy stress, Fours can move toward the clinging side of Type 2. They may try hard to be needed, to win reassurance or to hold onto people, and may feel hurt when their efforts are not returned. This can be a signal that the Four feels unseen and needs a steadier source of connection.",
    strengths: [
      { title: "Emotional honesty", text: "Fours name feelings that others avoid, which helps people feel less alone in their own." },
      { title: "Compassion", text: "They can stay with someone in pain without rushing to fix it, and people often feel deeply understood by them." },
      { title: "Creativity", text: "They see the world in their own way and can make something original from their experience." },
      { title: "Authenticity", text: "They want to be real, and they value the same in others. They tend to avoid pretense." },
      { title: "Depth", text: "They seek meaning and look beneath the surface, which can make conversations and relationships richer." },
      { title: "Appreciation of beauty", text: "They notice beauty in art, nature and small details, and they can help others notice it too." },
    ],
    blindSpots: [
      { title: "Something missing", text: "Fours may focus on what is lacking in their life, and overlook what is already there." },
      { title: "Comparison", text: "Seeing what others seem to have can leave a Four feeling that they are on the outside looking in." },
      { title: "Mood as master", text: "Strong feelings can decide what gets done, so important tasks wait for the right mood." },
      { title: "Holding onto sadness", text: "Sadness can feel familiar and even comforting, which can keep a Four in it longer than helps." },
      { title: "Feeling misunderstood", text: "A Four may expect not to be understood, and may pull away before others have had a real chance." },
      { title: "Avoiding the ordinary", text: "A dislike of feeling ordinary can make simple routines and everyday pleasures seem less worth having." },
    ],
    relationships: {
      close:
        "In close relationships, Individualists are deeply devoted, romantic and emotionally present. They long to be fully known. They may push a partner away and then long for them, or focus on what is missing in the relationship. Relationships grow when the Four can appreciate what is good and present, and say plainly what they need.",
      friendship:
        "As friends, Fours are loyal, understanding and wonderful company for a deep conversation. They are often the friend others call in a crisis. They may need friends who are steady, who do not take their moods personally, and who stay.",
      work:
        "At work, Fours bring originality, an eye for quality and care for meaning. They do their best work when it expresses something they believe in. They can grow by keeping steady routines, finishing work even when the inspiration fades, and accepting feedback without hearing it as a judgment of who they are.",
      whatHelps:
        "People close to a Four can help by listening to their feelings without trying to fix them, and by appreciating what makes them unique. A Four can help others by remembering that steady, quiet care is also love, even when it does not look dramatic.",
    },
    practices: [
      { title: "Notice what is here", text: "Each evening, write down three good things that are already in your life, however ordinary." },
      { title: "Act before the mood", text: "Choose one important task each day and do it whatever your mood. Let the feeling catch up afterward." },
      { title: "Let feelings move", text: "When a strong feeling comes, name it, notice where you feel it in your body, and let it pass without building a story around it." },
      { title: "Create regularly", text: "Give your creativity a steady slot in your week, even fifteen minutes, rather than waiting for inspiration." },
      { title: "Catch the comparison", text: "When you notice yourself comparing your life with someone else's, gently ask: what do I actually want here?" },
      { title: "Reach out steadily", text: "Keep in touch with one friend on a regular schedule, not only when feelings are strong." },
      { title: "Enjoy the ordinary", text: "Once a day, give full attention to a simple pleasure: a cup of coffee, a song, the light through a window." },
    ],
    questions: [
      "What is already here that I have been overlooking?",
      "What would I do today if my mood did not decide for me?",
      "Who has understood me better than I expected?",
      "What feels ordinary in my life that is actually precious?",
    ],
  },
];
