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
  type WorkbookDefinition,
} from "../../src/preview/workbook";

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
