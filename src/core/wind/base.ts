/**
 * s.6 d.: the credit base. An owner's credit is its own capital investment (tenants' investments
 * counted toward its minimum are not credited to it); a tenant's is the represented amount of its
 * test: what its leased area represents plus its own investment not allocated to the owner's
 * minimum (a.(2)(b)).
 */
import { roundCents, type Decimal } from "../decimal";
import type { Recorder } from "../trace";
import { COMPLIANCE } from "../rules/wind";
import type { Eligibility } from "./eligibility";
import type { WindInputs } from "./inputs";
import { usd, windStep } from "./steps";

export interface CreditBase {
  /** Null when the business is not eligible. */
  base: Decimal | null;
}

const LABEL = "credit base: the capital investment, or what the leased area represents";

export function creditBase(
  inputs: WindInputs,
  eligibility: Eligibility,
  rec: Recorder,
): CreditBase {
  const investment = eligibility.investment;
  const base = investment.role === "owner" ? inputs.capitalInvestment : investment.represented;
  const how = (): string =>
    investment.role === "owner"
      ? `owner: its capital investment ${usd(base)}` +
        (investment.tenantInvestmentCounted.isZero()
          ? ""
          : ` (the ${usd(investment.tenantInvestmentCounted)} of tenants' investment counted toward its minimum is not credited to it)`)
      : `tenant: represented ${usd(base)} (its leased area's ${usd(investment.leasedAreaPart)} + its investment not allocated to the owner's minimum ${usd(investment.unallocated)})`;
  if (!eligibility.eligible) {
    if (rec.on)
      rec.record(
        windStep(
          "amount",
          "credit-base",
          COMPLIANCE.id,
          "base",
          LABEL,
          false,
          null,
          () => `not eligible: no credit (would be ${how()})`,
        ),
      );
    return { base: null };
  }
  // The step shows the base to the cent; the exact amount is in the reason and is what is prorated.
  if (rec.on)
    rec.record(
      windStep("amount", "credit-base", COMPLIANCE.id, "base", LABEL, true, roundCents(base), how),
    );
  return { base };
}
