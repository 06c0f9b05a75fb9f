/**
 * The machine interface's result JSON (docs/interface.md 1.1), as types: what `evaluate` answers for
 * each calculation and what the JSON writers (`perJobToJson`, `annualToJson`, `scheduleToJson`,
 * `windScheduleToJson`) return. Every surface (CLI, cells, pane) reads results through these, so
 * a renamed field is a compile error there, not an empty column.
 *
 * Money and ratios are exact decimal text ("3217.50", "0.5"), counts and years JSON numbers,
 * dates ISO text. They are type aliases, not interfaces, so a result still passes where an
 * untyped `Record<string, unknown>` is expected (a caller that reads fields by name).
 */
import type { JobType } from "./emerge/inputs";
import type { Tier } from "./rules/emerge";
import type { TraceStepJson } from "./trace";
import type { Role } from "./wind/inputs";
import type { YearStatus } from "./wind/schedule";

export type { TraceStepJson };

/** Money as exact text with two decimals ("3217.50"; "-125.00" for an amount taken away). */
export type MoneyText = string;
/** An exact ratio as decimal text ("0.5", "0.25"). */
export type RatioText = string;
/** A date as ISO text, YYYY-MM-DD. */
export type IsoDate = string;

/** Present unless the trace was left out (`evaluate(…, { trace: false })`). */
type Traced = { trace?: TraceStepJson[] };

/** emerge.perJob: one job's annual amount (s.75 b.–e.). */
export type PerJobJson = {
  perJobCredit: MoneyText;
  status: "credit" | "no-credit";
  /** Why there is no credit (s.75 e.), or null when there is one. */
  reason: string | null;
  jobType: JobType;
  laborHarmony: boolean;
  tier: Tier;
  base: MoneyText;
  bonusTotal: MoneyText;
  gross: MoneyText;
  cap: MoneyText;
  capped: MoneyText;
} & Traced;

/** One kind of job of an annual result (new or retained, covered by labor harmony or not). */
export type AnnualJobJson = {
  jobType: JobType;
  laborHarmony: boolean;
  count: number;
  perJobCredit: MoneyText;
  amount: MoneyText;
} & Traced;

/** emerge.annual: a project's credit for a year (s.75 a., f., g.). */
export type AnnualJson = {
  beforeCap: MoneyText;
  annualCredit: MoneyText;
  /** The s.75 g. cap, or null when none was given. */
  annualCap: MoneyText | null;
  jobs: AnnualJobJson[];
} & Traced;

/** One eligibility year of an Emerge schedule. */
export type EmergeYearJson = {
  year: number;
  calendarYear: number | null;
  newJobs: number;
  retainedJobs: number;
  perJobNew: MoneyText;
  perJobRetained: MoneyText;
  beforeCap: MoneyText;
  annualCap: MoneyText | null;
  credit: MoneyText;
};

/** emerge.schedule: the credit for each year of the eligibility period, and the total. */
export type EmergeScheduleJson = {
  years: EmergeYearJson[];
  totalCredit: MoneyText;
} & Traced;

/** What a compliance year came to (docs/wind.md §3.5). */
export type WindYearStatus = YearStatus;

/** One compliance year of the wind schedule. */
export type WindYearJson = {
  year: number;
  /** The year's privilege period (1 = the first listed), counted on past the list; null when the credit period has not begun. */
  period: number | null;
  taxYear: number | null;
  periodEnd: IsoDate | null;
  requiredJobs: number | null;
  /** Employment given for the year's period, or null (pending). */
  employment: number | null;
  scheduled: MoneyText;
  leaseCap: MoneyText | null;
  allowed: MoneyText;
  status: WindYearStatus;
  /** Forfeited if the documentation is still unapproved when this period ends (s.6 d.). */
  forfeitureRisk: boolean;
};

/** A listed period before the credit period began (s.6 d.). */
export type NotBegunPeriodJson = {
  period: number;
  employment: number | null;
  requiredJobs: number | null;
  periodEnd: IsoDate | null;
};

export type OwnerInvestmentJson = {
  countedTowardMinimum: MoneyText;
  tenantInvestmentCounted: MoneyText;
};

export type TenantInvestmentJson = {
  ownerTotal: MoneyText;
  /** The other tenants' investment counted toward the owner's minimum (s.6 a.(2)(b)). */
  otherTenantInvestmentCounted: MoneyText;
  tenantInvestmentAllocated: MoneyText;
  tenantInvestmentNotAllocated: MoneyText;
  leasedShare: RatioText;
  represented: MoneyText;
};

/** wind.schedule: the five compliance years, with totals that reconcile (docs/wind.md §3.6). */
export type WindScheduleJson = {
  eligible: boolean;
  /** Citations of every failed eligibility test; empty when eligible. */
  reasons: string[];
  role: Role;
  /** Null when not eligible. */
  creditBase: MoneyText | null;
  totalCredit: MoneyText;
  /** The period of compliance year 1, or null when the credit period has not begun. */
  startPeriod: number | null;
  /** The listed periods before the credit period began, below the first year's minimum. */
  notBegun: NotBegunPeriodJson[];
  years: WindYearJson[];
  allowedTotal: MoneyText;
  forfeitedTotal: MoneyText;
  pendingTotal: MoneyText;
  notMetTotal: MoneyText;
  leaseCapReduction: MoneyText;
  scheduledTotal: MoneyText;
  approvedJobs: number;
  /** The proration step's share, or null below the first step. */
  prorationShare: RatioText | null;
  proratedMinimum: number | null;
  investment: OwnerInvestmentJson | TenantInvestmentJson;
} & Traced;

/** The calculations `evaluate` knows, by name. */
export type CalcName = "emerge.perJob" | "emerge.annual" | "emerge.schedule" | "wind.schedule";

/** The result of each calculation. */
export type ResultOf = {
  "emerge.perJob": PerJobJson;
  "emerge.annual": AnnualJson;
  "emerge.schedule": EmergeScheduleJson;
  "wind.schedule": WindScheduleJson;
};

/**
 * A result of a calculation not known at compile time (a name read from a JSON line or a cell):
 * one of the four, read by field name.
 */
export type AnyResultJson = ResultOf[CalcName] & Record<string, unknown>;

/** The result for C: exact when C is one name, any result when it may be several. */
export type ResultFor<C extends CalcName> = [CalcName] extends [C] ? AnyResultJson : ResultOf[C];

/** An error names the input it is about (null when it is about no one input). */
export type EvalError = { ok: false; error: { input: string | null; message: string } };

/** What `evaluate` answers (docs/interface.md 1.1): a result, or an error naming the input. */
export type EvalOutput<C extends CalcName = CalcName> =
  { ok: true; result: ResultFor<C> } | EvalError;
