/**
 * Writes examples/njcredit-sample.xlsx from examples/sample-workbook.json (`npm run sample`).
 *
 * Every formula is written as the user would type it (`=NJCREDIT.PERJOB(B5,"new",D5:E14)`),
 * with its cached value computed now through the same functions Excel calls
 * (src/functions/functions.ts → calls.ts → the core), so the file shows numbers before the add-in
 * has loaded. Which function each id calls, and which arguments are ranges, come from the same
 * metadata generator the build uses (custom-functions-metadata), not from a list kept here.
 *
 * Formulas whose result spills are stored as dynamic arrays (the `cm` cell-metadata flag Excel
 * itself writes), so Excel spills them instead of showing `=@…` with only the first value.
 */
import fs from "fs";
import path from "path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { generateCustomFunctionsMetadata } from "custom-functions-metadata";
import {
  Calculator,
  DEFAULT_WIDTH,
  isErrorValue,
  rangeName,
  workbookFromDefinition,
  type CellModel,
  type FunctionRegistry,
  type WorkbookDefinition,
  type WorkbookModel,
} from "../src/preview/workbook";
import { makeCustomFunctionsGlobal } from "../src/preview/customFunctions";
import { emergeSchema } from "../src/core/emerge/inputs";
import { windSchema } from "../src/core/wind/inputs";
import { findCalls, parseFormula } from "../src/excel/formula";
import { FUNCTION_IDS, functionSpec, type FunctionId } from "../src/functions/registry";
import { choicesFor } from "../src/excel/templates";
import { columnLetters } from "../src/excel/references";
import { numberFormatOf } from "../src/preview/numberFormats";
import { PreviewHost } from "../src/preview/host";
import { ExcelReader } from "../src/taskpane/excel";
import { runAudit } from "../src/taskpane/audit";

const ROOT = path.resolve(__dirname, "..");
export const DEFINITION_PATH = path.join(ROOT, "examples", "sample-workbook.json");
export const WORKBOOK_PATH = path.join(ROOT, "examples", "njcredit-sample.xlsx");
const FUNCTIONS_SOURCE = path.join(ROOT, "src", "functions", "functions.ts");

export function readDefinition(file = DEFINITION_PATH): WorkbookDefinition {
  return JSON.parse(fs.readFileSync(file, "utf8")) as WorkbookDefinition;
}

/** The stub `CustomFunctions` global the functions need outside Excel (the preview's own). */
function installCustomFunctionsGlobal(): void {
  const g = globalThis as unknown as { CustomFunctions?: unknown };
  if (!g.CustomFunctions) g.CustomFunctions = makeCustomFunctionsGlobal(() => undefined);
}

/** The add-in's functions by id, with their parameters as functions.json describes them. */
export async function sourceFunctionRegistry(): Promise<FunctionRegistry> {
  installCustomFunctionsGlobal();
  const generated = await generateCustomFunctionsMetadata(FUNCTIONS_SOURCE, false);
  if (generated.errors.length > 0)
    throw new Error(`functions metadata: ${generated.errors.join("; ")}`);
  const metadata = JSON.parse(generated.metadataJson) as {
    functions: {
      id: string;
      parameters: { name: string; dimensionality?: "scalar" | "matrix" }[];
    }[];
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(FUNCTIONS_SOURCE) as Record<string, (...args: unknown[]) => unknown>;
  const registry: FunctionRegistry = new Map();
  for (const { id, functionName } of generated.associate) {
    const fn = module[functionName];
    const meta = metadata.functions.find((f) => f.id === id);
    if (typeof fn !== "function" || !meta) throw new Error(`no function ${functionName} for ${id}`);
    registry.set(id.toUpperCase(), { id, fn, parameters: meta.parameters });
  }
  return registry;
}

/** The sample workbook with every formula calculated, and its results as values (VALUES_SHEET). */
export async function calculateSample(def = readDefinition()): Promise<WorkbookModel> {
  const workbook = workbookFromDefinition(def);
  const calculator = new Calculator(workbook, await sourceFunctionRegistry());
  await calculator.calculateAll();
  await addValuesSheet(workbook, calculator);
  return workbook;
}

/** The height of a line of 11-point text, in points. */
const LINE_POINTS = 14.3;

/**
 * Each row with wrapped cells, and the lines its tallest one takes: each line of its text over
 * the column's width in characters (a character a little wider than the width's unit).
 */
function wrappedLines(sheet: WorkbookModel["sheets"][number]): Map<number, number> {
  const rows = new Map<number, number>();
  for (const key of sheet.wrapped) {
    const [row, col] = key.split(",").map(Number);
    const cell = sheet.get(row, col);
    if (!cell || typeof cell.value !== "string") continue;
    const width = (sheet.columns[columnLetters(col)] ?? DEFAULT_WIDTH) / 1.1;
    const lines = cell.value
      .split("\n")
      .reduce((n, line) => n + Math.max(1, Math.ceil(line.length / Math.max(1, width))), 0);
    rows.set(row, Math.max(rows.get(row) ?? 1, lines));
  }
  return rows;
}

/** Rows up to which a sheet is printed on one page (the Read me has about 30). */
const SHORT_SHEET_ROWS = 45;

/** The sheet of the sample's results as values, for a reader without the add-in, and its table. */
export const VALUES_SHEET = "Results as values";
const VALUES_TABLE = "ResultsAsValues";

/**
 * The pane's own audit sheet, written by the pane's code on the preview's stand-in for Excel:
 * one row per credit formula with what it shows, its inputs and its cited steps, all as values
 * and text. Where the add-in is not installed (LibreOffice, Excel without it, a printout) the
 * spilled tables show #NAME? or stale values; this sheet reads the same anywhere.
 */
async function addValuesSheet(workbook: WorkbookModel, calculator: Calculator): Promise<void> {
  const host = new PreviewHost(workbook, calculator);
  const { sheet } = await runAudit(
    host.excel,
    new ExcelReader(host.excel),
    () => new Date("2026-01-01T00:00:00Z"),
  );
  const written = workbook.sheet(sheet);
  if (!written) throw new Error(`the audit wrote no sheet ${sheet}`);
  written.name = VALUES_SHEET;
  for (const table of workbook.tables) if (table.sheet === written) table.name = VALUES_TABLE;
  const title = written.get(0, 0);
  if (!title || typeof title.value !== "string") throw new Error("the audit wrote no title");
  title.value = `${VALUES_SHEET}, for a reader without the add-in: ${title.value.replace(/^NJ credit audit: /, "")}`;
  title.kind = "title";
  // Widths for print on a landscape page: the short columns as wide as they need, the long ones
  // (formula, what it shows, status, inputs, steps, notes) wrapping within a readable width.
  Object.assign(written.columns, VALUES_WIDTHS);
  const bounds = written.bounds();
  for (let row = 2; bounds && row < bounds.row + bounds.rows; row++)
    for (const col of [2, 4, 5, 6, 7, 8, 9])
      if (written.get(row, col)) written.wrapped.add(`${row},${col}`);
}

/** The values sheet's column widths, in characters: A to J (the audit's columns). */
const VALUES_WIDTHS: Record<string, number> = {
  A: 16,
  B: 6,
  C: 34,
  D: 20,
  E: 15,
  F: 15,
  G: 16,
  H: 48,
  I: 60,
  J: 36,
};

const STYLE = {
  titleFont: { bold: true, size: 14, color: { argb: "FF1F3864" } },
  headerFill: { type: "pattern", pattern: "solid", fgColor: { argb: "FFD9E1F2" } } as ExcelJS.Fill,
  inputFont: { color: { argb: "FF0000CC" } },
  inputFill: { type: "pattern", pattern: "solid", fgColor: { argb: "FFEAF1FB" } } as ExcelJS.Fill,
  resultFill: { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } } as ExcelJS.Fill,
};

const SCHEMAS = { emerge: emergeSchema, wind: windSchema };

/** What to store for a calculated value (errors as Excel error values). */
function cachedResult(value: CellModel["value"]): ExcelJS.CellValue {
  if (isErrorValue(value)) return { error: value.error } as ExcelJS.CellErrorValue;
  return value as ExcelJS.CellValue;
}

/** The xlsx as a buffer, with dynamic-array metadata added for the spilling formulas. */
export async function sampleWorkbookBuffer(model: WorkbookModel): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "njcredit";
  book.title = model.title;
  // Fixed dates keep the file identical from run to run when nothing changed.
  book.created = new Date("2026-01-01T00:00:00Z");
  book.modified = new Date("2026-01-01T00:00:00Z");
  const spills: { sheet: number; anchor: string }[] = [];

  model.sheets.forEach((sheetModel, sheetIndex) => {
    // Printed on Letter, landscape, each sheet fitted to one page wide (as many tall as it
    // needs): fitToPage is the flag that turns fitToWidth on (without it Excel and LibreOffice
    // print at 100%, a sheet's columns over several pages).
    // A short sheet of single lines (the Read me) on one page altogether.
    const bounds = sheetModel.bounds();
    const short =
      bounds !== null &&
      bounds.row + bounds.rows <= SHORT_SHEET_ROWS &&
      sheetModel.wrapped.size === 0;
    const ws = book.addWorksheet(sheetModel.name, {
      pageSetup: {
        paperSize: 1 as ExcelJS.PaperSize, // Letter
        orientation: "landscape",
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: short ? 1 : 0,
      },
    });
    for (const [letter, width] of Object.entries(sheetModel.columns))
      ws.getColumn(letter).width = width;
    // A row holding wrapped text as tall as its longest cell's lines: a spreadsheet opening the
    // file (LibreOffice, a printout) does not grow rows by itself, and lines would overlap.
    for (const [row, lines] of wrappedLines(sheetModel))
      ws.getRow(row + 1).height = Math.max(15, lines * LINE_POINTS + 3);
    for (const [key, cell] of sheetModel.cells) {
      const [row, col] = key.split(",").map(Number);
      const xl = ws.getCell(row + 1, col + 1);
      if (cell.formula !== null) {
        const formula = cell.formula.slice(1);
        if (cell.spill) {
          const ref = rangeName(row, col, cell.spill.rows, cell.spill.cols);
          xl.value = {
            formula,
            result: cachedResult(cell.value),
            shareType: "array",
            ref,
          } as ExcelJS.CellValue;
          spills.push({ sheet: sheetIndex + 1, anchor: xl.address });
        } else {
          xl.value = { formula, result: cachedResult(cell.value) } as ExcelJS.CellValue;
        }
      } else {
        xl.value = cachedResult(cell.value);
      }
      if (isErrorValue(cell.value) && cell.value.message) {
        xl.note = `${cell.value.error} ${cell.value.message}`;
      } else if (cell.comment) {
        xl.note = cell.comment;
      }
      // The one format the preview shows it in too (src/preview/numberFormats.ts).
      const format = numberFormatOf(sheetModel, row, col);
      if (format) xl.numFmt = format;
      // A cell the add-in's writing set to wrap (the values sheet's long columns), top-aligned.
      if (sheetModel.wrapped.has(key)) xl.alignment = { wrapText: true, vertical: "top" };
      switch (cell.kind) {
        case "title":
          xl.font = STYLE.titleFont;
          break;
        case "header":
          xl.font = { bold: true };
          xl.fill = STYLE.headerFill;
          break;
        case "note":
          xl.font = { italic: true, color: { argb: "FF595959" } };
          break;
        case "results":
          xl.font = { bold: true };
          break;
        default:
          break;
      }
    }
    // Dropdowns on the criteria values that take one of a few values (a choice, TRUE/FALSE), and
    // on the input cells a function's argument reads (Location, Role: argumentChoices).
    const byArgument = argumentChoices(sheetModel);
    for (const [key, cell] of sheetModel.cells) {
      const choices = cell.input
        ? choicesFor(SCHEMAS[cell.input.calc][cell.input.name]?.kind ?? { kind: "date" })
        : (byArgument.get(key) ?? null);
      if (!choices || cell.formula !== null) continue;
      const [row, col] = key.split(",").map(Number);
      ws.getCell(row + 1, col + 1).dataValidation = {
        type: "list",
        allowBlank: true,
        showErrorMessage: true,
        errorTitle: "Not one of the choices",
        error: `Choose one of: ${choices.join(", ")}`,
        formulae: [`"${choices.join(",")}"`],
      };
    }
    // The criteria tables as Excel tables: a row added below one is part of it, and read.
    for (const table of model.tables.filter((t) => t.sheet === sheetModel)) {
      const columns = model.tableColumns(table);
      const rows = Array.from({ length: table.rows }, (_, r) =>
        columns.map((_, c) => ws.getCell(table.row + 2 + r, table.col + 1 + c).value),
      );
      ws.addTable({
        name: table.name,
        ref: rangeName(table.row, table.col, 1, 1),
        headerRow: true,
        style: { theme: "TableStyleLight9", showRowStripes: true },
        columns: columns.map((name) => ({ name })),
        rows,
      });
    }
    // Inputs in blue (not their labels, nor criteria values that are formulas); results shaded.
    for (const [key, cell] of sheetModel.cells) {
      const [row, col] = key.split(",").map(Number);
      const xl = ws.getCell(row + 1, col + 1);
      if (cell.role === "input" && cell.formula === null) {
        xl.font = STYLE.inputFont;
        xl.fill = STYLE.inputFill;
      }
      if (cell.kind === "results" && cell.formula !== null) xl.fill = STYLE.resultFill;
    }
  });

  const plain = Buffer.from(await book.xlsx.writeBuffer());
  return spills.length > 0 ? markDynamicArrays(plain, spills) : plain;
}

const METADATA_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">' +
  '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" ' +
  'pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" ' +
  'clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>' +
  '<futureMetadata name="XLDAPR" count="1"><bk><extLst>' +
  '<ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}">' +
  '<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>' +
  '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>';

/**
 * exceljs writes a spilling formula as a legacy array formula (`<f t="array" ref=…>`). Excel
 * reads a formula as a dynamic array only when its cell points (cm="1") at XLDAPR cell metadata,
 * so this adds xl/metadata.xml, its relationship and content type, and the flag on each anchor.
 */
async function markDynamicArrays(
  buffer: Buffer,
  spills: { sheet: number; anchor: string }[],
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(buffer);
  zip.file("xl/metadata.xml", METADATA_XML);
  const typesPath = "[Content_Types].xml";
  let types = await zip.file(typesPath)!.async("string");
  if (!types.includes("/xl/metadata.xml")) {
    types = types.replace(
      "</Types>",
      '<Override PartName="/xl/metadata.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml"/></Types>',
    );
    zip.file(typesPath, types);
  }
  const relsPath = "xl/_rels/workbook.xml.rels";
  let rels = await zip.file(relsPath)!.async("string");
  if (!rels.includes("metadata.xml")) {
    rels = rels.replace(
      "</Relationships>",
      '<Relationship Id="rIdNjMetadata" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata" Target="metadata.xml"/></Relationships>',
    );
    zip.file(relsPath, rels);
  }
  const bySheet = new Map<number, string[]>();
  for (const s of spills) bySheet.set(s.sheet, [...(bySheet.get(s.sheet) ?? []), s.anchor]);
  for (const [sheet, anchors] of bySheet) {
    const sheetPath = `xl/worksheets/sheet${sheet}.xml`;
    let xml = await zip.file(sheetPath)!.async("string");
    for (const anchor of anchors) {
      const re = new RegExp(`<c r="${anchor}"(?![^>]*\\bcm=)([^>]*)>`);
      if (!re.test(xml))
        throw new Error(`${sheetPath}: no cell ${anchor} to mark as a dynamic array`);
      xml = xml.replace(re, `<c r="${anchor}" cm="1"$1>`);
    }
    zip.file(sheetPath, xml);
  }
  // A fixed timestamp on every entry, so an unchanged workbook gives an unchanged file.
  const fixed = new Date("2026-01-01T00:00:00Z");
  zip.forEach((_, entry) => {
    entry.date = fixed;
  });
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

export async function writeSampleWorkbook(
  out = WORKBOOK_PATH,
  def = readDefinition(),
): Promise<WorkbookModel> {
  const model = await calculateSample(def);
  fs.writeFileSync(out, await sampleWorkbookBuffer(model));
  return model;
}

if (require.main === module) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : WORKBOOK_PATH;
  writeSampleWorkbook(out)
    .then((model) => {
      const formulas = model.formulaCells();
      const errors = formulas.filter((f) => isErrorValue(f.cell.value));
      console.log(
        `wrote ${path.relative(process.cwd(), out)}: ${model.sheets.length} sheets, ${formulas.length} formulas`,
      );
      for (const e of errors) {
        const v = e.cell.value as { error: string; message?: string };
        console.error(
          `  ${e.sheet.name}!${rangeName(e.row, e.col, 1, 1)} ${e.cell.formula} → ${v.error} ${v.message ?? ""}`,
        );
      }
      if (errors.length > 0) process.exit(1);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

/**
 * The choices of each input cell (by "row,col") that a function's single-value argument reads on
 * the same sheet: `=NJCREDIT.PERJOB(B5,…)` makes B5 a location, `=NJWIND.CREDIT(B25,…)` B25 a
 * role. Found from the formulas and the functions' own argument specs, so a new argument that
 * takes a choice gets its dropdown too.
 */
function argumentChoices(
  sheet: ReturnType<WorkbookModel["sheet"]> & object,
): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const [, cell] of sheet.cells) {
    if (cell.formula === null) continue;
    let tree;
    try {
      tree = parseFormula(cell.formula);
    } catch {
      continue;
    }
    for (const call of findCalls(tree, (name) => FUNCTION_IDS.includes(name as FunctionId))) {
      const spec = functionSpec(call.name as FunctionId);
      if (spec.calc === null) continue;
      const schema = spec.calc === "wind.schedule" ? windSchema : emergeSchema;
      call.args.forEach((arg, k) => {
        const read = spec.arguments[k]?.read;
        if (!arg || arg.kind !== "ref" || arg.sheet !== null || arg.end !== null) return;
        if (!read || read.kind !== "scalar") return;
        const kind = schema[read.input]?.kind;
        const choices = kind ? choicesFor(kind) : null;
        const target = sheet.cells.get(`${arg.start.row},${arg.start.col}`);
        if (choices && target && target.formula === null)
          out.set(`${arg.start.row},${arg.start.col}`, choices);
      });
    }
  }
  return out;
}
