/**
 * How the rules' summaries write their values: the way the statute writes them ("$1,000",
 * "40 percent" as "40%", "1,000 new full-time jobs"), never rounded.
 */
import { displayMoney, displayNumber, displayPercent, type Decimal } from "../decimal";

/** Dollars: whole dollars without cents ("$17,500,000"), else with cents ("$15.13"). */
export function money(v: Decimal): string {
  return v.isInteger() ? `$${displayNumber(v)}` : `$${displayMoney(v)}`;
}

/** A ratio as a percentage ("40%"). */
export function percent(v: Decimal): string {
  return displayPercent(v);
}

/** A count or score ("1,000"). */
export function count(v: Decimal): string {
  return displayNumber(v);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** An ISO date as the statute writes dates ("2025-07-01" → "July 1, 2025"). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
