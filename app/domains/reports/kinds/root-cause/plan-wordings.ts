/**
 * More of the analysis's own sentences in several wordings (issue 28), for the places that
 * repeat per theme or per phase: a mechanism's answers, a strongest theme's count, a phase's
 * action and measure, and the plan's last step. `say` (wordings.ts) chooses one per client.
 */
type Say<T> = (values: T) => string;

/** Where a mechanism may be at work: these answers ("question 15"), on this theme. */
export const atWork: Say<{ where: string; theme: string }>[] = [
  ({ where, theme }) => `This may be at work in your answers to ${where}, on ${theme}.`,
  ({ where, theme }) => `You may see it in your answers to ${where}, on ${theme}.`,
  ({ where, theme }) => `It may be part of what you wrote on ${theme}, in ${where}.`,
  ({ where, theme }) => `It may help explain your answers to ${where}, about ${theme}.`,
  ({ where, theme }) => `Look for it in what you wrote on ${theme}, in ${where}.`,
];

/** A strongest theme: how many sentences speak to it, from how many answers, and where the quoted ones are. */
export const themeSpeaks: Say<{
  theme: string;
  sentences: number;
  answers: string;
  where: string;
  quoted: number;
}>[] = [
  ({ theme, sentences, answers, where, quoted }) =>
    `On ${theme}, ${sentences === 1 ? "one of your sentences speaks" : `${sentences} of your sentences speak`}, from ${answers}; the clearest ${quoted === 1 ? "is" : "are"} from ${where}.`,
  ({ theme, sentences, answers, where, quoted }) =>
    `You wrote about ${theme} in ${sentences === 1 ? "one sentence" : `${sentences} sentences`}, from ${answers}; ${quoted === 1 ? "the clearest is" : "the clearest are"} below, from ${where}.`,
  ({ theme, sentences, answers, where, quoted }) =>
    `${sentences === 1 ? "One sentence" : `${sentences} sentences`} of yours, from ${answers}, ${sentences === 1 ? "is" : "are"} on ${theme}; ${quoted === 1 ? "the clearest comes" : "the clearest come"} from ${where}.`,
  ({ theme, sentences, answers, where, quoted }) =>
    `Your words on ${theme} come from ${answers}, ${sentences === 1 ? "one sentence" : `${sentences} sentences`} in all; below ${quoted === 1 ? "is the clearest" : "are the clearest"}, from ${where}.`,
  ({ theme, sentences, answers, where, quoted }) =>
    `Across ${answers}, ${sentences === 1 ? "one of your sentences is" : `${sentences} of your sentences are`} about ${theme}; ${quoted === 1 ? "the one" : "the ones"} quoted here ${quoted === 1 ? "is" : "are"} from ${where}.`,
];

/** A phase's action, tied to the answers it answers ("question 15"); `action` starts in lower case. */
export const phaseAction: Say<{ where: string; action: string }>[] = [
  ({ where, action }) => `For ${where}: ${action}`,
  ({ where, action }) => `With ${where} in mind: ${action}`,
  ({ where, action }) => `Starting from ${where}: ${action}`,
  ({ where, action }) => `To answer what you wrote in ${where}: ${action}`,
  ({ where, action }) => `Because of ${where}: ${action}`,
];

/** A phase's measure (without its full stop), judged against those answers. */
export const phaseMeasure: Say<{ where: string; measure: string }>[] = [
  ({ where, measure }) => `${measure}, judged against ${where}.`,
  ({ where, measure }) => `${measure}, set beside what you wrote in ${where}.`,
  ({ where, measure }) => `${measure}; compare it with ${where}.`,
  ({ where, measure }) => `${measure}, checked against your answers to ${where}.`,
  ({ where, measure }) => `${measure}, weighed against ${where}.`,
];

/** After the 90 days, with the help the client named in these answers. */
export const nextFocus: Say<{ where: string }>[] = [
  ({ where }) => `At the end of the 90 days, read this report again and choose the next focus, perhaps with the help you named in ${where}.`,
  ({ where }) => `After 90 days, read this report once more and pick what to work on next, perhaps with the help you named in ${where}.`,
  ({ where }) => `When the 90 days are up, come back to this report and choose a new focus; the help you named in ${where} may join you.`,
  ({ where }) => `Once the three phases are done, read this report again and decide what comes next, with the help you named in ${where} if you like.`,
  ({ where }) => `On day 90, look through this report again and choose your next step, perhaps with the help you named in ${where}.`,
];
