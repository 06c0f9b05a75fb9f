import { CsvError, formatCsv, formatCsvField, formatCsvRecord, parseCsv } from "../../src/cli/csv";

const fields = (text: string) => parseCsv(text).records.map((r) => r.fields);

describe("parseCsv (RFC 4180)", () => {
  test("plain fields, CRLF records, no record after the final line break", () => {
    expect(fields("a,b,c\r\n1,2,3\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  test("LF and lone CR line breaks are accepted too", () => {
    expect(fields("a,b\n1,2\r3,4")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  test("quoted fields hold commas, doubled quotes and line breaks", () => {
    const doc = parseCsv('name,note\r\n"Smith, J","said ""hi""\r\nthen left"\r\nnext,x\r\n');
    expect(doc.records.map((r) => r.fields)).toEqual([
      ["name", "note"],
      ["Smith, J", 'said "hi"\r\nthen left'],
      ["next", "x"],
    ]);
    // The record after the two-line field starts on line 4.
    expect(doc.records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  test("empty fields, empty quoted fields and a trailing empty field", () => {
    expect(fields('a,,""\r\n,\r\n')).toEqual([
      ["a", "", ""],
      ["", ""],
    ]);
  });

  test("a byte order mark is removed and reported", () => {
    const doc = parseCsv("\uFEFFlocation,newJobs\r\nenhanced,300\r\n");
    expect(doc.bom).toBe(true);
    expect(doc.records[0].fields).toEqual(["location", "newJobs"]);
    expect(parseCsv("a\r\n").bom).toBe(false);
  });

  test("an empty line in the middle is a record of one empty field", () => {
    expect(fields("a\r\n\r\nb\r\n")).toEqual([["a"], [""], ["b"]]);
  });

  test("empty text has no records; a last line without a line break is a record", () => {
    expect(fields("")).toEqual([]);
    expect(fields("x,y")).toEqual([["x", "y"]]);
  });

  test("lenient like Excel: a quote inside an unquoted field is a character", () => {
    expect(fields('5" pipe,b\r\n')).toEqual([['5" pipe', "b"]]);
    expect(fields('"ab"c,d\r\n')).toEqual([["abc", "d"]]);
  });

  test("a quoted field that never closes is an error naming the line it opened on", () => {
    expect(() => parseCsv('a,b\r\n1,"unterminated\r\n2,3\r\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\r\n1,"unterminated\r\n2,3\r\n')).toThrow(/line 2/);
  });
});

describe("writing CSV", () => {
  test("quotes only when needed, doubling quotes", () => {
    expect(formatCsvField("plain")).toBe("plain");
    expect(formatCsvField("a,b")).toBe('"a,b"');
    expect(formatCsvField('say "x"')).toBe('"say ""x"""');
    expect(formatCsvField("two\nlines")).toBe('"two\nlines"');
    expect(formatCsvField(" padded")).toBe('" padded"');
    expect(formatCsvField("")).toBe("");
  });

  test("records end with CRLF; a BOM on request", () => {
    expect(formatCsvRecord(["a", "b,c"])).toBe('a,"b,c"\r\n');
    expect(formatCsv([["x"], ["1"]], { bom: true })).toBe("\uFEFFx\r\n1\r\n");
  });

  test("round trip: what is written reads back the same", () => {
    const records = [
      ["id", "text", "empty"],
      ["1", 'he said "no", twice\r\nand\nleft', ""],
      ["2", " lead", "trail "],
    ];
    expect(fields(formatCsv(records))).toEqual(records);
  });
});
