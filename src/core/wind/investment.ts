/**
 * s.6 a.(2): the capital investment tests. An owner needs $50,000,000, tenants' investments
 * counting toward it only as far as needed (a.(2)(a), N.J.A.C. 19:31S-1.3). A tenant needs an
 * owner whose investment, with tenants' investments allocated to it as far as needed, meets the
 * $50,000,000 minimum, and a represented amount of at least $17,500,000: what its leased area
 * represents of the owner's total, plus its own investment not allocated to the owner's minimum
 * (a.(2)(b), last sentence: that investment is added "to the amount of capital investment
 * represented by the tenant's leased area", the amount the $17,500,000 test is on).
 *
 * "Capital investments made by a tenant" count toward the owner's minimum: any tenant's, not only
 * the applicant's. The statute does not order several tenants; our reading (README "Readings")
 * counts the other tenants' first, then this tenant's as far as still needed, so what remains of
 * this tenant's own investment is "not allocated" and adds to its represented amount.
 *
 * The leased area's part is exact: owner's total × leased area / total area, multiplied before
 * dividing, so a share like 1/3 of $52,500,000 is exactly $17,500,000.
 */
import { Decimal, ZERO, displayNumber } from "../decimal";
import type { Recorder } from "../trace";
import { OWNER_MINIMUM, TENANT_MINIMUM } from "../rules/wind";
import type { LeasedShare, WindInputs } from "./inputs";
import { usd as money, windCitation, windStep } from "./steps";

export interface OwnerInvestment {
  role: "owner";
  /** Tenants' investments counted toward the minimum (never credited to the owner). */
  tenantInvestmentCounted: Decimal;
  /** The owner's investment with the tenants' counted part: what the minimum is tested on. */
  counted: Decimal;
  meetsMinimum: boolean;
}

export interface TenantInvestment {
  role: "tenant";
  /** The other tenants' investment counted toward the owner's minimum. */
  fromOthers: Decimal;
  /** The tenant's investment allocated to the owner's $50,000,000 minimum. */
  allocated: Decimal;
  /** The tenant's investment not allocated: added to what its leased area represents. */
  unallocated: Decimal;
  /** What the leased area alone represents: ownerTotal × share, exactly. */
  leasedAreaPart: Decimal;
  /** The owner's investment with the other tenants' counted part and this tenant's allocated part. */
  ownerTotal: Decimal;
  /** Leased net area over the total net leasable area (exact as far as a decimal can show it). */
  share: Decimal;
  /** ownerTotal × share + unallocated: what the $17,500,000 test is on, and the credit base. */
  represented: Decimal;
  ownerMeetsMinimum: boolean;
  representedMeetsMinimum: boolean;
}

export type Investment = OwnerInvestment | TenantInvestment;

export interface InvestmentTest {
  investment: Investment;
  /** Citation of the failed test, or null when met. */
  failed: string | null;
}

export function testInvestment(inputs: WindInputs, rec: Recorder): InvestmentTest {
  return inputs.role === "owner" ? ownerTest(inputs, rec) : tenantTest(inputs, rec);
}

/** How much more than `have` the owner's $50,000,000 minimum needs (0 once met). */
function stillNeeded(have: Decimal): Decimal {
  return Decimal.max(ZERO, OWNER_MINIMUM.investment.value.minus(have));
}

function ownerTest(inputs: WindInputs, rec: Recorder): InvestmentTest {
  const minimum = OWNER_MINIMUM.investment.value;
  const own = inputs.capitalInvestment;
  const needed = stillNeeded(own);
  const tenantInvestmentCounted = Decimal.min(inputs.otherTenantInvestment, needed);
  const counted = own.plus(tenantInvestmentCounted);
  const meetsMinimum = counted.greaterThanOrEqualTo(minimum);
  const arithmetic = (): string =>
    `counted = own ${money(own)} + tenants' ${money(tenantInvestmentCounted)} ` +
    `(tenants' ${money(inputs.otherTenantInvestment)}, counted only up to the ${money(needed)} still needed) = ${money(counted)}`;
  const reason = (): string =>
    meetsMinimum
      ? `${arithmetic()}, not less than ${money(minimum)}: met`
      : `${arithmetic()}, less than ${money(minimum)}: not met, no credit`;
  if (rec.on) {
    rec.record(
      windStep(
        "test",
        "eligibility",
        OWNER_MINIMUM.id,
        null,
        OWNER_MINIMUM.label,
        !meetsMinimum,
        null,
        reason,
      ),
    );
    rec.record(
      windStep(
        "test",
        "eligibility",
        TENANT_MINIMUM.id,
        null,
        TENANT_MINIMUM.label,
        false,
        null,
        "the applicant owns the facility: the tenant's test does not apply",
      ),
    );
  }
  return {
    investment: { role: "owner", tenantInvestmentCounted, counted, meetsMinimum },
    failed: meetsMinimum ? null : windCitation(OWNER_MINIMUM.id),
  };
}

/** The leased share, and the represented amount computed exactly (multiply, then divide). */
function represent(
  ownerTotal: Decimal,
  leased: LeasedShare,
): { share: Decimal; represented: Decimal; how: () => string } {
  if (leased.given === "share") {
    return {
      share: leased.share,
      represented: ownerTotal.times(leased.share),
      how: () => `${money(ownerTotal)} × share ${displayNumber(leased.share)}`,
    };
  }
  return {
    share: leased.leasedArea.dividedBy(leased.totalArea),
    represented: ownerTotal.times(leased.leasedArea).dividedBy(leased.totalArea),
    how: () =>
      `${money(ownerTotal)} × ${displayNumber(leased.leasedArea)} / ${displayNumber(leased.totalArea)} net leasable area`,
  };
}

function tenantTest(inputs: WindInputs, rec: Recorder): InvestmentTest {
  const ownerMinimum = OWNER_MINIMUM.investment.value;
  const representedMinimum = TENANT_MINIMUM.represented.value;
  const owner = inputs.capitalInvestment;
  const own = inputs.tenantCapitalInvestment;
  const others = inputs.otherTenantInvestment;
  // The other tenants' first, then this tenant's, each only as far as still needed.
  const fromOthers = Decimal.min(others, stillNeeded(owner));
  const allocated = Decimal.min(own, stillNeeded(owner.plus(fromOthers)));
  const unallocated = own.minus(allocated);
  const ownerTotal = owner.plus(fromOthers).plus(allocated);
  // leasedShare is always present for a tenant (inputs.ts requires it).
  const { share, represented: leasedAreaPart, how } = represent(ownerTotal, inputs.leasedShare!);
  const represented = leasedAreaPart.plus(unallocated);
  const ownerMeetsMinimum = ownerTotal.greaterThanOrEqualTo(ownerMinimum);
  const representedMeetsMinimum = represented.greaterThanOrEqualTo(representedMinimum);
  const met = ownerMeetsMinimum && representedMeetsMinimum;

  /** The reason, written when first read (see trace.ts). */
  const reason = (): string => {
    const othersText = others.isZero()
      ? ""
      : `other tenants' ${money(fromOthers)} (of their ${money(others)}) + `;
    const parts = [
      `owner's investment ${money(owner)} + ${othersText}tenant's ${money(allocated)} allocated to reach the minimum ` +
        `(of its ${money(own)}; ${money(unallocated)} not allocated) = ${money(ownerTotal)}, ` +
        (ownerMeetsMinimum
          ? `at least ${money(ownerMinimum)}: met`
          : `less than ${money(ownerMinimum)}: not met`),
    ];
    if (ownerTotal.equals(ownerMinimum)) {
      parts[0] += ` (the tenant clause says "more than ${money(ownerMinimum)}" but allocates the tenant's investment to *meet* the owner's minimum; read as at least ${money(ownerMinimum)}, as the owner's test says "not less than")`;
    }
    parts.push(
      `represented = ${how()}` +
        (unallocated.isZero()
          ? ` = ${money(represented)}, `
          : ` = ${money(leasedAreaPart)}, + its ${money(unallocated)} not allocated (s.6 a.(2)(b), last sentence) = ${money(represented)}, `) +
        (representedMeetsMinimum
          ? `at least ${money(representedMinimum)}: met`
          : `less than ${money(representedMinimum)}: not met`),
    );
    if (!met) parts.push("no credit");
    return parts.join("; ");
  };
  if (rec.on) {
    rec.record(
      windStep(
        "test",
        "eligibility",
        OWNER_MINIMUM.id,
        null,
        OWNER_MINIMUM.label,
        false,
        null,
        "the applicant is a tenant: the owner's test is part of the tenant's test below",
      ),
    );
    rec.record(
      windStep(
        "test",
        "eligibility",
        TENANT_MINIMUM.id,
        null,
        TENANT_MINIMUM.label,
        !met,
        null,
        reason,
      ),
    );
  }
  return {
    investment: {
      role: "tenant",
      fromOthers,
      allocated,
      unallocated,
      leasedAreaPart,
      ownerTotal,
      share,
      represented,
      ownerMeetsMinimum,
      representedMeetsMinimum,
    },
    failed: met ? null : windCitation(TENANT_MINIMUM.id),
  };
}
