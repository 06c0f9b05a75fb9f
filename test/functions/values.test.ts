/**
 * A result value as a cell (src/functions/values.ts toCell): money text becomes its number, any
 * other text stays text. The test for "money text" is a loop, checked here against the pattern
 * it stands for on random text.
 */
import fc from "fast-check";
import { toCell } from "../../src/functions/values";

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
