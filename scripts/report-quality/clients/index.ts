import type { QualityClient } from "../quality-client";
import { carol } from "./death-grief-carol";
import { denise } from "./death-grief-denise";
import { harold } from "./death-grief-harold";
import { eleanor } from "./depression-eleanor";
import { frank } from "./depression-frank";
import { marcus } from "./depression-marcus";
import { jen } from "./marriage-jen";
import { luis } from "./marriage-luis";
import { patricia } from "./marriage-patricia";
import { aisha } from "./mental-health-wellbeing-aisha";
import { margaret } from "./mental-health-wellbeing-margaret";
import { tom } from "./mental-health-wellbeing-tom";

/** The bench's fictional clients, three per written form. */
export const qualityClients: readonly QualityClient[] = [harold, carol, denise, frank, eleanor, marcus, patricia, luis, jen, tom, aisha, margaret];
