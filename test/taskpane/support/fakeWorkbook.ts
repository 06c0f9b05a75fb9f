/**
 * An in-memory workbook implementing the pane's WorkbookReader, so the resolver and the
 * explanation can be tested without Excel: sheets of cells by A1 address, defined names,
 * spill ranges. It counts reads, so tests can check that one explanation is one round trip.
 */
import { columnIndex, parseFormula, refAddress } from "../../../src/excel/formula";
import type {
  CellValue,
  ReadRequest,
  ReadResult,
  WorkbookReader,
} from "../../../src/taskpane/resolve";

export type Cells = Record<string, CellValue | { error: string }>;

export interface FakeWorkbookSpec {
  sheets: Record<string, Cells>;
  /** Workbook names: "=Sheet!$A$1:$B$3" (a range) or a constant. */
  names?: Record<string, string | number | boolean>;
  /** Sheet-scoped names: sheet → name → reference or constant. */
  sheetNames?: Record<string, Record<string, string | number | boolean>>;
  /** Spill ranges by anchor: "Sheet!A1" → "A1:C6". */
  spills?: Record<string, string>;
  /** Excel tables by name: "Sheet!A3:C10", the header row and the data rows below it. */
  tables?: Record<string, string>;
}

function cellKey(row: number, col: number): string {
  let n = col + 1;
  let s = "";
  while (n > 0) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    n = Math.floor((n - 1) / 26);
  }
  return `${s}${row + 1}`;
}

export class FakeWorkbook implements WorkbookReader {
  readonly spec: FakeWorkbookSpec;
  reads = 0;
  requests: ReadRequest[] = [];

  constructor(spec: FakeWorkbookSpec) {
    this.spec = spec;
  }

  async read(requests: readonly ReadRequest[]): Promise<ReadResult[]> {
    this.reads++;
    this.requests.push(...requests);
    return requests.map((r) => this.readOne(r));
  }

  private findSheet(name: string): string | undefined {
    return Object.keys(this.spec.sheets).find((s) => s.toLowerCase() === name.toLowerCase());
  }

  private usedBounds(sheet: string): { rows: number; cols: number } {
    let rows = 0;
    let cols = 0;
    for (const key of Object.keys(this.spec.sheets[sheet])) {
      const m = /^([A-Z]+)(\d+)$/.exec(key)!;
      rows = Math.max(rows, Number(m[2]));
      cols = Math.max(cols, (columnIndex(m[1]) ?? 0) + 1);
    }
    return { rows, cols };
  }

  private readCells(sheetName: string, address: string): ReadResult {
    const sheet = this.findSheet(sheetName);
    if (!sheet) return { kind: "failed", reason: `there is no sheet named ${sheetName}` };
    const node = parseFormula(address);
    if (node.kind !== "ref") return { kind: "failed", reason: `${address} is not an address` };
    const used = this.usedBounds(sheet);
    const end = node.end ?? node.start;
    const r0 = node.start.row ?? 0;
    const c0 = node.start.col ?? 0;
    const r1 = Math.min(end.row ?? used.rows - 1, end.row === null ? used.rows - 1 : end.row);
    const c1 = Math.min(end.col ?? used.cols - 1, end.col === null ? used.cols - 1 : end.col);
    const values: CellValue[][] = [];
    const errors: { row: number; col: number; value: string }[] = [];
    for (let r = r0; r <= r1; r++) {
      const row: CellValue[] = [];
      for (let c = c0; c <= c1; c++) {
        const v = this.spec.sheets[sheet][cellKey(r, c)];
        if (v !== null && typeof v === "object") {
          errors.push({ row: r - r0, col: c - c0, value: v.error });
          row.push(v.error);
        } else row.push(v === undefined || v === "" ? null : v);
      }
      values.push(row);
    }
    const local =
      values.length === 0
        ? ""
        : refAddress({
            start: { row: r0, col: c0, rowAbsolute: false, colAbsolute: false },
            end:
              r1 === r0 && c1 === c0
                ? null
                : { row: r1, col: c1, rowAbsolute: false, colAbsolute: false },
          });
    return { kind: "cells", sheet, address: local, row: r0, col: c0, values, errors };
  }

  private readOne(req: ReadRequest): ReadResult {
    switch (req.kind) {
      case "range":
        return this.readCells(req.sheet, req.address);
      case "spill": {
        const sheet = this.findSheet(req.sheet);
        const spill = sheet ? this.spec.spills?.[`${sheet}!${req.address}`] : undefined;
        if (!sheet || !spill)
          return { kind: "failed", reason: `${req.sheet}!${req.address} does not spill` };
        return this.readCells(sheet, spill);
      }
      case "name": {
        const scoped = this.spec.sheetNames?.[req.sheet]?.[req.name];
        const global = Object.entries(this.spec.names ?? {}).find(
          ([n]) => n.toLowerCase() === req.name.toLowerCase(),
        )?.[1];
        const def = scoped ?? global;
        if (def === undefined)
          return { kind: "failed", reason: `there is no name ${req.name} in this workbook` };
        if (typeof def === "string" && def.startsWith("=")) {
          const node = parseFormula(def);
          if (node.kind !== "ref" || node.sheet === null)
            return {
              kind: "failed",
              reason: `name ${req.name} is a formula (${def}), which the pane does not evaluate`,
            };
          return this.readCells(node.sheet, refAddress(node));
        }
        return { kind: "constant", value: def };
      }
      case "table": {
        const def = Object.entries(this.spec.tables ?? {}).find(
          ([n]) => n.toLowerCase() === req.table.toLowerCase(),
        )?.[1];
        if (def === undefined)
          return { kind: "failed", reason: `there is no table named ${req.table}` };
        const node = parseFormula(`=${def}`);
        if (node.kind !== "ref" || node.sheet === null || node.end === null)
          throw new Error(`table ${req.table}: ${def} is not a range`);
        const { start, end } = node;
        const at = (row: number, col: number) => `${cellKey(row, col)}`;
        const header = this.readCells(
          node.sheet,
          `${at(start.row!, start.col!)}:${at(start.row!, end.col!)}`,
        );
        const body = this.readCells(
          node.sheet,
          `${at(start.row! + 1, start.col!)}:${at(end.row!, end.col!)}`,
        );
        if (header.kind !== "cells" || body.kind !== "cells") return header;
        return { kind: "table", columns: header.values[0].map((v) => String(v ?? "")), body };
      }
    }
  }
}
