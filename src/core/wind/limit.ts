/**
 * docs/wind.md §3.3–§3.4: a limit that binds (the program cap, the net benefit limit, a tenant's lease
 * payments) is taken rounded DOWN to the cent, so the credit never exceeds the limit: a
 * programCapRemaining of $100.005 allows $100.00, not $100.01.
 */
import { Decimal } from "../decimal";

/** The limit as a whole-cent amount, rounded down (never up past the limit). */
export function downToCents(limit: Decimal): Decimal {
  return limit.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** `amount` (whole cents) limited to `limit`: the limit rounded down when it binds. */
export function limited(amount: Decimal, limit: Decimal): { value: Decimal; binds: boolean } {
  const binds = limit.lessThan(amount);
  return { value: binds ? downToCents(limit) : amount, binds };
}
