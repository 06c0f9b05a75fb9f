/**
 * The Emerge inputs (docs/emerge.md §1): one field spec per input, from which come the schema of
 * canonical names, the reader and the typed record every stage reads. Cross-input rules (pairs
 * that go together, contradictions) are checked here after the read, so the stages can trust
 * what they get.
 */
import type { Decimal } from "../decimal";
import {
  fieldsFor,
  readFieldValues,
  readFields,
  readPlan,
  schemaOf,
  type InputsOf,
  type ReadOptions,
  type ValueOf,
  type CellRead,
} from "../fields";
import {
  FIRST_CALENDAR_YEAR,
  InputError,
  LAST_CALENDAR_YEAR,
  parseInputValue,
  parseInputValues,
  parseInputs,
  type Parsed,
  type ParseOptions,
  type ParsedInputs,
  type RawInputs,
  type Schema,
} from "../inputs";
import { FIRST_MINIMUM_WAGE_YEAR, LAST_MINIMUM_WAGE_YEAR, minimumWageFor } from "../minimumWage";
import { ELIGIBILITY_PERIOD } from "../rules/emerge";

export type EmergeMode = "perJob" | "annual" | "schedule";

/** A per-year count: one value for every year, or one per year (schedule mode). */
export type Series = number | readonly number[];

/** Each Emerge calculation as messages name it ("the Emerge per-job credit"). */
export const WHAT: Readonly<Record<EmergeMode, string>> = {
  perJob: "the Emerge per-job credit",
  annual: "the Emerge annual credit",
  schedule: "the Emerge schedule",
};

const perYear = { maxLength: ELIGIBILITY_PERIOD.maximumYears, unit: "years" };

/** Every Emerge input, in the order the reader reads them (a default may use one before it). */
export const emergeFields = fieldsFor<EmergeMode>()({
  location: {
    kind: {
      kind: "enum",
      choices: [
        {
          value: "grm",
          aliases: ["government-restricted municipality", "government restricted municipality"],
        },
        { value: "enhanced", aliases: ["enhanced area"] },
        { value: "distressed", aliases: ["distressed municipality"] },
        { value: "qoz", aliases: ["qualified opportunity zone", "opportunity zone"] },
        { value: "corridor", aliases: ["employment and investment corridor"] },
        { value: "other", aliases: ["other eligible area", "other eligible areas"] },
      ],
    },
    description: "where the qualified business facility is",
    required: "location is required: grm, enhanced, distressed, qoz, corridor or other (s.75 b.)",
  },
  megaProject: {
    kind: { kind: "bool" },
    description: "the project is a mega project",
    default: false,
  },
  jobType: {
    kind: { kind: "enum", choices: [{ value: "new" }, { value: "retained" }] },
    description: "which job the per-job amount is for",
    default: "new",
  },
  newJobs: {
    kind: { kind: "whole", list: perYear },
    description: "new full-time jobs",
    default: 0,
    defaultText: "0 for the per-job amount (required for a year's or a schedule's credit)",
    // docs/emerge.md §3: the annual amount and the schedule count the new jobs, so an omitted count
    // is an error, never a credit for 0 jobs. The per-job amount reads newJobs only for bonus (c).
    required: (_read, mode) =>
      mode === "perJob"
        ? undefined
        : `newJobs is required for ${WHAT[mode]}: the number of new full-time jobs${mode === "schedule" ? " (one value for every year, or one per year)" : ""}, 0 for none; it is both the count of new jobs and the count bonus (c) uses (s.75 c.(1)(c), f.)`,
  },
  retainedJobs: {
    kind: { kind: "whole", list: perYear },
    description: "retained full-time jobs",
    default: 0,
  },
  mriDistressScore: {
    kind: { kind: "number", min: "0", max: "100" },
    description: "Municipal Revitalization Index distress score",
  },
  industrialCapitalInvestment: {
    kind: { kind: "money" },
    description: "capital investment in industrial or R&D premises for industrial or R&D use",
  },
  minimumCapitalInvestment: {
    kind: { kind: "money", positive: true },
    description: "minimum capital investment required for eligibility (s.71 b.)",
  },
  training: {
    kind: {
      kind: "enum",
      choices: [{ value: "none" }, { value: "program" }, { value: "institution" }],
    },
    description: "industry-specific training program the business funds or pays for",
    default: "none",
  },
  trainingInstitutionMiles: {
    kind: { kind: "number", min: "0" },
    description:
      "distance from the facility of the State educational institution providing the training",
  },
  smallBusiness: {
    kind: { kind: "bool" },
    description: "qualifies as a small business",
    default: false,
  },
  projectMedianSalary: {
    kind: { kind: "money", positive: true, list: perYear },
    description: "median salary of the project's new and retained full-time jobs",
  },
  benchmarkMedianSalary: {
    kind: { kind: "money", positive: true, list: perYear },
    description:
      "existing median salary of the county (of the municipality, for a government-restricted municipality)",
  },
  targetedIndustry: {
    kind: { kind: "bool" },
    description: "engaged primarily in a targeted industry",
    default: false,
  },
  incubator: {
    kind: { kind: "bool" },
    description: "facility is in a qualified incubator facility",
    default: false,
  },
  // No default: when not given, the laborHarmony…Jobs counts may say how many jobs are covered.
  laborHarmony: {
    kind: { kind: "bool" },
    description:
      "the jobs are in the portion of the project subject to a labor harmony agreement (s.69)",
  },
  childCare: {
    kind: { kind: "bool" },
    description: "free on-site quality child care or reimbursement",
    default: false,
  },
  reentryPartnership: {
    kind: { kind: "bool" },
    description: "active partnership with a re-entry program",
    default: false,
  },
  reentryHires: {
    kind: { kind: "whole" },
    description: "active re-entry participants hired full-time",
    default: 0,
  },
  leedRating: {
    kind: {
      kind: "enum",
      choices: [
        { value: "none" },
        { value: "certified" },
        { value: "silver" },
        { value: "gold" },
        { value: "platinum" },
      ],
    },
    description: "LEED rating the facility achieves",
    default: "none",
  },
  environmentalRemediation: {
    kind: { kind: "bool" },
    description: "the project completes substantial environmental remediation",
    default: false,
  },
  collegePartnership: {
    kind: { kind: "bool" },
    description:
      "full-time collaborative relationship with a college or university at the facility",
    default: false,
  },
  // No default: not given, it follows targetedIndustry (a business engaged primarily in a
  // targeted industry is in one).
  inTargetedIndustry: {
    kind: { kind: "bool" },
    description:
      "in a targeted industry (bonus (n)), whether or not engaged primarily in one; not given, it is targetedIndustry",
  },
  renewableEnergyShare: {
    kind: { kind: "number", min: "0", max: "1" },
    description:
      "on-site renewable or distributed generation as a share of the facility's electric supply needs",
  },
  marineTerminal: {
    kind: { kind: "bool" },
    description: "marine terminal project within the South Jersey Port District",
    default: false,
  },
  opportunityZone: {
    kind: { kind: "bool" },
    description: "facility is in a qualified opportunity zone",
    defaultFrom: (read) => read.location === "qoz",
    defaultText: "true with location qoz, otherwise false",
  },
  boardMembers: { kind: { kind: "whole", min: 1 }, description: "members of the governing board" },
  boardUnderrepresented: {
    kind: { kind: "whole" },
    description: "board members who self-identify as members of an underrepresented community",
  },
  lowestHourlyWage: {
    kind: { kind: "money", list: perYear },
    description: "lowest hourly pay of any full-time job at the facility",
  },
  minimumWage: {
    kind: { kind: "money", positive: true, list: perYear },
    description: "NJ minimum wage to test the wage floor against",
    defaultText: "the NJ minimum wage of year",
  },
  year: {
    kind: { kind: "whole", min: FIRST_CALENDAR_YEAR, max: LAST_CALENDAR_YEAR },
    description: "calendar year of the computation (selects the minimum wage)",
  },
  firstYear: {
    kind: {
      kind: "whole",
      min: FIRST_CALENDAR_YEAR,
      max: LAST_CALENDAR_YEAR - ELIGIBILITY_PERIOD.maximumYears + 1,
    },
    description: "schedule: calendar year of eligibility year 1",
  },
  committedNewJobs: {
    kind: { kind: "whole" },
    description: "schedule: the new-job count bonus (c) uses in every year",
  },
  annualCap: {
    kind: { kind: "money", list: perYear },
    description: "s.75 g. amount determined by the board as necessary to induce the project",
  },
  laborHarmonyNewJobs: {
    kind: { kind: "whole", list: perYear },
    description: "how many of the new jobs the labor harmony agreement covers",
  },
  laborHarmonyRetainedJobs: {
    kind: { kind: "whole", list: perYear },
    description: "how many of the retained jobs the labor harmony agreement covers",
  },
});

/** The Emerge inputs' names, kinds, meanings and defaults: what parseInputs checks against. */
export const emergeSchema: Schema = schemaOf(emergeFields);

/**
 * The Emerge inputs as read: every input parsed, defaults applied, cross-checks done. In a
 * schedule a job count or a yearly amount may be one value (every year) or one per year.
 */
export type EmergeInputs = InputsOf<typeof emergeFields>;

/**
 * The amounts a schedule takes one value or one per year of, besides the job counts: s.75 a.
 * computes the credit annually, and the reduction (e.), bonus (f), the wage floor (c.(2)) and the
 * board's cap (g.) turn on each year's facts.
 */
const YEARLY_AMOUNTS = [
  "projectMedianSalary",
  "benchmarkMedianSalary",
  "lowestHourlyWage",
  "minimumWage",
  "annualCap",
] as const;
type YearlyAmount = (typeof YEARLY_AMOUNTS)[number];

/** One year's inputs, what the stages read: each yearly amount the year's own. */
export type EmergeYear = Omit<EmergeInputs, YearlyAmount> & {
  [K in YearlyAmount]?: Decimal;
};

/** A value for year index y (0-based): one value (or a list of one) is every year's. */
export function valueForYear<T>(value: T | readonly T[], y: number): T {
  if (!Array.isArray(value)) return value as T;
  return value.length === 1 ? value[0] : value[y];
}

/** Year y's inputs (0-based): each yearly amount that year's value. */
export function inputsForYear(i: EmergeInputs, y: number): EmergeYear {
  const year: Record<string, unknown> = { ...i };
  for (const name of YEARLY_AMOUNTS) {
    const value = i[name];
    year[name] = value === undefined ? undefined : valueForYear(value, y);
  }
  return year as EmergeYear;
}

export type Location = ValueOf<typeof emergeFields.location>;
export type JobType = ValueOf<typeof emergeFields.jobType>;
export type Training = ValueOf<typeof emergeFields.training>;
export type LeedRating = ValueOf<typeof emergeFields.leedRating>;

/** How fields are read in each mode, made once (fields.ts only reads it): lists in a schedule. */
const SINGLE_YEAR_OPTIONS: ReadOptions = {
  listsRefused: "a list of values (one per year) is for a schedule",
};
const SCHEDULE_OPTIONS: ReadOptions = { listsRefused: undefined };

/** How values are parsed in each mode, made once: lists (one value per year) in a schedule. */
const LISTS: ParseOptions = { lists: true };
const NO_LISTS: ParseOptions = { lists: false };

function parseOptions(mode: EmergeMode): ParseOptions {
  return mode === "schedule" ? LISTS : NO_LISTS;
}

function readOptions(mode: EmergeMode): ReadOptions {
  return mode === "schedule" ? SCHEDULE_OPTIONS : SINGLE_YEAR_OPTIONS;
}

/** Parse and check raw inputs for one mode. Lists (one value per year) are accepted only in a schedule. */
export function readEmergeInputs(raw: RawInputs, mode: EmergeMode): EmergeInputs {
  // parseEmergeRaw then emergeInputsFromParsed, the values by position (the schema's order is
  // the fields', schemaOf) rather than in a Map.
  const values = parseInputValues(emergeSchema, raw, WHAT[mode], parseOptions(mode));
  const read = readFieldValues(emergeFields, values, mode, readOptions(mode));
  checkCombinations(read);
  return read;
}

/** The first half of readEmergeInputs: every value parsed, on its own (what a grid does once). */
export function parseEmergeRaw(raw: RawInputs, mode: EmergeMode): ParsedInputs {
  return parseInputs(emergeSchema, raw, WHAT[mode], parseOptions(mode));
}

/** One input's value as parseEmergeRaw parses it (inputs.ts parseInputValue). */
export function parseEmergeValue(name: string, raw: unknown, mode: EmergeMode): Parsed | undefined {
  return parseInputValue(emergeSchema, name, raw, WHAT[mode], parseOptions(mode));
}

/** The second half: the fields read with their defaults, and checked against each other. */
export function emergeInputsFromParsed(parsed: ParsedInputs, mode: EmergeMode): EmergeInputs {
  const read = readFields(emergeFields, parsed, mode, readOptions(mode));
  checkCombinations(read);
  return read;
}

/**
 * The second half for a grid: the base's parsed inputs laid out once, each record then read with
 * its varied values (canonical names; their parsed values, in that order) and checked as
 * emergeInputsFromParsed checks it: the same record, or the same error.
 */
export function emergeInputsPlan(
  base: ParsedInputs,
  varied: readonly string[],
  mode: EmergeMode,
): CellRead<EmergeInputs> {
  const read = readPlan(emergeFields, base, varied, mode, readOptions(mode));
  return (values) => {
    const record = read(values);
    checkCombinations(record);
    return record;
  };
}

/**
 * The years found in the minimum wage table so far, by their place in it: a year's answer never
 * changes, and the look-up (the year's last day as text, compared with each rate's date) costs
 * more than every other check here. Only years in the table are marked.
 */
const yearsInTable = new Array<boolean>(LAST_MINIMUM_WAGE_YEAR - FIRST_MINIMUM_WAGE_YEAR + 1).fill(
  false,
);

function inTable(year: number): boolean {
  const place = year - FIRST_MINIMUM_WAGE_YEAR;
  return place >= 0 && place < yearsInTable.length && yearsInTable[place];
}

function checkCombinations(i: EmergeInputs): void {
  // docs/emerge.md §5: "A year outside the table is an error asking for minimumWage" — whether or not
  // the wage floor is tested, so a year never silently selects nothing.
  if (i.year !== undefined && i.minimumWage === undefined && !inTable(i.year)) {
    minimumWageFor(i.year, "year");
    // Found, so in the table: its place is within the list.
    yearsInTable[i.year - FIRST_MINIMUM_WAGE_YEAR] = true;
  }
  if (i.location === "qoz" && !i.opportunityZone) {
    throw new InputError(
      "opportunityZone",
      "opportunityZone is FALSE but location is qoz (a qualified opportunity zone); leave opportunityZone empty or TRUE, or choose another location",
    );
  }
  // A business engaged primarily in a targeted industry ((h)) is one (n) calls in a targeted industry.
  if (i.targetedIndustry && i.inTargetedIndustry === false) {
    throw new InputError(
      "inTargetedIndustry",
      "inTargetedIndustry is FALSE but targetedIndustry is TRUE: a business engaged primarily in a targeted industry is in one; leave inTargetedIndustry empty or TRUE",
    );
  }
  if (i.industrialCapitalInvestment !== undefined && i.minimumCapitalInvestment === undefined) {
    throw new InputError(
      "minimumCapitalInvestment",
      "minimumCapitalInvestment is required with industrialCapitalInvestment: bonus (b) compares the investment with the minimum required for eligibility (s.71 b.)",
    );
  }
  if ((i.projectMedianSalary === undefined) !== (i.benchmarkMedianSalary === undefined)) {
    const missing =
      i.projectMedianSalary === undefined ? "projectMedianSalary" : "benchmarkMedianSalary";
    const given =
      missing === "projectMedianSalary" ? "benchmarkMedianSalary" : "projectMedianSalary";
    throw new InputError(
      missing,
      `${missing} is required with ${given}: the two median salaries go together (s.75 c.(1)(f) and e.)`,
    );
  }
  // Without boardMembers, (r) is simply not tested (docs/emerge.md: "boardMembers given and …").
  if (i.boardUnderrepresented !== undefined && i.boardMembers !== undefined) {
    if (i.boardUnderrepresented > i.boardMembers) {
      throw new InputError(
        "boardUnderrepresented",
        `boardUnderrepresented (${i.boardUnderrepresented}) cannot exceed boardMembers (${i.boardMembers})`,
      );
    }
  }
  const countsGiven =
    i.laborHarmonyNewJobs !== undefined || i.laborHarmonyRetainedJobs !== undefined;
  if (countsGiven && i.laborHarmony !== undefined) {
    const name =
      i.laborHarmonyNewJobs !== undefined ? "laborHarmonyNewJobs" : "laborHarmonyRetainedJobs";
    throw new InputError(
      name,
      `${name} cannot be combined with laborHarmony: give laborHarmony (every job covered, or none) or the counts of covered jobs, not both`,
    );
  }
  // Covered jobs cannot outnumber the jobs, in any year, whichever calculation is asked for.
  coveredWithin(i, "laborHarmonyNewJobs", i.laborHarmonyNewJobs, "newJobs", i.newJobs);
  coveredWithin(
    i,
    "laborHarmonyRetainedJobs",
    i.laborHarmonyRetainedJobs,
    "retainedJobs",
    i.retainedJobs,
  );
}

function coveredWithin(
  i: EmergeInputs,
  name: string,
  covered: Series | undefined,
  totalName: string,
  total: Series,
): void {
  if (covered === undefined) return;
  const years = jobYears(i);
  for (let y = 0; y < years; y++) {
    const c = valueForYear(covered, y);
    const t = valueForYear(total, y);
    if (c > t) {
      const where = years > 1 ? ` in eligibility year ${y + 1}` : "";
      throw new InputError(name, `${name} (${c}) cannot exceed ${totalName} (${t})${where}`);
    }
  }
}

/**
 * How many years a schedule spans: the job counts (jobs and covered jobs, new and retained) and
 * the yearly amounts, every list longer than one of the same length (yearsSpanned, which names
 * the list that disagrees).
 */
export function jobYears(i: EmergeInputs): number {
  return yearsSpanned({
    newJobs: i.newJobs,
    retainedJobs: i.retainedJobs,
    laborHarmonyNewJobs: i.laborHarmonyNewJobs,
    laborHarmonyRetainedJobs: i.laborHarmonyRetainedJobs,
    ...Object.fromEntries(YEARLY_AMOUNTS.map((name) => [name, i[name]])),
  });
}

/** How many years a set of series spans: the longest list, all lists longer than 1 agreeing. */
export function yearsSpanned(named: Record<string, unknown>): number {
  let years = 1;
  let from: string | undefined;
  for (const [name, value] of Object.entries(named)) {
    if (!Array.isArray(value) || value.length === 1) continue;
    if (from === undefined) {
      years = value.length;
      from = name;
    } else if (value.length !== years) {
      throw new InputError(
        name,
        `${name} has ${value.length} yearly values but ${from} has ${years}; give one value for all years or one per year, the same number of years in every list`,
      );
    }
  }
  return years;
}
