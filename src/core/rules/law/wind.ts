/**
 * The law and the plain-language summary of every rule and date of the wind table (../wind.ts):
 * the sentence(s) of s.6 each implements, verbatim, or the source of a number s.6 leaves to the
 * authority's rules, and a sentence written over its value.
 */
import type { Decimal } from "../../decimal";
import {
  COMPLIANCE,
  DEADLINES,
  FORFEITURE,
  NET_BENEFIT_LIMIT,
  OWNER_MINIMUM,
  PROGRAM_CAP,
  PRORATION,
  TENANT_MINIMUM,
} from "../wind";
import { count, longDate, money, percent } from "../words";
import { annotations, quote, type Annotated, type Law } from "./annotation";

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

const full = PRORATION.bands[PRORATION.bands.length - 1];
const prorated = PRORATION.bands.filter((b) => b.jobs.to !== null);
const [f1, f2, f3, f4] = COMPLIANCE.employmentMinimums.map((m) => m.minimum);

/** s.6 f.(n): "at least a cumulative N new, full-time employees" for a compliance year. */
const minimum = (year: string) => (v: Decimal) =>
  `For ${year}, at least a cumulative ${count(v)} new full-time employees compared with the number at the time of application.`;

export const WIND_ANNOTATIONS = annotations(
  [
    [
      OWNER_MINIMUM.investment,
      quote(A2A),
      (v) =>
        `A business that is not a tenant must make or acquire capital investments of not less than ${money(v)} in the facility, where it (with its tenants) employs the minimum number of new full-time employees.`,
    ],
    [
      TENANT_MINIMUM.represented,
      quote(A2B),
      (v) =>
        `A tenant qualifies when its leased area represents at least ${money(v)} of the owner's investment (the owner's investment times the tenant's share of the net leasable area).`,
    ],
    ...prorated.flatMap((b): Annotated[] => [
      [
        b.jobs.from,
        PRORATED_FORMULA,
        (v) => `The band starts at ${count(v)} approved new full-time jobs.`,
      ],
      [
        b.jobs.to!,
        PRORATED_FORMULA,
        (v) => `The band ends at ${count(v)} approved new full-time jobs.`,
      ],
      [
        b.jobs.proratedMinimum,
        PRORATED_FORMULA,
        (v) =>
          `Its prorated minimum number of new full-time jobs (the statute's fourth-year minimum) is ${count(v)}.`,
      ],
      [
        b.share,
        PRORATED_FORMULA,
        (v) => `In this band the credit is ${percent(v)} of the capital investment.`,
      ],
    ]),
    [
      full.jobs.from,
      quote(A1_PRORATED),
      (v) => `The credit is not prorated from ${count(v)} approved new full-time jobs.`,
    ],
    [
      full.share,
      quote(A1_AWARD),
      (v) => `The credit is ${percent(v)} of the business's capital investment.`,
    ],
    [
      NET_BENEFIT_LIMIT.ratio,
      {
        source: `N.J.A.C. 19:31S-1.3 and NJEDA's program description, applying s.6 a.(1): "${A1_BENEFIT}" (docs/law/README.md, facts from outside the two texts)`,
      },
      (v) =>
        `The authority's rules limit the credit so that the net positive economic benefit is at least ${percent(v)} of it.`,
    ],
    [PROGRAM_CAP.amount, quote(A1_CAP), (v) => `All credits approved may not exceed ${money(v)}.`],
    [
      COMPLIANCE.yearsRule,
      quote(A1_YEARS),
      (v) =>
        `The credit is split into up to ${count(v)} compliance years of equal parts, earned in years the business meets the minimum number of new full-time employees.`,
    ],
    [f1, quote(F1), minimum("the first year")],
    [f2, quote(F2), minimum("the year after the first")],
    [f3, quote(F3), minimum("the year after the second")],
    [f4, quote(F4), minimum("the years after the third")],
  ],
  [
    [DEADLINES.application, quote(B_DEADLINES), (d) => `A business must apply by ${longDate(d)}.`],
    [
      DEADLINES.documentation,
      quote(B_DEADLINES),
      (d) =>
        `It must submit the documentation of its credit amount for approval by ${longDate(d)}.`,
    ],
    [
      FORFEITURE.after,
      quote(D_FORFEITED),
      (d) =>
        `Credit for a period ending after ${longDate(d)} while the documentation is still unapproved is forfeited; the other years stay available.`,
    ],
  ],
);
