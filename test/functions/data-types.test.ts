/**
 * Excel data types in (allowCustomDataForDataTypeAny): a cell holding a Double, String, Boolean
 * or FormattedNumber is read by its basic value, in arguments and in criteria names and values;
 * an Error, Entity, WebImage or unknown data type is #VALUE! naming the input.
 */
import * as source from "../../src/functions/functions";

/** The functions as Excel calls them: any values (the enum-typed arguments included). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const functions = source as unknown as Record<keyof typeof source, (...args: any[]) => any>;
import { installCustomFunctionsStub, thrown } from "./stub";

beforeAll(installCustomFunctionsStub);

const double = (basicValue: number) => ({ type: "Double", basicValue });
const string = (basicValue: string) => ({ type: "String", basicValue });
const boolean = (basicValue: boolean) => ({ type: "Boolean", basicValue });
const formattedNumber = (basicValue: number) => ({
  type: "FormattedNumber",
  basicValue,
  numberFormat: "#,##0",
});

describe("read by their basic value", () => {
  test("a Double newJobs is its number, as the plain number is", () => {
    // Before: #VALUE! "unsupported value". 300 new jobs in an enhanced area: 3,500 + (c) 500 =
    // 4,000 per job × 300 = 1,200,000 — what the plain 300 gives.
    expect(functions.annual("enhanced", double(300), null, null)).toBe(1200000);
    expect(functions.annual("enhanced", 300, null, null)).toBe(1200000);
    expect(functions.annual("enhanced", formattedNumber(300), null, null)).toBe(1200000);
  });

  test("String and Boolean data types, in criteria names and values", () => {
    // Small business: 3,500 + (e) 500 = 4,000 per job (no (c): newJobs not given).
    const plain = functions.perJob("enhanced", null, [["smallBusiness", true]]);
    expect(plain).toBe(4000);
    expect(
      functions.perJob(string("enhanced"), null, [[string("smallBusiness"), boolean(true)]]),
    ).toBe(plain);
  });

  test("ranges of data types: a per-year row and GRID values", async () => {
    // Two years of 10 new jobs in a GRM: 4,000 × 10 = 40,000 a year, 80,000 in all.
    const table = functions.schedule("grm", [[double(10), double(10)]], null, null, false);
    expect(table[table.length - 1][8]).toBe(80000);
    // 10 and 20 new jobs, annual: 40,000 and 80,000.
    const grid = await functions.creditGrid(
      "grm",
      null,
      "newJobs",
      [[double(10), formattedNumber(20)]],
      "smallBusiness",
      [[boolean(false)]],
      "annual",
      false,
    );
    expect(grid).toEqual([[40000, 80000]]);
  });
});

describe("refused, naming the input", () => {
  const accepted =
    "give a number, text, TRUE/FALSE or leave it empty (a Double, String, Boolean or FormattedNumber data type is read as its value)";

  test("an Error data type", () => {
    const error = { type: "Error", errorType: "Div0", basicValue: "#DIV/0!" };
    expect(thrown(() => functions.annual("enhanced", error, null, null))).toEqual({
      code: "#VALUE!",
      message: `newJobs holds an error or an unsupported value: the Excel error #DIV/0!; ${accepted}`,
    });
  });

  test("an Entity, a WebImage, an unknown type, a Double without a number", () => {
    const cases: [unknown, string][] = [
      [{ type: "Entity", text: "Acme", properties: {} }, "an Entity data type"],
      [
        { type: "WebImage", address: "https://example.org/a.png" },
        "a WebImage (picture) data type",
      ],
      [{ type: "Hologram", basicValue: 3 }, "a Hologram data type"],
      [{ type: "Double", basicValue: "300" }, "a Double data type without a number value"],
    ];
    for (const [value, what] of cases) {
      expect(thrown(() => functions.annual("enhanced", value, null, null)).message).toBe(
        `newJobs holds an error or an unsupported value: ${what}; ${accepted}`,
      );
    }
  });

  test("in criteria, the cell is named", () => {
    const entity = { type: "Entity", text: "Acme" };
    expect(
      thrown(() => functions.perJob("enhanced", null, [["smallBusiness", entity]])).message,
    ).toBe(
      `criteria (row 1, column 2) holds an error or an unsupported value: an Entity data type; ${accepted}`,
    );
  });

  test("a type named like an Object property is unknown, not a basic value", () => {
    expect(
      thrown(() => functions.annual("enhanced", { type: "constructor", basicValue: 1 }, null, null))
        .message,
    ).toMatch(/^newJobs holds an error or an unsupported value: a constructor data type/);
  });
});
