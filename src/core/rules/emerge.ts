/**
 * The Emerge program per-job credit: every amount, threshold and cap of P.L.2020, c.156, s.75
 * (as amended by P.L.2021, c.160; N.J.S.A. 34:1B-343), once, with its subsection. The sentence of
 * the law each implements and its plain-language summary are in law/emerge.ts.
 *
 * s.75 c.(3) lets the authority adopt other criteria by rule: a revised table of this shape
 * replaces this one without a change to the calculation code.
 */
import type { Decimal } from "../decimal";
import type { Statute } from "../trace";
import { rule, type Rule, type RuleSpec } from "./types";
import { count, money, percent } from "./words";

export const EMERGE_STATUTE: Statute = { act: "P.L.2020, c.156, s.75", source: "statute" };

const r = (spec: RuleSpec): Rule => rule(EMERGE_STATUTE, spec);

/** The five location tiers of s.75 b. and d., in the order the statute lists them. */
export type Tier = 1 | 2 | 3 | 4 | 5;

export interface TierRules {
  tier: Tier;
  /** s.75 b.(n): the base amount per job per year. */
  base: Rule;
  /** s.75 d.(n): the most the gross amount per job per year may be. */
  cap: Rule;
}

const PER_JOB = "USD per job per year";

/** The base of b.(n) and the limit of d.(n) for one location. */
function tierRules(
  tier: Tier,
  where: { base: string; cap: string },
  base: string,
  cap: string,
): TierRules {
  return {
    tier,
    base: r({
      id: `b.(${tier})`,
      label: `base amount: ${where.base}`,
      value: base,
      unit: PER_JOB,
    }),
    cap: r({
      id: `d.(${tier})`,
      label: `limit: ${where.cap}`,
      value: cap,
      unit: PER_JOB,
    }),
  };
}

export const TIERS: Readonly<Record<Tier, TierRules>> = {
  1: tierRules(
    1,
    {
      base: "government-restricted municipality or mega project",
      cap: "mega project or project in a government-restricted municipality",
    },
    "4000",
    "8000",
  ),
  2: tierRules(
    2,
    {
      base: "enhanced area",
      cap: "qualified business facility within an enhanced area",
    },
    "3500",
    "6000",
  ),
  3: tierRules(
    3,
    {
      base: "distressed municipality",
      cap: "qualified business facility within a distressed municipality",
    },
    "3000",
    "5000",
  ),
  4: tierRules(
    4,
    {
      base: "qualified opportunity zone or employment and investment corridor",
      cap: "qualified opportunity zone or employment and investment corridor",
    },
    "2500",
    "4000",
  ),
  5: tierRules(
    5,
    {
      base: "other eligible areas",
      cap: "qualified business facility in other eligible areas",
    },
    "500",
    "3000",
  ),
};

/**
 * One band of bonus (c): new full-time jobs from `from` to `to` (both included; no `to` = no
 * limit). `bounds` are the statute's numbers: "between A and B" ([A, B]) or "in excess of A" ([A]).
 */
export interface JobCountBand {
  clause: string;
  from: number;
  to: number | null;
  bounds: readonly Rule[];
  amount: Rule;
}

function bandAmount(clause: string, value: string): Rule {
  return r({
    id: `c.(1)(c)${clause}`,
    label: "increase for this number of new full-time jobs",
    value,
    unit: PER_JOB,
  });
}

function jobsBound(clause: string, label: string, value: string): Rule {
  return r({
    id: `c.(1)(c)${clause}`,
    label,
    value,
    unit: "jobs",
  });
}

/** "(i) if the number of new full-time jobs is between 251 and 400, $500 per year". */
function between(clause: string, from: string, to: string, amount: string) {
  const bounds = [
    jobsBound(clause, "new full-time jobs, between", from),
    jobsBound(clause, "new full-time jobs, and", to),
  ];
  return {
    clause,
    from: bounds[0].value.toNumber(),
    to: bounds[1].value.toNumber(),
    bounds,
    amount: bandAmount(clause, amount),
  };
}

/** "(v) if the number of new full-time jobs is in excess of 1,000, $1,500 per year". */
function inExcessOf(clause: string, over: string, amount: string) {
  const bound = jobsBound(clause, "new full-time jobs, in excess of", over);
  return {
    clause,
    from: bound.value.toNumber() + 1,
    to: null,
    bounds: [bound],
    amount: bandAmount(clause, amount),
  };
}

/** A bonus that is one amount for meeting the subparagraph. */
function increase(id: string, value: string): Rule {
  return r({
    id,
    label: "increase",
    value,
    unit: PER_JOB,
  });
}

const scoreAbove = r({
  id: "c.(1)(a)",
  label: "distress score threshold (greater than)",
  value: "50",
  unit: "score",
});

export const BONUS = {
  a: {
    id: "c.(1)(a)",
    label: `Municipal Revitalization Index distress score greater than ${count(scoreAbove.value)}`,
    /** The score must be greater than this. */
    scoreAbove,
    amount: increase("c.(1)(a)", "1000"),
  },
  b: {
    id: "c.(1)(b)",
    label: "capital investment in industrial or R&D premises above the minimum",
    perIncrement: r({
      id: "c.(1)(b)",
      label: "increase per increment",
      value: "500",
      unit: PER_JOB,
    }),
    /** Each whole increment of investment above the minimum, as a share of the minimum. */
    increment: r({
      id: "c.(1)(b)",
      label: "each additional amount exceeding the minimum by this share of it",
      value: "0.40",
      unit: "ratio",
    }),
    maximum: r({
      id: "c.(1)(b)",
      label: "maximum increase",
      value: "1500",
      unit: PER_JOB,
    }),
    /** The higher maximum for a mega project or a facility in a government-restricted municipality. */
    maximumTier1: r({
      id: "c.(1)(b)",
      label: "maximum increase: mega project or government-restricted municipality",
      value: "5000",
      unit: PER_JOB,
    }),
  },
  c: {
    id: "c.(1)(c)",
    label: "large numbers of new full-time jobs",
    bands: [
      between("(i)", "251", "400", "500"),
      between("(ii)", "401", "600", "750"),
      between("(iii)", "601", "800", "1000"),
      between("(iv)", "801", "1000", "1250"),
      inExcessOf("(v)", "1000", "1500"),
    ] as readonly JobCountBand[],
  },
  d: {
    id: "c.(1)(d)",
    label: "industry-specific training program",
    amount: increase("c.(1)(d)", "500"),
    /** Not computed: the user's trainingProgram answer says the program has this capacity. */
    enrollmentShare: r({
      id: "c.(1)(d)",
      label: "a program the business funds can enroll at least this share of its workforce",
      value: "0.10",
      unit: "ratio",
    }),
    nearbyInstitutionAmount: r({
      id: "c.(1)(d)",
      label: "increase when provided by a nearby State educational institution",
      value: "1000",
      unit: PER_JOB,
    }),
    nearbyInstitutionMiles: r({
      id: "c.(1)(d)",
      label: "State educational institution within this many miles",
      value: "10",
      unit: "miles",
    }),
  },
  e: {
    id: "c.(1)(e)",
    label: "small business",
    amount: increase("c.(1)(e)", "500"),
  },
  f: {
    id: "c.(1)(f)",
    label: "median salary in excess of the county (or government-restricted municipality) median",
    perIncrement: r({
      id: "c.(1)(f)",
      label: "increase per increment",
      value: "200",
      unit: PER_JOB,
    }),
    increment: r({
      id: "c.(1)(f)",
      label: "each share of the benchmark by which the project's median salary exceeds it",
      value: "0.35",
      unit: "ratio",
    }),
    maximum: r({
      id: "c.(1)(f)",
      label: "maximum increase",
      value: "1000",
      unit: PER_JOB,
    }),
  },
  g: { id: "c.(1)(g)", label: "(deleted by amendment, P.L.2021, c.160)" },
  h: {
    id: "c.(1)(h)",
    label: "engaged primarily in a targeted industry",
    amount: increase("c.(1)(h)", "500"),
  },
  i: {
    id: "c.(1)(i)",
    label: "located in a qualified incubator facility",
    amount: increase("c.(1)(i)", "500"),
  },
  j: {
    id: "c.(1)(j)",
    label: "labor harmony agreement (section 69)",
    amount: r({
      id: "c.(1)(j)",
      label: "increase for the portion of the project subject to the agreement",
      value: "2000",
      unit: PER_JOB,
    }),
    /** A job earning (j) may exceed the s.75 d. limit by up to this much. */
    capAllowance: r({
      id: "c.(1)(j)",
      label: "amount by which the subsection d. limitation may be exceeded",
      value: "1000",
      unit: PER_JOB,
    }),
  },
  k: {
    id: "c.(1)(k)",
    label: "child care for employees",
    amount: increase("c.(1)(k)", "1000"),
  },
  l: {
    id: "c.(1)(l)",
    label: "partnership with a re-entry program and participants hired",
    amount: increase("c.(1)(l)", "500"),
    minimumHires: r({
      id: "c.(1)(l)",
      label: "active participants hired as full-time employees, at least",
      value: "1",
      unit: "jobs",
    }),
  },
  m: {
    id: "c.(1)(m)",
    label: "LEED rating or substantial environmental remediation",
    goldOrRemediation: r({
      id: "c.(1)(m)",
      label: "exceeds Silver but not Gold, or substantial environmental remediation",
      value: "250",
      unit: PER_JOB,
    }),
    platinum: r({
      id: "c.(1)(m)",
      label: "exceeds Gold",
      value: "500",
      unit: PER_JOB,
    }),
  },
  n: {
    id: "c.(1)(n)",
    label: "targeted industry with a collaborative relationship with a college or university",
    amount: increase("c.(1)(n)", "1000"),
  },
  o: {
    id: "c.(1)(o)",
    label: "on-site renewable or distributed energy",
    amount: increase("c.(1)(o)", "500"),
    minimumShare: r({
      id: "c.(1)(o)",
      label: "at least this share of the facility's electric supply service needs",
      value: "0.5",
      unit: "ratio",
    }),
  },
  p: {
    id: "c.(1)(p)",
    label:
      "marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
    amount: increase("c.(1)(p)", "1500"),
  },
  q: {
    id: "c.(1)(q)",
    label: "located in a qualified opportunity zone",
    amount: increase("c.(1)(q)", "1000"),
  },
  r: {
    id: "c.(1)(r)",
    label: "one-third or more of the governing board from an underrepresented community",
    /** "one-third or more": tested exactly as boardMembers ≤ share⁻¹ × underrepresented. */
    shareDenominator: r({
      id: "c.(1)(r)",
      label: "one-third: the board size is compared with this many times the members",
      value: "3",
      unit: "times",
    }),
    amount: increase("c.(1)(r)", "2000"),
  },
} as const;

const hourly = r({
  id: "c.(2)",
  label: "hourly wage floor",
  value: "15",
  unit: "USD per hour",
});
const minimumWageMultiple = r({
  id: "c.(2)",
  label: "share of the State minimum wage",
  value: "1.20",
  unit: "ratio",
});

/** The c.(2) floor in words, from its two rules. */
export function wageFloorWords(h: Decimal, multiple: Decimal): string {
  return `${money(h)} an hour or ${percent(multiple)} of the minimum wage`;
}

/** s.75 c.(2): no bonus where any full-time job pays less than the higher of these. */
export const WAGE_FLOOR = {
  id: "c.(2)",
  label: `no bonus where full-time jobs pay less than ${wageFloorWords(hourly.value, minimumWageMultiple.value)}`,
  hourly,
  minimumWageMultiple,
};

/** s.75 e.: the median salary reduction and its cliff. */
export const SALARY_REDUCTION = {
  id: "e.",
  label:
    "reduction for a median salary below the county (or government-restricted municipality) median",
  /** No credit when the median salary is this far or more below the benchmark. */
  noCreditShare: r({
    id: "e.",
    label: "this far or more below: no tax credit",
    value: "0.30",
    unit: "ratio",
  }),
};

/** s.75 f.: the share of the gross amount allowed for each kind of job. */
export const JOB_TYPE_SHARE = {
  new: r({
    id: "f.(1)",
    label: "each new full-time job: its share of the gross amount",
    value: "1",
    unit: "ratio",
  }),
  retained: r({
    id: "f.(2)",
    label: "each retained full-time job: its share of the gross amount",
    value: "0.5",
    unit: "ratio",
  }),
};

/**
 * Retained jobs earn a credit only where the project meets the retention minimums the Emerge Act
 * sets outside s.75, which NJEDA's program description states by location. This calculation does
 * not test them; a step says so wherever retained jobs are counted (no amount changes).
 */
export const RETENTION_MINIMUMS = {
  id: "retention",
  label: "retained jobs: the project must meet the Emerge Act's retention minimums",
  citation: "NJEDA, Emerge program description: retention minimums (P.L.2020, c.156, outside s.75)",
  source: "authority" as const,
};

/** s.75 g. */
export const ANNUAL_CAP = {
  id: "g.",
  label: "annual amount determined by the board as necessary to induce the project",
};

/** s.75 a. with N.J.S.A. 34:1B-336: the eligibility period, in years. */
const eligibilityYears = rule(
  { act: "N.J.S.A.", source: "statute" },
  {
    id: "34:1B-336",
    label: "eligibility period, in years, at most",
    value: "7",
    unit: "years",
  },
);
export const ELIGIBILITY_PERIOD = {
  id: "a.",
  label:
    "the credit is calculated annually for each year of the eligibility period (up to seven years)",
  maximumYears: eligibilityYears.value.toNumber(),
  /** The rule `maximumYears` is read from. */
  maximumYearsRule: eligibilityYears,
};
