import { minimumWageFor, minimumWageRateFor } from "../../src/core/minimumWage";
import { InputError } from "../../src/core/inputs";

describe("NJ minimum wage for a year (docs/emerge.md §5)", () => {
  test.each([
    [2019, "10"], // 2019-07-01 rate, the last in force in 2019 (not 8.85 from 2019-01-01)
    [2020, "11"],
    [2021, "12"],
    [2022, "13"],
    [2023, "14.13"],
    [2024, "15.13"],
    [2025, "15.49"],
    [2026, "15.92"],
  ])("%i → %s", (year, rate) => {
    expect(minimumWageFor(year).toFixed()).toBe(rate);
  });
  test("outside the table: an error naming the input and asking for minimumWage", () => {
    for (const year of [2018, 2027]) {
      expect(minimumWageRateFor(year)).toBeUndefined();
      expect(() => minimumWageFor(year)).toThrow(InputError);
      try {
        minimumWageFor(year, "firstYear");
      } catch (err) {
        expect((err as InputError).input).toBe("firstYear");
        expect((err as InputError).message).toContain("minimumWage");
      }
    }
  });
});
