/**
 * NJCREDIT.COMPARE and NJWIND.COMPARE (issue 24): a comparison a workbook keeps. Scenario a is the
 * arguments after `changes`, read as PERJOB / CREDIT read theirs; b is a with the inputs `changes`
 * gives. The table is the core's bridge (core/compare.ts, columns.ts BRIDGE_TABLE): one row per
 * step whose amount differs, then a, b and b − a. Amounts worked by hand from the statute once
 * here; the bridge's own properties are core/compare's tests'.
 */
import { compare as coreCompare } from "../../src/core/compare";
import * as functions from "../../src/functions/functions";
import { installCustomFunctionsStub, thrown } from "./stub";

beforeAll(installCustomFunctionsStub);

type Loose<R> = (...args: unknown[]) => R;
const compare = functions.compare as Loose<unknown[][]>;
const windCompare = functions.windCompare as Loose<unknown[][]>;

const HEADER = ["Step", "Subsection", "Change", "Why"];

test("a bonus added: one row, then a, b and b − a", () => {
  // Tier 5 ("other"): base $500 (s.75 b.(5)); small business adds $500 (c.(1)(e)): 500 → 1,000.
  expect(compare("other", [["smallBusiness", true]], null, null, null)).toEqual([
    HEADER,
    ["small business", "c.(1)(e)", 500, "a: does not apply; b: applies, +$500.00"],
    ["a", "", 500, ""],
    ["b", "", 1000, ""],
    ["b − a", "", 500, ""],
  ]);
});

test("a change that overrides a's criteria, and a reduction on a different gross", () => {
  // a: enhanced base 3,500 + (c) 300 new jobs 500 + (e) 500 = 4,500 (under the 6,000 limit).
  // b: no small business, median salary 50,000 against 62,000: gross 4,000 × 50,000 / 62,000
  //    = 3,225.806… → 3,225.81. Bridge: (e) −500; e. −774.19 (all of b's reduction, a had
  //    none); −500 − 774.19 = −1,274.19 = 3,225.81 − 4,500.
  const table = compare(
    "enhanced",
    [
      ["smallBusiness", false],
      ["projectMedianSalary", 50000],
      ["benchmarkMedianSalary", 62000],
    ],
    "new",
    [
      ["newJobs", 300],
      ["smallBusiness", true],
    ],
    false,
  );
  expect(table.map((row) => [row[1], row[2]])).toEqual([
    ["c.(1)(e)", -500],
    ["e.", -774.19],
    ["", 4500],
    ["", 3225.81],
    ["", -1274.19],
  ]);
  // The same numbers as the core's comparison of the two scenarios.
  const core = coreCompare(
    "emerge.perJob",
    { location: "enhanced", jobType: "new", newJobs: 300, smallBusiness: true },
    {
      location: "enhanced",
      jobType: "new",
      newJobs: 300,
      smallBusiness: false,
      projectMedianSalary: 50000,
      benchmarkMedianSalary: 62000,
    },
  );
  if (!core.ok) throw new Error(core.error.message);
  expect(core.result.bridge.map((l) => Number(l.amount))).toEqual([-500, -774.19]);
  expect(Number(core.result.difference)).toBe(-1274.19);
});

test("wind: the prorated formula applies on one side only", () => {
  // a: 300 approved jobs, the whole 80,000,000 base; b: 250, 85% of it = 68,000,000 (N.J.A.C.
  // 19:31S-1.9 band 250–299): b − a = −12,000,000.
  const table = windCompare(
    "owner",
    80000000,
    [["approvedJobs", 250]],
    null,
    [["approvedJobs", 300]],
    null,
  );
  expect(table.slice(-3)).toEqual([
    ["a", "", 80000000, ""],
    ["b", "", 68000000, ""],
    ["b − a", "", -12000000, ""],
  ]);
  expect(table[1].slice(1, 3)).toEqual(["19:31S-1.9", -12000000]);
});

test("the same scenario twice: no row, b − a 0", () => {
  expect(compare("other", [["smallBusiness", false]], null, null, false)).toEqual([
    ["a", "", 500, ""],
    ["b", "", 500, ""],
    ["b − a", "", 0, ""],
  ]);
});

test("errors name the input, and which scenario it is in", () => {
  expect(thrown(() => compare("other", null, null, null, null))).toEqual({
    code: "#VALUE!",
    message: expect.stringMatching(/^changes is required/),
  });
  expect(thrown(() => compare("other", [["smallBusines", true]], null, null, null))).toEqual({
    code: "#VALUE!",
    message: expect.stringMatching(
      /in the compared scenario \(a with changes\): "smallBusines" is not an input .*did you mean "smallBusiness"\?/,
    ),
  });
  // A problem in a's own inputs is a's, as PERJOB would say it.
  expect(thrown(() => compare("downtown", [["smallBusiness", true]], null, null, null))).toEqual({
    code: "#VALUE!",
    message: expect.stringMatching(/^location must be one of/),
  });
});
