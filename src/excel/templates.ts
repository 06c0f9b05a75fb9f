/**
 * The scenario templates, as data: what a "New Emerge scenario" / "New wind scenario" sheet
 * holds, where, and with which formulas. No Excel here, so tests read it directly and the pane's
 * writer (src/taskpane/templates.ts) and the preview lay out the same sheet.
 *
 * Every row of the criteria table comes from the core's input schema (names, meanings, the
 * allowed values of a choice), never restated: an input added to the schema appears in the
 * template. The formulas read the table by structured reference (`EmergeCriteria[[Name]:[Value]]`),
 * so a row the user adds to the table is read too. Their location / role arguments are left
 * empty: the table gives every input, and an empty argument leaves the criteria free to give it
 * (src/functions/calls.ts), where giving it twice would be an error.
 */
import { emergeSchema } from "../core/emerge/inputs";
import { FIRST_CALENDAR_YEAR, type FieldKind, type Schema } from "../core/inputs";
import { LISTED_PERIODS, windSchema } from "../core/wind/inputs";
import { COMPLIANCE } from "../core/rules/wind";
import { columnIndex, columnLetters } from "./references";

/** A one-scenario template (a criteria table of every input) or the portfolio's. */
export type ScenarioId = "emerge" | "wind";
export type TemplateId = ScenarioId | "portfolio";

/** Number formats by kind of input; a money input is shown to the cent. */
export const TEMPLATE_FORMATS = {
  money: "$#,##0.00",
  count: "#,##0",
  /** A calendar or tax year: 2026, never 2,026. */
  year: "0",
  share: "0.00%",
  date: "yyyy-mm-dd",
  text: "@",
  general: "General",
} as const;

export interface TemplateRow {
  /** The input's canonical name, as the schema spells it. */
  name: string;
  /** The schema's description of the input. */
  meaning: string;
  /** The values a dropdown offers (a choice's canonical values, or TRUE/FALSE); null for none. */
  choices: readonly string[] | null;
  /** The number format of the value cells. */
  numberFormat: string;
  /** Whether the input takes one value per year (the extra year columns of the wind table). */
  perYear: boolean;
}

export interface TemplateFormula {
  /** What the formula computes. */
  label: string;
  /** The cell of the label (left of a single value, above a spilled table). */
  labelAt: string;
  /** The cell of the formula ("F4"). */
  at: string;
  formula: string;
  /**
   * The number format of each column of the result, left to right: one entry for a single
   * value; for a spilled table, one per column of the table the function returns (its header
   * row is text and takes none).
   */
  columnFormats: readonly string[];
  /** Rows formatted below the formula: 1 for a single value, the most a spilled table takes. */
  rows: number;
}

export interface ScenarioTemplate {
  id: ScenarioId;
  /** The sheet's name (a number is added when it is taken). */
  sheetName: string;
  /** The criteria table's name (a number is added when it is taken: names are workbook-wide). */
  tableName: string;
  title: string;
  /** The first cell of the criteria table's header row. */
  tableAt: string;
  /** The table's columns, in order: Name, then the value column(s), then Meaning. */
  columns: readonly string[];
  /** The last column the formulas read (Value, or Value 10 for the wind table's list rows). */
  lastValueColumn: string;
  rows: readonly TemplateRow[];
  formulas: readonly TemplateFormula[];
}

const BOOLEAN_CHOICES = ["TRUE", "FALSE"] as const;

/** The number format a value of this kind is shown in. */
export function numberFormatFor(kind: FieldKind): string {
  switch (kind.kind) {
    case "money":
      return TEMPLATE_FORMATS.money;
    case "whole":
      return (kind.min ?? 0) >= FIRST_CALENDAR_YEAR
        ? TEMPLATE_FORMATS.year
        : TEMPLATE_FORMATS.count;
    case "number":
      // A share of 0 to 1 reads as a percentage (50% is 0.5); other numbers as typed.
      return kind.min === "0" && kind.max === "1"
        ? TEMPLATE_FORMATS.share
        : TEMPLATE_FORMATS.general;
    case "date":
      return TEMPLATE_FORMATS.date;
    case "bool":
    case "enum":
      return TEMPLATE_FORMATS.general;
  }
}

/** The values a dropdown offers for an input, or null when it takes any value of its kind. */
export function choicesFor(kind: FieldKind): readonly string[] | null {
  if (kind.kind === "bool") return BOOLEAN_CHOICES;
  if (kind.kind === "enum") return kind.choices.map((c) => c.value);
  return null;
}

/** The criteria rows of a schema, one per input, in the schema's order. */
export function templateRows(schema: Schema): TemplateRow[] {
  return Object.entries(schema).map(([name, spec]) => ({
    name,
    meaning: spec.description,
    choices: choicesFor(spec.kind),
    numberFormat: numberFormatFor(spec.kind),
    perYear: "list" in spec.kind && spec.kind.list !== undefined,
  }));
}

/** `Table[[First]:[Last]]`: the name and value columns of a criteria table. */
export function criteriaReference(tableName: string, first: string, last: string): string {
  return first === last ? `${tableName}[${first}]` : `${tableName}[[${first}]:[${last}]]`;
}

const F = TEMPLATE_FORMATS;
/** An Emerge schedule: a header row, at most seven eligibility years, a total row. */
const EMERGE_SCHEDULE_ROWS = 1 + 7 + 1;
/** A wind schedule: a header row, the five compliance years, a total row. */
const WIND_SCHEDULE_ROWS = 1 + COMPLIANCE.years + 1;
/** Rows formatted below an EXPLAIN formula: more than any trace has steps. */
export const EXPLAIN_ROWS = 60;

/** Columns of NJCREDIT.SCHEDULE (cells.ts EMERGE_SCHEDULE_HEADERS), as they are formatted. */
export const EMERGE_SCHEDULE_FORMATS = [
  F.general, // Year
  F.year, // Calendar year
  F.count, // New jobs
  F.count, // Retained jobs
  F.money, // Per new job
  F.money, // Per retained job
  F.money, // Before cap
  F.money, // Annual cap
  F.money, // Credit
] as const;

/** Columns of NJWIND.SCHEDULE (cells.ts WIND_SCHEDULE_HEADERS). */
export const WIND_SCHEDULE_FORMATS = [
  F.general, // Year
  F.year, // Tax year
  F.general, // Period ends
  F.count, // Required jobs
  F.general, // Employment (an average of monthly counts: may have decimals)
  F.money, // Scheduled
  F.money, // Lease cap
  F.money, // Allowed
  F.general, // Status
] as const;

/** Columns of an EXPLAIN table (cells.ts TRACE_HEADERS): step, citation, source, amount, applied, why. */
export const EXPLAIN_FORMATS = [
  F.general,
  F.general,
  F.general,
  F.money,
  F.general,
  F.general,
] as const;

/**
 * The Emerge results. NJCREDIT.AWARD is not on main yet (another branch adds it): when it is,
 * add its formula to this list, and NJWIND.AWARD to windFormulas.
 */
function emergeFormulas(criteria: string): TemplateFormula[] {
  return [
    {
      label: "Per-job credit, for the jobType in the table (NJCREDIT.PERJOB)",
      labelAt: "E4",
      at: "F4",
      formula: `=NJCREDIT.PERJOB(,,${criteria})`,
      columnFormats: [F.money],
      rows: 1,
    },
    {
      label: "Annual credit (NJCREDIT.ANNUAL)",
      labelAt: "E5",
      at: "F5",
      formula: `=NJCREDIT.ANNUAL(,,,${criteria})`,
      columnFormats: [F.money],
      rows: 1,
    },
    {
      label: "Credit for each year of the eligibility period (NJCREDIT.SCHEDULE)",
      labelAt: "E7",
      at: "E8",
      formula: `=NJCREDIT.SCHEDULE(,,,${criteria})`,
      columnFormats: EMERGE_SCHEDULE_FORMATS,
      rows: EMERGE_SCHEDULE_ROWS,
    },
    {
      label: "How the per-job credit is computed (NJCREDIT.EXPLAIN)",
      labelAt: "E19",
      at: "E20",
      formula: `=NJCREDIT.EXPLAIN(,,${criteria})`,
      columnFormats: EXPLAIN_FORMATS,
      rows: EXPLAIN_ROWS,
    },
  ];
}

function windFormulas(criteria: string): TemplateFormula[] {
  // Right of the table (Name, Value, the later values, Meaning), one empty column between.
  const label = columnLetters(2 + WIND_YEAR_COLUMNS.length + 2);
  const value = columnLetters(2 + WIND_YEAR_COLUMNS.length + 3);
  return [
    {
      label: "Total credit (NJWIND.CREDIT)",
      labelAt: `${label}4`,
      at: `${value}4`,
      formula: `=NJWIND.CREDIT(,,,${criteria})`,
      columnFormats: [F.money],
      rows: 1,
    },
    {
      label: "Credit for each compliance year (NJWIND.SCHEDULE)",
      labelAt: `${label}6`,
      at: `${label}7`,
      formula: `=NJWIND.SCHEDULE(,,,${criteria})`,
      columnFormats: WIND_SCHEDULE_FORMATS,
      rows: WIND_SCHEDULE_ROWS,
    },
    {
      label: "How the credit is computed (NJWIND.EXPLAIN)",
      labelAt: `${label}15`,
      at: `${label}16`,
      formula: `=NJWIND.EXPLAIN(,,,${criteria})`,
      columnFormats: EXPLAIN_FORMATS,
      rows: EXPLAIN_ROWS,
    },
  ];
}

/**
 * The wind table's columns for a list's later values (Value is its first): periods 2 to 10 of
 * employment and leasePayments, compliance years 2 to 5 of approvedMinimums.
 */
const WIND_YEAR_COLUMNS = Array.from({ length: LISTED_PERIODS - 1 }, (_, i) => `Value ${i + 2}`);

/**
 * A template, its table named `tableName` (the default unless that name is taken in the
 * workbook): the formulas reference the table by that name.
 */
export function scenarioTemplate(id: ScenarioId, tableName?: string): ScenarioTemplate {
  if (id === "emerge") {
    const table = tableName ?? "EmergeCriteria";
    return {
      id,
      sheetName: "Emerge scenario",
      tableName: table,
      title: "Emerge per-job credit (P.L.2020, c.156, s.75): a scenario",
      tableAt: "A3",
      columns: ["Name", "Value", "Meaning"],
      lastValueColumn: "Value",
      rows: templateRows(emergeSchema),
      formulas: emergeFormulas(criteriaReference(table, "Name", "Value")),
    };
  }
  const table = tableName ?? "WindCriteria";
  const last = WIND_YEAR_COLUMNS[WIND_YEAR_COLUMNS.length - 1];
  return {
    id,
    sheetName: "Wind scenario",
    tableName: table,
    title: "Wind energy facility credit (P.L.2010, c.57, s.6): a scenario",
    tableAt: "A3",
    // A list input (employment, leasePayments by period; approvedMinimums by compliance year)
    // takes its first value in Value and the later ones to its right; every other input only
    // Value. The criteria read Name to the last Value column.
    columns: ["Name", "Value", ...WIND_YEAR_COLUMNS, "Meaning"],
    lastValueColumn: last,
    rows: templateRows(windSchema),
    formulas: windFormulas(criteriaReference(table, "Name", last)),
  };
}

/** The template's note under its title: what to do with it. */
export function templateNote(t: ScenarioTemplate): string {
  const years =
    t.id === "wind"
      ? ` For employment and leasePayments, Value is privilege period 1 and Value 2 to Value ${LISTED_PERIODS} the later periods; compliance year 1 is the first period meeting its minimum. For approvedMinimums, Value to Value ${COMPLIANCE.years} are compliance years 1 to ${COMPLIANCE.years}.`
      : "";
  return `Fill in the Value column (a dropdown offers the choices); an empty value is not given. Rows added to the ${t.tableName} table are read too.${years}`;
}

/** A cell or range to write, by A1 address on the template's sheet. */
export interface Placed<T> {
  address: string;
  value: T;
}

/** Everything the writer puts on the sheet, by address: the template laid out. */
export interface TemplateLayout {
  /** The title (A1) and the note under it (A2). */
  texts: Placed<string>[];
  /** The criteria table: its range (header row included) and its cells, row by row. */
  table: { address: string; values: (string | number | boolean | null)[][] };
  /** Dropdowns: the value cells of each input with choices. */
  validations: Placed<readonly string[]>[];
  /** Number formats: the value cells of each input, then each result. */
  formats: Placed<string>[];
  /** The results: their labels (texts) and formulas. */
  labels: Placed<string>[];
  formulas: Placed<string>[];
}

function cellAt(address: string): { row: number; col: number } {
  const m = /^([A-Z]{1,3})(\d+)$/.exec(address);
  const col = m ? columnIndex(m[1]) : null;
  if (!m || col === null) throw new Error(`template: "${address}" is not a cell address`);
  return { row: Number(m[2]) - 1, col };
}

function a1(row: number, col: number, rows = 1, cols = 1): string {
  const start = `${columnLetters(col)}${row + 1}`;
  if (rows === 1 && cols === 1) return start;
  return `${start}:${columnLetters(col + cols - 1)}${row + rows}`;
}

/** The template as cells to write. */
export function templateLayout(t: ScenarioTemplate): TemplateLayout {
  const top = cellAt(t.tableAt);
  const nameCol = top.col;
  const valueCol = top.col + 1;
  const valueColumns = t.columns.indexOf(t.lastValueColumn);
  const meaningCol = top.col + t.columns.length - 1;
  const values: (string | number | boolean | null)[][] = [
    [...t.columns],
    ...t.rows.map((r) =>
      t.columns.map((c) => (c === "Name" ? r.name : c === "Meaning" ? r.meaning : null)),
    ),
  ];
  const validations: Placed<readonly string[]>[] = [];
  const formats: Placed<string>[] = [
    // Names and meanings are text: "TRUE" or "=…" typed there stays what was typed.
    { address: a1(top.row + 1, nameCol, t.rows.length, 1), value: TEMPLATE_FORMATS.text },
    { address: a1(top.row + 1, meaningCol, t.rows.length, 1), value: TEMPLATE_FORMATS.text },
  ];
  t.rows.forEach((r, i) => {
    const row = top.row + 1 + i;
    const width = r.perYear ? valueColumns : 1;
    const address = a1(row, valueCol, 1, width);
    if (r.choices) validations.push({ address, value: r.choices });
    formats.push({ address, value: r.numberFormat });
  });
  for (const f of t.formulas) {
    const at = cellAt(f.at);
    f.columnFormats.forEach((format, c) => {
      if (format === TEMPLATE_FORMATS.general) return;
      // A spilled table's first row is its headers (text), so its figures start one row down.
      const first = f.rows > 1 ? at.row + 1 : at.row;
      formats.push({ address: a1(first, at.col + c, Math.max(1, f.rows - 1), 1), value: format });
    });
  }
  return {
    texts: [
      { address: "A1", value: t.title },
      { address: "A2", value: templateNote(t) },
    ],
    table: { address: a1(top.row, top.col, t.rows.length + 1, t.columns.length), values },
    validations,
    formats,
    labels: t.formulas.map((f) => ({ address: f.labelAt, value: f.label })),
    formulas: t.formulas.map((f) => ({ address: f.at, value: f.formula })),
  };
}

/** Rows and columns of an A1 address ("B4:F4" → 1 × 5; "A1" → 1 × 1). */
export function addressSize(address: string): { rows: number; columns: number } {
  const [start, end = start] = address.split(":");
  const a = cellAt(start);
  const b = cellAt(end);
  return { rows: b.row - a.row + 1, columns: b.col - a.col + 1 };
}

/** The ribbon's and the pane's names for the templates (ExecuteFunction ids in the manifests). */
export const TEMPLATE_ACTIONS: Readonly<Record<TemplateId, { action: string; label: string }>> = {
  emerge: { action: "NewEmergeScenario", label: "New Emerge scenario" },
  wind: { action: "NewWindScenario", label: "New wind scenario" },
  portfolio: { action: "NewPortfolio", label: "New portfolio" },
};

// ---------------------------------------------------------------------------------------------
// The portfolio template: a table of projects, a row each, and NJCREDIT.PORTFOLIO beside it

/**
 * Its five example projects, one per location category (s.75 b.(1) to (5)), the inputs most
 * projects give: the header row names them as criteria do, and a user adds any other input as
 * a column of its own.
 */
export const PORTFOLIO_COLUMNS = [
  "id",
  "location",
  "newJobs",
  "smallBusiness",
  "targetedIndustry",
  "projectMedianSalary",
  "benchmarkMedianSalary",
] as const;

export const PORTFOLIO_PROJECTS: readonly (string | number | boolean | null)[][] = [
  ["P-1", "grm", 300, false, true, null, null],
  ["P-2", "enhanced", 120, true, false, 58000, 62000],
  ["P-3", "distressed", 450, false, true, null, null],
  ["P-4", "qoz", 40, true, true, null, null],
  ["P-5", "other", 1200, true, true, null, null],
];

/** What the writer puts on any template's sheet: its names, its cells and its column widths. */
export interface SheetTemplate {
  id: TemplateId;
  sheetName: string;
  tableName: string;
  layout: TemplateLayout;
  /** Each column's width in points, from column A. */
  widths: readonly number[];
  /** What to do next, for the pane's status line. */
  next: string;
}

/** Column widths in points: a scenario's names, values and meanings. */
const SCENARIO_WIDTHS = { name: 150, value: 90, meaning: 420 };

/** The portfolio's formulas, right of the table (one empty column between). */
function portfolioFormulas(table: string): TemplateFormula[] {
  const label = columnLetters(PORTFOLIO_COLUMNS.length + 1);
  const rows = 1 + PORTFOLIO_PROJECTS.length;
  return [
    {
      label: "Each project's per-job credit (NJCREDIT.PORTFOLIO)",
      labelAt: `${label}3`,
      at: `${label}4`,
      formula: `=NJCREDIT.PORTFOLIO(${table}[#All])`,
      columnFormats: [F.general, F.general, F.money],
      rows,
    },
    {
      label: 'Each project\'s annual credit (NJCREDIT.PORTFOLIO, calc "annual")',
      labelAt: `${label}${4 + rows + 1}`,
      at: `${label}${4 + rows + 2}`,
      formula: `=NJCREDIT.PORTFOLIO(${table}[#All],"annual")`,
      columnFormats: [F.general, F.money, F.money],
      rows,
    },
  ];
}

/** The portfolio template, its table named `tableName`. */
export function portfolioTemplate(tableName = "Projects"): SheetTemplate {
  const top = { row: 3, col: 0 };
  const formulas = portfolioFormulas(tableName);
  const kinds = PORTFOLIO_COLUMNS.map((name) => (name === "id" ? undefined : emergeSchema[name]));
  const validations: Placed<readonly string[]>[] = [];
  const formats: Placed<string>[] = [
    { address: a1(top.row + 1, 0, PORTFOLIO_PROJECTS.length, 1), value: TEMPLATE_FORMATS.text },
  ];
  kinds.forEach((spec, c) => {
    if (!spec) return;
    const address = a1(top.row + 1, c, PORTFOLIO_PROJECTS.length, 1);
    const choices = choicesFor(spec.kind);
    if (choices) validations.push({ address, value: choices });
    formats.push({ address, value: numberFormatFor(spec.kind) });
  });
  for (const f of formulas) {
    const at = cellAt(f.at);
    f.columnFormats.forEach((format, c) => {
      if (format === TEMPLATE_FORMATS.general) return;
      formats.push({ address: a1(at.row + 1, at.col + c, f.rows - 1, 1), value: format });
    });
  }
  const values = [[...PORTFOLIO_COLUMNS], ...PORTFOLIO_PROJECTS.map((row) => [...row])];
  return {
    id: "portfolio",
    sheetName: "Portfolio",
    tableName,
    layout: {
      texts: [
        {
          address: "A1",
          value: "Emerge credits of a portfolio (P.L.2020, c.156, s.75): a project a row",
        },
        {
          address: "A2",
          value: `One row per project in the ${tableName} table: the header names inputs as criteria do (add a column for any other input, e.g. retainedJobs or annualCap); an empty cell is not given, a per-year value goes in one cell as 100;150;200. Rows added to the table are read too; a row the law refuses shows #VALUE! with the reason.`,
        },
      ],
      table: {
        address: a1(top.row, top.col, PORTFOLIO_PROJECTS.length + 1, PORTFOLIO_COLUMNS.length),
        values,
      },
      validations,
      formats,
      labels: formulas.map((f) => ({ address: f.labelAt, value: f.label })),
      formulas: formulas.map((f) => ({ address: f.at, value: f.formula })),
    },
    // The table's columns; then an empty one, and the results' (id, status or annual credit,
    // per-job credit or before the cap).
    widths: [...PORTFOLIO_COLUMNS.map((c) => (c === "id" ? 60 : 130)), 20, 80, 90, 130],
    next: `add a row per project to table ${tableName}`,
  };
}

/** Any template as the writer takes it, its table named `tableName` when given. */
export function sheetTemplate(id: TemplateId, tableName?: string): SheetTemplate {
  if (id === "portfolio") return portfolioTemplate(tableName);
  const template = scenarioTemplate(id, tableName);
  const columns = template.columns;
  return {
    id,
    sheetName: template.sheetName,
    tableName: template.tableName,
    layout: templateLayout(template),
    widths: columns.map((_, i) =>
      i === 0
        ? SCENARIO_WIDTHS.name
        : i === columns.length - 1
          ? SCENARIO_WIDTHS.meaning
          : SCENARIO_WIDTHS.value,
    ),
    next: `fill in the Value column of table ${template.tableName}`,
  };
}
