import { guidanceFor, guidedThemeIds } from "../../template/guidance-library";
import { choose } from "../../template/guidance/blocks/variety";

/**
 * Other wordings of each theme's mechanism (issue 28): the same loop in different plain words, so
 * two clients with the same theme rarely read the same chain. The library's own wording
 * (`guidanceFor(id).mechanism`) is always one of the choices; "section" is the fallback themes'.
 * General words about how a loop works, never a fact about the client.
 */
export const mechanismWordings: Record<string, readonly string[]> = {
  communication: [
    "When one partner pulls back from a hard subject, the other tends to push harder, and the pushing makes pulling back feel safer. Each move makes sense, but together they stop the subject from being settled, so it keeps coming back.",
    "A hard subject comes up; one partner goes quiet, the other presses, and the pressing makes going quiet feel safer still. Neither is wrong alone, yet between them the subject never gets finished, and so it returns.",
    "If one partner steps away when something hard is raised, the other often presses more, and that makes stepping away feel even safer. Both reactions make sense, and together they leave the subject unsettled, so it comes up again and again.",
    "Pushing and pulling back feed each other: the more one partner pulls back from a hard subject, the harder the other pushes, and the safer pulling back feels. Each step makes sense alone, but the subject is never settled, so it keeps returning.",
  ],
  conflict: [
    "When an argument just stops in silence, each person keeps their own version of it. Next time the subject comes up, both carry the old hurt along with the new, so it starts hotter, ends sooner, and the loop goes round again.",
    "Silence after a disagreement leaves two private versions of what happened. When the subject returns, each brings the earlier hurt as well as the fresh one, so the argument heats up faster, breaks off sooner, and repeats.",
    "A quarrel that is dropped rather than mended stays alive in each person's memory, in their own version. The next round starts with the old hurt already there, so it flares sooner and ends sooner, and the pattern comes back.",
    "If a disagreement ends without repair, each person is left holding their side of it. The old hurt then joins the new one the next time, which makes the argument hotter and shorter, and keeps the cycle going.",
  ],
  trust: [
    "When partners keep feelings to themselves to spare each other worry, each is left to guess what the other feels. Guesses are often more anxious than the truth, and acting on them can build the very distance both wanted to avoid.",
    "Keeping feelings private to avoid worry leaves each partner guessing. A guess tends to be darker than what is really felt, and acting on it can open the distance the silence was meant to prevent.",
    "Feelings held back to avoid worry leave a gap, and each partner fills it with guesses about the other. Those guesses are often more anxious than the truth, and living by them can create the distance each feared.",
    "If each partner keeps feelings quiet so as not to worry the other, both end up guessing. Guesses run more anxious than the facts, so acting on them can bring about the very distance they hoped to avoid.",
  ],
  closeness: [
    "As close moments grow rare, each partner may start to doubt the other would welcome a touch or a kind word, and so reaches out less. Fewer tries mean fewer close moments, and the doubt grows, even if both would like more affection.",
    "When closeness fades, each partner can wonder whether reaching out is still wanted, and holds back. Holding back brings fewer close moments, which feeds the doubt, even when both partners would welcome more warmth.",
    "Rare closeness can leave each partner unsure of the other's welcome, so both reach out less. With less reaching out there are fewer warm moments, and the doubt grows, even though both may want more affection.",
    "Less closeness makes it harder to be sure the other still wants it, so each reaches out less. Fewer reaches mean fewer close moments, which deepens the doubt, even when more affection would be welcome on both sides.",
  ],
  "family-caregiving": [
    "When family needs take every spare hour, time as a couple shrinks, closeness thins and small frictions grow. Strained, the partners find caregiving harder, and their time together is the first thing dropped again.",
    "Caring for family can take all the spare hours and leave little time for the couple. Closeness then weakens and small annoyances build. That strain makes the caring feel heavier, and couple time is given up first once more.",
    "Each hour given to family is often taken from the couple, so closeness fades and small frictions grow. Feeling strained, partners find the caring harder still, and their own time is again the first to go.",
    "As caring for family fills the spare hours, the couple's time gets squeezed out, and some closeness goes with it, while small frictions grow. That strain makes the caring harder, and the couple's time is cut first, again.",
  ],
  "money-work": [
    "If money or the share of chores feels unfair or unsure, each partner starts keeping a silent tally. Then a small friction brings the whole tally with it and turns into a fight, and the fighting makes it harder to plan calmly as a pair.",
    "When money or chores seem unfair or unsure, each partner may keep score without saying so. Then every small friction brings the whole score along and grows into an argument. Arguments, in turn, push a calm, joint plan further away.",
    "When money or the work at home feels lopsided or unclear, each partner quietly counts. A small friction then stands for the whole count and grows into a quarrel, and quarrels make it even harder to plan calmly together.",
    "Each partner may start to keep score in secret when money or chores feel unfair or unclear. Small frictions then carry the full score, so they become arguments, and each one makes it harder to sit down and plan together.",
  ],
  "the-loss": [
    "When a loss changes every part of daily life, you keep running into it in ordinary moments. Each time, the grief comes back up, and with no place to set it down, it can seem never to ease.",
    "A loss this large touches every corner of the day, so it meets you again and again in small, ordinary moments. Each meeting stirs the grief anew, and without somewhere to put it down, it can feel as if it never lets up.",
    "When a loss reshapes so much of daily life, ordinary moments keep bringing you back to it. Every one of them lifts the grief to the surface, and with nowhere to rest it, it can feel as though it never eases.",
    "A loss that changes every day shows up in everyday moments. Each of those moments brings the grief up again, and without places to lay it down, it can feel as if it will not ease.",
  ],
  "guilt-regret": [
    "Feelings that seem wrong to have, like guilt, anger or relief, are often kept to oneself. Kept hidden, they never meet anyone else's understanding, so they stay as sharp as they were at first.",
    "Guilt, anger or relief can feel wrong to have. So people keep them secret, and in secret no one can meet them with understanding, so they stay as sharp as on the first day.",
    "People often keep quiet about feelings they think they should not have, such as guilt, anger or relief. Unspoken, those feelings never meet another person's understanding, so they do not soften.",
    "When guilt, anger or relief feels wrong to have, it usually goes unsaid. Unsaid, it is never met by someone else's understanding, so it keeps the sharp edge it had at the start.",
  ],
  "daily-life": [
    "When every day changes shape at once, long empty hours and new, unfamiliar tasks come together. The empty hours fill with grief, and the new tasks add stress, so the days feel long and heavy at the same time.",
    "A sudden change in how every day runs brings two things at once: long empty stretches and tasks that are new. Grief fills the empty time, the new tasks bring stress, and the days become both long and heavy.",
    "When the whole shape of the day changes, empty stretches and unfamiliar jobs arrive side by side. Grief tends to fill the empty time while the unfamiliar jobs add strain, so each day feels long and heavy.",
    "Days that change shape all at once bring long empty stretches and unfamiliar tasks together. The emptiness gives grief room, the tasks add stress, and so the days feel both long and weighed down.",
  ],
  "memories-meaning": [
    "When the life that gave your days meaning changes, the future can look empty. With no sense of purpose pulling you forward, the small steps that would bring meaning back get harder to take.",
    "A changed life can leave the future looking blank, because what gave it meaning has shifted. Without a purpose to draw you on, it is harder to take the small steps that could rebuild meaning.",
    "Once the life that held meaning has changed, the road ahead may look empty. And without a purpose pulling you on, the small steps that would bring meaning back feel harder to begin.",
    "If what gave life meaning has changed, the future can seem empty. That emptiness takes away the pull forward, which makes the small steps toward new meaning harder to take.",
  ],
  "grief-waves": [
    "It is understandable to avoid the places and dates that bring grief back. But avoiding them can keep their charge, so the next time you meet one by surprise, the wave is bigger.",
    "People often steer clear of places and dates that stir their grief, and that makes sense. Yet steering clear can keep those reminders charged, so an unexpected meeting brings a larger wave.",
    "Reminders such as places and dates are often avoided, for good reason. Avoided, though, they stay charged, and when one turns up unexpectedly, the wave it brings is bigger.",
    "Keeping away from places and dates that bring grief back is natural. But keeping away can leave them just as charged, so an unplanned encounter brings a stronger wave.",
  ],
  "low-mood": [
    "A low mood drains energy and interest, so people do less of the things that once lifted them. Doing less means fewer good moments, and that keeps the mood down. Many people know this loop, and small steps can break into it.",
    "When mood drops, energy and interest drop with it, and people stop doing what used to help them feel better. With less done, there are fewer good moments, so the mood stays low. This loop is common, and small steps can loosen it.",
    "Low mood takes away energy and interest, and people end up doing less of what once raised their spirits. Fewer activities bring fewer good moments, which holds the mood down. It is a common cycle, and small steps can interrupt it.",
    "When the mood is low, it is harder to find the energy or interest for what used to lift it, so people do less. Less doing brings fewer good moments, and the mood stays low. The cycle is common, and small steps can interrupt it.",
  ],
  "inner-voice": [
    "A harsh inner voice treats a hard day as proof of failing. Feeling like a failure saps the energy to act, and not acting hands the voice more to say, so the thoughts and the low mood feed each other.",
    "A critical inner voice reads every hard day as evidence of failure. That feeling drains the energy needed to do things, and doing less gives the voice new material, so the harsh thoughts and low mood keep each other alive.",
    "When the inner voice is harsh, a bad day becomes proof of having failed. Feeling that way takes the energy needed to act, and each thing left undone feeds the voice, so the thoughts and the mood keep each other going.",
    "A harsh voice inside can make one hard day look like proof of failure. That drains the energy to act, not acting gives the voice more to work with, and so the thoughts and the low mood keep each other going.",
  ],
  "lost-enjoyment": [
    "When things stop being enjoyable, it makes sense that people stop doing them. But enjoyment usually comes after doing, not before, so stopping takes away the very chances for it to come back.",
    "It is natural to drop activities that no longer feel enjoyable. Yet enjoyment tends to follow the doing, so dropping them removes the chances for it to return.",
    "People understandably give up activities once the fun has gone out of them. But enjoyment often returns only through doing, so giving up removes the very chance of it coming back.",
    "Once an activity stops feeling good, stopping it seems sensible. Enjoyment, though, tends to follow doing rather than come first, so stopping closes off the chances for it to return.",
  ],
  "what-helps": [
    "What helps is easiest to do on good days and hardest on bad ones. So it slips away just when it is needed most, and going without it makes the bad days heavier.",
    "Helpful habits come easily on good days and are hard to reach for on bad ones. That means they fade when they matter most, and without them bad days weigh more.",
    "On good days the things that help are easy; on bad days they are hard. So they drop away at the very time they are needed, and their absence makes bad days heavier still.",
    "The things that help take least effort on good days and most on bad ones, so they tend to slip when they are needed most. Without them, the bad days grow heavier.",
  ],
  stress: [
    "When there is more to do than help to do it, people push harder and rest less. Less rest wears down patience and energy, so tasks take longer, and the load feels bigger still.",
    "Demands that outgrow the help at hand lead people to work longer and rest less. With less rest, patience and energy drop, everything takes more time, and the demands seem to grow.",
    "If the demands are more than the help, people tend to work harder and cut their rest. Short on rest, they have less patience and energy, so everything takes longer and the demands loom larger.",
    "More demands than help means working harder and resting less. Resting less drains patience and energy, things take longer to do, and so the demands feel even heavier.",
  ],
  support: [
    "If asking for help feels like being a burden, people ask less, and others cannot tell what is needed. Support then seems thinner than it is, and asking feels harder still.",
    "Worry about being a burden makes people ask for help less, so those around them do not know what would help. Support then feels thinner than it really is, which makes the next request even harder.",
    "When asking feels like a burden, people hold back, and others are left not knowing what is needed. The support seems thinner than it really is, and that makes asking harder still.",
    "Feeling like a burden leads to asking less, and asking less leaves others unsure what is needed. Support then feels thinner than it is, which makes it even harder to ask.",
  ],
  "sleep-energy": [
    "A poor night leaves less energy and patience for the next day. With low energy comes less movement and less daylight, and that makes the next night's sleep lighter. Nights and days keep making each other harder.",
    "Bad sleep drains energy and patience for the day after. Tired days bring less moving about and less time in daylight, which makes sleep lighter again. So each night and each day wear on the other.",
    "After poor sleep, energy and patience run low. Low energy means moving less and seeing less daylight, and both of those make sleep lighter. In this way the nights and the days make each other a little harder.",
    "Broken sleep leaves the next day short on energy and patience. Short on energy, people move less and get less daylight, which keeps sleep light. The nights and days pull each other down a little at a time.",
  ],
  loneliness: [
    "When you feel low or unseen, reaching out to others takes effort, so people pull back. Less contact makes the loneliness deeper, and deeper loneliness makes the next contact harder.",
    "Feeling low or unnoticed makes being with others feel like hard work, so people draw back. Drawing back deepens the loneliness, which makes the next call or visit feel harder still.",
    "Feeling low or unseen turns contact with others into an effort, and people withdraw. With less contact, loneliness grows, and the lonelier people feel, the harder the next contact seems.",
    "If you feel low or unseen, being in touch with people can feel like too much effort, so you pull back. Pulling back deepens the loneliness, and that makes reaching out next time even harder.",
  ],
  "change-life-stage": [
    "A big change takes away the routines and roles that shaped the days. Without that shape, days run together, energy falls, and building new routines that would help gets harder.",
    "When a big change strips away familiar routines and roles, the days lose their shape. Shapeless days blur, energy sinks, and the new routines that could help become harder to set up.",
    "Big changes remove the routines and roles that once gave each day its form. Without them, days blur together and energy drops, which makes it harder to start the new routines that would help.",
    "The routines and roles that shaped the days can vanish with a big change. Then days blur, energy drops, and it is harder to build the fresh routines that would help.",
  ],
  hopes: [
    "A hope that feels big and far off makes it easy to wait for the right moment. But waiting keeps it far off, so it can start to feel less and less possible.",
    "When a hope seems large and distant, people often wait for the perfect time to start. The waiting keeps it distant, and over time it can feel less within reach.",
    "Big, faraway hopes invite waiting for the right moment. Yet every wait keeps the hope at a distance, which can make it seem less and less possible.",
    "It is easy to hold off on a hope that feels large and far away, waiting for a better moment. Holding off keeps it far away, and it can come to feel less and less possible.",
  ],
  section: [
    "What stays on our minds without being talked about tends to stay unsettled. Putting it into words, as you have started to do, is how it begins to shift.",
    "Things we think about but have not yet said out loud usually stay unsettled. Naming them, as you began to do here, is how they start to move.",
    "Thoughts we carry but do not talk about tend to stay stuck. Saying them, as you have begun to do in writing, is the first way they start to move.",
    "What is on the mind but unspoken tends to stay unresolved. Naming it, which you have begun to do, is how it starts to loosen.",
  ],
};

/** One wording of a theme's mechanism for this client, the library's own among them. */
export function mechanismWording(seed: string, themeId: string): string {
  const key = guidedThemeIds.includes(themeId) ? themeId : "section";
  return choose(seed, `${themeId}:mechanism`, [guidanceFor(themeId).mechanism, ...(mechanismWordings[key] ?? [])]);
}
