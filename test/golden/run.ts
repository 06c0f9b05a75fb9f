/**
 * One golden scenario run through the machine interface's path (`evaluate`, as `njcredit eval`)
 * and checked with jest's expect: throws on the first assertion that fails.
 */
import { evaluate } from "../../src/core";
import { scenarioProblems } from "./check";
import type { Scenario } from "./scenario";

interface TraceJson {
  id: string;
  applied: boolean;
  amount: string | null;
  reason: string;
}

export function assertScenario(scenario: Scenario): void {
  const problems = scenarioProblems(scenario);
  if (problems.length > 0) throw new Error(`not a test: ${problems.join("; ")}`);
  const out = evaluate(scenario.calc, scenario.inputs);
  if (scenario.error) {
    expect(out).toMatchObject({ ok: false, error: { input: scenario.error.input } });
    if (!out.ok && scenario.error.messageIncludes) {
      expect(out.error.message).toContain(scenario.error.messageIncludes);
    }
    return;
  }
  if (!out.ok)
    throw new Error(`expected a result, got error on ${out.error.input}: ${out.error.message}`);
  if (scenario.expect) expect(out.result).toMatchObject(scenario.expect);
  if (scenario.steps) {
    const trace = (out.result as { trace: TraceJson[] }).trace;
    for (const [id, want] of Object.entries(scenario.steps)) {
      const got = trace.find((s) => s.id === id);
      if (got === undefined)
        throw new Error(
          `steps names "${id}", which the trace does not have (it has ${trace.map((s) => `"${s.id}"`).join(", ")})`,
        );
      if (want.applied !== undefined)
        expect({ id, applied: got.applied }).toEqual({ id, applied: want.applied });
      if (want.amount !== undefined)
        expect({ id, amount: got.amount }).toEqual({ id, amount: want.amount });
      if (want.reasonIncludes) expect(got.reason).toContain(want.reasonIncludes);
    }
  }
}
