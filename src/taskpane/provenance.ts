/**
 * Where each input came from: the argument that gave it, the cell or range it was read from, the
 * criteria table row or column, or "set by the function"; values written by their kind
 * (format.ts inputValue).
 */
import { calculations, type CalcName } from "../core";
import { normalizeName } from "../core/inputs";
import { readCriteria } from "../functions/calls";
import { inputValue } from "./format";
import { describeSource, elementAddress, type ResolvedArg } from "./resolve";
import type { InputRow } from "./viewTypes";

/** The input an argument gives, by the adapter's naming ("newJobsByYear" gives newJobs). */
function inputOfArgument(argumentName: string): string {
  return argumentName.replace(/ByYear$/, "");
}

export function argumentSource(arg: ResolvedArg): string {
  if (arg.status === "value") {
    if (!Array.isArray(arg.value)) {
      const single = elementAddress(arg.source, 0, 0);
      if (single)
        return arg.source.kind === "name" ? `name ${arg.source.name} (${single})` : single;
    }
    return describeSource(arg.source);
  }
  if (arg.status === "omitted") return "omitted";
  return arg.reason;
}

export function inputRows(
  calc: CalcName,
  inputs: Record<string, unknown>,
  argumentNames: readonly string[],
  args: readonly ResolvedArg[],
): InputRow[] {
  const sources = new Map<string, string>(); // normalized input name → source
  argumentNames.forEach((argName, i) => {
    const arg = args[i];
    if (!arg || arg.status !== "value") return;
    if (argName === "criteria") {
      const schema = calculations[calc]?.schema;
      if (!schema) return;
      let entries: ReturnType<typeof readCriteria> = [];
      try {
        entries = readCriteria(arg.value, schema);
      } catch {
        return;
      }
      for (const e of entries) {
        const m = /^(row|column) (\d+)$/.exec(e.where);
        let where = describeSource(arg.source);
        if (m) {
          const n = Number(m[2]) - 1;
          const first =
            m[1] === "row" ? elementAddress(arg.source, n, 1) : elementAddress(arg.source, 1, n);
          const last =
            m[1] === "row" && Array.isArray(e.value)
              ? elementAddress(arg.source, n, e.value.length)
              : null;
          if (first) where = last ? `${first}:${last.slice(last.lastIndexOf("!") + 1)}` : first;
          else where = `${describeSource(arg.source)}, ${e.where}`;
        }
        sources.set(normalizeName(e.canonical ?? e.name), `criteria ${where}`);
      }
      return;
    }
    sources.set(normalizeName(inputOfArgument(argName)), `${argName}: ${argumentSource(arg)}`);
  });
  const schema = calculations[calc]?.schema;
  return Object.entries(inputs).map(([name, value]) => ({
    name,
    value: inputValue(schema, name, value),
    source: sources.get(normalizeName(name)) ?? "set by the function",
  }));
}
