/**
 * wind.md §2: every eligibility test, in the order the spec lists them. Each test is a trace step
 * (applied = the test failed and takes the credit away), and every failed test is reported by its
 * citation — all of them, not just the first, so a user fixes everything in one pass.
 */
import type { Recorder } from "../trace";
import {
  DEADLINES,
  NET_POSITIVE_BENEFIT,
  OTHER_ASSISTANCE,
  PRORATION,
  type ProrationBand,
} from "../rules/wind";
import type { WindInputs } from "./inputs";
import { testInvestment, type Investment } from "./investment";
import { usd, windCitation, windStep } from "./steps";

export interface Eligibility {
  eligible: boolean;
  /** Citations of the failed tests, in the order tested; empty when eligible. */
  reasons: string[];
  investment: Investment;
  /** The proration step the approved jobs fall in, or null below the first step. */
  band: ProrationBand | null;
}

/** The proration step for a number of approved jobs (N.J.A.C. 19:31S-1.9), or null below 150. */
export function bandFor(approvedJobs: number): ProrationBand | null {
  let found: ProrationBand | null = null;
  for (const band of PRORATION.bands) if (approvedJobs >= band.fromJobs) found = band;
  return found;
}

export function testEligibility(inputs: WindInputs, rec: Recorder): Eligibility {
  const reasons: string[] = [];
  const on = rec.on;

  // s.6 b.: apply by 2025-07-01, submit documentation by 2028-07-01 ("by" includes the day).
  const late: string[] = [];
  const onTime: string[] = [];
  let anyLate = false;
  const deadline = (date: string | null, what: string, by: string) => {
    if (date !== null && date > by) anyLate = true;
    if (!on) return;
    if (date === null) onTime.push(`${what} not given (not tested)`);
    else if (date > by) late.push(`${what} ${date} is after ${by}`);
    else onTime.push(`${what} ${date} is on or before ${by}`);
  };
  deadline(inputs.applicationDate, "application", DEADLINES.application.value);
  deadline(inputs.documentationDate, "documentation", DEADLINES.documentation.value);
  if (anyLate) reasons.push(windCitation(DEADLINES.id));
  if (on)
    rec.record(
      windStep(
        "test",
        "eligibility",
        DEADLINES.id,
        null,
        DEADLINES.label,
        anyLate,
        null,
        late.length > 0
          ? `${[...late, ...onTime].join("; ")}: no credit`
          : `${onTime.join("; ")}: met`,
      ),
    );

  // s.6 a.(3): no BEIP grant for the same capital and employees, no BRRAA assistance.
  if (inputs.beipGrant || inputs.brraaAssistance) reasons.push(windCitation(OTHER_ASSISTANCE.id));
  if (on) {
    const other: string[] = [];
    if (inputs.beipGrant)
      other.push(
        "receives a Business Employment Incentive Program grant for the same capital and employees",
      );
    if (inputs.brraaAssistance) other.push("receives Business Retention and Relocation Assistance");
    rec.record(
      windStep(
        "test",
        "eligibility",
        OTHER_ASSISTANCE.id,
        null,
        OTHER_ASSISTANCE.label,
        other.length > 0,
        null,
        other.length > 0
          ? `the business ${other.join(" and ")}: no credit`
          : "neither a BEIP grant nor BRRAA assistance: met",
      ),
    );
  }

  // s.6 a.(1): the net positive benefit, determined at application. A netBenefit of 0 is the
  // authority finding no positive benefit (netBenefit with netPositiveBenefit FALSE is refused
  // in inputs.ts as a contradiction).
  const noBenefit = inputs.netBenefit !== null && inputs.netBenefit.isZero();
  const benefitFails = !inputs.netPositiveBenefit || noBenefit;
  if (benefitFails) reasons.push(windCitation(NET_POSITIVE_BENEFIT.id));
  if (on)
    rec.record(
      windStep(
        "test",
        "eligibility",
        NET_POSITIVE_BENEFIT.id,
        "benefit",
        NET_POSITIVE_BENEFIT.label,
        benefitFails,
        null,
        () =>
          !inputs.netPositiveBenefit
            ? "netPositiveBenefit is FALSE: the business did not demonstrate a net positive benefit, no credit"
            : noBenefit
              ? "netBenefit is 0: the State's support yields no positive benefit, no credit"
              : inputs.netBenefit !== null
                ? `netBenefit ${usd(inputs.netBenefit)} is positive: met`
                : "netPositiveBenefit is TRUE (the default): met",
      ),
    );

  // s.6 a.(2)(a) / (b): the capital investment tests.
  const investment = testInvestment(inputs, rec);
  if (investment.failed !== null) reasons.push(investment.failed);

  // s.6 a.(1) with N.J.A.C. 19:31S-1.9: at least 150 approved new full-time jobs.
  const band = bandFor(inputs.approvedJobs);
  const fewest = PRORATION.bands[0].fromJobs;
  if (band === null) reasons.push(windCitation(PRORATION.id, PRORATION.statute));
  if (on)
    rec.record(
      windStep(
        "test",
        "eligibility",
        PRORATION.id,
        "jobs",
        `at least ${fewest} approved new full-time jobs (the prorated formula's first step)`,
        band === null,
        null,
        () =>
          band === null
            ? `approvedJobs ${inputs.approvedJobs} is fewer than ${fewest}: no credit`
            : `approvedJobs ${inputs.approvedJobs} is at least ${fewest}: met`,
        PRORATION.statute,
      ),
    );

  return {
    eligible: reasons.length === 0,
    reasons,
    investment: investment.investment,
    band,
  };
}
