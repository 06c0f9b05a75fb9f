/**
 * The wind credit inputs (wind.md §1): the schema of canonical names, and the typed record every
 * stage reads. Cross-input rules (owner-only and tenant-only inputs, the leased share given one
 * way) are checked here, so the stages can trust what they get.
 */
import { ZERO, displayNumber, type Decimal } from "../decimal";
import {
  FIRST_CALENDAR_YEAR,
  InputError,
  LAST_CALENDAR_YEAR,
  Inputs,
  canonicalName,
  isList,
  parseInputs,
  type ParsedInputs,
  type RawInputs,
  type Schema,
} from "../inputs";
import {
  COMPLIANCE,
  DEFAULT_PERIOD_END_MONTH,
  NET_BENEFIT_LIMIT,
  OWNER_MINIMUM,
  PROGRAM_CAP,
  PRORATION,
} from "../rules/wind";

export type Role = "owner" | "tenant";

const perComplianceYear = {
  maxLength: COMPLIANCE.years,
  unit: "compliance years",
  allowGaps: true,
};

/**
 * Years the schedule can label: four digits, and room for the five compliance years after (the
 * last of which may end, for a January–June period end, in the calendar year after its tax year).
 */
const FIRST_TAX_YEAR = FIRST_CALENDAR_YEAR;
const LAST_TAX_YEAR = LAST_CALENDAR_YEAR - COMPLIANCE.years;
const MONTHS = 12;

export const windSchema: Schema = {
  role: {
    kind: { kind: "enum", choices: [{ value: "owner" }, { value: "tenant" }] },
    description: "the applicant owns the qualified wind energy facility, or is a tenant in it",
    default: "owner",
  },
  capitalInvestment: {
    kind: { kind: "money" },
    description:
      "owner: its own qualifying capital investment in the facility (with what it acquired from a seller); tenant: the owner's capital investment in the facility",
    required: true,
  },
  tenantCapitalInvestment: {
    kind: { kind: "money" },
    description: "tenant: the capital investments the tenant itself made in the facility",
    default: "0",
  },
  otherTenantInvestment: {
    kind: { kind: "money" },
    description: `owner: tenants' capital investments, which count toward the $${displayNumber(OWNER_MINIMUM.investment.value)} minimum only`,
    default: "0",
  },
  tenantLeasedArea: {
    kind: { kind: "number", min: "0", minExclusive: true },
    description: "tenant: the net leasable area it leases (with totalLeasableArea)",
  },
  totalLeasableArea: {
    kind: { kind: "number", min: "0", minExclusive: true },
    description: "tenant: the facility's total net leasable area (with tenantLeasedArea)",
  },
  tenantLeasedShare: {
    kind: { kind: "number", min: "0", max: "1" },
    description: "tenant: its share of the net leasable area (0 to 1), instead of the two areas",
  },
  employment: {
    kind: { kind: "number", min: "0", list: perComplianceYear },
    description:
      "cumulative new full-time employees in compliance years 1 to 5 (average of monthly employment); a year left blank is pending",
  },
  approvedJobs: {
    kind: { kind: "whole" },
    description: "new full-time jobs the award is based on (selects the proration step)",
    default: String(PRORATION.defaultApprovedJobs),
  },
  leasePayments: {
    kind: { kind: "money", list: perComplianceYear },
    description:
      "tenant: total lease payments for occupancy of the facility in compliance years 1 to 5",
  },
  firstYear: {
    kind: { kind: "whole", min: FIRST_TAX_YEAR, max: LAST_TAX_YEAR },
    description: "tax year of compliance year 1 (labels the years; needed for forfeiture)",
  },
  periodEndMonth: {
    kind: { kind: "whole", min: 1, max: MONTHS },
    description: "month (1 to 12) in which the tax or privilege period ends",
    default: String(DEFAULT_PERIOD_END_MONTH),
  },
  applicationDate: {
    kind: { kind: "date" },
    description: "when the business applied for the credit",
  },
  documentationDate: {
    kind: { kind: "date" },
    description: "when the business submitted documentation for approval of its credit amount",
  },
  documentationApprovalDate: {
    kind: { kind: "date" },
    description: "when the authority approved the documentation of the credit amount",
  },
  beipGrant: {
    kind: { kind: "bool" },
    description:
      "receives a Business Employment Incentive Program grant for the same capital and employees",
    default: "false",
  },
  brraaAssistance: {
    kind: { kind: "bool" },
    description: "receives Business Retention and Relocation Assistance",
    default: "false",
  },
  netPositiveBenefit: {
    kind: { kind: "bool" },
    description: "the State's support yields a net positive benefit to the State",
    default: "true",
  },
  programCapRemaining: {
    kind: { kind: "money" },
    description: `credits still available under the $${displayNumber(PROGRAM_CAP.amount.value)} program cap (at most $${displayNumber(PROGRAM_CAP.amount.value)})`,
    default: displayNumber(PROGRAM_CAP.amount.value),
  },
  netBenefit: {
    kind: { kind: "money" },
    description: `the net positive economic benefit to the State the authority determined; the credit is at most it / ${NET_BENEFIT_LIMIT.ratio.value.toFixed()} (0: no positive benefit, not eligible)`,
  },
};

/** The share of the net leasable area, as given: directly, or as the two areas. */
export type LeasedShare =
  { given: "share"; share: Decimal } | { given: "areas"; leasedArea: Decimal; totalArea: Decimal };

/** What the wind stages read: every input parsed, defaults applied, cross-checks done. */
export interface WindInputs {
  role: Role;
  capitalInvestment: Decimal;
  /** Tenant only (0 for an owner). */
  tenantCapitalInvestment: Decimal;
  /** Owner only (0 for a tenant). */
  otherTenantInvestment: Decimal;
  /** Tenant only. */
  leasedShare: LeasedShare | null;
  /** Five entries, one per compliance year; undefined = not given (pending). */
  employment: readonly (Decimal | undefined)[];
  approvedJobs: number;
  /** Five entries; undefined = not given (no lease cap that year). Tenant only. */
  leasePayments: readonly (Decimal | undefined)[];
  firstYear: number | null;
  periodEndMonth: number;
  applicationDate: string | null;
  documentationDate: string | null;
  documentationApprovalDate: string | null;
  beipGrant: boolean;
  brraaAssistance: boolean;
  netPositiveBenefit: boolean;
  programCapRemaining: Decimal;
  /** The net positive economic benefit the authority determined, or null when not given. */
  netBenefit: Decimal | null;
}

const OWNER_ONLY = ["otherTenantInvestment"] as const;
const TENANT_ONLY = [
  "tenantCapitalInvestment",
  "tenantLeasedArea",
  "totalLeasableArea",
  "tenantLeasedShare",
  "leasePayments",
] as const;

const WHAT = "the wind energy facility credit";

/** Parse and check raw inputs. Throws InputError naming the input. */
export function readWindInputs(raw: RawInputs): WindInputs {
  return windInputsFromParsed(parseWindRaw(raw));
}

/** The first half of readWindInputs: every value parsed, on its own (what a grid does once). */
export function parseWindRaw(raw: RawInputs): ParsedInputs {
  refuseCommaText(raw);
  return parseInputs(windSchema, raw, WHAT);
}

/** The second half: defaults applied and the inputs checked against each other. */
export function windInputsFromParsed(parsed: ParsedInputs): WindInputs {
  const inputs = new Inputs(parsed);
  const role = (inputs.text("role") as Role | undefined) ?? "owner";

  const capitalInvestment = inputs.decimal("capitalInvestment");
  if (capitalInvestment === undefined) {
    throw new InputError(
      "capitalInvestment",
      role === "owner"
        ? "capitalInvestment is required: the business's qualifying capital investment in the facility (s.6 a.(1), a.(2)(a))"
        : "capitalInvestment is required: the owner's capital investment in the facility (s.6 a.(2)(b))",
    );
  }

  if (role === "owner") {
    for (const name of TENANT_ONLY) {
      if (inputs.has(name)) {
        throw new InputError(
          name,
          `${name} is a tenant's input, but role is owner; leave it empty, or set role to tenant`,
        );
      }
    }
  } else {
    for (const name of OWNER_ONLY) {
      if (inputs.has(name)) {
        throw new InputError(
          name,
          `${name} is an owner's input (tenants' investments counted toward the owner's minimum), but role is tenant; leave it empty and give the tenant's own investment as tenantCapitalInvestment`,
        );
      }
    }
  }

  const programCapRemaining = inputs.decimal("programCapRemaining") ?? PROGRAM_CAP.amount.value;
  if (programCapRemaining.greaterThan(PROGRAM_CAP.amount.value)) {
    throw new InputError(
      "programCapRemaining",
      `programCapRemaining ${programCapRemaining.toFixed()} is more than the whole program: at most $${displayNumber(PROGRAM_CAP.amount.value)} of credits can be approved (s.6 a.(1)); give what remains, 0 to ${PROGRAM_CAP.amount.value.toFixed()}`,
    );
  }
  const netPositiveBenefit = inputs.bool("netPositiveBenefit") ?? true;
  const netBenefit = inputs.decimal("netBenefit") ?? null;
  if (netBenefit !== null && !netPositiveBenefit) {
    throw new InputError(
      "netBenefit",
      `netBenefit ${netBenefit.toFixed()} is given but netPositiveBenefit is FALSE: the two contradict each other; give netBenefit (0 when there is no positive benefit) or netPositiveBenefit FALSE, not both (s.6 a.(1))`,
    );
  }

  return {
    role,
    capitalInvestment,
    tenantCapitalInvestment: inputs.decimal("tenantCapitalInvestment") ?? ZERO,
    otherTenantInvestment: inputs.decimal("otherTenantInvestment") ?? ZERO,
    leasedShare: role === "tenant" ? readLeasedShare(inputs) : null,
    employment: perYear(inputs, "employment"),
    approvedJobs: inputs.whole("approvedJobs") ?? PRORATION.defaultApprovedJobs,
    leasePayments: perYear(inputs, "leasePayments"),
    firstYear: inputs.whole("firstYear") ?? null,
    periodEndMonth: inputs.whole("periodEndMonth") ?? DEFAULT_PERIOD_END_MONTH,
    applicationDate: inputs.text("applicationDate") ?? null,
    documentationDate: inputs.text("documentationDate") ?? null,
    documentationApprovalDate: inputs.text("documentationApprovalDate") ?? null,
    beipGrant: inputs.bool("beipGrant") ?? false,
    brraaAssistance: inputs.bool("brraaAssistance") ?? false,
    netPositiveBenefit,
    programCapRemaining,
    netBenefit,
  };
}

/**
 * A per-year input written as one text with commas ("120,160,210") would otherwise parse as a
 * single grouped number (120,160,210 employees in year 1): a silently wrong number. It could
 * also be a list, or one grouped amount ("1,200"): rather than guess, ask for one or the other.
 */
function refuseCommaText(raw: RawInputs): void {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return;
  for (const [key, value] of Object.entries(raw)) {
    const name = canonicalName(windSchema, key);
    if (
      (name === "employment" || name === "leasePayments") &&
      typeof value === "string" &&
      value.includes(",")
    ) {
      throw new InputError(
        name,
        `${name} "${value}" is ambiguous: give a list with one value per compliance year (up to ${COMPLIANCE.years}), or a single number without thousands separators`,
      );
    }
  }
}

/** A tenant gives its share of the net leasable area one way: the share, or both areas. */
function readLeasedShare(inputs: Inputs): LeasedShare {
  const share = inputs.decimal("tenantLeasedShare");
  const leasedArea = inputs.decimal("tenantLeasedArea");
  const totalArea = inputs.decimal("totalLeasableArea");
  if (share !== undefined) {
    if (leasedArea !== undefined || totalArea !== undefined) {
      throw new InputError(
        "tenantLeasedShare",
        `tenantLeasedShare is given together with ${leasedArea !== undefined && totalArea !== undefined ? "the leased and total areas" : leasedArea !== undefined ? "tenantLeasedArea" : "totalLeasableArea"}; give either tenantLeasedShare or tenantLeasedArea with totalLeasableArea, not both`,
      );
    }
    return { given: "share", share };
  }
  if (leasedArea === undefined && totalArea === undefined) {
    throw new InputError(
      "tenantLeasedShare",
      "a tenant needs its share of the facility's net leasable area: give tenantLeasedShare (0 to 1), or tenantLeasedArea with totalLeasableArea (s.6 a.(2)(b))",
    );
  }
  if (totalArea === undefined) {
    throw new InputError(
      "totalLeasableArea",
      "totalLeasableArea is required with tenantLeasedArea: the leased share is the leased area over the total net leasable area (s.6 a.(2)(b))",
    );
  }
  if (leasedArea === undefined) {
    throw new InputError(
      "tenantLeasedArea",
      "tenantLeasedArea is required with totalLeasableArea: the leased share is the leased area over the total net leasable area (s.6 a.(2)(b))",
    );
  }
  if (leasedArea.greaterThan(totalArea)) {
    throw new InputError(
      "tenantLeasedArea",
      `tenantLeasedArea (${leasedArea.toFixed()}) cannot exceed totalLeasableArea (${totalArea.toFixed()}): the share must be between 0 and 1`,
    );
  }
  return { given: "areas", leasedArea, totalArea };
}

/** A per-year list as five entries: a single value is compliance year 1; blanks and missing years are undefined. */
function perYear(inputs: Inputs, name: string): (Decimal | undefined)[] {
  const value = inputs.values.get(name);
  const given: readonly (Decimal | undefined)[] =
    value === undefined
      ? []
      : isList(value)
        ? (value as readonly (Decimal | undefined)[])
        : [value as Decimal];
  return Array.from({ length: COMPLIANCE.years }, (_, y) => given[y]);
}
