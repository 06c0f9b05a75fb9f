/**
 * The wind credit inputs (docs/wind.md §1): one field spec per input, from which come the schema of
 * canonical names, the reader and the typed record every stage reads. Cross-input rules
 * (owner-only and tenant-only inputs, the leased share given one way) are checked here after the
 * read, so the stages can trust what they get.
 */
import { ZERO, displayNumber, type Decimal } from "../decimal";
import {
  fieldsFor,
  readFieldValues,
  readPlan,
  schemaOf,
  type Flatten,
  type InputsOf,
  type ValueOf,
  type CellRead,
} from "../fields";
import {
  FIRST_CALENDAR_YEAR,
  InputError,
  LAST_CALENDAR_YEAR,
  canonicalName,
  echo,
  parseInputValue,
  parseInputValues,
  parseInputs,
  type Parsed,
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

/**
 * How many privilege periods a list may give, from the period of firstYear on: room for a credit
 * period that begins after five periods below the first year's minimum (our bound, not the
 * statute's).
 */
export const LISTED_PERIODS = 10;

/** One value is period 1's; a blank inside the list is a period not given. */
const perPeriod = {
  maxLength: LISTED_PERIODS,
  unit: "periods",
  allowGaps: true,
  single: "firstYear",
} as const;

/**
 * Years the schedule can label: four digits, and room for every listed period and the five
 * compliance years after it (the last of which may end, for a January–June period end, in the
 * calendar year after its tax year).
 */
const FIRST_TAX_YEAR = FIRST_CALENDAR_YEAR;
const LAST_TAX_YEAR = LAST_CALENDAR_YEAR - LISTED_PERIODS - COMPLIANCE.years;
const MONTHS = 12;

/** Every wind input, in the order the reader reads them. `onlyFor`: an owner's or a tenant's only. */
export const windFields = fieldsFor<unknown, { onlyFor?: "owner" | "tenant" }>()({
  role: {
    kind: { kind: "enum", choices: [{ value: "owner" }, { value: "tenant" }] },
    description: "the applicant owns the qualified wind energy facility, or is a tenant in it",
    default: "owner",
  },
  capitalInvestment: {
    kind: { kind: "money" },
    description:
      "owner: its own qualifying capital investment in the facility (with what it acquired from a seller); tenant: the owner's capital investment in the facility",
    required: (read) =>
      read.role === "owner"
        ? "capitalInvestment is required: the business's qualifying capital investment in the facility (s.6 a.(1), a.(2)(a))"
        : "capitalInvestment is required: the owner's capital investment in the facility (s.6 a.(2)(b))",
  },
  tenantCapitalInvestment: {
    kind: { kind: "money" },
    description: "tenant: the capital investments the tenant itself made in the facility",
    default: ZERO,
    onlyFor: "tenant",
  },
  otherTenantInvestment: {
    kind: { kind: "money" },
    description: `owner: tenants' capital investments; tenant: the other tenants' capital investments. Either way they count toward the owner's $${displayNumber(OWNER_MINIMUM.investment.value)} minimum only (s.6 a.(2)(b))`,
    default: ZERO,
  },
  tenantLeasedArea: {
    kind: { kind: "number", min: "0", minExclusive: true },
    description: "tenant: the net leasable area it leases (with totalLeasableArea)",
    onlyFor: "tenant",
  },
  totalLeasableArea: {
    kind: { kind: "number", min: "0", minExclusive: true },
    description: "tenant: the facility's total net leasable area (with tenantLeasedArea)",
    onlyFor: "tenant",
  },
  tenantLeasedShare: {
    kind: { kind: "number", min: "0", max: "1" },
    description: "tenant: its share of the net leasable area (0 to 1), instead of the two areas",
    onlyFor: "tenant",
  },
  employment: {
    kind: { kind: "number", min: "0", list: perPeriod },
    description: `new full-time employees at the facility in the aggregate (the owner's test: the business, including tenants; the tenant's: those employed in the aggregate), cumulative, for each privilege period from the first (the period of firstYear), up to ${LISTED_PERIODS}; compliance year 1 is the first period meeting the first year's minimum; a period left blank is not given`,
  },
  approvedJobs: {
    kind: { kind: "whole" },
    description: "new full-time jobs the award is based on (selects the proration step)",
    default: PRORATION.defaultApprovedJobs,
  },
  approvedMinimums: {
    kind: { kind: "whole", list: { maxLength: COMPLIANCE.years, unit: "compliance years" } },
    description:
      "the yearly minimums of new full-time employees the authority approved, five whole numbers, the fifth the same as the fourth (s.6 a.(1)); replace the prorated minimums worked out from approvedJobs",
    default: null,
  },
  leasePayments: {
    kind: { kind: "money", list: perPeriod },
    description: `tenant: total lease payments for occupancy of the facility in each privilege period, listed as employment is (up to ${LISTED_PERIODS})`,
    onlyFor: "tenant",
  },
  firstYear: {
    kind: { kind: "whole", min: FIRST_TAX_YEAR, max: LAST_TAX_YEAR },
    description: "tax year of the first listed period (labels the periods; needed for forfeiture)",
    default: null,
  },
  periodEndMonth: {
    kind: { kind: "whole", min: 1, max: MONTHS },
    description: "month (1 to 12) in which the tax or privilege period ends",
    default: DEFAULT_PERIOD_END_MONTH,
  },
  applicationDate: {
    kind: { kind: "date" },
    description: "when the business applied for the credit",
    default: null,
  },
  documentationDate: {
    kind: { kind: "date" },
    description: "when the business submitted documentation for approval of its credit amount",
    default: null,
  },
  documentationApprovalDate: {
    kind: { kind: "date" },
    description: "when the authority approved the documentation of the credit amount",
    default: null,
  },
  beipGrant: {
    kind: { kind: "bool" },
    description:
      "receives a Business Employment Incentive Program grant for the same capital and employees",
    default: false,
  },
  brraaAssistance: {
    kind: { kind: "bool" },
    description: "receives Business Retention and Relocation Assistance",
    default: false,
  },
  netPositiveBenefit: {
    kind: { kind: "bool" },
    description: "the State's support yields a net positive benefit to the State",
    default: true,
  },
  programCapRemaining: {
    kind: { kind: "money" },
    description: `credits still available under the $${displayNumber(PROGRAM_CAP.amount.value)} program cap (at most $${displayNumber(PROGRAM_CAP.amount.value)})`,
    default: PROGRAM_CAP.amount.value,
  },
  netBenefit: {
    kind: { kind: "money" },
    description: `the net positive economic benefit to the State the authority determined; the credit is at most it / ${NET_BENEFIT_LIMIT.ratio.value.toFixed()} (0: no positive benefit, not eligible)`,
    default: null,
  },
});

/** The wind inputs' names, kinds, meanings and defaults: what parseInputs checks against. */
export const windSchema: Schema = schemaOf(windFields);

export type Role = ValueOf<typeof windFields.role>;

/** The share of the net leasable area, as given: directly, or as the two areas. */
export type LeasedShare =
  { given: "share"; share: Decimal } | { given: "areas"; leasedArea: Decimal; totalArea: Decimal };

/** The inputs a tenant's leased share is given by, which the stages read as `leasedShare`. */
type LeasedShareInput = "tenantLeasedArea" | "totalLeasableArea" | "tenantLeasedShare";

/**
 * What the wind stages read: every input parsed, defaults applied, cross-checks done; the leased
 * share (tenant only, null for an owner) in place of the inputs it is given by. Tenant-only
 * amounts are 0 for an owner and owner-only ones 0 for a tenant; a per-year list has five
 * entries, undefined where not given (pending employment, no lease cap that year).
 */
export type WindInputs = Flatten<
  Omit<InputsOf<typeof windFields>, LeasedShareInput> & { leasedShare: LeasedShare | null }
>;

const namesOnlyFor = (role: Role): string[] =>
  Object.entries(windFields)
    .filter(([, field]) => "onlyFor" in field && field.onlyFor === role)
    .map(([name]) => name);
const OWNER_ONLY = namesOnlyFor("owner");
const TENANT_ONLY = namesOnlyFor("tenant");

/** The inputs that take a list, one value per compliance year. */
const PER_YEAR = new Set(
  Object.entries(windFields)
    .filter(([, field]) => "list" in field.kind)
    .map(([name]) => name),
);

/** The wind calculation as messages name it. */
export const WHAT = "the wind energy facility credit";

/** Parse and check raw inputs. Throws InputError naming the input. */
export function readWindInputs(raw: RawInputs): WindInputs {
  // parseWindRaw then the fields read with their defaults and checked against each other, the
  // values by position (the schema's order is the fields', schemaOf) rather than in a Map.
  refuseCommaText(raw);
  const values = parseInputValues(windSchema, raw, WHAT);
  return windInputsFromRead(
    readFieldValues(windFields, values, undefined),
    (name) => values[POSITION.get(name) as number] !== undefined,
  );
}

/** Each input's place in the values by position. */
const POSITION = new Map(Object.keys(windFields).map((name, position) => [name, position]));

/** The first half of readWindInputs: every value parsed, on its own (what a grid does once). */
export function parseWindRaw(raw: RawInputs): ParsedInputs {
  refuseCommaText(raw);
  return parseInputs(windSchema, raw, WHAT);
}

/**
 * One input's value as parseWindRaw parses it, without its check across the record
 * (refuseCommaText, which runs before any value is parsed): what a grid parses each varied value
 * with, the check run on its own (refuseCommaValue).
 */
export function parseWindValue(name: string, raw: unknown): Parsed | undefined {
  return parseInputValue(windSchema, name, raw, WHAT);
}

/**
 * The second half for a grid: the base's parsed inputs laid out once, each record then read with
 * its varied values (canonical names; their parsed values, in that order), with their defaults,
 * and checked against each other as readWindInputs checks a record: the same record, or the same
 * error.
 */
export function windInputsPlan(
  base: ParsedInputs,
  varied: readonly string[],
): CellRead<WindInputs> {
  const read = readPlan(windFields, base, varied, undefined);
  const slots = new Map(varied.map((name, slot) => [name, slot]));
  return (values) => {
    const given = (name: string): boolean => {
      const slot = slots.get(name);
      return slot === undefined ? base.has(name) : values[slot] !== undefined;
    };
    return windInputsFromRead(read(values), given);
  };
}

/** The record read checked, the leased share in place of its inputs; `given`: a parsed input. */
function windInputsFromRead(
  read: InputsOf<typeof windFields>,
  given: (name: string) => boolean,
): WindInputs {
  checkWindRead(read, given);
  return windRecord(read);
}

/** The checks across the inputs read. */
function checkWindRead(read: InputsOf<typeof windFields>, given: (name: string) => boolean): void {
  checkRoleInputs(read.role, given);

  if (read.programCapRemaining.greaterThan(PROGRAM_CAP.amount.value)) {
    throw new InputError(
      "programCapRemaining",
      `programCapRemaining ${read.programCapRemaining.toFixed()} is more than the whole program: at most $${displayNumber(PROGRAM_CAP.amount.value)} of credits can be approved (s.6 a.(1)); give what remains, 0 to ${PROGRAM_CAP.amount.value.toFixed()}`,
    );
  }
  if (read.approvedMinimums !== null) {
    const minimums = approvedMinimumsOf(read.approvedMinimums);
    const last = COMPLIANCE.years - 1;
    if (minimums.length !== COMPLIANCE.years)
      throw new InputError(
        "approvedMinimums",
        `approvedMinimums needs ${COMPLIANCE.years} whole numbers, one per compliance year (got ${minimums.length})`,
      );
    if (minimums[last] !== minimums[last - 1])
      throw new InputError(
        "approvedMinimums",
        `approvedMinimums: the fifth year's minimum (${minimums[last]}) must be the same as the fourth's (${minimums[last - 1]}): "the prorated minimum number ... in the fifth year shall be the same as the fourth year" (s.6 a.(1))`,
      );
  }
  if (read.netBenefit !== null && !read.netPositiveBenefit) {
    throw new InputError(
      "netBenefit",
      `netBenefit ${read.netBenefit.toFixed()} is given but netPositiveBenefit is FALSE: the two contradict each other; give netBenefit (0 when there is no positive benefit) or netPositiveBenefit FALSE, not both (s.6 a.(1))`,
    );
  }
}

/** approvedMinimums as a list (one value given is a list of one, which the check refuses). */
export function approvedMinimumsOf(given: number | readonly number[]): readonly number[] {
  return typeof given === "number" ? [given] : given;
}

/** The record the stages read: the leased share (checked here) in place of its inputs. */
function windRecord(read: InputsOf<typeof windFields>): WindInputs {
  const leasedShare = leasedShareOf(read);
  // The record without the three inputs the leased share is given by, then the share, written
  // out: a literal is a fast-property record (an object rest builds a slow one), and a copy by
  // names in a loop costs a grid more than all the cross-checks. Every property is required
  // here, so a new field missing from it does not compile.
  const inputs: { [N in keyof WindInputs]-?: WindInputs[N] } = {
    role: read.role,
    capitalInvestment: read.capitalInvestment,
    tenantCapitalInvestment: read.tenantCapitalInvestment,
    otherTenantInvestment: read.otherTenantInvestment,
    employment: read.employment,
    approvedJobs: read.approvedJobs,
    approvedMinimums: read.approvedMinimums,
    leasePayments: read.leasePayments,
    firstYear: read.firstYear,
    periodEndMonth: read.periodEndMonth,
    applicationDate: read.applicationDate,
    documentationDate: read.documentationDate,
    documentationApprovalDate: read.documentationApprovalDate,
    beipGrant: read.beipGrant,
    brraaAssistance: read.brraaAssistance,
    netPositiveBenefit: read.netPositiveBenefit,
    programCapRemaining: read.programCapRemaining,
    netBenefit: read.netBenefit,
    leasedShare,
  };
  return inputs;
}

/** The record's leased share: a tenant's, checked; null for an owner. */
function leasedShareOf(read: InputsOf<typeof windFields>): LeasedShare | null {
  const { role, tenantLeasedArea, totalLeasableArea, tenantLeasedShare } = read;
  return role === "tenant"
    ? readLeasedShare(tenantLeasedShare, tenantLeasedArea, totalLeasableArea)
    : null;
}

/** An owner gives no tenant's input, and a tenant no owner's. */
function checkRoleInputs(role: Role, given: (name: string) => boolean): void {
  if (role === "owner") {
    for (const name of TENANT_ONLY) {
      if (given(name)) {
        throw new InputError(
          name,
          `${name} is a tenant's input, but role is owner; leave it empty, or set role to tenant`,
        );
      }
    }
  } else {
    for (const name of OWNER_ONLY) {
      if (given(name)) {
        throw new InputError(
          name,
          `${name} is an owner's input (tenants' investments counted toward the owner's minimum), but role is tenant; leave it empty and give the tenant's own investment as tenantCapitalInvestment`,
        );
      }
    }
  }
}

/**
 * A per-year input written as one text with commas ("120,160,210") would otherwise parse as a
 * single grouped number (120,160,210 employees in year 1): a silently wrong number. It could
 * also be a list, or one grouped amount ("1,200"): rather than guess, ask for one or the other.
 */
export function refuseCommaText(raw: RawInputs): void {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return;
  for (const [key, value] of Object.entries(raw)) refuseCommaValue(key, value);
}

/** refuseCommaText for one input, given as `key`. */
export function refuseCommaValue(key: string, value: unknown): void {
  const name = canonicalName(windSchema, key);
  if (
    name !== undefined &&
    PER_YEAR.has(name) &&
    typeof value === "string" &&
    value.includes(",")
  ) {
    throw new InputError(
      name,
      `${name} "${echo(value)}" is ambiguous: give a list with one value per ${name === "approvedMinimums" ? `compliance year (${COMPLIANCE.years})` : `period (up to ${LISTED_PERIODS})`}, or a single number without thousands separators`,
    );
  }
}

/** A tenant gives its share of the net leasable area one way: the share, or both areas. */
function readLeasedShare(
  share: Decimal | undefined,
  leasedArea: Decimal | undefined,
  totalArea: Decimal | undefined,
): LeasedShare {
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
