/**
 * What the people's commands share: flags derived from a calculation's input schema, errors a
 * person can act on, aligned tables, the explanation (trace) table, and help text.
 *
 * The flags are not a second list of inputs: each command builds them from the schema the core
 * validates against, so a new input in the core is a new flag here without an edit, and the core
 * alone decides what a value means. The CLI only turns `--new-jobs 300` into `{newJobs: "300"}`.
 *
 * Exit codes: 0 success, 1 an input the calculation rejected, 2 a command line that could not be
 * understood (unknown flag, missing value, stray argument).
 */
import type { TraceStepJson } from "../core/trace";
import { evaluate } from "../core";
import { Decimal, displayMoney, displayNumber } from "../core/decimal";
import { closestName, normalizeName } from "../core/inputs";
import type { FieldSpec, Schema } from "../core/inputs";
import type { CommandIO } from "./command";

export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;

/** A command line that cannot be understood: exit code 2, with a message naming the flag. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** `newJobs` → `new-jobs`. */
export function camelToKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** `new-jobs` → `newJobs`. */
export function kebabToCamel(name: string): string {
  return name.replace(/-+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A flag a command accepts. */
export interface FlagSpec {
  /** Without the dashes, kebab-case: "new-jobs". */
  flag: string;
  /** The key the value goes under: a canonical input name, or a command option ("json"). */
  key: string;
  /** A bare flag (`--x` true, `--no-x` false) or one that takes a value. */
  type: "bool" | "value";
  /** The value may be a comma-separated list (one value per year). */
  list?: boolean;
  /** What the value looks like, for help: "<count>", "<grm|enhanced|…>". */
  hint?: string;
  description: string;
  /** Whether the key is an input of the calculation (true) or an option of the command. */
  input: boolean;
}

/** The flags for every input of a calculation's schema, in the schema's order. */
export function flagsFromSchema(
  schema: Schema,
  options: { defaults?: Record<string, string>; lists?: boolean } = {},
): FlagSpec[] {
  const defaults = options.defaults ?? {};
  return Object.entries(schema).map(([name, spec]) => {
    const flag = flagFromField(name, spec, options.lists ?? true);
    const given = defaults[name];
    return given === undefined
      ? flag
      : { ...flag, description: `${flag.description} (default: ${given})` };
  });
}

/**
 * One input as a flag. `lists`: whether this command takes per-year lists (a schedule); where it
 * does not, a value is never split at commas, so "1,500,000" stays one grouped amount.
 */
function flagFromField(name: string, spec: FieldSpec, lists: boolean): FlagSpec {
  const kind = spec.kind;
  const base = { flag: camelToKebab(name), key: name, description: spec.description, input: true };
  if (kind.kind === "bool") return { ...base, type: "bool" };
  const list = lists && "list" in kind && kind.list !== undefined;
  return { ...base, type: "value", list, hint: valueHint(spec, list) };
}

function valueHint(spec: FieldSpec, list: boolean): string {
  const kind = spec.kind;
  let one: string;
  switch (kind.kind) {
    case "enum":
      return `<${kind.choices.map((c) => c.value).join("|")}>`;
    case "date":
      return "<YYYY-MM-DD>";
    case "whole":
      one = "count";
      break;
    case "money":
      one = "amount";
      break;
    case "number":
      one = "number";
      break;
    default:
      one = "value";
  }
  return list ? `<${one}[,${one}…]>` : `<${one}>`;
}

export const JSON_FLAG: FlagSpec = {
  flag: "json",
  key: "json",
  type: "bool",
  description:
    "print the machine interface's JSON result (as `njcredit eval` would) instead of tables",
  input: false,
};

export interface ParsedArgs {
  /** Flag values by key: strings (or lists of strings) for value flags, booleans for bare flags. */
  values: Record<string, string | string[] | boolean>;
  positionals: string[];
  help: boolean;
}

/**
 * Parse `--flag value`, `--flag=value`, bare `--flag` / `--no-flag` for booleans, and `-h` /
 * `--help`. Flag names match like input names do (case, `-` and `_` ignored), so `--newJobs`
 * works too. Throws UsageError naming the flag and what is accepted.
 */
export function parseArgs(args: readonly string[], flags: readonly FlagSpec[]): ParsedArgs {
  const byName = new Map<string, FlagSpec>();
  for (const f of flags) byName.set(normalizeName(f.flag), f);
  const values: ParsedArgs["values"] = {};
  const givenAs = new Map<string, string>();
  const positionals: string[] = [];
  let help = false;
  let onlyPositionals = false;

  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (onlyPositionals || !arg.startsWith("-") || arg === "-" || /^-\d/.test(arg)) {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPositionals = true;
      continue;
    }
    if (arg === "-h" || arg === "--help") {
      help = true;
      continue;
    }
    if (!arg.startsWith("--")) {
      throw new UsageError(`unknown option ${arg}; flags are written --name (see --help)`);
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
    const key = normalizeName(name);
    let spec = byName.get(key);
    let negated = false;
    if (!spec && key.startsWith("no")) {
      const positive = byName.get(key.slice(2));
      if (positive && positive.type === "bool") {
        spec = positive;
        negated = true;
      }
    }
    if (!spec) throw new UsageError(unknownFlagMessage(name, flags));

    const earlier = givenAs.get(spec.key);
    if (earlier !== undefined) {
      throw new UsageError(
        `--${spec.flag} is given twice (as ${earlier} and as ${arg}); give it once`,
      );
    }
    givenAs.set(spec.key, arg);

    if (spec.type === "bool") {
      if (inline === undefined) {
        values[spec.key] = !negated;
      } else if (negated) {
        throw new UsageError(
          `--no-${spec.flag} takes no value; write --no-${spec.flag} or --${spec.flag}=false`,
        );
      } else {
        const text = inline.trim().toLowerCase();
        if (text !== "true" && text !== "false") {
          throw new UsageError(
            `--${spec.flag} is a yes/no flag: write --${spec.flag}${spec.input ? ` or --no-${spec.flag}` : ""} (or --${spec.flag}=true / =false); "${inline}" is not accepted`,
          );
        }
        values[spec.key] = text === "true";
      }
      continue;
    }
    let value = inline;
    if (value === undefined) {
      const next = args[i + 1];
      if (next === undefined || (next.startsWith("--") && next.length > 2)) {
        throw new UsageError(
          `--${spec.flag} needs a value ${spec.hint ?? ""}: ${spec.description}`,
        );
      }
      value = next;
      i++;
    }
    if (spec.list) {
      const items = splitList(value);
      // "1,000" would silently become two years, 1 and 0: a piece like "000" or "050" is how a
      // thousands separator looks, never how anyone writes a count.
      if (Array.isArray(items) && items.some((item, k) => k > 0 && /^0\d/.test(item))) {
        throw new UsageError(
          `--${spec.flag} ${value}: in a list, commas separate the years, so write numbers without thousands separators (1000, not 1,000)`,
        );
      }
      values[spec.key] = items;
    } else {
      values[spec.key] = value;
    }
  }
  return { values, positionals, help };
}

/** "100,150,200" → ["100", "150", "200"]; a single value stays a single value (one for all years). */
export function splitList(text: string): string | string[] {
  if (!/[,;]/.test(text)) return text;
  return text.split(/[,;]/).map((s) => s.trim());
}

function unknownFlagMessage(name: string, flags: readonly FlagSpec[]): string {
  const names: string[] = [];
  for (const f of flags) {
    names.push(f.flag);
    if (f.type === "bool" && f.input) names.push(`no-${f.flag}`);
  }
  const suggestion = closestName(name, names);
  return suggestion
    ? `unknown flag --${name}; did you mean --${suggestion}?`
    : `unknown flag --${name}; see --help for the flags this command accepts`;
}

/**
 * A core error message for people: the input becomes its flag, and other inputs the message
 * mentions by their camelCase names become flags too (single-word names such as `year` are left
 * alone, since the same word appears in plain prose).
 */
export function inputErrorText(
  error: { input: string | null; message: string },
  flags: readonly FlagSpec[],
): string {
  let message = error.message;
  const multiword = flags
    .filter((f) => f.input && /[A-Z]/.test(f.key))
    .sort((a, b) => b.key.length - a.key.length);
  for (const f of multiword) {
    message = message.replace(new RegExp(`(?<![\\w-])${f.key}(?![\\w])`, "g"), `--${f.flag}`);
  }
  if (error.input === null) return message;
  const flag = flags.find((f) => f.key === error.input);
  const where = flag ? `--${flag.flag}` : error.input;
  if (message.startsWith(where)) return message;
  // "location must be one of …" reads as "--location must be one of …".
  if (new RegExp(`^${error.input}(?![\\w])`).test(message))
    return where + message.slice(error.input.length);
  return `${where}: ${message}`;
}

/** Text width in terminal columns (code points; every character we print is one column). */
function width(text: string): number {
  return Array.from(text).length;
}

export interface Column {
  header: string;
  align?: "left" | "right";
  /** The column may be word-wrapped to fit the table in a terminal's width. */
  wrap?: boolean;
}

const GAP = "  ";
/** The narrowest a wrapped column is made, however tight the terminal. */
const MIN_WRAP_WIDTH = 16;

/**
 * An aligned plain-text table: a header, a rule, the rows; columns two spaces apart. With
 * `maxWidth` (a terminal's width) the `wrap` columns are word-wrapped so each line fits, the
 * wider ones giving up space first; without it (output to a file or a pipe) nothing is wrapped,
 * so each row stays one line for grep.
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  maxWidth?: number,
): string {
  const natural = columns.map((c, i) =>
    Math.max(width(c.header), ...rows.map((r) => width(r[i] ?? ""))),
  );
  const widths = maxWidth === undefined ? natural : fitWidths(columns, natural, maxWidth);
  const line = (cells: readonly string[]) => {
    const wrapped = columns.map((c, i) =>
      c.wrap && widths[i] < natural[i] ? wrapText(cells[i] ?? "", widths[i]) : [cells[i] ?? ""],
    );
    const height = Math.max(...wrapped.map((w) => w.length));
    const lines: string[] = [];
    for (let k = 0; k < height; k++) {
      lines.push(
        columns
          .map((c, i) => {
            const cell = wrapped[i][k] ?? "";
            const pad = " ".repeat(Math.max(0, widths[i] - width(cell)));
            return c.align === "right" ? pad + cell : cell + pad;
          })
          .join(GAP)
          .replace(/\s+$/, ""),
      );
    }
    return lines.join("\n");
  };
  const rule = widths.map((w) => "-".repeat(w)).join(GAP);
  return [line(columns.map((c) => c.header)), rule, ...rows.map(line)].join("\n") + "\n";
}

/** Column widths that fit `maxWidth`: fixed columns keep theirs, wrap columns share the rest. */
function fitWidths(
  columns: readonly Column[],
  natural: readonly number[],
  maxWidth: number,
): number[] {
  const total = natural.reduce((a, b) => a + b, 0) + GAP.length * (columns.length - 1);
  if (total <= maxWidth) return [...natural];
  const widths = [...natural];
  const wrapping = columns.map((c, i) => (c.wrap ? i : -1)).filter((i) => i >= 0);
  const fixed = total - wrapping.reduce((a, i) => a + natural[i], 0);
  let room = Math.max(maxWidth - fixed, wrapping.length * MIN_WRAP_WIDTH);
  // Water-filling: the narrowest wrap columns keep their natural width while they fit an equal
  // share; the rest split what is left.
  const order = [...wrapping].sort((a, b) => natural[a] - natural[b]);
  for (let k = 0; k < order.length; k++) {
    const share = Math.floor(room / (order.length - k));
    const i = order[k];
    widths[i] = Math.max(Math.min(natural[i], share), Math.min(natural[i], MIN_WRAP_WIDTH));
    room -= widths[i];
  }
  return widths;
}

/** Word-wrap text to lines of at most `limit` columns (a word longer than that is split). */
export function wrapText(text: string, limit: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    let rest = word;
    while (width(rest) > limit) {
      if (current !== "") {
        lines.push(current);
        current = "";
      }
      const chars = Array.from(rest);
      lines.push(chars.slice(0, limit).join(""));
      rest = chars.slice(limit).join("");
    }
    if (current === "") current = rest;
    else if (width(current) + 1 + width(rest) <= limit) current += " " + rest;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current !== "" || lines.length === 0) lines.push(current);
  return lines;
}

/** Money as the machine interface writes it ("3217.50") shown for people ("3,217.50"). */
export function money(value: unknown): string {
  if (value === null || value === undefined) return "";
  return displayMoney(new Decimal(String(value)));
}

/** A count for people, grouped ("1,250"). */
export function count(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? displayNumber(new Decimal(value)) : String(value);
}

export type { TraceStepJson };

/** The explanation: every step of the trace, applied or not, with its amount and reason. */
export function renderTrace(trace: readonly TraceStepJson[], maxWidth?: number): string {
  return renderTable(
    [
      { header: "Step" },
      { header: "Label", wrap: true },
      { header: "Applied" },
      { header: "Amount", align: "right" },
      { header: "Reason", wrap: true },
    ],
    trace.map((s) => [s.id, s.label, s.applied ? "✓" : "–", money(s.amount), s.reason]),
    maxWidth,
  );
}

export interface HelpSpec {
  usage: string;
  summary: string;
  /** Paragraphs after the summary. */
  notes?: string[];
  flags: readonly FlagSpec[];
  examples: string[];
}

/** Help is written for an 100-column terminal (and reads fine in an 80-column one, mostly). */
const HELP_WIDTH = 100;

/** `--help` text: usage, what the command does, every flag with its values, examples. */
export function renderHelp(spec: HelpSpec): string {
  const entries = spec.flags.map((f) => {
    const names =
      f.type === "bool"
        ? f.input
          ? `--${f.flag}, --no-${f.flag}`
          : `--${f.flag}`
        : `--${f.flag} ${f.hint ?? "<value>"}`;
    return [names, f.description] as const;
  });
  entries.push(["-h, --help", "show this help"]);
  const nameWidth = Math.min(40, Math.max(...entries.map(([n]) => width(n))));
  const indent = " ".repeat(2 + nameWidth + 2);
  const flagLines = entries.map(([names, description]) => {
    const text = wrapText(description, HELP_WIDTH - indent.length);
    const first =
      width(names) > nameWidth
        ? [`  ${names}`, indent + text[0]]
        : [`  ${names.padEnd(nameWidth)}  ${text[0]}`];
    return [...first, ...text.slice(1).map((l) => indent + l)].join("\n");
  });
  const paragraph = (p: string) => wrapText(p, HELP_WIDTH).join("\n");
  return [
    `Usage: ${spec.usage}`,
    "",
    paragraph(spec.summary),
    ...(spec.notes ?? []).flatMap((p) => ["", paragraph(p)]),
    "",
    "Flags:",
    ...flagLines,
    "",
    spec.examples.length > 1 ? "Examples:" : "Example:",
    ...spec.examples.map((e) => `  ${e}`),
    "",
  ].join("\n");
}

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

/** What a calculation command (perjob, annual, schedule) needs besides the shared machinery. */
export interface CalcCommandSpec {
  /** The command's name ("perjob"), for messages. */
  command: string;
  /** The calculation it runs through `evaluate` ("emerge.perJob"). */
  calc: string;
  /** Every flag it accepts: the calculation's inputs and its options (--json). */
  flags: readonly FlagSpec[];
  help: string;
  /** The readable result; `maxWidth` is the terminal's width, when writing to one. */
  render(result: Record<string, unknown>, maxWidth?: number): string;
}

/**
 * Run a calculation command: flags → raw inputs → `evaluate` → a readable result (or, with
 * --json, the machine interface's JSON). Usage errors exit 2, rejected inputs exit 1.
 */
export async function runCalcCommand(
  spec: CalcCommandSpec,
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
  const out: EvalOutputLike = evaluate(spec.calc, inputs);
  if (parsed.values.json === true) {
    await write(io.stdout, JSON.stringify(out, null, 2) + "\n");
    return out.ok ? EXIT_OK : EXIT_INPUT;
  }
  if (!out.ok) {
    await write(io.stderr, `njcredit ${spec.command}: ${inputErrorText(out.error, spec.flags)}\n`);
    return EXIT_INPUT;
  }
  await write(io.stdout, spec.render(out.result, terminalWidth(io.stdout)));
  return EXIT_OK;
}

/** The shape of `evaluate`'s answer (interface.md 1.1). */
export type EvalOutputLike =
  | { ok: true; result: Record<string, unknown> }
  | { ok: false; error: { input: string | null; message: string } };

/** The width of the terminal a stream writes to, or undefined for a file or a pipe. */
export function terminalWidth(stream: NodeJS.WritableStream): number | undefined {
  const tty = stream as { isTTY?: boolean; columns?: number };
  return tty.isTTY === true && typeof tty.columns === "number" && tty.columns > 0
    ? tty.columns
    : undefined;
}
