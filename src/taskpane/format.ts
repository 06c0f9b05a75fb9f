/**
 * How the pane writes numbers, one way everywhere (the pane, its tables, the copied text and
 * the sheets it writes): money as currency to the cent ("$1,500,000.00", "−$346.15"), counts
 * with separators ("1,500"), ratios as percentages. Inputs are written by their kind in the
 * core's schema, so "58000" typed as projectMedianSalary reads "$58,000.00" and newJobs 1500
 * reads "1,500".
 */
import { Decimal, displayMoney, displayNumber } from "../core/decimal";
import type { Schema } from "../core/inputs";

/** Money string from the core ("3217.50", "-346.15") → "$3,217.50" / "−$346.15". */
export function money(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  let d: Decimal;
  try {
    d = new Decimal(String(value));
  } catch {
    return String(value);
  }
  return d.isNegative() ? `−$${displayMoney(d.negated())}` : `$${displayMoney(d)}`;
}

/** A step's amount with its sign ("+$500.00", "−$346.15"); null when there is none or it is zero. */
export function signedMoney(value: string | null): string | null {
  if (value === null) return null;
  const d = new Decimal(value);
  if (d.isZero()) return null;
  return d.isNegative() ? `−$${displayMoney(d.negated())}` : `+$${displayMoney(d)}`;
}

/** A count with thousands separators ("1,500"); anything not a number as given. */
export function count(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return displayNumber(value);
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value))
    return displayNumber(new Decimal(value));
  return showValue(value);
}

/** A ratio (0.35) as a percentage ("35%"), to at most `places` decimals. */
export function percent(ratio: Decimal, places = 2): string {
  return `${displayNumber(new Decimal(ratio.times(100).toFixed(places)))}%`;
}

/** A raw input or cell value as text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return "(empty)";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (Array.isArray(value)) return value.map(showValue).join(", ");
  return String(value);
}

function isNumeric(value: unknown): boolean {
  return (
    (typeof value === "number" && Number.isFinite(value)) ||
    (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
  );
}

/**
 * An input's value by its kind in the schema: money as currency, whole counts grouped, other
 * numbers grouped; a value that is not a number (a typo the core will refuse) stays as typed,
 * so the reviewer sees what the workbook holds.
 */
export function inputValue(schema: Schema | undefined, name: string, value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        v === null || v === undefined || v === "" ? "(empty)" : inputValue(schema, name, v),
      )
      .join(", ");
  }
  const spec = schema?.[name];
  // A year or a month is a label, never "2,025".
  if (!spec || !isNumeric(value) || /(year|month)$/i.test(name)) return showValue(value);
  const text = String(value).trim();
  switch (spec.kind.kind) {
    case "money":
      return money(text);
    case "whole":
    case "number":
      return count(text);
    default:
      return showValue(value);
  }
}
