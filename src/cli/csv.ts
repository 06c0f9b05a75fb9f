/**
 * CSV as RFC 4180 writes it, read strictly and as a stream, and written so that no cell runs as
 * a formula in the spreadsheet that opens it.
 *
 * Reading (csv-parse, streaming): fields separated by commas, records by CRLF (a bare LF or CR is
 * accepted too, since files pass through editors and version control); a field in double quotes
 * may hold commas, line breaks and doubled quotes (""). A UTF-8 byte order mark at the start
 * (Excel writes one for "CSV UTF-8") is removed and reported, so the output can carry one back.
 * Everything else about quotes is an error that names the line, never a guess: a quote inside
 * an unquoted field (5" pipe), text after a closing quote ("ab"c), and a quote that never closes.
 * Read leniently, each of these lets one stray quote pair with the next and silently swallow the
 * rows between into one field. A record may have fewer or more fields than the header; what that
 * means is the reader's to decide (batch.ts).
 *
 * Writing: CRLF after every record; a field is quoted when it holds a comma, a quote, a line
 * break, or leading/trailing spaces (which some readers trim), with its quotes doubled. A field
 * that a spreadsheet would read as a formula (it begins with =, +, -, @, tab or CR and is not a
 * number) is written with a ' before it, as OWASP's guidance on CSV injection says, so it shows
 * as the text it is; -1500.00 stays a number.
 */
import { parse, type CsvError as ParserError, type Info, type Options } from "csv-parse";
import { pipeline } from "stream";

export interface CsvRecord {
  fields: string[];
  /** The line of the file on which the record starts (1-based), for messages. */
  line: number;
  /** How many bytes of the input had been read when the record was complete (for progress). */
  bytes: number;
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "CsvError";
    this.line = line;
  }
}

/**
 * The longest record read, in characters. A quote that never closes makes the rest of the file
 * one field; the limit stops that at a bounded size (and memory) with an error naming the line.
 */
export const MAX_RECORD_CHARS = 1_000_000;

const PARSER_OPTIONS = {
  bom: true,
  // A stray quote is an error, never a character (see the file comment).
  relax_quotes: false,
  // Records of any length come through; the caller compares them with the header.
  relax_column_count: true,
  // An empty line is a record of one empty field, as it is in a spreadsheet: a blank row.
  skip_empty_lines: false,
  record_delimiter: ["\r\n", "\n", "\r"],
  max_record_size: MAX_RECORD_CHARS,
  encoding: "utf8" as const,
};

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Records read from a stream of CSV, as they arrive; `bom` is known once the first has come. */
export interface CsvReader extends AsyncIterable<CsvRecord> {
  /** Whether the input began with a byte order mark (removed from the first field). */
  readonly bom: boolean;
}

/**
 * Read CSV from a byte stream, record by record, holding no more than the record being read.
 * Iteration throws CsvError for malformed CSV, and the input's own error if it cannot be read.
 */
export function readCsv(input: NodeJS.ReadableStream | AsyncIterable<Buffer | string>): CsvReader {
  const state = { bom: false };
  // Notes whether the input starts with a BOM (the parser removes it without saying so).
  async function* sniffBom(source: AsyncIterable<Buffer | string>) {
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of source) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      if (head === undefined) {
        yield bytes;
        continue;
      }
      head = Buffer.concat([head, bytes]);
      if (head.length < UTF8_BOM.length && UTF8_BOM.subarray(0, head.length).equals(head)) continue;
      state.bom = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM);
      yield head;
      head = undefined;
    }
    if (head !== undefined && head.length > 0) yield head;
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    // The line each record starts on, counted as the parser makes the record: an error stops
    // the parser at once (records parsed before it may never reach the loop), and then `line`
    // is where the record in trouble starts.
    let line = 1;
    const options: Options<CsvRecord, string[]> = {
      ...PARSER_OPTIONS,
      on_record: (fields: string[], context: Info): CsvRecord => {
        const record = { fields, line, bytes: context.bytes };
        line += 1 + lineBreaks(fields);
        return record;
      },
    };
    // parse()'s overloads type on_record's result only together with `columns`.
    const parser = parse(options as unknown as Options);
    // Errors of the input reach the parser (pipeline destroys it with them) and so the loop.
    pipeline(input as NodeJS.ReadableStream, sniffBom, parser, () => {});
    try {
      for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
    } catch (error) {
      throw csvError(error, line);
    } finally {
      parser.destroy();
    }
  }
  return {
    get bom() {
      return state.bom;
    },
    [Symbol.asyncIterator]: records,
  };
}

/** The line breaks inside a record's fields (quoted ones), each CRLF, CR or LF counted once. */
function lineBreaks(fields: readonly string[]): number {
  let n = 0;
  for (const f of fields) {
    if (f.includes("\n") || f.includes("\r")) n += f.match(/\r\n|\r|\n/g)!.length;
  }
  return n;
}

/**
 * csv-parse's error as one that names the line where the record in trouble starts (csv-parse's
 * own line count is off inside quoted CRLFs) and says what is accepted. Other errors pass as is.
 */
function csvError(error: unknown, line: number): unknown {
  const code = (error as ParserError | undefined)?.code;
  const quoting =
    'A field may be put in double quotes to hold commas, quotes (doubled: "") and line breaks.';
  switch (code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return new CsvError(
        line,
        `a quoted field is never closed (a " opens a field in the row that starts on this line, and no " closes it before the end of the file). ${quoting}`,
      );
    case "CSV_MAX_RECORD_SIZE":
      return new CsvError(
        line,
        `the row that starts on this line is longer than ${MAX_RECORD_CHARS.toLocaleString("en-US")} characters: most likely a quoted field opened on it is never closed (a " without its closing "). ${quoting}`,
      );
    case "CSV_INVALID_CLOSING_QUOTE": {
      const got = /got "(.*?)" at line/s.exec((error as Error).message)?.[1];
      return new CsvError(
        line,
        `in the row that starts on this line, a quoted field is followed by ${got === undefined ? "text" : JSON.stringify(got)} after its closing quote; after a closing " comes a comma or the end of the line. ` +
          `If a " on this line was meant as a character, the field needs quotes around it and the quote doubled (5"" pipe in quotes); a " left open pairs with a later one and swallows the rows between. ${quoting}`,
      );
    }
    case "INVALID_OPENING_QUOTE": {
      const field = (error as { field?: unknown }).field;
      return new CsvError(
        line,
        `in the row that starts on this line, a " is inside a field that does not start with one${typeof field === "string" ? ` (after ${JSON.stringify(field)})` : ""}; ` +
          `a field holding a quote must be written in quotes, with the quote doubled ("5"" pipe"). ${quoting}`,
      );
    }
    default:
      if (typeof code === "string" && /^(CSV_|INVALID_)/.test(code)) {
        return new CsvError(line, `not valid CSV: ${(error as Error).message}`);
      }
      return error;
  }
}

/** A number as a spreadsheet reads one: -1500.00, +3, 1,000.5, 1e6 (a sign is no formula here). */
const NUMBER = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** What makes a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet would run as a formula, made text with a leading ' (OWASP's
 * guidance); numbers, negative ones included, are left as they are.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** One field as CSV: never a formula, quoted when it must be, quotes doubled. */
export function formatCsvField(value: string): string {
  const safe = neutralizeFormula(value);
  if (/[",\r\n]/.test(safe) || /^\s|\s$/.test(safe)) {
    return `"${safe.replace(/"/g, '""')}"`;
  }
  return safe;
}

/** One record as CSV, with its CRLF. */
export function formatCsvRecord(fields: readonly string[]): string {
  return fields.map(formatCsvField).join(",") + "\r\n";
}
