import type { QualityClient } from "../quality-client";
import { brenda } from "./death-grief-brenda";
import { dot } from "./death-grief-dot";
import { gareth } from "./death-grief-gareth";
import { andre } from "./depression-andre";
import { dale } from "./depression-dale";
import { kev } from "./depression-kev";
import { dev } from "./marriage-dev";
import { joan } from "./marriage-joan";
import { lorraine } from "./marriage-lorraine";
import { maureen } from "./mental-health-wellbeing-maureen";
import { nkechi } from "./mental-health-wellbeing-nkechi";
import { walter } from "./mental-health-wellbeing-walter";

/**
 * A second set of fictional clients, three per written form, written apart from the template's
 * guidance and from the first set (issue 28): the drafter was never tuned on them, so the bench's
 * figures on this set say how it does for people it has not met. `QUALITY_SET=held-apart`.
 */
export const heldApartClients: readonly QualityClient[] = [brenda, gareth, dot, dale, kev, andre, joan, dev, lorraine, maureen, walter, nkechi];
