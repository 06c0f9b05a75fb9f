/**
 * What sort of step each trace step is and which section of the pane it is in: the core's own
 * `kind` and `group`, set by the stage that makes the step (src/core/trace.ts), with the group's
 * title from the core's GROUP_TITLES. The pane decides neither; it only words the outcome.
 *
 * The kind decides the words of the outcome (grouping.ts): an amount is applied or not, a test
 * met or not met, a limit binds or does not, a reduction reduces or not, a rounding rounds, a
 * determination (the split into fifths) applies.
 */
import { GROUP_TITLES, type StepGroup, type StepKind } from "../core/trace";

export type { StepGroup, StepKind };

/** The title of a step's section, as the core names it. */
export function groupTitle(group: StepGroup): string {
  return GROUP_TITLES[group];
}

/** What each kind calls its outcome, when the step applied and when it did not. */
export const OUTCOME_WORDS: Record<StepKind, { applied: string; not: string }> = {
  amount: { applied: "applied", not: "not applied" },
  // A test's step "applies" when it bars: the condition is not met.
  test: { applied: "not met", not: "met" },
  limit: { applied: "binds", not: "does not bind" },
  reduction: { applied: "reduces", not: "no reduction" },
  rounding: { applied: "rounded", not: "no rounding needed" },
  determination: { applied: "applies", not: "does not apply" },
  forfeiture: { applied: "forfeited", not: "not forfeited" },
};
