/**
 * The first screen of an explanation: one sentence naming what decided the number, and the
 * model of a chart of how it was built (chart.ts draws it). Every value in the model is a field
 * of the core's result or an amount of its trace, as `evaluate` gave it: the pane adds the
 * trace's amounts only to place each bar where the one before it ended.
 *
 *   Emerge per job   a waterfall: base, each applied bonus, gross, the limit (a line), the limit
 *                    cut, the salary reduction or cliff, the retained share, the result
 *   Emerge annual    jobs × per-job amount, before the cap, the annual cap, the annual credit
 *   Emerge schedule  each year's credit, the total
 *   Wind             the five years by status, and the total reconciled: allowed + forfeited +
 *                    pending + not met + lease-cap reduction
 */
import type { CalcName } from "../core";
import type { StepGroup, TraceStepJson } from "../core/trace";
import { Decimal } from "../core/decimal";
import { SALARY_REDUCTION } from "../core/rules/emerge";
import { count, money, percent } from "./format";
import { isTrace } from "./grouping";
import type { Focus } from "./viewTypes";

export interface WaterfallBar {
  label: string;
  /** "start" (the base), "up" (adds), "down" (takes away), "total" (a subtotal or the result). */
  role: "start" | "up" | "down" | "total";
  /** Where the bar starts and ends (money strings); a total runs from 0. */
  from: string;
  to: string;
  /** The amount the bar shows, as the core gave it. */
  value: string;
  citation: string | null;
}

export interface Segment {
  role: "allowed" | "forfeited" | "pending" | "notMet" | "leaseCap";
  label: string;
  value: string;
}

export type ChartModel =
  | {
      type: "waterfall";
      title: string;
      bars: WaterfallBar[];
      /** A limit drawn across the bars ("Limit $6,000.00"). */
      line: { label: string; at: string } | null;
    }
  | {
      type: "years";
      title: string;
      years: { label: string; status: string; scheduled: string; segments: Segment[] }[];
      /** The total, split the same way: every cent of it in one segment. */
      total: { label: string; value: string; segments: Segment[] };
    };

export interface Story {
  /** One sentence naming what decided the number. */
  sentence: string;
  /** The ids of the deciding steps (the pane marks them). */
  deciding: string[];
  chart: ChartModel | null;
}

type Result = Record<string, unknown>;

const D = (v: unknown): Decimal => new Decimal(v === null || v === undefined ? 0 : String(v));
const traceOf = (r: Result): TraceStepJson[] => (isTrace(r.trace) ? r.trace : []);
const short = (citation: string): string => citation.replace(/^P\.L\.\d{4}, c\.\d+, /, "");

function inGroup(s: TraceStepJson, group: StepGroup): boolean {
  return s.group === group;
}

// ---------------------------------------------------------------------------------------------
// Emerge per job

function perJobStory(r: Result, inputs: Result): Story {
  const trace = traceOf(r);
  const limit = trace.find((s) => inGroup(s, "limit"));
  const reduction = trace.find((s) => s.id === "e." && inGroup(s, "salary"));
  const floor = trace.find((s) => inGroup(s, "wage-floor"));
  const retained = trace.find((s) => s.id === "f.(2)" && s.applied);
  const pieces: string[] = [];
  const deciding: string[] = [];
  const cliff = r.status !== "credit" && reduction?.applied === true;
  if (floor?.applied) {
    pieces.push(
      `no bonus: the lowest hourly wage is below the wage floor (${short(floor.citation)})`,
    );
    deciding.push(floor.id);
  }
  if (cliff && reduction) {
    const below = salaryBelow(inputs);
    pieces.push(
      `no credit: salary ${below ? `${percent(below, 1)} ` : ""}below the benchmark, the ${percent(SALARY_REDUCTION.noCreditShare.value, 0)} cliff (${short(reduction.citation)})`,
    );
    deciding.push(reduction.id);
  } else if (r.status !== "credit") {
    pieces.push(String(r.reason ?? "no credit"));
  } else {
    const allowance =
      limit && /labor harmony/.test(limit.label) ? " (with the labor-harmony allowance)" : "";
    if (limit?.applied) {
      pieces.push(
        `the ${money(r.cap)} limit${allowance} binds (${short(limit.citation)}): gross ${money(r.gross)} is cut to ${money(r.capped)}`,
      );
      deciding.push(limit.id);
    } else {
      pieces.push(`gross ${money(r.gross)} is under the ${money(r.cap)} limit${allowance}`);
    }
    if (reduction?.applied && reduction.amount) {
      const share = D(reduction.amount).negated().dividedBy(D(r.capped));
      pieces.push(
        `a ${percent(share)} median-salary reduction (${short(reduction.citation)}) takes ${money(D(reduction.amount).negated().toFixed(2))}`,
      );
      deciding.push(reduction.id);
    }
    if (retained) {
      pieces.push(`a retained job gets half (${short(retained.citation)})`);
      deciding.push(retained.id);
    }
  }
  return {
    sentence: `${money(r.perJobCredit)} per ${String(r.jobType ?? "")} job: ${pieces.join("; ")}.`,
    deciding,
    chart: perJobChart(r, trace),
  };
}

/** How far the project's median salary is below the benchmark, as a ratio; null if not given. */
function salaryBelow(inputs: Result): Decimal | null {
  try {
    const project = D(inputs.projectMedianSalary);
    const benchmark = D(inputs.benchmarkMedianSalary);
    if (inputs.projectMedianSalary === undefined || benchmark.isZero()) return null;
    return benchmark.minus(project).dividedBy(benchmark);
  } catch {
    return null;
  }
}

function perJobChart(r: Result, trace: readonly TraceStepJson[]): ChartModel {
  const bars: WaterfallBar[] = [];
  let at = new Decimal(0);
  const step = (s: TraceStepJson, role: "up" | "down" | "start"): void => {
    const to = at.plus(D(s.amount));
    bars.push({
      label: `${s.id} ${s.label}`,
      role,
      from: at.toFixed(2),
      to: to.toFixed(2),
      value: D(s.amount).toFixed(2),
      citation: s.citation,
    });
    at = to;
  };
  const total = (label: string, value: unknown): void => {
    bars.push({
      label,
      role: "total",
      from: "0.00",
      to: D(value).toFixed(2),
      value: D(value).toFixed(2),
      citation: null,
    });
    at = D(value);
  };
  for (const s of trace) {
    if (!s.applied || s.amount === null || D(s.amount).isZero()) continue;
    if (inGroup(s, "base")) step(s, "start");
    else if (inGroup(s, "bonuses")) step(s, "up");
  }
  total("Gross (base + bonuses)", r.gross);
  for (const s of trace) {
    if (!s.applied || s.amount === null || D(s.amount).isZero()) continue;
    if (inGroup(s, "base") || inGroup(s, "bonuses")) continue;
    step(s, D(s.amount).isNegative() ? "down" : "up");
  }
  total("Per-job annual credit", r.perJobCredit);
  const limit = trace.find((s) => inGroup(s, "limit"));
  const allowance =
    limit && /labor harmony/.test(limit.label) ? ", with the labor-harmony allowance" : "";
  return {
    type: "waterfall",
    title: "How the per-job amount was built",
    bars,
    line:
      r.cap === undefined || r.cap === null
        ? null
        : { label: `Limit ${money(r.cap)}${allowance}`, at: D(r.cap).toFixed(2) },
  };
}

// ---------------------------------------------------------------------------------------------
// Emerge annual and schedule

function annualStory(r: Result): Story {
  const jobs = Array.isArray(r.jobs) ? (r.jobs as Result[]) : [];
  const cap = traceOf(r).find((s) => inGroup(s, "annual-cap"));
  const sum = jobs
    .map(
      (j) =>
        `${count(j.count)} ${String(j.jobType)}${j.laborHarmony ? " (labor harmony)" : ""} × ${money(j.perJobCredit)}`,
    )
    .join(" + ");
  const bars: WaterfallBar[] = [];
  let at = new Decimal(0);
  for (const j of jobs) {
    const to = at.plus(D(j.amount));
    bars.push({
      label: `${count(j.count)} ${String(j.jobType)}${j.laborHarmony ? " (labor harmony)" : ""} × ${money(j.perJobCredit)}`,
      role: "up",
      from: at.toFixed(2),
      to: to.toFixed(2),
      value: D(j.amount).toFixed(2),
      citation: null,
    });
    at = to;
  }
  bars.push({
    label: "Before the annual cap",
    role: "total",
    from: "0.00",
    to: D(r.beforeCap).toFixed(2),
    value: D(r.beforeCap).toFixed(2),
    citation: null,
  });
  if (cap?.applied && cap.amount) {
    bars.push({
      label: `${cap.id} annual cap`,
      role: "down",
      from: D(r.beforeCap).toFixed(2),
      to: D(r.annualCredit).toFixed(2),
      value: D(cap.amount).toFixed(2),
      citation: cap.citation,
    });
  }
  bars.push({
    label: "Annual credit",
    role: "total",
    from: "0.00",
    to: D(r.annualCredit).toFixed(2),
    value: D(r.annualCredit).toFixed(2),
    citation: null,
  });
  const capped = cap?.applied === true;
  return {
    sentence: capped
      ? `${money(r.annualCredit)} a year: the board's annual cap of ${money(r.annualCap)} binds (${short(cap.citation)}); before it, ${sum} = ${money(r.beforeCap)}.`
      : `${money(r.annualCredit)} a year: ${sum}${r.annualCap === null || r.annualCap === undefined ? "; no annual cap given" : `, under the annual cap of ${money(r.annualCap)}`}.`,
    deciding: capped && cap ? [cap.id] : [],
    chart: {
      type: "waterfall",
      title: "How the annual amount was built",
      bars,
      line:
        r.annualCap === null || r.annualCap === undefined
          ? null
          : { label: `Annual cap ${money(r.annualCap)}`, at: D(r.annualCap).toFixed(2) },
    },
  };
}

/** "years 4–5", "year 3", "years 1, 3 and 5". */
function yearList(years: readonly number[]): string {
  if (years.length === 1) return `year ${years[0]}`;
  const run = years.every((y, i) => i === 0 || y === years[i - 1] + 1);
  if (run) return `years ${years[0]}–${years[years.length - 1]}`;
  return `years ${years.slice(0, -1).join(", ")} and ${years[years.length - 1]}`;
}

function scheduleStory(r: Result): Story {
  const years = Array.isArray(r.years) ? (r.years as Result[]) : [];
  const capped = years.filter(
    (y) =>
      y.annualCap !== null && y.annualCap !== undefined && D(y.beforeCap).greaterThan(D(y.credit)),
  );
  const bars: WaterfallBar[] = [];
  let at = new Decimal(0);
  for (const y of years) {
    const to = at.plus(D(y.credit));
    bars.push({
      label: `Year ${String(y.year)}${y.calendarYear ? ` (${String(y.calendarYear)})` : ""}`,
      role: "up",
      from: at.toFixed(2),
      to: to.toFixed(2),
      value: D(y.credit).toFixed(2),
      citation: null,
    });
    at = to;
  }
  bars.push({
    label: "Total credit",
    role: "total",
    from: "0.00",
    to: D(r.totalCredit).toFixed(2),
    value: D(r.totalCredit).toFixed(2),
    citation: null,
  });
  return {
    sentence: `${money(r.totalCredit)} over ${count(years.length)} year${years.length === 1 ? "" : "s"}${
      capped.length > 0
        ? `: the annual cap (s.75 g.) binds in ${yearList(capped.map((y) => Number(y.year)))}`
        : ": no annual cap binds"
    }.`,
    deciding: capped.length > 0 ? ["g."] : [],
    chart: { type: "waterfall", title: "The credit year by year", bars, line: null },
  };
}

// ---------------------------------------------------------------------------------------------
// Wind

const SEGMENT_WORDS: Record<Segment["role"], string> = {
  allowed: "allowed",
  forfeited: "forfeited",
  pending: "pending",
  notMet: "not met",
  leaseCap: "lease-cap reduction",
};

/** What part of a year's scheduled fifth was not allowed, and why, by the year's status. */
function yearSegments(y: Result): Segment[] {
  const scheduled = D(y.scheduled);
  const allowed = D(y.allowed);
  const rest = scheduled.minus(allowed);
  const segments: Segment[] = [
    { role: "allowed", label: SEGMENT_WORDS.allowed, value: allowed.toFixed(2) },
  ];
  const add = (role: Segment["role"], value: Decimal): void => {
    if (!value.isZero())
      segments.push({ role, label: SEGMENT_WORDS[role], value: value.toFixed(2) });
  };
  // The core's own per-year figures when it gives them (wind v2), else the year's status.
  if (y.leaseCapReduction !== undefined || y.notMet !== undefined) {
    add("leaseCap", D(y.leaseCapReduction));
    add("notMet", D(y.notMet));
    add("pending", D(y.pending));
    add("forfeited", D(y.forfeited));
    return segments;
  }
  const status = String(y.status);
  if (status === "lease-capped") add("leaseCap", rest);
  else if (status === "not met") add("notMet", rest);
  else if (status === "pending") add("pending", rest);
  else if (status === "forfeited") add("forfeited", rest);
  return segments;
}

function windStory(r: Result): Story {
  const years = Array.isArray(r.years) ? (r.years as Result[]) : [];
  if (r.eligible !== true) {
    const reasons = Array.isArray(r.reasons) ? (r.reasons as string[]) : [];
    const failed = traceOf(r).filter((s) => s.kind === "test" && s.applied);
    return {
      sentence: `No credit: ${reasons.join("; ") || "not eligible"}.`,
      deciding: failed.map((s) => s.id),
      chart: null,
    };
  }
  const shifted = years.some((y) => y.period !== undefined && y.period !== y.year);
  const perYear = years.map((y) => ({
    label: `Year ${String(y.year)}${
      shifted && typeof y.period === "number" ? `, period ${String(y.period)}` : ""
    }${y.taxYear ? ` (${String(y.taxYear)})` : ""}`,
    status: String(y.status),
    scheduled: D(y.scheduled).toFixed(2),
    segments: yearSegments(y),
  }));
  const sumOf = (role: Segment["role"]): Decimal =>
    perYear.reduce(
      (n, y) => n.plus(D(y.segments.find((s) => s.role === role)?.value)),
      new Decimal(0),
    );
  // The core's totals (wind v2 adds notMetTotal and leaseCapReduction); the years' sums until then.
  const totals: Record<Segment["role"], Decimal> = {
    allowed: D(r.allowedTotal),
    forfeited: D(r.forfeitedTotal),
    pending: D(r.pendingTotal),
    notMet: r.notMetTotal !== undefined ? D(r.notMetTotal) : sumOf("notMet"),
    leaseCap: r.leaseCapReduction !== undefined ? D(r.leaseCapReduction) : sumOf("leaseCap"),
  };
  const order: Segment["role"][] = ["allowed", "forfeited", "pending", "notMet", "leaseCap"];
  const which = (role: Segment["role"]): number[] =>
    years
      .filter((_, i) => perYear[i].segments.some((s) => s.role === role))
      .map((y) => Number(y.year));
  const pieces: string[] = [];
  if (!totals.leaseCap.isZero())
    pieces.push(
      `the lease payments limit ${yearList(which("leaseCap"))} (−${money(totals.leaseCap.toFixed(2))}, s.6 d.)`,
    );
  if (!totals.notMet.isZero())
    pieces.push(
      `${yearList(which("notMet"))} not met: employment below the minimum (${money(totals.notMet.toFixed(2))}, s.6 f.)`,
    );
  if (!totals.forfeited.isZero())
    pieces.push(
      `${yearList(which("forfeited"))} forfeited (${money(totals.forfeited.toFixed(2))}, s.6 d.)`,
    );
  if (!totals.pending.isZero())
    pieces.push(`${yearList(which("pending"))} pending (${money(totals.pending.toFixed(2))})`);
  // s.6 d.: the credit period begins with the first period meeting the first year's minimum.
  const notBegun = Array.isArray(r.notBegun) ? (r.notBegun as Result[]) : [];
  const start =
    r.startPeriod === null && notBegun.length > 0
      ? `no listed period meets the first year's minimum yet: the credit period has not begun (s.6 d.)`
      : typeof r.startPeriod === "number" && r.startPeriod > 1
        ? `the credit period begins in period ${String(r.startPeriod)}, the first to meet the first year's minimum; ${notBegun.length === 1 ? "period 1 is" : `periods 1–${String(notBegun.length)} are`} not begun (s.6 d.)`
        : null;
  const atRisk = years.filter((y) => y.forfeitureRisk === true).map((y) => Number(y.year));
  const risk =
    atRisk.length > 0
      ? ` The documentation is not yet approved: ${yearList(atRisk)} ${atRisk.length === 1 ? "is" : "are"} forfeited if it is still unapproved when ${atRisk.length === 1 ? "its period ends" : "their periods end"} (s.6 d.).`
      : "";
  const deciding = traceOf(r)
    .filter(
      (s) =>
        s.applied &&
        (/^d\. lease year|^f\.\(\d\) year|^d\. forfeiture year/.test(s.id) || s.kind === "limit"),
    )
    .map((s) => s.id);
  return {
    sentence: `${money(r.allowedTotal)} allowed of the ${money(r.totalCredit)} credit${pieces.length > 0 ? `: ${pieces.join("; ")}` : ", every year earned"}.${start === null ? "" : ` ${start[0].toUpperCase()}${start.slice(1)}.`}${risk}`,
    deciding,
    chart: {
      type: "years",
      title: "The five compliance years",
      years: perYear,
      total: {
        label: `Total ${money(r.totalCredit)}`,
        value: D(r.totalCredit).toFixed(2),
        segments: order
          .filter((role) => role === "allowed" || !totals[role].isZero())
          .map((role) => ({ role, label: SEGMENT_WORDS[role], value: totals[role].toFixed(2) })),
      },
    },
  };
}

/** The story of a result: the deciding sentence and the chart. */
export function storyFor(calc: CalcName, r: Result, inputs: Result): Story | null {
  switch (calc) {
    case "emerge.perJob":
      return perJobStory(r, inputs);
    case "emerge.annual":
      return annualStory(r);
    case "emerge.schedule":
      return scheduleStory(r);
    case "wind.schedule":
      return windStory(r);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The selected cell in a spilled table

/**
 * Which row of a spilled table the selected cell is in: a year of a schedule, a step of an
 * EXPLAIN table, the total row, or the header. `position` is the cell's offset from the anchor.
 */
export function focusOf(
  r: Result,
  output: string | undefined,
  position: { row: number; col: number } | undefined,
  headers: boolean,
): Focus | null {
  if (!position || (output !== "years" && output !== "trace")) return null;
  const row = position.row - (headers ? 1 : 0);
  if (row < 0) return { kind: "header", index: -1, label: "the header row" };
  if (output === "years") {
    const years = Array.isArray(r.years) ? (r.years as Result[]) : [];
    if (row >= years.length) return { kind: "total", index: years.length, label: "the total row" };
    const y = years[row];
    const calendar = y.calendarYear ?? y.taxYear;
    return {
      kind: "year",
      index: row,
      label: `year ${String(y.year)}${calendar ? ` (${String(calendar)})` : ""}`,
    };
  }
  const trace = traceOf(r);
  if (row >= trace.length) return { kind: "total", index: trace.length, label: "the result row" };
  return {
    kind: "step",
    index: row,
    label: `step ${row + 1}: ${trace[row].label}`,
    stepId: trace[row].id,
  };
}
