/**
 * `njcredit batch`: a portfolio of scenarios, CSV in, CSV out (interface.md 1.2).
 *
 * One scenario per row; the header names the inputs (any spelling the core accepts) and, in an
 * optional `calc` column, the calculation of each row. The output repeats every input column and
 * adds the result columns, one output row per input row, in order. A bad row is an error row
 * (ok = false, with the input and the message) and the run goes on; the exit code is 0 once the
 * whole file has been read, as for `njcredit eval`. Fully blank rows (a spreadsheet's trailing
 * ",,,," lines) are not scenarios and are skipped, and the summary says how many.
 */
import * as fs from "fs";
import * as path from "path";
import { calculations, evaluate } from "../core";
import { canonicalName, closestName, normalizeName, type Schema } from "../core/inputs";
import type { Command, CommandIO } from "./command";
import { CsvError, formatCsvRecord, parseCsv } from "./csv";
import {
  EXIT_INPUT,
  EXIT_OK,
  type EvalOutputLike,
  type FlagSpec,
  UsageError,
  count,
  parseArgs,
  renderHelp,
  usageFailure,
  write,
} from "./format";

/** The calculations a row may name in its `calc` column. */
export const BATCH_CALCS = [
  "emerge.perJob",
  "emerge.annual",
  "emerge.schedule",
  "wind.schedule",
] as const;
type BatchCalc = (typeof BATCH_CALCS)[number];
const DEFAULT_CALC: BatchCalc = "emerge.perJob";

/** A result column: its header and how it is read from a result. */
interface ResultColumn {
  header: string;
  read(result: Record<string, unknown>): string;
}

const field =
  (name: string) =>
  (result: Record<string, unknown>): string =>
    cell(result[name]);

/** Per-year values of a schedule in one cell, `;`-separated like the per-year inputs. */
const perYear =
  (name: string) =>
  (result: Record<string, unknown>): string =>
    Array.isArray(result.years)
      ? result.years.map((y: Record<string, unknown>) => cell(y[name])).join(";")
      : "";

/** The main fields of each calculation's result (interface.md 1.1), as output columns. */
const RESULT_COLUMNS: Record<BatchCalc, ResultColumn[]> = {
  "emerge.perJob": [
    { header: "status", read: field("status") },
    { header: "per_job_credit", read: field("perJobCredit") },
  ],
  "emerge.annual": [
    { header: "before_cap", read: field("beforeCap") },
    { header: "annual_credit", read: field("annualCredit") },
  ],
  "emerge.schedule": [
    { header: "credit_by_year", read: perYear("credit") },
    { header: "total_credit", read: field("totalCredit") },
  ],
  "wind.schedule": [
    { header: "eligible", read: field("eligible") },
    { header: "credit_base", read: field("creditBase") },
    { header: "total_credit", read: field("totalCredit") },
    { header: "allowed_by_year", read: perYear("allowed") },
    { header: "allowed_total", read: field("allowedTotal") },
    { header: "forfeited_total", read: field("forfeitedTotal") },
    { header: "pending_total", read: field("pendingTotal") },
  ],
};

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cell).join(";");
  return String(value);
}

const FLAGS: FlagSpec[] = [
  {
    flag: "out",
    key: "out",
    type: "value",
    hint: "<file>",
    description: "write the results to this file (default: standard output)",
    input: false,
  },
  {
    flag: "keep",
    key: "keep",
    type: "value",
    list: true,
    hint: "<column[,column…]>",
    description:
      "columns to copy to the output without reading them as inputs (an id, a project name)",
    input: false,
  },
  {
    flag: "quiet",
    key: "quiet",
    type: "bool",
    description: "no progress on standard error (the final summary line is still written)",
    input: false,
  },
];

const help = renderHelp({
  usage: "njcredit batch <scenarios.csv | -> [--out results.csv] [--keep id,name]",
  summary:
    "Computes a portfolio: one scenario per CSV row, one result row per scenario. The header row " +
    "names the inputs (canonical names in any spelling the core accepts: newJobs, new_jobs, New jobs). " +
    "An optional `calc` column chooses each row's calculation: emerge.perJob (the default), " +
    "emerge.annual, emerge.schedule or wind.schedule. An empty cell means not given; per-year lists " +
    "go in one cell separated by semicolons (100;150;200); yes/no cells are TRUE or FALSE. Give - to read standard input.",
  notes: [
    "The output repeats the input columns, then: ok, error_input, error_message, and the main " +
      "results of the calculations in the file (status, per_job_credit; before_cap, annual_credit; " +
      "credit_by_year, total_credit; eligible, credit_base, allowed_by_year, allowed_total, " +
      "forfeited_total, pending_total). Money is written 1234.50, lists with semicolons. A bad row " +
      "becomes an error row and the run goes on. Rows are numbered as in a spreadsheet (the header is row 1). " +
      "CSV per RFC 4180 (quoted fields, CRLF); a byte order mark on the input is kept on the output.",
    "Exit code 0 when every row was read (see the ok column and the summary line for errors), " +
      "1 when the file cannot be read or its header names an unknown input, 2 for a bad command line.",
  ],
  flags: FLAGS,
  examples: [
    "njcredit batch scenarios.csv --out results.csv",
    "printf 'location,smallBusiness,newJobs\\nenhanced,TRUE,300\\n' | njcredit batch -",
  ],
});

interface Column {
  /** The header as written (echoed to the output). */
  header: string;
  /** What the column is: the calc column, an input, a column to carry through, or an unnamed column. */
  role: "calc" | "input" | "keep" | "unnamed";
}

/** Every input name of every batch calculation, for checking the header. */
function allSchemas(): Schema[] {
  const registry = calculations as Record<string, { schema: Schema } | undefined>;
  return BATCH_CALCS.map((c) => registry[c]?.schema).filter((s): s is Schema => s !== undefined);
}

function classifyHeader(header: readonly string[], keep: readonly string[]): Column[] {
  const keepKeys = new Set(keep.map(normalizeName));
  const schemas = allSchemas();
  const known = [...new Set(schemas.flatMap((s) => Object.keys(s)))];
  return header.map((raw) => {
    const name = raw.trim();
    if (name === "") return { header: raw, role: "unnamed" };
    if (keepKeys.has(normalizeName(name))) return { header: raw, role: "keep" };
    if (normalizeName(name) === "calc") return { header: raw, role: "calc" };
    if (schemas.some((s) => canonicalName(s, name) !== undefined))
      return { header: raw, role: "input" };
    const suggestion = closestName(name, known);
    throw new HeaderError(
      `the header's column "${name}" is not an input of any calculation${suggestion ? `; did you mean "${suggestion}"?` : ""} ` +
        `(to carry a column such as an id or a name through to the output, give --keep "${name}")`,
    );
  });
}

class HeaderError extends Error {}

function calcOf(text: string | undefined): BatchCalc | undefined {
  if (text === undefined || text.trim() === "") return DEFAULT_CALC;
  const key = text.trim().toLowerCase();
  return BATCH_CALCS.find((c) => c.toLowerCase() === key);
}

/** A cell as a raw input: blank = not given (left out), `a;b;c` = a per-year list. */
function rawValue(text: string): string | string[] | undefined {
  if (text.trim() === "") return undefined;
  return text.includes(";") ? text.split(";").map((s) => s.trim()) : text;
}

interface RowOutcome {
  ok: boolean;
  errorInput: string;
  errorMessage: string;
  calc?: BatchCalc;
  result?: Record<string, unknown>;
}

function evaluateRow(columns: readonly Column[], fields: readonly string[]): RowOutcome {
  const fail = (input: string | null, message: string): RowOutcome => ({
    ok: false,
    errorInput: input ?? "",
    errorMessage: message,
  });
  if (fields.length > columns.length) {
    return fail(
      null,
      `the row has ${fields.length} fields but the header has ${columns.length} columns`,
    );
  }
  let calcText: string | undefined;
  const inputs: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const text = fields[i] ?? "";
    const column = columns[i];
    if (column.role === "calc") calcText = text;
    else if (column.role === "input") {
      const value = rawValue(text);
      if (value !== undefined) inputs[column.header.trim()] = value;
    } else if (column.role === "unnamed" && text.trim() !== "") {
      return fail(null, `column ${i + 1} has a value ("${text}") but no name in the header row`);
    }
  }
  const calc = calcOf(calcText);
  if (calc === undefined) {
    return fail(
      "calc",
      `calc must be one of ${BATCH_CALCS.join(", ")}; "${calcText}" is not accepted`,
    );
  }
  let out: EvalOutputLike;
  try {
    out = evaluate(calc, inputs);
  } catch (error) {
    // evaluate answers bad input with an error value; anything thrown is a defect, but one row's
    // defect must not lose the rest of the portfolio.
    return fail(null, `internal error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!out.ok) return { ...fail(out.error.input, out.error.message), calc };
  return { ok: true, errorInput: "", errorMessage: "", calc, result: out.result };
}

async function readInput(source: string, io: CommandIO): Promise<string> {
  if (source === "-") {
    if ((io.stdin as { isTTY?: boolean }).isTTY === true) {
      // Typing a CSV by hand is rare; a silent wait for input looks like a hang.
      await write(io.stderr, "njcredit batch: reading CSV from the terminal; end with Ctrl-D\n");
    }
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin as AsyncIterable<Buffer | string>) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    }
    return Buffer.concat(chunks).toString("utf8");
  }
  return fs.promises.readFile(source, "utf8");
}

/** Progress on stderr: a rewritten line on a terminal, a line per 1,000 rows otherwise. */
class Progress {
  private readonly tty: boolean;
  private shown = false;
  constructor(
    private readonly stderr: NodeJS.WritableStream,
    private readonly total: number,
    private readonly quiet: boolean,
  ) {
    this.tty = (stderr as { isTTY?: boolean }).isTTY === true;
  }
  async tick(done: number): Promise<void> {
    if (this.quiet) return;
    if (this.tty && done % 100 === 0) {
      this.shown = true;
      await write(this.stderr, `\rnjcredit batch: ${count(done)} of ${count(this.total)} rows`);
    } else if (!this.tty && done % 1000 === 0) {
      await write(this.stderr, `njcredit batch: ${count(done)} of ${count(this.total)} rows\n`);
    }
  }
  /** Clear a terminal progress line before the summary. */
  async finish(): Promise<void> {
    if (this.shown) await write(this.stderr, "\r\x1b[K");
  }
}

async function runBatch(args: readonly string[], io: CommandIO): Promise<number> {
  let source: string;
  let outPath: string | undefined;
  let keep: string[];
  let quiet: boolean;
  try {
    const parsed = parseArgs(args, FLAGS);
    if (parsed.help) {
      await write(io.stdout, help);
      return EXIT_OK;
    }
    if (parsed.positionals.length === 0) {
      throw new UsageError("which file? give the scenarios CSV file (or - for standard input)");
    }
    if (parsed.positionals.length > 1) {
      throw new UsageError(
        `give one scenarios file; "${parsed.positionals[1]}" is one too many (the output file goes after --out)`,
      );
    }
    source = parsed.positionals[0];
    outPath = parsed.values.out as string | undefined;
    const keepValue = parsed.values.keep;
    keep =
      keepValue === undefined ? [] : Array.isArray(keepValue) ? keepValue : [String(keepValue)];
    quiet = parsed.values.quiet === true;
    if (outPath !== undefined && source !== "-" && path.resolve(outPath) === path.resolve(source)) {
      throw new UsageError(
        `--out ${outPath} is the scenarios file itself; write the results to another file`,
      );
    }
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, "batch", error);
    throw error;
  }

  const fail = async (message: string) => {
    await write(io.stderr, `njcredit batch: ${message}\n`);
    return EXIT_INPUT;
  };

  let text: string;
  try {
    text = await readInput(source, io);
  } catch (error) {
    return fail(
      `cannot read ${source === "-" ? "standard input" : source}: ${(error as Error).message}`,
    );
  }
  let doc;
  try {
    doc = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      return fail(`${source === "-" ? "standard input" : source}, ${error.message}`);
    throw error;
  }
  if (doc.records.length === 0)
    return fail("the file is empty; the first row must name the inputs");

  const header = doc.records[0].fields;
  let columns: Column[];
  try {
    columns = classifyHeader(header, keep);
  } catch (error) {
    if (error instanceof HeaderError) return fail(error.message);
    throw error;
  }
  const dataRows = doc.records.slice(1).map((record, i) => ({ ...record, row: i + 2 }));
  const blank = (fields: readonly string[]) => fields.every((f) => f.trim() === "");
  const scenarios = dataRows.filter((r) => !blank(r.fields));

  // The result columns: those of every calculation the file asks for, in a fixed order.
  const calcColumn = columns.findIndex((c) => c.role === "calc");
  const used = new Set<BatchCalc>();
  for (const r of scenarios) {
    const calc = calcOf(calcColumn >= 0 ? r.fields[calcColumn] : undefined);
    if (calc) used.add(calc);
  }
  if (used.size === 0) used.add(DEFAULT_CALC);
  const resultColumns: ResultColumn[] = [];
  for (const calc of BATCH_CALCS) {
    if (!used.has(calc)) continue;
    for (const column of RESULT_COLUMNS[calc]) {
      if (!resultColumns.some((c) => c.header === column.header)) resultColumns.push(column);
    }
  }

  let out: NodeJS.WritableStream = io.stdout;
  let file: fs.WriteStream | undefined;
  if (outPath !== undefined) {
    file = fs.createWriteStream(outPath);
    const opened = await new Promise<Error | null>((resolve) => {
      file!.once("open", () => resolve(null));
      file!.once("error", resolve);
    });
    if (opened) return fail(`cannot write ${outPath}: ${opened.message}`);
    out = file;
  }

  const progress = new Progress(io.stderr, scenarios.length, quiet);
  await write(
    out,
    (doc.bom ? "\uFEFF" : "") +
      formatCsvRecord([
        ...header,
        "ok",
        "error_input",
        "error_message",
        ...resultColumns.map((c) => c.header),
      ]),
  );
  let ok = 0;
  let firstError: string | undefined;
  let done = 0;
  for (const r of scenarios) {
    const outcome = evaluateRow(columns, r.fields);
    const echoed = header.map((_, i) => r.fields[i] ?? "");
    const results = resultColumns.map((c) => resultCell(c, outcome));
    await write(
      out,
      formatCsvRecord([
        ...echoed,
        outcome.ok ? "true" : "false",
        outcome.errorInput,
        outcome.errorMessage,
        ...results,
      ]),
    );
    if (outcome.ok) ok++;
    else
      firstError ??= `row ${r.row}${outcome.errorInput ? `, ${outcome.errorInput}` : ""}: ${outcome.errorMessage}`;
    done++;
    await progress.tick(done);
  }
  await progress.finish();
  if (file) {
    const closed = await new Promise<Error | null>((resolve) => {
      file!.once("error", resolve);
      file!.end(() => resolve(null));
    });
    if (closed) return fail(`cannot write ${outPath}: ${closed.message}`);
  }

  const errors = scenarios.length - ok;
  const skipped = dataRows.length - scenarios.length;
  const parts = [
    `${count(scenarios.length)} row${scenarios.length === 1 ? "" : "s"}${outPath ? ` → ${outPath}` : ""}`,
    `${count(ok)} ok`,
    `${count(errors)} with errors${firstError ? ` (first: ${firstError})` : ""}`,
  ];
  if (skipped > 0) parts.push(`${count(skipped)} blank row${skipped === 1 ? "" : "s"} skipped`);
  await write(io.stderr, `njcredit batch: ${parts.join("; ")}\n`);
  return EXIT_OK;
}

/**
 * A result cell: read by the row's own calculation's column of that name (total_credit is shared
 * by two calculations); a column of another calculation, or any column of an error row, is empty.
 */
function resultCell(column: ResultColumn, outcome: RowOutcome): string {
  if (!outcome.ok || !outcome.result || !outcome.calc) return "";
  const own = RESULT_COLUMNS[outcome.calc].find((c) => c.header === column.header);
  return own ? own.read(outcome.result) : "";
}

export const batchCommand: Command = {
  name: "batch",
  summary: "a portfolio: scenarios CSV in, results CSV out",
  help,
  run: runBatch,
};

export default batchCommand;
