/**
 * `njcredit annual`: a project's Emerge credit for one year (s.75 a., f., g.): each kind of job
 * with its per-job amount and count, the sum before the annual cap, the cap, and the credit.
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

interface AnnualJob {
  jobType?: string;
  laborHarmony?: boolean;
  count?: number;
  perJobCredit?: string;
  amount?: string;
}

function jobKind(job: AnnualJob): string {
  const type = job.jobType ?? "new";
  return job.laborHarmony ? `${type}, labor harmony agreement` : type;
}

export function renderAnnual(result: Record<string, unknown>, maxWidth?: number): string {
  const jobs = (result.jobs ?? []) as AnnualJob[];
  const out: string[] = [`Emerge annual credit: ${money(result.annualCredit)}`, ""];
  const table = renderTable(
    [
      { header: "Jobs" },
      { header: "Count", align: "right" },
      { header: "Per job", align: "right" },
      { header: "Amount", align: "right" },
    ],
    [
      ...jobs.map((j) => [jobKind(j), count(j.count), money(j.perJobCredit), money(j.amount)]),
      ["Before cap", "", "", money(result.beforeCap)],
      [
        "Annual cap (s.75 g.)",
        "",
        "",
        result.annualCap === null || result.annualCap === undefined
          ? "none given"
          : money(result.annualCap),
      ],
      ["Annual credit", "", "", money(result.annualCredit)],
    ],
  );
  out.push(table.trimEnd(), "");
  const trace = (result.trace ?? []) as TraceStepJson[];
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
