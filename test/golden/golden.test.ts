/**
 * Runs every golden scenario under test/golden/<credit>/ through the machine interface's path.
 */
import * as fs from "fs";
import * as path from "path";
import { evaluate } from "../../src/core";
import type { Scenario } from "./scenario";

interface TraceJson {
  id: string;
  applied: boolean;
  amount: string | null;
  reason: string;
}

for (const credit of ["emerge", "wind"]) {
  const dir = path.join(__dirname, credit);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".ts"))
        .sort()
    : [];
  describe(`golden ${credit}`, () => {
    for (const file of files) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const scenario: Scenario = require(path.join(dir, file)).default;
      test(`${file}: ${scenario.title}`, () => {
        const out = evaluate(scenario.calc, scenario.inputs);
        if (scenario.error) {
          expect(out).toMatchObject({ ok: false, error: { input: scenario.error.input } });
          if (!out.ok && scenario.error.messageIncludes) {
            expect(out.error.message).toContain(scenario.error.messageIncludes);
          }
          return;
        }
        if (!out.ok)
          throw new Error(
            `expected a result, got error on ${out.error.input}: ${out.error.message}`,
          );
        if (scenario.expect) expect(out.result).toMatchObject(scenario.expect);
        if (scenario.steps) {
          const trace = (out.result as { trace: TraceJson[] }).trace;
          for (const [id, want] of Object.entries(scenario.steps)) {
            const got = trace.find((s) => s.id === id);
            expect(got).toBeDefined();
            if (want.applied !== undefined)
              expect({ id, applied: got!.applied }).toEqual({ id, applied: want.applied });
            if (want.amount !== undefined)
              expect({ id, amount: got!.amount }).toEqual({ id, amount: want.amount });
            if (want.reasonIncludes) expect(got!.reason).toContain(want.reasonIncludes);
          }
        }
      });
    }
  });
}
