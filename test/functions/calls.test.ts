/**
 * calls.ts: how Excel arguments become core inputs (the contract the cells and the pane share).
 */
import { InputError, evaluate } from "../../src/core";
import { emergeSchema } from "../../src/core";
import {
  ARGUMENT_NAMES,
  EMERGE_GRID_OUTPUTS,
  FUNCTION_IDS,
  MAX_GRID_SCENARIOS,
  MAX_GRID_WORK,
  gridYearsPerScenario,
  functionIdOf,
  headersArg,
  prepareCall,
  prepareGrid,
  gridCell,
  gridCellKind,
  gridCornerLabel,
  gridScenario,
  readCriteria,
  scalarArg,
  seriesArg,
  WIND_GRID_OUTPUTS,
  functionSpec,
  withArgumentContext,
  type ArgValue,
} from "../../src/functions/calls";

/** The InputError a call throws, as {input, message}. */
function inputError(fn: () => unknown): { input: string | null; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return { input: err.input, message: err.message };
    throw err;
  }
  throw new Error("expected an InputError");
}

describe("FUNCTION_IDS and ARGUMENT_NAMES", () => {
  test("the ten ids of docs/interface.md §2, the two AWARDs, COMPAREs and PORTFOLIOs, each with its argument list", () => {
    expect([...FUNCTION_IDS].sort()).toEqual(
      [
        "NJCREDIT.ANNUAL",
        "NJCREDIT.AWARD",
        "NJCREDIT.COMPARE",
        "NJWIND.COMPARE",
        "NJCREDIT.EXPLAIN",
        "NJCREDIT.GRID",
        "NJCREDIT.MINWAGE",
        "NJCREDIT.PERJOB",
        "NJCREDIT.PORTFOLIO",
        "NJWIND.PORTFOLIO",
        "NJCREDIT.SCHEDULE",
        "NJWIND.AWARD",
        "NJWIND.CREDIT",
        "NJWIND.EXPLAIN",
        "NJWIND.GRID",
        "NJWIND.SCHEDULE",
      ].sort(),
    );
    expect(Object.keys(ARGUMENT_NAMES).sort()).toEqual([...FUNCTION_IDS].sort());
  });

  test("leading arguments fixed by docs/interface.md §2", () => {
    expect(ARGUMENT_NAMES["NJCREDIT.PERJOB"]).toEqual(["location", "jobType", "criteria"]);
    expect(ARGUMENT_NAMES["NJCREDIT.ANNUAL"]).toEqual([
      "location",
      "newJobs",
      "retainedJobs",
      "criteria",
    ]);
    expect(ARGUMENT_NAMES["NJCREDIT.SCHEDULE"]).toEqual([
      "location",
      "newJobsByYear",
      "retainedJobsByYear",
      "criteria",
      "headers",
    ]);
    expect(ARGUMENT_NAMES["NJCREDIT.EXPLAIN"]).toEqual([
      "location",
      "jobType",
      "criteria",
      "headers",
    ]);
    expect(ARGUMENT_NAMES["NJCREDIT.MINWAGE"]).toEqual(["year"]);
    expect(ARGUMENT_NAMES["NJWIND.SCHEDULE"]).toEqual([
      "role",
      "capitalInvestment",
      "employment",
      "criteria",
      "headers",
    ]);
    expect(ARGUMENT_NAMES["NJWIND.CREDIT"]).toEqual([
      "role",
      "capitalInvestment",
      "employment",
      "criteria",
    ]);
    expect(ARGUMENT_NAMES["NJWIND.EXPLAIN"]).toEqual([
      "role",
      "capitalInvestment",
      "employment",
      "criteria",
      "headers",
    ]);
  });

  test("functionIdOf accepts any case and rejects other names", () => {
    expect(functionIdOf("njcredit.perjob")).toBe("NJCREDIT.PERJOB");
    expect(inputError(() => functionIdOf("NJCREDIT.FOO")).message).toMatch(
      /^NJCREDIT.FOO is not a function of this add-in/,
    );
  });
});

describe("single-value arguments", () => {
  test("null and undefined are not given; a one-cell range is its value", () => {
    expect(scalarArg("location", null)).toBeNull();
    expect(scalarArg("location", undefined)).toBeNull();
    expect(scalarArg("location", [["grm"]])).toBe("grm");
    expect(scalarArg("newJobs", [[null, ""]])).toBeNull();
  });

  test("a larger range is an error naming the argument", () => {
    const e = inputError(() => scalarArg("newJobs", [[1], [2]]));
    expect(e).toEqual({
      input: "newJobs",
      message: "newJobs takes one value, not a range of 2 × 1 cells",
    });
  });

  test("an Excel error value (an object) is an error naming the argument", () => {
    const e = inputError(() => scalarArg("location", { type: "Error" } as unknown as ArgValue));
    expect(e.input).toBe("location");
    expect(e.message).toMatch(/^location holds an error or an unsupported value/);
  });
});

describe("per-year arguments", () => {
  test("a row, a column; trailing empty cells trimmed, inner ones kept as not given", () => {
    expect(seriesArg("newJobsByYear", [[300, 310, "", null]], "series")).toEqual([300, 310]);
    expect(seriesArg("newJobsByYear", [[300], [null], [320], [""]], "series")).toEqual([
      300,
      null,
      320,
    ]);
  });

  test("series: one value stands for every year; list: it is year 1 only", () => {
    expect(seriesArg("newJobsByYear", [[300]], "series")).toBe(300);
    expect(seriesArg("newJobsByYear", 300, "series")).toBe(300);
    expect(seriesArg("employment", [[120]], "list")).toEqual([120]);
    expect(seriesArg("employment", 120, "list")).toEqual([120]);
  });

  test("all empty is not given", () => {
    expect(seriesArg("employment", [["", null]], "list")).toBeNull();
    expect(seriesArg("employment", null, "list")).toBeNull();
  });

  test("a range one column or row too wide: the filled column or row, each value in its year", () => {
    // Employment in B2:B3 selected as B2:C3 (column C empty).
    expect(
      seriesArg(
        "employment",
        [
          [120, null],
          [160, ""],
        ],
        "list",
      ),
    ).toEqual([120, 160]);
    // The counts in the second column, year 1 empty: year 1 stays "not given".
    expect(
      seriesArg(
        "newJobsByYear",
        [
          [null, null],
          ["", 310],
          [null, 320],
        ],
        "series",
      ),
    ).toEqual([null, 310, 320]);
    // A row with an empty row under it.
    expect(
      seriesArg(
        "newJobsByYear",
        [
          [300, 310, 320],
          [null, null, null],
        ],
        "series",
      ),
    ).toEqual([300, 310, 320]);
    expect(
      seriesArg(
        "employment",
        [
          [null, null],
          ["", null],
        ],
        "list",
      ),
    ).toBeNull();
  });

  test("a two-dimensional range is an error naming the argument", () => {
    const e = inputError(() =>
      seriesArg(
        "employment",
        [
          [1, 2],
          [3, 4],
        ],
        "list",
      ),
    );
    expect(e).toEqual({
      input: "employment",
      message:
        "employment must be a single row or a single column of values (one per year), not 2 × 2 cells",
    });
  });
});

describe("headers", () => {
  test("default TRUE; TRUE/FALSE, 1/0 and the words", () => {
    expect(headersArg(null)).toBe(true);
    expect(headersArg(undefined)).toBe(true);
    expect(headersArg(false)).toBe(false);
    expect(headersArg(true)).toBe(true);
    expect(headersArg(0)).toBe(false);
    expect(headersArg(1)).toBe(true);
    expect(headersArg("false")).toBe(false);
    expect(headersArg([[false]])).toBe(false);
  });

  test("anything else is an error naming headers", () => {
    expect(inputError(() => headersArg("maybe"))).toEqual({
      input: "headers",
      message: 'headers must be TRUE or FALSE; "maybe" is not accepted',
    });
    expect(inputError(() => headersArg(2)).input).toBe("headers");
  });
});

describe("criteria", () => {
  const read = (c: ArgValue) =>
    readCriteria(c, emergeSchema).map((e) => [e.canonical ?? e.name, e.value]);

  test("vertical: name/value rows, empty rows skipped, names matched loosely", () => {
    expect(
      read([
        ["Small business", true],
        [null, null],
        ["new_jobs", 300],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
  });

  test("horizontal: two rows, names across, empty columns skipped", () => {
    expect(
      read([
        ["smallBusiness", "", "newJobs"],
        [true, "", 300],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
  });

  test("2 × 2: the reading whose names are inputs", () => {
    // First column holds names, first row does not (TRUE is no name): vertical.
    expect(
      read([
        ["smallBusiness", true],
        ["newJobs", 300],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
    // First row holds names, first column does not: horizontal.
    expect(
      read([
        ["smallBusiness", "newJobs"],
        [true, 300],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
  });

  test("2 × 2 where both readings are names: vertical (documented)", () => {
    // Across, "location" and "training" are names too (values "jobType", "new"); down,
    // "location" and "jobType" are. Rows win: location = "training", jobType = "new".
    expect(
      read([
        ["location", "training"],
        ["jobType", "new"],
      ]),
    ).toEqual([
      ["location", "training"],
      ["jobType", "new"],
    ]);
  });

  test("neither reading fits: the one with more names, so the message points at the bad cell", () => {
    // Across: "smallBusiness", "", "newJobs" (two names, one missing); down: "smallBusiness",
    // TRUE (one name). Read across: column 2 has a value but no name.
    expect(
      inputError(() =>
        read([
          ["smallBusiness", "", "newJobs"],
          [true, 5, 300],
        ]),
      ),
    ).toEqual({
      input: "criteria",
      message: "criteria column 2 has a value but no name; each column is a name, then its value",
    });
    // Down: two names of three rows; the misspelt one goes to the core as written.
    expect(
      readCriteria(
        [
          ["smallBusiness", true],
          ["newJob", 300],
          ["location", "grm"],
        ],
        emergeSchema,
      ).map((e) => e.name),
    ).toEqual(["smallBusiness", "newJob", "location"]);
  });

  test("a range selected too wide: empty rows and columns around the entries are skipped", () => {
    // An empty column left of the names (B:C selected as A:C): still name/value rows.
    expect(
      read([
        [null, "smallBusiness", true],
        ["", "newJobs", 300],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
    // Names across with an empty row above and below (3 and 4 rows selected): still across.
    expect(
      read([
        [null, null],
        ["smallBusiness", "newJobs"],
        [true, 300],
        [null, ""],
      ]),
    ).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
    ]);
    // Messages count rows and columns from the range as selected.
    expect(
      inputError(() =>
        read([
          [null, null, null],
          [null, "smallBusiness", true],
          [null, null, 300],
        ]),
      ).message,
    ).toBe("criteria row 3 has a value but no name; each row is a name, then its value");
  });

  test("several name/value pairs on one row (commas for semicolons) are named as such", () => {
    // {"smallBusiness",TRUE,"newJobs",300} is one row of four cells, not two rows.
    expect(inputError(() => read([["smallBusiness", true, "newJobs", 300]]))).toEqual({
      input: "criteria",
      message:
        'criteria row 1 holds more than one name (smallBusiness, newJobs): give each name and its value a row of its own; in an array constant, end each row with ";", as in {"smallBusiness",TRUE;"newJobs",300}',
    });
    // A per-year list of numbers on one row is still a list.
    expect(read([["newJobs", 300, 310]])).toEqual([["newJobs", [300, 310]]]);
  });

  test("more cells to the right of a name make a per-year list (trailing empties trimmed)", () => {
    expect(
      read([
        ["newJobs", 300, 310, 320, ""],
        ["smallBusiness", true, "", "", ""],
      ]),
    ).toEqual([
      ["newJobs", [300, 310, 320]],
      ["smallBusiness", true],
    ]);
  });

  test("an empty value is kept as not given (so the core still checks the name)", () => {
    expect(read([["smallBusiness", null]])).toEqual([["smallBusiness", null]]);
  });

  test("unknown names are kept as written, for the core to name", () => {
    expect(readCriteria([["smallBusines", true]], emergeSchema)).toEqual([
      { name: "smallBusines", canonical: undefined, value: true, where: "row 1" },
    ]);
  });

  test("empty criteria give nothing", () => {
    expect(read(null)).toEqual([]);
    expect(read([[null, ""]])).toEqual([]);
    expect(read("")).toEqual([]);
  });

  test("shape errors name criteria", () => {
    expect(inputError(() => read([["smallBusiness"], ["newJobs"], ["location"]]))).toEqual({
      input: "criteria",
      message:
        "criteria must be a two-column range of name/value rows (or a two-row range with the names across); got 3 × 1 cells",
    });
    expect(inputError(() => read("smallBusiness")).input).toBe("criteria");
    expect(
      inputError(() =>
        read([
          ["smallBusiness", true],
          [null, 300],
        ]),
      ),
    ).toEqual({
      input: "criteria",
      message: "criteria row 2 has a value but no name; each row is a name, then its value",
    });
    expect(
      inputError(() =>
        read([
          [300, true],
          [200, 5],
          [1, 2],
        ]),
      ),
    ).toEqual({
      input: "criteria",
      message:
        "criteria row 1 has 300 where the input's name belongs; each row is a name, then its value",
    });
  });
});

describe("prepareCall", () => {
  test("NJCREDIT.PERJOB: location and jobType arguments, criteria merged", () => {
    expect(prepareCall("NJCREDIT.PERJOB", ["enhanced", null, [["smallBusiness", true]]])).toEqual({
      functionId: "NJCREDIT.PERJOB",
      calc: "emerge.perJob",
      inputs: { location: "enhanced", smallBusiness: true },
      argumentNames: ["location", "jobType", "criteria"],
      output: "perJobCredit",
    });
  });

  test("an empty argument leaves the criteria free to give the input", () => {
    expect(prepareCall("NJCREDIT.PERJOB", ["grm", null, [["jobType", "retained"]]]).inputs).toEqual(
      {
        location: "grm",
        jobType: "retained",
      },
    );
  });

  test("an input given as an argument and in criteria is an error", () => {
    expect(
      inputError(() => prepareCall("NJCREDIT.PERJOB", ["grm", "new", [["Job type", "retained"]]])),
    ).toEqual({
      input: "jobType",
      message:
        "jobType is given both as the jobType argument and in criteria (row 1); give it once",
    });
    // …even when the criteria name it under another spelling, and for a list argument.
    expect(
      inputError(() =>
        prepareCall("NJCREDIT.SCHEDULE", ["grm", [[300, 310]], null, [["new jobs", 5]], null]),
      ),
    ).toEqual({
      input: "newJobs",
      message:
        "newJobs is given both as the newJobsByYear argument and in criteria (row 1); give it once",
    });
  });

  test("an empty criteria value next to a given argument is no clash", () => {
    expect(prepareCall("NJCREDIT.PERJOB", ["grm", "new", [["jobType", null]]]).inputs).toEqual({
      location: "grm",
      jobType: "new",
    });
  });

  test("an input twice in criteria is an error", () => {
    expect(
      inputError(() =>
        prepareCall("NJCREDIT.PERJOB", [
          "grm",
          null,
          [
            ["smallBusiness", true],
            ["small_business", false],
          ],
        ]),
      ),
    ).toEqual({
      input: "smallBusiness",
      message: "smallBusiness is given twice in criteria (row 1 and row 2); give it once",
    });
  });

  test("unknown criteria names reach the core, which names them", () => {
    const call = prepareCall("NJCREDIT.PERJOB", ["grm", null, [["smallBusines", true]]]);
    expect(call.inputs).toEqual({ location: "grm", smallBusines: true });
    const out = evaluate(call.calc, call.inputs);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.input).toBe("smallBusines");
      expect(out.error.message).toMatch(/did you mean "smallBusiness"/);
    }
  });

  test("NJCREDIT.ANNUAL, SCHEDULE, EXPLAIN", () => {
    expect(prepareCall("NJCREDIT.ANNUAL", ["enhanced", 300, 20, null])).toMatchObject({
      calc: "emerge.annual",
      inputs: { location: "enhanced", newJobs: 300, retainedJobs: 20 },
      output: "annualCredit",
    });
    expect(
      prepareCall("NJCREDIT.SCHEDULE", [
        "enhanced",
        [[300], [310]],
        [[20]],
        [["firstYear", 2025]],
        false,
      ]),
    ).toMatchObject({
      calc: "emerge.schedule",
      inputs: { location: "enhanced", newJobs: [300, 310], retainedJobs: 20, firstYear: 2025 },
      output: "years",
    });
    expect(prepareCall("NJCREDIT.EXPLAIN", ["grm", "retained", null, null])).toMatchObject({
      calc: "emerge.perJob",
      inputs: { location: "grm", jobType: "retained" },
      output: "trace",
    });
  });

  test("the headers flag is checked even where it does not change the inputs", () => {
    expect(inputError(() => prepareCall("NJCREDIT.EXPLAIN", ["grm", null, null, "no"])).input).toBe(
      "headers",
    );
  });

  test("NJWIND.SCHEDULE / CREDIT / EXPLAIN: employment always a list", () => {
    expect(
      prepareCall("NJWIND.CREDIT", ["owner", 80000000, [[120]], [["approvedJobs", 300]]]),
    ).toMatchObject({
      calc: "wind.schedule",
      inputs: { role: "owner", capitalInvestment: 80000000, employment: [120], approvedJobs: 300 },
      output: "totalCredit",
    });
    expect(
      prepareCall("NJWIND.SCHEDULE", ["tenant", 60000000, [[120, 160]], null, null]).output,
    ).toBe("years");
    expect(prepareCall("NJWIND.EXPLAIN", ["owner", 60000000, null, null, null])).toMatchObject({
      inputs: { role: "owner", capitalInvestment: 60000000 },
      output: "trace",
    });
  });

  test("NJCREDIT.MINWAGE has no calculation to prepare", () => {
    expect(inputError(() => prepareCall("NJCREDIT.MINWAGE", [2025])).input).toBeNull();
  });
});

describe("GRID", () => {
  const args: ArgValue[] = [
    "enhanced",
    [["smallBusiness", true]],
    "New jobs",
    [[100, 300, 500]],
    "smallBusiness",
    [[true], [false]],
    null,
    null,
  ];

  test("the plan: base scenario, canonical varied inputs, values, defaults", () => {
    expect(prepareGrid("NJCREDIT.GRID", args)).toEqual({
      functionId: "NJCREDIT.GRID",
      calc: "emerge.perJob",
      output: "perJobCredit",
      base: { location: "enhanced", smallBusiness: true },
      rowInput: "newJobs",
      rowValues: [100, 300, 500],
      columnInput: "smallBusiness",
      columnValues: [true, false],
      headers: true,
      argumentNames: ARGUMENT_NAMES["NJCREDIT.GRID"],
    });
  });

  test("position picks a cell's scenario (headers shift by one)", () => {
    // No position: the base scenario.
    expect(prepareCall("NJCREDIT.GRID", args).inputs).toEqual({
      location: "enhanced",
      smallBusiness: true,
    });
    // The corner: the base scenario.
    expect(prepareCall("NJCREDIT.GRID", args, { row: 0, col: 0 }).inputs).toEqual({
      location: "enhanced",
      smallBusiness: true,
    });
    // A header of the top row: that column's value only.
    expect(prepareCall("NJCREDIT.GRID", args, { row: 0, col: 2 }).inputs).toEqual({
      location: "enhanced",
      smallBusiness: true,
      newJobs: 300,
    });
    // Row 2, column 3 of the spill = second column value (FALSE) × third row value (500).
    expect(prepareCall("NJCREDIT.GRID", args, { row: 2, col: 3 }).inputs).toEqual({
      location: "enhanced",
      smallBusiness: false,
      newJobs: 500,
    });
    const noHeaders = [...args.slice(0, 7), false];
    expect(prepareCall("NJCREDIT.GRID", noHeaders, { row: 0, col: 0 }).inputs).toEqual({
      location: "enhanced",
      smallBusiness: true,
      newJobs: 100,
    });
    expect(
      inputError(() => prepareCall("NJCREDIT.GRID", noHeaders, { row: 2, col: 0 })).message,
    ).toBe("row 2, column 0 is outside the grid");
  });

  test("a GRID cell whose varied value leaves a required input empty is that error", () => {
    // newJobs down, output annual: the second value is empty, so row 2's amounts are #VALUE!.
    const annual: ArgValue[] = [
      "grm",
      null,
      "smallBusiness",
      [[true, false]],
      "newJobs",
      [[10], [null], [20]],
      "annual",
      null,
    ];
    // The core refuses the missing newJobs (readEmergeInputs); the call adds which value was empty.
    const cell = prepareCall("NJCREDIT.GRID", annual, { row: 2, col: 1 });
    expect(cell.inputs).toMatchObject({ newJobs: null });
    const out = evaluate(cell.calc, cell.inputs);
    const core = evaluate("emerge.annual", { location: "grm" });
    if (out.ok || core.ok) throw new Error("expected the core to refuse the missing newJobs");
    const plan = prepareGrid("NJCREDIT.GRID", annual);
    expect(
      withArgumentContext(out.error, cell.inputs, functionSpec("NJCREDIT.GRID").arguments, plan),
    ).toEqual({
      input: "newJobs",
      message: `${core.error.message}; this row's value in columnValues is empty`,
    });
    // Its header cell stands for the base with that value; the pane shows the overview there.
    expect(prepareCall("NJCREDIT.GRID", annual, { row: 2, col: 0 }).inputs).toMatchObject({
      newJobs: null,
    });
    expect(prepareCall("NJCREDIT.GRID", annual, { row: 3, col: 2 }).inputs).toEqual({
      location: "grm",
      smallBusiness: false,
      newJobs: 20,
    });
  });

  test("gridCellKind: the corner, the header row and column, the amounts; outside is an error", () => {
    const plan = prepareGrid("NJCREDIT.GRID", args); // 3 values across, 2 down, headers on
    const kind = (row: number, col: number) => gridCellKind(plan, { row, col });
    expect([kind(0, 0), kind(0, 1), kind(0, 3), kind(1, 0), kind(2, 0)]).toEqual([
      "corner",
      "rowHeader",
      "rowHeader",
      "columnHeader",
      "columnHeader",
    ]);
    expect([kind(1, 1), kind(2, 3)]).toEqual(["value", "value"]);
    // Row 2, column 3 = columnValues[1] (FALSE) and rowValues[2] (500).
    expect(gridCell(plan, { row: 2, col: 3 })).toEqual({ kind: "value", row: 1, col: 2 });
    expect(gridCell(plan, { row: 0, col: 2 })).toEqual({ kind: "rowHeader", row: -1, col: 1 });
    expect(inputError(() => kind(3, 0)).message).toBe("row 3, column 0 is outside the grid");
    expect(inputError(() => kind(0, 4)).message).toBe("row 0, column 4 is outside the grid");
    // headers FALSE: every cell is an amount, the anchor the first.
    const bare = prepareGrid("NJCREDIT.GRID", [...args.slice(0, 7), false]);
    expect(gridCell(bare, { row: 0, col: 0 })).toEqual({ kind: "value", row: 0, col: 0 });
    expect(inputError(() => gridCellKind(bare, { row: 0, col: 3 })).message).toBe(
      "row 0, column 3 is outside the grid",
    );
    expect(gridCornerLabel(plan)).toBe("smallBusiness ↓ / newJobs →");
    expect(gridScenario(plan, 1, 2)).toEqual({
      location: "enhanced",
      smallBusiness: false,
      newJobs: 500,
    });
  });

  test("output chooses the calculation and the field", () => {
    const withOutput = (o: ArgValue) =>
      prepareGrid("NJCREDIT.GRID", [...args.slice(0, 6), o, null]);
    expect([withOutput("annual").calc, withOutput("annual").output]).toEqual([
      "emerge.annual",
      "annualCredit",
    ]);
    expect([withOutput("Before cap").calc, withOutput("Before cap").output]).toEqual([
      "emerge.annual",
      "beforeCap",
    ]);
    expect([withOutput("total").calc, withOutput("total").output]).toEqual([
      "emerge.schedule",
      "totalCredit",
    ]);
    expect(withOutput("perJobCredit").output).toBe("perJobCredit");
    const e = inputError(() => withOutput("average"));
    expect(e.input).toBe("output");
    expect(e.message).toMatch(
      /^output must be one of: "perJob" or "perJobCredit"; .*"average" is not accepted$/,
    );
  });

  test("argument errors name the argument", () => {
    const grid = (i: number, v: ArgValue) => {
      const a = [...args];
      a[i] = v;
      return inputError(() => prepareGrid("NJCREDIT.GRID", a));
    };
    expect(grid(2, "newJob")).toEqual({
      input: "rowInput",
      message: 'rowInput: "newJob" is not an input of NJCREDIT.GRID; did you mean "newJobs"?',
    });
    expect(grid(2, 5).input).toBe("rowInput");
    expect(grid(4, "new_jobs")).toEqual({
      input: "columnInput",
      message: "columnInput must differ from rowInput; both are newJobs",
    });
    expect(grid(3, [[null, ""]])).toEqual({
      input: "rowValues",
      message: "rowValues is empty; give a row or a column of the values to try",
    });
    expect(
      grid(5, [
        [1, 2],
        [3, 4],
      ]).input,
    ).toBe("columnValues");
  });

  test("at most MAX_GRID_SCENARIOS scenarios: a grid the size of a whole column is refused", () => {
    expect(MAX_GRID_SCENARIOS).toBe(100000);
    const values = (n: number) => [Array.from({ length: n }, (_, i) => i)];
    const sized = (across: number, down: number) => {
      const a = [...args];
      a[3] = values(across);
      a[5] = values(down).map((r) => r.map((i) => i % 2 === 0));
      return a;
    };
    // 1,000 × 100 = 100,000: the limit itself is accepted.
    expect(prepareGrid("NJCREDIT.GRID", sized(1000, 100)).rowValues).toHaveLength(1000);
    // 1,001 × 100 = 100,100: one column too many.
    expect(inputError(() => prepareGrid("NJCREDIT.GRID", sized(1001, 100)))).toEqual({
      input: "rowValues",
      message:
        "a grid computes at most 100,000 scenarios; 1,001 rowValues × 100 columnValues are 100,100. Give fewer values, or split the grid",
    });
    expect(inputError(() => prepareGrid("NJCREDIT.GRID", sized(2, 50001))).input).toBe(
      "columnValues",
    );
  });

  test("at most MAX_GRID_WORK scenario-years: a long schedule grid is refused at its own limit", () => {
    expect(MAX_GRID_WORK).toBe(100000);
    const values = (n: number) => [Array.from({ length: n }, (_, i) => 100000 + i)];
    // Output "total" with seven-year lists: 7 years a scenario; 14,285 × 7 = 99,995 is accepted,
    // 14,286 × 7 = 100,002 is not.
    const emerge = (across: number): ArgValue[] => [
      "enhanced",
      [["newJobs", 100, 110, 120, 130, 140, 150, 160]],
      "annualCap",
      values(across),
      "smallBusiness",
      [[true]],
      "total",
      false,
    ];
    const ok = prepareGrid("NJCREDIT.GRID", emerge(14285));
    expect(gridYearsPerScenario(ok)).toBe(7);
    expect(inputError(() => prepareGrid("NJCREDIT.GRID", emerge(14286)))).toEqual({
      input: "rowValues",
      message:
        "a grid computes at most 100,000 scenario-years (scenarios × the years each computes); 14,286 rowValues × 1 columnValues × 7 years of each schedule are 100,002, so at most 14,285 scenarios of 7 years. Give fewer values or fewer years, or split the grid",
    });
    // One count for every year is a one-year schedule: 100,000 scenarios, as per job.
    const single = emerge(50000);
    single[1] = [["newJobs", 100]];
    single[5] = [[true], [false]];
    expect(gridYearsPerScenario(prepareGrid("NJCREDIT.GRID", single))).toBe(1);
    // Wind: five compliance years each; 20,000 × 5 = 100,000 is accepted, 20,001 is not.
    const wind = (down: number): ArgValue[] => [
      "owner",
      80000000,
      [["employment", 120]],
      "approvedJobs",
      [[300]],
      "capitalInvestment",
      values(down)
        .map((r) => r.map((v) => [v * 1000]))
        .flat(),
      "allowed",
      false,
    ];
    expect(gridYearsPerScenario(prepareGrid("NJWIND.GRID", wind(20000)))).toBe(5);
    expect(inputError(() => prepareGrid("NJWIND.GRID", wind(20001)))).toEqual({
      input: "columnValues",
      message: expect.stringContaining(
        "1 rowValues × 20,001 columnValues × 5 compliance years are 100,005, so at most 20,000 scenarios of 5 years",
      ),
    });
    // Per job or annual: one year a scenario, so only MAX_GRID_SCENARIOS limits them.
    expect(gridYearsPerScenario(prepareGrid("NJCREDIT.GRID", args))).toBe(1);
  });

  test("a varied input the output never reads is refused, naming the outputs it changes", () => {
    const a = [...args];
    a[2] = "annual cap"; // varied across, with the default output perJob
    expect(inputError(() => prepareGrid("NJCREDIT.GRID", a))).toEqual({
      input: "rowInput",
      message:
        'rowInput: annualCap does not change output "perJob", so every column of the grid would show the same amounts; vary another input, or choose output "annual" or "total"',
    });
    const b = [...args.slice(0, 4), "jobType", [["new"], ["retained"]], "annual", null];
    expect(inputError(() => prepareGrid("NJCREDIT.GRID", b))).toEqual({
      input: "columnInput",
      message:
        'columnInput: jobType does not change output "annual", so every row of the grid would show the same amounts; vary another input, or choose output "perJob"',
    });
    const wind: ArgValue[] = ["owner", 80000000, null, "employment", [[100]], "approvedJobs"];
    expect(
      inputError(() => prepareGrid("NJWIND.GRID", [...wind, [[300]], null, null])).message,
    ).toBe(
      'rowInput: employment does not change output "total", so every column of the grid would show the same amounts; vary another input, or choose output "allowed" or "forfeited" or "pending" or "notMet" or "leaseCapReduction"',
    );
  });

  // The ignores lists claim the core never reads an input for a field: checked here against the
  // core, two different values of each in a scenario where no cap binds (a binding cap would
  // hide a difference). Emerge: distressed, small business, 300 new jobs: 3,000 + (c) 500 + (e)
  // 500 = 4,000 a new job, 2,000 a retained one; 300 × 4,000 + 40 × 2,000 = 1,280,000 a year.
  // Wind: tenant, 50% of 80,000,000 = 40,000,000 base, × 65% (200–249 approved jobs) =
  // 26,000,000 total, under the 30,000,000 left in the program cap.
  const emergeBase = {
    location: "distressed",
    newJobs: 300,
    retainedJobs: 40,
    smallBusiness: true,
    year: 2025,
    lowestHourlyWage: 20,
  };
  const windBase = {
    role: "tenant",
    capitalInvestment: 80000000,
    tenantLeasedShare: 0.5,
    approvedJobs: 200,
    employment: [120, 160],
    firstYear: 2026,
    programCapRemaining: 30000000,
  };
  const twoValues: Record<string, [unknown, unknown]> = {
    retainedJobs: [0, 50],
    laborHarmonyNewJobs: [0, 100],
    laborHarmonyRetainedJobs: [0, 10],
    annualCap: [1, 2000000],
    firstYear: [2020, 2026],
    committedNewJobs: [0, 700],
    jobType: ["new", "retained"],
    employment: [[10], [300, 300, 300, 300, 300]],
    leasePayments: [[1], [90000000, 90000000]],
    periodEndMonth: [6, 12],
    documentationApprovalDate: ["2026-01-01", "2031-06-30"],
    programCapRemaining: [1, 350000000],
    netBenefit: [1, 1000000000],
  };
  const cases = [
    ...EMERGE_GRID_OUTPUTS.map((o) => ({ o, base: emergeBase as Record<string, unknown> })),
    ...WIND_GRID_OUTPUTS.map((o) => ({ o, base: windBase as Record<string, unknown> })),
  ].flatMap(({ o, base }) => o.ignores.map((input) => ({ o, base, input })));

  test.each(cases.map((c) => [c.o.field, c.input, c]))(
    "%s never reads %s (the core agrees)",
    (_field, _input, { o, base, input }) => {
      const [v1, v2] = twoValues[input];
      const one = evaluate(o.calc, { ...base, [input]: v1 });
      const two = evaluate(o.calc, { ...base, [input]: v2 });
      if (!one.ok || !two.ok) throw new Error(JSON.stringify([one, two]));
      expect(one.result[o.field]).toBe(two.result[o.field]);
    },
  );

  test("…and the inputs left off the lists do change their fields", () => {
    // Guards the check itself: the same values change the outputs that are not refused.
    const changed = (calc: string, base: Record<string, unknown>, field: string, input: string) => {
      const [v1, v2] = twoValues[input];
      const one = evaluate(calc, { ...base, [input]: v1 });
      const two = evaluate(calc, { ...base, [input]: v2 });
      if (!one.ok || !two.ok) throw new Error(JSON.stringify([one, two]));
      return one.result[field] !== two.result[field];
    };
    const annual = evaluate("emerge.annual", emergeBase);
    expect(annual.ok && annual.result.annualCredit).toBe("1280000.00");
    const wind = evaluate("wind.schedule", windBase);
    expect(wind.ok && [wind.result.creditBase, wind.result.totalCredit]).toEqual([
      "40000000.00",
      "26000000.00",
    ]);
    expect(changed("emerge.perJob", emergeBase, "perJobCredit", "jobType")).toBe(true);
    expect(changed("emerge.annual", emergeBase, "annualCredit", "annualCap")).toBe(true);
    expect(changed("emerge.annual", emergeBase, "annualCredit", "retainedJobs")).toBe(true);
    expect(changed("emerge.schedule", emergeBase, "totalCredit", "annualCap")).toBe(true);
    expect(changed("wind.schedule", windBase, "allowedTotal", "employment")).toBe(true);
    expect(changed("wind.schedule", windBase, "allowedTotal", "leasePayments")).toBe(true);
    expect(changed("wind.schedule", windBase, "totalCredit", "programCapRemaining")).toBe(true);
  });

  test("NJWIND.GRID: role and capitalInvestment, then the same shape", () => {
    const plan = prepareGrid("NJWIND.GRID", [
      "owner",
      80000000,
      null,
      "capitalInvestment",
      [[40000000, 80000000]],
      "approvedJobs",
      [[150], [300]],
      "allowed",
      false,
    ]);
    expect(plan).toMatchObject({
      calc: "wind.schedule",
      output: "allowedTotal",
      base: { role: "owner", capitalInvestment: 80000000 },
      rowInput: "capitalInvestment",
      columnInput: "approvedJobs",
      headers: false,
    });
  });
});
