/**
 * The command line's arguments: flags derived from a calculation's input schema, parsing
 * `--flag value` into raw inputs, and core errors worded in flags.
 *
 * The flags are not a second list of inputs: each command builds them from the schema the core
 * validates against, so a new input in the core is a new flag here without an edit, and the core
 * alone decides what a value means. The CLI only turns `--new-jobs 300` into `{newJobs: "300"}`.
 */
import { closestName, normalizeName } from "../core/inputs";
import type { FieldSpec, Schema } from "../core/inputs";

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

/**
 * The flags for every input of a calculation's schema, in the schema's order: each input's
 * meaning, and what the schema says applies when it is left out (or that it is required).
 */
export function flagsFromSchema(schema: Schema, options: { lists?: boolean } = {}): FlagSpec[] {
  return Object.entries(schema).map(([name, spec]) => {
    const flag = flagFromField(name, spec, options.lists ?? true);
    const note = spec.required
      ? "required"
      : spec.default !== undefined
        ? `default: ${asFlags(spec.default, schema)}`
        : undefined;
    return note === undefined ? flag : { ...flag, description: `${flag.description} (${note})` };
  });
}

/** Input names in a default's words as their flags: "of year" → "of --year". */
function asFlags(words: string, schema: Schema): string {
  return words.replace(/[A-Za-z]+/g, (word) =>
    Object.prototype.hasOwnProperty.call(schema, word) ? `--${camelToKebab(word)}` : word,
  );
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
