/**
 * What sort of step each trace step is, and which group of the pane it belongs to — the one
 * place the pane decides it, from the step's id and the act its citation names.
 *
 * The core will set `step.kind` and `step.group` from its stages (a later change); when it
 * does, `classifyStep` reads them instead of this table, and the table goes. Until then every
 * id the core writes must be listed here: an id this table does not know is a failure of a
 * test (test/taskpane/stepKinds.test.ts runs every golden scenario and checks each step),
 * never a silent "Other steps" in the pane.
 *
 * The kind decides the words of the outcome (grouping.ts): an amount is applied or not, a test
 * met or not met, a limit binds or does not, a reduction reduces or not, a share of the gross
 * applies, a rounding is a rounding.
 */
import { EMERGE_ACT, RULES_ACT, WIND_ACT, splitCitation } from "./summaries";

export type StepKind =
  /** Adds an amount to the credit (a base, a bonus, a year's credit, a job count × amount). */
  | "amount"
  /** A condition: met, or not met (which bars the credit, a bonus, or a year's installment). */
  | "test"
  /** An upper limit: binds (cuts the amount down to it) or does not. */
  | "limit"
  /** Takes a share away (the median-salary reduction, the proration). */
  | "reduction"
  /** The share of the gross a job gets (100% new, 50% retained). */
  | "share"
  /** Splits the total into installments. */
  | "schedule"
  /** Takes an installment back (forfeiture). */
  | "forfeiture"
  /** Rounding to cents. */
  | "rounding";

export interface StepClass {
  kind: StepKind;
  /** The pane's group, titled as the statute's structure ("Bonuses (c.(1))"). */
  group: string;
}

interface Rule {
  act: string;
  id: RegExp;
  kind: StepKind;
  group: string;
}

const E = EMERGE_ACT;
const W = WIND_ACT;

export const GROUPS = {
  base: "Base amount and tier (b.)",
  bonuses: "Bonuses (c.(1))",
  wageFloor: "Wage floor for bonuses (c.(2))",
  limit: "Limit per job (d.)",
  reduction: "Median salary reduction (e.)",
  share: "New or retained job (f.)",
  annualCap: "Annual cap (g.)",
  years: "Years of the eligibility period (a.)",
  rounding: "Rounding",
  windTests: "Eligibility tests",
  windAmount: "Credit base, proration and limits",
  windYears: "Five compliance years",
} as const;

const RULES: readonly Rule[] = [
  // Emerge, P.L.2020, c.156, s.75
  { act: E, id: /^b\.\(\d\)$/, kind: "amount", group: GROUPS.base },
  { act: E, id: /^c\.\(1\)\([a-r]\)$/, kind: "amount", group: GROUPS.bonuses },
  { act: E, id: /^c\.\(2\)$/, kind: "test", group: GROUPS.wageFloor },
  { act: E, id: /^d\.\(\d\)$/, kind: "limit", group: GROUPS.limit },
  { act: E, id: /^e\.$/, kind: "reduction", group: GROUPS.reduction },
  { act: E, id: /^f\.\([12]\)$/, kind: "share", group: GROUPS.share },
  { act: E, id: /^g\.$/, kind: "limit", group: GROUPS.annualCap },
  { act: E, id: /^a\.$/, kind: "amount", group: GROUPS.years },
  // Our rounding (emerge.md §2 step 8): its citation is our document, not the act.
  { act: "emerge.md", id: /^round$/, kind: "rounding", group: GROUPS.rounding },
  // Wind, P.L.2010, c.57, s.6 (and the authority's rule, N.J.A.C. 19:31S-1.9)
  { act: W, id: /^b\.$/, kind: "test", group: GROUPS.windTests },
  { act: W, id: /^a\.\(3\)$/, kind: "test", group: GROUPS.windTests },
  { act: W, id: /^a\.\(1\) benefit$/, kind: "test", group: GROUPS.windTests },
  { act: W, id: /^a\.\(2\)\([a-c]\)$/, kind: "test", group: GROUPS.windTests },
  { act: RULES_ACT, id: /^19:31S-1\.9 jobs$/, kind: "test", group: GROUPS.windTests },
  { act: W, id: /^d\. base$/, kind: "amount", group: GROUPS.windAmount },
  { act: RULES_ACT, id: /^19:31S-1\.9$/, kind: "reduction", group: GROUPS.windAmount },
  { act: W, id: /^d\. rounding$/, kind: "rounding", group: GROUPS.windAmount },
  { act: W, id: /^a\.\(1\) (cap|net benefit)$/, kind: "limit", group: GROUPS.windAmount },
  { act: W, id: /^d\. fifths$/, kind: "schedule", group: GROUPS.windYears },
  { act: W, id: /^d\. lease( year \d)?$/, kind: "limit", group: GROUPS.windYears },
  { act: W, id: /^d\. forfeiture year \d$/, kind: "forfeiture", group: GROUPS.windYears },
  { act: W, id: /^f\.\(\d\) year \d$/, kind: "test", group: GROUPS.windYears },
];

/** The act a citation names: "P.L.2020, c.156, s.75", "N.J.A.C.", or our "emerge.md". */
function actOf(citation: string): string | null {
  const parts = splitCitation(citation);
  if (parts) return parts.act;
  if (citation.startsWith("emerge.md")) return "emerge.md";
  return null;
}

/**
 * The step's kind and group, or null for a step this table does not know (a test fails on
 * every such id; the pane shows it under "Unclassified steps", never hides it).
 */
export function classifyStep(step: {
  id: string;
  citation: string;
  kind?: unknown;
  group?: unknown;
}): StepClass | null {
  // The core's own fields win once it sets them.
  if (typeof step.kind === "string" && typeof step.group === "string") {
    return { kind: step.kind as StepKind, group: step.group };
  }
  const act = actOf(step.citation);
  const rule = RULES.find((r) => r.act === act && r.id.test(step.id));
  return rule ? { kind: rule.kind, group: rule.group } : null;
}

export const UNCLASSIFIED = "Unclassified steps";

/** What each kind calls its outcome, when the step applied and when it did not. */
export const OUTCOME_WORDS: Record<StepKind, { applied: string; not: string }> = {
  amount: { applied: "applied", not: "not applied" },
  // A test's step "applies" when it bars: the condition is not met.
  test: { applied: "not met", not: "met" },
  limit: { applied: "binds", not: "does not bind" },
  reduction: { applied: "reduces", not: "no reduction" },
  share: { applied: "applies", not: "does not apply" },
  schedule: { applied: "applied", not: "not applied" },
  forfeiture: { applied: "forfeited", not: "not forfeited" },
  rounding: { applied: "rounded", not: "no rounding needed" },
};
