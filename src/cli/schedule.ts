/**
 * `njcredit schedule`: the Emerge credit for each year of the eligibility period (s.75 a.), with
 * job counts per year given as comma-separated lists, and the total.
 */
import type { Command } from "./command";
import { emergeFlags } from "./perjob";
import {
  count,
  money,
  renderHelp,
  renderTable,
  renderTrace,
  runCalcCommand,
  type TraceStepJson,
} from "./format";

const flags = emergeFlags("emerge.schedule");

const help = renderHelp({
  usage: "njcredit schedule --location <where> --new-jobs <count,count,…> [flags]",
  summary:
    "The Emerge credit for each year of the eligibility period (P.L.2020, c.156, s.75 a.; up to 7 " +
    "years) and the total. Per-year inputs take one value for every year or a comma-separated list, " +
    "one value per year (write the numbers in a list without thousands separators); the number of " +
    "years is the longest list.",
  notes: [
    "--new-jobs is required (0 for none). Bonus (c) uses each year's new-job count, or --committed-new-jobs in every year when given. " +
      "With --first-year the years are labelled with calendar years, and the wage floor of each year " +
      "uses that year's minimum wage. A bare flag means true and --no-flag false; a yes/no input left out is false.",
  ],
  flags,
  examples: [
    "njcredit schedule --location enhanced --small-business --new-jobs 100,150,200 --first-year 2025",
    "njcredit schedule --location distressed --new-jobs 300 --retained-jobs 50,50,40 --annual-cap 1200000",
  ],
});

interface ScheduleYear {
  year?: number;
  calendarYear?: number | null;
  newJobs?: number;
  retainedJobs?: number;
  perJobNew?: string;
  perJobRetained?: string;
  beforeCap?: string;
  annualCap?: string | null;
  credit?: string;
}

export function renderSchedule(result: Record<string, unknown>, maxWidth?: number): string {
  const years = (result.years ?? []) as ScheduleYear[];
  const withCalendar = years.some((y) => y.calendarYear !== null && y.calendarYear !== undefined);
  const withCap = years.some((y) => y.annualCap !== null && y.annualCap !== undefined);
  const columns = [
    { header: "Year", align: "right" as const },
    ...(withCalendar ? [{ header: "Calendar", align: "right" as const }] : []),
    { header: "New jobs", align: "right" as const },
    { header: "Retained", align: "right" as const },
    { header: "Per new job", align: "right" as const },
    { header: "Per retained", align: "right" as const },
    { header: "Before cap", align: "right" as const },
    ...(withCap ? [{ header: "Annual cap", align: "right" as const }] : []),
    { header: "Credit", align: "right" as const },
  ];
  const rows = years.map((y) => [
    count(y.year),
    ...(withCalendar
      ? [y.calendarYear === null || y.calendarYear === undefined ? "" : String(y.calendarYear)]
      : []),
    count(y.newJobs),
    count(y.retainedJobs),
    money(y.perJobNew),
    money(y.perJobRetained),
    money(y.beforeCap),
    ...(withCap ? [money(y.annualCap)] : []),
    money(y.credit),
  ]);
  const total = columns.map(() => "");
  total[0] = "Total";
  total[total.length - 1] = money(result.totalCredit);
  rows.push(total);
  const out = [
    `Emerge credit over ${years.length} year${years.length === 1 ? "" : "s"}: ${money(result.totalCredit)}`,
    "",
  ];
  out.push(renderTable(columns, rows).trimEnd(), "");
  const trace = (result.trace ?? []) as TraceStepJson[];
  if (trace.length > 0)
    out.push("Explanation (P.L.2020, c.156, s.75):", "", renderTrace(trace, maxWidth).trimEnd());
  return out.join("\n") + "\n";
}

export const scheduleCommand: Command = {
  name: "schedule",
  summary: "Emerge credit for each year of the eligibility period, and the total",
  help,
  run: (args, io) =>
    runCalcCommand(
      { command: "schedule", calc: "emerge.schedule", flags, help, render: renderSchedule },
      args,
      io,
    ),
};

export default scheduleCommand;
