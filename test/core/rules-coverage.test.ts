/**
 * The rules tables drive the golden scenarios: every Emerge bonus, every tier, every other
 * Emerge subsection and every wind rule has a golden scenario whose `steps` asserts its trace
 * step applied, and one asserting it not applied (where the law allows both). A rules entry
 * added without a golden scenario for it fails here, naming what is missing.
 */
import { formatMoney } from "../../src/core/decimal";
import {
  ANNUAL_CAP,
  BONUS,
  ELIGIBILITY_PERIOD,
  JOB_TYPE_SHARE,
  RETENTION_MINIMUMS,
  SALARY_REDUCTION,
  TIERS,
  WAGE_FLOOR,
} from "../../src/core/rules/emerge";
import * as emergeRules from "../../src/core/rules/emerge";
import { EMERGE_SUMMARIES } from "../../src/core/rules/emergeSummaries";
import { summaryText } from "../../src/core/rules/law";
import type { Rule } from "../../src/core/rules/types";
import * as windRules from "../../src/core/rules/wind";
import { loadGolden, type Credit } from "../golden/load";
import { idsIn } from "../golden/naming";

/** One `steps` entry of one golden scenario. */
interface Assertion {
  credit: Credit;
  file: string;
  id: string;
  applied?: boolean;
  amount?: string | null;
  reasonIncludes?: string;
}

/** What the golden scenarios must assert for one rules entry. */
interface Requirement {
  credit: Credit;
  /** The rules-table id this stands for ("c.(1)(e)", "19:31S-1.12(b)"). */
  rule: string;
  /** The trace step id, or a pattern for a step repeated per year ("f.(2) year 2"). */
  step: string | RegExp;
  applied: boolean;
  amount?: string;
  /** The rule shows only in a reason (restoration): the asserted reason must include this. */
  reasonIncludes?: string;
}

const assertions: Assertion[] = loadGolden().flatMap(({ credit, file, scenario }) =>
  Object.entries(scenario.steps ?? {}).map(([id, want]) => ({ credit, file, id, ...want })),
);

function both(credit: Credit, rule: string, step: string | RegExp = rule): Requirement[] {
  return [
    { credit, rule, step, applied: true },
    { credit, rule, step, applied: false },
  ];
}

const money = (rule: { value: Parameters<typeof formatMoney>[0] }): string =>
  formatMoney(rule.value);

// ---- Emerge -------------------------------------------------------------------------------

const emerge: Requirement[] = [];
for (const [key, bonus] of Object.entries(BONUS)) {
  // (g) was deleted by P.L.2021, c.160: its step is always there, never applied.
  if (key === "g")
    emerge.push({ credit: "emerge", rule: bonus.id, step: bonus.id, applied: false });
  else emerge.push(...both("emerge", bonus.id));
}
// Each amount a bonus can add, asserted at least once as the step's amount.
const bonusAmounts = [
  BONUS.b.maximum,
  BONUS.b.maximumTier1,
  ...BONUS.c.bands.map((band) => band.amount),
  BONUS.d.amount,
  BONUS.d.nearbyInstitutionAmount,
  BONUS.f.maximum,
  BONUS.m.goldOrRemediation,
  BONUS.m.platinum,
];
for (const r of bonusAmounts) {
  const step = r.id.startsWith(BONUS.c.id) ? BONUS.c.id : r.id;
  emerge.push({ credit: "emerge", rule: r.id, step, applied: true, amount: money(r) });
}
for (const tier of Object.values(TIERS)) {
  // The base of the facility's tier always applies; only the other tiers' bases are absent.
  emerge.push({
    credit: "emerge",
    rule: tier.base.id,
    step: tier.base.id,
    applied: true,
    amount: money(tier.base),
  });
  emerge.push(...both("emerge", tier.cap.id));
}
emerge.push(
  ...both("emerge", WAGE_FLOOR.id),
  ...both("emerge", SALARY_REDUCTION.id),
  ...both("emerge", JOB_TYPE_SHARE.new.id),
  ...both("emerge", JOB_TYPE_SHARE.retained.id),
  ...both("emerge", ANNUAL_CAP.id),
  ...both("emerge", ELIGIBILITY_PERIOD.id),
  // The retention minimums' step says retained jobs depend on them: it takes nothing (never applied).
  {
    credit: "emerge",
    rule: RETENTION_MINIMUMS.id,
    step: RETENTION_MINIMUMS.id,
    applied: false,
    reasonIncludes: "retention minimums",
  },
);

// ---- Wind ---------------------------------------------------------------------------------

const W = windRules;
const perYear = (prefix: string): RegExp =>
  new RegExp(`^${prefix.replace(/[.()]/g, "\\$&")} year [1-5]$`);
/** Each wind rules entry with an id, and the trace steps that show it. */
const windByEntry: Record<string, Requirement[]> = {
  DEADLINES: both("wind", W.DEADLINES.id),
  OTHER_ASSISTANCE: both("wind", W.OTHER_ASSISTANCE.id),
  NET_POSITIVE_BENEFIT: both(
    "wind",
    W.NET_POSITIVE_BENEFIT.id,
    `${W.NET_POSITIVE_BENEFIT.id} benefit`,
  ),
  OWNER_MINIMUM: both("wind", W.OWNER_MINIMUM.id),
  TENANT_MINIMUM: both("wind", W.TENANT_MINIMUM.id),
  PRORATION: [
    ...both("wind", W.PRORATION.id),
    ...both("wind", W.PRORATION.id, `${W.PRORATION.id} jobs`),
  ],
  NET_BENEFIT_LIMIT: both("wind", W.NET_BENEFIT_LIMIT.id, `${W.NET_BENEFIT_LIMIT.id} net benefit`),
  PROGRAM_CAP: both("wind", W.PROGRAM_CAP.id, `${W.PROGRAM_CAP.id} cap`),
  COMPLIANCE: [
    ...both("wind", W.COMPLIANCE.id, `${W.COMPLIANCE.id} base`),
    ...both("wind", W.COMPLIANCE.id, `${W.COMPLIANCE.id} rounding`),
    // The fifths step only shows the division: it is never "applied".
    { credit: "wind", rule: W.COMPLIANCE.id, step: `${W.COMPLIANCE.id} fifths`, applied: false },
    ...W.COMPLIANCE.employmentMinimums.flatMap((m, i) =>
      both("wind", m.id, `${m.id} year ${i + 1}`),
    ),
  ],
  // The start step says which period begins the credit period: it takes nothing (never applied).
  CREDIT_PERIOD_START: [
    {
      credit: "wind",
      rule: W.CREDIT_PERIOD_START.id,
      step: `${W.CREDIT_PERIOD_START.id} start`,
      applied: false,
    },
  ],
  LEASE_CAP: both("wind", W.LEASE_CAP.id, perYear(`${W.LEASE_CAP.id} lease`)),
  FORFEITURE: both("wind", W.FORFEITURE.id, perYear(`${W.FORFEITURE.id} forfeiture`)),
  // Restoration shows in the reason of the year met after a missed one (that year's step is
  // "not applied": it is met).
  RESTORATION: [
    {
      credit: "wind",
      rule: W.RESTORATION.id,
      step: /^f\.\(\d\) year [1-5]$/,
      applied: false,
      reasonIncludes: W.RESTORATION.id,
    },
  ],
};
const wind = Object.values(windByEntry).flat();

// ---- The checks ---------------------------------------------------------------------------

function meets(a: Assertion, r: Requirement): boolean {
  if (a.credit !== r.credit) return false;
  if (typeof r.step === "string" ? a.id !== r.step : !r.step.test(a.id)) return false;
  if (a.applied !== r.applied) return false;
  if (r.amount !== undefined && a.amount !== r.amount) return false;
  if (r.reasonIncludes !== undefined && !(a.reasonIncludes ?? "").includes(r.reasonIncludes))
    return false;
  return true;
}

function describeRequirement(r: Requirement): string {
  const what = [
    `${r.step}`,
    r.applied ? "applied" : "not applied",
    r.amount === undefined ? "" : `amount ${r.amount}`,
    r.reasonIncludes === undefined ? "" : `reason naming ${r.reasonIncludes}`,
  ].filter((s) => s !== "");
  return `${r.credit} ${r.rule}: ${what.join(", ")}`;
}

const all = [...emerge, ...wind].filter((r) => r.step !== "");

test("every requirement has a golden scenario (the missing ones, listed)", () => {
  const missing = all.filter((r) => !assertions.some((a) => meets(a, r))).map(describeRequirement);
  expect(missing).toEqual([]);
});

test.each(all.map((r) => [describeRequirement(r), r] as const))("%s", (_, r) => {
  const by = assertions.filter((a) => meets(a, r)).map((a) => a.file);
  expect(by.length).toBeGreaterThan(0);
});

/** The subsection and each one above it: "c.(1)(c)(i)" → c.(1)(c)(i), c.(1)(c), c.(1), c. */
function withParents(id: string): string[] {
  const out = [id];
  for (let m = /^(.*)\([^()]*\)$/.exec(id); m !== null; m = /^(.*)\([^()]*\)$/.exec(m[1]))
    out.push(m[1]);
  return out;
}

/**
 * Rules that are no trace step, and the golden scenarios that test them at the limit and one
 * past it instead (each file must exist and assert something).
 */
const NOT_A_STEP: Record<string, { rule: string; files: string[] }> = {
  // The eligibility period's seven years: a schedule of 7 years is computed, one of 8 refused.
  eligibilityYears: {
    rule: ELIGIBILITY_PERIOD.maximumYearsRule.id,
    files: ["emerge/a-schedule-seven-years.ts", "emerge/input-newjobs-eight-years.ts"],
  },
};
const goldenNames = new Set(loadGolden().map((g) => `${g.credit}/${g.file}`));
for (const { rule } of Object.values(NOT_A_STEP))
  emerge.push({ credit: "emerge", rule, step: "", applied: true });

test.each(Object.entries(NOT_A_STEP))("%s is tested by its golden files", (_, { files }) => {
  expect(files.filter((f) => !goldenNames.has(f))).toEqual([]);
});

test.each([
  ["emerge", emergeRules, emerge],
  ["wind", windRules, wind],
] as const)("every id in the %s rules tables has a requirement", (_, module, required) => {
  const covered = new Set(required.map((r) => r.rule));
  const uncovered = [...idsIn(module)].filter(
    (id) => !withParents(id).some((at) => covered.has(at)),
  );
  expect(uncovered).toEqual([]);
});

test("every wind rules entry with an id is listed here", () => {
  const entries = Object.entries(windRules)
    .filter(([, v]) => typeof v === "object" && v !== null && "id" in v)
    .map(([k]) => k);
  expect(entries.filter((k) => !(k in windByEntry))).toEqual([]);
});

/** Every Rule in a rules entry, however deep. */
function rulesIn(value: unknown, found: Rule[] = []): Rule[] {
  if (Array.isArray(value)) for (const v of value) rulesIn(v, found);
  else if (typeof value === "object" && value !== null) {
    if ("key" in value && "value" in value && "id" in value) found.push(value as Rule);
    else for (const v of Object.values(value)) rulesIn(v, found);
  }
  return found;
}

describe("every Emerge bonus has a summary (branch w2-rules)", () => {
  // (g) was deleted by P.L.2021, c.160: it has no number and no summary of its own.
  const bonuses = Object.entries(BONUS).filter(([key]) => key !== "g");
  test.each(bonuses)("bonus (%s)", (_, bonus) => {
    const summary = EMERGE_SUMMARIES[bonus.id];
    expect(summary).toBeDefined();
    expect(summary.title.trim()).not.toBe("");
    expect(summary.text(summary.rules, summary.dates).trim()).not.toBe("");
    const rules = rulesIn(bonus);
    expect(rules.length).toBeGreaterThan(0);
    for (const r of rules)
      expect({ id: r.id, summary: summaryText(r).trim() !== "" }).toEqual({
        id: r.id,
        summary: true,
      });
  });
});
