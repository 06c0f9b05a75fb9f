/**
 * The trace is part of every result: the ordered list of steps that produced the number,
 * including the steps that did not apply and why. It is built by the calculation itself,
 * never recovered from a log, so what a reviewer reads is what was computed.
 *
 * Amounts: a step's `amount` is what it adds to (or, negative, takes from) the result, in whole
 * cents as shown, or null for a step that only determines something (a tier, a test).
 * The applied amounts of a trace add up to its result; a final rounding step carries any
 * difference between exact intermediate values and the cents shown.
 */
import { Decimal, ZERO, formatMoney } from "./decimal";

/**
 * What kind of step it is, set by the stage that makes it, so its outcome can be worded without
 * knowing the statute ("met"/"not met", "binds"/"does not bind"):
 * - `amount`: adds an amount (the base, a bonus, a job kind's or a year's amount, the credit
 *   base). Applied: the amount is added; not applied: not earned.
 * - `test`: a condition met or not (the wage floor, the wind eligibility tests, a year's
 *   employment minimum, the forfeiture test, the Emerge "any jobs" check). Applied: the test
 *   takes something away (failed, or the floor removes the bonuses).
 * - `limit`: a cap that binds or not (the d. limit, the annual cap g., the program cap, the net
 *   benefit limit, a tenant's lease payments). Applied: it binds.
 * - `reduction`: takes a share away (the median-salary reduction e., the f. share of a new or a
 *   retained job, the wind proration). Applied: the share is taken (a new job's 100% takes 0).
 * - `rounding`: to whole cents. Applied: the rounding changes the amount.
 * - `determination`: decides something without an amount of its own (the split into fifths).
 * - `forfeiture`: a year lost for a missed deadline (s.6 d.), not for a condition of the year's
 *   own: applied, the year is forfeited. Its own kind so a reader sees "forfeited", not "not met".
 */
export type StepKind =
  "amount" | "test" | "limit" | "reduction" | "rounding" | "determination" | "forfeiture";

export const STEP_KINDS: readonly StepKind[] = [
  "amount",
  "test",
  "limit",
  "reduction",
  "rounding",
  "determination",
  "forfeiture",
];

/**
 * The section of a result a reader sees a step in: a stable id, set by the stage that makes the
 * step (never recovered from the step id), with its display title in GROUP_TITLES.
 */
export type StepGroup =
  // Emerge (docs/emerge.md §2–§4)
  | "base"
  | "bonuses"
  | "wage-floor"
  | "limit"
  | "salary"
  | "job-type"
  | "rounding"
  | "jobs"
  | "annual-cap"
  | "schedule"
  // wind (docs/wind.md §2–§3); "schedule" too
  | "eligibility"
  | "credit-base"
  | "proration"
  | "limits"
  | "year-1"
  | "year-2"
  | "year-3"
  | "year-4"
  | "year-5";

/** Each group's title, as the task pane and the CLI show it (one place, not restated). */
export const GROUP_TITLES: Readonly<Record<StepGroup, string>> = {
  base: "Base amount",
  bonuses: "Bonuses",
  "wage-floor": "Wage floor for bonuses",
  limit: "Per-job limit",
  salary: "Median salary reduction",
  "job-type": "New or retained job",
  rounding: "Rounding",
  jobs: "Jobs",
  "annual-cap": "Annual cap",
  schedule: "Schedule",
  eligibility: "Eligibility",
  "credit-base": "Credit base",
  proration: "Proration",
  limits: "Limits",
  "year-1": "Year 1",
  "year-2": "Year 2",
  "year-3": "Year 3",
  "year-4": "Year 4",
  "year-5": "Year 5",
};

// Pure: a bundle that never reads the groups (functions.js) leaves them and their titles out.
export const STEP_GROUPS = /* @__PURE__ */ Object.keys(GROUP_TITLES) as StepGroup[];

/**
 * Where a step's rule comes from: the cited subsection of the statute says it (`statute`), a
 * regulation (`regulation`, N.J.A.C.), the authority's published program terms (`authority`,
 * NJEDA), or our own reading where the law leaves a choice (`reading`, documented in the README's
 * Readings and the help page). A step never credits the statute with what it does not say.
 */
export type StepSource = "statute" | "regulation" | "authority" | "reading";

/** Each source as a reader sees it, beside the citation (the pane's label, the tables' column). */
export const SOURCE_WORDS: Readonly<Record<StepSource, string>> = {
  statute: "Statute",
  regulation: "Regulation",
  authority: "NJEDA",
  reading: "Our reading",
};

/**
 * Where a reading is documented, for a step whose rule is ours: the help page's Readings (the
 * README's, which a person in Excel can open from the add-in), and the reading's name.
 */
export function readingCitation(topic: string): string {
  return `Our reading, help page "Readings": ${topic}`;
}

/** The group of compliance year `year` (1..5). */
export function yearGroup(year: number): StepGroup {
  return `year-${year}` as StepGroup;
}

export interface TraceStep {
  /** The subsection, as the statute numbers it: "c.(1)(f)", "a.(2)(b)". */
  id: string;
  /** The full citation: "P.L.2020, c.156, s.75 c.(1)(f)". */
  citation: string;
  /** What the step is, in the statute's words. */
  label: string;
  /** Whether the step changed or decided the result. */
  applied: boolean;
  /** What the step adds to the result (negative to take away), or null. */
  amount: Decimal | null;
  /** Why it applied or not, with the arithmetic a reviewer can redo by hand. */
  readonly reason: string;
  /** What kind of step (how its outcome reads). */
  kind: StepKind;
  /** The section a reader sees it in. */
  group: StepGroup;
  /** Where the step's rule comes from. */
  source: StepSource;
}

export type Trace = TraceStep[];

export interface TraceStepJson {
  id: string;
  citation: string;
  label: string;
  applied: boolean;
  amount: string | null;
  reason: string;
  kind: StepKind;
  group: StepGroup;
  source: StepSource;
}

/** A citation source: the act and section a set of step ids belongs to. */
export interface Statute {
  /** "P.L.2020, c.156, s.75" */
  act: string;
  /** What a step citing it rests on: the statute, or a regulation (N.J.A.C.). */
  source: "statute" | "regulation";
}

/**
 * A trace step whose reason text is written when first read: the decision, the amount and the
 * arithmetic's inputs are fixed when the step is made; only turning them into words waits.
 */
class Step implements TraceStep {
  private text: string | (() => string);
  private cites: string | Statute;
  constructor(
    readonly kind: StepKind,
    readonly group: StepGroup,
    readonly id: string,
    cites: string | Statute,
    readonly label: string,
    readonly applied: boolean,
    readonly amount: Decimal | null,
    reason: string | (() => string),
    readonly source: StepSource,
  ) {
    this.cites = cites;
    this.text = reason;
  }
  get citation(): string {
    if (typeof this.cites !== "string") this.cites = citationOf(this.cites, this.id);
    return this.cites;
  }
  get reason(): string {
    if (typeof this.text !== "string") this.text = this.text();
    return this.text;
  }
  toJSON(): TraceStepJson {
    return stepToJson(this);
  }
}

/** A step whose citation is not "<act> <id>" (e.g. the final rounding, which is our reading). */
export function citedStep(
  kind: StepKind,
  group: StepGroup,
  id: string,
  citation: string,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
  source: StepSource,
): TraceStep {
  return new Step(kind, group, id, citation, label, applied, amount, reason, source);
}

/**
 * A step of `statute`, cited as "<act> <id>"; its source the statute's (the act itself, or a
 * regulation) unless the rule is the authority's terms or our reading (`source`).
 */
export function step(
  kind: StepKind,
  group: StepGroup,
  statute: Statute,
  id: string,
  label: string,
  applied: boolean,
  amount: Decimal | null,
  reason: string | (() => string),
  source: StepSource = statute.source,
): TraceStep {
  return new Step(kind, group, id, statute, label, applied, amount, reason, source);
}

export function citationOf(statute: Statute, id: string): string {
  return `${statute.act} ${id}`;
}

/**
 * Where a stage puts its steps. The same stage functions compute every result; the recorder
 * decides whether the steps are kept: `tracing()` for EXPLAIN, the pane, the CLI and eval,
 * `NO_TRACE` for cells and grids, which show one number. A stage checks `on` before making a
 * step, so with NO_TRACE no step is made.
 */
export class Recorder {
  private readonly list: Trace = [];
  constructor(readonly on: boolean) {}
  /** The steps recorded, in order (always empty for NO_TRACE). */
  get steps(): Trace {
    return this.list;
  }
  record(s: TraceStep): void {
    if (this.on) this.list.push(s);
  }
  /** A recorder for a part with a trace of its own (each job kind's per-job result). */
  part(): Recorder {
    return this.on ? new Recorder(true) : this;
  }
}

/** The recorder that keeps nothing: one number, no trace. */
export const NO_TRACE = new Recorder(false);

/** A recorder that keeps every step. */
export function tracing(): Recorder {
  return new Recorder(true);
}

/** The sum of the applied amounts of a trace (what the property tests check against the result). */
export function appliedTotal(trace: Trace): Decimal {
  let total = ZERO;
  for (const s of trace) if (s.applied && s.amount !== null) total = total.plus(s.amount);
  return total;
}

export function stepToJson(s: TraceStep): TraceStepJson {
  return {
    id: s.id,
    citation: s.citation,
    label: s.label,
    applied: s.applied,
    amount: s.amount === null ? null : formatMoney(s.amount),
    reason: s.reason,
    kind: s.kind,
    group: s.group,
    source: s.source,
  };
}

export function traceToJson(trace: Trace): TraceStepJson[] {
  return trace.map(stepToJson);
}

export { Decimal };
