/**
 * The shortcuts decimal.ts takes for speed (compare, wholeQuotient, sum, roundCents and
 * floorCents of a value already in cents) answer exactly as decimal.js does, on values of every
 * shape the core meets: whole and fractional, tiny and near 10^15, negative, zero and −0, and
 * quotients a hair either side of a whole number, where a double division alone would be wrong.
 */
import {
  Decimal,
  compare,
  floorCents,
  roundCents,
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
