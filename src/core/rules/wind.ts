/**
 * The wind energy facility credit: every amount, threshold, date, band and cap of P.L.2010, c.57,
 * s.6 (as amended; N.J.S.A. 34:1B-209.4) and of the authority's rules at N.J.A.C. 19:31S, once,
 * with its subsection. The calculation code in src/core/wind holds none of them.
 *
 * s.6 e. leaves the details to the authority's rules: a revised table of this shape replaces
 * this one without a change to the calculation code.
 */
import type { Statute } from "../trace";
import { rule, type Rule } from "./types";

export const WIND_STATUTE: Statute = { act: "P.L.2010, c.57, s.6" };
/** The authority's rules; step ids are the rule numbers ("19:31S-1.9"). */
export const WIND_RULES: Statute = { act: "N.J.A.C." };

/** A date the law fixes, as ISO text (which compares as dates do). */
export interface DateRule {
  id: string;
  /** Which statute the id belongs to (the act, or the authority's rules). */
  statute: Statute;
  label: string;
  value: string;
}

const USD = "USD";

/** s.6 b.: the two deadlines. "By" a date includes that date. */
export const DEADLINES = {
  id: "b.",
  label: "application and documentation deadlines",
  application: {
    id: "b.",
    statute: WIND_STATUTE,
    label: "a business shall apply for the credit by July 1, 2025",
    value: "2025-07-01",
  } as DateRule,
  documentation: {
    id: "b.",
    statute: WIND_STATUTE,
    label:
      "a business shall submit its documentation for approval of its credit amount by July 1, 2028",
    value: "2028-07-01",
  } as DateRule,
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
export const OWNER_MINIMUM = {
  id: "a.(2)(a)",
  label: "owner's capital investments totaling not less than $50,000,000",
  investment: rule("a.(2)(a)", "owner's minimum capital investment", "50000000", USD),
};

/** s.6 a.(2)(b): the tenant's test. The owner's minimum it refers to is OWNER_MINIMUM.investment. */
export const TENANT_MINIMUM = {
  id: "a.(2)(b)",
  label: "tenant's leased area represents at least $17,500,000",
  represented: rule(
    "a.(2)(b)",
    "capital investment the leased area represents, at least",
    "17500000",
    USD,
  ),
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
}

/**
 * s.6 a.(1) with N.J.A.C. 19:31S-1.9: "between 150 and 300 new, full-time jobs" earn a prorated
 * award; 300 or more earn 100 percent of the capital investment. Below the first band: no credit.
 */
export const PRORATION = {
  id: "19:31S-1.9",
  statute: WIND_RULES,
  label: "the authority's prorated formula (150 to 299 jobs)",
  bands: [
    {
      fromJobs: 150,
      toJobs: 199,
      share: rule(
        "19:31S-1.9",
        "150 to 199 jobs: 50 percent of the capital investment",
        "0.50",
        "ratio",
      ),
      proratedMinimum: 150,
    },
    {
      fromJobs: 200,
      toJobs: 249,
      share: rule(
        "19:31S-1.9",
        "200 to 249 jobs: 65 percent of the capital investment",
        "0.65",
        "ratio",
      ),
      proratedMinimum: 200,
    },
    {
      fromJobs: 250,
      toJobs: 299,
      share: rule(
        "19:31S-1.9",
        "250 to 299 jobs: 85 percent of the capital investment",
        "0.85",
        "ratio",
      ),
      proratedMinimum: 250,
    },
    {
      fromJobs: 300,
      toJobs: null,
      share: rule(
        "a.(1)",
        "300 or more jobs: a credit of 100 percent of its capital investment",
        "1",
        "ratio",
      ),
      proratedMinimum: 300,
    },
  ] as readonly ProrationBand[],
  /** The award is based on this many new full-time jobs unless the input says otherwise. */
  defaultApprovedJobs: 300,
};

/**
 * s.6 a.(1): the authority approves a credit only where the State's support yields a net positive
 * benefit; its rules (N.J.A.C. 19:31S, as NJEDA publishes them) limit the credit so that the net
 * positive economic benefit it determined is at least 110% of the credit: credit ≤ benefit / 1.10.
 */
export const NET_BENEFIT_LIMIT = {
  id: "a.(1)",
  label: "net benefit limit: the net positive economic benefit at least 110% of the credit",
  ratio: rule(
    "a.(1)",
    "net positive economic benefit at least 110 percent of the credit (N.J.A.C. 19:31S)",
    "1.10",
    "ratio",
  ),
};

/** s.6 a.(1): all credits approved may not exceed the $350,000,000 of P.L.2020, c.156, s.98. */
export const PROGRAM_CAP = {
  id: "a.(1)",
  label: "program cap: all credits approved at most $350,000,000",
  amount: rule("a.(1)", "program cap (P.L.2020, c.156, s.98)", "350000000", USD),
};

/**
 * s.6 a.(1), d.: up to five compliance years, each one-fifth of the total credit; s.6 f. "minimum
 * number of new, full-time employees", cumulative, for each compliance year (year 5 as year 4,
 * s.6 a.(1)). For a prorated award each minimum is scaled by proratedMinimum / 300 and rounded up.
 */
export const COMPLIANCE = {
  id: "d.",
  label: "one-fifth of the total credit for each of five periods",
  years: 5,
  /** The statutory minimum of each compliance year, with the paragraph of s.6 f. that sets it. */
  employmentMinimums: [
    {
      id: "f.(1)",
      label: "for the first year, at least a cumulative 100 new, full-time employees",
      jobs: 100,
    },
    {
      id: "f.(2)",
      label: "following the first year, at least a cumulative 150 new, full-time employees",
      jobs: 150,
    },
    {
      id: "f.(3)",
      label: "following the second year, at least a cumulative 200 new, full-time employees",
      jobs: 200,
    },
    {
      id: "f.(4)",
      label: "following the third year, at least a cumulative 300 new, full-time employees",
      jobs: 300,
    },
    {
      id: "f.(4)",
      label:
        "following the fourth year (the fifth year is the same as the fourth, a.(1)), at least a cumulative 300 new, full-time employees",
      jobs: 300,
    },
  ],
  /** The unprorated minimum the prorated minimums are a share of (s.6 f.(4)). */
  fullMinimum: 300,
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
  after: {
    id: "d.",
    statute: WIND_STATUTE,
    label: "the date 18 years after the effective date of P.L.2007, c.346",
    value: "2026-01-13",
  } as DateRule,
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

