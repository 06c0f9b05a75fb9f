/**
 * decimal.ts configures decimal.js and writes money: rounding to cents at a half-cent and one
 * past it, each sign; grouping of thousands; a whole quotient at an exact multiple and a hair
 * either side (bonuses (b) and (f) count whole increments with it).
 */
import {
  Decimal,
  compare,
  displayMoney,
  displayNumber,
  displayPercent,
  floorCents,
  formatMoney,
  roundCents,
  wholeQuotient,
} from "../../src/core/decimal";

const d = (x: string) => new Decimal(x);

describe("roundCents and floorCents", () => {
  it("round half-up (away from zero) at the half-cent, and not below it", () => {
    expect(roundCents(d("2572.585")).toFixed()).toBe("2572.59");
    expect(roundCents(d("2572.5849999")).toFixed()).toBe("2572.58");
    expect(roundCents(d("-2572.585")).toFixed()).toBe("-2572.59");
    expect(roundCents(d("100")).toFixed()).toBe("100");
  });
  it("round down to the cent, so a limit is never exceeded", () => {
    expect(floorCents(d("100.009")).toFixed()).toBe("100");
    expect(floorCents(d("100.01")).toFixed()).toBe("100.01");
  });
});

describe("writing money and numbers", () => {
  it("writes money with two places, grouped by thousands for people", () => {
    expect(formatMoney(d("1234567.5"))).toBe("1234567.50");
    expect(displayMoney(d("1234567.5"))).toBe("1,234,567.50");
    expect(displayMoney(d("-1000"))).toBe("-1,000.00");
    expect(displayMoney(d("999.999"))).toBe("1,000.00");
    expect(displayMoney(d("0"))).toBe("0.00");
  });
  it("writes a number exactly, without trailing zeros, grouped", () => {
    expect(displayNumber(d("1234567.125"))).toBe("1,234,567.125");
    expect(displayNumber(d("4000.00"))).toBe("4,000");
    expect(displayNumber(250)).toBe("250");
    expect(displayPercent(d("0.125"))).toBe("12.5%");
  });
});

describe("wholeQuotient and compare", () => {
  it("counts whole increments at an exact multiple and a hair either side", () => {
    // 400,000 over a 40% increment of 1,000,000: exactly 1 increment; a cent less, 0.
    const inc = d("1000000").times(d("0.4"));
    expect(wholeQuotient(d("400000"), inc).toFixed()).toBe("1");
    expect(wholeQuotient(d("399999.99"), inc).toFixed()).toBe("0");
    expect(wholeQuotient(d("800000.01"), inc).toFixed()).toBe("2");
  });
  it("orders values, −0 and 0 as equal", () => {
    expect(compare(d("1.10"), d("1.1"))).toBe(0);
    expect(compare(d("-0"), d("0"))).toBe(0);
    expect(compare(d("2"), d("10"))).toBe(-1);
  });
});
