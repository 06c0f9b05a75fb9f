import { tierFor } from "../../src/core/emerge/base";
import { emergeSchema, type Location } from "../../src/core/emerge/inputs";
import { windSchema } from "../../src/core/wind/inputs";
import type { Schema } from "../../src/core/inputs";
import { parseFormula, type FormulaNode } from "../../src/excel/formula";
import {
  EMERGE_SCHEDULE_FORMATS,
  EXPLAIN_FORMATS,
  TEMPLATE_ACTIONS,
  TEMPLATE_FORMATS,
  WIND_SCHEDULE_FORMATS,
  PORTFOLIO_COLUMNS,
  PORTFOLIO_PROJECTS,
  portfolioTemplate,
  scenarioTemplate,
  sheetTemplate,
  templateLayout,
  type ScenarioId,
} from "../../src/excel/templates";
import { makeCustomFunctionsGlobal } from "../../src/preview/customFunctions";

// cells.ts builds CustomFunctions.Error values; outside Excel the preview's stand-in gives them.
(globalThis as { CustomFunctions?: unknown }).CustomFunctions = makeCustomFunctionsGlobal(
  () => undefined,
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cells = require("../../src/functions/cells") as typeof import("../../src/functions/cells");

const SCHEMAS: Record<ScenarioId, Schema> = { emerge: emergeSchema, wind: windSchema };

describe.each(["emerge", "wind"] as const)("the %s scenario template", (id) => {
  const schema = SCHEMAS[id];
  const t = scenarioTemplate(id);
  const layout = templateLayout(t);

  test("every input of the schema appears exactly once, with the schema's meaning", () => {
    expect(t.rows.map((r) => r.name)).toEqual(Object.keys(schema));
    expect(new Set(t.rows.map((r) => r.name)).size).toBe(t.rows.length);
    for (const r of t.rows) expect(r.meaning).toBe(schema[r.name].description);
    // The table: a header row, then one row per input (Name first, Meaning last).
    expect(layout.table.values[0]).toEqual(t.columns);
    expect(layout.table.values.slice(1).map((row) => row[0])).toEqual(Object.keys(schema));
    expect(layout.table.values.slice(1).map((row) => row[row.length - 1])).toEqual(
      Object.values(schema).map((s) => s.description),
    );
    // Values start empty: nothing is given until the user gives it.
    expect(
      layout.table.values.slice(1).every((row) => row.slice(1, -1).every((v) => v === null)),
    ).toBe(true);
  });

  test("every choice and TRUE/FALSE input has a dropdown of exactly the schema's values", () => {
    const withChoices = Object.entries(schema).filter(
      ([, s]) => s.kind.kind === "enum" || s.kind.kind === "bool",
    );
    expect(layout.validations).toHaveLength(withChoices.length);
    for (const [name, spec] of withChoices) {
      const row = t.rows.findIndex((r) => r.name === name);
      const expected =
        spec.kind.kind === "enum" ? spec.kind.choices.map((c) => c.value) : ["TRUE", "FALSE"];
      const placed = layout.validations.find((v) => v.address === `B${row + 4}`);
      expect(placed?.value).toEqual(expected);
    }
  });

  test("money to the cent, counts with separators, years without", () => {
    const formatOf = (name: string) => t.rows.find((r) => r.name === name)!.numberFormat;
    for (const [name, spec] of Object.entries(schema)) {
      if (spec.kind.kind === "money") expect(formatOf(name)).toBe("$#,##0.00");
      if (spec.kind.kind === "whole")
        expect(formatOf(name)).toBe(name === "firstYear" || name === "year" ? "0" : "#,##0");
    }
  });

  test("every formula reads the criteria table by structured reference, Name to the last value column", () => {
    expect(t.formulas.length).toBeGreaterThan(0);
    for (const f of t.formulas) {
      const node = parseFormula(f.formula);
      expect(node.kind).toBe("call");
      const args = (node as Extract<FormulaNode, { kind: "call" }>).args;
      const criteria = args[args.length - 1];
      expect(criteria).toMatchObject({
        kind: "structured",
        table: t.tableName,
        spec: `[[Name]:[${t.lastValueColumn}]]`,
      });
      // The location / role argument is empty: the table gives it.
      expect(args[0]).toBeNull();
    }
  });

  test("a table name taken in the workbook: the formulas follow the new name", () => {
    const other = scenarioTemplate(id, `${t.tableName}2`);
    for (const f of other.formulas) expect(f.formula).toContain(`${t.tableName}2[[Name]:`);
  });
});

test("the Emerge table is A3:C(3 + inputs); the wind table has value columns 2 to 10", () => {
  const emerge = templateLayout(scenarioTemplate("emerge"));
  expect(emerge.table.address).toBe(`A3:C${3 + Object.keys(emergeSchema).length}`);
  const wind = scenarioTemplate("wind");
  expect(wind.columns).toEqual([
    "Name",
    "Value",
    "Value 2",
    "Value 3",
    "Value 4",
    "Value 5",
    "Value 6",
    "Value 7",
    "Value 8",
    "Value 9",
    "Value 10",
    "Meaning",
  ]);
  const layout = templateLayout(wind);
  // employment is per period: its format covers Value to Value 10 (columns B to K).
  const row = wind.rows.findIndex((r) => r.name === "employment") + 4;
  expect(layout.formats).toContainEqual({ address: `B${row}:K${row}`, value: "General" });
  const lease = wind.rows.findIndex((r) => r.name === "leasePayments") + 4;
  expect(layout.formats).toContainEqual({ address: `B${lease}:K${lease}`, value: "$#,##0.00" });
});

test("the spilled tables' column formats follow the functions' own columns", () => {
  expect(EMERGE_SCHEDULE_FORMATS).toHaveLength(cells.EMERGE_SCHEDULE_HEADERS.length);
  expect(WIND_SCHEDULE_FORMATS).toHaveLength(cells.WIND_SCHEDULE_HEADERS.length);
  expect(EXPLAIN_FORMATS).toHaveLength(cells.TRACE_HEADERS.length);
  const money = (headers: string[], formats: readonly string[]) =>
    headers.filter((_, i) => formats[i] === TEMPLATE_FORMATS.money);
  expect(money(cells.EMERGE_SCHEDULE_HEADERS, EMERGE_SCHEDULE_FORMATS)).toEqual([
    "Per new job",
    "Per retained job",
    "Before cap",
    "Annual cap",
    "Credit",
  ]);
  expect(money(cells.WIND_SCHEDULE_HEADERS, WIND_SCHEDULE_FORMATS)).toEqual([
    "Scheduled",
    "Lease cap",
    "Allowed",
  ]);
  expect(money(cells.TRACE_HEADERS, EXPLAIN_FORMATS)).toEqual(["Amount"]);
});

test("results sit right of the table, so rows added to it never run into them", () => {
  for (const id of ["emerge", "wind"] as const) {
    const t = scenarioTemplate(id);
    const lastTableColumn = String.fromCharCode("A".charCodeAt(0) + t.columns.length - 1);
    for (const f of t.formulas) {
      expect(f.at[0] > lastTableColumn).toBe(true);
      expect(f.labelAt[0] > lastTableColumn).toBe(true);
    }
  }
});

test("the ribbon's template buttons run the actions the pane associates, with the same labels", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const source = require("../../scripts/manifest-source") as {
    ribbon: { commands: { action: string; label: string }[] };
  };
  expect(source.ribbon.commands.map((c) => ({ action: c.action, label: c.label }))).toEqual(
    Object.values(TEMPLATE_ACTIONS),
  );
});

describe("the portfolio template", () => {
  const t = portfolioTemplate();
  const layout = t.layout;

  test("five example projects, one per location category (tiers 1 to 5), under a header of input names", () => {
    expect(layout.table.address).toBe("A4:G9");
    expect(layout.table.values[0]).toEqual([...PORTFOLIO_COLUMNS]);
    for (const name of PORTFOLIO_COLUMNS.slice(1))
      expect(Object.keys(emergeSchema)).toContain(name);
    const tiers = PORTFOLIO_PROJECTS.map((p) => tierFor(p[1] as Location, false).rules.tier);
    expect(tiers).toEqual([1, 2, 3, 4, 5]);
  });

  test("dropdowns on the choices, formats by kind, formulas right of the table reading it whole", () => {
    expect(layout.validations).toEqual([
      { address: "B5:B9", value: ["grm", "enhanced", "distressed", "qoz", "corridor", "other"] },
      { address: "D5:D9", value: ["TRUE", "FALSE"] },
      { address: "E5:E9", value: ["TRUE", "FALSE"] },
    ]);
    expect(layout.formats).toContainEqual({ address: "C5:C9", value: TEMPLATE_FORMATS.count });
    expect(layout.formats).toContainEqual({ address: "F5:F9", value: TEMPLATE_FORMATS.money });
    expect(layout.formulas).toEqual([
      { address: "I4", value: "=NJCREDIT.PORTFOLIO(Projects[#All])" },
      { address: "I12", value: '=NJCREDIT.PORTFOLIO(Projects[#All],"annual")' },
    ]);
    // The per-job credit's column (K) and the annual credit's two are money, below the headers.
    expect(layout.formats).toContainEqual({ address: "K5:K9", value: TEMPLATE_FORMATS.money });
    expect(layout.formats).toContainEqual({ address: "J13:J17", value: TEMPLATE_FORMATS.money });
    expect(sheetTemplate("portfolio", "Projects3").layout.formulas[0].value).toBe(
      "=NJCREDIT.PORTFOLIO(Projects3[#All])",
    );
  });
});
