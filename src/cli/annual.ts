/**
 * `njcredit annual`: a project's Emerge credit for one year (s.75 a., f., g.): each kind of job
 * with its per-job amount and count, the sum before the annual cap, the cap, and the credit.
 */
import { ANNUAL_JOB_TABLE } from "../core/columns";
import type { AnnualJson } from "../core/results";
import type { Command } from "./command";
import { renderHelp } from "./help";
import { emergeFlags } from "./perjob";
import { runCalcCommand } from "./run";
import { money, renderResultTable, renderTrace } from "./table";

const flags = emergeFlags("emerge.annual");

const help = renderHelp({
  usage: "njcredit annual --location <where> --new-jobs <count> [--retained-jobs <count>] [flags]",
  summary:
    "A project's Emerge credit for a year (P.L.2020, c.156, s.75 a., f., g.): the per-job amount of " +
    "each kind of job (new or retained, covered by the labor harmony agreement or not) times its " +
    "count, summed, then limited by --annual-cap, the amount the board determined necessary to " +
    "induce the project.",
  notes: [
    "--new-jobs is required (0 for none): it is both the count of new jobs and the count that decides bonus (c). " +
      "An --annual-cap in fractions of a cent is taken rounded down to the cent (the credit never exceeds it). " +
      "--labor-harmony covers every job; --labor-harmony-new-jobs / --labor-harmony-retained-jobs cover that many instead. " +
      "A bare flag means true and --no-flag false; a yes/no input left out is false. " +
      "Each kind's per-job amount is explained step by step by `njcredit perjob` with the same " +
      "flags (and --job-type retained, --labor-harmony for a covered job), or in --json (jobs[].trace).",
  ],
  flags,
  examples: [
    "njcredit annual --location enhanced --small-business --new-jobs 300 --retained-jobs 50 --annual-cap 1000000",
    "njcredit annual --location grm --new-jobs 500 --labor-harmony-new-jobs 200 --json",
  ],
});

/** The readable annual result: each kind of job, the sum, the cap and the credit, then the explanation. */
export function renderAnnual(result: AnnualJson, maxWidth?: number): string {
  const out: string[] = [`Emerge annual credit: ${money(result.annualCredit)}`, ""];
  out.push(renderResultTable(ANNUAL_JOB_TABLE, result).trimEnd(), "");
  const trace = result.trace ?? [];
  if (trace.length > 0)
    out.push("Explanation (P.L.2020, c.156, s.75):", "", renderTrace(trace, maxWidth).trimEnd());
  return out.join("\n") + "\n";
}

export const annualCommand: Command = {
  name: "annual",
  summary: "Emerge credit of a project for a year: jobs × per-job amounts, then the annual cap",
  help,
  run: (args, io) =>
    runCalcCommand(
      { command: "annual", calc: "emerge.annual", flags, help, render: renderAnnual },
      args,
      io,
    ),
};

export default annualCommand;
