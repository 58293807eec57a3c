import { griefDailyLife } from "../grief/daily-life";
import { griefFeelings } from "../grief/feelings";
import { howTheyDied } from "../grief/how-they-died";
import type { GuidanceBlock } from "./guidance-block";

/** Every guidance block, each form's chosen from it by its `forms` and the client's words (ADR 0067). */
export const guidanceBlocks: readonly GuidanceBlock[] = [...howTheyDied, ...griefFeelings, ...griefDailyLife];
