/**
 * `njcredit eval`: the machine interface (interface.md 1.1). JSON Lines in, exactly one JSON line
 * out per input line, in order. A bad line is an error line, never a stop; the exit code is 0
 * when the stream was read to its end, 1 only when it could not be read.
 */
import * as readline from "readline";
import { evaluate, type EvalOutput } from "../core";
import type { Command, CommandIO } from "./command";

/** The answer to one input line. */
export function evalLine(line: string): EvalOutput {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return {
      ok: false,
      error: {
        input: null,
        message: `the line is not valid JSON (${why}); expected {"calc": "...", "inputs": {...}}`,
      },
    };
  }
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    return {
      ok: false,
      error: {
        input: null,
        message: `each line must be a JSON object {"calc": "...", "inputs": {...}}`,
      },
    };
  }
  const { calc, inputs, ...rest } = request as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) {
    return {
      ok: false,
      error: {
        input: null,
        message: `unexpected field ${JSON.stringify(extra[0])} in the line; a line has only "calc" and "inputs"`,
      },
    };
  }
  return evaluate(calc, inputs);
}

export const evalCommand: Command = {
  name: "eval",
  summary: "machine interface: JSON Lines of {calc, inputs} in, one JSON result line out per line",
  help: `Usage: njcredit eval < requests.jsonl > results.jsonl

Reads JSON Lines on standard input and writes exactly one JSON line per input line, in order.

Input line:  {"calc": CALC, "inputs": {...canonical input names...}}
  CALC is emerge.perJob, emerge.annual, emerge.schedule or wind.schedule.
Output line: {"ok": true, "result": {...}}
         or  {"ok": false, "error": {"input": NAME_OR_NULL, "message": TEXT}}

Money is a string with two decimals ("3217.50"); counts are numbers; dates are ISO strings.
A bad line is answered with an error line; reading never stops early. Blank lines are answered
with an error line too, so output line N always answers input line N.
Exit code: 0 when every line was read, 1 when the input could not be read.

Example:
  echo '{"calc":"emerge.perJob","inputs":{"location":"enhanced","smallBusiness":true,"newJobs":300}}' | npx njcredit eval
`,
  async run(args: string[], io: CommandIO): Promise<number> {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout.write(this.help);
      return 0;
    }
    if (args.length > 0) {
      io.stderr.write(
        `njcredit eval takes no arguments (got ${args.join(" ")}); see njcredit eval --help\n`,
      );
      return 2;
    }
    const lines = readline.createInterface({ input: io.stdin, crlfDelay: Infinity });
    // Write in batches: one write per line is the slowest part of a long run.
    let buffer: string[] = [];
    const flush = (): void => {
      if (buffer.length) io.stdout.write(buffer.join(""));
      buffer = [];
    };
    try {
      for await (const line of lines) {
        buffer.push(JSON.stringify(evalLine(line.replace(/^\uFEFF/, ""))) + "\n");
        if (buffer.length >= 256) flush();
      }
    } catch (err) {
      flush();
      io.stderr.write(
        `njcredit eval: could not read standard input: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      return 1;
    }
    flush();
    return 0;
  },
};
