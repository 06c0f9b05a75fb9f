/**
 * The Emerge program per-job credit: every amount, threshold and cap of P.L.2020, c.156, s.75
 * (as amended by P.L.2021, c.160; N.J.S.A. 34:1B-343), once, with its subsection, the sentence of
 * the law it implements (emergeLaw.ts) and its plain-language summary.
 *
 * s.75 c.(3) lets the authority adopt other criteria by rule: a revised table of this shape
 * replaces this one without a change to the calculation code.
 */
import type { Decimal } from "../decimal";
import type { Statute } from "../trace";
import * as law from "./emergeLaw";
import { rule, type Law, type Rule, type RuleSpec } from "./types";
import { count, money, percent } from "./words";

export const EMERGE_STATUTE: Statute = { act: "P.L.2020, c.156, s.75" };

const r = (spec: RuleSpec): Rule => rule(EMERGE_STATUTE, spec);
const quote = (...sentences: string[]): Law => ({ quote: sentences });

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

/** The base of b.(n) and the limit of d.(n) for one location. */
function tierRules(
  tier: Tier,
  description: string,
  where: { base: string; cap: string; words: string },
  base: [string, string],
  cap: [string, string],
): TierRules {
  return {
    tier,
    description,
    base: r({
      id: `b.(${tier})`,
      label: `base amount: ${where.base}`,
      value: base[0],
      unit: PER_JOB,
      law: quote(base[1]),
      summary: (v) => `${where.words}, the base is ${money(v)} per job per year.`,
    }),
    cap: r({
      id: `d.(${tier})`,
      label: `limit: ${where.cap}`,
      value: cap[0],
      unit: PER_JOB,
      law: quote(cap[1]),
      summary: (v) =>
        `${where.words}, the gross amount per job may not exceed ${money(v)} per year.`,
    }),
  };
}

export const TIERS: Readonly<Record<Tier, TierRules>> = {
  1: tierRules(
    1,
    "a government-restricted municipality, or a mega project",
    {
      base: "government-restricted municipality or mega project",
      cap: "mega project or project in a government-restricted municipality",
      words: "For a mega project or a facility in a government-restricted municipality",
    },
    ["4000", law.B1],
    ["8000", law.D1],
  ),
  2: tierRules(
    2,
    "an enhanced area",
    {
      base: "enhanced area",
      cap: "qualified business facility within an enhanced area",
      words: "For a facility in an enhanced area",
    },
    ["3500", law.B2],
    ["6000", law.D2],
  ),
  3: tierRules(
    3,
    "a distressed municipality",
    {
      base: "distressed municipality",
      cap: "qualified business facility within a distressed municipality",
      words: "For a facility in a distressed municipality",
    },
    ["3000", law.B3],
    ["5000", law.D3],
  ),
  4: tierRules(
    4,
    "a qualified opportunity zone or an employment and investment corridor",
    {
      base: "qualified opportunity zone or employment and investment corridor",
      cap: "qualified opportunity zone or employment and investment corridor",
      words:
        "For a project in a qualified opportunity zone or an employment and investment corridor",
    },
    ["2500", law.B4],
    ["4000", law.D4],
  ),
  5: tierRules(
    5,
    "other eligible areas",
    {
      base: "other eligible areas",
      cap: "qualified business facility in other eligible areas",
      words: "For a project in other eligible areas",
    },
    ["500", law.B5],
    ["3000", law.D5],
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

function bandAmount(clause: string, value: string, sentence: string): Rule {
  return r({
    id: `c.(1)(c)${clause}`,
    label: "increase for this number of new full-time jobs",
    value,
    unit: PER_JOB,
    law: quote(law.C1C, sentence),
    summary: (v) => `In band ${clause}, adds ${money(v)} per job per year.`,
  });
}

function jobsBound(clause: string, label: string, value: string, sentence: string): Rule {
  return r({
    id: `c.(1)(c)${clause}`,
    label,
    value,
    unit: "jobs",
    law: quote(sentence),
    summary: (v) => `Band ${clause}: ${label} ${count(v)}.`,
  });
}

/** "(i) if the number of new full-time jobs is between 251 and 400, $500 per year". */
function between(clause: string, from: string, to: string, amount: string, sentence: string) {
  const bounds = [
    jobsBound(clause, "new full-time jobs, between", from, sentence),
    jobsBound(clause, "new full-time jobs, and", to, sentence),
  ];
  return {
    clause,
    from: bounds[0].value.toNumber(),
    to: bounds[1].value.toNumber(),
    bounds,
    amount: bandAmount(clause, amount, sentence),
  };
}

/** "(v) if the number of new full-time jobs is in excess of 1,000, $1,500 per year". */
function inExcessOf(clause: string, over: string, amount: string, sentence: string) {
  const bound = jobsBound(clause, "new full-time jobs, in excess of", over, sentence);
  return {
    clause,
    from: bound.value.toNumber() + 1,
    to: null,
    bounds: [bound],
    amount: bandAmount(clause, amount, sentence),
  };
}

/** A bonus that is one amount for meeting the subparagraph: "Adds $500 per job per year when …". */
function increase(id: string, value: string, sentence: string, when: string): Rule {
  return r({
    id,
    label: "increase",
    value,
    unit: PER_JOB,
    law: quote(sentence),
    summary: (v) => `Adds ${money(v)} per job per year ${when}.`,
  });
}

const scoreAbove = r({
  id: "c.(1)(a)",
  label: "distress score threshold (greater than)",
  value: "50",
  unit: "score",
  law: quote(law.C1A),
  summary: (v) =>
    `The facility's municipality must have a Municipal Revitalization Index distress score greater than ${count(v)}.`,
});

export const BONUS = {
  a: {
    id: "c.(1)(a)",
    label: `Municipal Revitalization Index distress score greater than ${count(scoreAbove.value)}`,
    /** The score must be greater than this. */
    scoreAbove,
    amount: increase(
      "c.(1)(a)",
      "1000",
      law.C1A,
      "when the facility is in a distressed municipality by the Municipal Revitalization Index",
    ),
  },
  b: {
    id: "c.(1)(b)",
    label: "capital investment in industrial or R&D premises above the minimum",
    perIncrement: r({
      id: "c.(1)(b)",
      label: "increase per increment",
      value: "500",
      unit: PER_JOB,
      law: quote(law.C1B),
      summary: (v) =>
        `Adds ${money(v)} per job per year for each whole increment by which the business's investment in industrial or research premises exceeds the minimum investment needed to be eligible.`,
    }),
    /** Each whole increment of investment above the minimum, as a share of the minimum. */
    increment: r({
      id: "c.(1)(b)",
      label: "each additional amount exceeding the minimum by this share of it",
      value: "0.40",
      unit: "ratio",
      law: quote(law.C1B),
      summary: (v) => `An increment is ${percent(v)} of that minimum.`,
    }),
    maximum: r({
      id: "c.(1)(b)",
      label: "maximum increase",
      value: "1500",
      unit: PER_JOB,
      law: quote(law.C1B),
      summary: (v) => `The increase is at most ${money(v)} per job per year.`,
    }),
    /** The higher maximum for a mega project or a facility in a government-restricted municipality. */
    maximumTier1: r({
      id: "c.(1)(b)",
      label: "maximum increase: mega project or government-restricted municipality",
      value: "5000",
      unit: PER_JOB,
      law: quote(law.C1B),
      summary: (v) =>
        `For a mega project or a facility in a government-restricted municipality, it is at most ${money(v)}.`,
    }),
  },
  c: {
    id: "c.(1)(c)",
    label: "large numbers of new full-time jobs",
    bands: [
      between("(i)", "251", "400", "500", law.C1C_I),
      between("(ii)", "401", "600", "750", law.C1C_II),
      between("(iii)", "601", "800", "1000", law.C1C_III),
      between("(iv)", "801", "1000", "1250", law.C1C_IV),
      inExcessOf("(v)", "1000", "1500", law.C1C_V),
    ] as readonly JobCountBand[],
  },
  d: {
    id: "c.(1)(d)",
    label: "industry-specific training program",
    amount: increase(
      "c.(1)(d)",
      "500",
      law.C1D,
      "when the business funds an industry-specific training program, or pays a State educational institution to offer one to the public",
    ),
    /** Not computed: the user's trainingProgram answer says the program has this capacity. */
    enrollmentShare: r({
      id: "c.(1)(d)",
      label: "a program the business funds can enroll at least this share of its workforce",
      value: "0.10",
      unit: "ratio",
      law: quote(law.C1D),
      summary: (v) =>
        `A program the business funds must be able to enroll ${percent(v)} or more of its full-time workforce.`,
    }),
    nearbyInstitutionAmount: r({
      id: "c.(1)(d)",
      label: "increase when provided by a nearby State educational institution",
      value: "1000",
      unit: PER_JOB,
      law: quote(law.C1D),
      summary: (v) =>
        `The increase is ${money(v)} when the program is given by a State educational institution near the facility.`,
    }),
    nearbyInstitutionMiles: r({
      id: "c.(1)(d)",
      label: "State educational institution within this many miles",
      value: "10",
      unit: "miles",
      law: quote(law.C1D),
      summary: (v) => `Near means within ${count(v)} miles.`,
    }),
  },
  e: {
    id: "c.(1)(e)",
    label: "small business",
    amount: increase("c.(1)(e)", "500", law.C1E, "when the business qualifies as a small business"),
  },
  f: {
    id: "c.(1)(f)",
    label: "median salary in excess of the county (or government-restricted municipality) median",
    perIncrement: r({
      id: "c.(1)(f)",
      label: "increase per increment",
      value: "200",
      unit: PER_JOB,
      law: quote(law.C1F),
      summary: (v) =>
        `Adds ${money(v)} per job per year for each whole increment by which the project's median salary exceeds the county median (the municipality's median in a government-restricted municipality).`,
    }),
    increment: r({
      id: "c.(1)(f)",
      label: "each share of the benchmark by which the project's median salary exceeds it",
      value: "0.35",
      unit: "ratio",
      law: quote(law.C1F),
      summary: (v) => `An increment is ${percent(v)} of that median.`,
    }),
    maximum: r({
      id: "c.(1)(f)",
      label: "maximum increase",
      value: "1000",
      unit: PER_JOB,
      law: quote(law.C1F),
      summary: (v) => `The increase is at most ${money(v)} per job per year.`,
    }),
  },
  g: { id: "c.(1)(g)", label: "(deleted by amendment, P.L.2021, c.160)" },
  h: {
    id: "c.(1)(h)",
    label: "engaged primarily in a targeted industry",
    amount: increase(
      "c.(1)(h)",
      "500",
      law.C1H,
      "when the business is engaged primarily in a targeted industry",
    ),
  },
  i: {
    id: "c.(1)(i)",
    label: "located in a qualified incubator facility",
    amount: increase(
      "c.(1)(i)",
      "500",
      law.C1I,
      "when the facility is in a qualified incubator facility",
    ),
  },
  j: {
    id: "c.(1)(j)",
    label: "labor harmony agreement (section 69)",
    amount: r({
      id: "c.(1)(j)",
      label: "increase for the portion of the project subject to the agreement",
      value: "2000",
      unit: PER_JOB,
      law: quote(law.C1J),
      summary: (v) =>
        `Adds ${money(v)} per job per year for the part of the project covered by a labor harmony agreement.`,
    }),
    /** A job earning (j) may exceed the s.75 d. limit by up to this much. */
    capAllowance: r({
      id: "c.(1)(j)",
      label: "amount by which the subsection d. limitation may be exceeded",
      value: "1000",
      unit: PER_JOB,
      law: quote(law.C1J),
      summary: (v) =>
        `For those jobs the subsection d. limit may be exceeded by up to ${money(v)}.`,
    }),
  },
  k: {
    id: "c.(1)(k)",
    label: "child care for employees",
    amount: increase(
      "c.(1)(k)",
      "1000",
      law.C1K,
      "when employees get free on-site quality child care or are reimbursed for child care under the authority's standards",
    ),
  },
  l: {
    id: "c.(1)(l)",
    label: "partnership with a re-entry program and participants hired",
    amount: increase(
      "c.(1)(l)",
      "500",
      law.C1L,
      "when the business has an active partnership with a re-entry program for former and current inmates",
    ),
    minimumHires: r({
      id: "c.(1)(l)",
      label: "active participants hired as full-time employees, at least",
      value: "1",
      unit: "jobs",
      law: quote(law.C1L),
      summary: (v) =>
        `It must hire at least ${count(v)} active participant of the program as a full-time employee.`,
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
      law: quote(law.C1M),
      summary: (v) =>
        `Adds ${money(v)} per job per year for a facility above LEED Silver up to Gold, or one that completes substantial environmental remediation.`,
    }),
    platinum: r({
      id: "c.(1)(m)",
      label: "exceeds Gold",
      value: "500",
      unit: PER_JOB,
      law: quote(law.C1M),
      summary: (v) => `A facility above LEED Gold gets ${money(v)} instead.`,
    }),
  },
  n: {
    id: "c.(1)(n)",
    label: "targeted industry with a collaborative relationship with a college or university",
    amount: increase(
      "c.(1)(n)",
      "1000",
      law.C1N,
      "for a business in a targeted industry that uses the facility for a full-time collaboration with a college or university",
    ),
  },
  o: {
    id: "c.(1)(o)",
    label: "on-site renewable or distributed energy",
    amount: increase(
      "c.(1)(o)",
      "500",
      law.C1O,
      "when on-site solar, geothermal, wind or other renewable or distributed generation meets the facility's electricity needs",
    ),
    minimumShare: r({
      id: "c.(1)(o)",
      label: "at least this share of the facility's electric supply service needs",
      value: "0.5",
      unit: "ratio",
      law: quote(law.C1O),
      summary: (v) => `It must meet at least ${percent(v)} of those needs.`,
    }),
  },
  p: {
    id: "c.(1)(p)",
    label:
      "marine terminal project in the South Jersey Port District, outside a government-restricted municipality",
    amount: increase(
      "c.(1)(p)",
      "1500",
      law.C1P,
      "for a marine terminal project within the South Jersey Port District, outside a government-restricted municipality",
    ),
  },
  q: {
    id: "c.(1)(q)",
    label: "located in a qualified opportunity zone",
    amount: increase(
      "c.(1)(q)",
      "1000",
      law.C1Q,
      "when the facility is in a qualified opportunity zone",
    ),
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
      law: quote(law.C1R),
      summary: (v) =>
        `One-third or more: the board has at most ${count(v)} times as many members as those who so self-identify.`,
    }),
    amount: increase(
      "c.(1)(r)",
      "2000",
      law.C1R,
      "when one-third or more of the governing board self-identify as members of an underrepresented community",
    ),
  },
} as const;

const hourly = r({
  id: "c.(2)",
  label: "hourly wage floor",
  value: "15",
  unit: "USD per hour",
  law: quote(law.C2),
  summary: (v) =>
    `No bonus is awarded where a full-time job pays less than ${money(v)} an hour (or the minimum-wage floor, if higher).`,
});
const minimumWageMultiple = r({
  id: "c.(2)",
  label: "share of the State minimum wage",
  value: "1.20",
  unit: "ratio",
  law: quote(law.C2),
  summary: (v) =>
    `No bonus is awarded where a full-time job pays less than ${percent(v)} of the State minimum wage (or the hourly floor, if higher).`,
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
    law: quote(law.E_NO_CREDIT),
    summary: (v) => `At ${percent(v)} or more below, no credit is awarded.`,
  }),
};

/** s.75 f.: the share of the gross amount allowed for each kind of job. */
export const JOB_TYPE_SHARE = {
  new: r({
    id: "f.(1)",
    label: "each new full-time job: its share of the gross amount",
    value: "1",
    unit: "ratio",
    law: quote(law.F1),
    summary: (v) => `Each new full-time job is allowed ${percent(v)} of the gross amount per job.`,
  }),
  retained: r({
    id: "f.(2)",
    label: "each retained full-time job: its share of the gross amount",
    value: "0.5",
    unit: "ratio",
    law: quote(law.F2),
    summary: (v) =>
      `Each retained full-time job is allowed ${percent(v)} of the gross amount per job.`,
  }),
};

/** s.75 g. */
export const ANNUAL_CAP = {
  id: "g.",
  label: "annual amount determined by the board as necessary to induce the project",
};

/** s.75 a. with N.J.S.A. 34:1B-336: the eligibility period, in years. */
const eligibilityYears = rule(
  { act: "N.J.S.A." },
  {
    id: "34:1B-336",
    label: "eligibility period, in years, at most",
    value: "7",
    unit: "years",
    law: {
      source:
        'N.J.S.A. 34:1B-336 and NJEDA\'s program description (docs/law/README.md, facts from outside the two texts); s.75 a. credits the amount "annually for each year of the eligibility period"',
    },
    summary: (v) => `The eligibility period is at most ${count(v)} years.`,
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
