/**
 * `njcredit schedule`: the Emerge credit for each year of the eligibility period (s.75 a.), with
 * job counts per year given as comma-separated lists, and the total.
 */
import { EMERGE_YEAR_TABLE } from "../core/columns";
import type { EmergeScheduleJson } from "../core/results";
import type { Command } from "./command";
import { renderHelp } from "./help";
import { emergeFlags } from "./perjob";
import { runCalcCommand } from "./run";
import { money, renderResultTable, renderTrace } from "./table";

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

/** The readable schedule: the total, the years with the total row, then the explanation. */
export function renderSchedule(result: EmergeScheduleJson, maxWidth?: number): string {
  const years = result.years;
  const out = [
    `Emerge credit over ${years.length} year${years.length === 1 ? "" : "s"}: ${money(result.totalCredit)}`,
    "",
  ];
  out.push(renderResultTable(EMERGE_YEAR_TABLE, result).trimEnd(), "");
  const trace = result.trace ?? [];
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
