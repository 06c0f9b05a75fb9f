/**
 * `njcredit batch`: a portfolio of scenarios, CSV in, CSV out (docs/interface.md 1.2).
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
import { calculations, evaluate, type AnyResultJson, type EvalOutput } from "../core";
import {
  EMERGE_YEAR_TABLE,
  RESULT_COLUMNS as CORE_RESULT_COLUMNS,
  WIND_YEAR_TABLE,
  pickColumns,
  type CellValue,
  type ResultTable,
} from "../core/columns";
import { canonicalName, closestName, normalizeName, type Schema } from "../core/inputs";
import { UsageError, parseArgs, type FlagSpec } from "./args";
import type { Command, CommandIO } from "./command";
import { CsvError, type CsvRecord, formatCsvRecord, readCsv } from "./csv";
import { renderHelp } from "./help";
import { EXIT_INPUT, EXIT_OK, usageFailure, write } from "./run";
import { count } from "./table";

/** The calculations a row may name in its `calc` column. */
export const BATCH_CALCS = [
  "emerge.perJob",
  "emerge.annual",
  "emerge.schedule",
  "wind.schedule",
] as const;
type BatchCalc = (typeof BATCH_CALCS)[number];
const DEFAULT_CALC: BatchCalc = "emerge.perJob";

/** A result column of the output: its CSV header and how its cell is read from a result. */
interface ResultColumn {
  header: string;
  read(result: AnyResultJson): string;
}

/** `perJobCredit` → `per_job_credit`: the CSV headers are the core's keys in snake case. */
function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/** A field of the result, as the core's result columns read it (src/core/columns.ts). */
function field<C extends BatchCalc>(calc: C, key: string): ResultColumn {
  const [column] = pickColumns({ columns: CORE_RESULT_COLUMNS[calc] }, [key]);
  return { header: snakeCase(key), read: (result) => cell(column.read(result as never)) };
}

/** Per-year values of a schedule in one cell, `;`-separated like the per-year inputs. */
function perYear<Result, Row>(table: ResultTable<Result, Row>, key: string): ResultColumn {
  const [column] = pickColumns(table, [key]);
  return {
    header: `${snakeCase(key)}_by_year`,
    read: (result) =>
      table
        .rows(result as Result)
        .map((y) => cell(column.read(y)))
        .join(";"),
  };
}

/** The main fields of each calculation's result (docs/interface.md 1.1), as output columns. */
const RESULT_COLUMNS: Record<BatchCalc, ResultColumn[]> = {
  "emerge.perJob": [field("emerge.perJob", "status"), field("emerge.perJob", "perJobCredit")],
  "emerge.annual": [field("emerge.annual", "beforeCap"), field("emerge.annual", "annualCredit")],
  "emerge.schedule": [
    perYear(EMERGE_YEAR_TABLE, "credit"),
    field("emerge.schedule", "totalCredit"),
  ],
  "wind.schedule": [
    field("wind.schedule", "eligible"),
    field("wind.schedule", "creditBase"),
    field("wind.schedule", "totalCredit"),
    perYear(WIND_YEAR_TABLE, "allowed"),
    field("wind.schedule", "allowedTotal"),
    field("wind.schedule", "forfeitedTotal"),
    field("wind.schedule", "pendingTotal"),
  ],
};

/** A value as its CSV cell: exact text as the machine interface writes it; none is empty. */
function cell(value: CellValue): string {
  return value === null ? "" : String(value);
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
      "results of the calculations the header allows (without a calc column: status, per_job_credit; " +
      "with one, Emerge's when there is a location column: status, per_job_credit, before_cap, " +
      "annual_credit, credit_by_year, total_credit; wind's when there is a role column: eligible, " +
      "credit_base, total_credit, allowed_by_year, allowed_total, forfeited_total, pending_total). " +
      "Money is written 1234.50, lists with semicolons. A bad row becomes an error row and the run goes on. " +
      "Rows are numbered as in a spreadsheet (the header is row 1); a row with fewer cells than the " +
      "header leaves the rest not given, one with more is an error row.",
    "Rows are read and written one at a time, so a file of any length runs in the same memory; " +
      "progress goes to standard error (--quiet for none).",
    "CSV per RFC 4180 (quoted fields with commas and doubled quotes; CRLF, LF or CR end a row); " +
      "a byte order mark on the input is kept on the output. Read strictly: a quote that never " +
      "closes, a quote inside an unquoted field, text after a closing quote, a cell spanning " +
      "lines (one row is one scenario; an open quote swallows rows that way), or a column named " +
      "twice (names match ignoring case, spaces, _ and -) refuses the file, naming the line or the " +
      "columns; with --out nothing is written (the results file appears only once the whole " +
      "input has been read).",
    "A cell of the output that a spreadsheet would run as a formula (it begins with =, +, -, @, " +
      "a tab or a carriage return and is not a number) is written with a ' before it, so it shows " +
      "as text (OWASP's guidance on CSV injection); negative numbers such as -1500.00 stay numbers. " +
      "This holds for every cell: headers, kept columns, echoed inputs and error messages.",
    "Exit code 0 when every row was read (see the ok column and the summary line for errors), " +
      "1 when the file cannot be read, is not valid CSV, or its header names an unknown input or " +
      "a column twice, 2 for a bad command line.",
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
  const columns = header.map((raw): Column => {
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
  refuseDuplicates(columns, schemas);
  return columns;
}

/**
 * Two columns that name the same thing (location and location, newJobs and NEW JOBS, two calc
 * columns) are refused: which of the two a row means is a guess either way.
 */
function refuseDuplicates(columns: readonly Column[], schemas: readonly Schema[]): void {
  const groups = new Map<string, number[]>();
  columns.forEach((column, i) => {
    if (column.role === "unnamed") return;
    const key = column.role === "calc" ? "calc" : normalizeName(column.header.trim());
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const clashes = [...groups.values()]
    .filter((at) => at.length > 1)
    .map((at) => {
      const column = columns[at[0]];
      const name = column.header.trim();
      const what =
        column.role === "calc"
          ? "the calc column"
          : column.role === "input"
            ? `the input ${schemas.map((s) => canonicalName(s, name)).find((c) => c !== undefined)}`
            : `the column ${name}`;
      const listed = at.map((i) => `${i + 1} ("${columns[i].header.trim()}")`);
      const verb = at.length === 2 ? "are both" : "are all";
      return `columns ${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]} ${verb} ${what}`;
    });
  if (clashes.length > 0) {
    throw new HeaderError(
      `the header names a column more than once: ${clashes.join("; ")}. Give each column once (names match ignoring case, spaces, _ and -); nothing was computed`,
    );
  }
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
  result?: AnyResultJson;
}

/**
 * The result columns, from the header alone (they are written before the first row is read):
 * without a calc column, those of the default calculation; with one, those of Emerge's three
 * calculations when the header has a location column and wind's when it has a role column (the
 * input each credit cannot do without), or of all four when it has neither.
 */
function resultColumnsFor(columns: readonly Column[]): ResultColumn[] {
  const has = (name: string) =>
    columns.some((c) => c.role === "input" && normalizeName(c.header.trim()) === name);
  let used: BatchCalc[];
  if (!columns.some((c) => c.role === "calc")) used = [DEFAULT_CALC];
  else {
    used = BATCH_CALCS.filter((c) => has(c.startsWith("emerge.") ? "location" : "role"));
    if (used.length === 0) used = [...BATCH_CALCS];
  }
  const resultColumns: ResultColumn[] = [];
  for (const calc of used) {
    for (const column of RESULT_COLUMNS[calc]) {
      if (!resultColumns.some((c) => c.header === column.header)) resultColumns.push(column);
    }
  }
  return resultColumns;
}

function evaluateRow(
  columns: readonly Column[],
  fields: readonly string[],
  resultColumns: readonly ResultColumn[],
): RowOutcome {
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
  // One rule for blanks on every face: a wind row's blank role is an error, as an empty role
  // argument is in Excel, never the owner's credit (a tenant's row read as an owner's would
  // overstate it). Left out of the header, role is the core's default, as on the command line.
  const roleColumn = columns.findIndex(
    (c) => c.role === "input" && normalizeName(c.header.trim()) === "role",
  );
  if (calc === "wind.schedule" && roleColumn >= 0 && (fields[roleColumn] ?? "").trim() === "") {
    return {
      ...fail("role", 'role is required: "owner" or "tenant"; this row\'s role cell is empty'),
      calc,
    };
  }
  let out: EvalOutput;
  try {
    out = evaluate(calc, inputs);
  } catch (error) {
    // evaluate answers bad input with an error value; anything thrown is a defect, but one row's
    // defect must not lose the rest of the portfolio.
    return fail(null, `internal error: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!out.ok) return { ...fail(out.error.input, out.error.message), calc };
  const missing = RESULT_COLUMNS[calc].filter(
    (c) => !resultColumns.some((r) => r.header === c.header),
  );
  if (missing.length > 0) {
    // A result with nowhere to go must not pass as ok with empty result cells.
    return fail(
      "calc",
      `the output has no ${missing.map((c) => c.header).join(", ")} column for ${calc}: the header has no ${calc.startsWith("emerge.") ? "location" : "role"} column`,
    );
  }
  return { ok: true, errorInput: "", errorMessage: "", calc, result: out.result };
}

/** The scenarios as a byte stream, and the file's size (for progress) when it is a file. */
async function openInput(
  source: string,
  io: CommandIO,
): Promise<{ input: NodeJS.ReadableStream; size?: number }> {
  if (source === "-") {
    if ((io.stdin as { isTTY?: boolean }).isTTY === true) {
      // Typing a CSV by hand is rare; a silent wait for input looks like a hang.
      await write(io.stderr, "njcredit batch: reading CSV from the terminal; end with Ctrl-D\n");
    }
    return { input: io.stdin };
  }
  // Opened here, so that a missing or unreadable file is reported before anything is written.
  const handle = await fs.promises.open(source, "r");
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new Error("it is a directory, not a CSV file");
    return { input: handle.createReadStream(), size: stat.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Progress on stderr while rows are computed, without knowing their number in advance: a
 * rewritten line on a terminal (every 100 rows), a line per 1,000 rows otherwise; for a file,
 * with the share of its bytes read so far.
 */
class Progress {
  private readonly tty: boolean;
  private shown = false;
  constructor(
    private readonly stderr: NodeJS.WritableStream,
    private readonly size: number | undefined,
    private readonly quiet: boolean,
  ) {
    this.tty = (stderr as { isTTY?: boolean }).isTTY === true;
  }
  private text(done: number, bytes: number): string {
    const rows = `njcredit batch: ${count(done)} row${done === 1 ? "" : "s"}`;
    if (this.size === undefined || this.size === 0) return rows;
    const percent = Math.min(100, Math.floor((bytes * 100) / this.size));
    return `${rows} (${percent}% of the file)`;
  }
  async tick(done: number, bytes: number): Promise<void> {
    if (this.quiet) return;
    if (this.tty && done % 100 === 0) {
      this.shown = true;
      await write(this.stderr, `\r${this.text(done, bytes)}`);
    } else if (!this.tty && done % 1000 === 0) {
      await write(this.stderr, `${this.text(done, bytes)}\n`);
    }
  }
  /** Clear a terminal progress line before the summary. */
  async finish(): Promise<void> {
    if (this.shown) await write(this.stderr, "\r\x1b[K");
  }
}

/**
 * Where the results go: standard output, or a file written beside --out and renamed onto it once
 * the whole input has been read, so that a file refused half-way leaves no partial results (and
 * an earlier results file stays as it was).
 */
class Output {
  readonly stream: NodeJS.WritableStream;
  private constructor(
    stream: NodeJS.WritableStream,
    private readonly file?: { stream: fs.WriteStream; temp: string; path: string },
  ) {
    this.stream = stream;
  }
  static stdout(io: CommandIO): Output {
    return new Output(io.stdout);
  }
  static async file(outPath: string): Promise<Output> {
    const temp = path.join(
      path.dirname(outPath),
      `.${path.basename(outPath)}.${process.pid}.${Date.now()}.partial`,
    );
    const stream = fs.createWriteStream(temp, { flags: "wx" });
    const opened = await new Promise<Error | null>((resolve) => {
      stream.once("open", () => resolve(null));
      stream.once("error", resolve);
    });
    // The message names the file the user asked for, not the temporary one.
    if (opened) throw new Error(opened.message.split(temp).join(outPath));
    const output = new Output(stream, { stream, temp, path: outPath });
    // A failed write also rejects its own write(); this keeps the stream's event from crashing.
    stream.on("error", (error) => (output.failed ??= error));
    return output;
  }
  private failed: Error | undefined;
  /** Finish the file and put it in place. */
  async commit(): Promise<void> {
    if (!this.file) return;
    const { stream, temp } = this.file;
    await new Promise<void>((resolve, reject) => {
      if (this.failed) return reject(this.failed);
      stream.once("error", reject);
      stream.end(() => resolve());
    });
    await fs.promises.rename(temp, this.file.path);
  }
  /** Drop the partial file (the input was refused). */
  async discard(): Promise<void> {
    if (!this.file) return;
    const { stream, temp } = this.file;
    await new Promise<void>((resolve) => {
      stream.once("error", () => resolve());
      stream.end(() => resolve());
    });
    await fs.promises.rm(temp, { force: true });
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

  const sourceName = source === "-" ? "standard input" : source;
  const fail = async (message: string) => {
    await write(io.stderr, `njcredit batch: ${message}\n`);
    return EXIT_INPUT;
  };

  let opened;
  try {
    opened = await openInput(source, io);
  } catch (error) {
    return fail(`cannot read ${sourceName}: ${(error as Error).message}`);
  }
  const reader = readCsv(opened.input);
  const records = reader[Symbol.asyncIterator]();
  /** The next record, or a message why the input cannot be read on. */
  const next = async (): Promise<IteratorResult<CsvRecord> | string> => {
    try {
      return await records.next();
    } catch (error) {
      if (error instanceof CsvError) return `${sourceName}, ${error.message}`;
      return `cannot read ${sourceName}: ${(error as Error).message}`;
    }
  };

  /** Refuse the file, saying what became of the output. */
  const refuse = (message: string, written?: number) =>
    fail(
      outPath !== undefined
        ? `${message}\nnjcredit batch: the file is refused; nothing was written to ${outPath}`
        : written === undefined
          ? message
          : `${message}\nnjcredit batch: the file is refused; the output above is incomplete (${count(written)} result row${written === 1 ? "" : "s"} before this line)`,
    );

  const first = await next();
  if (typeof first === "string") return refuse(first);
  if (first.done) return fail("the file is empty; the first row must name the inputs");
  const headerSpanning = spanningCell(first.value);
  if (headerSpanning !== undefined) {
    await records.return?.();
    return refuse(`${sourceName}, ${headerSpanning}`);
  }
  const header = first.value.fields;
  let columns: Column[];
  try {
    columns = classifyHeader(header, keep);
  } catch (error) {
    if (error instanceof HeaderError) {
      await records.return?.();
      return refuse(error.message);
    }
    throw error;
  }
  const resultColumns = resultColumnsFor(columns);

  let output: Output;
  try {
    output = outPath === undefined ? Output.stdout(io) : await Output.file(outPath);
  } catch (error) {
    await records.return?.();
    return fail(`cannot write ${outPath}: ${(error as Error).message}`);
  }
  const out = output.stream;

  const progress = new Progress(io.stderr, opened.size, quiet);
  await write(
    out,
    (reader.bom ? "\uFEFF" : "") +
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
  let skipped = 0;
  let row = 1;
  try {
    for (;;) {
      const got = await next();
      if (typeof got === "string") {
        await progress.finish();
        await output.discard();
        return refuse(got, done);
      }
      if (got.done) break;
      const record = got.value;
      row++;
      const spanning = spanningCell(record);
      if (spanning !== undefined) {
        await progress.finish();
        await output.discard();
        return refuse(`${sourceName}, ${spanning}`, done);
      }
      if (record.fields.every((f) => f.trim() === "")) {
        skipped++;
        continue;
      }
      const outcome = evaluateRow(columns, record.fields, resultColumns);
      const echoed = header.map((_, i) => record.fields[i] ?? "");
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
        firstError ??= `row ${row}${outcome.errorInput ? `, ${outcome.errorInput}` : ""}: ${outcome.errorMessage}`;
      done++;
      await progress.tick(done, record.bytes);
    }
    await progress.finish();
    await output.commit();
  } catch (error) {
    await records.return?.();
    await output.discard();
    if (outPath !== undefined) return fail(`cannot write ${outPath}: ${(error as Error).message}`);
    throw error;
  }

  const errors = done - ok;
  const parts = [
    `${count(done)} row${done === 1 ? "" : "s"}${outPath ? ` → ${outPath}` : ""}`,
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

/**
 * A cell holding a line break, described for the refusal, or undefined. RFC 4180 allows one in
 * quotes, but in a scenarios file every row is a scenario, and a quote left open that pairs with
 * a later stray quote swallows the rows between into one such cell with no CSV error: those
 * scenarios would silently go uncomputed. Refusing every multi-line cell closes that gap.
 */
function spanningCell(record: CsvRecord): string | undefined {
  const i = record.fields.findIndex((f) => f.includes("\n") || f.includes("\r"));
  if (i < 0) return undefined;
  return (
    `line ${record.line}: cell ${i + 1} of the row that starts on this line spans several lines (a quoted field holding a line break). ` +
    `A scenarios file takes one line per row; most often a " was left open and swallowed the rows after it. Remove the line break, or close the quote`
  );
}
