/**
 * `njcredit perjob`: the Emerge per-job annual credit for one job, with the explanation
 * (interface.md 1.2). Every Emerge input is a flag; the core computes, this prints.
 */
import { calculations } from "../core";
import type { PerJobJson } from "../core/results";
import { JSON_FLAG, flagsFromSchema, type FlagSpec } from "./args";
import type { Command } from "./command";
import { renderHelp } from "./help";
import { runCalcCommand } from "./run";
import { count, money, renderTrace } from "./table";

/** The flags of an Emerge command: every input of the calculation's schema, then --json. */
export function emergeFlags(
  calc: "emerge.perJob" | "emerge.annual" | "emerge.schedule",
): FlagSpec[] {
  const lists = calc === "emerge.schedule";
  return [...flagsFromSchema(calculations[calc].schema, { lists }), JSON_FLAG];
}

const BOOLEAN_NOTE =
  "A bare flag (--small-business) means true and --no-small-business false; a yes/no input left out is false. " +
  "Amounts may be written 1500000 or 1,500,000. Flag names also match as camelCase (--newJobs).";

const flags = emergeFlags("emerge.perJob");

const help = renderHelp({
  usage: "njcredit perjob --location <where> [flags]",
  summary:
    "The Emerge per-job annual credit (P.L.2020, c.156, s.75) for one new or retained job, " +
    "with the explanation: every step of the statute, applied or not, with its amount and reason.",
  notes: [BOOLEAN_NOTE],
  flags,
  examples: [
    "njcredit perjob --location enhanced --small-business --new-jobs 300",
    "njcredit perjob --location grm --job-type retained --project-median-salary 60000 --benchmark-median-salary 70000",
    "njcredit perjob --location distressed --training program --training-institution-miles 8 --json",
  ],
});

/** The readable per-job result: the amount, how it was bounded, then the explanation. */
export function renderPerJob(result: PerJobJson, maxWidth?: number): string {
  const jobType = result.jobType;
  const lines: string[] = [];
  const headline = `Emerge per-job credit: ${money(result.perJobCredit)} per ${jobType} job per year`;
  lines.push(result.status === "no-credit" ? `${headline} (no credit)` : headline);
  if (result.status === "no-credit") {
    const why = noCreditReason(result);
    if (why) lines.push(why);
  }
  lines.push(
    [
      `tier ${count(result.tier)}`,
      `base ${money(result.base)}`,
      `gross ${money(result.gross)}`,
      `cap ${money(result.cap)}`,
    ].join(" · "),
  );
  lines.push("", "Explanation (P.L.2020, c.156, s.75):", "");
  return lines.join("\n") + "\n" + renderTrace(result.trace ?? [], maxWidth);
}

/**
 * Why there is no credit, in one line: the applied step that took the amount away (s.75 e.: a
 * median salary 30% or more below), whose reason has the arithmetic; else the result's reason.
 */
function noCreditReason(result: PerJobJson): string | undefined {
  const trace = result.trace ?? [];
  const step = [...trace]
    .reverse()
    .find((s) => s.applied && s.amount !== null && s.amount.startsWith("-"));
  if (step) return `No credit (s.75 ${step.id}): ${step.reason}`;
  return result.reason !== null ? `No credit: ${result.reason}` : undefined;
}

export const perjobCommand: Command = {
  name: "perjob",
  summary: "Emerge per-job credit for one job, with the explanation",
  help,
  run: (args, io) =>
    runCalcCommand(
      { command: "perjob", calc: "emerge.perJob", flags, help, render: renderPerJob },
      args,
      io,
    ),
};

export default perjobCommand;
