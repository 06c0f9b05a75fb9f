/**
 * The wind energy facility credit: every amount, threshold, date, band and cap of P.L.2010, c.57,
 * s.6 (as amended; N.J.S.A. 34:1B-209.4) and of the authority's rules at N.J.A.C. 19:31S, once,
 * with its subsection. The calculation code in src/core/wind holds none of them; the sentence of
 * the law each implements and its plain-language summary are in law/wind.ts.
 *
 * s.6 e. leaves the details to the authority's rules: a revised table of this shape replaces
 * this one without a change to the calculation code.
 */
import type { Statute } from "../trace";
import { dateRule, rule, type Rule, type RuleSpec } from "./types";
import { count, money, percent } from "./words";

export type { DateRule } from "./types";

export const WIND_STATUTE: Statute = { act: "P.L.2010, c.57, s.6", source: "statute" };
/** The authority's rules; step ids are the rule numbers ("19:31S-1.9"). */
export const WIND_RULES: Statute = { act: "N.J.A.C.", source: "regulation" };

const USD = "USD";

const r = (spec: RuleSpec): Rule => rule(WIND_STATUTE, spec);
/** A number of the authority's rules (N.J.A.C. 19:31S), which docs/law does not hold. */
const byRule = (spec: RuleSpec): Rule => rule(WIND_RULES, spec);

/** s.6 b.: the two deadlines. "By" a date includes that date. */
export const DEADLINES = {
  id: "b.",
  label: "application and documentation deadlines",
  application: dateRule(WIND_STATUTE, {
    id: "b.",
    label: "a business shall apply for the credit by this date",
    value: "2025-07-01",
  }),
  documentation: dateRule(WIND_STATUTE, {
    id: "b.",
    label:
      "a business shall submit its documentation for approval of its credit amount by this date",
    value: "2028-07-01",
  }),
};

/** s.6 a.(3): no credit with a BEIP grant for the same capital and employees, or with BRRAA assistance. */
export const OTHER_ASSISTANCE = {
  id: "a.(3)",
  label: "no BEIP grant for the same capital and employees, no BRRAA assistance",
};

/** s.6 a.(1): the net positive benefit shown at the time of application. */
export const NET_POSITIVE_BENEFIT = {
  id: "a.(1)",
  label: "net positive benefit to the State",
};

/** s.6 a.(2)(a) (and N.J.A.C. 19:31S-1.3(a)2i): the owner's minimum capital investment. */
const ownerInvestment = r({
  id: "a.(2)(a)",
  label: "owner's minimum capital investment",
  value: "50000000",
  unit: USD,
});
export const OWNER_MINIMUM = {
  id: "a.(2)(a)",
  label: `owner's capital investments totaling not less than ${money(ownerInvestment.value)}`,
  investment: ownerInvestment,
};

/** s.6 a.(2)(b): the tenant's test. The owner's minimum it refers to is OWNER_MINIMUM.investment. */
const tenantRepresented = r({
  id: "a.(2)(b)",
  label: "capital investment the leased area represents, at least",
  value: "17500000",
  unit: USD,
});
export const TENANT_MINIMUM = {
  id: "a.(2)(b)",
  label: `tenant's leased area represents at least ${money(tenantRepresented.value)}`,
  represented: tenantRepresented,
};

/** One step of the authority's prorated formula (N.J.A.C. 19:31S-1.9), from `fromJobs` approved jobs up. */
export interface ProrationBand {
  fromJobs: number;
  /** The last approved-job count of the band, or null for the top band. */
  toJobs: number | null;
  /** Share of the capital investment the credit is. */
  share: Rule;
  /** The prorated minimum number of new full-time jobs in years 4 and 5 (the statute's 300). */
  proratedMinimum: number;
  /** The rules the three numbers above are read from (the band's first and last job counts, its minimum). */
  jobs: { from: Rule; to: Rule | null; proratedMinimum: Rule };
}

/** A band's job count: the authority's formula's (19:31S-1.9), or, for the full band, s.6 a.(1)'s. */
function approvedJobs(label: string, value: string, band?: string): Rule {
  const spec = { label, value, unit: "jobs", variant: band };
  return band === undefined ? r({ id: "a.(1)", ...spec }) : byRule({ id: "19:31S-1.9", ...spec });
}

/** A band of the authority's formula: approved jobs from `from` to `to`, its share and minimum. */
function band(from: string, to: string, share: string, proratedMinimum: string): ProrationBand {
  // The band's rules share their labels with the other bands': each is named by its first count.
  const variant = `band from ${from}`;
  const jobs = {
    from: approvedJobs("first approved-job count of the band", from, variant),
    to: approvedJobs("last approved-job count of the band", to, variant),
    proratedMinimum: byRule({
      id: "19:31S-1.9",
      label: "the band's prorated minimum number of new full-time jobs",
      value: proratedMinimum,
      unit: "jobs",
      variant,
    }),
  };
  return {
    fromJobs: jobs.from.value.toNumber(),
    toJobs: jobs.to.value.toNumber(),
    share: byRule({
      id: "19:31S-1.9",
      label: "prorated award: share of the capital investment",
      value: share,
      unit: "ratio",
      variant,
    }),
    proratedMinimum: jobs.proratedMinimum.value.toNumber(),
    jobs,
  };
}

/** s.6 a.(1): 300 or more new full-time jobs (f.(4)'s minimum) earn the whole credit. */
function fullBand(): ProrationBand {
  const from = approvedJobs("approved jobs from which the credit is not prorated", "300");
  return {
    fromJobs: from.value.toNumber(),
    toJobs: null,
    share: r({
      id: "a.(1)",
      label: "the credit's share of its capital investment",
      value: "1",
      unit: "ratio",
    }),
    proratedMinimum: from.value.toNumber(),
    jobs: { from, to: null, proratedMinimum: from },
  };
}

const bands: readonly ProrationBand[] = [
  band("150", "199", "0.50", "150"),
  band("200", "249", "0.65", "200"),
  band("250", "299", "0.85", "250"),
  fullBand(),
];
const proratedBands = bands.filter((b) => b.jobs.to !== null);
const lastProrated = proratedBands[proratedBands.length - 1];

/**
 * s.6 a.(1) with N.J.A.C. 19:31S-1.9: "between 150 and 300 new, full-time jobs" earn a prorated
 * award; 300 or more earn 100 percent of the capital investment. Below the first band: no credit.
 */
export const PRORATION = {
  id: "19:31S-1.9",
  statute: WIND_RULES,
  label: `the authority's prorated formula (${count(bands[0].jobs.from.value)} to ${count(lastProrated.jobs.to!.value)} jobs)`,
  bands,
  /** The award is based on this many new full-time jobs unless the input says otherwise. */
  defaultApprovedJobs: bands[bands.length - 1].fromJobs,
};

/**
 * s.6 a.(1): the authority approves a credit only where the State's support yields a net positive
 * benefit; its rules (N.J.A.C. 19:31S, as NJEDA publishes them) limit the credit so that the net
 * positive economic benefit it determined is at least 110% of the credit: credit ≤ benefit / 1.10.
 */
const netBenefitRatio = r({
  id: "a.(1)",
  label: "net positive economic benefit at least this share of the credit (N.J.A.C. 19:31S)",
  value: "1.10",
  unit: "ratio",
});
export const NET_BENEFIT_LIMIT = {
  id: "a.(1)",
  /**
   * s.6 a.(1) asks only for "a net positive benefit"; the 110% is the authority's published term
   * (docs/law/README.md, facts from outside the two texts), cited as such.
   */
  source: "authority" as const,
  citation: "NJEDA, offshore wind tax credit program description (N.J.A.C. 19:31S)",
  label: `net benefit limit: the net positive economic benefit at least ${percent(netBenefitRatio.value)} of the credit`,
  ratio: netBenefitRatio,
};

/** s.6 a.(1): all credits approved may not exceed the $350,000,000 of P.L.2020, c.156, s.98. */
const programCap = r({
  id: "a.(1)",
  label: "program cap: the amount made available for all credits approved",
  value: "350000000",
  unit: USD,
});
export const PROGRAM_CAP = {
  id: "a.(1)",
  label: `program cap: all credits approved at most ${money(programCap.value)}`,
  amount: programCap,
};

/** s.6 f.(n): "at least a cumulative N new, full-time employees" for a compliance year. */
function minimum(id: string, value: string, year: string): Rule {
  return r({
    id,
    label: `minimum number of new full-time employees, cumulative: ${year}`,
    value,
    unit: "jobs",
  });
}

const years = r({
  id: "a.(1)",
  label: "compliance years, each an equal part of the total credit",
  value: "5",
  unit: "years",
});
const f4 = minimum("f.(4)", "300", "the years after the third");
const employmentMinimum = (m: Rule, label: string) => ({
  id: m.id,
  label,
  jobs: m.value.toNumber(),
  minimum: m,
});

/**
 * s.6 a.(1), d.: up to five compliance years, each one-fifth of the total credit; s.6 f. "minimum
 * number of new, full-time employees", cumulative, for each compliance year (year 5 as year 4,
 * s.6 a.(1)). For a prorated award each minimum is scaled by proratedMinimum / 300 and rounded up.
 */
export const COMPLIANCE = {
  id: "d.",
  label: "one-fifth of the total credit for each of five periods",
  years: years.value.toNumber(),
  /** The rule `years` is read from. */
  yearsRule: years,
  /** The statutory minimum of each compliance year, with the paragraph of s.6 f. that sets it. */
  employmentMinimums: [
    employmentMinimum(minimum("f.(1)", "100", "the first year"), "for the first year"),
    employmentMinimum(
      minimum("f.(2)", "150", "the year after the first"),
      "following the first year",
    ),
    employmentMinimum(
      minimum("f.(3)", "200", "the year after the second"),
      "following the second year",
    ),
    employmentMinimum(f4, "following the third year"),
    employmentMinimum(
      f4,
      "following the fourth year (the fifth year is the same as the fourth, a.(1))",
    ),
  ],
  /** The unprorated minimum the prorated minimums are a share of (s.6 f.(4)). */
  fullMinimum: f4.value.toNumber(),
};

/**
 * s.6 d.: the credit is taken "for each tax accounting or privilege period of the business,
 * beginning with the privilege period or taxable year in which the business is first approved by
 * the authority as having met the investment capital and employment qualifications"; f.(1) sets
 * the minimum "for the first year". A period below the first year's minimum is one in which the
 * credit period has not begun.
 */
export const CREDIT_PERIOD_START = {
  id: "d.",
  label: "the five periods begin with the first period meeting the employment qualification",
};

/** s.6 d.: a tenant's credit for a period is at most its lease payments for that period. */
export const LEASE_CAP = {
  id: "d.",
  label: "a tenant's credit for a period at most its lease payments",
};

/**
 * s.6 d.: the credit for a period ending after the date 18 years after P.L.2007, c.346 took effect
 * (approved 2008-01-13) during which the documentation remains unapproved is forfeited.
 */
export const FORFEITURE = {
  id: "d.",
  label: "forfeited while the documentation remains unapproved",
  /**
   * P.L.2007, c.346 (the Urban Transit Hub Tax Credit Act) took effect on approval, 2008-01-13;
   * 18 years later is 2026-01-13. A period must end after this date to be forfeited.
   */
  after: dateRule(WIND_STATUTE, {
    id: "d.",
    label: "the date eighteen years after the effective date of P.L.2007, c.346",
    value: "2026-01-13",
  }),
};

/**
 * N.J.A.C. 19:31S-1.12(b): a business that misses a year's employment minimum has its credits
 * suspended until the authority approves their restoration.
 */
export const RESTORATION = {
  id: "19:31S-1.12(b)",
  statute: WIND_RULES,
  label: "credits suspended until the authority approves their restoration",
};

/**
 * How New Jersey's corporation business tax forms (CBT-100) name a tax year: tax year Y is the
 * period ending on or after July 31 of Y and on or before June 30 of Y + 1. A period ending in
 * January to June of the next calendar year belongs to tax year Y.
 */
export const TAX_YEAR = {
  label: "CBT-100 tax year Y: periods ending July 31 of Y to June 30 of Y + 1",
  /** The first month, July, whose period end falls in the tax year's own calendar year. */
  firstPeriodEndMonth: 7,
};

/** Not law: the tax or privilege period ends in December unless the input says otherwise. */
export const DEFAULT_PERIOD_END_MONTH = 12;
