/**
 * The explanation as data (no DOM): the types view.ts renders and audit.ts writes.
 */
import type { CellValue } from "./resolve";
import type { GridCellKind } from "../functions/calls";
import type { CalcName } from "../core";
import type { Summary } from "./summaries";
import type { StepKind } from "./stepKinds";
import type { StatuteText } from "./statute";
import type { Story } from "./story";

/** The selected cell, as read from the workbook. */
export interface CellInfo {
  sheet: string;
  /** 0-based row and column. */
  row: number;
  col: number;
  /** The cell's formula ("=…"), or null when it holds a constant or nothing. */
  formula: string | null;
  /** What the cell shows now. */
  value: CellValue;
  /** When the cell is a spill child: the anchor cell whose formula produced it. */
  spillParent: { row: number; col: number; formula: string | null; value: CellValue } | null;
  /** True where this Excel cannot say which formula spilled into a cell (before ExcelApi 1.12). */
  spillUnknown?: boolean;
}

export interface StepView {
  id: string;
  citation: string;
  /** Where the rule comes from, as the pane labels it: Statute, Regulation, NJEDA, Our reading. */
  source: string;
  /** The source's key ("statute"), for the label's style. */
  sourceKey: string;
  label: string;
  applied: boolean;
  /** What sort of step it is (stepKinds.ts), which decides the words of its outcome. */
  kind: StepKind;
  /**
   * The outcome in the words its kind has: "applied" / "not applied" (amounts), "met" /
   * "not met" (tests), "binds" / "does not bind" (limits), "reduces" / "no reduction", …
   */
  status: string;
  /** How the outcome reads: counted in the result, not counted, or against the credit. */
  tone: "on" | "off" | "bad";
  /** Signed money for display ("+$500.00", "−$346.15"); null when none or zero. */
  amount: string | null;
  reason: string;
  summary: (Summary & { subsection: string }) | null;
  /** The statute's own sentence(s) for the step's subsection, or null (statute.ts). */
  statute: StatuteText | null;
  /** The row of a spilled EXPLAIN table the selected cell is in. */
  current?: boolean;
  /** One of the steps that decided the number (story.ts). */
  deciding?: boolean;
}

export interface Section {
  title: string;
  /** What the section holds, for the count ("2 of 18 bonuses applied", "5 of 6 tests met"). */
  count: string;
  steps: StepView[];
}

export interface Table {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Which columns are numbers (right-aligned). */
  numeric: boolean[];
  /** The row (0-based) the selected spill cell is in, marked with aria-current. */
  current?: number;
}

export interface Part {
  title: string | null;
  sections: Section[];
  tables: Table[];
}

export interface Fact {
  label: string;
  value: string;
}

export interface InputRow {
  name: string;
  value: string;
  /** Where the value came from: a cell address, "typed in the formula", … */
  source: string;
}

export interface ArgumentRow {
  name: string;
  /** As written in the formula ("" when omitted). */
  text: string;
  /** Where its value came from, or why it could not be read. */
  source: string;
  resolved: boolean;
}

export interface CallExplanation {
  functionId: string;
  /** The call as written in the formula. */
  text: string;
  status: "ok" | "input-error" | "unresolved" | "unknown-function" | "syntax-error";
  /** For every status but ok: what is wrong, in words a user can act on. */
  message: string | null;
  /** The input an input error names, when it names one. */
  errorInput: string | null;
  /** The headline: the result and its key facts. */
  facts: Fact[];
  arguments: ArgumentRow[];
  inputs: InputRow[];
  parts: Part[];
  /** Notes for the reviewer (e.g. the cell shows a different number than the recomputation). */
  notes: string[];
  /** The calculation and its result JSON when recomputed (the audit sheet uses it). */
  calc: CalcName | null;
  result: Record<string, unknown> | null;
  /** A GRID shown as an overview (not one cell's computation): its shape and its cells. */
  grid?: GridOverview;
  /** A PORTFOLIO shown whole (its header row, a blank row, the audit sheet): its projects. */
  portfolio?: PortfolioOverview;
  /** The first screen: what decided the number, and the chart of how it was built. */
  story?: Story | null;
  /** For a cell inside a spilled table: the row it is in, in words ("year 3", "step 6"). */
  focus?: Focus | null;
  /** The scenario computed, which a comparison (comparison.ts) evaluates again. */
  scenario?: Scenario | null;
}

/** One scenario of a calculation, as the core reads it. */
export interface Scenario {
  calc: CalcName;
  /** The core's raw inputs (canonical names → values as Excel gave them). */
  inputs: Record<string, unknown>;
  /** The result field the cell shows ("perJobCredit", "years", …), when it shows one. */
  output: string | null;
  /** For a GRID amount: the grid's base scenario (gridBaseScenario in explain.ts). */
  gridBase: GridBase | null;
}

/**
 * A grid's base scenario: its base inputs; an input the grid varies that the base does not give
 * takes the grid's first value of it (its top-left amount's), and is listed in `filled`.
 */
export interface GridBase {
  inputs: Record<string, unknown>;
  filled: { name: string; value: unknown }[];
}

/** Where the selected cell is inside a spilled table. */
export interface Focus {
  /** "year" row of a schedule, "step" row of an EXPLAIN table, or the "total" row. */
  kind: "year" | "step" | "total" | "header";
  /** 0-based index of the year or step. */
  index: number;
  /** In words: "year 3 (2027)", "step 6: reduction for a median salary …". */
  label: string;
  /** For a step row: the step's id. */
  stepId?: string;
}

export interface GridOverview {
  /** Amounts down (one per columnValue) and across (one per rowValue), headers not counted. */
  rows: number;
  columns: number;
  /** The result field each amount shows, and its words ("annual credit"). */
  output: string;
  outputWords: string;
  /** The selected label cell, or null when the whole grid is described (the audit sheet). */
  cell: Exclude<GridCellKind, "value"> | null;
  /** How many amounts compute, and how many show #VALUE! (the cell function's own rule). */
  computed: number;
  failed: number;
}

export interface PortfolioOverview {
  /** Rows holding a project (blank rows not counted), and how many compute or show #VALUE!. */
  projects: number;
  computed: number;
  failed: number;
  blank: number;
  /** What each row computes, in words ("per-job annual credit"). */
  outputWords: string;
}

/**
 * How a GRID is explained: "cell" (the task pane) explains an amount's own scenario and gives
 * the label cells (corner, header row and column) an overview; "overview" (the audit sheet,
 * one row per formula) describes every GRID as a whole.
 */
export type GridMode = "cell" | "overview";

export type CellExplanation =
  | { kind: "none"; cell: CellInfo; address: string; message: string }
  | {
      kind: "explained";
      cell: CellInfo;
      address: string;
      /** The formula explained (the spill parent's, for a spill child). */
      formula: string;
      /** The spill parent's address when the cell is a spill child. */
      spillParentAddress: string | null;
      calls: CallExplanation[];
    };
