/**
 * The preview shows each cell as the sample workbook's file does (issue 30, item 6): the number
 * format the xlsx carries for the cell is the one the preview renders it in, cell for cell, and
 * each format renders as Excel shows it.
 */
import ExcelJS from "exceljs";
import * as path from "path";
import { numberFormatOf, renderNumber } from "../../src/preview/numberFormats";
import { displayValue } from "../../src/preview/workbook";
import { sampleHost } from "../support/sample-host";

test("each format renders as Excel shows it", () => {
  expect(renderNumber(1125000, "$#,##0.00")).toBe("$1,125,000.00");
  expect(renderNumber(907257.5, "$#,##0.00")).toBe("$907,257.50");
  expect(renderNumber(-750, "$#,##0.00")).toBe("-$750.00");
  expect(renderNumber(0.005, "$#,##0.00")).toBe("$0.01");
  expect(renderNumber(1234567, "#,##0")).toBe("1,234,567");
  expect(renderNumber(907257.5, "#,##0.00")).toBe("907,257.50");
  expect(renderNumber(2026, "0")).toBe("2026");
  expect(renderNumber(0.6, "0.00%")).toBe("60.00%");
  expect(renderNumber(45658, "yyyy-mm-dd")).toBe("2025-01-01");
  expect(renderNumber(0.35, undefined)).toBe("0.35");
  expect(renderNumber(300, "General")).toBe("300");
  expect(() => renderNumber(1, "0.0E+00")).toThrow("does not know the number format 0.0E+00");
});

test("every cell of the sample: the preview's format is the file's, and its text follows", async () => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path.join(__dirname, "..", "..", "examples", "njcredit-sample.xlsx"));
  const host = await sampleHost();
  let numbers = 0;
  const formats = new Set<string>();
  for (const sheet of host.workbook.sheets) {
    const ws = book.getWorksheet(sheet.name)!;
    for (const [key, cell] of sheet.cells) {
      const [row, col] = key.split(",").map(Number);
      const fileFormat = ws.getCell(row + 1, col + 1).numFmt || undefined;
      const format = numberFormatOf(sheet, row, col);
      expect([sheet.name, key, format]).toEqual([sheet.name, key, fileFormat]);
      if (typeof cell.value === "number") {
        numbers++;
        formats.add(String(format));
        expect(displayValue(cell, format)).toBe(renderNumber(cell.value, fileFormat));
      }
    }
  }
  expect(numbers).toBeGreaterThan(250);
  // Money, counts, years, shares and plain numbers all occur.
  expect([...formats].sort()).toEqual(
    expect.arrayContaining(["$#,##0.00", "#,##0", "0", "0.00%", "undefined"]),
  );
});
