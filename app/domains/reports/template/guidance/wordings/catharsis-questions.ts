/**
 * Questions clients might ask themselves about a pattern (the Catharsis Report's patterns section):
 * each client gets one set of four (`catharsisFrames.patternQuestions`). New sets go at the end, so
 * the library's entry ids stay put.
 */
export const patternQuestions = [
  ["When does this pattern tend to show up: which days, which times, with whom?", "What is usually happening just before it starts?", "What has made it a little easier, even once?", "What would I notice first if it began to change?"],
  ["On which days does this show up most, and with whom?", "What tends to come just before it?", "When was it a little lighter, and what was different then?", "What would be the first sign that it is changing?"],
  ["Where and when am I when this happens?", "What sets it off, most of the time?", "What has helped, even for an hour?", "Who would notice first if it eased?"],
  ["What time of day does this tend to start?", "Who am I with when it shows up?", "What worked the last time it eased?", "What would a slightly better week look like?"],
  ["Is there a day of the week when this is worse?", "What was I doing just before it began last time?", "When did I get through it a bit better, and how?", "How would I know it had started to ease?"],
  ["Where am I most often when this shows up?", "What thought or feeling comes just before it?", "What is one thing that has softened it, even once?", "What small sign would tell me it is shifting?"],
  ["How often did this happen in the past week?", "What seems to set it going?", "What did I do on a day it was lighter?", "Who might notice first if it began to change?"],
  ["When did I last notice this, and where was I?", "What came right before it?", "What made it a little easier to bear?", "What would I like to be doing instead?"],
  ["Does this show up more when I am tired, alone, or with others?", "What usually happens in the hour before it?", "What has taken the edge off it, even for a while?", "What would change first if it eased?"],
  ["Which part of the day is this strongest?", "Is there a place or a person that brings it on?", "When did it ease, and what was different?", "What would I tell a friend who noticed the same thing?"],
  ["When did I first notice this pattern?", "What tends to happen just before it shows up?", "Has anything made it shorter or softer?", "What is one thing I could try the next time it starts?"],
  ["What am I usually doing when this begins?", "Does anything in particular seem to bring it on?", "What has made a hard day with it a little better?", "What would I notice in myself if it began to loosen?"],
  ["In a typical week, when does this show up?", "Who or what is around when it starts?", "What has worked, even a little, in the past?", "What would be a small sign of progress?"],
  ["How does my body feel when this starts?", "What was going on earlier that day?", "When has it passed more quickly, and why?", "What would be different on a better day?"],
  ["Is this stronger at certain times of year, or on certain dates?", "What seems to come first: a thought, a feeling, or an event?", "What has carried me through it before?", "Who could I tell when I notice it?"],
  ["When does this tend to be at its worst?", "What am I usually thinking just before it starts?", "What has eased it, even for a moment?", "How would someone close to me know it was changing?"],
  ["Which hour of the day brings this on most?", "What was the last thing I did before it started?", "What small thing has helped me through it before?", "What would tell me it was getting lighter?"],
  ["Does this come more on weekdays or at weekends?", "What do I tend to be thinking about right before it?", "Who or what has made it easier, even once?", "If it eased a little, what would I do with that room?"],
  ["When did this last happen, and what was the day like?", "What sets the stage for it, most of the time?", "What did I do that helped, even slightly?", "What would I like to see in a month's time?"],
  ["Is this worse when I am hungry, tired or alone?", "What usually happens in the morning on days it shows up?", "What has made it pass sooner?", "What is one sign I could watch for that things are easing?"],
  ["Where does this usually catch me off guard?", "What am I doing, or not doing, before it starts?", "What has made it bearable on other days?", "How would my days look if it came less often?"],
  ["What day or time do I dread most because of this?", "What tends to trigger it: a place, a person, a thought?", "What helped the last time, even a bit?", "Who would I tell first if it began to shift?"],
  ["How long does this usually last when it comes?", "What do I notice in my body before it starts?", "What makes it end sooner?", "What would be different if it lasted half as long?"],
  ["Who is usually nearby when this shows up?", "What happened earlier in the day, most times?", "What is one thing that has eased it before?", "What would I notice first on a better day?"],
  ["Does this follow a certain kind of day?", "What small thing seems to set it off?", "When have I handled it well, and what did I do?", "What would tell me I am on the right track?"],
  ["When in the week does this feel heaviest?", "What comes before it more often than not?", "What has softened it, even for a short time?", "How will I know if it starts to change?"],
  ["Is there a pattern to where I am when this happens?", "What is the first sign that it is starting?", "What helps me get through the worst of it?", "What would a better day with it look like?"],
  ["When did this start to show up more often?", "What do I usually do just before it?", "What has made it lighter, even for an evening?", "Who could help me notice if it begins to ease?"],
  ["Is this stronger at night or during the day?", "What tends to stir it up?", "What did I do on the last day it felt lighter?", "What is one thing I would like to be different next month?"],
  ["How many days this week did this come up?", "What seems to come right before it?", "What has made it easier to carry?", "What would it mean to me if it began to fade?"],
] as const;
