/**
 * njcredit compare: why two scenarios' numbers differ (docs/interface.md 1.3). Two JSON
 * scenarios, files or eval lines ({"calc": ..., "inputs": {...}}), of one calculation: both
 * amounts and the difference, the bridge from a to b (its lines add up to the difference), the
 * inputs that differ, and the steps whose outcome changed; for wind, the years that changed.
 */
import * as fs from "fs";
import { parse as parseLossless } from "lossless-json";
import { compare } from "../core/compare";
import { ExactNumber } from "../core";
import type { Command, CommandIO } from "./command";
import { money } from "./table";

const USAGE = 'njcredit compare A B   (each a JSON file or an eval line: {"calc", "inputs"})';

/** A scenario: a file's text or the argument itself, as eval reads a line (numbers exact). */
function scenario(arg: string): { calc: unknown; inputs: unknown } {
  const text = arg.trim().startsWith("{") ? arg : fs.readFileSync(arg, "utf8");
  const parsed = parseLossless(text, null, {
    parseNumber: (digits) => new ExactNumber(digits),
  }) as Record<string, unknown>;
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${arg}: expected {"calc": ..., "inputs": {...}}`);
  return { calc: parsed.calc, inputs: parsed.inputs ?? {} };
}

const show = (v: unknown): string =>
  v === null || v === undefined ? "(not given)" : JSON.stringify(v);

export const compareCommand: Command = {
  name: "compare",
  summary: "why two scenarios differ: the bridge from a's amount to b's, step by step",
  help: `Usage: ${USAGE}

Compares two scenarios of one calculation and prints both amounts, the difference, and the
bridge from a to b: one line per step whose amount differs, in the statute's order, the lines
adding up to the difference exactly. Then the inputs that differ, and the steps whose outcome
changed (for wind, also the compliance years whose status changed).

Example:
  npx njcredit compare '{"calc":"emerge.perJob","inputs":{"location":"other"}}' \\
    '{"calc":"emerge.perJob","inputs":{"location":"other","smallBusiness":true}}'
`,
  async run(args: string[], io: CommandIO): Promise<number> {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout.write(this.help);
      return 0;
    }
    if (args.length !== 2) {
      io.stderr.write(`njcredit compare: give two scenarios\nUsage: ${USAGE}\n`);
      return 2;
    }
    let a, b;
    try {
      a = scenario(args[0]);
      b = scenario(args[1]);
    } catch (err) {
      io.stderr.write(`njcredit compare: ${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    if (a.calc !== b.calc) {
      io.stderr.write(
        `njcredit compare: the two scenarios are of different calculations (${String(a.calc)}, ${String(b.calc)}): only one calculation's results can be compared\n`,
      );
      return 1;
    }
    const out = compare(a.calc, a.inputs, b.inputs);
    if (!out.ok) {
      io.stderr.write(
        `njcredit compare: ${out.side ?? ""}${out.side ? ": " : ""}${out.error.message}\n`,
      );
      return 1;
    }
    const c = out.result;
    const lines = [
      `${c.calc}: a ${money(c.a)}, b ${money(c.b)}; b − a = ${money(c.difference)}`,
      "",
      "Bridge from a to b (each step's change in its own amount):",
      ...(c.bridge.length === 0
        ? ["  (no step's amount differs)"]
        : c.bridge.map(
            (l) => `  ${money(l.amount).padStart(18)}  ${l.id}  ${l.label}  (${l.reason})`,
          )),
      `  ${money(c.difference).padStart(18)}  total`,
    ];
    if (c.inputs.length > 0)
      lines.push(
        "",
        "Inputs that differ:",
        ...c.inputs.map((i) => `  ${i.name}: a ${show(i.a)}, b ${show(i.b)}`),
      );
    const outcomeOnly = c.steps.filter((s) => s.appliedA !== s.appliedB);
    if (outcomeOnly.length > 0)
      lines.push(
        "",
        "Steps whose outcome changed:",
        ...outcomeOnly.map(
          (s) =>
            `  ${s.id}  ${s.label}: a ${s.appliedA ? "applies" : "does not apply"}, b ${s.appliedB ? "applies" : "does not apply"}`,
        ),
      );
    if (c.years && c.years.length > 0)
      lines.push(
        "",
        "Compliance years that changed:",
        ...c.years.map(
          (y) =>
            `  year ${y.year}: a ${y.statusA} (${money(y.allowedA)}), b ${y.statusB} (${money(y.allowedB)})`,
        ),
      );
    io.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  },
};
