/**
 * Each sample cell's Excel number format, decided once (issue 30, item 6): the sample workbook
 * generator writes it into the xlsx, and the preview renders the cell with it, as Excel would. A
 * spilled cell takes its column's format in the function's table (schedule, explain, grid), so
 * cents show whatever the inputs become; a single value its block's format; a criteria value its
 * input's kind's; any other number "#,##0.00" when it has cents, "#,##0" from 10,000, else General.
 * A format the add-in's own writing set (Range.numberFormat, on the stand-in host) wins.
 */
import { RESULT_COLUMNS } from "../core/columns";
import { emergeSchema } from "../core/emerge/inputs";
import { windSchema } from "../core/wind/inputs";
import {
  EMERGE_SCHEDULE_FORMATS,
  EXPLAIN_FORMATS,
  TEMPLATE_FORMATS,
  WIND_SCHEDULE_FORMATS,
  numberFormatFor,
} from "../excel/templates";
import type { CellModel, SheetModel } from "./workbook";

const BLOCK_FORMATS = {
  money: TEMPLATE_FORMATS.money,
  count: TEMPLATE_FORMATS.count,
  ratio: "0.00%",
} as const;

const SCHEMAS = { emerge: emergeSchema, wind: windSchema };

/** A boolean's format: TRUE for any number but 0, FALSE for 0 (Excel and LibreOffice alike). */
export const BOOLEAN_FORMAT = '"TRUE";"TRUE";"FALSE"';

/** A comparison's columns (core/columns.ts BRIDGE_TABLE): step, subsection, change, why. */
const COMPARE_FORMATS = [
  TEMPLATE_FORMATS.general,
  TEMPLATE_FORMATS.general,
  TEMPLATE_FORMATS.money,
  TEMPLATE_FORMATS.general,
];

/** The number format of each column of a spilled table, by the function that spilled it. */
const SPILL_FORMATS: Record<string, readonly string[]> = {
  "NJCREDIT.SCHEDULE": EMERGE_SCHEDULE_FORMATS,
  "NJWIND.SCHEDULE": WIND_SCHEDULE_FORMATS,
  "NJCREDIT.EXPLAIN": EXPLAIN_FORMATS,
  "NJWIND.EXPLAIN": EXPLAIN_FORMATS,
  "NJCREDIT.COMPARE": COMPARE_FORMATS,
  "NJWIND.COMPARE": COMPARE_FORMATS,
};

const general = (format: string | undefined) =>
  format === TEMPLATE_FORMATS.general ? undefined : format;

/** The headers of the result columns that hold money, whichever calculation (core/columns.ts). */
const MONEY_HEADERS = new Set(
  Object.values(RESULT_COLUMNS).flatMap((columns) =>
    (columns as readonly { header: string; kind: string }[])
      .filter((c) => c.kind === "money")
      .map((c) => c.header),
  ),
);

/**
 * The format of a cell of a spilled result at column `offset`, row `row` of the anchor's;
 * `header`: what the spill's first row holds above it.
 */
function spillFormat(
  anchor: CellModel,
  offset: number,
  row: number,
  header: unknown,
): string | undefined {
  const id = /^=\s*(NJ(?:CREDIT|WIND)\.[A-Z]+)\(/i.exec(anchor.formula ?? "")?.[1]?.toUpperCase();
  const columns = id ? SPILL_FORMATS[id] : undefined;
  if (columns) return general(columns[offset]);
  // A PORTFOLIO's columns are the call's own (echoed ids, the results it was asked for): a
  // column headed by a money result is money.
  if (id?.endsWith(".PORTFOLIO"))
    return row > 0 && typeof header === "string" && MONEY_HEADERS.has(header)
      ? TEMPLATE_FORMATS.money
      : undefined;
  // A GRID: its labels (top row, left column) are the varied values, its inside the amounts.
  if (id?.endsWith(".GRID")) return offset === 0 || row === 0 ? undefined : TEMPLATE_FORMATS.money;
  return anchor.format ? BLOCK_FORMATS[anchor.format] : undefined;
}

/** The Excel number format of the cell at `row`, `col` (undefined: General). */
export function numberFormatOf(sheet: SheetModel, row: number, col: number): string | undefined {
  // What the add-in's own writing set (the audit sheet's money, a template's years) comes first.
  const set = sheet.numberFormatAt(row, col);
  if (set !== undefined) return set;
  const cell = sheet.get(row, col);
  if (!cell) return undefined;
  // TRUE and FALSE as words wherever the file is opened (LibreOffice prints a General one as 1).
  if (typeof cell.value === "boolean") return BOOLEAN_FORMAT;
  const anchorAt = cell.spillParent ?? (cell.spill ? { row, col } : undefined);
  const anchor = anchorAt ? sheet.get(anchorAt.row, anchorAt.col) : undefined;
  const spec = cell.input ? SCHEMAS[cell.input.calc][cell.input.name] : undefined;
  const decided =
    anchor && anchorAt
      ? spillFormat(
          anchor,
          col - anchorAt.col,
          row - anchorAt.row,
          sheet.get(anchorAt.row, col)?.value,
        )
      : cell.format
        ? BLOCK_FORMATS[cell.format]
        : spec
          ? general(numberFormatFor(spec.kind))
          : undefined;
  if (decided) return decided;
  if (typeof cell.value === "number" && !Number.isInteger(cell.value)) return "#,##0.00";
  if (typeof cell.value === "number" && Math.abs(cell.value) >= 10000) return "#,##0";
  return undefined;
}

const grouped = (value: number, decimals: number) =>
  value.toLocaleString("en-US", {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

/** Excel's date serial (days since 1899-12-30) as yyyy-mm-dd. */
function serialDate(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(serial) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/**
 * A number as Excel shows it in `format`: the formats the add-in and the sample use. Another
 * format is an error, not a guess (a new one must be taught here, and its test will say so).
 */
export function renderNumber(value: number, format: string | undefined): string {
  switch (format) {
    case undefined:
    case TEMPLATE_FORMATS.general:
    case TEMPLATE_FORMATS.text:
      // General: as the number is written, without grouping (2025, 0.35, 1234.5).
      return String(value);
    case TEMPLATE_FORMATS.money:
      return `${value < 0 ? "-" : ""}$${grouped(Math.abs(value), 2)}`;
    case TEMPLATE_FORMATS.count:
      return grouped(value, 0);
    case "#,##0.00":
      return grouped(value, 2);
    case TEMPLATE_FORMATS.year:
      return value.toFixed(0);
    case TEMPLATE_FORMATS.share:
      return `${grouped(value * 100, 2)}%`;
    case TEMPLATE_FORMATS.date:
      return serialDate(value);
    default:
      throw new Error(`the preview does not know the number format ${format}`);
  }
}
