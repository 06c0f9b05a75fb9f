/**
 * The plain-language summaries of the s.6 subsections (and the authority's N.J.A.C. 19:31S-1.9)
 * that state numbers or dates, rendered from the rules (wind.ts), so a changed amount changes its
 * summary. Subsections without a number keep their text in src/taskpane/summaries.ts.
 */
import {
  COMPLIANCE,
  DEADLINES,
  FORFEITURE,
  NET_BENEFIT_LIMIT,
  OWNER_MINIMUM,
  PROGRAM_CAP,
  PRORATION,
  TENANT_MINIMUM,
  WIND_RULES,
  WIND_STATUTE,
} from "./wind";
import { sentencesOf, summaryOf, summaryText, type SubsectionSummary } from "./law";
import type { Rule } from "./types";
import { count, longDate, money, percent } from "./words";

const full = PRORATION.bands[PRORATION.bands.length - 1];
const [f1, f2, f3, f4] = COMPLIANCE.employmentMinimums.map((m) => m.minimum);

/** The prorated bands' rules, each under "<band> <what>" ("0 from"), and the full band's. */
const bandRules: Record<string, Rule> = Object.fromEntries(
  PRORATION.bands.flatMap((b, k) => [
    [`${k} from`, b.jobs.from] as const,
    ...(b.jobs.to ? [[`${k} to`, b.jobs.to] as const] : []),
    [`${k} share`, b.share] as const,
    // The full band's minimum is its first job count, the same rule.
    ...(b.jobs.proratedMinimum !== b.jobs.from
      ? [[`${k} minimum`, b.jobs.proratedMinimum] as const]
      : []),
  ]),
);

export const WIND_SUMMARIES: Readonly<Record<string, Readonly<Record<string, SubsectionSummary>>>> =
  {
    [WIND_STATUTE.act]: {
      "a.": summaryOf(
        "The award and its conditions",
        { share: full.share },
        (r) =>
          `Subsection a. sets the credit (${percent(r.share.value)} of qualifying capital investment), how it is paid, who is eligible, and what disqualifies a business.`,
      ),
      "a.(1)": summaryOf(
        "The credit and its compliance years",
        {
          share: full.share,
          years: COMPLIANCE.yearsRule,
          from: PRORATION.bands[0].jobs.from,
          full: full.jobs.from,
          benefit: NET_BENEFIT_LIMIT.ratio,
          cap: PROGRAM_CAP.amount,
        },
        (r) =>
          [
            `An approved business gets a credit equal to ${percent(r.share.value)} of its capital investment in a qualified wind energy facility made after P.L.2010, c.57 took effect and before it submits its documentation.`,
            summaryText(r.years),
            `Businesses with ${count(r.from.value)} to ${count(r.full.value)} new jobs may get a prorated award under the authority's formula (the fifth year needs the same jobs as the fourth).`,
            `The business must show, when it applies, that the State's support yields a net positive benefit; ${summaryText(r.benefit).replace(/^The/, "the")}`,
            summaryText(r.cap),
          ].join(" "),
      ),
      "a.(2)(a)": summaryOf(
        "Owner's minimum investment",
        { investment: OWNER_MINIMUM.investment },
        (r) =>
          `${summaryText(r.investment)} A buyer of a facility is treated as having made the seller's investment.`,
      ),
      "a.(2)(b)": summaryOf(
        "Tenant's share of the owner's investment",
        { owner: OWNER_MINIMUM.investment, represented: TENANT_MINIMUM.represented },
        (r) =>
          `A tenant qualifies when the owner has invested more than ${money(r.owner.value)} and the tenant's leased area represents at least ${money(r.represented.value)} of that investment (the owner's investment times the tenant's share of the net leasable area). A tenant's own investment counts toward the owner's ${money(r.owner.value)} only as far as needed; the rest is added to what the tenant's area represents.`,
      ),
      "b.": summaryOf(
        "Deadlines",
        {},
        (_r, d) =>
          `A business must apply by ${longDate(d.application.value)}, and submit the documentation of its credit amount for approval by ${longDate(d.documentation.value)}.`,
        { application: DEADLINES.application, documentation: DEADLINES.documentation },
      ),
      "d.": summaryOf(
        "Amount, yearly parts, forfeiture, tenant limit",
        { years: COMPLIANCE.yearsRule },
        (r, d) =>
          `The credit equals the business's capital investment (or, for a tenant, the investment its leased area represents) and is taken over ${count(r.years.value)} years, an equal part a year (the last year takes what rounding to the cent leaves), from the first period in which it is approved as meeting the investment and employment tests, subject to annual review. ${summaryText(d.after)} A tenant's credit for a period may not exceed its lease payments for that period.`,
        { after: FORFEITURE.after },
      ),
      "f.": summaryOf("Definitions and employment minimums", { f1, f2, f3, f4 }, (r) =>
        [
          "Defines the terms used, including the minimum number of new full-time employees, counted cumulatively against the number at application:",
          `at least ${count(r.f1.value)} in the first year, ${count(r.f2.value)} in the second, ${count(r.f3.value)} in the third, and ${count(r.f4.value)} in the fourth and later years.`,
        ].join(" "),
      ),
      "f.(1)": sentencesOf("First-year minimum", { f1 }),
      "f.(2)": sentencesOf("Second-year minimum", { f2 }),
      "f.(3)": sentencesOf("Third-year minimum", { f3 }),
      "f.(4)": sentencesOf(
        "Minimum for the fourth and fifth years",
        { f4 },
        "Under a.(1) the fifth year needs the same as the fourth.",
      ),
    },
    [WIND_RULES.act]: {
      "19:31S-1.9": summaryOf("Prorated award for fewer than the full jobs", bandRules, (r) => {
        const last = PRORATION.bands.length - 1;
        const prorated = PRORATION.bands.slice(0, last).map((_b, k) => {
          const v = (what: string): string => count(r[`${k} ${what}`].value);
          return `${v("from")}–${v("to")} earn ${percent(r[`${k} share`].value)} (prorated minimum ${v("minimum")})`;
        });
        return `The authority's prorated formula, by approved new full-time jobs: ${prorated.join(", ")}; ${count(r[`${last} from`].value)} or more earn ${percent(r[`${last} share`].value)} of the capital investment. Fewer than ${count(r["0 from"].value)} earn nothing.`;
      }),
    },
  };
