/**
 * What the wind property tests (test/core/wind/properties.test.ts) generate scenarios from.
 */
import fc from "fast-check";

/** Dates around the deadlines, the forfeiture date and period ends (leap days included). */
export const date = fc.constantFrom(
  "2025-06-30",
  "2025-12-31",
  "2026-01-13",
  "2026-01-14",
  "2026-01-31",
  "2026-02-01",
  "2026-06-30",
  "2026-07-01",
  "2026-12-31",
  "2027-01-01",
  "2028-02-29",
  "2028-03-01",
  "2029-12-31",
);

/** An input given two times in three, left out (undefined) otherwise. */
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

/** The inputs the generator left out (undefined) dropped, as a user leaves them out. */
export const clean = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** netBenefit with netPositiveBenefit FALSE is refused as a contradiction: netBenefit dropped. */
export const consistent = (o: Record<string, unknown>): Record<string, unknown> =>
  o.netPositiveBenefit === false ? { ...o, netBenefit: undefined } : o;
