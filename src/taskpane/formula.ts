/**
 * A tokenizer and parser for Excel formulas as `Range.formulas` returns them (en-US syntax:
 * `,` between arguments and array columns, `;` between array rows).
 *
 * The pane explains a cell by re-reading its formula, so it must find our function calls
 * wherever they sit (`=ROUND(NJCREDIT.PERJOB(A1,B1),0)`) and know exactly what each argument
 * is: a literal, a cell or range (on this or another sheet, quoted names with doubled quotes),
 * an array constant, a defined name, or a calculation the pane will not guess at. Every node
 * keeps the source text it came from, so the pane can show the argument as the user wrote it.
 *
 * Not supported (reported as a syntax error or an unresolvable node, never misread): R1C1
 * notation, external workbook references (`[Book.xlsx]Sheet!A1` parses as an external
 * reference the resolver declines), and structured references beyond recognising them.
 */

/** Where a node sits in the formula text (offsets into the text without the leading `=`). */
export interface Span {
  start: number;
  end: number;
}

/** One end of a cell reference. A whole column has `row` null; a whole row has `col` null. */
export interface CellPoint {
  /** 0-based row, or null for a whole-column reference (`A:A`). */
  row: number | null;
  /** 0-based column, or null for a whole-row reference (`1:1`). */
  col: number | null;
  rowAbsolute: boolean;
  colAbsolute: boolean;
}

export type FormulaNode =
  | ({ kind: "number"; value: number } & Common)
  | ({ kind: "string"; value: string } & Common)
  | ({ kind: "boolean"; value: boolean } & Common)
  | ({ kind: "error"; value: string } & Common)
  | ({
      kind: "ref";
      /** Sheet name as written (unquoted, doubled quotes undone), or null for the formula's own sheet. */
      sheet: string | null;
      /** Second sheet of a 3-D reference (`Sheet1:Sheet3!A1`), else null. */
      sheetTo: string | null;
      /** External workbook (`[Book.xlsx]`), else null. */
      workbook: string | null;
      start: CellPoint;
      /** The other corner of a range, or null for a single cell. */
      end: CellPoint | null;
      /** `A1#`: the spill range anchored at the cell. */
      spill: boolean;
    } & Common)
  | ({
      kind: "name";
      name: string;
      sheet: string | null;
      /** External workbook (`[Book.xlsx]Rate`, `[1]!Rate`), else null. */
      workbook: string | null;
      spill: boolean;
    } & Common)
  | ({ kind: "structured"; table: string; spec: string } & Common)
  | ({ kind: "array"; rows: FormulaNode[][] } & Common)
  | ({
      kind: "call";
      /** The function name as written, upper-cased, without `_xlfn.`-style prefixes. */
      name: string;
      /**
       * Written as Excel stores a custom function it could not find when the file was saved
       * (`_xldudf_NJCREDIT_PERJOB(…)`, maybe behind another workbook `[2]!`): `name` is the
       * function's id (`NJCREDIT.PERJOB`); the cell shows #NAME? until the formula is re-entered.
       */
      unregistered: boolean;
      /** Arguments; null for an omitted one (`F(1,,3)`). */
      args: (FormulaNode | null)[];
    } & Common)
  | ({ kind: "unary"; op: "-" | "+" | "@"; operand: FormulaNode } & Common)
  | ({ kind: "percent"; operand: FormulaNode } & Common)
  | ({ kind: "binary"; op: BinaryOp; left: FormulaNode; right: FormulaNode } & Common)
  | ({ kind: "union"; items: FormulaNode[] } & Common);

/** A node without its text and span (the parser adds them). */
type NodeInit = FormulaNode extends infer N
  ? N extends FormulaNode
    ? Omit<N, "text" | "span">
    : never
  : never;

interface Common {
  /** The node's source text, as written in the formula. */
  text: string;
  span: Span;
}

export type BinaryOp =
  ":" | " " | "^" | "*" | "/" | "+" | "-" | "&" | "=" | "<>" | "<" | ">" | "<=" | ">=";

export class FormulaSyntaxError extends Error {
  /** Offset in the formula text (without `=`) where the problem was found. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(`${message} (at character ${position + 1})`);
    this.name = "FormulaSyntaxError";
    this.position = position;
  }
}

// ---------------------------------------------------------------------------------------------
// Tokens

type TokenKind =
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

interface Token {
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

/** Excel's largest column (XFD) and row. */
const MAX_COL = 16384;
const MAX_ROW = 1048576;

/** Column letters to a 0-based index ("A" → 0, "XFD" → 16383); null when out of range. */
export function columnIndex(letters: string): number | null {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n >= 1 && n <= MAX_COL ? n - 1 : null;
}

/** A 0-based column index to letters (0 → "A"). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

const CELL_RE = /^(\$?)([A-Za-z]{1,3})(\$?)([0-9]{1,7})$/;
const COL_RE = /^(\$?)([A-Za-z]{1,3})$/;
const ROW_RE = /^(\$?)([0-9]{1,7})$/;

function parseCell(text: string): CellPoint | null {
  const m = CELL_RE.exec(text);
  if (!m) return null;
  const col = columnIndex(m[2]);
  const row = Number(m[4]);
  if (col === null || row < 1 || row > MAX_ROW) return null;
  return { row: row - 1, col, rowAbsolute: m[3] === "$", colAbsolute: m[1] === "$" };
}

function parseColumn(text: string): CellPoint | null {
  const m = COL_RE.exec(text);
  if (!m) return null;
  const col = columnIndex(m[2]);
  return col === null ? null : { row: null, col, rowAbsolute: false, colAbsolute: m[1] === "$" };
}

function parseRow(text: string): CellPoint | null {
  const m = ROW_RE.exec(text);
  if (!m) return null;
  const row = Number(m[2]);
  if (row < 1 || row > MAX_ROW) return null;
  return { row: row - 1, col: null, rowAbsolute: m[1] === "$", colAbsolute: false };
}

/** A reference body after any sheet prefix: `A1`, `$A$1:B2`, `A:C`, `1:3`. */
function parseRefBody(text: string): { start: CellPoint; end: CellPoint | null } | null {
  const parts = text.split(":");
  if (parts.length === 1) {
    const c = parseCell(parts[0]);
    return c ? { start: c, end: null } : null;
  }
  if (parts.length !== 2) return null;
  const a = parseCell(parts[0]);
  const b = parseCell(parts[1]);
  if (a && b) return { start: a, end: b };
  const ca = parseColumn(parts[0]);
  const cb = parseColumn(parts[1]);
  if (ca && cb) return { start: ca, end: cb };
  const ra = parseRow(parts[0]);
  const rb = parseRow(parts[1]);
  if (ra && rb) return { start: ra, end: rb };
  return null;
}

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

// ---------------------------------------------------------------------------------------------
// Parser (precedence climbing, following Excel's operator precedence:
// `:` / intersection / union, then negation, %, ^, * /, + -, &, comparisons)

const BINARY_PRECEDENCE: Record<string, number> = {
  "=": 1,
  "<>": 1,
  "<": 1,
  ">": 1,
  "<=": 1,
  ">=": 1,
  "&": 2,
  "+": 3,
  "-": 3,
  "*": 4,
  "/": 4,
  "^": 5,
};

const FUNCTION_PREFIXES = /^(_xlfn\.|_xlws\.|_xludf\.|_xll\.)+/i;

/**
 * Excel writes a JavaScript custom function that is not registered as `_xldudf_` and its id
 * with the namespace dot as `_` (`_xldudf_NJCREDIT_PERJOB` for NJCREDIT.PERJOB), sometimes as
 * a reference into another workbook (`[2]!_xldudf_…`, office-js issue 2568).
 */
const UNREGISTERED_UDF = /^(?:\[[^\]]*\]!)?_xldudf_(.+)$/i;

/** A call's name as written → its function id, and whether Excel had it unregistered. */
export function functionId(written: string): { name: string; unregistered: boolean } {
  const udf = UNREGISTERED_UDF.exec(written);
  if (udf) {
    const id = udf[1].includes(".") ? udf[1] : udf[1].replace("_", ".");
    return { name: id.toUpperCase(), unregistered: true };
  }
  return { name: written.replace(FUNCTION_PREFIXES, "").toUpperCase(), unregistered: false };
}

class Parser {
  private readonly tokens: Token[];
  private readonly src: string;
  private p = 0;

  constructor(src: string, tokens: Token[]) {
    this.src = src;
    this.tokens = tokens;
  }

  parseFormula(): FormulaNode {
    this.skipWs();
    if (this.peek().kind === "end") throw new FormulaSyntaxError("empty formula", 0);
    const node = this.parseExpression(0);
    this.skipWs();
    const t = this.peek();
    if (t.kind !== "end") throw new FormulaSyntaxError(`unexpected "${t.text}"`, t.start);
    return node;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.p + offset, this.tokens.length - 1)];
  }

  private next(): Token {
    const t = this.tokens[this.p];
    if (this.p < this.tokens.length - 1) this.p++;
    return t;
  }

  private skipWs(): boolean {
    let skipped = false;
    while (this.peek().kind === "ws") {
      this.p++;
      skipped = true;
    }
    return skipped;
  }

  private node(partial: NodeInit, start: number, end: number): FormulaNode {
    return { ...partial, text: this.src.slice(start, end), span: { start, end } } as FormulaNode;
  }

  private parseExpression(minPrecedence: number): FormulaNode {
    let left = this.parseUnary();
    for (;;) {
      this.skipWs();
      const t = this.peek();
      if (t.kind !== "op") break;
      const prec = BINARY_PRECEDENCE[t.text];
      if (prec === undefined || prec < minPrecedence) break;
      this.next();
      // "^" is left-associative in Excel (2^3^2 = 64), like every other binary operator.
      const right = this.parseExpression(prec + 1);
      left = this.node(
        { kind: "binary", op: t.text as BinaryOp, left, right },
        left.span.start,
        right.span.end,
      );
    }
    return left;
  }

  private parseUnary(): FormulaNode {
    this.skipWs();
    const t = this.peek();
    if (t.kind === "op" && (t.text === "-" || t.text === "+")) {
      this.next();
      const operand = this.parseUnary();
      return this.node({ kind: "unary", op: t.text, operand }, t.start, operand.span.end);
    }
    return this.parsePercent();
  }

  private parsePercent(): FormulaNode {
    let operand = this.parseReferenceExpression();
    for (;;) {
      const save = this.p;
      this.skipWs();
      const t = this.peek();
      if (t.kind === "op" && t.text === "%") {
        this.next();
        operand = this.node({ kind: "percent", operand }, operand.span.start, t.end);
      } else {
        this.p = save;
        return operand;
      }
    }
  }

  /** Range (`:`) and intersection (space) operators, which bind tightest. */
  private parseReferenceExpression(): FormulaNode {
    let left = this.parseImplicit();
    for (;;) {
      const save = this.p;
      const hadWs = this.skipWs();
      const t = this.peek();
      if (t.kind === "op" && t.text === ":") {
        this.next();
        const right = this.parseImplicit();
        left = this.node({ kind: "binary", op: ":", left, right }, left.span.start, right.span.end);
        continue;
      }
      if (hadWs && isReferenceStart(t) && isReferenceLike(left)) {
        const right = this.parseImplicit();
        left = this.node({ kind: "binary", op: " ", left, right }, left.span.start, right.span.end);
        continue;
      }
      this.p = save;
      return left;
    }
  }

  private parseImplicit(): FormulaNode {
    this.skipWs();
    const t = this.peek();
    if (t.kind === "op" && t.text === "@") {
      this.next();
      const operand = this.parseImplicit();
      return this.node({ kind: "unary", op: "@", operand }, t.start, operand.span.end);
    }
    return this.parsePrimary();
  }

  private parsePrimary(): FormulaNode {
    this.skipWs();
    const t = this.next();
    switch (t.kind) {
      case "number":
        return this.node({ kind: "number", value: Number(t.text) }, t.start, t.end);
      case "string":
        return this.node(
          { kind: "string", value: t.text.slice(1, -1).replace(/""/g, '"') },
          t.start,
          t.end,
        );
      case "bool":
        return this.node(
          { kind: "boolean", value: t.text.toUpperCase() === "TRUE" },
          t.start,
          t.end,
        );
      case "error":
        return this.node({ kind: "error", value: errorValueOf(t.text) }, t.start, t.end);
      case "ref": {
        const spill = this.peek().kind === "#";
        const end = spill ? this.next().end : t.end;
        return this.node(
          {
            kind: "ref",
            sheet: t.sheet ?? null,
            sheetTo: t.sheetTo ?? null,
            workbook: t.workbook ?? null,
            start: t.ref!.start,
            end: t.ref!.end,
            spill,
          },
          t.start,
          end,
        );
      }
      case "name": {
        const spill = this.peek().kind === "#";
        const end = spill ? this.next().end : t.end;
        const bang = t.text.lastIndexOf("!");
        const name =
          t.workbook !== null && bang < 0
            ? t.text.slice(t.text.indexOf("]") + 1)
            : t.text.slice(bang + 1);
        return this.node(
          { kind: "name", name, sheet: t.sheet ?? null, workbook: t.workbook ?? null, spill },
          t.start,
          end,
        );
      }
      case "structured": {
        const bracket = t.text.indexOf("[");
        return this.node(
          { kind: "structured", table: t.text.slice(0, bracket), spec: t.text.slice(bracket) },
          t.start,
          t.end,
        );
      }
      case "func":
        return this.parseCall(t);
      case "(":
        return this.parseParenthesised(t);
      case "{":
        return this.parseArray(t);
      case "end":
        throw new FormulaSyntaxError("formula ends where a value was expected", t.start);
      default:
        throw new FormulaSyntaxError(`unexpected "${t.text}"`, t.start);
    }
  }

  private parseCall(nameToken: Token): FormulaNode {
    const open = this.next(); // "("
    const args: (FormulaNode | null)[] = [];
    this.skipWs();
    if (this.peek().kind === ")") {
      const close = this.next();
      return this.callNode(nameToken, args, close.end);
    }
    for (;;) {
      this.skipWs();
      const t = this.peek();
      if (t.kind === "," || t.kind === ")") {
        args.push(null);
      } else {
        args.push(this.parseExpression(0));
      }
      this.skipWs();
      const sep = this.next();
      if (sep.kind === ",") continue;
      if (sep.kind === ")") return this.callNode(nameToken, args, sep.end);
      throw new FormulaSyntaxError(
        sep.kind === "end"
          ? `${nameToken.text}( opened at character ${open.start + 1} is never closed`
          : `expected "," or ")" in ${nameToken.text}(), found "${sep.text}"`,
        sep.start,
      );
    }
  }

  private callNode(nameToken: Token, args: (FormulaNode | null)[], end: number): FormulaNode {
    const { name, unregistered } = functionId(nameToken.text);
    return this.node({ kind: "call", name, unregistered, args }, nameToken.start, end);
  }

  private parseParenthesised(open: Token): FormulaNode {
    const items: FormulaNode[] = [this.parseExpression(0)];
    for (;;) {
      this.skipWs();
      const t = this.next();
      if (t.kind === ")") {
        if (items.length === 1) {
          // Keep the inner node but widen its text to include the parentheses.
          const inner = items[0];
          return {
            ...inner,
            text: this.src.slice(open.start, t.end),
            span: { start: open.start, end: t.end },
          };
        }
        return this.node({ kind: "union", items }, open.start, t.end);
      }
      if (t.kind === ",") {
        items.push(this.parseExpression(0));
        continue;
      }
      throw new FormulaSyntaxError(
        t.kind === "end"
          ? `"(" at character ${open.start + 1} is never closed`
          : `expected ")", found "${t.text}"`,
        t.start,
      );
    }
  }

  private parseArray(open: Token): FormulaNode {
    const rows: FormulaNode[][] = [[]];
    for (;;) {
      rows[rows.length - 1].push(this.parseArrayElement());
      this.skipWs();
      const t = this.next();
      if (t.kind === ",") continue;
      if (t.kind === ";") {
        rows.push([]);
        continue;
      }
      if (t.kind === "}") {
        const width = rows[0].length;
        if (rows.some((r) => r.length !== width)) {
          throw new FormulaSyntaxError(
            "the rows of an array constant must have the same number of values",
            open.start,
          );
        }
        return this.node({ kind: "array", rows }, open.start, t.end);
      }
      throw new FormulaSyntaxError(
        t.kind === "end"
          ? `"{" at character ${open.start + 1} is never closed`
          : `unexpected "${t.text}" in an array constant`,
        t.start,
      );
    }
  }

  /** An array constant holds only constants: numbers (with an optional sign), text, TRUE/FALSE, errors. */
  private parseArrayElement(): FormulaNode {
    this.skipWs();
    const t = this.next();
    if (t.kind === "op" && (t.text === "-" || t.text === "+")) {
      this.skipWs();
      const n = this.next();
      if (n.kind !== "number")
        throw new FormulaSyntaxError("an array constant may hold only constants", n.start);
      const value = Number(n.text) * (t.text === "-" ? -1 : 1);
      return this.node({ kind: "number", value }, t.start, n.end);
    }
    switch (t.kind) {
      case "number":
        return this.node({ kind: "number", value: Number(t.text) }, t.start, t.end);
      case "string":
        return this.node(
          { kind: "string", value: t.text.slice(1, -1).replace(/""/g, '"') },
          t.start,
          t.end,
        );
      case "bool":
        return this.node(
          { kind: "boolean", value: t.text.toUpperCase() === "TRUE" },
          t.start,
          t.end,
        );
      case "error":
        return this.node({ kind: "error", value: errorValueOf(t.text) }, t.start, t.end);
      default:
        throw new FormulaSyntaxError(
          t.kind === "end"
            ? "array constant is never closed"
            : `"${t.text}" cannot be in an array constant (only constants)`,
          t.start,
        );
    }
  }
}

function errorValueOf(text: string): string {
  const bang = text.startsWith("#") ? -1 : text.lastIndexOf("!", text.length - 2);
  return text.slice(bang + 1).toUpperCase();
}

function isReferenceStart(t: Token): boolean {
  return (
    t.kind === "ref" ||
    t.kind === "name" ||
    t.kind === "structured" ||
    t.kind === "func" ||
    t.kind === "("
  );
}

function isReferenceLike(n: FormulaNode): boolean {
  return (
    n.kind === "ref" ||
    n.kind === "name" ||
    n.kind === "structured" ||
    n.kind === "call" ||
    n.kind === "union" ||
    (n.kind === "binary" && (n.op === ":" || n.op === " "))
  );
}

/**
 * Parses a formula (with or without its leading `=`). Throws FormulaSyntaxError with the
 * position of the first problem.
 */
export function parseFormula(formula: string): FormulaNode {
  const text = formula.startsWith("=") ? formula.slice(1) : formula;
  return new Parser(text, tokenize(text)).parseFormula();
}

/** Whether a cell's formula text could call one of `prefixes` (cheap pre-filter before parsing). */
export function mentionsFunctions(formula: unknown, prefixes: readonly string[]): boolean {
  if (typeof formula !== "string" || !formula.startsWith("=")) return false;
  const upper = formula.toUpperCase();
  return prefixes.some((p) => upper.includes(p.toUpperCase()));
}

/** Every call node in the tree whose name passes `accept`, outermost first, in reading order. */
export function findCalls(
  node: FormulaNode,
  accept: (name: string) => boolean,
): Extract<FormulaNode, { kind: "call" }>[] {
  const found: Extract<FormulaNode, { kind: "call" }>[] = [];
  const visit = (n: FormulaNode | null): void => {
    if (n === null) return;
    switch (n.kind) {
      case "call":
        if (accept(n.name)) found.push(n);
        n.args.forEach(visit);
        break;
      case "unary":
      case "percent":
        visit(n.operand);
        break;
      case "binary":
        visit(n.left);
        visit(n.right);
        break;
      case "union":
        n.items.forEach(visit);
        break;
      case "array":
        n.rows.forEach((r) => r.forEach(visit));
        break;
      default:
        break;
    }
  };
  visit(node);
  return found;
}

/** A1 text of a cell point ("$B$3", "C", "7"), as Excel's API accepts in getRange. */
export function pointText(p: CellPoint): string {
  const col = p.col === null ? "" : `${p.colAbsolute ? "$" : ""}${columnLetters(p.col)}`;
  const row = p.row === null ? "" : `${p.rowAbsolute ? "$" : ""}${p.row + 1}`;
  return col + row;
}

/** The reference's address without its sheet ("A1", "A1:B2", "A:A"), without `$` anchors. */
export function refAddress(ref: { start: CellPoint; end: CellPoint | null }): string {
  const plain = (p: CellPoint): string =>
    pointText({ ...p, rowAbsolute: false, colAbsolute: false });
  return ref.end ? `${plain(ref.start)}:${plain(ref.end)}` : plain(ref.start);
}

/** A sheet name as Excel writes it in a reference: quoted (with doubled quotes) when it needs to be. */
export function quoteSheetName(sheet: string): string {
  return /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9_.\u00C0-\uFFFF]*$/.test(sheet) &&
    !parseRefBody(sheet) &&
    !/^(TRUE|FALSE)$/i.test(sheet)
    ? sheet
    : `'${sheet.replace(/'/g, "''")}'`;
}
