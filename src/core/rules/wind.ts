/**
 * The wind energy facility credit: every amount, threshold, date, band and cap of P.L.2010, c.57,
 * s.6 (as amended; N.J.S.A. 34:1B-209.4) and of the authority's rules at N.J.A.C. 19:31S, once,
 * with its subsection. The calculation code in src/core/wind holds none of them.
 *
 * s.6 e. leaves the details to the authority's rules: a revised table of this shape replaces
 * this one without a change to the calculation code.
 */
import type { Statute } from "../trace";
import { dateRule, rule, type Law, type Rule, type RuleSpec } from "./types";
import { count, longDate, money, percent } from "./words";

export type { DateRule } from "./types";

export const WIND_STATUTE: Statute = { act: "P.L.2010, c.57, s.6" };
/** The authority's rules; step ids are the rule numbers ("19:31S-1.9"). */
export const WIND_RULES: Statute = { act: "N.J.A.C." };

const USD = "USD";

const r = (spec: RuleSpec): Rule => rule(WIND_STATUTE, spec);
/** A number of the authority's rules (N.J.A.C. 19:31S), which docs/law does not hold. */
const byRule = (spec: RuleSpec): Rule => rule(WIND_RULES, spec);
const quote = (...sentences: string[]): Law => ({ quote: sentences });

/** The sentences of s.6 (docs/law/wind-energy-credit-PL2010-c57-s6.txt) the rules implement. */
const A1_AWARD =
  "A business, upon application to and approval from the authority, shall be awarded a credit of 100 percent of its capital investment";
const A1_YEARS =
  "The award of a tax credit pursuant to this section shall be structured so that the award shall consist of up to five compliance years, each equaling 20 percent of the total value of the tax credit";
const A1_PRORATED =
  "Otherwise eligible businesses with between 150 and 300 new, full-time jobs may receive an award based on a prorated formula developed by the authority, provided that the prorated minimum number of new, full-time jobs required in the fifth year shall be the same as the fourth year.";
const A1_BENEFIT =
  "To be eligible for any tax credits authorized under this section, a business shall demonstrate to the authority, at the time of application, that the State’s financial support of the proposed capital investment in a qualified wind energy facility will yield a net positive benefit to the State.";
const B_DEADLINES =
  "b. A business shall apply for the credit by July 1, 2025, and a business shall submit its documentation for approval of its credit amount by July 1, 2028.";
const D_FORFEITED =
  "The credit amount for any privilege period or taxable year ending after the date 18 years after the effective date of P.L.2007, c.346 (C. 34:1B-207 et seq.) during which the documentation of a business’s credit amount remains unapproved shall be forfeited";
const F1 =
  "(1) for the first year, at least a cumulative 100 new, full-time employees compared to the number of full-time employees at the time of application;";
const F2 =
  "(2) for a privilege period or taxable year following the first year, at least a cumulative 150 new, full-time employees compared to the number of full-time employees at the time of application;";
const F3 =
  "(3) for a privilege period or taxable year following the second year, at least a cumulative 200 new, full-time employees compared to the number of full-time employees at the time of application; and";
const F4 =
  "(4) for a privilege period or taxable year following the third year and fourth year, at least a cumulative 300 new, full-time employees compared to the number of full-time employees at the time of application.";
const PRORATED_FORMULA: Law = {
  source:
    "N.J.A.C. 19:31S-1.9, the authority's prorated formula (docs/law/README.md, facts from outside the two texts)",
};
const A1_CAP =
  "The value of all credits approved by the authority pursuant to this section shall not exceed the $350,000,000 made available under section 98 of P.L.2020, c.156 (C. 34:1B-362).";
const A2A =
  "(2) (a) A business, other than a tenant eligible pursuant to subparagraph (b) of this paragraph, shall make or acquire capital investments totaling not less than $50,000,000 in a qualified wind energy facility, at which the business, including tenants at the qualified wind energy facility, shall employ the minimum number of new, full-time employees, to be eligible for a credit under this section.";
const A2B =
  "(b) A business that is a tenant in the qualified wind energy facility, the owner of which has made or acquired capital investments in the facility totaling more than $50,000,000, shall occupy a leased area of the qualified wind energy facility that represents at least $17,500,000 of the capital investment in the qualified wind energy facility at which the minimum number of new, full-time employees in the aggregate are employed, to be eligible for a credit under this section.";

/** s.6 b.: the two deadlines. "By" a date includes that date. */
export const DEADLINES = {
  id: "b.",
  label: "application and documentation deadlines",
  application: dateRule(WIND_STATUTE, {
    id: "b.",
    label: "a business shall apply for the credit by this date",
    value: "2025-07-01",
    law: quote(B_DEADLINES),
    summary: (d) => `A business must apply by ${longDate(d)}.`,
  }),
  documentation: dateRule(WIND_STATUTE, {
    id: "b.",
    label:
      "a business shall submit its documentation for approval of its credit amount by this date",
    value: "2028-07-01",
    law: quote(B_DEADLINES),
    summary: (d) =>
      `It must submit the documentation of its credit amount for approval by ${longDate(d)}.`,
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
  law: quote(A2A),
  summary: (v) =>
    `A business that is not a tenant must make or acquire capital investments of not less than ${money(v)} in the facility, where it (with its tenants) employs the minimum number of new full-time employees.`,
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
  law: quote(A2B),
  summary: (v) =>
    `A tenant qualifies when its leased area represents at least ${money(v)} of the owner's investment (the owner's investment times the tenant's share of the net leasable area).`,
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

function approvedJobs(label: string, value: string, law: Law, what: string): Rule {
  return (law === PRORATED_FORMULA ? byRule : r)({
    id: law === PRORATED_FORMULA ? "19:31S-1.9" : "a.(1)",
    label,
    value,
    unit: "jobs",
    law,
    summary: (v) => `${what} ${count(v)} approved new full-time jobs.`,
  });
}

/** A band of the authority's formula: approved jobs from `from` to `to`, its share and minimum. */
function band(from: string, to: string, share: string, proratedMinimum: string): ProrationBand {
  const jobs = {
    from: approvedJobs(
      "first approved-job count of the band",
      from,
      PRORATED_FORMULA,
      "The band starts at",
    ),
    to: approvedJobs(
      "last approved-job count of the band",
      to,
      PRORATED_FORMULA,
      "The band ends at",
    ),
    proratedMinimum: byRule({
      id: "19:31S-1.9",
      label: "the band's prorated minimum number of new full-time jobs",
      value: proratedMinimum,
      unit: "jobs",
      law: PRORATED_FORMULA,
      summary: (v) =>
        `Its prorated minimum number of new full-time jobs (the statute's fourth-year minimum) is ${count(v)}.`,
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
      law: PRORATED_FORMULA,
      summary: (v) => `In this band the credit is ${percent(v)} of the capital investment.`,
    }),
    proratedMinimum: jobs.proratedMinimum.value.toNumber(),
    jobs,
  };
}

/** s.6 a.(1): 300 or more new full-time jobs (f.(4)'s minimum) earn the whole credit. */
function fullBand(): ProrationBand {
  const from = approvedJobs(
    "approved jobs from which the credit is not prorated",
    "300",
    quote(A1_PRORATED),
    "The credit is not prorated from",
  );
  return {
    fromJobs: from.value.toNumber(),
    toJobs: null,
    share: r({
      id: "a.(1)",
      label: "the credit's share of its capital investment",
      value: "1",
      unit: "ratio",
      law: quote(A1_AWARD),
      summary: (v) => `The credit is ${percent(v)} of the business's capital investment.`,
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
  law: {
    source: `N.J.A.C. 19:31S-1.3 and NJEDA's program description, applying s.6 a.(1): "${A1_BENEFIT}" (docs/law/README.md, facts from outside the two texts)`,
  },
  summary: (v) =>
    `The authority's rules limit the credit so that the net positive economic benefit is at least ${percent(v)} of it.`,
});
export const NET_BENEFIT_LIMIT = {
  id: "a.(1)",
  label: `net benefit limit: the net positive economic benefit at least ${percent(netBenefitRatio.value)} of the credit`,
  ratio: netBenefitRatio,
};

/** s.6 a.(1): all credits approved may not exceed the $350,000,000 of P.L.2020, c.156, s.98. */
const programCap = r({
  id: "a.(1)",
  label: "program cap: the amount made available for all credits approved",
  value: "350000000",
  unit: USD,
  law: quote(A1_CAP),
  summary: (v) => `All credits approved may not exceed ${money(v)}.`,
});
export const PROGRAM_CAP = {
  id: "a.(1)",
  label: `program cap: all credits approved at most ${money(programCap.value)}`,
  amount: programCap,
};

/** s.6 f.(n): "at least a cumulative N new, full-time employees" for a compliance year. */
function minimum(id: string, value: string, sentence: string, year: string): Rule {
  return r({
    id,
    label: `minimum number of new full-time employees, cumulative: ${year}`,
    value,
    unit: "jobs",
    law: quote(sentence),
    summary: (v) =>
      `For ${year}, at least a cumulative ${count(v)} new full-time employees compared with the number at the time of application.`,
  });
}

const years = r({
  id: "a.(1)",
  label: "compliance years, each an equal part of the total credit",
  value: "5",
  unit: "years",
  law: quote(A1_YEARS),
  summary: (v) =>
    `The credit is split into up to ${count(v)} compliance years of equal parts, earned in years the business meets the minimum number of new full-time employees.`,
});
const f4 = minimum("f.(4)", "300", F4, "the years after the third");
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
    employmentMinimum(minimum("f.(1)", "100", F1, "the first year"), "for the first year"),
    employmentMinimum(
      minimum("f.(2)", "150", F2, "the year after the first"),
      "following the first year",
    ),
    employmentMinimum(
      minimum("f.(3)", "200", F3, "the year after the second"),
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
    law: quote(D_FORFEITED),
    summary: (d) =>
      `Credit for a period ending after ${longDate(d)} while the documentation is still unapproved is forfeited; the other years stay available.`,
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
