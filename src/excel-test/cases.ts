/**
 * What the real-Excel test writes and checks (issue 29, item 6; README "Testing in real Excel"):
 * every function of the add-in once, with a spill, an entity card and an error among them, each
 * with the inputs the core computes it from. The test page (excel-test.ts) writes the formulas
 * on a sheet of its own, reads what Excel shows, and asks the pane for four cells'
 * explanations; test/excel/compare.ts then holds each answer against the core's.
 *
 * Data only: the page bundles it, and the comparison reads it in node.
 */

/** The sheet the page writes (replaced on every run). */
export const EXCEL_TEST_SHEET = "NJ Excel test";

/** Rows between one case's formula and the next: room for the longest spill (an EXPLAIN). */
export const CASE_ROWS = 60;

/** The port of the test server the page reports to (office-addin-test-server's default). */
export const TEST_SERVER_PORT = 4201;

type Inputs = Readonly<Record<string, unknown>>;

export type Expectation =
  /** The cell shows the result's `field` (a money or number field, as a number). */
  | { kind: "value"; calc: string; inputs: Inputs; field: string }
  /** The formula spills a table whose last row holds the result's `field`. */
  | { kind: "spill"; calc: string; inputs: Inputs; field: string }
  /**
   * A GRID: each cell below and right of the corner is `field` for the base with the row input
   * (across) and the column input (down) set to that row's and column's values.
   */
  | {
      kind: "grid";
      calc: string;
      base: Inputs;
      rowInput: string;
      rowValues: readonly unknown[];
      columnInput: string;
      columnValues: readonly unknown[];
      field: string;
    }
  /** A COMPARE: its table's last row holds b − a, the core's comparison of a and b. */
  | { kind: "comparison"; calc: string; a: Inputs; b: Inputs }
  /** An entity card whose text is the result's `field`, in dollars. */
  | { kind: "entity"; calc: string; inputs: Inputs; field: string }
  /** The minimum wage of a year, from the rules table. */
  | { kind: "minimumWage"; year: number }
  /** An Excel error value. */
  | { kind: "error"; code: string };

export interface ExcelCase {
  id: string;
  formula: string;
  expect: Expectation;
  /**
   * Where the pane is asked to explain, as rows and columns from the formula's cell (0, 0: the
   * cell itself; 1, 0: the spilled cell below it). The explanation's first fact must be the
   * result's field, in dollars.
   */
  explain?: { row: number; col: number };
}

const PER_JOB = { location: "enhanced", jobType: "new", newJobs: 300, smallBusiness: true };
const OWNER = { role: "owner", capitalInvestment: 80_000_000, approvedJobs: 300 };
const EMPLOYMENT = [300, 300, 300, 300, 300];

export const CASES: readonly ExcelCase[] = [
  {
    id: "NJCREDIT.PERJOB",
    formula: '=NJCREDIT.PERJOB("enhanced","new",{"newJobs",300;"smallBusiness",TRUE})',
    expect: { kind: "value", calc: "emerge.perJob", inputs: PER_JOB, field: "perJobCredit" },
    explain: { row: 0, col: 0 },
  },
  {
    id: "NJCREDIT.ANNUAL",
    formula: '=NJCREDIT.ANNUAL("distressed",300,50,{"smallBusiness",TRUE})',
    expect: {
      kind: "value",
      calc: "emerge.annual",
      inputs: { location: "distressed", newJobs: 300, retainedJobs: 50, smallBusiness: true },
      field: "annualCredit",
    },
  },
  {
    id: "NJCREDIT.SCHEDULE",
    formula: '=NJCREDIT.SCHEDULE("enhanced",{300,320,340},0,{"firstYear",2025})',
    expect: {
      kind: "spill",
      calc: "emerge.schedule",
      inputs: { location: "enhanced", newJobs: [300, 320, 340], retainedJobs: 0, firstYear: 2025 },
      field: "totalCredit",
    },
    // The first year's row, spilled below the header.
    explain: { row: 1, col: 0 },
  },
  {
    id: "NJCREDIT.EXPLAIN",
    formula: '=NJCREDIT.EXPLAIN("enhanced","new",{"newJobs",300;"smallBusiness",TRUE})',
    expect: { kind: "spill", calc: "emerge.perJob", inputs: PER_JOB, field: "perJobCredit" },
  },
  {
    id: "NJCREDIT.GRID",
    formula:
      '=NJCREDIT.GRID("enhanced",{"smallBusiness",TRUE;"benchmarkMedianSalary",62000},"newJobs",{250,300},"projectMedianSalary",{50000;62000},"perJob")',
    expect: {
      kind: "grid",
      calc: "emerge.perJob",
      base: { location: "enhanced", smallBusiness: true, benchmarkMedianSalary: 62000 },
      rowInput: "newJobs",
      rowValues: [250, 300],
      columnInput: "projectMedianSalary",
      columnValues: [50000, 62000],
      field: "perJobCredit",
    },
  },
  {
    id: "NJCREDIT.MINWAGE",
    formula: "=NJCREDIT.MINWAGE(2025)",
    expect: { kind: "minimumWage", year: 2025 },
  },
  {
    id: "NJCREDIT.AWARD",
    formula: '=NJCREDIT.AWARD("enhanced",300,0,{"smallBusiness",TRUE})',
    expect: {
      kind: "entity",
      calc: "emerge.annual",
      inputs: { location: "enhanced", newJobs: 300, retainedJobs: 0, smallBusiness: true },
      field: "annualCredit",
    },
  },
  {
    id: "NJWIND.SCHEDULE",
    formula: '=NJWIND.SCHEDULE("owner",80000000,{300,300,300,300,300},{"approvedJobs",300})',
    expect: {
      kind: "spill",
      calc: "wind.schedule",
      inputs: { ...OWNER, employment: EMPLOYMENT },
      field: "totalCredit",
    },
  },
  {
    id: "NJWIND.CREDIT",
    formula: '=NJWIND.CREDIT("owner",80000000,,{"approvedJobs",300})',
    expect: { kind: "value", calc: "wind.schedule", inputs: OWNER, field: "totalCredit" },
    explain: { row: 0, col: 0 },
  },
  {
    id: "NJWIND.EXPLAIN",
    formula: '=NJWIND.EXPLAIN("owner",80000000,{300,300,300,300,300},{"approvedJobs",300})',
    expect: {
      kind: "spill",
      calc: "wind.schedule",
      inputs: { ...OWNER, employment: EMPLOYMENT },
      field: "totalCredit",
    },
  },
  {
    id: "NJWIND.GRID",
    formula:
      '=NJWIND.GRID("owner",80000000,{"approvedJobs",300},"capitalInvestment",{60000000,80000000},"approvedJobs",{250;300})',
    expect: {
      kind: "grid",
      calc: "wind.schedule",
      base: OWNER,
      rowInput: "capitalInvestment",
      rowValues: [60_000_000, 80_000_000],
      columnInput: "approvedJobs",
      columnValues: [250, 300],
      field: "totalCredit",
    },
  },
  {
    id: "NJWIND.AWARD",
    formula: '=NJWIND.AWARD("owner",80000000,{300,300,300,300,300},{"approvedJobs",300})',
    expect: {
      kind: "entity",
      calc: "wind.schedule",
      inputs: { ...OWNER, employment: EMPLOYMENT },
      field: "totalCredit",
    },
  },
  {
    id: "NJCREDIT.COMPARE",
    formula:
      '=NJCREDIT.COMPARE("enhanced",{"smallBusiness",FALSE},"new",{"newJobs",300;"smallBusiness",TRUE})',
    expect: {
      kind: "comparison",
      calc: "emerge.perJob",
      a: PER_JOB,
      b: { ...PER_JOB, smallBusiness: false },
    },
  },
  {
    id: "NJWIND.COMPARE",
    formula: '=NJWIND.COMPARE("owner",80000000,{"approvedJobs",250},,{"approvedJobs",300})',
    expect: {
      kind: "comparison",
      calc: "wind.schedule",
      a: OWNER,
      b: { ...OWNER, approvedJobs: 250 },
    },
  },
  {
    // Two projects; the last row holds the second's per-job credit.
    id: "NJCREDIT.PORTFOLIO",
    formula:
      '=NJCREDIT.PORTFOLIO({"id","location","newJobs","smallBusiness";"A","other",10,FALSE;"B","enhanced",300,TRUE})',
    expect: { kind: "spill", calc: "emerge.perJob", inputs: PER_JOB, field: "perJobCredit" },
    explain: { row: 2, col: 2 },
  },
  {
    id: "NJWIND.PORTFOLIO",
    formula:
      '=NJWIND.PORTFOLIO({"role","capitalInvestment","approvedJobs","employment";"owner",80000000,300,"300;300;300;300;300"},{"totalCredit"})',
    expect: {
      kind: "spill",
      calc: "wind.schedule",
      inputs: { ...OWNER, employment: EMPLOYMENT },
      field: "totalCredit",
    },
  },
  {
    id: "an error",
    formula: '=NJCREDIT.PERJOB("downtown")',
    expect: { kind: "error", code: "#VALUE!" },
  },
];

/** What the page reports for one case. */
export interface CaseResult {
  id: string;
  /** The address the formula was written to. */
  address: string;
  /** What Excel shows there: the cell, or its whole spill, row by row. */
  values: unknown[][];
  /** An entity card's text, where the host can say it (ExcelApi 1.16 valuesAsJson); else null. */
  entityText: string | null;
  /** The pane's explanation, where the case asks for one: its status and first fact. */
  explanation?: { status: string; label: string | null; value: string | null; message?: string };
}

/** Everything the page reports: the host it ran on, and each case's result. */
export interface ExcelTestReport {
  host: string;
  userAgent: string;
  results: CaseResult[];
  /** A problem that stopped the run before every case was read. */
  failure: string | null;
}
