/**
 * One description of each result table: its columns (key, header, kind, how a row's value is
 * read) and its total rows. Every surface — the CLI's tables, the spilled cells, the task pane —
 * renders these, so a column is named one way everywhere and a new column appears on every
 * surface at once. Only rendering is the surface's: a money value is exact text here ("3217.50");
 * the CLI groups it ("3,217.50"), a cell makes it a number.
 */
import type { BridgeLine, Comparison } from "./compare";
import { SOURCE_WORDS } from "./trace";
import type {
  AnnualJobJson,
  AnnualJson,
  CalcName,
  EmergeScheduleJson,
  EmergeYearJson,
  ResultOf,
  TraceStepJson,
  WindScheduleJson,
  WindYearJson,
} from "./results";

/**
 * What a column holds, for rendering: `money` exact two-decimal text; `count` a whole number;
 * `year` a calendar or tax year (never grouped: 2025, not 2,025); `date` ISO text; `ratio` exact
 * decimal text (a share); `status` a state — a word ("earned") or yes/no (a step applied); `text`
 * words.
 */
export type ColumnKind = "money" | "count" | "year" | "date" | "text" | "status" | "ratio";

/** A value as a table holds it: null when the result has none (not given, not applicable). */
export type CellValue = string | number | boolean | null;

export interface ResultColumn<Row> {
  /** The key, unique in its table (the JSON field where there is one). */
  key: string;
  /** The header, in the one wording every surface shows. */
  header: string;
  kind: ColumnKind;
  read(row: Row): CellValue;
  /** A surface may leave the column out when no row has a value (no calendar years given). */
  optional?: boolean;
  /**
   * A column shown only where some row meets this (the CLI's tables, the pane): the wind year's
   * period, where it is not the year's own number. A spilled table, whose shape a workbook's
   * formulas rely on, leaves it out (spilledColumns).
   */
  showWhen?: (row: Row) => boolean;
  /** What a null value means, for a surface that shows words for it ("pending"). */
  absent?: string;
}

/** A row after the result's rows: a label in the first column, amounts in some columns. */
export interface TotalRow<Result> {
  label: string;
  /** The columns the row fills, by key; every other column is left empty. */
  cells: Readonly<Record<string, (result: Result) => CellValue>>;
  /** What a null amount in this row means ("none given"). */
  absent?: string;
}

export interface ResultTable<Result, Row> {
  /** What the table is, for a caption. */
  caption: string;
  rows(result: Result): readonly Row[];
  columns: readonly ResultColumn<Row>[];
  totals: readonly TotalRow<Result>[];
}

/** The Emerge schedule's years (s.75 a.), then the total credit. */
export const EMERGE_YEAR_TABLE: ResultTable<EmergeScheduleJson, EmergeYearJson> = {
  caption: "Years of the eligibility period (s.75 a.)",
  rows: (r) => r.years,
  columns: [
    { key: "year", header: "Year", kind: "count", read: (y) => y.year },
    {
      key: "calendarYear",
      header: "Calendar year",
      kind: "year",
      read: (y) => y.calendarYear,
      optional: true,
    },
    { key: "newJobs", header: "New jobs", kind: "count", read: (y) => y.newJobs },
    { key: "retainedJobs", header: "Retained jobs", kind: "count", read: (y) => y.retainedJobs },
    { key: "perJobNew", header: "Per new job", kind: "money", read: (y) => y.perJobNew },
    {
      key: "perJobRetained",
      header: "Per retained job",
      kind: "money",
      read: (y) => y.perJobRetained,
    },
    { key: "beforeCap", header: "Before cap", kind: "money", read: (y) => y.beforeCap },
    {
      key: "annualCap",
      header: "Annual cap",
      kind: "money",
      read: (y) => y.annualCap,
      optional: true,
      absent: "none given",
    },
    { key: "credit", header: "Credit", kind: "money", read: (y) => y.credit },
  ],
  totals: [{ label: "Total", cells: { credit: (r) => r.totalCredit } }],
};

/** The wind credit's five compliance years (s.6 d., f.), then the scheduled and allowed totals. */
export const WIND_YEAR_TABLE: ResultTable<WindScheduleJson, WindYearJson> = {
  caption: "The five compliance years (s.6 d., f.)",
  rows: (r) => r.years,
  columns: [
    { key: "year", header: "Year", kind: "count", read: (y) => y.year },
    // The listed privilege period the compliance year falls in (s.6 d.): the start may be later
    // than the first listed period; none (–) while the credit period has not begun.
    {
      key: "period",
      header: "Period",
      kind: "count",
      read: (y) => y.period,
      absent: "–",
      showWhen: (y) => y.period !== y.year,
    },
    { key: "taxYear", header: "Tax year", kind: "year", read: (y) => y.taxYear, optional: true },
    {
      key: "periodEnd",
      header: "Period ends",
      kind: "date",
      read: (y) => y.periodEnd,
      optional: true,
    },
    {
      key: "requiredJobs",
      header: "Required jobs",
      kind: "count",
      read: (y) => y.requiredJobs,
      absent: "–",
    },
    {
      key: "employment",
      header: "Employment",
      kind: "count",
      read: (y) => y.employment,
      absent: "–",
    },
    { key: "scheduled", header: "Scheduled", kind: "money", read: (y) => y.scheduled },
    {
      key: "leaseCap",
      header: "Lease cap",
      kind: "money",
      read: (y) => y.leaseCap,
      optional: true,
      absent: "–",
    },
    { key: "allowed", header: "Allowed", kind: "money", read: (y) => y.allowed },
    { key: "status", header: "Status", kind: "status", read: (y) => y.status },
  ],
  totals: [
    {
      label: "Total",
      cells: { scheduled: (r) => r.scheduledTotal, allowed: (r) => r.allowedTotal },
    },
  ],
};

/** "new", "retained, labor harmony agreement": the kind of job an annual row is for. */
export function jobKindText(job: AnnualJobJson): string {
  return job.laborHarmony ? `${job.jobType}, labor harmony agreement` : job.jobType;
}

/** An annual result's kinds of job (s.75 f.), then the sum, the cap (g.) and the credit. */
export const ANNUAL_JOB_TABLE: ResultTable<AnnualJson, AnnualJobJson> = {
  caption: "Jobs and their per-job amounts (s.75 f.), the annual cap (s.75 g.)",
  rows: (r) => r.jobs,
  columns: [
    { key: "jobs", header: "Jobs", kind: "text", read: jobKindText },
    { key: "count", header: "Count", kind: "count", read: (j) => j.count },
    { key: "perJobCredit", header: "Per job", kind: "money", read: (j) => j.perJobCredit },
    { key: "amount", header: "Amount", kind: "money", read: (j) => j.amount },
  ],
  totals: [
    { label: "Before cap", cells: { amount: (r) => r.beforeCap } },
    { label: "Annual cap (s.75 g.)", cells: { amount: (r) => r.annualCap }, absent: "none given" },
    { label: "Annual credit", cells: { amount: (r) => r.annualCredit } },
  ],
};

/**
 * The explanation: every step of a trace, applied or not. A surface shows the columns it has
 * room for (`pickColumns`): the CLI the subsection, step, applied, amount and reason; a cell the
 * step, citation, amount, applied and reason.
 */
export const TRACE_TABLE: ResultTable<{ trace?: TraceStepJson[] }, TraceStepJson> = {
  caption: "Explanation: every step, applied or not",
  rows: (r) => r.trace ?? [],
  columns: [
    { key: "id", header: "Subsection", kind: "text", read: (s) => s.id },
    { key: "label", header: "Step", kind: "text", read: (s) => s.label },
    { key: "citation", header: "Citation", kind: "text", read: (s) => s.citation },
    // Where the rule comes from: Statute, Regulation, NJEDA or Our reading (trace.ts).
    { key: "sourceWords", header: "Source", kind: "text", read: (s) => SOURCE_WORDS[s.source] },
    { key: "applied", header: "Applied", kind: "status", read: (s) => s.applied },
    // A step that only decides something (a tier, a test) has no amount: shown blank.
    { key: "amount", header: "Amount", kind: "money", read: (s) => s.amount, absent: "" },
    { key: "reason", header: "Reason", kind: "text", read: (s) => s.reason },
  ],
  totals: [],
};

/**
 * A comparison's bridge (compare.ts): one row per step whose amount differs between the two
 * scenarios, in the statute's order, then a's amount, b's and b − a; the rows add up to b − a.
 */
export const BRIDGE_TABLE: ResultTable<Comparison, BridgeLine> = {
  caption: "From a to b: each step's change",
  rows: (c) => c.bridge,
  columns: [
    { key: "label", header: "Step", kind: "text", read: (l) => l.label },
    { key: "citation", header: "Subsection", kind: "text", read: (l) => l.id },
    { key: "amount", header: "Change", kind: "money", read: (l) => l.amount },
    { key: "reason", header: "Why", kind: "text", read: (l) => l.reason },
  ],
  totals: [
    { label: "a", cells: { amount: (c) => c.a } },
    { label: "b", cells: { amount: (c) => c.b } },
    { label: "b − a", cells: { amount: (c) => c.difference } },
  ],
};

/**
 * Each calculation's main fields, one row per result: what a batch output row holds, and (the
 * money ones) what a GRID cell can show. The key is the result field. creditBase is null for a
 * facility that is not eligible.
 */
export const RESULT_COLUMNS: { [C in CalcName]: readonly ResultColumn<ResultOf[C]>[] } = {
  "emerge.perJob": [
    { key: "status", header: "Status", kind: "status", read: (r) => r.status },
    {
      key: "perJobCredit",
      header: "Per-job annual credit",
      kind: "money",
      read: (r) => r.perJobCredit,
    },
  ],
  "emerge.annual": [
    { key: "annualCredit", header: "Annual credit", kind: "money", read: (r) => r.annualCredit },
    { key: "beforeCap", header: "Before cap", kind: "money", read: (r) => r.beforeCap },
  ],
  "emerge.schedule": [
    { key: "totalCredit", header: "Total credit", kind: "money", read: (r) => r.totalCredit },
  ],
  "wind.schedule": [
    { key: "eligible", header: "Eligible", kind: "status", read: (r) => r.eligible },
    { key: "totalCredit", header: "Total credit", kind: "money", read: (r) => r.totalCredit },
    { key: "allowedTotal", header: "Allowed total", kind: "money", read: (r) => r.allowedTotal },
    {
      key: "forfeitedTotal",
      header: "Forfeited total",
      kind: "money",
      read: (r) => r.forfeitedTotal,
    },
    { key: "pendingTotal", header: "Pending total", kind: "money", read: (r) => r.pendingTotal },
    { key: "notMetTotal", header: "Not met total", kind: "money", read: (r) => r.notMetTotal },
    {
      key: "leaseCapReduction",
      header: "Lease-cap reduction",
      kind: "money",
      read: (r) => r.leaseCapReduction,
    },
    {
      key: "creditBase",
      header: "Credit base",
      kind: "money",
      read: (r) => r.creditBase,
      absent: "not eligible",
    },
  ],
};

/** The column of a GRID output (an amount), or undefined when the calculation has no such output. */
export function gridOutputColumn<C extends CalcName>(
  calc: C,
  field: string,
): ResultColumn<ResultOf[C]> | undefined {
  const columns: readonly ResultColumn<ResultOf[C]>[] = RESULT_COLUMNS[calc];
  return columns.find((c) => c.key === field && c.kind === "money");
}

/** The named columns of a table, in the order named; an unknown key is a programming error. */
export function pickColumns<Row>(
  table: { columns: readonly ResultColumn<Row>[] },
  keys: readonly string[],
): ResultColumn<Row>[] {
  return keys.map((key) => {
    const column = table.columns.find((c) => c.key === key);
    if (!column) throw new Error(`no column "${key}" in the table`);
    return column;
  });
}

/** The columns to show for a result: an optional column only when some row has a value. */
export function shownColumns<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
  columns: readonly ResultColumn<Row>[] = table.columns,
): ResultColumn<Row>[] {
  const rows = table.rows(result);
  return columns.filter(
    (c) =>
      (!c.optional || rows.some((row) => c.read(row) !== null)) &&
      (c.showWhen === undefined || rows.some(c.showWhen)),
  );
}

/** The columns of a spilled table: every one but those shown only where they differ (showWhen). */
export function spilledColumns<Result, Row>(table: ResultTable<Result, Row>): ResultColumn<Row>[] {
  return table.columns.filter((c) => c.showWhen === undefined);
}

/** The result's rows, one value per column. */
export function tableRows<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
  columns: readonly ResultColumn<Row>[] = table.columns,
): CellValue[][] {
  return table.rows(result).map((row) => columns.map((c) => c.read(row)));
}

/**
 * The total rows, one entry per column: the label in the first column, the amounts in the
 * columns the row fills, `undefined` in the others (an empty cell, never a value).
 */
export function totalRows<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
  columns: readonly ResultColumn<Row>[] = table.columns,
): { total: TotalRow<Result>; cells: (CellValue | undefined)[] }[] {
  return table.totals.map((total) => ({
    total,
    cells: columns.map((c, i) => {
      const read = total.cells[c.key];
      if (read) return read(result);
      return i === 0 ? total.label : undefined;
    }),
  }));
}
