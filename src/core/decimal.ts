/**
 * The one Decimal constructor the core uses, and how money is rounded and written. Every amount
 * and ratio is a Decimal; a `number` carries one only where it is exact (a count). Inputs have at
 * most 45 significant digits (below 10^15, at most 30 decimal places: inputs.ts), so a product of
 * three inputs has at most 135 and is exact within 200 digits; a quotient, rounded to 200 digits,
 * is off by far less than its distance from any half-cent it is not exactly on, so every rounding
 * to cents and every threshold test decides as exact arithmetic would. ROUND_HALF_UP is the
 * rounding the spec names wherever it rounds.
 */
import DecimalJs from "decimal.js";

/** Significant digits of every inexact result (a quotient): see above. */
const PRECISION = 200;

export const Decimal = DecimalJs.clone({
  precision: PRECISION,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -200,
  toExpPos: 200,
});
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

/** The decimal a JS number reads as (the shortest that reads back as it, as String writes it). */
export function decimalOfNumber(x: number): Decimal {
  return new Decimal(x);
}

/** How many decimal places `x` has (0 for a whole number). */
export function decimalPlaces(x: Decimal): number {
  return x.decimalPlaces();
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compare(a: Decimal, b: Decimal): number {
  return a.comparedTo(b);
}

/** The whole part of `a` / `b` (`a` ≥ 0, `b` > 0): how many whole `b` fit in `a`. */
export function wholeQuotient(a: Decimal, b: Decimal): Decimal {
  return a.divToInt(b);
}

/** Round to whole cents, half-up (the only rounding the spec allows, and only where it says). */
export function roundCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Round down to whole cents: an amount that limits a credit is never exceeded by it. */
export function floorCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Money as the machine interface writes it: a string with exactly two decimals. */
export function formatMoney(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Digits grouped by thousands ("1234567" → "1,234,567"); the sign, if any, stays in front. */
function group(digits: string): string {
  const negative = digits.startsWith("-");
  const body = negative ? digits.slice(1) : digits;
  const grouped = body.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return negative ? "-" + grouped : grouped;
}

/** Money for people: thousands separators and two decimals ("1,234,567.50"). */
export function displayMoney(value: Decimal): string {
  const fixed = value.toFixed(2, Decimal.ROUND_HALF_UP);
  const dot = fixed.length - 3;
  return group(fixed.slice(0, dot)) + fixed.slice(dot);
}

/** A ratio or count for people: exact, without trailing zeros, grouped when large. */
export function displayNumber(value: Decimal | number): string {
  const text = typeof value === "number" ? String(value) : value.toFixed();
  const dot = text.indexOf(".");
  return dot < 0 ? group(text) : group(text.slice(0, dot)) + text.slice(dot);
}

/** A ratio as a percentage for people ("35%", "12.5%"). */
export function displayPercent(ratio: Decimal): string {
  return `${ratio.times(100).toFixed()}%`;
}
