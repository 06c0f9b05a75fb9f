/**
 * Criteria merging: the named arguments and the criteria range as one raw inputs object for the
 * core. The criteria range is read in either orientation (name/value rows, or two rows with the
 * names across); an input given twice (as an argument and in criteria, or twice in criteria) is
 * refused, naming it. Unknown names pass through, so the core's message (with a suggestion)
 * names them.
 */
import { type CalcName } from "../core";
import { InputError } from "../core";
import { canonicalName, isBlank, normalizeName, type Schema } from "../core/inputs";
import {
  cellValue,
  dateSerialValue,
  isDateInput,
  isMatrix,
  refuseCommaText,
  schemaOf,
  widest,
  type ArgValue,
  type CellValue,
} from "./readers";

/** [argument name, core input name, value] of a named argument. */
export type NamedArg = [string, string, unknown];

/** Calculations that read a list-taking input (ListRule) as one value per year. */
const PER_YEAR_CALCS: ReadonlySet<CalcName> = new Set(["emerge.schedule", "wind.schedule"]);

/** Whether `input` (canonical) takes one value per year in `calc`. */
export function isPerYearInput(calc: CalcName, schema: Schema, input: string | undefined): boolean {
  if (input === undefined || !PER_YEAR_CALCS.has(calc)) return false;
  const kind = Object.prototype.hasOwnProperty.call(schema, input) ? schema[input].kind : undefined;
  return kind !== undefined && "list" in kind && kind.list !== undefined;
}

/**
 * Sets an input by a name the user wrote. "__proto__" is defined, not assigned: assigning it to a
 * plain object sets its prototype (or nothing), so the core would never see, and never refuse,
 * the name. Any other name assigned makes the same own property; defining every one put the
 * object in the engine's slow form, a tenth of a portfolio's time (bench/portfolio.bench.ts).
 */
function setInput(inputs: Record<string, unknown>, name: string, value: unknown): void {
  if (name !== "__proto__") {
    inputs[name] = value;
    return;
  }
  Object.defineProperty(inputs, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** One criteria row: the name as written, its canonical name (when known) and its value. */
export interface CriteriaEntry {
  name: string;
  canonical: string | undefined;
  value: CellValue | CellValue[];
  /** Where it sits, for messages ("row 3"). */
  where: string;
}

/**
 * The named arguments and the criteria as one raw inputs object. An input given both as an
 * argument and in the criteria, or twice in the criteria, is an error; an empty argument is
 * "not given" and leaves the criteria free to give it.
 */
export function merge(
  calc: CalcName,
  named: NamedArg[],
  criteria: ArgValue | undefined,
): Record<string, unknown> {
  return mergeEntries(calc, named, readCriteria(criteria, schemaOf(calc)));
}

/**
 * `merge` of entries already read: a criteria range's (readCriteria), or a PORTFOLIO row's, each
 * cell under its column's name (portfolio.ts); `from` names where they are in a message.
 */
export function mergeEntries(
  calc: CalcName,
  named: NamedArg[],
  entries: readonly CriteriaEntry[],
  from = "criteria",
): Record<string, unknown> {
  const schema = schemaOf(calc);
  const inputs: Record<string, unknown> = {};
  const givenAs = new Map<string, string>(); // normalized input name → argument name
  for (const [argument, input, value] of named) {
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) continue;
    inputs[input] = value;
    givenAs.set(normalizeName(input), argument);
  }
  const seen = new Map<string, CriteriaEntry>();
  for (const entry of entries) {
    const key = normalizeName(entry.canonical ?? entry.name);
    const argument = givenAs.get(key);
    const blank = isBlank(entry.value);
    if (argument !== undefined) {
      if (blank) continue; // an empty criteria value gives nothing, so nothing clashes
      const input = entry.canonical ?? entry.name;
      throw new InputError(
        input,
        `${input} is given both as the ${argument} argument and in ${from} (${entry.where}); give it once`,
      );
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const input = entry.canonical ?? entry.name;
      throw new InputError(
        input,
        `${input} is given twice in ${from} (${earlier.where} and ${entry.where}); give it once`,
      );
    }
    seen.set(key, entry);
    let value: unknown = entry.value;
    if (isPerYearInput(calc, schema, entry.canonical)) {
      const where = ` (${from} ${entry.where})`;
      if (Array.isArray(value)) {
        value.forEach((v, i) => refuseCommaText(entry.canonical!, v, `${where}, value ${i + 1}`));
      } else refuseCommaText(entry.canonical!, value, where);
    }
    if (isDateInput(schema, entry.canonical)) value = dateSerialValue(value);
    // Unknown names go to the core as written, so its message (with a suggestion) names them.
    setInput(inputs, entry.canonical ?? entry.name, value);
  }
  return inputs;
}

/**
 * The criteria argument as name/value entries. Accepted shapes:
 *  - vertical: rows of name, value (more cells to the right of a name make a per-year list);
 *  - horizontal: exactly two rows, names across the first, values below.
 * Orientation: the reading whose names are all inputs of the calculation; when both are (a
 * 2 × 2 that reads as names both ways, e.g. {"location","training";"jobType","new"}) vertical
 * wins; when neither is, the reading with more known names (vertical on a tie, or when the
 * range is not two rows), so the message (the core's, or ours for a missing name) points at
 * the one cell that is wrong. Fully empty rows (vertical) / columns (horizontal) are skipped.
 */
const CRITERIA_SHAPE =
  "criteria must be a two-column range of name/value rows (or a two-row range with the names across)";

export function readCriteria(criteria: ArgValue | undefined, schema: Schema): CriteriaEntry[] {
  if (criteria === undefined || criteria === null) return [];
  if (!isMatrix(criteria)) {
    if (isBlank(criteria)) return [];
    throw new InputError(
      "criteria",
      `${CRITERIA_SHAPE}, not the single value ${JSON.stringify(criteria)}`,
    );
  }
  const cells = criteria.map((row, r) =>
    (Array.isArray(row) ? row : [row]).map((c, col) =>
      cellValue("criteria", c, ` (row ${r + 1}, column ${col + 1})`),
    ),
  );
  if (cells.every((row) => row.every((c) => isBlank(c)))) return [];
  // A range selected a row or column too wide (an empty column left of the names, an empty row
  // above them) is read from its first filled row and column; messages count from the range's.
  const filledRows = [...cells.keys()].filter((r) => cells[r].some((c) => !isBlank(c)));
  const top = filledRows[0];
  const left = cells.reduce((min, row) => {
    const first = row.findIndex((c) => !isBlank(c));
    return first >= 0 && first < min ? first : min;
  }, Infinity);
  const m = cells.slice(top, filledRows[filledRows.length - 1] + 1).map((row) => row.slice(left));
  const rows = m.length;
  const cols = widest(m);
  const at = (r: number, c: number): CellValue => m[r]?.[c] ?? null;

  const known = (v: CellValue): boolean =>
    typeof v === "string" && canonicalName(schema, v) !== undefined;
  const nonBlankRows = [...Array(rows).keys()].filter((r) => m[r].some((c) => !isBlank(c)));
  const nonBlankCols = [...Array(cols).keys()].filter((c) =>
    m.some((row) => !isBlank(row[c] ?? null)),
  );
  const verticalNames = nonBlankRows.filter((r) => known(at(r, 0))).length;
  const horizontalNames = nonBlankCols.filter((c) => known(at(0, c))).length;
  const verticalFits = cols >= 2 && verticalNames === nonBlankRows.length;
  const horizontalFits = rows === 2 && horizontalNames === nonBlankCols.length;
  const vertical =
    verticalFits ||
    (!horizontalFits && cols >= 2 && !(rows === 2 && horizontalNames > verticalNames));
  if (!vertical && rows !== 2) {
    throw new InputError(
      "criteria",
      `${CRITERIA_SHAPE}; got ${criteria.length} × ${widest(cells)} cells`,
    );
  }

  const entries: CriteriaEntry[] = [];
  const lines = vertical ? nonBlankRows : nonBlankCols;
  for (const i of lines) {
    const where = vertical ? `row ${i + 1 + top}` : `column ${i + 1 + left}`;
    const name = vertical ? at(i, 0) : at(0, i);
    const values = vertical ? m[i].slice(1) : [at(1, i)];
    if (typeof name !== "string" || name.trim() === "") {
      throw new InputError(
        "criteria",
        `criteria ${where} has ${isBlank(name) ? "a value but no name" : `${JSON.stringify(name)} where the input's name belongs`}; each ${vertical ? "row" : "column"} is a name, then its value`,
      );
    }
    while (values.length > 0 && isBlank(values[values.length - 1])) values.pop();
    // {"smallBusiness",TRUE,"newJobs",300} (commas where a ";" starts the next row) reads as one
    // row whose value is a list; say so, rather than let the core reject smallBusiness's "list".
    const names = values.filter(known);
    if (values.length > 1 && names.length > 0) {
      throw new InputError(
        "criteria",
        `criteria ${where} holds more than one name (${[name.trim(), ...(names as string[])].join(", ")}): give each name and its value a row of its own; in an array constant, end each row with ";", as in {"smallBusiness",TRUE;"newJobs",300}`,
      );
    }
    entries.push({
      name: name.trim(),
      canonical: canonicalName(schema, name),
      value: values.length === 0 ? null : values.length === 1 ? values[0] : values,
      where,
    });
  }
  return entries;
}
