/** What the grid tests share: a whole grid compared, cell by cell, with `evaluate`. */
import { evaluate } from "../../../src/core";
import { gridScenario, prepareGrid, type ArgValue } from "../../../src/functions/calls";
import { gridTable } from "../../../src/functions/cells";
import { StubCustomFunctionsError } from "../stub";

/**
 * Each cell of a grid against `evaluate` of its own scenario (grid.ts gridScenario: the base,
 * then the row's value, then the column's), not against another grid: a fault shared by every
 * grid (two inputs' parses mixed up) would hide from a comparison of grids. A number is the
 * result field's; "not eligible" a null one; an error carries the core's message.
 */
export function expectEvaluated(
  id: "NJCREDIT.GRID" | "NJWIND.GRID",
  args: ArgValue[],
): unknown[][] {
  const plan = prepareGrid(id, args);
  const table = gridTable(plan) as unknown[][];
  plan.columnValues.forEach((_, i) =>
    plan.rowValues.forEach((_, j) => {
      const out = evaluate(plan.calc, gridScenario(plan, i, j), { trace: false });
      const got = table[i][j];
      if (out.ok) {
        const value = (out.result as unknown as Record<string, unknown>)[plan.output];
        expect(got).toBe(value === null ? "not eligible" : Number(value));
      } else {
        expect(got).toBeInstanceOf(StubCustomFunctionsError);
        expect(out.error.message).not.toBe("");
        expect((got as StubCustomFunctionsError).message).toContain(out.error.message);
      }
    }),
  );
  return table;
}
