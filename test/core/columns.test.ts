/**
 * The result tables' descriptors (src/core/columns.ts) read real results: every golden scenario
 * that has a result is put through each table of its calculation. A column that reads a field
 * the result does not have (a renamed field, a typo) gives undefined and fails here, before any
 * surface shows an empty column.
 */
import * as fs from "fs";
import * as path from "path";
import { evaluate, type CalcName, type ResultOf } from "../../src/core";
import {
  ANNUAL_JOB_TABLE,
  EMERGE_YEAR_TABLE,
  RESULT_COLUMNS,
  TRACE_TABLE,
  WIND_YEAR_TABLE,
  gridOutputColumn,
  pickColumns,
  shownColumns,
  tableRows,
  totalRows,
  type ResultColumn,
  type ResultTable,
} from "../../src/core/columns";
import type { TraceStepJson } from "../../src/core/results";
import type { Scenario } from "../golden/scenario";

const GOLDEN = path.join(__dirname, "..", "golden");

/** Every golden scenario with a result, by calculation. */
function goldenResults(): { [C in CalcName]: { file: string; result: ResultOf[C] }[] } {
  const found: { [C in CalcName]: { file: string; result: ResultOf[C] }[] } = {
    "emerge.perJob": [],
    "emerge.annual": [],
    "emerge.schedule": [],
    "wind.schedule": [],
  };
  for (const credit of ["emerge", "wind"]) {
    const dir = path.join(GOLDEN, credit);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const scenario: Scenario = require(path.join(dir, file)).default;
      if (scenario.error) continue;
      const out = evaluate(scenario.calc, scenario.inputs);
      if (!out.ok) throw new Error(`${file}: ${out.error.message}`);
      (found[scenario.calc] as { file: string; result: unknown }[]).push({
        file: `${credit}/${file}`,
        result: out.result,
      });
    }
  }
  return found;
}

const golden = goldenResults();

/**
 * What is wrong with a table read on one result: an undefined anywhere; a null where the column
 * does not say what a missing value means (nor may be left out); a column keyed by a row field
 * that reads something else. Collected, not asserted one by one: there are ~20,000 cells.
 */
function tableProblems<Result, Row>(
  table: ResultTable<Result, Row>,
  result: Result,
  where: string,
): string[] {
  const problems: string[] = [];
  const rows = table.rows(result);
  tableRows(table, result).forEach((cells, r) => {
    cells.forEach((value, c) => {
      const column = table.columns[c];
      const at = `${where} row ${r + 1} ${column.key}`;
      if (value === undefined) problems.push(`${at}: undefined`);
      if (value === null && column.absent === undefined && !column.optional)
        problems.push(`${at}: null, and the column does not say what that means`);
      const row = rows[r] as Record<string, unknown>;
      if (column.key in row && row[column.key] !== value)
        problems.push(`${at}: reads ${String(value)}, the field is ${String(row[column.key])}`);
    });
  });
  for (const { total, cells } of totalRows(table, result)) {
    if (cells[0] !== total.label) problems.push(`${where} ${total.label}: label not first`);
    for (const key of Object.keys(total.cells)) {
      const at = table.columns.findIndex((c) => c.key === key);
      if (at < 0) problems.push(`${where} ${total.label}: fills ${key}, no such column`);
      else if (cells[at] === undefined) problems.push(`${where} ${total.label} ${key}: undefined`);
      else if (cells[at] === null && total.absent === undefined)
        problems.push(
          `${where} ${total.label} ${key}: null, and the row does not say what it means`,
        );
    }
  }
  return problems;
}

function checkTable<Result, Row>(
  table: ResultTable<Result, Row>,
  results: { file: string; result: Result }[],
): void {
  expect(results.flatMap(({ file, result }) => tableProblems(table, result, file))).toEqual([]);
}

/** Keys and headers are each one wording, once per table. */
function checkUnique<Row>(columns: readonly ResultColumn<Row>[]): void {
  expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
  expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
}

describe("result table descriptors read the golden scenarios' results", () => {
  test("there are results of every calculation to read", () => {
    for (const calc of Object.keys(golden) as CalcName[])
      expect({ calc, some: golden[calc].length > 0 }).toEqual({ calc, some: true });
  });

  test("each table's keys and headers are unique", () => {
    for (const table of [EMERGE_YEAR_TABLE, WIND_YEAR_TABLE, ANNUAL_JOB_TABLE, TRACE_TABLE])
      checkUnique<unknown>(table.columns as ResultColumn<unknown>[]);
    for (const calc of Object.keys(RESULT_COLUMNS) as CalcName[])
      checkUnique<unknown>(RESULT_COLUMNS[calc] as ResultColumn<unknown>[]);
  });

  test("the Emerge schedule's year table", () => {
    checkTable(EMERGE_YEAR_TABLE, golden["emerge.schedule"]);
  });

  test("the wind schedule's year table", () => {
    checkTable(WIND_YEAR_TABLE, golden["wind.schedule"]);
  });

  test("the annual jobs table", () => {
    checkTable(ANNUAL_JOB_TABLE, golden["emerge.annual"]);
  });

  test("the explanation table, on every result's trace (and each annual job's)", () => {
    const traced: { file: string; result: { trace?: TraceStepJson[] } }[] = [];
    for (const calc of Object.keys(golden) as CalcName[]) {
      for (const { file, result } of golden[calc]) {
        traced.push({ file, result });
        if (calc === "emerge.annual")
          for (const job of (result as ResultOf["emerge.annual"]).jobs)
            traced.push({ file: `${file} ${job.jobType} job`, result: job });
      }
    }
    expect(traced.every(({ result }) => (result.trace ?? []).length > 0)).toBe(true);
    checkTable(TRACE_TABLE, traced);
  });

  test("the result columns (a batch row, the GRID outputs)", () => {
    const problems: string[] = [];
    for (const calc of Object.keys(golden) as CalcName[]) {
      const columns = RESULT_COLUMNS[calc] as readonly ResultColumn<unknown>[];
      for (const { file, result } of golden[calc]) {
        for (const column of columns) {
          const value = column.read(result);
          const at = `${file} ${column.key}`;
          if (value === undefined) problems.push(`${at}: undefined`);
          if (value !== (result as Record<string, unknown>)[column.key])
            problems.push(`${at}: does not read the field ${column.key}`);
          if (value === null && column.absent === undefined)
            problems.push(`${at}: null, no words for it`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(gridOutputColumn("wind.schedule", "creditBase")?.header).toBe("Credit base");
    expect(gridOutputColumn("emerge.perJob", "totalCredit")).toBeUndefined();
    // A status is a result column, never a GRID amount.
    expect(gridOutputColumn("emerge.perJob", "status")).toBeUndefined();
  });

  test("each optional column has a value in some scenario (a scenario shows it)", () => {
    const optional = <Result, Row>(table: ResultTable<Result, Row>, results: Result[]) =>
      table.columns
        .filter((c) => c.optional)
        .map((c) => ({
          key: c.key,
          shown: results.some((r) => shownColumns(table, r).includes(c)),
        }));
    const emerge = optional(
      EMERGE_YEAR_TABLE,
      golden["emerge.schedule"].map((g) => g.result),
    );
    const wind = optional(
      WIND_YEAR_TABLE,
      golden["wind.schedule"].map((g) => g.result),
    );
    for (const o of [...emerge, ...wind]) expect(o).toEqual({ key: o.key, shown: true });
  });

  test("an optional column without values is left out; the others stay", () => {
    const [first] = golden["emerge.schedule"].filter((g) =>
      g.result.years.every((y) => y.calendarYear === null && y.annualCap === null),
    );
    expect(first).toBeDefined();
    expect(shownColumns(EMERGE_YEAR_TABLE, first.result).map((c) => c.key)).toEqual([
      "year",
      "newJobs",
      "retainedJobs",
      "perJobNew",
      "perJobRetained",
      "beforeCap",
      "credit",
    ]);
  });

  test("pickColumns keeps the order asked for and refuses a key no column has", () => {
    expect(pickColumns(TRACE_TABLE, ["label", "id"]).map((c) => c.header)).toEqual([
      "Step",
      "Subsection",
    ]);
    expect(() => pickColumns(TRACE_TABLE, ["why"])).toThrow('no column "why"');
  });
});
