/**
 * The sample workbook: its definition uses only real input names, the generator writes every
 * formula with a cached value computed through the functions and the core, the committed
 * examples/njcredit-sample.xlsx is what the generator writes today, and the amounts are the ones
 * worked out by hand from s.75 and s.6 below.
 */
import fs from "fs";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { calculations } from "../../src/core";
import { FUNCTION_IDS } from "../../src/functions/calls";
import {
  isErrorValue,
  parseCellAddress,
  rangeName,
  type WorkbookModel,
} from "../../src/preview/workbook";
import { BOOLEAN_FORMAT } from "../../src/preview/numberFormats";
import {
  VALUES_SHEET,
  WORKBOOK_PATH,
  calculateSample,
  readDefinition,
  sampleWorkbookBuffer,
} from "../../scripts/make-sample-workbook";

const definition = readDefinition();
let model: WorkbookModel;

beforeAll(async () => {
  model = await calculateSample(definition);
});

function valueAt(sheet: string, address: string): unknown {
  const { row, col } = parseCellAddress(address);
  return model.sheet(sheet)!.get(row, col)?.value ?? null;
}

describe("criteria names", () => {
  const schemas = {
    emerge: calculations["emerge.perJob"].schema,
    wind: calculations["wind.schedule"]!.schema,
  };
  const blocks = definition.sheets.flatMap((s) =>
    s.blocks.filter((b) => b.kind === "criteria").map((b) => ({ sheet: s.name, block: b })),
  );

  test("there are criteria tables for both credits, one of them laid out across", () => {
    expect(blocks.some((b) => b.block.calc === "emerge")).toBe(true);
    expect(blocks.some((b) => b.block.calc === "wind")).toBe(true);
    expect(blocks.some((b) => b.block.across)).toBe(true);
  });

  test.each(blocks.map((b) => [`${b.sheet}!${b.block.at}`, b]))(
    "%s names only inputs of its calculation, spelled canonically",
    (_, { block }) => {
      expect(block.calc === "emerge" || block.calc === "wind").toBe(true);
      const schema = schemas[block.calc!];
      // A table's first row is its header row (Name, Value, …), not a criterion.
      const rows = block.table !== undefined ? block.rows.slice(1) : block.rows;
      const names = block.across ? rows[0] : rows.map((r) => r[0]);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(typeof name).toBe("string");
        expect(Object.keys(schema)).toContain(name);
      }
    },
  );
});

describe("the calculated sample", () => {
  test("uses every function of the add-in", () => {
    const used = new Set(
      model
        .formulaCells()
        .flatMap((f) =>
          [...f.cell.formula!.matchAll(/(NJ(?:CREDIT|WIND)\.[A-Z]+)\(/g)].map((m) => m[1]),
        ),
    );
    expect([...used].sort()).toEqual([...FUNCTION_IDS].sort());
  });

  test("no formula shows an error", () => {
    const errors = model
      .formulaCells()
      .filter((f) => isErrorValue(f.cell.value))
      .map(
        (f) => `${f.sheet.name}!${rangeName(f.row, f.col, 1, 1)}: ${JSON.stringify(f.cell.value)}`,
      );
    expect(errors).toEqual([]);
  });

  test("Emerge: enhanced area, 300 new and 100 retained jobs", () => {
    // Base, tier 2 (enhanced) 3,500 + (c) 251–400 new jobs 500 + (d) training program 500
    // + (e) small business 500 + (h) targeted industry 500 = 5,500, under the tier-2 cap 6,000.
    // (f) no: 58,000 is below the benchmark. Reduction e.: 5,500 × 58,000 / 62,000 = 5,145.1613
    // → 5,145.16 per new job; a retained job half: 2,572.5806 → 2,572.58.
    expect(valueAt("Emerge", "B17")).toBe(5145.16);
    expect(valueAt("Emerge", "B18")).toBe(2572.58);
    // 300 × 5,145.16 = 1,543,548.00 + 100 × 2,572.58 = 257,258.00 → 1,800,806.00.
    expect(valueAt("Emerge", "B19")).toBe(1800806);
    // Minimum wage in 2025: 15.49.
    expect(valueAt("Emerge", "B20")).toBe(15.49);
    // GRM, tier 1: 4,000 + (c) 500 + (e) 500 = 5,000 (cap 8,000).
    expect(valueAt("Emerge", "B21")).toBe(5000);
    // EXPLAIN spills a header row, the steps, and the per-job credit last.
    expect(valueAt("Emerge", "A24")).toBe("Step");
    const explain = model.sheet("Emerge")!.get(23, 0)!.spill!;
    // Step, citation, source, amount, applied, reason: the amount in the fourth column.
    expect(explain.cols).toBe(6);
    const lastRow = 23 + explain.rows - 1;
    expect(model.sheet("Emerge")!.get(lastRow, 3)!.value).toBe(5145.16);
  });

  test("Labor harmony: 250 of 420 new and 40 of 80 retained jobs covered", () => {
    // Distressed (tier 3) 3,000 + (a) MRI 62 > 50: 1,000 + (c) 401–600 new jobs 750 = 4,750.
    // Covered: + (j) 2,000 = 6,750, cap 5,000 + 1,000 = 6,000; × 58,000 / 61,000 = 5,704.918
    // → 5,704.92. Not covered: 4,750 (under 5,000) × 58/61 = 4,516.393 → 4,516.39.
    expect(valueAt("Labor harmony", "B13")).toBe(5704.92);
    expect(valueAt("Labor harmony", "B14")).toBe(4516.39);
    // Retained: 6,000 × 58/61 / 2 = 2,852.459 → 2,852.46; 4,750 × 58/61 / 2 = 2,258.197 → 2,258.20.
    expect(valueAt("Labor harmony", "B15")).toBe(2852.46);
    expect(valueAt("Labor harmony", "B16")).toBe(2258.2);
    // 250 × 5,704.92 = 1,426,230.00; 170 × 4,516.39 = 767,786.30; 40 × 2,852.46 = 114,098.40;
    // 40 × 2,258.20 = 90,328.00; sum 2,398,442.70.
    expect(valueAt("Labor harmony", "B12")).toBe(2398442.7);
  });

  test("Schedule: seven years, capped at 1,500,000 from year 3", () => {
    // QOZ (tier 4) 2,500 + (e) 500 + (o) renewable 60% ≥ 50%: 500 + (q) opportunity zone 1,000
    // = 4,500 → cap 4,000 per new job (2,000 retained) in every year, whatever (c) adds.
    // Year 1: 120 × 4,000 + 50 × 2,000 = 580,000. Year 3: 410 × 4,000 + 100,000 = 1,740,000
    // → cap 1,500,000. Total: 580,000 + 1,140,000 + 5 × 1,500,000 = 9,220,000.
    expect(valueAt("Schedule", "A15")).toBe(1);
    expect(valueAt("Schedule", "B15")).toBe(2025);
    expect(valueAt("Schedule", "I15")).toBe(580000);
    expect(valueAt("Schedule", "G17")).toBe(1740000);
    expect(valueAt("Schedule", "I17")).toBe(1500000);
    expect(valueAt("Schedule", "A22")).toBe("Total");
    expect(valueAt("Schedule", "I22")).toBe(9220000);
  });

  test("Sensitivity: the Emerge and wind grids", () => {
    // Salary 40,000 against 62,000 is 35.5% below (≥ 30%): no credit at any job count.
    expect(valueAt("Sensitivity", "B19")).toBe(0);
    // Salary 62,000 (= benchmark), 250 new jobs: 3,500 + (e) 500 + (h) 500 = 4,500 × 250 = 1,125,000.
    expect(valueAt("Sensitivity", "B21")).toBe(1125000);
    // 1,001 new jobs: + (c) 1,500 = 6,000 (the cap) × 1,001 = 6,006,000.
    expect(valueAt("Sensitivity", "F21")).toBe(6006000);
    // Wind owner, 150 approved jobs: 50% of 80,000,000 = 40,000,000; 149 jobs: not eligible, 0.
    expect(valueAt("Sensitivity", "D29")).toBe(40000000);
    expect(valueAt("Sensitivity", "D28")).toBe(0);
    // 40,000,000 is below the owner's 50,000,000 minimum: 0 even with 300 jobs.
    expect(valueAt("Sensitivity", "B32")).toBe(0);
  });

  test("Wind: owner and tenant", () => {
    // Owner: 80,000,000 × 100% (300 approved jobs) = 80,000,000; one-fifth 16,000,000 a year.
    // The schedule's columns: year, tax year, period ends, required jobs, employment, scheduled
    // (F), lease cap, allowed (H), status (I).
    expect(valueAt("Wind", "B13")).toBe(80000000);
    expect(valueAt("Wind", "F16")).toBe(16000000);
    expect(valueAt("Wind", "I16")).toBe("earned");
    // Tenant: the owner's 60,000,000 meets 50,000,000 alone, so none of the tenant's 4,000,000
    // is allocated; represented 60,000,000 × 35% = 21,000,000, + 4,000,000 = 25,000,000.
    expect(valueAt("Wind", "B36")).toBe(25000000);
    // Year 1: 5,000,000 scheduled, lease payments 2,000,000 → 2,000,000 (lease-capped).
    expect(valueAt("Wind", "H39")).toBe(2000000);
    expect(valueAt("Wind", "I39")).toBe("lease-capped");
    // Year 3: 140 employees below the 200 required: not met, 0. Years 4–5: pending.
    expect(valueAt("Wind", "I41")).toBe("not met");
    expect(valueAt("Wind", "I42")).toBe("pending");
    // Allowed: 2,000,000 + 2,500,000 = 4,500,000.
    expect(valueAt("Wind", "H44")).toBe(4500000);
  });
});

describe("examples/njcredit-sample.xlsx", () => {
  let book: ExcelJS.Workbook;
  let zip: JSZip;
  beforeAll(async () => {
    const bytes = fs.readFileSync(WORKBOOK_PATH);
    book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    zip = await JSZip.loadAsync(bytes);
  });

  test("is what the generator writes today (run `npm run sample` after changing the definition or the core)", async () => {
    const fresh = await sampleWorkbookBuffer(model);
    expect(fresh.equals(fs.readFileSync(WORKBOOK_PATH))).toBe(true);
  });

  test("holds every formula of the definition, with the calculated value cached", () => {
    const formulas = model.formulaCells();
    expect(formulas.length).toBeGreaterThanOrEqual(20);
    for (const f of formulas) {
      const address = rangeName(f.row, f.col, 1, 1);
      const cell = book.getWorksheet(f.sheet.name)!.getCell(address);
      const value = cell.value as { formula?: string; result?: unknown };
      expect({ at: `${f.sheet.name}!${address}`, formula: value.formula }).toEqual({
        at: `${f.sheet.name}!${address}`,
        formula: f.cell.formula!.slice(1),
      });
      expect(value.result).toEqual(f.cell.value);
    }
    // One by hand: Emerge!B17 is =NJCREDIT.PERJOB(B5,"new",EmergeCriteria[[Name]:[Value]])
    // showing 5,145.16, formatted to the cent.
    const b17 = book.getWorksheet("Emerge")!.getCell("B17").value as {
      formula: string;
      result: number;
    };
    expect(b17).toMatchObject({
      formula: 'NJCREDIT.PERJOB(B5,"new",EmergeCriteria[[Name]:[Value]])',
      result: 5145.16,
    });
    expect(book.getWorksheet("Emerge")!.getCell("B17").numFmt).toBe("$#,##0.00");
  });

  test("criteria are Excel tables the formulas read by structured reference; choices have dropdowns", async () => {
    const tables = await Promise.all(
      Object.keys(zip.files)
        .filter((f) => /^xl\/tables\/table\d+\.xml$/.test(f))
        .map((f) => zip.file(f)!.async("string")),
    );
    const names = tables.map((t) => /\bname="([^"]+)"/.exec(t)?.[1]).sort();
    expect(names).toEqual([
      "EmergeCriteria",
      "Facilities",
      "GridBase",
      "LaborHarmonyCriteria",
      "OwnerCriteria",
      "Projects",
      "ResultsAsValues",
      "TenantCriteria",
      "WindGridBase",
    ]);
    // The portfolios' tables, which NJCREDIT.PORTFOLIO and NJWIND.PORTFOLIO read with their
    // header rows (Projects[#All]); a location cell offers the locations.
    expect(tables.find((t) => t.includes('name="Projects"'))).toContain('ref="A4:G9"');
    expect(book.getWorksheet("Portfolio")!.getCell("B5").dataValidation).toMatchObject({
      type: "list",
      formulae: ['"grm,enhanced,distressed,qoz,corridor,other"'],
    });
    expect(tables.find((t) => t.includes('name="EmergeCriteria"'))).toContain('ref="D4:E14"');
    const emerge = book.getWorksheet("Emerge")!;
    // training (E7) offers the schema's choices; smallBusiness (E5) TRUE/FALSE.
    expect(emerge.getCell("E7").dataValidation).toMatchObject({
      type: "list",
      formulae: ['"none,program,institution"'],
    });
    expect(emerge.getCell("E5").dataValidation).toMatchObject({ formulae: ['"TRUE,FALSE"'] });
    // Money inputs to the cent, years as years.
    expect(emerge.getCell("E8").numFmt).toBe("$#,##0.00");
    expect(emerge.getCell("E11").numFmt).toBe("0");
  });

  test("spilled amounts are formatted to the cent by column, whatever the saved values", () => {
    // Wind!A15 spills NJWIND.SCHEDULE: year (A), tax year (B) stay numbers; scheduled (F),
    // lease cap (G), allowed (H) are money, even where the saved amount is whole.
    const wind = book.getWorksheet("Wind")!;
    expect(wind.getCell("A16").numFmt ?? "General").not.toContain("$");
    expect(wind.getCell("B16").numFmt).toBe("0");
    for (const c of ["F16", "H16", "H21"]) expect(wind.getCell(c).numFmt).toBe("$#,##0.00");
    // The EXPLAIN amounts (column D of Emerge!A24's table) are money; its citations are text.
    const emerge = book.getWorksheet("Emerge")!;
    expect(emerge.getCell("D25").numFmt).toBe("$#,##0.00");
    // A portfolio's money columns (Portfolio!A12 spills id, status, per-job credit).
    const portfolio = book.getWorksheet("Portfolio")!;
    expect(portfolio.getCell("C13").numFmt).toBe("$#,##0.00");
    expect(portfolio.getCell("B13").numFmt ?? "General").not.toContain("$");
  });

  test("spilled results are saved in the spill range, and their anchors as dynamic arrays", async () => {
    const explain = book.getWorksheet("Emerge")!;
    expect(explain.getCell("B25").value).toBe("P.L.2020, c.156, s.75 b.(2)");
    const metadata = await zip.file("xl/metadata.xml")!.async("string");
    expect(metadata).toContain('fDynamic="1"');
    const rels = await zip.file("xl/_rels/workbook.xml.rels")!.async("string");
    expect(rels).toContain("relationships/sheetMetadata");
    const types = await zip.file("[Content_Types].xml")!.async("string");
    expect(types).toContain('PartName="/xl/metadata.xml"');
    // Emerge is the second sheet; its EXPLAIN anchor A24 is flagged and spans A24:E50.
    const sheet2 = await zip.file("xl/worksheets/sheet2.xml")!.async("string");
    const spill = model.sheet("Emerge")!.get(23, 0)!.spill!;
    expect(sheet2).toMatch(
      new RegExp(
        `<c r="A24" cm="1"[^>]*><f t="array" ref="${rangeName(23, 0, spill.rows, spill.cols)}"`,
      ),
    );
    // A single-value formula is not flagged.
    expect(sheet2).not.toMatch(/<c r="B17" cm=/);
  });
});

test("every sheet prints fitted to one page wide: fitToPage set wherever fitToWidth is", async () => {
  // Without <pageSetUpPr fitToPage="1"/>, fitToWidth is ignored and a sheet prints at 100%,
  // its columns spread over several pages (19 Letter pages for the sample).
  const zip = await JSZip.loadAsync(fs.readFileSync(WORKBOOK_PATH));
  const sheets = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
  expect(sheets.length).toBeGreaterThanOrEqual(6);
  for (const sheet of sheets) {
    const xml = await zip.file(sheet)!.async("string");
    const setup = /<pageSetup [^>]*>/.exec(xml)?.[0] ?? "";
    expect({ sheet, fitToWidth: /fitToWidth="1"/.test(setup) }).toEqual({
      sheet,
      fitToWidth: true,
    });
    expect({ sheet, fitToPage: /<pageSetUpPr [^>]*fitToPage="1"/.test(xml) }).toEqual({
      sheet,
      fitToPage: true,
    });
  }
});

test("the results stand as values too, on a sheet that needs no add-in", async () => {
  // For a reader without the add-in (LibreOffice shows #NAME? in every spill): one row per credit
  // formula, what it shows, its inputs and its cited steps, and not one formula on the sheet.
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(WORKBOOK_PATH);
  const ws = book.getWorksheet(VALUES_SHEET)!;
  expect(ws).toBeDefined();
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  for (const row of rows)
    for (const v of row) expect(typeof v === "object" && v !== null && "formula" in v).toBe(false);
  const header = rows.findIndex((r) => r[0] === "Sheet");
  const body = rows.slice(header + 1);
  const formulas = model.formulaCells().filter((f) => /NJ(CREDIT|WIND)\./.test(f.cell.formula!));
  expect(body).toHaveLength(formulas.length);
  // Each row's "Cell shows" is what the credit formula's own cell saved (a table, its total).
  for (const [sheet, cell, formula, fn, shows] of body) {
    const saved = book.getWorksheet(sheet as string)!.getCell(cell as string).value as {
      formula: string;
      result: unknown;
    };
    expect([sheet, cell, `=${saved.formula}`]).toEqual([sheet, cell, formula]);
    if (typeof saved.result === "number")
      expect([cell, fn, shows]).toEqual([cell, fn, saved.result]);
  }
  // Emerge!B17 by hand (test above): 5,145.16, as money.
  const b17 = body.find((r) => r[0] === "Emerge" && r[1] === "B17")!;
  expect(b17[4]).toBe(5145.16);
  const at = rows.indexOf(b17) + 1;
  expect(ws.getRow(at).getCell(5).numFmt).toBe("$#,##0.00");
});

test("the Read me prints on one page; TRUE reads TRUE; no label is cut by its neighbour", async () => {
  const zip = await JSZip.loadAsync(fs.readFileSync(WORKBOOK_PATH));
  const readMe = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
  expect(/<pageSetup [^>]*fitToHeight="1"/.test(readMe)).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(WORKBOOK_PATH);
  let booleans = 0;
  book.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === "boolean") {
          booleans++;
          expect(cell.numFmt).toBe(BOOLEAN_FORMAT);
        }
      }),
    ),
  );
  expect(booleans).toBeGreaterThan(20);
  // No label is cut by a filled cell beside it: its column at least as wide as it (to 60).
  let labels = 0;
  for (const sheet of model.sheets) {
    const ws = book.getWorksheet(sheet.name)!;
    for (const [key, cell] of sheet.cells) {
      if (typeof cell.value !== "string" || cell.kind === "title" || cell.kind === "note") continue;
      if (sheet.wrapped.has(key)) continue;
      const [row, col] = key.split(",").map(Number);
      const right = sheet.get(row, col + 1);
      if (!right || (right.value === null && right.formula === null)) continue;
      // A formula's text (a table's, a GRID's corner label) is cut as Excel cuts it.
      if (cell.kind === "spill" || cell.formula !== null) continue;
      labels++;
      const width = ws.getColumn(col + 1).width ?? 8.43;
      expect([sheet.name, key, cell.value, width >= Math.min(cell.value.length + 2, 60)]).toEqual([
        sheet.name,
        key,
        cell.value,
        true,
      ]);
    }
  }
  expect(labels).toBeGreaterThan(20);
  // The one the issue saw cut in print, by hand.
  const emerge = book.getWorksheet("Emerge")!;
  expect(emerge.getColumn("A").width).toBeGreaterThanOrEqual(
    "Minimum wage the wage floor uses (NJCREDIT.MINWAGE)".length,
  );
});

test("the main Location and Role inputs have dropdowns, as the criteria tables' choices do", async () => {
  // The cells a function's location or role argument reads (issue 30 item 11).
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fs.readFileSync(WORKBOOK_PATH) as unknown as ArrayBuffer);
  const location = '"grm,enhanced,distressed,qoz,corridor,other"';
  const role = '"owner,tenant"';
  for (const [sheet, cell, list] of [
    ["Emerge", "B5", location],
    ["Labor harmony", "B5", location],
    ["Schedule", "B4", location],
    ["Sensitivity", "B4", location],
    ["Wind", "B5", role],
    ["Wind", "B25", role],
  ]) {
    const validation = wb.getWorksheet(sheet)!.getCell(cell).dataValidation;
    expect({ sheet, cell, type: validation?.type, list: validation?.formulae?.[0] }).toEqual({
      sheet,
      cell,
      type: "list",
      list,
    });
  }
});
