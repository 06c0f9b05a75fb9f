/**
 * The total credit: the credit base × the share of the authority's proration step (s.6 a.(1),
 * N.J.A.C. 19:31S-1.9), rounded once to whole cents half-up, then limited to what remains under
 * the $350,000,000 program cap (s.6 a.(1)) and, when netBenefit is given, to netBenefit / 1.10
 * (the 110% net benefit limit, s.6 a.(1) with N.J.A.C. 19:31S). A limit that binds is taken
 * rounded down to the cent (limit.ts). Steps: proration, rounding, program cap, net benefit;
 * their amounts, added to the base, give the total.
 */
import { Decimal, ZERO, displayPercent, roundCents } from "../decimal";
import { citedStep, readingCitation, type Recorder, type TraceStep } from "../trace";
import {
  COMPLIANCE,
  NET_BENEFIT_LIMIT,
  PROGRAM_CAP,
  PRORATION,
  type ProrationBand,
} from "../rules/wind";
import { limited } from "./limit";
import { usd, usdQuotient, windStep } from "./steps";

export interface TotalCredit {
  /** The total credit after the program cap; 0 when not eligible. */
  total: Decimal;
}

function bandText(band: ProrationBand): string {
  const range =
    band.toJobs === null ? `${band.fromJobs} or more` : `${band.fromJobs} to ${band.toJobs}`;
  return `${range} approved jobs: ${displayPercent(band.share.value)} of the credit base, prorated minimum ${band.proratedMinimum} jobs`;
}

export function totalCredit(
  base: Decimal | null,
  band: ProrationBand | null,
  approvedJobs: number,
  programCapRemaining: Decimal,
  netBenefit: Decimal | null,
  rec: Recorder,
): TotalCredit {
  const ratio = NET_BENEFIT_LIMIT.ratio.value;
  const prorationLabel = PRORATION.label;
  if (base === null || band === null) {
    const notEligible = "not eligible: no credit";
    if (rec.on) {
      rec.record(
        windStep(
          "reduction",
          "proration",
          PRORATION.id,
          null,
          prorationLabel,
          false,
          null,
          band === null ? notEligible : `${notEligible} (would be ${bandText(band)})`,
          PRORATION.statute,
        ),
      );
      rec.record(roundingStep(false, notEligible));
      rec.record(
        windStep(
          "limit",
          "limits",
          PROGRAM_CAP.id,
          "cap",
          PROGRAM_CAP.label,
          false,
          null,
          notEligible,
        ),
      );
      rec.record(netBenefitStep(false, null, notEligible));
    }
    return { total: ZERO };
  }
  const share = band.share.value;
  const prorated = base.times(share);
  const prorationApplies = share.lessThan(1);
  const rounded = roundCents(prorated);
  const cap = limited(rounded, programCapRemaining);
  const capped = cap.value;
  const capBinds = cap.binds;
  const benefitLimit = netBenefit === null ? null : netBenefit.dividedBy(ratio);
  const benefit = benefitLimit === null ? null : limited(capped, benefitLimit);
  const total = benefit === null ? capped : benefit.value;
  // Trace amounts are whole cents, so the amounts shown add up to the result: the base step
  // carries the base to the cent, proration the step from there to the rounded total.
  if (!rec.on) return { total };
  const baseInCents = roundCents(base);
  rec.record(
    windStep(
      "reduction",
      "proration",
      PRORATION.id,
      null,
      prorationLabel,
      prorationApplies,
      prorationApplies ? rounded.minus(baseInCents) : null,
      () =>
        `approvedJobs ${approvedJobs}, ${bandText(band)}: ${usd(base)} × ${displayPercent(share)} = ${usd(prorated)}` +
        (rounded.equals(prorated) ? "" : `, rounded to ${usd(rounded)}`),
      PRORATION.statute,
    ),
  );
  rec.record(
    roundingStep(!rounded.equals(prorated), () =>
      rounded.equals(prorated)
        ? `${usd(prorated)} is already in whole cents`
        : `${usd(prorated)} rounds to ${usd(rounded)}`,
    ),
  );
  rec.record(
    windStep(
      "limit",
      "limits",
      PROGRAM_CAP.id,
      "cap",
      PROGRAM_CAP.label,
      capBinds,
      capBinds ? capped.minus(rounded) : null,
      () =>
        capBinds
          ? `only ${usd(programCapRemaining)} remains under the program cap: the total ${usd(rounded)} is limited to it` +
            (capped.equals(programCapRemaining) ? "" : `, rounded down to ${usd(capped)}`)
          : `${usd(rounded)} is within the ${usd(programCapRemaining)} remaining under the program cap`,
    ),
  );
  rec.record(
    netBenefitStep(
      benefit !== null && benefit.binds,
      benefit !== null && benefit.binds ? total.minus(capped) : null,
      () => {
        if (netBenefit === null || benefitLimit === null || benefit === null)
          return "netBenefit not given: no limit applied";
        const limit = `netBenefit ${usd(netBenefit)} / ${ratio.toFixed(2)} = ${usdQuotient(benefitLimit)}`;
        return benefit.binds
          ? `${limit}: the total ${usd(capped)} is limited to it` +
              (total.equals(benefitLimit) ? "" : `, rounded down to ${usd(total)}`)
          : `${limit}: ${usd(capped)} is within it`;
      },
    ),
  );
  return { total };
}

/**
 * The total rounded once to whole cents: our reading (the statute says nothing of rounding),
 * cited to the help page's Readings, with the step id of the subsection it applies to.
 */
function roundingStep(applied: boolean, reason: string | (() => string)): TraceStep {
  return citedStep(
    "rounding",
    "proration",
    `${COMPLIANCE.id} rounding`,
    readingCitation("the wind credit's total rounded once to whole cents, half-up"),
    "total credit rounded once to whole cents (half-up)",
    applied,
    null,
    reason,
    "reading",
  );
}

/** The 110% net benefit limit: the authority's published term, cited as such (rules/wind.ts). */
function netBenefitStep(
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
): TraceStep {
  return citedStep(
    "limit",
    "limits",
    `${NET_BENEFIT_LIMIT.id} net benefit`,
    NET_BENEFIT_LIMIT.citation,
    NET_BENEFIT_LIMIT.label,
    applied,
    amount,
    reason,
    NET_BENEFIT_LIMIT.source,
  );
}
