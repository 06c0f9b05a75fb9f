import { columnIndex, columnLetters, quoteSheetName } from "../../src/excel/references";

describe("columns", () => {
  test("letters and indexes round-trip at the edges", () => {
    expect(columnIndex("A")).toBe(0);
    expect(columnIndex("Z")).toBe(25);
    expect(columnIndex("AA")).toBe(26); // 1*26 + 1 - 1
    expect(columnIndex("XFD")).toBe(16383); // 24*676 + 6*26 + 4 - 1
    expect(columnIndex("XFE")).toBeNull(); // one past Excel's last column
    expect(columnLetters(0)).toBe("A");
    expect(columnLetters(26)).toBe("AA");
    expect(columnLetters(16383)).toBe("XFD");
  });
});

describe("quoteSheetName", () => {
  test("quoteSheetName quotes only when needed", () => {
    expect(quoteSheetName("Inputs")).toBe("Inputs");
    expect(quoteSheetName("My Sheet")).toBe("'My Sheet'");
    expect(quoteSheetName("It's")).toBe("'It''s'");
    expect(quoteSheetName("A1")).toBe("'A1'"); // would read as a cell
    expect(quoteSheetName("2024")).toBe("'2024'");
  });
});
