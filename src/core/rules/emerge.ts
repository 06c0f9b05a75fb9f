/**
 * The Emerge program per-job credit: every amount, threshold and cap of P.L.2020, c.156, s.75
 * (as amended by P.L.2021, c.160; N.J.S.A. 34:1B-343), once, with its subsection.
 *
 * s.75 c.(3) lets the authority adopt other criteria by rule: a revised table of this shape
 * replaces this one without a change to the calculation code.
 */
import type { Statute } from "../trace";
import { rule, type Rule } from "./types";

export const EMERGE_STATUTE: Statute = { act: "P.L.2020, c.156, s.75" };

/** The five location tiers of s.75 b. and d., in the order the statute lists them. */
export type Tier = 1 | 2 | 3 | 4 | 5;

export interface TierRules {
  tier: Tier;
  /** Where the facility is, in the statute's words. */
  description: string;
  /** s.75 b.(n): the base amount per job per year. */
  base: Rule;
  /** s.75 d.(n): the most the gross amount per job per year may be. */
  cap: Rule;
}

const PER_JOB = "USD per job per year";

export const TIERS: Readonly<Record<Tier, TierRules>> = {
  1: {
    tier: 1,
    description: "a government-restricted municipality, or a mega project",
    base: rule(
      "b.(1)",
      "base amount: government-restricted municipality or mega project",
      "4000",
      PER_JOB,
    ),
    cap: rule(
      "d.(1)",
      "limit: mega project or project in a government-restricted municipality",
      "8000",
      PER_JOB,
    ),
  },
  2: {
    tier: 2,
    description: "an enhanced area",
    base: rule("b.(2)", "base amount: enhanced area", "3500", PER_JOB),
    cap: rule(
      "d.(2)",
      "limit: qualified business facility within an enhanced area",
      "6000",
      PER_JOB,
    ),
  },
  3: {
    tier: 3,
    description: "a distressed municipality",
    base: rule("b.(3)", "base amount: distressed municipality", "3000", PER_JOB),
    cap: rule(
      "d.(3)",
      "limit: qualified business facility within a distressed municipality",
      "5000",
      PER_JOB,
    ),
  },
  4: {
    tier: 4,
    description: "a qualified opportunity zone or an employment and investment corridor",
    base: rule(
      "b.(4)",
      "base amount: qualified opportunity zone or employment and investment corridor",
      "2500",
      PER_JOB,
    ),
    cap: rule(
      "d.(4)",
      "limit: qualified opportunity zone or employment and investment corridor",
      "4000",
      PER_JOB,
    ),
  },
  5: {
    tier: 5,
    description: "other eligible areas",
    base: rule("b.(5)", "base amount: other eligible areas", "500", PER_JOB),
    cap: rule(
      "d.(5)",
      "limit: qualified business facility in other eligible areas",
      "3000",
      PER_JOB,
    ),
  },
};

/** One band of bonus (c): new full-time jobs from `from` to `to` (both included; no `to` = no limit). */
export interface JobCountBand {
  clause: string;
  from: number;
  to: number | null;
  amount: Rule;
}

export const BONUS = {
  a: {
    id: "c.(1)(a)",
    label: "Municipal Revitalization Index distress score greater than 50",
    /** The score must be greater than this. */
    scoreAbove: rule("c.(1)(a)", "distress score threshold (greater than)", "50", "score"),
    amount: rule("c.(1)(a)", "increase", "1000", PER_JOB),
  },
  b: {
    id: "c.(1)(b)",
    label: "capital investment in industrial or R&D premises above the minimum",
    /** Each whole increment of investment above the minimum, as a share of the minimum. */
    increment: rule(
      "c.(1)(b)",
      "each additional amount exceeding the minimum by 40 percent",
      "0.40",
      "ratio",
    ),
    perIncrement: rule("c.(1)(b)", "increase per increment", "500", PER_JOB),
    maximum: rule("c.(1)(b)", "maximum increase", "1500", PER_JOB),
    /** The higher maximum for a mega project or a facility in a government-restricted municipality. */
    maximumTier1: rule(
      "c.(1)(b)",
      "maximum increase: mega project or government-restricted municipality",
      "5000",
      PER_JOB,
    ),
  },
  c: {
    id: "c.(1)(c)",
    label: "large numbers of new full-time jobs",
    bands: [
      {
        clause: "(i)",
        from: 251,
        to: 400,
        amount: rule("c.(1)(c)(i)", "between 251 and 400 new full-time jobs", "500", PER_JOB),
      },
      {
        clause: "(ii)",
        from: 401,
        to: 600,
        amount: rule("c.(1)(c)(ii)", "between 401 and 600 new full-time jobs", "750", PER_JOB),
      },
      {
        clause: "(iii)",
        from: 601,
        to: 800,
        amount: rule("c.(1)(c)(iii)", "between 601 and 800 new full-time jobs", "1000", PER_JOB),
      },
      {
        clause: "(iv)",
        from: 801,
        to: 1000,
        amount: rule("c.(1)(c)(iv)", "between 801 and 1,000 new full-time jobs", "1250", PER_JOB),
      },
      {
        clause: "(v)",
        from: 1001,
        to: null,
        amount: rule("c.(1)(c)(v)", "in excess of 1,000 new full-time jobs", "1500", PER_JOB),
      },
    ] as readonly JobCountBand[],
  },
  d: {
    id: "c.(1)(d)",
    label: "industry-specific training program",
    amount: rule("c.(1)(d)", "increase", "500", PER_JOB),
    nearbyInstitutionMiles: rule(
      "c.(1)(d)",
      "State educational institution within this many miles",
      "10",
      "miles",
    ),
    nearbyInstitutionAmount: rule(
      "c.(1)(d)",
      "increase when provided by a State educational institution within 10 miles",
      "1000",
      PER_JOB,
    ),
  },
  e: {
    id: "c.(1)(e)",
    label: "small business",
    amount: rule("c.(1)(e)", "increase", "500", PER_JOB),
  },
  f: {
    id: "c.(1)(f)",
    label: "median salary in excess of the county (or government-restricted municipality) median",
    increment: rule(
      "c.(1)(f)",
      "each 35 percent by which the project's median salary exceeds the benchmark",
      "0.35",
      "ratio",
    ),
    perIncrement: rule("c.(1)(f)", "increase per increment", "200", PER_JOB),
    maximum: rule("c.(1)(f)", "maximum increase", "1000", PER_JOB),
  },
  g: { id: "c.(1)(g)", label: "(deleted by amendment, P.L.2021, c.160)" },
  h: {
    id: "c.(1)(h)",
    label: "engaged primarily in a targeted industry",
    amount: rule("c.(1)(h)", "increase", "500", PER_JOB),
  },
  i: {
    id: "c.(1)(i)",
    label: "located in a qualified incubator facility",
    amount: rule("c.(1)(i)", "increase", "500", PER_JOB),
  },
  j: {
    id: "c.(1)(j)",
    label: "labor harmony agreement (section 69)",
    amount: rule(
      "c.(1)(j)",
      "increase for the portion of the project subject to the agreement",
      "2000",
      PER_JOB,
    ),
    /** A job earning (j) may exceed the s.75 d. limit by up to this much. */
    capAllowance: rule(
      "c.(1)(j)",
      "amount by which the subsection d. limitation may be exceeded",
      "1000",
      PER_JOB,
    ),
  },
  k: {
    id: "c.(1)(k)",
    label: "child care for employees",
    amount: rule("c.(1)(k)", "increase", "1000", PER_JOB),
  },
  l: {
    id: "c.(1)(l)",
    label: "partnership with a re-entry program and at least one participant hired",
    amount: rule("c.(1)(l)", "increase", "500", PER_JOB),
    minimumHires: rule(
      "c.(1)(l)",
      "active participants hired as full-time employees, at least",
      "1",
      "jobs",
    ),
  },
  m: {
    id: "c.(1)(m)",
    label: "LEED rating or substantial environmental remediation",
    goldOrRemediation: rule(
      "c.(1)(m)",
      "exceeds Silver but not Gold, or substantial environmental remediation",
      "250",
      PER_JOB,
    ),
    platinum: rule("c.(1)(m)", "exceeds Gold", "500", PER_JOB),
  },
  n: {
    id: "c.(1)(n)",
    label: "targeted industry with a collaborative relationship with a college or university",
    amount: rule("c.(1)(n)", "increase", "1000", PER_JOB),
  },
  o: {
    id: "c.(1)(o)",
    label: "on-site renewable or distributed energy",
    minimumShare: rule(
      "c.(1)(o)",
      "at least this share of the facility's electric supply service needs",
      "0.5",
      "ratio",
    ),
    amount: rule("c.(1)(o)", "increase", "500", PER_JOB),
  },
  p: {
    id: "c.(1)(p)",
    label:
      "marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
    amount: rule("c.(1)(p)", "increase", "1500", PER_JOB),
  },
  q: {
    id: "c.(1)(q)",
    label: "located in a qualified opportunity zone",
    amount: rule("c.(1)(q)", "increase", "1000", PER_JOB),
  },
  r: {
    id: "c.(1)(r)",
    label: "one-third or more of the governing board from an underrepresented community",
    /** "one-third or more": tested exactly as boardMembers ≤ share⁻¹ × underrepresented. */
    shareDenominator: rule(
      "c.(1)(r)",
      "one-third: the board size is compared with this many times the members",
      "3",
      "ratio",
    ),
    amount: rule("c.(1)(r)", "increase", "2000", PER_JOB),
  },
} as const;

/** s.75 c.(2): no bonus where any full-time job pays less than the higher of these. */
export const WAGE_FLOOR = {
  id: "c.(2)",
  label: "no bonus where full-time jobs pay less than $15 an hour or 120% of the minimum wage",
  hourly: rule("c.(2)", "$15 per hour", "15", "USD per hour"),
  minimumWageMultiple: rule("c.(2)", "120 percent of the minimum wage", "1.20", "ratio"),
};

/** s.75 e.: the median salary reduction and its cliff. */
export const SALARY_REDUCTION = {
  id: "e.",
  label:
    "reduction for a median salary below the county (or government-restricted municipality) median",
  /** No credit when the median salary is this far or more below the benchmark. */
  noCreditShare: rule("e.", "30 percent or more below: no tax credit", "0.30", "ratio"),
};

/** s.75 f.: the share of the gross amount allowed for each kind of job. */
export const JOB_TYPE_SHARE = {
  new: rule("f.(1)", "each new full-time job: 100 percent of the gross amount", "1", "ratio"),
  retained: rule(
    "f.(2)",
    "each retained full-time job: 50 percent of the gross amount",
    "0.5",
    "ratio",
  ),
};

/** s.75 g. */
export const ANNUAL_CAP = {
  id: "g.",
  label: "annual amount determined by the board as necessary to induce the project",
};

/** s.75 a. with N.J.S.A. 34:1B-336: the eligibility period, in years. */
export const ELIGIBILITY_PERIOD = {
  id: "a.",
  label:
    "the credit is calculated annually for each year of the eligibility period (up to seven years)",
  maximumYears: 7,
};
