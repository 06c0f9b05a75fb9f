/**
 * The formula tokenizer: splits an Excel formula (as `Range.formulas` returns it, without its
 * leading `=`) into tokens, reading each reference with its sheet, workbook and cell points so
 * the parser (formula.ts) never looks at reference text again.
 *
 * Hand-written rather than @borgar/fx's `tokenize` (tried through an adapter): on formulas as
 * Excel returns them the two agree token for token, but fx needs a layer for six things Excel
 * writes (`[2]!_xldudf_…`, `Sheet1!#REF!`, `[Book.xlsx]Name`, quoted 3-D sheets, spill `#`,
 * unclosed text it returns as text), reads the invalid `Sheet 1!A1` as an intersection, reports
 * a bad reference only as an unexpected character, and adds about 22 KB to each page's bundle.
 */

import { CellPoint, parseRefBody } from "./references";

export class FormulaSyntaxError extends Error {
  /** Offset in the formula text (without `=`) where the problem was found. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} (at character ${position + 1})`);
    this.name = "FormulaSyntaxError";
    this.position = position;
  }
}

export type TokenKind =
  | "number"
  | "string"
  | "bool"
  | "error"
  | "ref"
  | "name"
  | "structured"
  | "func"
  | "op"
  | "("
  | ")"
  | "{"
  | "}"
  | ","
  | ";"
  | "#"
  | "ws"
  | "end";

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
  // Filled for refs / names / funcs.
  sheet?: string | null;
  sheetTo?: string | null;
  workbook?: string | null;
  ref?: { start: CellPoint; end: CellPoint | null };
}

const ERROR_LITERALS = [
  "#NULL!",
  "#DIV/0!",
  "#VALUE!",
  "#REF!",
  "#NAME?",
  "#NUM!",
  "#N/A",
  "#GETTING_DATA",
  "#SPILL!",
  "#CALC!",
  "#FIELD!",
  "#BUSY!",
  "#BLOCKED!",
  "#CONNECT!",
  "#UNKNOWN!",
  "#PYTHON!",
];

const NAME_START = /[A-Za-z_\\\u00C0-\uFFFF]/;
const NAME_CHAR = /[A-Za-z0-9_.\\?\u00C0-\uFFFF]/;

/** Reads a run of name characters (also `$` and `:` for reference bodies) from `i`. */
function readWord(s: string, i: number): number {
  let j = i;
  while (j < s.length && (NAME_CHAR.test(s[j]) || s[j] === "$")) j++;
  return j;
}

class Tokenizer {
  private readonly s: string;
  private i = 0;
  readonly tokens: Token[] = [];

  constructor(s: string) {
    this.s = s;
  }

  run(): Token[] {
    const s = this.s;
    while (this.i < s.length) {
      const ch = s[this.i];
      const start = this.i;
      if (/\s/.test(ch)) {
        while (this.i < s.length && /\s/.test(s[this.i])) this.i++;
        this.push("ws", start);
      } else if (ch === '"') {
        this.readString();
      } else if (ch === "'") {
        this.readQuotedSheetRef();
      } else if (ch === "#") {
        this.readErrorOrSpill();
      } else if (/[0-9.]/.test(ch) && this.startsNumber()) {
        this.readNumberOrRowRange();
      } else if (ch === "[") {
        this.readExternalRef();
      } else if (NAME_START.test(ch) || ch === "$") {
        this.readWordToken();
      } else if ("(){},;".includes(ch)) {
        this.i++;
        this.push(ch as TokenKind, start);
      } else if (ch === "<" || ch === ">") {
        this.i++;
        if (s[this.i] === "=" || (ch === "<" && s[this.i] === ">")) this.i++;
        this.push("op", start);
      } else if ("+-*/^&=%@:".includes(ch)) {
        this.i++;
        this.push("op", start);
      } else {
        throw new FormulaSyntaxError(`unexpected character "${ch}"`, start);
      }
    }
    this.tokens.push({ kind: "end", text: "", start: s.length, end: s.length });
    return this.tokens;
  }

  private push(kind: TokenKind, start: number, extra: Partial<Token> = {}): Token {
    const t: Token = { kind, text: this.s.slice(start, this.i), start, end: this.i, ...extra };
    this.tokens.push(t);
    return t;
  }

  private startsNumber(): boolean {
    const s = this.s;
    if (s[this.i] === ".") return /[0-9]/.test(s[this.i + 1] ?? "");
    return true;
  }

  private readString(): void {
    const s = this.s;
    const start = this.i;
    this.i++;
    for (;;) {
      if (this.i >= s.length) throw new FormulaSyntaxError("text without its closing quote", start);
      if (s[this.i] === '"') {
        if (s[this.i + 1] === '"') {
          this.i += 2;
          continue;
        }
        this.i++;
        break;
      }
      this.i++;
    }
    this.push("string", start);
  }

  /** `'My Sheet'!A1`, `'It''s'!A1:B2`, `'Jan:Mar'!A1`, `'[Book.xlsx]Sheet'!A1`. */
  private readQuotedSheetRef(): void {
    const s = this.s;
    const start = this.i;
    this.i++;
    let quoted = "";
    for (;;) {
      if (this.i >= s.length)
        throw new FormulaSyntaxError("sheet name without its closing quote", start);
      if (s[this.i] === "'") {
        if (s[this.i + 1] === "'") {
          quoted += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        break;
      }
      quoted += s[this.i++];
    }
    if (s[this.i] !== "!")
      throw new FormulaSyntaxError(`a quoted sheet name must be followed by "!"`, this.i);
    this.i++;
    let workbook: string | null = null;
    let sheetPart = quoted;
    const ext = /^\[([^\]]*)\](.*)$/.exec(quoted);
    if (ext) {
      workbook = ext[1];
      sheetPart = ext[2];
    }
    // A 3-D range inside quotes: 'Jan:Mar'!A1. Sheet names cannot contain ":" otherwise.
    const colon = sheetPart.indexOf(":");
    const sheet = colon >= 0 ? sheetPart.slice(0, colon) : sheetPart;
    const sheetTo = colon >= 0 ? sheetPart.slice(colon + 1) : null;
    this.readAfterSheet(start, sheet, sheetTo, workbook);
  }

  /** The reference or name that follows `Sheet!`. */
  private readAfterSheet(
    start: number,
    sheet: string,
    sheetTo: string | null,
    workbook: string | null,
  ): void {
    const s = this.s;
    if (s[this.i] === "#") {
      const err = ERROR_LITERALS.find((e) => s.startsWith(e, this.i));
      if (err === "#REF!") {
        this.i += err.length;
        this.push("error", start);
        return;
      }
    }
    const bodyStart = this.i;
    this.i = this.readRefBodyEnd(this.i);
    const body = s.slice(bodyStart, this.i);
    const ref = parseRefBody(body);
    if (ref) {
      this.push("ref", start, { sheet, sheetTo, workbook, ref });
      return;
    }
    if (/^[A-Za-z_\\\u00C0-\uFFFF][A-Za-z0-9_.\\?\u00C0-\uFFFF]*$/.test(body)) {
      // A sheet-scoped defined name: Sheet1!TaxRate.
      this.push("name", start, { sheet, sheetTo, workbook });
      return;
    }
    throw new FormulaSyntaxError(
      `"${body || s[bodyStart] || ""}" is not a cell, range or name`,
      bodyStart,
    );
  }

  /** The end of a reference body: name characters, `$` and at most one `:` joining two parts. */
  private readRefBodyEnd(i: number): number {
    const s = this.s;
    let j = readWord(s, i);
    if (s[j] === ":") {
      const k = readWord(s, j + 1);
      const candidate = s.slice(i, k);
      if (parseRefBody(candidate)) j = k;
    }
    return j;
  }

  private readErrorOrSpill(): void {
    const s = this.s;
    const start = this.i;
    const err = ERROR_LITERALS.find((e) => s.slice(this.i, this.i + e.length).toUpperCase() === e);
    if (err) {
      this.i += err.length;
      this.push("error", start);
      return;
    }
    // A spill operator directly after a reference or name: A1#.
    const prev = this.tokens[this.tokens.length - 1];
    if (prev && (prev.kind === "ref" || prev.kind === "name") && prev.end === start) {
      this.i++;
      this.push("#", start);
      return;
    }
    throw new FormulaSyntaxError("unknown error value or misplaced #", start);
  }

  private readNumberOrRowRange(): void {
    const s = this.s;
    const start = this.i;
    // A whole-row range such as 1:3 or 1:$3 (on the formula's own sheet).
    const rowRange = /^\$?[0-9]{1,7}:\$?[0-9]{1,7}/.exec(s.slice(this.i));
    if (rowRange && parseRefBody(rowRange[0])) {
      this.i += rowRange[0].length;
      this.push("ref", start, {
        sheet: null,
        sheetTo: null,
        workbook: null,
        ref: parseRefBody(rowRange[0])!,
      });
      return;
    }
    const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(s.slice(this.i));
    if (!m) throw new FormulaSyntaxError("malformed number", start);
    this.i += m[0].length;
    if (this.i < s.length && /[A-Za-z_]/.test(s[this.i])) {
      // "3abc": a sheet name starting with a digit (3Q!A1) or junk.
      const j = readWord(s, this.i);
      if (s[j] === "!") {
        this.i = j + 1;
        this.readAfterSheet(start, s.slice(start, j), null, null);
        return;
      }
      throw new FormulaSyntaxError(`malformed number "${s.slice(start, j)}"`, start);
    }
    this.push("number", start);
  }

  /**
   * A table-less structured reference inside a table (`[@Location]`, `[[#This Row],[Value]]`,
   * `[Value]`): the whole bracket group, nested brackets included.
   */
  private readBracketGroup(start: number): void {
    const s = this.s;
    let depth = 0;
    let k = start;
    for (; k < s.length; k++) {
      if (s[k] === "'" && depth > 0) {
        k++; // an escaped character inside a column name ('[, '], '#, '')
        continue;
      }
      if (s[k] === "[") depth++;
      else if (s[k] === "]" && --depth === 0) break;
    }
    if (depth !== 0)
      throw new FormulaSyntaxError("structured reference without its closing ]", start);
    this.i = k + 1;
    this.push("structured", start);
  }

  /** `[Book.xlsx]Sheet1!A1` (unquoted external reference), or a table-less structured reference. */
  private readExternalRef(): void {
    const s = this.s;
    const start = this.i;
    // [@Col], [[#This Row],[Col]], [#Headers]: a structured reference, never a workbook.
    if (/[@[#]/.test(s[start + 1] ?? "")) {
      this.readBracketGroup(start);
      return;
    }
    const close = s.indexOf("]", this.i);
    if (close < 0) throw new FormulaSyntaxError("external reference without its closing ]", start);
    const workbook = s.slice(this.i + 1, close);
    this.i = close + 1;
    const j = readWord(s, this.i);
    const sheet = s.slice(this.i, j);
    if (sheet === "" && s[j] !== "!") {
      // [Value] followed by an operator, "," or ")": a column of the formula's own table.
      this.i = start;
      this.readBracketGroup(start);
      return;
    }
    if (s[j] !== "!") {
      // [Book.xlsx]Name: an external defined name.
      this.i = j;
      this.push("name", start, { sheet: null, sheetTo: null, workbook });
      return;
    }
    this.i = j + 1;
    // [2]!_xldudf_NJCREDIT_PERJOB(…): a function Excel stored behind another workbook.
    const fn = /^_xldudf_[A-Za-z0-9_.]+(?=\()/i.exec(s.slice(this.i));
    if (sheet === "" && fn) {
      this.i += fn[0].length;
      this.push("func", start);
      return;
    }
    this.readAfterSheet(start, sheet, null, workbook);
  }

  private readWordToken(): void {
    const s = this.s;
    const start = this.i;
    const j = readWord(s, this.i);
    const word = s.slice(start, j);
    // Sheet prefix (unquoted): Sheet1!A1, or 3-D Sheet1:Sheet3!A1.
    if (s[j] === "!") {
      this.i = j + 1;
      this.readAfterSheet(start, word, null, null);
      return;
    }
    if (s[j] === ":") {
      const k = readWord(s, j + 1);
      if (s[k] === "!" && !word.includes("$")) {
        this.i = k + 1;
        this.readAfterSheet(start, word, s.slice(j + 1, k), null);
        return;
      }
      const candidate = s.slice(start, k);
      if (parseRefBody(candidate)) {
        this.i = k;
        this.push("ref", start, {
          sheet: null,
          sheetTo: null,
          workbook: null,
          ref: parseRefBody(candidate)!,
        });
        return;
      }
    }
    // A function call: the name is followed directly by "(".
    if (s[j] === "(") {
      this.i = j;
      this.push("func", start);
      return;
    }
    // Structured reference: Table1[Column] (the brackets may nest one level: Table1[[#Headers],[A]]).
    if (s[j] === "[") {
      let depth = 0;
      let k = j;
      for (; k < s.length; k++) {
        if (s[k] === "[") depth++;
        else if (s[k] === "]") {
          depth--;
          if (depth === 0) {
            k++;
            break;
          }
        }
      }
      if (depth !== 0)
        throw new FormulaSyntaxError("structured reference without its closing ]", j);
      this.i = k;
      this.push("structured", start);
      return;
    }
    this.i = j;
    const upper = word.toUpperCase();
    if (upper === "TRUE" || upper === "FALSE") {
      this.push("bool", start);
      return;
    }
    const ref = parseRefBody(word);
    if (ref) {
      this.push("ref", start, { sheet: null, sheetTo: null, workbook: null, ref });
      return;
    }
    if (word.includes("$"))
      throw new FormulaSyntaxError(`"${word}" is not a cell reference`, start);
    this.push("name", start, { sheet: null, sheetTo: null, workbook: null });
  }
}

export function tokenize(formulaText: string): Token[] {
  return new Tokenizer(formulaText).run();
}
