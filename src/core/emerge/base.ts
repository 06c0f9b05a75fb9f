/**
 * s.75 b.: the location tier and its base amount per job. A mega project is tier 1 wherever it
 * is (b.(1) "or which is a mega project"); the tier also selects the s.75 d. limit.
 */
import { TIERS, type Tier, type TierRules } from "../rules/emerge";
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
}

export function tierFor(location: Location, megaProject: boolean): TierDecision {
  return megaProject
    ? { rules: TIERS[1], why: `a mega project (located in ${LOCATION_WORDS[location]})` }
    : { rules: TIERS[TIER_OF_LOCATION[location]], why: `located in ${LOCATION_WORDS[location]}` };
}
