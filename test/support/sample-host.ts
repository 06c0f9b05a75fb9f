/**
 * The sample workbook on the preview's stand-in for Excel (src/preview/host.ts), its formulas
 * computed by the built functions.js (`npm test` builds it first) as the preview page computes
 * them: each function as functions.js registers it, with functions.json's parameters.
 */
import * as fs from "fs";
import * as path from "path";
import definition from "../../examples/sample-workbook.json";
import { installCustomFunctions } from "../../src/preview/customFunctions";
import { PreviewHost } from "../../src/preview/host";
import {
  Calculator,
  workbookFromDefinition,
  type FunctionRegistry,
  type SheetModel,
  type WorkbookDefinition,
} from "../../src/preview/workbook";
import { createController, type Controller } from "../../src/taskpane/controller";
import type { CellComparison } from "../../src/taskpane/comparison";
import type { CellExplanation } from "../../src/taskpane/explain";

const DIST = path.join(__dirname, "..", "..", "dist");

/** The functions of a fresh load of the built functions.js. */
export function builtFunctions(): FunctionRegistry {
  const associated = new Map<string, (...args: unknown[]) => unknown>();
  const win = {} as Window;
  installCustomFunctions(win, (id, fn) => associated.set(id.toUpperCase(), fn));
  const code = fs.readFileSync(path.join(DIST, "functions.js"), "utf8");
  const global = win as unknown as { CustomFunctions: unknown };
  new Function("CustomFunctions", "self", "window", code)(global.CustomFunctions, win, win);
  const metadata = JSON.parse(fs.readFileSync(path.join(DIST, "functions.json"), "utf8")) as {
    functions: {
      id: string;
      parameters: { name: string; dimensionality?: "scalar" | "matrix" }[];
    }[];
  };
  const registry: FunctionRegistry = new Map();
  for (const f of metadata.functions) {
    const fn = associated.get(f.id.toUpperCase());
    if (!fn) throw new Error(`functions.js did not register ${f.id}`);
    registry.set(f.id.toUpperCase(), { id: f.id, fn, parameters: f.parameters });
  }
  return registry;
}

/**
 * The sample workbook, calculated, on a stand-in host with the requirement sets `supports` says
 * (every one by default). Before the first calculation, the `Office` global is the host's, as in
 * Excel, so the functions ask it what it supports.
 */
export async function sampleHost(
  supports?: (set: string, version?: string) => boolean,
): Promise<PreviewHost> {
  const workbook = workbookFromDefinition(definition as unknown as WorkbookDefinition);
  const functions = builtFunctions();
  const calculator = new Calculator(workbook, functions);
  const host = new PreviewHost(workbook, calculator, undefined, supports);
  (globalThis as { Office?: unknown }).Office = host.office();
  await calculator.calculateAll();
  return host;
}

/** The pane's controller on a host, with what it rendered and the problems it reported. */
export function paneOn(host: PreviewHost): {
  controller: Controller;
  rendered: CellExplanation[];
  compared: CellComparison[];
  messages: string[];
} {
  const rendered: CellExplanation[] = [];
  const compared: CellComparison[] = [];
  const messages: string[] = [];
  const controller = createController({
    excel: host.excel,
    render: (e) => rendered.push(e),
    renderComparison: (c) => compared.push(c),
    message: (text) => messages.push(text),
    status: () => undefined,
  });
  return { controller, rendered, compared, messages };
}

/**
 * Every cell of the sample a function of ours fills: its formula cells and the cells their
 * tables spill into (`spilled` true), sheet by sheet.
 */
export function creditCells(
  host: PreviewHost,
): { sheet: SheetModel; row: number; col: number; key: string; spilled: boolean }[] {
  const out: { sheet: SheetModel; row: number; col: number; key: string; spilled: boolean }[] = [];
  for (const sheet of host.workbook.sheets)
    for (const [key, cell] of sheet.cells) {
      const anchor = cell.spillParent
        ? sheet.get(cell.spillParent.row, cell.spillParent.col)
        : cell;
      if (!/NJ(CREDIT|WIND)\./i.test(anchor?.formula ?? "")) continue;
      const [row, col] = key.split(",").map(Number);
      out.push({ sheet, row, col, key, spilled: cell.spillParent !== undefined });
    }
  return out;
}
