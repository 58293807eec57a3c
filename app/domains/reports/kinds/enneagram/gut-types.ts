import type { TypeGuide } from "./guide-types";

/** Types 8, 9 and 1: the gut (instinctive) center, where anger and a sense of control run the show. */
export const gutTypeGuides: TypeGuide[] = [
  {
    type: 8,
    name: "The Challenger",
    overview: [
      "People who lead with Type 8 meet life head on. They are direct, energetic and protective, and they tend to see quickly where the power sits in any room. They would rather know the hard truth than be handled with soft words, and they usually offer others the same plain speaking. When something needs doing, they step forward, and when someone is being treated unfairly, they are often the first to say so.",
      "Underneath the strength there is usually a tender heart that the Challenger keeps well guarded. Many Eights learned early that the world can be rough, and that the safest place to stand is on your own two feet. Showing weakness can feel dangerous, so they keep their softer feelings for a very small circle, sometimes for no one at all. The people they love get fierce loyalty, generosity and protection.",
      "The Eight's energy is big. It fills a room, it gets things moving, and it can carry a family or a team through a hard season. The same energy, turned up too high, can feel overwhelming to quieter people. Much of an Eight's growth is learning that their strength is safest when it is shared, and that letting someone in is not the same as losing control.",
    ],
    motivation: "To stay strong and in charge of their own life, and to protect themselves and the people they care about.",
    fear: "Being controlled, betrayed or harmed by others, and being left weak or vulnerable.",
    desire: "To be free to follow their own path, and to use their strength for something good.",
    atBest:
      "At their best, Challengers are big-hearted protectors. They use their strength to lift others up, stand by people who cannot stand up for themselves, and create room for everyone around them to grow. Their honesty is a gift: people always know where they stand, and they feel safer for it. A mature Eight can be gentle without feeling threatened by gentleness.",
    everyday:
      "On an ordinary day, an Eight tends to take charge, make quick decisions and push through obstacles. They enjoy challenge and intensity, and they may find small talk or slow processes frustrating. They test people, sometimes without meaning to, to find out who is trustworthy and who will stand their ground.",
    underStrain:
      "Under strain, Challengers can become more controlling, blunt or confrontational. They may push harder when they feel pushed, and they can miss how much their words land on others. They may also work or play to excess, running on energy instead of rest, and they may close the door on anyone who seems to have let them down.",
    asWing:
      "An Eight wing adds backbone and directness. It brings a readiness to speak up, to take charge when needed, and to protect what matters. People with this wing often have a little more fire and a little less patience with vagueness than others of their main type.",
    growth:
      "Eights who are growing move toward the open heart of Type 2. They let their care show instead of hiding it behind toughness. They notice what others need and offer it freely, not as a show of strength but as a simple act of love. They find that being gentle does not make them weak, and that people trust them more when they see the softness underneath.",
    stress:
      "Under heavy stress, Eights can move toward the withdrawal of Type 5. After pushing hard for a long time, they may suddenly pull back, go quiet, and retreat to think and plan alone. They may become secretive, guarded and short of energy. Noticing this shift can be a useful signal that the Eight has been carrying too much on their own for too long.",
    strengths: [
      { title: "Courage", text: "Eights tend to face hard things rather than avoid them. They can walk into a difficult conversation or a crisis and stay steady while others freeze." },
      { title: "Protectiveness", text: "They stand up for people who cannot stand up for themselves. A child, a colleague or a friend in trouble often finds an Eight at their side." },
      { title: "Honesty", text: "They say what they mean. People rarely have to guess what an Eight thinks, and many come to value that plain speaking." },
      { title: "Decisiveness", text: "They can weigh a situation quickly and act. When a group is stuck, an Eight often gets it moving again." },
      { title: "Energy and drive", text: "They bring enthusiasm and stamina to what they care about, and they can carry a project or a family through a long, demanding stretch." },
      { title: "Loyalty", text: "Once an Eight trusts someone, they stay loyal through good times and bad, and they will go a long way to keep that person safe." },
    ],
    blindSpots: [
      { title: "Intensity that overwhelms", text: "What feels like ordinary directness to an Eight can feel like force to someone quieter. They may not notice that others have stopped speaking up." },
      { title: "Hiding vulnerability", text: "Eights can keep their hurt so well hidden that even the people closest to them do not know when they need care." },
      { title: "Control", text: "Wanting to stay in charge can turn into needing to be in charge, which can leave others feeling managed rather than trusted." },
      { title: "All or nothing", text: "Eights may see people as for them or against them, with little room in between, and a single letdown can end a relationship." },
      { title: "Running on empty", text: "They may ignore tiredness, pain or illness, because slowing down feels like giving in." },
      { title: "Anger as the first feeling", text: "Sadness, fear and hurt often come out as anger first, which can hide what is really going on, even from the Eight." },
    ],
    relationships: {
      close:
        "In close relationships, Challengers are protective, generous and fiercely loyal. They want a partner who can hold their own, speak honestly and not be crushed by an argument. Trust is everything: once it is broken, it is hard for an Eight to rebuild. Their partners often say that the tenderness is there, but it takes time and safety before it shows.",
      friendship:
        "As friends, Eights are the ones who turn up when it counts: to help with a move, to stand beside you at a hard meeting, to say the thing no one else will say. They enjoy friends who are direct and who do not take offense easily. They may need reminding that some friends want comfort more than solutions.",
      work:
        "At work, Eights often rise to lead, whether or not they hold the title. They move quickly, take responsibility and defend their team. They work best with clear authority and room to act. They can grow by inviting more input, slowing down before big decisions, and noticing when their strength is leaving others little room.",
      whatHelps:
        "People close to an Eight can help by being straight with them, standing their ground respectfully, and not mistaking bluntness for cruelty. An Eight can help others by naming softer feelings out loud now and then, even briefly, so that the people who love them know how to love them back.",
    },
    practices: [
      { title: "Pause before pushing", text: "When you feel the urge to push back hard, take three slow breaths first. Then ask yourself what you are protecting. Often it is something tender." },
      { title: "Name one soft feeling a day", text: "At the end of the day, name one feeling that was not anger: worry, sadness, tenderness, tiredness. Write it down or say it to someone you trust." },
      { title: "Ask for input", text: "In one decision this week, ask someone quieter for their view before you give yours, and let their answer shape what you do." },
      { title: "Rest as strength", text: "Plan one stretch of real rest each week, with nothing to win or fix. Treat it as maintenance for your strength, not a sign of weakness." },
      { title: "Check your volume", text: "Ask one person close to you whether you sometimes come across as stronger than you mean to. Listen to the answer without defending yourself." },
      { title: "Let someone help", text: "Accept help with one small thing, and let the other person do it their way." },
      { title: "Protect gently", text: "When you step in for someone, ask first what kind of help they want. Sometimes standing beside them is better than standing in front." },
    ],
    questions: [
      "What am I protecting when I push back hard?",
      "Who in my life has earned a look at my softer side?",
      "Where could I lead by listening instead of by deciding?",
      "What would it mean to be strong and rested at the same time?",
    ],
  },
  {
    type: 9,
    name: "The Peacemaker",
    overview: [
      "People who lead with Type 9 bring calm with them. They are easygoing, accepting and kind, and they have a rare gift for seeing every side of a disagreement. Others often feel comfortable around them, because a Nine rarely judges and rarely makes demands. In families and teams, they are often the quiet glue that holds everyone together.",
      "Peacemakers value harmony, inside and out. Conflict can feel so unsettling that they will go a long way to avoid it, sometimes by going along with what others want, sometimes by quietly not noticing a problem at all. Over time, many Nines find that their own wishes have become hard to hear. They may know what everyone else wants for dinner long before they know what they want themselves.",
      "The Nine's journey is often about waking up to their own presence. Their calm is real and precious, and it is even stronger when it includes their own voice. A Nine who speaks up, makes choices and takes up space does not lose their peace; they usually find a deeper one.",
    ],
    motivation: "To keep inner and outer peace, to avoid conflict, and to feel at one with the people and world around them.",
    fear: "Loss and separation: being cut off from others, or having the peace of their life disrupted.",
    desire: "To have peace of mind and steady, comfortable connection with others.",
    atBest:
      "At their best, Peacemakers are grounded, present and quietly strong. They bring people together, help opposing sides hear each other, and make room for everyone. They know what they want and say so kindly. Their acceptance of others comes from a settled heart rather than from a wish to avoid trouble.",
    everyday:
      "On an ordinary day, a Nine tends to go with the flow. They like a steady routine, familiar comforts and a calm atmosphere. They may put off decisions, say yes to keep things smooth, and fill their time with pleasant, easy tasks while the important ones wait.",
    underStrain:
      "Under strain, Peacemakers can become stubborn in a quiet way: agreeing on the surface while not budging underneath. They may numb out with routine, television, food or sleep, or simply drift. Anger they have not expressed can build up and come out sideways, as a shrug, a delay or a sudden refusal.",
    asWing:
      "A Nine wing adds calm and patience. It softens the edges of the main type, making people more easygoing, more accepting of others and more able to see another point of view. It can also add a pull toward avoiding conflict and putting things off.",
    growth:
      "Nines who are growing move toward the energy of Type 3. They set goals that matter to them and take steady steps toward them. They begin to value their own time and effort, and they notice how good it feels to finish something they chose. Their calm becomes active: peaceful, and also purposeful.",
    stress:
      "Under heavy stress, Nines can move toward the worry of Type 6. They may become anxious, suspicious or unusually busy with small concerns, and they may look for reassurance from others. This can be a signal that a Nine has been pushing down a problem or a feeling that needs attention.",
    strengths: [
      { title: "Acceptance", text: "Nines take people as they are. Others often feel at ease with them because they do not feel judged." },
      { title: "Seeing all sides", text: "They can hold several points of view at once, which makes them wise mediators and fair listeners." },
      { title: "Calm under pressure", text: "Their steadiness can settle a tense room, a worried child or a heated meeting." },
      { title: "Patience", text: "They are willing to wait, to let things unfold, and to give people time to find their own way." },
      { title: "Supportiveness", text: "They are reliable, gentle supporters of the people they care about, often in quiet, practical ways." },
      { title: "Humility", text: "They rarely seek the spotlight, and they are happy to let others shine." },
    ],
    blindSpots: [
      { title: "Losing their own voice", text: "Nines may go along with others for so long that they lose track of what they themselves want, think or feel." },
      { title: "Putting things off", text: "Decisions they would rather not face can wait a long time, sometimes until the choice is made for them." },
      { title: "Peace at any price", text: "Avoiding conflict can mean that real problems go unspoken and grow larger over time." },
      { title: "Quiet stubbornness", text: "A Nine may say yes and then simply not do it. Others can find this more frustrating than an open no." },
      { title: "Numbing out", text: "Comfortable routines can become a way of not feeling. Hours can slip away in easy habits while what matters waits." },
      { title: "Playing themselves down", text: "Nines often play down their own problems and needs, so the people around them may not realize when they are struggling." },
    ],
    relationships: {
      close:
        "In close relationships, Peacemakers are warm, loyal and easy to be with. They adapt to their partner, often so smoothly that they lose their own shape a little. Their partners may wish for more of the Nine's own opinions and wishes. Relationships grow when the Nine can say what they want, disagree kindly, and trust that a little conflict will not break the bond.",
      friendship:
        "As friends, Nines are comfortable, accepting and loyal over many years. They are good company on a long walk or a quiet evening. They may need friends who ask them directly what they think, and who wait for the answer.",
      work:
        "At work, Nines are steady, cooperative and fair. They are often good at bringing a team together and keeping the peace. They can grow by setting their own priorities early in the day, speaking up in meetings, and tackling the hardest task first rather than last.",
      whatHelps:
        "People close to a Nine can help by asking for their opinion, giving them time to form it, and not rushing to fill the silence. A Nine can help others by saying a small no when they mean no, so that their yes can be trusted fully.",
    },
    practices: [
      { title: "Start with your own priority", text: "Each morning, before you check on anyone else, write down the one thing you most want to get done today. Do it before the easy tasks." },
      { title: "Notice the drift", text: "When you catch yourself sliding into an easy habit, pause and ask: is this what I want right now, or a way of not deciding?" },
      { title: "Practice a kind no", text: "Once this week, say no to a small request you would normally accept. Notice that the relationship survives." },
      { title: "Name a preference", text: "When someone asks where to eat or what to watch, give a real answer instead of saying you do not mind." },
      { title: "Move your body", text: "A daily walk or stretch helps many Nines come back into their own energy and notice what they feel." },
      { title: "Let anger speak early", text: "When something bothers you, say so within a day, calmly and briefly, before it goes underground." },
      { title: "Finish one thing", text: "Choose one task you have been putting off and break it into small steps. Take the first step today." },
    ],
    questions: [
      "What do I want, if no one else's wishes counted for a moment?",
      "Which conflict am I avoiding, and what is it costing me?",
      "Where have I been saying yes when I meant no?",
      "What would it feel like to take up a little more space?",
    ],
  },
  {
    type: 1,
    name: "The Perfectionist",
    overview: [
      "People who lead with Type 1 care deeply about doing things right. They are principled, conscientious and fair, and they notice quickly when something falls short of how it should be. They often carry a clear sense of right and wrong and a strong wish to make the world a little better than they found it. Others rely on them because they follow through.",
      "Ones usually live with a strong inner voice that comments on how they are doing. At its best, this voice is a wise guide. At its worst, it is a harsh critic that is never quite satisfied. Many Ones hold themselves to standards they would never expect of anyone else, and they can find it hard to rest while something is still unfinished or not quite right.",
      "The One's journey is often about softening that inner voice without losing their integrity. Their sense of what is good is a real gift to the people around them. It shines brightest when it includes kindness toward themselves, room for mistakes and a little space for joy.",
    ],
    motivation: "To be good, to do what is right, and to improve things.",
    fear: "Being wrong, bad or corrupt, and being criticized for falling short.",
    desire: "To feel that they are good and whole, and to live with integrity.",
    atBest:
      "At their best, Perfectionists are wise, fair and gracious. They hold high standards with a light touch, accept that people and things can be good without being perfect, and inspire others by example rather than by correction. Their integrity is steady, and their sense of humor about their own mistakes makes them easy to be around.",
    everyday:
      "On an ordinary day, a One tends to notice what needs fixing, organize their time carefully and work hard to do things properly. They may feel responsible for more than their share, and they may hold back their irritation because showing it feels wrong.",
    underStrain:
      "Under strain, Perfectionists can become rigid, critical and tense. The inner critic gets louder, and its voice may turn outward, onto a partner, a colleague or a child. Ones may work longer and rest less, and resentment can build when others do not seem to try as hard.",
    asWing:
      "A One wing adds principle and care for quality. It brings a sense of duty, a wish to do things properly and a clear inner compass. It can also add a stricter inner critic and some impatience with carelessness.",
    growth:
      "Ones who are growing move toward the lightness of Type 7. They allow themselves to play, to try something new without getting it right, and to enjoy life before every job is done. They find that joy does not lower their standards; it gives them the energy to keep them. Their seriousness becomes warmer and more spontaneous.",
    stress:
      "Under heavy stress, Ones can move toward the moodiness of Type 4. They may feel misunderstood, sad or resentful that no one else seems to care as much, and they may withdraw into their feelings. This can be a signal that a One has been carrying too much responsibility and too little rest.",
    strengths: [
      { title: "Integrity", text: "Ones mean what they say and do what they promise. People trust them because their word holds." },
      { title: "Fairness", text: "They care about what is right for everyone, not only what is easy or popular." },
      { title: "Conscientiousness", text: "They take care over details, follow through on commitments and finish what they start." },
      { title: "Improvement", text: "They see how things could be better and have the patience to make them better, one step at a time." },
      { title: "Responsibility", text: "They step up when something needs doing and rarely leave a mess for others to clean up." },
      { title: "Clarity", text: "They can see what matters in a situation and put it plainly, which helps others decide." },
    ],
    blindSpots: [
      { title: "The harsh inner critic", text: "Ones can be very hard on themselves, and may struggle to forgive their own mistakes long after others have forgotten them." },
      { title: "One right way", text: "Believing there is a right way to do things can make it hard to accept that other ways might work just as well." },
      { title: "Hidden anger", text: "Ones often hold back their anger because it feels wrong to show it. It can leak out as tension, criticism or resentment." },
      { title: "Difficulty resting", text: "They may find it hard to relax until everything is finished, and it rarely is." },
      { title: "Correcting others", text: "What a One means as help can land as criticism, especially with people who feel their efforts are never quite enough." },
      { title: "All work, little play", text: "Pleasure can feel like something to be earned later, so it keeps being put off." },
    ],
    relationships: {
      close:
        "In close relationships, Perfectionists are loyal, responsible and devoted. They show love by doing things well and keeping their promises. Their partners may sometimes feel measured against a high standard. Relationships grow when the One can say what they need directly, rather than correcting, and when they let their partner do things a different way.",
      friendship:
        "As friends, Ones are dependable and honest. They remember what they said they would do and they do it. They may need friends who can help them laugh at themselves and who invite them to play before the work is finished.",
      work:
        "At work, Ones are careful, principled and hard working. They set high standards and often raise the standards of those around them. They can grow by delegating without checking every detail, praising as readily as they correct, and accepting good enough when good enough is what the job needs.",
      whatHelps:
        "People close to a One can help by noticing and thanking them for their effort, and by taking their concerns seriously. A One can help others by sharing the reason behind a standard and by saying what they feel before it turns into irritation.",
    },
    practices: [
      { title: "Answer the critic", text: "When your inner critic speaks, write down what it said. Then write what a kind, fair friend would say instead. Read the second one out loud." },
      { title: "Good enough on purpose", text: "Choose one small task this week and do it well enough, not perfectly. Notice what happens, and what does not." },
      { title: "Schedule play", text: "Put something enjoyable in your calendar before your work is done, and keep the appointment." },
      { title: "Feel the anger early", text: "When you feel a flash of irritation, name it to yourself: I am annoyed. Then ask what you need, and say it plainly." },
      { title: "Notice what is right", text: "At the end of each day, write down three things that went well, including one thing someone else did well." },
      { title: "Let another way stand", text: "Once this week, let someone do a job their way without correcting it, even if you would have done it differently." },
      { title: "Body before work", text: "Take five minutes to stretch or breathe slowly before you start the day's tasks. Tension often lives in a One's shoulders and jaw." },
    ],
    questions: [
      "Whose voice is my inner critic really speaking in?",
      "What would I enjoy today if nothing needed to be fixed first?",
      "Where could good enough be truly good?",
      "What am I angry about that I have not said out loud?",
    ],
  },
];
