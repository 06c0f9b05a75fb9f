/**
 * Cell values that used to read as a wrong number or vanish (issue 10, items 10–12): text with a
 * comma where one year's number belongs, criteria names that are also Object.prototype's, and a
 * date serial given as text with more digits than a double holds.
 */
import * as functions from "../../src/functions/functions";
import { dateSerialValue } from "../../src/functions/calls";
import { TRACE_HEADERS } from "../../src/functions/cells";
import { installCustomFunctionsStub, rejected, thrown } from "./stub";

beforeAll(installCustomFunctionsStub);

type Loose<R> = (...args: unknown[]) => R;
const perJob = functions.perJob as Loose<number>;
const schedule = functions.schedule as Loose<unknown[][]>;
const creditGrid = functions.creditGrid as Loose<Promise<unknown[][]>>;
const windCredit = functions.windCredit as Loose<number>;
const windSchedule = functions.windSchedule as Loose<unknown[][]>;
const windExplain = functions.windExplain as Loose<unknown[][]>;
const windGrid = functions.windGrid as Loose<Promise<unknown[][]>>;

const ACCEPTED =
  "Give one number per cell: use a row or column of cells, or an array constant like {100,150}";

describe("text with a comma is refused wherever one year's number belongs", () => {
  test("a per-year argument given as one text", () => {
    // Was: employment year 1 = 120,160 (earned).
    expect(thrown(() => windSchedule("owner", 80000000, "120,160"))).toEqual({
      code: "#VALUE!",
      message: `employment "120,160" is text with a comma: a list of years, or one number with thousands separators? ${ACCEPTED}`,
    });
    expect(thrown(() => schedule("grm", "100,150")).message).toBe(
      `newJobsByYear "100,150" is text with a comma: a list of years, or one number with thousands separators? ${ACCEPTED}`,
    );
    expect(thrown(() => schedule("grm", 10, "1,5")).message).toMatch(
      /^retainedJobsByYear "1,5" is text with a comma/,
    );
    expect(thrown(() => windCredit("owner", 80000000, "120,160", null)).message).toMatch(
      /^employment "120,160" is text with a comma/,
    );
  });

  test("one cell of a per-year range", () => {
    // Was: 100,150 new jobs in year 1 (credit 500,750,000 that year).
    expect(thrown(() => schedule("enhanced", [["100,150", "200"]])).message).toBe(
      `newJobsByYear (value 1) "100,150" is text with a comma: a list of years, or one number with thousands separators? ${ACCEPTED}`,
    );
    expect(thrown(() => windSchedule("owner", 80000000, [[120], ["160,200"]])).message).toMatch(
      /^employment \(value 2\) "160,200" is text with a comma/,
    );
  });

  test("a per-year criteria row, as one value or inside its list", () => {
    expect(thrown(() => schedule("grm", null, null, [["newJobs", "100,150", 200]])).message).toBe(
      `newJobs (criteria row 1), value 1 "100,150" is text with a comma: a list of years, or one number with thousands separators? ${ACCEPTED}`,
    );
    expect(
      thrown(() => schedule("grm", [[10, 20]], null, [["laborHarmonyNewJobs", 5, "1,000"]]))
        .message,
    ).toMatch(/^laborHarmonyNewJobs \(criteria row 1\), value 2 "1,000" is text with a comma/);
    expect(
      thrown(() =>
        windSchedule(
          "tenant",
          80000000,
          [[120]],
          [
            ["tenantLeasedShare", 0.5],
            ["leasePayments", "1,000,000", 2000000],
          ],
        ),
      ).message,
    ).toMatch(/^leasePayments \(criteria row 2\), value 1 "1,000,000" is text with a comma/);
    expect(
      thrown(() => windSchedule("owner", 80000000, null, [["employment", "120,160"]])).message,
    ).toMatch(/^employment \(criteria row 1\) "120,160" is text with a comma/);
    // In a GRID's base scenario too (output "total" is the schedule).
    return expect(
      rejected(
        creditGrid(
          "grm",
          [["newJobs", "10,20", 30]],
          "smallBusiness",
          [[true]],
          "training",
          [["none"]],
          "total",
        ),
      ),
    ).resolves.toMatchObject({ message: expect.stringMatching(/^newJobs \(criteria row 1\)/) });
  });

  test("a number that is not one year's keeps its thousands separators", () => {
    // capitalInvestment is one amount: "80,000,000" is 80,000,000; 80,000,000 × 100% (300
    // approved jobs, the default) = 80,000,000.
    expect(windCredit("owner", "80,000,000", [[120]], null)).toBe(80000000);
    // A per-job count is one count, not a year's: 1,500 new jobs, grm 4,000 + (c) 1,500 (over
    // 1,000 jobs) = 5,500, capped at grm's 6,000: 5,500.
    expect(perJob("grm", null, [["newJobs", "1,500"]])).toBe(5500);
  });
});

describe("criteria names that Object.prototype also has are unknown names like any other", () => {
  test.each(["__proto__", "constructor", "toString", "hasOwnProperty"])("%s", async (name) => {
    // Was: "__proto__" dropped silently, the per-job credit computed without it (3,500).
    expect(thrown(() => perJob("enhanced", null, [[name, 5]]))).toEqual({
      code: "#VALUE!",
      message: expect.stringMatching(
        new RegExp(`^"${name}" is not an input of the Emerge per-job credit; the inputs of`),
      ),
    });
    expect(thrown(() => windCredit("owner", 80000000, [[120]], [[name, 5]])).message).toMatch(
      new RegExp(`^"${name}" is not an input of`),
    );
    expect(
      (
        await rejected(
          creditGrid("grm", [[name, 5]], "newJobs", [[1, 2]], "smallBusiness", [[true]]),
        )
      ).message,
    ).toMatch(new RegExp(`^"${name}" is not an input of`));
    expect(
      (await rejected(creditGrid("grm", null, name, [[1]], "smallBusiness", [[true]]))).message,
    ).toMatch(new RegExp(`^rowInput: "${name}" is not an input of NJCREDIT.GRID`));
  });

  test("a misspelt name close to a real one still gets its suggestion", () => {
    expect(thrown(() => perJob("enhanced", null, [["__smallBusines__", true]])).message).toBe(
      '"__smallBusines__" is not an input of the Emerge per-job credit; did you mean "smallBusiness"?',
    );
  });
});

describe("a date serial given as text is read exactly: its whole day", () => {
  // s.6 b.: apply by July 1, 2025 (serial 45839) inclusive. On time: owner 80,000,000 × 100%
  // (300 approved jobs) = 80,000,000. Late (45840 = 2025-07-02): not eligible, 0.
  const credit = (applicationDate: unknown) =>
    windCredit("owner", 80000000, [[120]], [["applicationDate", applicationDate]]);

  test("45839, 45839.5 and 45839.99999999999999999 are 2025-07-01; 45840 is the next day", () => {
    expect(credit(45839)).toBe(80000000);
    expect(credit("45839")).toBe(80000000);
    expect(credit(45839.5)).toBe(80000000);
    expect(credit("45839.5")).toBe(80000000);
    // Was 0: Number() rounds these digits up to 45840.
    expect(credit("45839.99999999999999999")).toBe(80000000);
    expect(credit(" 4.583999999999999999999e4 ")).toBe(80000000);
    expect(credit(45840)).toBe(0);
    expect(credit("45840")).toBe(0);
    expect(credit("45840.00000000000000001")).toBe(0);
  });

  test("the explanation shows the day read", () => {
    const why = windExplain(
      "owner",
      80000000,
      [[120]],
      [["applicationDate", "45839.99999999999999999"]],
    )
      .map((row) => row[TRACE_HEADERS.indexOf("Reason")])
      .join("\n");
    expect(why).toContain("application 2025-07-01 is on or before 2025-07-01");
  });

  test("as a GRID's varied values too", async () => {
    expect(
      await windGrid(
        "owner",
        80000000,
        [["employment", 120]],
        "applicationDate",
        [["45839.99999999999999999", "45840"]],
        "approvedJobs",
        [[300]],
        "total",
        false,
      ),
    ).toEqual([[80000000, 0]]);
  });

  test("other text is left for the core to judge", () => {
    expect(dateSerialValue("2025-07-01")).toBe("2025-07-01");
    expect(dateSerialValue("1e400")).toBe("1e400");
    expect(dateSerialValue("45839.9")).toBe(45839);
    expect(dateSerialValue(45839.9)).toBe(45839.9); // a number: the core floors it
    expect(thrown(() => credit("1e400")).message).toMatch(/^applicationDate must be a date/);
  });
});
