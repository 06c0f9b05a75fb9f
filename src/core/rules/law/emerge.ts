/**
 * The law and the plain-language summary of every rule of the Emerge table (../emerge.ts): the
 * sentence(s) of s.75 each implements (emergeQuotes.ts) and a sentence written over its value.
 */
import type { Decimal } from "../../decimal";
import {
  BONUS,
  ELIGIBILITY_PERIOD,
  JOB_TYPE_SHARE,
  SALARY_REDUCTION,
  TIERS,
  WAGE_FLOOR,
  type Tier,
} from "../emerge";
import type { Rule } from "../types";
import { count, money, percent } from "../words";
import { annotations, quote, type Annotated } from "./annotation";
import * as law from "./emergeQuotes";

/** Each location, as a summary opens: "For a facility in an enhanced area, …". */
const WHERE: Record<Tier, string> = {
  1: "For a mega project or a facility in a government-restricted municipality",
  2: "For a facility in an enhanced area",
  3: "For a facility in a distressed municipality",
  4: "For a project in a qualified opportunity zone or an employment and investment corridor",
  5: "For a project in other eligible areas",
};
const BASE_LAW: Record<Tier, string> = { 1: law.B1, 2: law.B2, 3: law.B3, 4: law.B4, 5: law.B5 };
const CAP_LAW: Record<Tier, string> = { 1: law.D1, 2: law.D2, 3: law.D3, 4: law.D4, 5: law.D5 };

/** Bonus (c)'s bands, by clause: the sentence of the schedule each quotes. */
const BAND_LAW: Record<string, string> = {
  "(i)": law.C1C_I,
  "(ii)": law.C1C_II,
  "(iii)": law.C1C_III,
  "(iv)": law.C1C_IV,
  "(v)": law.C1C_V,
};

const tiers = Object.values(TIERS).flatMap((t): Annotated[] => [
  [
    t.base,
    quote(BASE_LAW[t.tier]),
    (v) => `${WHERE[t.tier]}, the base is ${money(v)} per job per year.`,
  ],
  [
    t.cap,
    quote(CAP_LAW[t.tier]),
    (v) => `${WHERE[t.tier]}, the gross amount per job may not exceed ${money(v)} per year.`,
  ],
]);

const bands = BONUS.c.bands.flatMap((b): Annotated[] => [
  ...b.bounds.map((bound): Annotated => [
    bound,
    quote(BAND_LAW[b.clause]),
    (v) => `Band ${b.clause}: ${bound.label} ${count(v)}.`,
  ]),
  [
    b.amount,
    quote(law.C1C, BAND_LAW[b.clause]),
    (v) => `In band ${b.clause}, adds ${money(v)} per job per year.`,
  ],
]);

/** A bonus that is one amount for meeting the subparagraph: "Adds $500 per job per year when …". */
function increase(r: Rule, sentence: string, when: string): Annotated {
  return [r, quote(sentence), (v: Decimal) => `Adds ${money(v)} per job per year ${when}.`];
}

export const EMERGE_ANNOTATIONS = annotations([
  ...tiers,
  [
    BONUS.a.scoreAbove,
    quote(law.C1A),
    (v) =>
      `The facility's municipality must have a Municipal Revitalization Index distress score greater than ${count(v)}.`,
  ],
  increase(
    BONUS.a.amount,
    law.C1A,
    "when the facility is in a distressed municipality by the Municipal Revitalization Index",
  ),
  [
    BONUS.b.perIncrement,
    quote(law.C1B),
    (v) =>
      `Adds ${money(v)} per job per year for each whole increment by which the business's investment in industrial or research premises exceeds the minimum investment needed to be eligible.`,
  ],
  [BONUS.b.increment, quote(law.C1B), (v) => `An increment is ${percent(v)} of that minimum.`],
  [BONUS.b.maximum, quote(law.C1B), (v) => `The increase is at most ${money(v)} per job per year.`],
  [
    BONUS.b.maximumTier1,
    quote(law.C1B),
    (v) =>
      `For a mega project or a facility in a government-restricted municipality, it is at most ${money(v)}.`,
  ],
  ...bands,
  increase(
    BONUS.d.amount,
    law.C1D,
    "when the business funds an industry-specific training program, or pays a State educational institution to offer one to the public",
  ),
  [
    BONUS.d.enrollmentShare,
    quote(law.C1D),
    (v) =>
      `A program the business funds must be able to enroll ${percent(v)} or more of its full-time workforce.`,
  ],
  [
    BONUS.d.nearbyInstitutionAmount,
    quote(law.C1D),
    (v) =>
      `The increase is ${money(v)} when the program is given by a State educational institution near the facility.`,
  ],
  [BONUS.d.nearbyInstitutionMiles, quote(law.C1D), (v) => `Near means within ${count(v)} miles.`],
  increase(BONUS.e.amount, law.C1E, "when the business qualifies as a small business"),
  [
    BONUS.f.perIncrement,
    quote(law.C1F),
    (v) =>
      `Adds ${money(v)} per job per year for each whole increment by which the project's median salary exceeds the county median (the municipality's median in a government-restricted municipality).`,
  ],
  [BONUS.f.increment, quote(law.C1F), (v) => `An increment is ${percent(v)} of that median.`],
  [BONUS.f.maximum, quote(law.C1F), (v) => `The increase is at most ${money(v)} per job per year.`],
  increase(
    BONUS.h.amount,
    law.C1H,
    "when the business is engaged primarily in a targeted industry",
  ),
  increase(BONUS.i.amount, law.C1I, "when the facility is in a qualified incubator facility"),
  [
    BONUS.j.amount,
    quote(law.C1J),
    (v) =>
      `Adds ${money(v)} per job per year for the part of the project covered by a labor harmony agreement.`,
  ],
  [
    BONUS.j.capAllowance,
    quote(law.C1J),
    (v) => `For those jobs the subsection d. limit may be exceeded by up to ${money(v)}.`,
  ],
  increase(
    BONUS.k.amount,
    law.C1K,
    "when employees get free on-site quality child care or are reimbursed for child care under the authority's standards",
  ),
  increase(
    BONUS.l.amount,
    law.C1L,
    "when the business has an active partnership with a re-entry program for former and current inmates",
  ),
  [
    BONUS.l.minimumHires,
    quote(law.C1L),
    (v) =>
      `It must hire at least ${count(v)} active participant of the program as a full-time employee.`,
  ],
  [
    BONUS.m.goldOrRemediation,
    quote(law.C1M),
    (v) =>
      `Adds ${money(v)} per job per year for a facility above LEED Silver up to Gold, or one that completes substantial environmental remediation.`,
  ],
  [BONUS.m.platinum, quote(law.C1M), (v) => `A facility above LEED Gold gets ${money(v)} instead.`],
  increase(
    BONUS.n.amount,
    law.C1N,
    "for a business in a targeted industry that uses the facility for a full-time collaboration with a college or university",
  ),
  increase(
    BONUS.o.amount,
    law.C1O,
    "when on-site solar, geothermal, wind or other renewable or distributed generation meets the facility's electricity needs",
  ),
  [
    BONUS.o.minimumShare,
    quote(law.C1O),
    (v) => `It must meet at least ${percent(v)} of those needs.`,
  ],
  increase(
    BONUS.p.amount,
    law.C1P,
    "for a marine terminal project within the South Jersey Port District, outside a government-restricted municipality",
  ),
  increase(BONUS.q.amount, law.C1Q, "when the facility is in a qualified opportunity zone"),
  [
    BONUS.r.shareDenominator,
    quote(law.C1R),
    (v) =>
      `One-third or more: the board has at most ${count(v)} times as many members as those who so self-identify.`,
  ],
  increase(
    BONUS.r.amount,
    law.C1R,
    "when one-third or more of the governing board self-identify as members of an underrepresented community",
  ),
  [
    WAGE_FLOOR.hourly,
    quote(law.C2),
    (v) =>
      `No bonus is awarded where a full-time job pays less than ${money(v)} an hour (or the minimum-wage floor, if higher).`,
  ],
  [
    WAGE_FLOOR.minimumWageMultiple,
    quote(law.C2),
    (v) =>
      `No bonus is awarded where a full-time job pays less than ${percent(v)} of the State minimum wage (or the hourly floor, if higher).`,
  ],
  [
    SALARY_REDUCTION.noCreditShare,
    quote(law.E_NO_CREDIT),
    (v) => `At ${percent(v)} or more below, no credit is awarded.`,
  ],
  [
    JOB_TYPE_SHARE.new,
    quote(law.F1),
    (v) => `Each new full-time job is allowed ${percent(v)} of the gross amount per job.`,
  ],
  [
    JOB_TYPE_SHARE.retained,
    quote(law.F2),
    (v) => `Each retained full-time job is allowed ${percent(v)} of the gross amount per job.`,
  ],
  [
    ELIGIBILITY_PERIOD.maximumYearsRule,
    {
      source:
        'N.J.S.A. 34:1B-336 and NJEDA\'s program description (docs/law/README.md, facts from outside the two texts); s.75 a. credits the amount "annually for each year of the eligibility period"',
    },
    (v) => `The eligibility period is at most ${count(v)} years.`,
  ],
]);
