/**
 * The one Decimal constructor the core uses. Every amount and ratio is a Decimal from here; a
 * `number` carries one only where it is exact: a whole number below 2^53 (the shortcuts below, a
 * count, whole cents), never a fraction or a value rounded to a double. Inputs have at most 45
 * significant digits (below 10^15, at most 30 decimal places: inputs.ts), so a product of three
 * inputs has at most 135 and is exact within 200 digits; a quotient, rounded to 200 digits, is off
 * by far less than its distance from any half-cent it is not exactly on, so every rounding to cents
 * and every threshold test decides as exact arithmetic would. ROUND_HALF_UP is the rounding the
 * spec names wherever it rounds.
 */
import DecimalJs from "decimal.js";

/**
 * `constructor`, its look-ups made fast: decimal.js's clone gives the constructor some 60
 * properties (its settings and static functions), which V8 keeps in a dictionary, and every
 * Decimal made and every operation reads some of them (`precision`, `rounding`, `maxE`, `minE`):
 * a hash look-up each, the larger part of `new Decimal(54321)`. V8 turns an object used as a
 * prototype back into one with fast properties, so the constructor is made the prototype of an
 * object at once (the object is not kept). Engines that do not do this are left as they were.
 */
function withFastProperties<T extends object>(constructor: T): T {
  Object.create(constructor);
  return constructor;
}

/** Significant digits of every inexact result (a quotient): see above. */
const PRECISION = 200;

export const Decimal = withFastProperties(
  DecimalJs.clone({
    precision: PRECISION,
    rounding: DecimalJs.ROUND_HALF_UP,
    toExpNeg: -200,
    toExpPos: 200,
  }),
);
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);

/** 10^p for p = 0..15, each exact as a double. */
const POWERS = Array.from({ length: 16 }, (_, p) => 10 ** p);

/** decimal.js's words: its `d`, `e` and `s` (documented, read-only to everyone but ofScaled). */
type Words = { d: number[]; e: number; s: number };

/**
 * m × 10^−p (m a whole number from 1 to 2^53 − 1, so exact as a double; p from 0 to 15) as
 * decimal.js itself reads the text `${m}e-${p}` (parseDecimal in decimal.js: the digits in words of
 * 7, the first word holding the digits down to the units of its own power of 10^7, the last padded
 * with zeros), written into a Decimal just made, which nothing else has seen yet: no text read, no
 * rounding (every such value is exact in its words). test/core/decimal.test.ts compares the words
 * with decimal.js's own for every shape; WORDS_AGREE checks a few at start-up, and where they do
 * not agree (another decimal.js) decimalOfNumber leaves every number to decimal.js.
 */
function ofScaled(m: number, p: number): Decimal {
  if (p >= 1 && p <= WORD_DIGITS && m < POWERS[p + WORD_DIGITS]) {
    // Below 10^7 with at most 7 places (an amount of money, a rate, a share): the whole part is
    // the first word and the places, padded to 7 digits, the second, worked out without the text.
    // m / 10^p is within 10^−7 of the next whole number at most, far more than its rounding, so
    // the floor is exact; so are the products and the difference (all below 2^53).
    const unit = POWERS[p];
    const whole = Math.floor(m / unit);
    const places = (m - whole * unit) * POWERS[WORD_DIGITS - p];
    if (places > 0) {
      const x = made();
      // `| 0`: both below 10^7, kept as small integers, as decimal.js's words are.
      if (whole > 0) {
        (x as unknown as Words).e = digitsOf(whole) - 1;
        (x as unknown as Words).d = [whole | 0, places | 0];
      } else {
        (x as unknown as Words).e = digitsOf(places) - 1 - WORD_DIGITS;
        (x as unknown as Words).d = [places | 0];
      }
      return x;
    }
  }
  const text = String(m);
  return ofDigits(text, text.length - 1 - p);
}

/**
 * The Decimal of the digits `str` (its first digit not 0), the first at 10^`e`, as decimal.js's
 * parseDecimal writes them: trailing zeros dropped, then words of 7 aligned on the units.
 */
function ofDigits(digits: string, e: number): Decimal {
  let str = digits;
  let len = str.length;
  while (str.charCodeAt(len - 1) === 48) len--;
  str = str.slice(0, len);
  const words: number[] = [];
  let i = (e + 1) % WORD_DIGITS;
  if (e < 0) i += WORD_DIGITS;
  if (i < len) {
    if (i) words.push(+str.slice(0, i));
    for (len -= WORD_DIGITS; i < len;) words.push(+str.slice(i, (i += WORD_DIGITS)));
    str = str.slice(i);
    i = WORD_DIGITS - str.length;
  } else {
    i -= len;
  }
  // A word is below 10^7, so `| 0` keeps it; it makes the word a small integer, as decimal.js's
  // own are (POWERS holds doubles): words of one kind keep every read of `d` monomorphic.
  words.push((+str * POWERS[i]) | 0);
  const x = made();
  (x as unknown as Words).e = e;
  (x as unknown as Words).d = words;
  return x;
}

/**
 * A Decimal of 1 (its words to be written by the caller, before anything else sees it), made
 * without decimal.js's constructor, whose checks (is `this` a Decimal, is the argument one, its
 * settings' limits) cost several times the making of the object: the same own properties, in
 * the same order, and decimal.js's prototype (so `instanceof Decimal` and every method hold).
 */
class Made {
  constructor() {
    const self = this as unknown as Words & { constructor: unknown };
    self.constructor = Decimal;
    self.s = 1;
    self.e = 0;
    self.d = [1];
  }
}
Object.setPrototypeOf(Made.prototype, Decimal.prototype);
const made = (): Decimal => new Made() as unknown as Decimal;

/**
 * `x.negated()` for a nonzero finite `x` of at most 200 digits (every value made here: whole
 * numbers and m × 10^−p below 2^53): the same words with the other sign, in a Decimal just made.
 * decimal.js copies `x` through its constructor and then rounds the copy to its precision, which
 * such a value already is within (nothing to round), at several times the cost. The words are
 * copied, as decimal.js copies them.
 */
function negatedOf(x: Decimal): Decimal {
  const d = made();
  (d as unknown as Words).s = -x.s;
  (d as unknown as Words).e = x.e;
  (d as unknown as Words).d = (x as unknown as Words).d.slice();
  return d;
}

/** How many digits `n` (a whole number from 1 to 10^7 − 1) has. */
function digitsOf(n: number): number {
  let digits = 1;
  for (let power = 10; power <= n; power *= 10) digits++;
  return digits;
}

/**
 * The whole numbers below 2^14 as Decimals, each made when first asked for and then shared (a
 * Decimal never changes): the counts, scores, increments and amounts per job of the stages.
 */
const SMALL: (Decimal | undefined)[] = new Array<Decimal | undefined>(1 << 14).fill(undefined);
SMALL[0] = ZERO;
function small(n: number): Decimal {
  let d = SMALL[n];
  if (d === undefined) {
    d = new Decimal(n);
    SMALL[n] = d;
  }
  return d;
}

/**
 * `new Decimal(x)` for a JS number: the shortest decimal that reads back as `x` (as String writes
 * it), without writing and reading that text when it has at most 15 significant digits and 15
 * places: m × 10^−p for the first p where a whole m below 10^15 has m / 10^p === |x| (exact
 * powers, one correctly rounded division). A decimal of at most 15 significant digits reads back
 * from the double it makes (a double's guaranteed precision), so no two such decimals make one
 * double: m is the shortest decimal's digits. A whole number of 10^7 or more (which decimal.js
 * reads as text) is m × 10^0; one below 2^14, a shared Decimal. Anything else is left to
 * decimal.js.
 */
export function decimalOfNumber(x: number): Decimal {
  if (x >= 0 && x < SMALL.length && Number.isInteger(x) && !Object.is(x, -0)) return small(x);
  if (!WORDS_AGREE) return new Decimal(x);
  const v = Math.abs(x);
  if (Number.isInteger(x)) {
    // Below 10^7 (a negative one too: a limit's or a reduction's amount), the one word decimal.js
    // writes for it, and its sign; −0 is left to decimal.js.
    if (v < 1e7 && v > 0) {
      const d = made();
      if (x < 0) (d as unknown as Words).s = -1;
      (d as unknown as Words).e = digitsOf(v) - 1;
      (d as unknown as Words).d = [v | 0];
      return d;
    }
    if (v < 1e7 || !Number.isSafeInteger(x)) return new Decimal(x);
    return x < 0 ? negatedOf(ofScaled(v, 0)) : ofScaled(v, 0);
  }
  if (!Number.isFinite(x)) return new Decimal(x);
  for (let p = 1; p < POWERS.length; p++) {
    const m = Math.round(v * POWERS[p]);
    if (m >= 1e15) break;
    if (m / POWERS[p] === v) return x < 0 ? negatedOf(ofScaled(m, p)) : ofScaled(m, p);
  }
  return ofNumberText(x);
}

/**
 * `new Decimal(x)` for a finite `x` that is not whole, from the text String writes for it (as
 * decimal.js reads it: the shortest decimal that reads back as x, up to 17 significant digits,
 * 15.290000000000001 for 15 + 0.29), without decimal.js's checks of the text: digits and one
 * point, no exponent (String writes one below 10^−6 and from 10^21: those are left to decimal.js).
 */
function ofNumberText(x: number): Decimal {
  const text = String(x < 0 ? -x : x);
  const dot = text.indexOf(".");
  if (dot < 0 || text.indexOf("e") >= 0) return new Decimal(x);
  const digits = text.slice(0, dot) + text.slice(dot + 1);
  let zeros = 0;
  while (digits.charCodeAt(zeros) === 48) zeros++;
  const d = ofDigits(digits.slice(zeros), dot - zeros - 1);
  if (x < 0) (d as unknown as Words).s = -1;
  return d;
}

/**
 * `x.decimalPlaces()`, with a whole number (every word at or above the units: the amounts per job,
 * counts, salaries) answered 0 from its words' count and exponent, without decimal.js's division
 * of its last word by ten for each trailing zero (4000 is three of them).
 */
export function decimalPlaces(x: Decimal): number {
  const words = x.d;
  if (words && words.length - 1 <= Math.floor(x.e / WORD_DIGITS)) return 0;
  return x.decimalPlaces();
}

/** Round to whole cents, half-up (the only rounding the spec allows, and only where it says). */
export function roundCents(value: Decimal): Decimal {
  // A value already in whole cents is its own rounding (a Decimal never changes).
  if (decimalPlaces(value) <= 2) return value;
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Round down to whole cents: an amount that limits a credit is never exceeded by it. */
export function floorCents(value: Decimal): Decimal {
  if (decimalPlaces(value) <= 2) return value;
  return value.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Money as the machine interface writes it: a string with exactly two decimals. */
export function formatMoney(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Digits grouped by thousands ("1234567" → "1,234,567"); the sign, if any, stays in front. */
function group(digits: string): string {
  const negative = digits.charCodeAt(0) === 45; // "-"
  const body = negative ? digits.slice(1) : digits;
  if (body.length <= 3) return digits;
  let out = "";
  let first = body.length % 3 || 3;
  out = body.slice(0, first);
  for (; first < body.length; first += 3) out += "," + body.slice(first, first + 3);
  return negative ? "-" + out : out;
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

/** decimal.js keeps a value's digits in words of this many (its documented `d` property). */
const WORD_DIGITS = 7;

/** Whether ofScaled writes the words decimal.js writes, on a few values of every shape. */
const WORDS_AGREE = [
  [1, 0],
  [1537, 2],
  [12345678, 0],
  [9007199254740991, 0],
  [5, 15],
  [123456789012345, 15],
  [70000001, 3],
  [10000000, 7],
  [3, 1],
  [99999999999999, 9],
  [1234567, 6],
  [12345670, 0],
].every(([m, p]) => {
  const want = new Decimal(`${m}e-${p}`) as unknown as Words;
  const words = ofScaled(m, p) as unknown as Words;
  return words.e === want.e && words.s === want.s && words.d.join() === want.d.join();
});

/**
 * `x` × 10^`scale` as a JS number when that is a whole number of 0 or more below 2^53 (so exact),
 * else undefined. Read from the value's words (`d`, `e`, `s`, the properties decimal.js documents):
 * each word is an integer below 10^7, scaled exactly or found not whole.
 */
function scaledInteger(x: Decimal, scale: number): number | undefined {
  const words = x.d;
  if (!words || x.s < 0) return undefined;
  const top = Math.floor(x.e / WORD_DIGITS);
  // One word at the units (a whole number below 10^7, the amounts per job): the word itself.
  if (scale === 0 && top === 0 && words.length === 1) return words[0];
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    const power = WORD_DIGITS * (top - i) + scale;
    let term: number;
    if (power >= 0) {
      if (power > 22) return undefined; // 10^power would not be exact
      term = words[i] * (power < POWERS.length ? POWERS[power] : 10 ** power);
    } else {
      if (power < -WORD_DIGITS) return undefined;
      const divisor = POWERS[-power];
      if (words[i] % divisor !== 0) return undefined;
      term = words[i] / divisor;
    }
    sum += term;
    if (!Number.isSafeInteger(term) || !Number.isSafeInteger(sum)) return undefined;
  }
  return sum;
}

/** scaledPair's answer, read by its caller at once: two numbers, where a pair would be made. */
let pairA = 0;
let pairB = 0;

/**
 * Whether `a` and `b` scaled to whole numbers by one power of ten, the least that makes both whole
 * (their larger number of decimal places; `a` by `extra` places more), are both whole numbers of
 * 0 or more below 2^53 (so exact) as JS numbers: then they are in pairA and pairB.
 */
function scaledPair(a: Decimal, b: Decimal, extra = 0): boolean {
  const scale = Math.max(decimalPlaces(a), decimalPlaces(b));
  const A = scaledInteger(a, scale + extra);
  const B = A === undefined ? undefined : scaledInteger(b, scale);
  if (B === undefined) return false;
  pairA = A as number;
  pairB = B;
  return true;
}

/**
 * The whole part of `a` / `b` for `a` ≥ 0 and `b` > 0, exactly: `a.divToInt(b)`. When both, scaled
 * to whole numbers by the same power of ten, are below 2^53, the quotient is worked out in JS
 * numbers and proved by its remainder (0 ≤ a − q × b < b, each product and difference exact);
 * otherwise, or if the proof fails, decimal.js divides.
 */
export function wholeQuotient(a: Decimal, b: Decimal): Decimal {
  if (scaledPair(a, b) && pairB > 0) {
    const A = pairA;
    const B = pairB;
    const q = Math.floor(A / B);
    const r = A - q * B;
    if (Number.isSafeInteger(q * B) && r >= 0 && r < B) return fromWhole(q);
  }
  return a.divToInt(b);
}

/**
 * `a.comparedTo(b)` (−1, 0 or 1) for finite values, without the copy of `b` decimal.js makes for
 * every comparison: the same tests, on the documented `d`, `e` and `s`. A non-finite value is
 * left to decimal.js.
 */
export function compare(a: Decimal, b: Decimal): number {
  const ad = a.d;
  const bd = b.d;
  if (!ad || !bd) return a.comparedTo(b);
  const as = a.s;
  // Either zero?
  if (!ad[0] || !bd[0]) return ad[0] ? as : bd[0] ? -b.s : 0;
  if (as !== b.s) return as;
  if (a.e !== b.e) return a.e > b.e !== as < 0 ? 1 : -1;
  const n = Math.min(ad.length, bd.length);
  for (let i = 0; i < n; i++) {
    if (ad[i] !== bd[i]) return ad[i] > bd[i] !== as < 0 ? 1 : -1;
  }
  return ad.length === bd.length ? 0 : ad.length > bd.length !== as < 0 ? 1 : -1;
}

/** `x` as a JS number when it is a whole number of 0 or more below 2^53 (exact), else undefined. */
export function wholeNumber(x: Decimal): number | undefined {
  return scaledInteger(x, 0);
}

/**
 * The exact sum of `values` (ZERO for none; the value itself for one): in JS numbers while every
 * value and partial sum is a whole number below 2^53, so exact, else by decimal.js.
 */
export function sum(values: readonly Decimal[]): Decimal {
  if (values.length === 0) return ZERO;
  if (values.length === 1) return values[0];
  let whole: number | undefined = 0;
  for (const v of values) {
    const n = scaledInteger(v, 0);
    if (n === undefined) {
      whole = undefined;
      break;
    }
    whole += n;
    if (!Number.isSafeInteger(whole)) {
      whole = undefined;
      break;
    }
  }
  if (whole !== undefined) return fromWhole(whole);
  let total = values[0];
  for (let k = 1; k < values.length; k++) total = total.plus(values[k]);
  return total;
}

/** A whole JS number as a Decimal (exact: the caller keeps it below 2^53), 0 as ZERO. */
function fromWhole(n: number): Decimal {
  return n === 0 ? ZERO : decimalOfNumber(n);
}

/**
 * One exact operation on two values ≥ 0: in JS numbers when both are whole numbers below 2^53
 * and so is the answer (so exact), else by decimal.js. One Decimal made, where decimal.js's
 * `minus`, `plus` or `times` makes three.
 */
interface Operation {
  whole(A: number, B: number): number;
  exact(a: Decimal, b: Decimal): Decimal;
}

function operate(op: Operation, a: Decimal, b: Decimal): Decimal {
  const A = scaledInteger(a, 0);
  const B = A === undefined ? undefined : scaledInteger(b, 0);
  if (B !== undefined) {
    const n = op.whole(A as number, B);
    if (Number.isSafeInteger(n)) return fromWhole(n);
  }
  return op.exact(a, b);
}

// Each one object, made once: a call passes it, it makes no closure.
const MINUS: Operation = { whole: (A, B) => A - B, exact: (a, b) => a.minus(b) };
const PLUS: Operation = { whole: (A, B) => A + B, exact: (a, b) => a.plus(b) };
const TIMES: Operation = { whole: (A, B) => A * B, exact: (a, b) => a.times(b) };

/** `a` − `b` exactly, for `a`, `b` ≥ 0 (in JS numbers whenever both are whole below 2^53). */
export function subtract(a: Decimal, b: Decimal): Decimal {
  return operate(MINUS, a, b);
}

/** `a` + `b` exactly, for `a`, `b` ≥ 0. */
export function add(a: Decimal, b: Decimal): Decimal {
  return operate(PLUS, a, b);
}

/** `a` × `b` exactly, for `a`, `b` ≥ 0. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return operate(TIMES, a, b);
}

/** One word's base, 10^7. */
const BASE = POWERS[WORD_DIGITS];
/**
 * The largest divisor fractionQuotient divides by itself: below it, a remainder times the base,
 * plus the divisor once more (a quotient word one too large, corrected), stays below 2^53.
 */
const MAX_DIVISOR = Math.floor(Number.MAX_SAFE_INTEGER / (BASE + 1));

/**
 * `a.div(b)` (to 200 significant digits, half-up) for 0 < `a` < `b`, the share e. reduces by
 * (the shortfall over the benchmark): when both, scaled to whole numbers n < d by one power of
 * ten, have d ≤ MAX_DIVISOR, by long division in JS numbers, a word of 7 digits at a time, else by
 * decimal.js. decimal.js's division is several times dearer than the rest of a per-job amount.
 */
export function fractionQuotient(a: Decimal, b: Decimal): Decimal {
  const q = WORDS_AGREE && scaledPair(a, b) ? fractionWords(pairA, pairB) : undefined;
  return q ?? a.div(b);
}

/**
 * n / d for whole 0 < n < d ≤ MAX_DIVISOR as decimal.js writes its quotient: the words of 7
 * digits, aligned on the units as every Decimal's are (the first word below the point holds
 * 10^−1 to 10^−7), leading zero words left out (the exponent places the first digit), the
 * digits past the 200th significant one rounded half-up from the exact remainder, trailing zero
 * words dropped. Each step is exact: a remainder r < d times 10^7, plus d, is below 2^53, and the
 * word is proved by its remainder (0 ≤ r·10^7 − w·d < d). Undefined where the rounding carries
 * past the first word into a new one (decimal.js answers that).
 */
function fractionWords(n: number, d: number): Decimal | undefined {
  if (!(n > 0 && n < d && d <= MAX_DIVISOR)) return undefined;
  const words: number[] = [];
  /** Zero words before the first digit, and the significant digits in `words`. */
  let skipped = 0;
  let digits = 0;
  let r = n;
  while (digits < PRECISION) {
    const t = r * BASE;
    let w = Math.floor(t / d);
    r = t - w * d;
    if (r < 0) {
      w--;
      r += d;
    } else if (r >= d) {
      w++;
      r -= d;
    }
    if (words.length === 0) {
      if (w === 0) {
        skipped++;
        continue;
      }
      digits = digitsOf(w);
    } else digits += WORD_DIGITS;
    words.push(w);
    if (r === 0) break;
  }
  if (digits > PRECISION || r !== 0) {
    // The last word holds `drop` digits past the 200th; they and r / d are below one unit of the
    // kept last digit, p: rounded up when at least half of it (2 × (below × d + r) ≥ p × d).
    const drop = digits - PRECISION;
    const p = POWERS[drop];
    const last = words.length - 1;
    const below = words[last] % p;
    words[last] -= below;
    if (2 * (below * d + r) >= p * d) {
      words[last] += p;
      for (let k = last; k > 0 && words[k] === BASE; k--) {
        words[k] = 0;
        words[k - 1]++;
      }
      if (words[0] === BASE) return undefined;
    }
    while (words[words.length - 1] === 0) words.pop();
  }
  const x = made();
  (x as unknown as Words).e = digitsOf(words[0]) - 1 - WORD_DIGITS * (skipped + 1);
  (x as unknown as Words).d = words;
  return x;
}

/**
 * `x` and `a` × `b` compared (−1, 0 or 1), for `x`, `a`, `b` ≥ 0: `compare(x, a.times(b))`. With
 * `x` and `a` scaled to whole numbers by one power of ten and `b` by its own, the two sides are
 * compared in JS numbers while each is below 2^53 (so exact), else in decimal.js.
 */
export function compareToProduct(x: Decimal, a: Decimal, b: Decimal): number {
  const places = decimalPlaces(b);
  if (scaledPair(x, a, places)) {
    const X = pairA;
    const A = pairB;
    const B = scaledInteger(b, places);
    if (B !== undefined && Number.isSafeInteger(A * B)) {
      const right = A * B;
      return X > right ? 1 : X < right ? -1 : 0;
    }
  }
  return compare(x, a.times(b));
}

/**
 * The whole number of times `base` × `share` goes into `value` − `base` (floor), for `value` >
 * `base` > 0 and `share` > 0: wholeQuotient(value − base, base × share) without either Decimal.
 * In JS numbers, `value` and `base` scaled to whole numbers by one power of ten and `share` by
 * its own, when every product is below 2^53 and the quotient is proved by its remainder;
 * otherwise undefined (the caller divides in decimal.js). `s` is the share's shareParts, which a
 * caller with a rules share works out once (a WeakMap look-up each time otherwise).
 */
export function incrementsOver(
  value: Decimal,
  base: Decimal,
  share: Decimal,
  s: ShareParts | null = scaledShare(share),
): number | undefined {
  // Both whole (the common case) have 0 places, so scale 0.
  const scaled = scaledPair(value, base);
  const V = pairA;
  const B = pairB;
  if (!scaled || s === null) return undefined;
  // (V − B) / 10^scale ÷ (B / 10^scale × S / 10^places) = (V − B) × 10^places ÷ (B × S)
  const excess = (V - B) * s.power;
  const step = B * s.whole;
  if (!Number.isSafeInteger(excess) || !Number.isSafeInteger(step) || excess < 0 || step <= 0)
    return undefined;
  const q = Math.floor(excess / step);
  const r = excess - q * step;
  return Number.isSafeInteger(q * step) && r >= 0 && r < step ? q : undefined;
}

/** A share as a whole number over a power of ten: `whole` / `power`. */
export interface ShareParts {
  whole: number;
  power: number;
}

/**
 * A share (a rules table's, the same object every time) as a whole number over a power of ten,
 * worked out once: null when it is not one below 2^53.
 */
const shares = new WeakMap<Decimal, ShareParts | null>();
function scaledShare(share: Decimal): ShareParts | null {
  let found = shares.get(share);
  if (found === undefined) {
    const places = share.decimalPlaces();
    const whole = places < POWERS.length ? scaledInteger(share, places) : undefined;
    found = whole === undefined ? null : { whole, power: POWERS[places] };
    shares.set(share, found);
  }
  return found;
}

/**
 * `x` in whole cents (× 100) as a JS number, for `x` ≥ 0 with at most 2 places, below 2^53; else
 * undefined. (cents/cents.ts centsOf is the cents path's, remembered per Decimal and signed.)
 */
export function wholeCentsOf(x: Decimal): number | undefined {
  return scaledInteger(x, 2);
}

/** A share as a whole number over a power of ten (`whole` / `power`), or null (see scaledShare). */
export function shareParts(share: Decimal): ShareParts | null {
  return scaledShare(share);
}

/**
 * `n` / `d` rounded half-up to a whole number, for whole `n` ≥ 0 and `d` > 0 below 2^53: the
 * rounding of the exact quotient. Undefined when it is exactly half way between two (the caller
 * leaves that to decimal.js, whose 200-digit quotient of a fraction that does not end may fall
 * either side of the half), or when a product would reach 2^53. Half-up is floor((2n + d) / 2d),
 * worked out in JS numbers and proved by its remainder (0 ≤ 2n + d − q × 2d < 2d).
 */
export function roundedQuotient(n: number, d: number): number | undefined {
  const twice = 2 * n + d;
  const over = 2 * d;
  if (!Number.isSafeInteger(n) || n < 0 || d <= 0) return undefined;
  if (!Number.isSafeInteger(twice) || !Number.isSafeInteger(over)) return undefined;
  let q = Math.floor(twice / over);
  if (!Number.isSafeInteger(q * over + over)) return undefined;
  let r = twice - q * over;
  if (r < 0) {
    q--;
    r += over;
  } else if (r >= over) {
    q++;
    r -= over;
  }
  if (r < 0 || r >= over || r === 0) return undefined;
  return q;
}

/**
 * A whole number of cents (positive, negative or 0) as a Decimal of dollars, written into its
 * words (ofScaled) or a whole number's: exact, no division.
 */
export function fromCents(n: number): Decimal {
  if (n === 0) return ZERO;
  const v = Math.abs(n);
  const x = v % 100 === 0 ? decimalOfNumber(v / 100) : ofScaled(v, 2);
  return n < 0 ? negatedOf(x) : x;
}
