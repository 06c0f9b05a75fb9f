/**
 * CSV as RFC 4180 writes it, and as spreadsheets actually save it.
 *
 * Reading: fields separated by commas, records by CRLF (a bare LF or CR is accepted too, since
 * files pass through editors and version control); a field in double quotes may hold commas,
 * line breaks and doubled quotes (""). A UTF-8 byte order mark at the start (Excel writes one
 * for "CSV UTF-8") is removed and reported, so the output can carry one back. Two departures
 * are lenient on purpose, the way Excel reads them, because refusing a whole portfolio over one
 * stray quote helps nobody: a quote inside an unquoted field is kept as a character, and text
 * after a closing quote is appended to the field. The one error is a quoted field that never
 * closes, since then every later record would be silently swallowed into it.
 *
 * Writing: CRLF after every record; a field is quoted when it holds a comma, a quote, a line
 * break, or leading/trailing spaces (which some readers trim), with its quotes doubled.
 */

export interface CsvRecord {
  fields: string[];
  /** The line of the file on which the record starts (1-based), for messages. */
  line: number;
}

export interface CsvDocument {
  records: CsvRecord[];
  /** Whether the text began with a byte order mark (removed from the first field). */
  bom: boolean;
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "CsvError";
    this.line = line;
  }
}

const BOM = "\uFEFF";

/**
 * Parse CSV text into records. An empty text has no records; a final line break does not start
 * another record. Every record keeps exactly the fields written (no padding to the header).
 */
export function parseCsv(text: string): CsvDocument {
  const bom = text.startsWith(BOM);
  const s = bom ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = s.length;
  // Whether anything (even an empty quoted field or a separator) has been read for this record.
  let started = false;

  const endField = () => {
    fields.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push({ fields, line: recordLine });
    fields = [];
    started = false;
  };

  while (i < n) {
    const c = s[i];
    if (c === '"' && field === "") {
      // A quoted field (quotes count only at the start of a field).
      const openLine = line;
      started = true;
      i++;
      let closed = false;
      while (i < n) {
        const q = s[i];
        if (q === '"') {
          if (s[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (q === "\r") {
          // A CRLF inside quotes is one line break; keep it as written.
          if (s[i + 1] === "\n") {
            field += "\r\n";
            i += 2;
          } else {
            field += q;
            i++;
          }
          line++;
          continue;
        }
        if (q === "\n") line++;
        field += q;
        i++;
      }
      if (!closed) {
        throw new CsvError(openLine, 'a quoted field is never closed (a " without its closing ")');
      }
      continue;
    }
    if (c === ",") {
      started = true;
      endField();
      i++;
      continue;
    }
    if (c === "\r" || c === "\n") {
      i += c === "\r" && s[i + 1] === "\n" ? 2 : 1;
      endRecord();
      line++;
      recordLine = line;
      continue;
    }
    started = true;
    field += c;
    i++;
  }
  if (started || field !== "" || fields.length > 0) endRecord();
  return { records, bom };
}

/** One field as CSV: quoted when it must be, quotes doubled. */
export function formatCsvField(value: string): string {
  if (/[",\r\n]/.test(value) || /^\s|\s$/.test(value)) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

/** One record as CSV, with its CRLF. */
export function formatCsvRecord(fields: readonly string[]): string {
  return fields.map(formatCsvField).join(",") + "\r\n";
}

/** A whole document as CSV text. */
export function formatCsv(
  records: readonly (readonly string[])[],
  options: { bom?: boolean } = {},
): string {
  return (options.bom ? BOM : "") + records.map(formatCsvRecord).join("");
}
