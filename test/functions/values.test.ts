/**
 * A result value as a cell (src/functions/values.ts toCell): money text becomes its number, any
 * other text stays text. The test for "money text" is a loop, checked here against the pattern
 * it stands for on random text.
 */
import fc from "fast-check";
import { moneyCells, resetHostSupport, toCell } from "../../src/functions/values";

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe("toCell", () => {
  test("text is a number exactly when it is a plain decimal number", () => {
    const text = fc.oneof(
      fc.stringMatching(/^-?\d{0,4}(\.\d{0,3})?[-.\de]?$/),
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        "",
        "-",
        ".",
        "-.",
        "1.",
        ".5",
        "-0.00",
        "12.34",
        "1e5",
        "1,000",
        " 1",
        "--1",
      ),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(toCell(t, "plain")).toBe(DECIMAL.test(t) ? Number(t) : t);
      }),
      { numRuns: 20_000 },
    );
  });

  test("null and undefined are empty, booleans stay booleans, numbers stay numbers", () => {
    expect(toCell(null)).toBe("");
    expect(toCell(undefined)).toBe("");
    expect(toCell(true)).toBe(true);
    expect(toCell(1234.5)).toBe(1234.5);
    expect(toCell("3333.33", "money")).toBe(3333.33);
  });
});

describe("moneyCells", () => {
  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
    resetHostSupport();
  });

  /** A host that takes data types (CustomFunctionsRuntime 1.4) or not. */
  function installHost(supports14: boolean): void {
    (globalThis as { Office?: unknown }).Office = {
      context: { requirements: { isSetSupported: () => supports14 } },
    };
    resetHostSupport();
  }

  const values = [null, undefined, true, false, 0, -0, 1234.5, "3333.33", "-0.00", "abc", "", [1]];

  test.each([
    ["no Office", undefined],
    ["a host without data types", false],
    ["a host with data types", true],
  ])('each cell is toCell(value, "money"), %s', (_name, supports14) => {
    if (supports14 !== undefined) installHost(supports14);
    const cell = moneyCells();
    for (const v of values) expect(cell(v)).toStrictEqual(toCell(v, "money"));
    // Where the host takes data types, money is a formatted number, not the plain one.
    expect(typeof cell("3333.33")).toBe(supports14 === true ? "object" : "number");
  });
});
