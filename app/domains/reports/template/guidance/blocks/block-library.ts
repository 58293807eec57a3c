import { careAndFriends } from "../grief/care-and-friends";
import { griefDailyLife } from "../grief/daily-life";
import { griefFeelings } from "../grief/feelings";
import { howTheyDied } from "../grief/how-they-died";
import { bodyAndHabits } from "../life/body-and-habits";
import { hardestHours } from "../life/hardest-hours";
import { peopleAndFeelings } from "../life/people-and-feelings";
import { screensAndCare } from "../life/screens-and-care";
import { sleepAndLostInterest } from "../life/sleep-and-lost-interest";
import { trustAndCloseness } from "../life/trust-and-closeness";
import { parentsAndBelongings } from "../grief/parents-and-belongings";
import { turningPoints } from "../life/turning-points";
import { workAndMoney } from "../life/work-and-money";
import type { GuidanceBlock } from "./guidance-block";

/** Every guidance block, each form's chosen from it by its `forms` and the client's words (ADR 0067). */
export const guidanceBlocks: readonly GuidanceBlock[] = [...howTheyDied, ...griefFeelings, ...griefDailyLife, ...careAndFriends, ...bodyAndHabits, ...workAndMoney, ...peopleAndFeelings, ...turningPoints, ...hardestHours, ...screensAndCare, ...sleepAndLostInterest, ...trustAndCloseness, ...parentsAndBelongings];
