/**
 * A result as the pane's facts (the headline and its key figures) and parts (groups of steps
 * and tables): the Emerge per-job amount's base, bonuses and limit, an annual result's jobs, a
 * schedule's years with each year's per-job computation, the wind credit's five years.
 */
import {
  EMERGE_YEAR_TABLE,
  WIND_YEAR_TABLE,
  gridOutputColumn,
  shownColumns,
  tableRows,
  type CellValue,
  type ColumnKind,
  type ResultColumn,
  type ResultTable,
} from "../core/columns";
import type { EmergeScheduleJson, WindScheduleJson } from "../core/results";
import type { TraceStepJson } from "../core/trace";
import { annualToJson, computeEmergeSchedule, type CalcName } from "../core";
import { Decimal } from "../core/decimal";
import { count, money, percent } from "./format";
import { groupTrace, isTrace } from "./grouping";
import type { Fact, Part, Table } from "./viewTypes";

type TraceJson = TraceStepJson;

export const TIER_WORDS: Record<number, string> = {
  1: "government-restricted municipality or mega project",
  2: "enhanced area",
  3: "distressed municipality",
  4: "opportunity zone or corridor",
  5: "other eligible area",
};

/** A GRID output's header (and the facts' label for that amount), from the core's descriptor. */
export function outputLabel(calc: CalcName, key: string): string | undefined {
  return gridOutputColumn(calc, key)?.header;
}

/** A result field in words, for a sentence: its header lower-cased ("per-job annual credit"). */
export function outputWords(calc: CalcName, key: string): string {
  return (outputLabel(calc, key) ?? key).toLowerCase();
}

function str(v: unknown): string {
  return v === null || v === undefined ? "" : String(v);
}

export function factsFor(
  calc: CalcName,
  r: Record<string, unknown>,
  output: string | undefined,
): Fact[] {
  const facts: Fact[] = [];
  const label = (key: string): string => outputLabel(calc, key) ?? key;
  const lead = output && outputLabel(calc, output) ? output : null;
  if (lead) facts.push({ label: label(lead), value: money(r[lead]) });
  switch (calc) {
    case "emerge.perJob":
      if (lead !== "perJobCredit")
        facts.push({ label: label("perJobCredit"), value: money(r.perJobCredit) });
      facts.push({ label: "Status", value: r.status === "credit" ? "credit" : "no credit" });
      facts.push({ label: "Tier", value: `${str(r.tier)} — ${TIER_WORDS[Number(r.tier)] ?? ""}` });
      facts.push({
        label: "Job",
        value: `${str(r.jobType)}${r.laborHarmony ? ", covered by a labor harmony agreement" : ""}`,
      });
      facts.push({
        label: "Base + bonuses = gross",
        value: `${money(r.base)} + ${money(r.bonusTotal)} = ${money(r.gross)}`,
      });
      facts.push({ label: "Limit", value: money(r.cap) });
      break;
    case "emerge.annual":
      if (lead !== "annualCredit")
        facts.push({ label: label("annualCredit"), value: money(r.annualCredit) });
      if (lead !== "beforeCap")
        facts.push({ label: label("beforeCap"), value: money(r.beforeCap) });
      facts.push({
        label: "Annual cap (g.)",
        value:
          r.annualCap === null || r.annualCap === undefined ? "none given" : money(r.annualCap),
      });
      break;
    case "emerge.schedule":
      if (lead !== "totalCredit")
        facts.push({ label: label("totalCredit"), value: money(r.totalCredit) });
      facts.push({ label: "Years", value: count(Array.isArray(r.years) ? r.years.length : 0) });
      break;
    case "wind.schedule":
      if (lead !== "totalCredit")
        facts.push({ label: label("totalCredit"), value: money(r.totalCredit) });
      facts.push({
        label: "Eligible",
        value: r.eligible ? "yes" : `no — ${Array.isArray(r.reasons) ? r.reasons.join("; ") : ""}`,
      });
      if (lead !== "creditBase")
        facts.push({
          label: label("creditBase"),
          value: r.creditBase === null ? "—" : money(r.creditBase),
        });
      // Null below the lowest band of approved jobs: not eligible, which the line above says.
      if (r.prorationShare !== undefined && r.prorationShare !== null) {
        facts.push({
          label: "Proration",
          value: `${percent(new Decimal(String(r.prorationShare)))} of the base (approved jobs ${count(r.approvedJobs)})`,
        });
      }
      for (const k of [
        "allowedTotal",
        "forfeitedTotal",
        "pendingTotal",
        "notMetTotal",
        "leaseCapReduction",
      ]) {
        if (lead !== k) facts.push({ label: label(k), value: money(r[k]) });
      }
      // docs/wind.md §3.6: every cent of the total is allowed, forfeited, pending, not met, or above
      // a tenant's lease payments.
      if (r.eligible)
        facts.push({
          label: "Reconciliation",
          value:
            `allowed ${money(r.allowedTotal)} + forfeited ${money(r.forfeitedTotal)} + ` +
            `pending ${money(r.pendingTotal)} + not met ${money(r.notMetTotal)} + ` +
            `lease-cap reduction ${money(r.leaseCapReduction)} = total ${money(r.totalCredit)}`,
        });
      break;
  }
  return facts;
}

/** A descriptor's value as the pane writes it, by the column's kind; null as its `absent` text. */
function cellText(column: ResultColumn<never>, value: CellValue): string {
  if (value === null) return column.absent ?? "—";
  switch (column.kind) {
    case "money":
      return money(value);
    case "count":
      return count(value);
    case "ratio":
      return percent(new Decimal(String(value)));
    default:
      // A year is a label ("2025", never "2,025"); a date stays ISO; words and states as given.
      return str(value);
  }
}

const NUMERIC_KINDS: ReadonlySet<ColumnKind> = new Set(["money", "count", "year", "ratio"]);

/** A result table (src/core/columns.ts) as the pane's table: the columns the result fills. */
export function descriptorTable<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
): Table {
  const columns = shownColumns(table, result);
  return {
    caption: table.caption,
    columns: columns.map((c) => c.header),
    numeric: columns.map((c) => NUMERIC_KINDS.has(c.kind)),
    rows: tableRows(table, result, columns).map((row) =>
      row.map((v, i) => cellText(columns[i] as ResultColumn<never>, v)),
    ),
  };
}

export function yearsTable(calc: CalcName, r: Record<string, unknown>): Table | null {
  if (!Array.isArray(r.years)) return null;
  return calc === "wind.schedule"
    ? descriptorTable(WIND_YEAR_TABLE, r as unknown as WindScheduleJson)
    : descriptorTable(EMERGE_YEAR_TABLE, r as unknown as EmergeScheduleJson);
}

/** One part per job kind of an annual result's per-job traces, titled with `prefix`. */
function perJobParts(annual: Record<string, unknown>, prefix: string): Part[] {
  const jobs = Array.isArray(annual.jobs) ? (annual.jobs as Record<string, unknown>[]) : [];
  return jobs
    .filter((j) => isTrace(j.trace))
    .map((j) => ({
      title: `${prefix}${str(j.jobType)} jobs${j.laborHarmony ? " covered by the labor harmony agreement" : ""} (${money(j.perJobCredit)} each)`,
      sections: groupTrace(j.trace as TraceJson[]),
      tables: [],
    }));
}

/**
 * A schedule's JSON has each year's totals but not each year's per-job trace; the core's own
 * schedule result has them, so the pane asks the core for it (the same calculation, not a copy
 * of its rules) and shows every year's base, bonuses, limit and reduction.
 */
function scheduleYearParts(inputs: Record<string, unknown>): Part[] {
  const schedule = computeEmergeSchedule(inputs);
  return schedule.years.flatMap((y) =>
    perJobParts(
      annualToJson(y.annual),
      `Year ${y.year}${y.calendarYear !== null ? ` (${y.calendarYear})` : ""}, per-job amount: `,
    ),
  );
}

export function partsFor(
  calc: CalcName,
  r: Record<string, unknown>,
  inputs: Record<string, unknown>,
): Part[] {
  const trace = isTrace(r.trace) ? r.trace : [];
  switch (calc) {
    case "emerge.annual": {
      const jobs = Array.isArray(r.jobs) ? (r.jobs as Record<string, unknown>[]) : [];
      const parts: Part[] = [
        {
          title: "Annual amount",
          sections: groupTrace(trace),
          tables: [
            {
              caption: "Jobs (s.75 f.)",
              columns: ["Job", "Count", "Per job", "Amount"],
              numeric: [false, true, true, true],
              rows: jobs.map((j) => [
                `${str(j.jobType)}${j.laborHarmony ? " (labor harmony)" : ""}`,
                count(j.count),
                money(j.perJobCredit),
                money(j.amount),
              ]),
            },
          ],
        },
      ];
      return [...parts, ...perJobParts(r, "Per-job amount: ")];
    }
    case "emerge.schedule": {
      const table = yearsTable(calc, r);
      return [
        { title: null, sections: groupTrace(trace), tables: table ? [table] : [] },
        ...scheduleYearParts(inputs),
      ];
    }
    case "wind.schedule": {
      const table = yearsTable(calc, r);
      return [{ title: null, sections: groupTrace(trace), tables: table ? [table] : [] }];
    }
    default:
      return [{ title: null, sections: groupTrace(trace), tables: [] }];
  }
}
