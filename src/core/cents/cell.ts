/**
 * What a cents path offers the cells and grids (core/prepared.ts): one field of a calculation's
 * JSON result, computed from the inputs the stages would read, in exact integer arithmetic
 * (cents.ts) and without the trace.
 *
 * It answers the field's amount in whole cents (a safe integer: exactly the amount the stages'
 * result writes as the field's text, centsText), or null where the result's field is null, or
 * undefined wherever it cannot decide exactly: a value finer than a cent, one past the
 * safe-integer range, a field it does not compute, a record the stages would refuse. Undefined
 * sends the scenario to the stages, which answer it (value or error); so a cents path is never
 * the only thing that decides a scenario it is unsure of. Cents, not text: a grid's cell takes
 * the number (centsNumber) without writing and reading back the text.
 * test/core/cents/*.test.ts run both on 100,000 random scenarios of every calculation.
 */
import { formatCents } from "./cents";

export type CentsField<I> = (inputs: I, field: string) => number | null | undefined;

/**
 * Makes a CentsField for one prepared scenario (a grid): what it remembers between cells (a
 * decision that reads none of the varied inputs) lives as long as the grid, no longer.
 * `perCell`, when given, names the record's fields that may differ from cell to cell: every
 * other field is the same value in every record the field is asked about (fields.ts CellRead),
 * so what was decided from them once holds for every cell. `current`, when given with it,
 * holds, whenever the field is asked about a record, that record's perCell values by position
 * (CellRead.current): the same values, read without looking their names up.
 */
export type CentsPath<I> = (
  perCell?: readonly string[],
  current?: readonly unknown[],
) => CentsField<I>;

/** A CentsField's answer as the JSON writes the field: money text, null, or undefined. */
export function centsText(value: number | null | undefined): string | null | undefined {
  return value === null || value === undefined ? value : formatCents(value);
}

/**
 * A CentsField's answer as a cell's number: cents / 100, which is exactly `Number` of its text
 * (both are the double nearest the same amount: an integer below 2^53 divided by 100, correctly
 * rounded, and the text read, correctly rounded; test/core/cents/cents.test.ts checks it).
 */
export function centsNumber(value: number): number {
  return value / 100;
}
