/**
 * The shortcuts decimal.ts takes for speed (decimalOfNumber, compare, wholeQuotient, sum, add, subtract, multiply,
 * compareToProduct, incrementsOver, roundCents and floorCents of a value already in cents) answer exactly as decimal.js does, on values of every
 * shape the core meets: whole and fractional, tiny and near 10^15, negative, zero and −0, and
 * quotients a hair either side of a whole number, where a double division alone would be wrong.
 */
import fc from "fast-check";
import {
  Decimal,
  add,
  compare,
  wholeCentsOf,
  compareToProduct,
  decimalOfNumber,
  decimalPlaces,
  floorCents,
  fractionQuotient,
  fromCents,
  incrementsOver,
  multiply,
  roundCents,
  roundedQuotient,
  subtract,
  sum,
  wholeNumber,
  wholeQuotient,
} from "../../src/core/decimal";
// The benches' deterministic generator (mulberry32), so a failure repeats.
import { random } from "../../bench/scenarios";

function values(seed: number, signed: boolean): () => Decimal {
  const r = random(seed);
  return () => {
    const sign = signed && r() < 0.3 ? "-" : "";
    switch (Math.floor(r() * 7)) {
      case 0:
        return new Decimal(sign + String(Math.floor(r() * 1e15)));
      case 1:
        return new Decimal(sign + (r() * 1e6).toFixed(Math.floor(r() * 12)));
      case 2:
        return new Decimal(sign + (r() * 10).toFixed(Math.floor(r() * 30)));
      case 3:
        return new Decimal(sign + String(Math.floor(r() * 10)));
      case 4:
        return new Decimal(r() < 0.5 ? "0" : sign + "0");
      case 5:
        return new Decimal(`${sign}1e${Math.floor(r() * 40 - 20)}`);
      default:
        return new Decimal(`${sign}${Math.floor(r() * 1e7)}e${Math.floor(r() * 30 - 15)}`);
    }
  };
}

const same = (a: Decimal, b: Decimal): boolean => a.s === b.s && a.eq(b);

describe("compare", () => {
  it("orders as comparedTo does", () => {
    const next = values(1, true);
    for (let k = 0; k < 20000; k++) {
      const a = next();
      const b = k % 10 === 0 ? new Decimal(a) : next();
      expect([k, compare(a, b)]).toEqual([k, a.comparedTo(b)]);
    }
  });

  it("orders −0 and 0 as equal, and the signs before the digits", () => {
    expect(compare(new Decimal("-0"), new Decimal(0))).toBe(0);
    expect(compare(new Decimal("-5"), new Decimal("3"))).toBe(-1);
    expect(compare(new Decimal("-5"), new Decimal("-3"))).toBe(-1);
    expect(compare(new Decimal("12345678.1"), new Decimal("12345678"))).toBe(1);
  });
});

describe("wholeQuotient", () => {
  it("is divToInt for a ≥ 0 and b > 0", () => {
    const nextA = values(2, false);
    const nextB = values(3, false);
    for (let k = 0; k < 20000; k++) {
      const a = nextA();
      const b = nextB();
      if (b.isZero()) continue;
      expect([k, wholeQuotient(a, b).toFixed()]).toEqual([k, a.divToInt(b).toFixed()]);
    }
  });

  it("is exact a hair either side of a whole quotient", () => {
    const next = values(4, false);
    const r = random(5);
    const hair = new Decimal("1e-30");
    for (let k = 0; k < 5000; k++) {
      const b = next();
      if (b.isZero()) continue;
      const exact = b.times(Math.floor(r() * 1e6));
      for (const a of [exact, exact.minus(hair), exact.plus(hair)]) {
        if (a.isNegative()) continue;
        expect(same(wholeQuotient(a, b), a.divToInt(b))).toBe(true);
      }
    }
    // 9,007,199,254,740,990 = 3 × 3,002,399,751,580,330; a millionth less is one increment less
    // (scaled to whole millionths it is past 2^53, so decimal.js divides).
    expect(wholeQuotient(new Decimal("9007199254740990"), new Decimal(3)).toFixed()).toBe(
      "3002399751580330",
    );
    expect(wholeQuotient(new Decimal("9007199254740989.999999"), new Decimal(3)).toFixed()).toBe(
      "3002399751580329",
    );
    // A bonus's whole increments, (b): 1,000,000 × 40% = 400,000; 1,199,999.99 is 0 of them.
    expect(wholeQuotient(new Decimal("399999.99"), new Decimal(400000)).toFixed()).toBe("0");
    expect(wholeQuotient(new Decimal("400000"), new Decimal(400000)).toFixed()).toBe("1");
  });
});

describe("sum and wholeNumber", () => {
  it("adds exactly, whole or not", () => {
    const next = values(6, true);
    for (let k = 0; k < 5000; k++) {
      const xs = [next(), next(), next()].slice(0, 1 + (k % 3));
      const expected = xs.reduce((t, x) => t.plus(x));
      expect([k, sum(xs).toFixed()]).toEqual([k, expected.toFixed()]);
    }
    expect(sum([]).toFixed()).toBe("0");
    // Past 2^53 the numbers would not be exact: decimal.js adds.
    expect(sum([new Decimal("9007199254740991"), new Decimal(2)]).toFixed()).toBe(
      "9007199254740993",
    );
  });

  it("reads a whole number of 0 or more below 2^53, and nothing else", () => {
    expect(wholeNumber(new Decimal("12345678901234"))).toBe(12345678901234);
    expect(wholeNumber(new Decimal("1e14"))).toBe(1e14);
    expect(wholeNumber(new Decimal("0.5"))).toBeUndefined();
    expect(wholeNumber(new Decimal("-3"))).toBeUndefined();
    expect(wholeNumber(new Decimal("9007199254740992"))).toBeUndefined();
  });
});

describe("roundCents and floorCents", () => {
  it("round as toDecimalPlaces does, a value in cents to itself", () => {
    const next = values(7, true);
    for (let k = 0; k < 5000; k++) {
      const x = next();
      expect(same(roundCents(x), x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP))).toBe(true);
      expect(same(floorCents(x), x.toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(true);
    }
    expect(roundCents(new Decimal("2.005")).toFixed()).toBe("2.01");
    expect(floorCents(new Decimal("2.009")).toFixed()).toBe("2");
  });
});

describe("add, subtract, multiply and compareToProduct", () => {
  it("answer as plus, minus, times and comparedTo of the product do", () => {
    const next = values(8, true);
    for (let k = 0; k < 20000; k++) {
      const [a, b, c] = [next(), next(), next()];
      expect([k, add(a, b).toFixed()]).toEqual([k, a.plus(b).toFixed()]);
      expect([k, subtract(a, b).toFixed()]).toEqual([k, a.minus(b).toFixed()]);
      expect([k, multiply(a, b).toFixed()]).toEqual([k, a.times(b).toFixed()]);
      expect([k, compareToProduct(a, b, c)]).toEqual([k, a.comparedTo(b.times(c))]);
    }
  });

  it("are exact at the edges: 2^53, a whole product, a hair either side", () => {
    // Past 2^53 the numbers would not be exact: decimal.js answers.
    expect(add(new Decimal("9007199254740991"), new Decimal(2)).toFixed()).toBe("9007199254740993");
    expect(multiply(new Decimal("4503599627370497"), new Decimal(2)).toFixed()).toBe(
      "9007199254740994",
    );
    expect(subtract(new Decimal(8000), new Decimal(11000)).toFixed()).toBe("-3000");
    // e.: B − P ≥ 30% × B, at the limit and a cent either side (B = 50,000: 15,000).
    const B = new Decimal(50000);
    const share = new Decimal("0.3");
    expect(compareToProduct(new Decimal(15000), B, share)).toBe(0);
    expect(compareToProduct(new Decimal("14999.99"), B, share)).toBe(-1);
    expect(compareToProduct(new Decimal("15000.01"), B, share)).toBe(1);
  });
});

describe("incrementsOver", () => {
  it("is wholeQuotient(value − base, base × share) for value > base > 0, share > 0", () => {
    const next = values(9, false);
    let checked = 0;
    for (let k = 0; k < 20000; k++) {
      const [x, y, share] = [next(), next(), next()];
      if (share.isZero() || y.isZero() || x.eq(y)) continue;
      const [value, base] = x.gt(y) ? [x, y] : [y, x];
      const want = value.minus(base).divToInt(base.times(share)).toFixed();
      const got = incrementsOver(value, base, share);
      if (got !== undefined) {
        expect([k, String(got)]).toEqual([k, want]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("is exact at a whole increment and a hair either side, or leaves it to decimal.js", () => {
    // (b): minimum 1,000,000, one increment 40% = 400,000.
    const minimum = new Decimal(1_000_000);
    const share = new Decimal("0.40");
    expect(incrementsOver(new Decimal(1_400_000), minimum, share)).toBe(1);
    expect(incrementsOver(new Decimal("1399999.99"), minimum, share)).toBe(0);
    expect(incrementsOver(new Decimal("1400000.01"), minimum, share)).toBe(1);
    expect(incrementsOver(new Decimal("2999999.999999999999"), minimum, share)).toBeUndefined();
    // (f): benchmark 60,000, 35% = 21,000: 102,000 is 2 increments, a cent less is 1.
    const benchmark = new Decimal(60000);
    expect(incrementsOver(new Decimal(102000), benchmark, new Decimal("0.35"))).toBe(2);
    expect(incrementsOver(new Decimal("101999.99"), benchmark, new Decimal("0.35"))).toBe(1);
  });
});

describe("decimalOfNumber", () => {
  /** The same words as decimal.js's own Decimal of the number: the same value, the same form. */
  const words = (d: Decimal) => [d.s, d.e, d.d?.join()];

  it("is new Decimal(x), word for word, for numbers of every shape", () => {
    const r = random(10);
    const xs = [
      15.37,
      0.37,
      0.5,
      1e-15,
      1.5e-10,
      123456789.87,
      12345678,
      9007199254740991,
      9007199254740992,
      -15.37,
      0.1 + 0.2,
      1 / 3,
      Math.PI,
      1e14 + 0.5,
      99999999999999.9,
      1234567.1234567,
      1e-7,
      7e-7,
      12.345678901234,
      1e7,
      10000001,
      99999999.5,
      5e-324,
      1e300,
      -0,
      0,
      1e21,
      123456789012345.6,
      // below 10^7 with at most 7 places, written without the text (ofScaled): at the edges
      9999999.9999999,
      9999999.5,
      10000000.5,
      1234567.1,
      0.1234567,
      0.12345678,
      0.0000001,
      0.05,
      16.43,
      1.0000001,
      // negative whole numbers below 10^7 (a limit's amount, gross − cap), at the edges
      -1,
      -9,
      -10,
      -500,
      -1000,
      -9999999,
      -10000000,
      -123456789,
      // 16 and 17 significant digits, read from String's text (ofNumberText)
      15 + 2.01, // 17.009999999999998
      -(15 + 2.01),
      0.0000012345678901234567,
      1e20 / 3,
      0.1 + 0.7, // 0.7999999999999999
    ];
    for (let k = 0; k < 100000; k++) {
      const places = k % 16;
      xs.push(
        k % 4 === 0
          ? Math.round(r() * 10 ** (k % 17)) / 10 ** places
          : k % 4 === 1
            ? r() * 10 ** ((k % 30) - 12)
            : k % 4 === 2
              ? Math.floor(r() * 2 ** 53)
              : -Math.round(r() * 1e9) / 10 ** (k % 8),
      );
    }
    for (const x of xs) expect([x, words(decimalOfNumber(x))]).toEqual([x, words(new Decimal(x))]);
  });

  it("takes 15 significant digits as written, and leaves more to decimal.js", () => {
    // 0.1 + 0.2 is 0.30000000000000004 (17 digits): no m below 10^15 reads back as it.
    expect(decimalOfNumber(0.1 + 0.2).toFixed()).toBe("0.30000000000000004");
    expect(decimalOfNumber(15.37).toFixed()).toBe("15.37");
    expect(decimalOfNumber(123456789012.345).toFixed()).toBe("123456789012.345");
    expect(decimalOfNumber(-0.000000000000001).toFixed()).toBe("-0.000000000000001");
  });
});

describe("roundedQuotient, wholeCentsOf and fromCents (the per-job e. and f. in cents)", () => {
  it("is n / d rounded half-up as decimal.js rounds it, and declines an exact half", () => {
    const r = random(12);
    for (let k = 0; k < 50000; k++) {
      const d = 1 + Math.floor(r() * 10 ** (1 + (k % 9)));
      // A third of the numerators on a half of d exactly: (q + 1/2) × d when d is even.
      const n =
        k % 3 === 0 && d % 2 === 0 ? Math.floor(r() * 1e6) * d + d / 2 : Math.floor(r() * 1e13);
      const exact = new Decimal(n).div(d);
      const half = exact.minus(exact.floor()).eq(0.5);
      const want = half ? undefined : exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
      expect([n, d, roundedQuotient(n, d)]).toEqual([n, d, want]);
    }
  });

  it("rounds at the limit and one past it, and declines what would reach 2^53", () => {
    // 5 / 10 = 0.5 exactly: declined; 6 / 10 = 0.6 → 1; 4 / 10 = 0.4 → 0; 14 / 10 = 1.4 → 1
    expect(roundedQuotient(5, 10)).toBeUndefined();
    expect(roundedQuotient(6, 10)).toBe(1);
    expect(roundedQuotient(4, 10)).toBe(0);
    expect(roundedQuotient(14, 10)).toBe(1);
    // 2n + d past 2^53 − 1: 2 × 2^52 + 3 is 2^53 + 3
    expect(roundedQuotient(2 ** 52, 3)).toBeUndefined();
    expect(roundedQuotient(2 ** 51, 3)).toBe(750599937895083);
    expect(roundedQuotient(-1, 3)).toBeUndefined();
    expect(roundedQuotient(1, 0)).toBeUndefined();
  });

  it("reads and writes whole cents exactly", () => {
    expect(wholeCentsOf(new Decimal("1234.56"))).toBe(123456);
    expect(wholeCentsOf(new Decimal("1234.5"))).toBe(123450);
    expect(wholeCentsOf(new Decimal("1234.567"))).toBeUndefined();
    expect(wholeCentsOf(new Decimal("-1"))).toBeUndefined();
    const r = random(13);
    for (let k = 0; k < 20000; k++) {
      const n = Math.floor((r() - 0.5) * 10 ** (k % 16));
      const want = new Decimal(n).div(100);
      const got = fromCents(n);
      expect([n, got.s, got.e, got.d?.join()]).toEqual([n, want.s, want.e, want.d?.join()]);
    }
  });

  it("counts a whole number's places from its words, and a fraction's as decimal.js does", () => {
    for (const text of ["0", "4000", "1e20", "12345678", "0.5", "16.43", "1e-9", "123.4560"])
      expect([text, decimalPlaces(new Decimal(text))]).toEqual([
        text,
        new Decimal(text).decimalPlaces(),
      ]);
  });
});

describe("fractionQuotient (e.'s share below the benchmark)", () => {
  /** decimal.js's own quotient, word for word: the same value, the same form. */
  const words = (d: Decimal) => [d.s, d.e, d.d?.join()];
  const expectDiv = (a: Decimal, b: Decimal) =>
    expect([a.toFixed(), b.toFixed(), words(fractionQuotient(a, b))]).toEqual([
      a.toFixed(),
      b.toFixed(),
      words(a.div(b)),
    ]);
  /** n / 10^places, exactly. */
  const scaled = (n: number, places: number) => new Decimal(n).div(10 ** places);
  // 0 < n < d, at one scale: the shortfall and the benchmark (whole dollars, cents or finer).
  const pair = fc
    .tuple(fc.integer({ min: 2, max: 2_000_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .chain(([d, f]) =>
      fc.tuple(
        fc.constant(Math.min(d - 1, Math.max(1, Math.floor(f * d)))),
        fc.constant(d),
        fc.integer({ min: 0, max: 4 }),
      ),
    );

  it("is decimal.js's quotient for 0 < a < b, whatever the divisor", () => {
    fc.assert(
      fc.property(pair, ([n, d, places]) => expectDiv(scaled(n, places), scaled(d, places))),
      { numRuns: 20000 },
    );
  });

  it("rounds at the 200th digit as decimal.js does, carries included", () => {
    // n / (10^k − 1) repeats n's k digits: nines across the rounding digit and across words.
    for (const k of [1, 2, 7, 8, 9]) {
      const d = 10 ** k - 1;
      for (const n of [1, 2, d - 1, d - 2, d - 10, Math.floor(d / 2), Math.floor(d / 3)])
        if (n > 0 && n < d) expectDiv(new Decimal(n), new Decimal(d));
    }
    for (let n = 1; n < 100; n++) expectDiv(new Decimal(n * 1000 + 999), new Decimal(99_999_999));
    // quotients that end: 1/2, 1/8, 3/1024, 1/(2^30), 7/(5^12)
    for (const [n, d] of [
      [1, 2],
      [1, 8],
      [3, 1024],
      [1, 2 ** 29],
      [7, 5 ** 12],
      [12_000, 60_000],
    ])
      expectDiv(new Decimal(n), new Decimal(d));
    // 1/3 and 1/6,000,000, the salaryShortfall test's (properties.test.ts)
    expect(fractionQuotient(new Decimal(1), new Decimal(3)).toFixed()).toBe("0." + "3".repeat(200));
    expect(fractionQuotient(new Decimal(1), new Decimal(6_000_000)).toFixed()).toBe(
      "0.000000" + "1" + "6".repeat(198) + "7",
    );
  });

  it("divides itself up to its largest divisor, and leaves one past it to decimal.js", () => {
    // MAX_DIVISOR: floor((2^53 − 1) / (10^7 + 1)) = 900,719,835
    const max = 900_719_835;
    for (const d of [max - 1, max, max + 1, 2 ** 40])
      for (const n of [1, 2, Math.floor(d / 7), d - 1]) expectDiv(new Decimal(n), new Decimal(d));
    expectDiv(new Decimal("0.000000001"), new Decimal("0.3"));
    expectDiv(new Decimal("1234.5678901234"), new Decimal("98765.4321"));
  });
});
