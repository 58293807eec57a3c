import type { TypeGuide } from "./guide-types";

/** Types 5, 6 and 7: the head (thinking) center, where security and a wish for certainty run the show. */
export const headTypeGuides: TypeGuide[] = [
  {
    type: 5,
    name: "The Investigator",
    overview: [
      "People who lead with Type 5 are curious, thoughtful and independent. They like to understand how things work before they take part, and they can study a subject in great depth. They often prefer to watch and think before they speak, and when they do speak, their words are usually considered. Many careful thinkers, specialists and quiet experts lead with Type 5.",
      "Fives tend to guard their time, energy and privacy. The world can seem to ask a lot, and they feel safest when they know enough to handle things on their own. They need plenty of time alone to recharge, and large gatherings or high emotional demands can leave them drained. They may be more at ease with ideas than with strong feelings, and they can get by on very little if it keeps them independent.",
      "The Five's journey is often about trusting that there is enough: enough energy, enough knowledge, enough support to step into life without fully preparing first. Their clear mind and calm observation are real gifts. They shine most when the Five brings them out of the study and into the world, and lets other people in.",
    ],
    motivation: "To understand the world, to be capable and competent, and to keep enough independence and energy.",
    fear: "Being helpless, overwhelmed, incapable or drained by demands they cannot meet.",
    desire: "To be capable and knowledgeable, and to feel secure in their own understanding.",
    atBest:
      "At their best, Investigators are wise, perceptive and generous with what they know. They combine deep understanding with real engagement, and they offer their insight freely. They can be present with people and feelings, not only ideas. Their calm and clarity help others see a situation as it really is.",
    everyday:
      "On an ordinary day, a Five tends to conserve energy, plan their time carefully and retreat to think. They enjoy learning, reading and mastering a subject. They may hold back from groups, say little until they are sure, and keep their private life private.",
    underStrain:
      "Under strain, Investigators can withdraw further, cut back on contact and needs, and retreat into their heads. They may become detached, secretive or dismissive of feelings, and may delay acting because they do not yet know enough. Isolation can grow quietly.",
    asWing:
      "A Five wing adds thoughtfulness and independence. It brings curiosity, a wish to understand before acting, and a need for time alone to think. It can also add some reserve, and a pull toward watching from the edge rather than joining in.",
    growth:
      "Fives who are growing move toward the confidence of Type 8. They act on what they know, take up space, and trust their own strength. They step out of observation and into the world, speaking up and leading when needed. They find that they have more energy than they thought, and that engagement can be energizing rather than draining.",
    stress:
      "Under heavy stress, Fives can move toward the scattered side of Type 7. They may become restless, distractible and hungry for new stimulation, jumping between ideas without settling. This can be a signal that the Five is overwhelmed and needs rest and steadiness rather than more input.",
    strengths: [
      { title: "Curiosity", text: "Fives want to know how things really work, and they will follow a question a long way." },
      { title: "Depth of knowledge", text: "They master subjects thoroughly, and people often come to them for careful, reliable understanding." },
      { title: "Calm observation", text: "They can stay clear headed when others are caught up in emotion, and see what is really going on." },
      { title: "Independence", text: "They are self-sufficient and resourceful, and they rarely depend on others to solve their problems." },
      { title: "Thoughtful speech", text: "They think before they speak, so their words are usually measured and worth hearing." },
      { title: "Respect for others' space", text: "They do not intrude, and they give people the same room they like for themselves." },
    ],
    blindSpots: [
      { title: "Withdrawing", text: "Fives may pull back from people when they most need connection, and others may read this as coldness." },
      { title: "Preparing instead of acting", text: "The wish to know enough first can keep a Five from acting until the moment has passed." },
      { title: "Keeping feelings at a distance", text: "They may think about feelings rather than feel them, and find strong emotions in others hard to be with." },
      { title: "Guarding too much", text: "Protecting time and energy can turn into holding back warmth, help or presence from people who want it." },
      { title: "Going without", text: "Getting by on very little can mean neglecting comfort, health or pleasure." },
      { title: "Privacy as a wall", text: "Keeping their life to themselves can leave even close people feeling shut out." },
    ],
    relationships: {
      close:
        "In close relationships, Investigators are loyal, respectful and quietly devoted. They show love through attention, understanding and reliability rather than displays. They need a partner who respects their need for time alone and does not take it as rejection. Relationships grow when the Five shares more of their inner world and stays present during emotional moments.",
      friendship:
        "As friends, Fives are steady, interesting and undemanding. They often have a few deep friendships rather than many. They may need friends who are patient, who enjoy ideas, and who invite them gently without pressure.",
      work:
        "At work, Fives are careful, expert and independent. They do their best work with time to think and freedom from constant interruption. They can grow by sharing ideas before they are fully formed, speaking up in meetings, and building working relationships, not only knowledge.",
      whatHelps:
        "People close to a Five can help by giving notice of plans, respecting their need for space, and asking for their view directly. A Five can help others by letting them know when they need time alone, so that the withdrawal is not mistaken for distance.",
    },
    practices: [
      { title: "Act before you are ready", text: "Choose one small thing this week that you would normally research first, and do it with what you already know." },
      { title: "Feel it in the body", text: "When a feeling comes up, notice where it sits in your body before you start thinking about it." },
      { title: "Share something personal", text: "Tell one trusted person something about your inner life that you would usually keep to yourself." },
      { title: "Plan recharging time", text: "Schedule your alone time on purpose, so you can also say yes to people without feeling drained." },
      { title: "Stay a little longer", text: "At your next gathering, stay ten minutes longer than you want to, and notice what happens." },
      { title: "Allow some comfort", text: "Give yourself one small comfort or pleasure you would normally do without." },
      { title: "Move the energy", text: "Take regular physical activity: a walk, a swim, a bike ride. It helps many Fives come out of their heads and into their lives." },
    ],
    questions: [
      "What would I do if I trusted that I know enough already?",
      "Who would I like to let a little further in?",
      "What am I saving my energy for?",
      "What feeling have I been thinking about instead of feeling?",
    ],
  },
  {
    type: 6,
    name: "The Loyalist",
    overview: [
      "People who lead with Type 6 are loyal, responsible and alert. They notice what could go wrong, and they like to have a plan in case it does. They value trust, and they stick with people and groups through good times and bad. Families, teams and communities are often safer and steadier because a Six is looking out for them.",
      "Sixes often live with a background hum of worry. They may second-guess their own decisions, ask others for their opinion before making up their mind, and find it hard to trust people until they have proven themselves. Some Sixes respond to fear by seeking safety and support; others push against it by questioning authority or facing the danger head on. Either way, a wish for security is near the center.",
      "The Six's journey is often about finding a steady inner trust: trust in their own judgment and in their ability to handle what comes. Their loyalty, courage and care are real gifts. They become lighter to carry when the Six can meet worry with calm and recognize how much strength they already have.",
    ],
    motivation: "To feel safe and supported, and to have something steady to rely on.",
    fear: "Being without support or guidance, and being unable to cope with what comes.",
    desire: "To have security, and to trust themselves and others.",
    atBest:
      "At their best, Loyalists are courageous, steady and deeply trustworthy. They face fears rather than being ruled by them, and they trust their own inner guidance. They build strong communities, stand by people faithfully, and bring a practical, warm common sense to any situation.",
    everyday:
      "On an ordinary day, a Six tends to scan for problems, plan for contingencies and check in with trusted people. They work hard and keep their commitments. They may ask many questions, seek reassurance, and feel uneasy when they do not know what is coming next.",
    underStrain:
      "Under strain, Loyalists can become anxious, suspicious or defensive. Worry may take over, and they may see threats where there are none, or swing between doubting themselves and doubting everyone else. Decisions can feel impossible, and they may lean heavily on others or push them away.",
    asWing:
      "A Six wing adds loyalty and caution. It brings a sense of responsibility, a wish for security, and an eye for what could go wrong. It can also add some worry and a tendency to second-guess decisions.",
    growth:
      "Sixes who are growing move toward the calm of Type 9. They relax their guard, trust the flow of life a little more, and feel at ease without needing every risk covered. They become more accepting and less reactive. Their loyalty stays strong, but worry no longer drives it.",
    stress:
      "Under heavy stress, Sixes can move toward the image-focused busyness of Type 3. They may throw themselves into work, try to prove their worth, or present a confident front while feeling unsure inside. This can be a signal that the Six is trying to outrun a fear rather than face it.",
    strengths: [
      { title: "Loyalty", text: "Sixes stand by people and causes through good times and bad. Their commitment is deep and lasting." },
      { title: "Responsibility", text: "They take their duties seriously and can be counted on to do what they said." },
      { title: "Foresight", text: "They see problems coming and prepare for them, which protects the people around them." },
      { title: "Courage", text: "Many Sixes are brave precisely because they feel fear and act anyway." },
      { title: "Building trust", text: "They create strong bonds and communities where people look out for each other." },
      { title: "Questioning", text: "They do not accept claims at face value, which makes them good at spotting weak plans and false promises." },
    ],
    blindSpots: [
      { title: "Worry", text: "Sixes may spend a lot of energy on what could go wrong, including things that never happen." },
      { title: "Self-doubt", text: "They may second-guess their decisions and look to others for answers they already have." },
      { title: "Slow to trust", text: "Testing people before trusting them can keep good relationships at a distance." },
      { title: "Worst-case thinking", text: "Planning for the worst can turn into expecting it, which colors how the present feels." },
      { title: "Reacting to authority", text: "They may lean too heavily on people in charge, or push against them too quickly." },
      { title: "Uncertainty", text: "Not knowing what is coming next can feel so uncomfortable that they rush a decision or avoid one." },
    ],
    relationships: {
      close:
        "In close relationships, Loyalists are faithful, caring and protective. They want a partner they can rely on completely. Worry may come out as questions, checking or doubt, which a partner can mistake for mistrust. Relationships grow when the Six can name their fear directly and let their partner reassure them, and when they learn to trust the good that is already there.",
      friendship:
        "As friends, Sixes are steadfast and supportive, and they are often the friend who remembers to check in. They bring humor and warmth once trust is built. They may need friends who are consistent and who keep their word.",
      work:
        "At work, Sixes are dependable, hard working and good at spotting risks. They make strong team members and protective leaders. They can grow by trusting their own judgment, making decisions without polling everyone first, and balancing caution with a willingness to try.",
      whatHelps:
        "People close to a Six can help by being consistent, keeping promises, and taking their concerns seriously rather than dismissing them. A Six can help others by sharing the fear behind their questions, so that reassurance can reach the right place.",
    },
    practices: [
      { title: "Write the worry down", text: "When a worry circles, write it down, then write what you would do if it happened. Often the plan settles the worry." },
      { title: "Trust one decision", text: "This week, make one decision without asking anyone else's opinion, and stand by it." },
      { title: "Check the evidence", text: "When you expect the worst, ask: what actually happened last time? Let the facts answer, not the fear." },
      { title: "Calm the body", text: "Slow breathing, a walk or gentle stretching can quiet the body's alarm so the mind can follow." },
      { title: "Name your strengths", text: "List three hard things you have already handled. Read the list when doubt gets loud." },
      { title: "Enjoy the present", text: "Once a day, notice one moment when nothing is wrong, and stay with it for a minute." },
      { title: "Say the fear out loud", text: "Tell a trusted person what you are afraid of, plainly. Fear often shrinks when it is spoken." },
    ],
    questions: [
      "What do I know, deep down, before I ask anyone else?",
      "Which of my worries has actually come true, and how did I cope?",
      "Who have I trusted rightly, and what did that teach me?",
      "What would I do today if I felt safe?",
    ],
  },
  {
    type: 7,
    name: "The Enthusiast",
    overview: [
      "People who lead with Type 7 are lively, optimistic and curious about everything. They love new experiences, ideas and plans, and they tend to see possibilities where others see problems. They are often the ones who suggest something fun, bring energy to a gathering, and look on the bright side even when things are hard.",
      "Sevens like to keep their options open. Limits and routines can feel confining, and boredom can feel almost painful. When something hurts, a Seven may move on quickly, keep busy, or plan the next adventure rather than stay with the feeling. They often have more ideas than time, and may start more than they finish.",
      "The Seven's journey is often about finding that there is deep satisfaction in staying: with one path, one feeling, one moment. Their joy and imagination are real gifts. They become richer when the Seven can also hold sadness, follow through, and find that the present moment is often enough.",
    ],
    motivation: "To be happy and free, to enjoy life fully, and to avoid pain and limitation.",
    fear: "Being trapped in pain, deprived, bored or limited.",
    desire: "To be satisfied and content, and to have their needs met.",
    atBest:
      "At their best, Enthusiasts are joyful, grateful and deeply present. They bring light to others and can also sit with difficulty without running from it. They focus their many gifts on what matters most and follow through. Their optimism is grounded, and their enjoyment of life is contagious.",
    everyday:
      "On an ordinary day, a Seven tends to move quickly between plans, ideas and people. They like variety, look forward to the next thing and keep their schedule full. They may reframe problems positively and prefer not to dwell on what is going wrong.",
    underStrain:
      "Under strain, Enthusiasts can become scattered, impulsive or restless. They may keep busier than ever, take on too much, and avoid anything painful. Commitments can slide, and the people around them may feel that the Seven is never quite there.",
    asWing:
      "A Seven wing adds lightness and curiosity. It brings optimism, a love of new experiences, and a quick, playful mind. It can also add restlessness and a pull toward moving on from difficult feelings quickly.",
    growth:
      "Sevens who are growing move toward the focus of Type 5. They slow down, go deep rather than wide, and find satisfaction in understanding one thing well. They become more able to stay with a feeling, think things through, and enjoy quiet. Their enthusiasm gains depth and staying power.",
    stress:
      "Under heavy stress, Sevens can move toward the critical side of Type 1. They may become irritable, rigid or perfectionistic, and may criticize others for getting in the way. This can be a signal that the Seven's freedom feels threatened, and that something painful needs attention.",
    strengths: [
      { title: "Optimism", text: "Sevens see the bright side and help others believe that good things are possible." },
      { title: "Enthusiasm", text: "Their energy is infectious. They bring fun, color and momentum to family life, friendships and work." },
      { title: "Imagination", text: "They come up with ideas quickly and see connections others miss." },
      { title: "Resilience", text: "They bounce back from setbacks and keep looking for a way forward." },
      { title: "Openness", text: "They are eager to try new things, meet new people and learn from many sources." },
      { title: "Generosity of spirit", text: "They love to share good experiences and often make sure everyone is included in the fun." },
    ],
    blindSpots: [
      { title: "Avoiding pain", text: "Sevens may move on from painful feelings so quickly that they never fully work through them." },
      { title: "Keeping busy", text: "A full schedule can be a way of not dwelling on problems that need attention." },
      { title: "Scattered focus", text: "Having more ideas than time can mean that many projects start and few finish." },
      { title: "Fear of missing out", text: "Keeping options open can make it hard to commit, because every choice closes a door." },
      { title: "Reframing too fast", text: "Looking on the bright side can brush past someone else's sadness, or their own." },
      { title: "Restlessness", text: "Routine and sameness can feel so uncomfortable that stable, good things get left behind." },
    ],
    relationships: {
      close:
        "In close relationships, Enthusiasts are fun, affectionate and generous. They want a partner who shares their zest for life. Their partners may sometimes wish for more depth, follow-through or time spent on difficult conversations. Relationships grow when the Seven can stay with hard feelings together and find that closeness deepens through them.",
      friendship:
        "As friends, Sevens are great company: full of plans, stories and laughter. They have wide circles and love bringing people together. They may need friends who invite them to slow down and who gently keep them to their commitments.",
      work:
        "At work, Sevens are creative, quick and energizing. They thrive on variety and new projects. They can grow by finishing what they start, staying with the less exciting parts of a job, and listening to concerns before jumping to solutions.",
      whatHelps:
        "People close to a Seven can help by sharing their enthusiasm while also holding space for serious conversations. A Seven can help others by staying in the room, literally and emotionally, when something painful is being said.",
    },
    practices: [
      { title: "Stay five minutes", text: "When a painful feeling arrives, stay with it for five minutes before doing anything else. Notice that it is survivable." },
      { title: "Finish one thing", text: "Choose one project you have started and finish it before starting anything new." },
      { title: "One thing at a time", text: "For one hour a day, do only one thing, with full attention, and let the other ideas wait on a list." },
      { title: "Savor rather than seek", text: "At the end of a good experience, pause to savor it before planning the next one." },
      { title: "Quiet time", text: "Spend a short time each day in silence, without music, screens or plans." },
      { title: "Listen without fixing", text: "When someone shares a problem, resist offering a bright side. Ask how it feels instead." },
      { title: "Commit on purpose", text: "Make one commitment this week that closes an option, and notice what you gain by it." },
    ],
    questions: [
      "What feeling am I keeping busy to avoid?",
      "What would I find if I stayed with one thing a little longer?",
      "Which commitments have given me more than any option ever did?",
      "What is already enough, right now?",
    ],
  },
];
