/**
 * Comparisons worked by hand from the statute: each bridge's lines, their amounts, and what
 * differs. (The arithmetic of each side is the golden scenarios'; here, what the difference is made
 * of.)
 */
import { compare, type Comparison } from "../../../src/core/compare";
import type { CalcName } from "../../../src/core/results";

function compared(calc: CalcName, a: object, b: object): Comparison {
  const out = compare(calc, a, b);
  if (!out.ok) throw new Error(out.error.message);
  return out.result;
}
const lines = (c: Comparison) => c.bridge.map((l) => [l.id, l.amount]);

test("a bonus added: small business (c.(1)(e)) is the whole difference", () => {
  // other: base 500 (b.(5)); with (e) 500: 1,000. b − a = 500.00.
  const c = compared(
    "emerge.perJob",
    { location: "other" },
    { location: "other", smallBusiness: true },
  );
  expect([c.a, c.b, c.difference]).toEqual(["500.00", "1000.00", "500.00"]);
  expect(lines(c)).toEqual([["c.(1)(e)", "500.00"]]);
  expect(c.bridge[0].reason).toBe("a: does not apply; b: applies, +$500.00");
  expect(c.inputs).toEqual([{ name: "smallBusiness", a: null, b: true }]);
});

test("a tier changed: one base step leaves, another comes", () => {
  // other b.(5) 500 → enhanced b.(2) 3,500: b.(2) +3,500.00 and b.(5) −500.00 = +3,000.00.
  const c = compared("emerge.perJob", { location: "other" }, { location: "enhanced" });
  expect(c.difference).toBe("3000.00");
  expect(lines(c)).toEqual([
    ["b.(2)", "3500.00"],
    ["b.(5)", "-500.00"],
  ]);
});

test("the salary cliff crossed: the reduction's line is the whole difference", () => {
  // enhanced 3,500; benchmark 100,000. a: 70,000.01 is 29.99999% below: 3,500 × 70,000.01 /
  // 100,000 = 2,450.00035 → 2,450.00 (e. shown −1,050.00). b: 70,000 is 30% below: no credit
  // (e. −3,500.00). The e. line: −3,500.00 − (−1,050.00) = −2,450.00 = b − a.
  const c = compared(
    "emerge.perJob",
    { location: "enhanced", projectMedianSalary: 70000.01, benchmarkMedianSalary: 100000 },
    { location: "enhanced", projectMedianSalary: 70000, benchmarkMedianSalary: 100000 },
  );
  expect([c.a, c.b, c.difference]).toEqual(["2450.00", "0.00", "-2450.00"]);
  expect(lines(c)).toEqual([["e.", "-2450.00"]]);
});

test("the annual cap binding on one side only: the jobs' line and the cap's cancel", () => {
  // other + (e): 1,000 a new job. a: 10 jobs = 10,000, cap 10,000 not exceeded. b: 11 jobs =
  // 11,000, capped to 10,000 (g. −1,000.00). Lines: f.(1) +1,000.00, g. −1,000.00; b − a = 0.00.
  const base = { location: "other", smallBusiness: true, annualCap: 10000 };
  const c = compared("emerge.annual", { ...base, newJobs: 10 }, { ...base, newJobs: 11 });
  expect([c.a, c.b, c.difference]).toEqual(["10000.00", "10000.00", "0.00"]);
  expect(lines(c)).toEqual([
    ["f.(1)", "1000.00"],
    ["g.", "-1000.00"],
  ]);
  expect(c.inputs).toEqual([{ name: "newJobs", a: 10, b: 11 }]);
});

test("a wind year missed on one side: the total is the same, the year is compared apart", () => {
  // 80,000,000, 100%: total 80,000,000.00 either way. b's period 2 (149 < 150): year 2 not met,
  // its 16,000,000.00 not allowed; the headline (the total credit) is unchanged.
  const c = compared(
    "wind.schedule",
    { capitalInvestment: 80000000, employment: [100, 150, 200, 300, 300] },
    { capitalInvestment: 80000000, employment: [100, 149, 200, 300, 300] },
  );
  expect([c.difference, c.bridge]).toEqual(["0.00", []]);
  expect(c.years).toEqual([
    { year: 2, statusA: "earned", statusB: "not met", allowedA: "16000000.00", allowedB: "0.00" },
  ]);
  expect(c.steps.map((s) => [s.id, s.appliedA, s.appliedB, s.difference])).toEqual([
    ["f.(2) year 2", false, true, "-16000000.00"],
  ]);
});

test("owner against tenant: the credit base is the difference", () => {
  // Owner: base its own 80,000,000. Tenant of the same facility, share 0.25: represented
  // 80,000,000 × 0.25 = 20,000,000 (s.6 a.(2)(b), d.). b − a = −60,000,000.00, all on d. base.
  const c = compared(
    "wind.schedule",
    { role: "owner", capitalInvestment: 80000000 },
    { role: "tenant", capitalInvestment: 80000000, tenantLeasedShare: 0.25 },
  );
  expect([c.a, c.b, c.difference]).toEqual(["80000000.00", "20000000.00", "-60000000.00"]);
  expect(lines(c)).toEqual([["d. base", "-60000000.00"]]);
  expect(c.inputs.map((i) => i.name)).toEqual(["role", "tenantLeasedShare"]);
});

test("two sides that cannot be compared: the error names the side and the input", () => {
  const out = compare("emerge.perJob", { location: "other" }, { location: "nowhere" });
  expect(out.ok).toBe(false);
  if (!out.ok) expect([out.side, out.error.input]).toEqual(["b", "location"]);
});
