/**
 * The integer helpers of a cell's value (src/core/cents/cents.ts) against BigInt and decimal.js:
 * each answer is the exact one, or undefined, never another number.
 */
import fc from "fast-check";
import {
  add,
  centsFractionOf,
  centsOf,
  floorDiv,
  formatCents,
  fractionOf,
  mul,
  onHalfOrWhole,
  roundHalfUpDiv,
  roundHalfUpProduct,
  sub,
} from "../../../src/core/cents/cents";
import { centsNumber } from "../../../src/core/cents/cell";
import { Decimal, formatMoney } from "../../../src/core/decimal";

const MAX = Number.MAX_SAFE_INTEGER;
const safe = fc.integer({ min: -MAX, max: MAX });
const big = (n: number) => BigInt(n);
/** Integers of every size up to the safe limit, small ones often. */
const natural = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 2 ** 31 }),
  fc.integer({ min: 0, max: MAX }),
  fc.constantFrom(0, 1, 2 ** 52 - 1, 2 ** 52, 2 ** 53 - 1),
);

describe("integer cents", () => {
  test("add, sub and mul are exact or undefined", () => {
    fc.assert(
      fc.property(safe, safe, (a, b) => {
        for (const [got, want] of [
          [add(a, b), big(a) + big(b)],
          [sub(a, b), big(a) - big(b)],
          [mul(a, b), big(a) * big(b)],
        ] as const) {
          const fits = want <= big(MAX) && want >= -big(MAX);
          expect(got === undefined ? undefined : big(got)).toBe(fits ? want : undefined);
        }
      }),
      { numRuns: 20_000 },
    );
    // One past the limit, each way.
    expect(add(MAX, 1)).toBeUndefined();
    expect(add(MAX - 1, 1)).toBe(MAX);
    expect(mul(94_906_265, 94_906_265)).toBe(9_007_199_136_250_225);
    expect(mul(94_906_266, 94_906_266)).toBeUndefined();
  });

  test("floorDiv and roundHalfUpDiv are BigInt's floor and half-up, or undefined past 2^52", () => {
    fc.assert(
      fc.property(natural, natural, (n, d) => {
        fc.pre(d > 0);
        const floor = floorDiv(n, d);
        if (n < 2 ** 52 && d < 2 ** 52) expect(floor).toBe(Number(big(n) / big(d)));
        else expect(floor).toBeUndefined();
        const half = roundHalfUpDiv(n, d);
        const want = (2n * big(n) + big(d)) / (2n * big(d));
        if (half !== undefined) expect(big(half)).toBe(want);
        if (half !== undefined)
          expect(onHalfOrWhole(n, d, half)).toBe((2n * big(n)) % big(d) === 0n);
        // The same as the product of two pairs: n × 1 over d × 1, and n / d split where it can be.
        expect(roundHalfUpProduct(n, 1, d, 1)).toBe(half);
        expect(roundHalfUpProduct(1, n, 1, d)).toBe(half);
        if (2 * n + d < 2 ** 52 && 2 * d < 2 ** 52) expect(half).toBeDefined();
      }),
      { numRuns: 20_000 },
    );
    // Quotients whose floating value rounds up to the next integer are floored exactly.
    const d = 2 ** 40 + 1;
    expect(floorDiv(1000 * d - 1, d)).toBe(999);
    expect(floorDiv(1000 * d, d)).toBe(1000);
    expect(roundHalfUpDiv(5, 2)).toBe(3);
    expect(roundHalfUpDiv(49, 10)).toBe(5);
    expect(roundHalfUpDiv(44, 10)).toBe(4);
    // 5 / 2 and 40 / 10 are on a half and a whole; 49 / 10 and 1 / 3 on neither.
    expect(onHalfOrWhole(5, 2, 3)).toBe(true);
    expect(onHalfOrWhole(40, 10, 4)).toBe(true);
    expect(onHalfOrWhole(49, 10, 5)).toBe(false);
    expect(onHalfOrWhole(1, 3, 0)).toBe(false);
    expect(floorDiv(-1, 2)).toBeUndefined();
    expect(floorDiv(1, 0)).toBeUndefined();
  });

  test("roundHalfUpProduct is half-up of the exact quotient of the products, or undefined", () => {
    const factor = fc.oneof(
      fc.integer({ min: 0, max: 1000 }),
      fc.integer({ min: 0, max: 2 ** 26 }),
      fc.integer({ min: 0, max: 2 ** 40 }),
    );
    let decided = 0;
    fc.assert(
      fc.property(factor, factor, factor, factor, (a, b, c, d) => {
        fc.pre(c > 0 && d > 0);
        const n = big(a) * big(b);
        const m = big(c) * big(d);
        const got = roundHalfUpProduct(a, b, c, d);
        // Decided exactly where roundHalfUpDiv would decide the two products, declined otherwise.
        const fits = n <= big(MAX) && m <= big(MAX) && 2n * n + m < 2n ** 52n && 2n * m < 2n ** 52n;
        if (!fits) expect(got).toBeUndefined();
        else {
          decided++;
          expect(big(got as number)).toBe((2n * n + m) / (2n * m));
          expect(got).toBe(roundHalfUpDiv(a * b, c * d));
        }
      }),
      { numRuns: 20_000 },
    );
    expect(decided).toBeGreaterThan(5_000);
    // 85% of $45,000,000.00: 4,500,000,000 × 85 / (1 × 100) = 3,825,000,000 cents, exactly.
    expect(roundHalfUpProduct(4_500_000_000, 85, 1, 100)).toBe(3_825_000_000);
    // 5 / 2 = 2.5 rounds up; 2^26 × 2^27 = 2^53 is one past the safe range.
    expect(roundHalfUpProduct(5, 1, 2, 1)).toBe(3);
    expect(roundHalfUpProduct(2 ** 26, 2 ** 27, 1, 1)).toBeUndefined();
  });

  test("centsOf is the Decimal's cents, or undefined finer than a cent or past the safe range", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }), fc.nat(4), (units, places) => {
        const value = new Decimal(units.toString()).div(new Decimal(10).pow(places));
        const got = centsOf(value);
        const cents = value.times(100);
        if (!cents.isInteger() || cents.abs().greaterThan(MAX)) expect(got).toBeUndefined();
        else expect(got).toBe(cents.toNumber());
      }),
      { numRuns: 20_000 },
    );
    expect(centsOf(new Decimal("0.005"))).toBeUndefined();
    expect(centsOf(new Decimal("0.01"))).toBe(1);
    expect(centsOf(new Decimal("90071992547409.91"))).toBe(MAX);
    expect(centsOf(new Decimal("90071992547409.92"))).toBeUndefined();
  });

  test("fractionOf is n / 10^places for a non-negative Decimal", () => {
    expect(fractionOf(new Decimal("0.85"))).toEqual({ n: 85, d: 100 });
    expect(fractionOf(new Decimal("1.10"))).toEqual({ n: 11, d: 10 });
    expect(fractionOf(new Decimal(300))).toEqual({ n: 300, d: 1 });
    expect(fractionOf(new Decimal("-0.5"))).toBeUndefined();
    expect(fractionOf(new Decimal("1e-16"))).toBeUndefined();
    expect(fractionOf(new Decimal("1e-15"))).toEqual({ n: 1, d: 1e15 });
  });

  test("centsFractionOf is a non-negative amount's cents as n / 10^places, at any number of places", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 60n }), fc.nat(18), (units, places) => {
        const value = new Decimal(units.toString()).div(new Decimal(10).pow(places));
        const got = centsFractionOf(value);
        const cents = value.times(100);
        const d = new Decimal(10).pow(cents.decimalPlaces());
        if (d.greaterThan(MAX) || cents.times(d).greaterThan(MAX)) expect(got).toBeUndefined();
        else {
          expect(got).toBeDefined();
          expect(new Decimal(got!.n).div(got!.d).equals(cents)).toBe(true);
          expect(got!.d).toBe(d.toNumber());
        }
      }),
      { numRuns: 20_000 },
    );
    // 100.005 dollars is 10000.5 cents: 100005 / 10; rounded down to the cent, 10000.
    expect(centsFractionOf(new Decimal("100.005"))).toEqual({ n: 100005, d: 10 });
    expect(floorDiv(100005, 10)).toBe(10000);
    expect(centsFractionOf(new Decimal("12.5"))).toEqual({ n: 1250, d: 1 });
    expect(centsFractionOf(new Decimal("-0.01"))).toBeUndefined();
    // 10^-17 dollars is 10^-15 cents: n = 1, d = 10^15 (safe); 10^-18 dollars needs 10^16, past 2^53.
    expect(centsFractionOf(new Decimal("1e-17"))).toEqual({ n: 1, d: 1e15 });
    expect(centsFractionOf(new Decimal("1e-18"))).toBeUndefined();
  });

  test("a cell's number from cents is exactly Number of their text", () => {
    // cell.ts centsNumber: cents / 100 and Number(formatCents(cents)) are both the double
    // nearest the same amount, so the grid may skip the text.
    fc.assert(
      fc.property(safe, (cents) => {
        expect(centsNumber(cents)).toBe(Number(formatCents(cents)));
      }),
      { numRuns: 50_000 },
    );
    for (const cents of [0, 1, 5, 10, 15, 29, 33333, 999999999, 2 ** 53 - 1, -(2 ** 53 - 1), -1])
      expect(centsNumber(cents)).toBe(Number(formatCents(cents)));
  });

  test("formatCents writes what formatMoney writes", () => {
    fc.assert(
      fc.property(safe, (cents) => {
        expect(formatCents(cents)).toBe(formatMoney(new Decimal(cents).div(100)));
      }),
      { numRuns: 20_000 },
    );
    for (const cents of [0, 1, 9, 10, 99, 100, -1, -100, MAX, -MAX])
      expect(formatCents(cents)).toBe(formatMoney(new Decimal(cents).div(100)));
  });
});
