/**
 * The plain-language summaries of the s.75 subsections that state numbers, rendered from the
 * rules (emerge.ts), so a changed amount changes its summary. Subsections without a number keep
 * their text in src/taskpane/summaries.ts.
 */
import { BONUS, JOB_TYPE_SHARE, SALARY_REDUCTION, TIERS, WAGE_FLOOR, type Tier } from "./emerge";
import { sentencesOf, summaryOf, type SubsectionSummary } from "./law";
import type { Rule } from "./types";
import { count, money, percent } from "./words";

const tiers = Object.values(TIERS);
const bases: Record<string, Rule> = Object.fromEntries(tiers.map((t) => [t.base.id, t.base]));
const caps: Record<string, Rule> = Object.fromEntries(tiers.map((t) => [t.cap.id, t.cap]));

const TIER_TITLES: Record<Tier, string> = {
  1: "government-restricted municipality or mega project",
  2: "enhanced area",
  3: "distressed municipality",
  4: "opportunity zone or corridor",
  5: "other eligible areas",
};

/** Bonus (c)'s bands, each rule under "<clause> <what>" ("(ii) to"). */
const bandRules: Record<string, Rule> = Object.fromEntries(
  BONUS.c.bands.flatMap((b) => [
    ...b.bounds.map((bound, k) => [`${b.clause} ${k}`, bound] as const),
    [`${b.clause} amount`, b.amount] as const,
  ]),
);

export const EMERGE_SUMMARIES: Readonly<Record<string, SubsectionSummary>> = {
  "b.": sentencesOf(
    "Base amount by location",
    bases,
    "Each new or retained full-time job starts from a base amount that depends on where the facility is.",
  ),
  ...Object.fromEntries(
    tiers.map((t) => [t.base.id, sentencesOf(`Base: ${TIER_TITLES[t.tier]}`, { base: t.base })]),
  ),
  "c.(1)(a)": sentencesOf("Distressed municipality index", {
    amount: BONUS.a.amount,
    scoreAbove: BONUS.a.scoreAbove,
  }),
  "c.(1)(b)": sentencesOf("Extra industrial or R&D investment", {
    perIncrement: BONUS.b.perIncrement,
    increment: BONUS.b.increment,
    maximum: BONUS.b.maximum,
    maximumTier1: BONUS.b.maximumTier1,
  }),
  "c.(1)(c)": summaryOf(
    "Large number of new jobs",
    bandRules,
    (rules) =>
      `Adds a bonus per job per year by the number of new full-time jobs: ${BONUS.c.bands
        .map((b) => {
          const v = (what: string): string => count(rules[`${b.clause} ${what}`].value);
          const range = b.bounds.length === 2 ? `${v("0")}–${v("1")}` : `more than ${v("0")}`;
          return `${range} jobs ${money(rules[`${b.clause} amount`].value)}`;
        })
        .join("; ")}.`,
  ),
  "c.(1)(d)": sentencesOf("Training program", {
    amount: BONUS.d.amount,
    enrollmentShare: BONUS.d.enrollmentShare,
    nearbyInstitutionAmount: BONUS.d.nearbyInstitutionAmount,
    nearbyInstitutionMiles: BONUS.d.nearbyInstitutionMiles,
  }),
  "c.(1)(e)": sentencesOf("Small business", { amount: BONUS.e.amount }),
  "c.(1)(f)": sentencesOf("Median salary above the benchmark", {
    perIncrement: BONUS.f.perIncrement,
    increment: BONUS.f.increment,
    maximum: BONUS.f.maximum,
  }),
  "c.(1)(h)": sentencesOf("Targeted industry", { amount: BONUS.h.amount }),
  "c.(1)(i)": sentencesOf("Qualified incubator", { amount: BONUS.i.amount }),
  "c.(1)(j)": sentencesOf("Labor harmony agreement", {
    amount: BONUS.j.amount,
    capAllowance: BONUS.j.capAllowance,
  }),
  "c.(1)(k)": sentencesOf("Child care", { amount: BONUS.k.amount }),
  "c.(1)(l)": sentencesOf("Re-entry program", {
    amount: BONUS.l.amount,
    minimumHires: BONUS.l.minimumHires,
  }),
  "c.(1)(m)": sentencesOf("Green building or remediation", {
    goldOrRemediation: BONUS.m.goldOrRemediation,
    platinum: BONUS.m.platinum,
  }),
  "c.(1)(n)": sentencesOf("College or university partnership", { amount: BONUS.n.amount }),
  "c.(1)(o)": sentencesOf("On-site renewable energy", {
    amount: BONUS.o.amount,
    minimumShare: BONUS.o.minimumShare,
  }),
  "c.(1)(p)": sentencesOf("Marine terminal", { amount: BONUS.p.amount }),
  "c.(1)(q)": sentencesOf("Qualified opportunity zone", { amount: BONUS.q.amount }),
  "c.(1)(r)": sentencesOf("Diverse governing board", { amount: BONUS.r.amount }),
  "c.(2)": summaryOf(
    "Wage floor for bonuses",
    { hourly: WAGE_FLOOR.hourly, minimumWageMultiple: WAGE_FLOOR.minimumWageMultiple },
    (rules) =>
      `No bonus at all is awarded if any full-time job at the facility pays less than ${money(rules.hourly.value)} an hour or ${percent(rules.minimumWageMultiple.value)} of the State minimum wage, whichever is higher.`,
  ),
  "d.": sentencesOf(
    "Gross amount and its limit",
    caps,
    "The gross amount per job is the base plus the bonuses, limited by location.",
  ),
  ...Object.fromEntries(
    tiers.map((t) => [t.cap.id, sentencesOf(`Limit: ${TIER_TITLES[t.tier]}`, { cap: t.cap })]),
  ),
  "e.": sentencesOf(
    "Median salary below the benchmark",
    { noCreditShare: SALARY_REDUCTION.noCreditShare },
    "If the project's median salary is below the county median (the municipality's, in a government-restricted municipality), the gross amount is reduced by the same percentage it is below.",
  ),
  "f.": sentencesOf("New and retained jobs", {
    new: JOB_TYPE_SHARE.new,
    retained: JOB_TYPE_SHARE.retained,
  }),
  "f.(1)": sentencesOf("New jobs", { new: JOB_TYPE_SHARE.new }),
  "f.(2)": sentencesOf("Retained jobs", { retained: JOB_TYPE_SHARE.retained }),
};
