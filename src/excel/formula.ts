/**
 * A parser for Excel formulas as `Range.formulas` returns them (en-US syntax: `,` between
 * arguments and array columns, `;` between array rows). Its tokens come from tokens.ts, its
 * cell references from references.ts; this module re-exports what pane and preview use.
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

import { CellPoint } from "./references";
import { FormulaSyntaxError, Token, tokenize } from "./tokens";

export { FormulaSyntaxError, tokenize } from "./tokens";
export type { CellPoint } from "./references";
export { columnIndex, columnLetters, pointText, quoteSheetName, refAddress } from "./references";

/** Where a node sits in the formula text (offsets into the text without the leading `=`). */
export interface Span {
  start: number;
  end: number;
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
