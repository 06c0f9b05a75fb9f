/**
 * s.75 b.: the location tier and its base amount per job. A mega project is tier 1 wherever it
 * is (b.(1) "or which is a mega project"); the tier also selects the s.75 d. limit.
 */
import { TIERS, type Tier, type TierRules } from "../rules/emerge";
import type { TraceStep } from "../trace";
import type { Location } from "./inputs";

const TIER_OF_LOCATION: Record<Location, Tier> = {
  grm: 1,
  enhanced: 2,
  distressed: 3,
  qoz: 4,
  corridor: 4,
  other: 5,
};

export const LOCATION_WORDS: Record<Location, string> = {
  grm: "a government-restricted municipality",
  enhanced: "an enhanced area",
  distressed: "a distressed municipality",
  qoz: "a qualified opportunity zone",
  corridor: "an employment and investment corridor",
  other: "other eligible areas",
};

export interface TierDecision {
  rules: TierRules;
  /** Why this tier, in words. */
  why: string;
  /**
   * The base amount's trace step, the same for every job of this decision: made by the per-job
   * stage (perJob.ts) when first traced, and kept here.
   */
  step: TraceStep | undefined;
  /**
   * The s.75 d. steps made for jobs of this decision, by the whole-dollar sum of their bonuses,
   * without and with the labor harmony allowance: kept by the per-job stage (perJob.ts limitStep).
   */
  limitSteps: [Map<number, TraceStep>, Map<number, TraceStep>] | undefined;
}

/** A location's decisions, with and without a mega project (as tierFor made them). */
interface Decisions {
  mega: TierDecision;
  not: TierDecision;
}

function decisionsIn(location: Location): Decisions {
  return {
    mega: {
      rules: TIERS[1],
      why: `a mega project (located in ${LOCATION_WORDS[location]})`,
      step: undefined,
      limitSteps: undefined,
    },
    not: {
      rules: TIERS[TIER_OF_LOCATION[location]],
      why: `located in ${LOCATION_WORDS[location]}`,
      step: undefined,
      limitSteps: undefined,
    },
  };
}

/** Every location's decisions, made once. */
const DECISIONS: Record<Location, Decisions> = {
  grm: decisionsIn("grm"),
  enhanced: decisionsIn("enhanced"),
  distressed: decisionsIn("distressed"),
  qoz: decisionsIn("qoz"),
  corridor: decisionsIn("corridor"),
  other: decisionsIn("other"),
};

export function tierFor(location: Location, megaProject: boolean): TierDecision {
  const decisions = decisionsOf(location);
  return megaProject ? decisions.mega : decisions.not;
}

/**
 * DECISIONS[location], each location's read by its own name: a look-up by a name that changes
 * from call to call (DECISIONS[location]) is one the engine searches for, several hundred
 * instructions an evaluation.
 */
function decisionsOf(location: Location): Decisions {
  switch (location) {
    case "grm":
      return DECISIONS.grm;
    case "enhanced":
      return DECISIONS.enhanced;
    case "distressed":
      return DECISIONS.distressed;
    case "qoz":
      return DECISIONS.qoz;
    case "corridor":
      return DECISIONS.corridor;
    case "other":
      return DECISIONS.other;
  }
  return DECISIONS[location];
}
