/**
 * `njcredit eval`: the machine interface (docs/interface.md 1.1). JSON Lines in, exactly one JSON line
 * out per input line, in order. A bad line is an error line, never a stop; the exit code is 0
 * when the stream was read to its end, 1 only when it could not be read.
 *
 * Every JSON number is read from its digits (lossless-json), never rounded to a double first:
 * JSON.parse would make 49999999.99999999999 the 50,000,000 that passes a minimum the digits do
 * not. Lines end at LF or CRLF only; a lone CR is JSON whitespace, not a line end.
 */
import { StringDecoder } from "string_decoder";
import { parse as parseLossless } from "lossless-json";
import { ExactNumber, evaluate, type EvalOutput } from "../core";
import { echo } from "../core/inputs";
import { compare, type CompareOutput } from "../core/compare";
import type { Command, CommandIO } from "./command";

/**
 * No scenario comes near these: a line is an object holding "inputs", which holds lists at most
 * (depth 3), a few dozen inputs of a few characters each. Past them a line is answered with an
 * error without being parsed, so no line can exhaust the parser's stack or the memory.
 */
export const MAX_NESTING = 32;
export const MAX_LINE_LENGTH = 1_000_000;

const EXPECTED = `expected {"calc": "...", "inputs": {...}}`;

function lineError(message: string): EvalOutput {
  return { ok: false, error: { input: null, message } };
}

/** Whether brackets outside strings nest deeper than `max` anywhere in the text. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** The parser's own messages can quote what it read; keep them short. */
function shortMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 200 ? `${text.slice(0, 199)}\u2026` : text;
}

/** The answer to one input line (without its line end). */
export function evalLine(line: string): EvalOutput | CompareOutput {
  if (line.length > MAX_LINE_LENGTH) return tooLong(line.length);
  if (nestsDeeperThan(line, MAX_NESTING)) {
    return lineError(
      `the line nests lists or objects more than ${MAX_NESTING} levels deep; it is not a scenario (${EXPECTED})`,
    );
  }
  let request: unknown;
  try {
    request = parseLossless(line, null, {
      parseNumber: (digits) => new ExactNumber(digits),
      onDuplicateKey: ({ key }) => {
        throw new SyntaxError(`"${echo(key)}" is given twice in one object`);
      },
    });
  } catch (err) {
    return lineError(`the line is not valid JSON (${shortMessage(err)}); ${EXPECTED}`);
  }
  if (
    request === null ||
    typeof request !== "object" ||
    Array.isArray(request) ||
    request instanceof ExactNumber
  ) {
    return lineError(`each line must be a JSON object ${EXPECTED}`);
  }
  const { calc, inputs, compare: pair, ...rest } = request as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0) {
    return lineError(
      `unexpected field ${JSON.stringify(echo(extra[0]))} in the line; a line has only "calc" and "inputs" (or "calc" and "compare")`,
    );
  }
  if (pair !== undefined) {
    // docs/interface.md 1.3: {"calc": ..., "compare": [inputsA, inputsB]}.
    if (inputs !== undefined)
      return lineError(`a line has "inputs" or "compare" (two inputs), not both`);
    if (!Array.isArray(pair) || pair.length !== 2)
      return lineError(`"compare" must be a list of two inputs objects: [inputsA, inputsB]`);
    const out = compare(calc, pair[0], pair[1]);
    if (out.ok) return out;
    const { side, error } = out;
    return {
      ok: false,
      error: { input: error.input, message: side ? `${side}: ${error.message}` : error.message },
    };
  }
  return evaluate(calc, inputs);
}

function tooLong(length: number): EvalOutput {
  return lineError(
    `the line is ${length.toLocaleString("en-US")} characters long, too long to be a scenario (at most ${MAX_LINE_LENGTH.toLocaleString("en-US")})`,
  );
}

/** One line of the input: its text, or only its length when that is past the limit. */
type Line = { text: string } | { tooLong: number };

/**
 * The lines of a stream, split at LF; a CR just before the LF belongs to the line end (CRLF).
 * A line past `limit` characters is not kept, only counted, so memory stays bounded.
 */
export async function* readLines(
  input: NodeJS.ReadableStream,
  limit = MAX_LINE_LENGTH,
): AsyncGenerator<Line> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let overflow = 0; // the length of a line past the limit so far (0: within it)
  function* take(text: string, last: boolean): Generator<Line> {
    let start = 0;
    for (;;) {
      const lf = text.indexOf("\n", start);
      const end = lf < 0 ? text.length : lf;
      const length = end - start;
      if (overflow > 0) overflow += length;
      else if (pending.length + length > limit + 1) {
        // limit + 1: a line of `limit` characters may still be followed by the CR of a CRLF.
        overflow = pending.length + length;
        pending = "";
      } else if (length > 0) pending += text.slice(start, end);
      if (lf < 0) break;
      yield line(true);
      start = lf + 1;
    }
    if (last && (pending.length > 0 || overflow > 0)) yield line(false);
  }
  function line(ended: boolean): Line {
    const out: Line =
      overflow > 0
        ? { tooLong: overflow }
        : { text: ended && pending.endsWith("\r") ? pending.slice(0, -1) : pending };
    pending = "";
    overflow = 0;
    if ("text" in out && out.text.length > limit) return { tooLong: out.text.length };
    return out;
  }
  for await (const chunk of input) {
    yield* take(typeof chunk === "string" ? chunk : decoder.write(chunk as Buffer), false);
  }
  yield* take(decoder.end(), true);
}

export const evalCommand: Command = {
  name: "eval",
  summary: "machine interface: JSON Lines of {calc, inputs} in, one JSON result line out per line",
  help: `Usage: njcredit eval < requests.jsonl > results.jsonl

Reads JSON Lines on standard input and writes exactly one JSON line per input line, in order.

Input line:  {"calc": CALC, "inputs": {...canonical input names...}}
         or  {"calc": CALC, "compare": [{...inputs a...}, {...inputs b...}]}   (why they differ)
  CALC is emerge.perJob, emerge.annual, emerge.schedule or wind.schedule.
Output line: {"ok": true, "result": {...}}
         or  {"ok": false, "error": {"input": NAME_OR_NULL, "message": TEXT}}

Money is a string with two decimals ("3217.50"); counts are numbers; dates are ISO strings.
Numbers are read exactly as written, never rounded first: 49999999.99999999999 is below
50000000. Lines end at LF or CRLF (a lone CR is not a line end).
A bad line is answered with an error line; reading never stops early. Blank lines, lines nested
more than ${MAX_NESTING} levels deep and lines over ${MAX_LINE_LENGTH.toLocaleString("en-US")} characters are answered with an
error line too, so output line N always answers input line N.
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
    // Write in batches: one write per line is the slowest part of a long run.
    let buffer: string[] = [];
    const flush = (): void => {
      if (buffer.length) io.stdout.write(buffer.join(""));
      buffer = [];
    };
    try {
      for await (const line of readLines(io.stdin)) {
        const out =
          "tooLong" in line ? tooLong(line.tooLong) : evalLine(line.text.replace(/^\uFEFF/, ""));
        buffer.push(JSON.stringify(out) + "\n");
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
