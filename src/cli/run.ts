/**
 * Running a command: exit codes, writing to a stream, usage failures, and the calculation
 * commands' flags → `evaluate` → readable result (or --json).
 *
 * Exit codes: 0 success, 1 an input the calculation rejected, 2 a command line that could not be
 * understood (unknown flag, missing value, stray argument).
 */
import { evaluate, type CalcName, type ResultOf } from "../core";
import { inputErrorText, parseArgs, UsageError, type FlagSpec, type ParsedArgs } from "./args";
import type { CommandIO } from "./command";

export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;

/** Write text to a stream, waiting for it to drain when it asks us to. */
export function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ok = stream.write(text, (err) => {
      if (err) reject(err);
    });
    if (ok) resolve();
    else stream.once("drain", resolve);
  });
}

/** Report a usage error on stderr, with the way to get help: exit code 2. */
export async function usageFailure(
  io: CommandIO,
  command: string,
  error: UsageError,
): Promise<number> {
  await write(
    io.stderr,
    `njcredit ${command}: ${error.message}\n(see: njcredit ${command} --help)\n`,
  );
  return EXIT_USAGE;
}

/** What a calculation command (perjob, annual, schedule, wind) needs besides the shared machinery. */
export interface CalcCommandSpec<C extends CalcName> {
  /** The command's name ("perjob"), for messages. */
  command: string;
  /** The calculation it runs through `evaluate` ("emerge.perJob"). */
  calc: C;
  /** Every flag it accepts: the calculation's inputs and its options (--json). */
  flags: readonly FlagSpec[];
  help: string;
  /** The readable result; `maxWidth` is the terminal's width, when writing to one. */
  render(result: ResultOf[C], maxWidth?: number): string;
}

/**
 * Run a calculation command: flags → raw inputs → `evaluate` → a readable result (or, with
 * --json, the machine interface's JSON). Usage errors exit 2, rejected inputs exit 1.
 */
export async function runCalcCommand<C extends CalcName>(
  spec: CalcCommandSpec<C>,
  args: readonly string[],
  io: CommandIO,
): Promise<number> {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs(args, spec.flags);
    if (!parsed.help && parsed.positionals.length > 0) {
      throw new UsageError(
        `unexpected argument "${parsed.positionals[0]}"; ${spec.command} takes only flags, written --name value`,
      );
    }
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, spec.command, error);
    throw error;
  }
  if (parsed.help) {
    await write(io.stdout, spec.help);
    return EXIT_OK;
  }
  const inputs: Record<string, unknown> = {};
  for (const flag of spec.flags) {
    if (flag.input && parsed.values[flag.key] !== undefined)
      inputs[flag.key] = parsed.values[flag.key];
  }
  const out = evaluate(spec.calc, inputs);
  if (parsed.values.json === true) {
    await write(io.stdout, JSON.stringify(out, null, 2) + "\n");
    return out.ok ? EXIT_OK : EXIT_INPUT;
  }
  if (!out.ok) {
    await write(io.stderr, `njcredit ${spec.command}: ${inputErrorText(out.error, spec.flags)}\n`);
    return EXIT_INPUT;
  }
  await write(io.stdout, spec.render(out.result as ResultOf[C], terminalWidth(io.stdout)));
  return EXIT_OK;
}

/** The width of the terminal a stream writes to, or undefined for a file or a pipe. */
export function terminalWidth(stream: NodeJS.WritableStream): number | undefined {
  const tty = stream as { isTTY?: boolean; columns?: number };
  return tty.isTTY === true && typeof tty.columns === "number" && tty.columns > 0
    ? tty.columns
    : undefined;
}
