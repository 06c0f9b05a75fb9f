/**
 * Exact integer arithmetic for a cell's value (issue 14): money as a whole number of cents, a
 * ratio as a fraction of whole numbers, each held in a JS number only while it is a safe integer
 * (|n| ≤ 2^53 − 1), where every sum, difference and product of integers is computed exactly.
 *
 * Every helper answers `undefined` where it cannot be exact: a value finer than a cent, one past
 * the safe range, a product or quotient that would leave it. Undefined never becomes a number:
 * the cell path that gets it gives the scenario to the stages (decimal.js), which decide it
 * exactly. So a value is either the exact one or not computed here at all.
 *
 * Why a JS number is exact here: an integer of magnitude below 2^53 is represented exactly, and
 * IEEE 754 rounds a sum or product of two such integers to the nearest representable value, which
 * is the exact result whenever that result is itself below 2^53 — and `Number.isSafeInteger`
 * rejects every result that is not (a true result of 2^53 or more never rounds to below 2^53).
 */
import { Decimal } from "../decimal";

/** A non-negative ratio n/d of safe integers, d > 0 (not reduced: 0.85 is 85/100). */
export interface Fraction {
  readonly n: number;
  readonly d: number;
}

const MAX = Number.MAX_SAFE_INTEGER;
/** Below this both n + d and q × d stay safe in floorDiv's correction. */
const HALF_SAFE = 2 ** 52;

const centsCache = new WeakMap<Decimal, number | null>();
const fractionCache = new WeakMap<Decimal, Fraction>();

/**
 * fractionCache's answer for a value that has no fraction here. It has a fraction's shape, with
 * parts that are not whole numbers (so it is never one), and it is made when this module loads,
 * before any fraction: so V8 stores every fraction's two fields as doubles from the first. Were
 * the first fractions' parts small integers, the first fraction of a larger amount of cents
 * (past 2^30 in a browser: $10.7 million) would change the fields' representation, and the
 * fractions made before it (the rules' shares, kept for the runtime's life) would keep a
 * deprecated shape, which the optimising compiler then gave up on again and again: a wind grid
 * after one whose netBenefit ran to tens of millions was 4–8 times slower for as long as the
 * runtime lived (bench/shapes.bench.ts).
 */
const NO_FRACTION: Fraction = Object.freeze({ n: 0.5, d: 0.5 });

/**
 * A Decimal amount as whole cents, or undefined when it has a fraction of a cent or its cents
 * are not a safe integer. Remembered per Decimal: a grid's values are the same objects cell
 * after cell (the base parsed once, each varied value once), so each is converted once.
 */
export function centsOf(value: Decimal): number | undefined {
  let found = centsCache.get(value);
  if (found === undefined) {
    found = null;
    if (value.isFinite() && value.decimalPlaces() <= 2) {
      const cents = value.times(100);
      if (cents.abs().lessThanOrEqualTo(MAX)) found = cents.toNumber();
    }
    centsCache.set(value, found);
  }
  return found === null ? undefined : found;
}

/**
 * A non-negative Decimal ratio (or count) as n / 10^places, or undefined when negative or when
 * n or 10^places is not a safe integer. Remembered per Decimal, as centsOf.
 */
export function fractionOf(value: Decimal): Fraction | undefined {
  let found = fractionCache.get(value);
  if (found === undefined) {
    found = NO_FRACTION;
    if (value.isFinite() && !value.isNegative()) {
      const places = value.decimalPlaces();
      // 10^places read as text rather than computed with pow(): the same exact value, and the
      // bundles' decimal.js has no pow (scripts/decimal-subset-loader.js).
      const d = new Decimal(`1e${places}`);
      const n = value.times(d);
      if (d.lessThanOrEqualTo(MAX) && n.lessThanOrEqualTo(MAX))
        found = { n: n.toNumber(), d: d.toNumber() };
    }
    fractionCache.set(value, found);
  }
  return found === NO_FRACTION ? undefined : found;
}

const centsFractionCache = new WeakMap<Decimal, Fraction | null>();

/**
 * A non-negative Decimal amount as a fraction of cents, n / 10^places (100.005 is 100005 / 10
 * cents), or undefined when negative or when n or 10^places is not a safe integer: an amount
 * finer than a cent kept exact, for a limit that is taken rounded down to the cent
 * (floorDiv(n, d)) or divided before it is. Remembered per Decimal, as centsOf.
 */
export function centsFractionOf(value: Decimal): Fraction | undefined {
  let found = centsFractionCache.get(value);
  if (found === undefined) {
    found = (value.isFinite() && fractionOf(value.times(100))) || null;
    centsFractionCache.set(value, found);
  }
  return found === null ? undefined : found;
}

/**
 * A non-negative limit rounded down to the cent (wind/limit.ts downToCents, decimal.ts
 * floorCents), in cents, or undefined: its cents when whole, else ⌊n / d⌋ of its fraction of
 * cents.
 */
export function downToCents(limit: Decimal): number | undefined {
  const cents = centsOf(limit);
  if (cents !== undefined) return cents;
  const exact = centsFractionOf(limit);
  return exact === undefined ? undefined : floorDiv(exact.n, exact.d);
}

/** a + b, exactly, or undefined. */
export function add(a: number, b: number): number | undefined {
  const sum = a + b;
  return Number.isSafeInteger(sum) ? sum : undefined;
}

/** a − b, exactly, or undefined. */
export function sub(a: number, b: number): number | undefined {
  const difference = a - b;
  return Number.isSafeInteger(difference) ? difference : undefined;
}

/** a × b, exactly, or undefined. */
export function mul(a: number, b: number): number | undefined {
  const product = a * b;
  return Number.isSafeInteger(product) ? product : undefined;
}

/**
 * ⌊n / d⌋ for 0 ≤ n and 0 < d, exactly, or undefined past 2^52. The floating quotient of two
 * integers below 2^53 is within one of the true one's floor (its relative error is at most 2^-53),
 * so one correction by the exact remainder gives the floor.
 */
export function floorDiv(n: number, d: number): number | undefined {
  if (!(n >= 0 && d > 0 && n < HALF_SAFE && d < HALF_SAFE)) return undefined;
  let q = Math.floor(n / d);
  const r = n - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}

/** n / d rounded half-up to an integer (0 ≤ n, 0 < d): ⌊(2n + d) / 2d⌋, exactly, or undefined. */
export function roundHalfUpDiv(n: number, d: number): number | undefined {
  const twice = mul(n, 2);
  const twiceD = mul(d, 2);
  if (twice === undefined || twiceD === undefined) return undefined;
  const top = add(twice, d);
  return top === undefined ? undefined : floorDiv(top, twiceD);
}

/**
 * roundHalfUpDiv(a × b, c × d) for whole a, b ≥ 0 and c, d > 0, exactly, or undefined where a
 * product is not a safe integer or roundHalfUpDiv declines: its steps, the products made here,
 * then floorDiv. Money in cents is mostly past 2^31, where a number that leaves a function is
 * boxed (a heap object each): a wind grid's proration, made of mul, mul and roundHalfUpDiv,
 * measured 4% of the grid faster this way.
 */
export function roundHalfUpProduct(a: number, b: number, c: number, d: number): number | undefined {
  const n = a * b;
  const m = c * d;
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(m)) return undefined;
  return floorDiv(2 * n + m, 2 * m);
}

/**
 * Whether n / d (0 ≤ n, 0 < d) is on a half or a whole, i.e. 2n is a multiple of d, given
 * q = roundHalfUpDiv(n, d) (defined). With rest = 2n + d − 2dq, the remainder of that division
 * (0 ≤ rest < 2d; exact, as roundHalfUpDiv kept 2n + d below 2^52): 2n = 2dq + rest − d, so 2n
 * is a multiple of d exactly when rest is 0 (n / d = q − ½) or d (n / d = q). Two comparisons
 * where `(2 * n) % d` is a floating remainder (fmod), the dear part of a cell that asks it.
 */
export function onHalfOrWhole(n: number, d: number, q: number): boolean {
  const rest = 2 * n + d - 2 * d * q;
  return rest === 0 || rest === d;
}

/**
 * Whole cents as the machine interface writes money: exactly as formatMoney writes the same
 * amount as a Decimal ("1234.50", "0.05", "-3.00"); test/core/cents/cents.test.ts checks the two agree.
 */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const digits = String(negative ? -cents : cents).padStart(3, "0");
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}
