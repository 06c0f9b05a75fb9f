/**
 * Decisions and trace steps that depend only on a test or a small whole number are made once and
 * shared by every evaluation they fit (emerge/decisions.ts, perJob.ts bonusStep): each
 * evaluation's answer must be the one it gets alone, whatever was evaluated before or after it.
 * Each golden Emerge scenario is evaluated alone, in a fresh copy of the core (nothing shared
 * yet), then in one core after and among all the others, both ways round, with the trace: the
 * JSON is the same each time.
 */
import { evaluate } from "../../../src/core";
import { loadGolden } from "../../golden/load";

const emerge = loadGolden(["emerge"]).map((g) => g.scenario);

type Evaluate = typeof evaluate;
const jsonOf = (run: Evaluate, s: (typeof emerge)[number]): string =>
  JSON.stringify(run(s.calc, s.inputs));
const json = (s: (typeof emerge)[number]): string => jsonOf(evaluate, s);

/** `s` evaluated by a core loaded afresh, whose caches hold nothing yet. */
function alone(s: (typeof emerge)[number]): string {
  let out = "";
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require("../../../src/core") as { evaluate: Evaluate };
    out = jsonOf(core.evaluate, s);
  });
  return out;
}

test("a shared decision or step answers each evaluation as it would alone", () => {
  expect(emerge.length).toBeGreaterThan(20);
  const first = emerge.map(alone);
  expect(emerge.map(json)).toEqual(first);
  // Interleaved: every scenario evaluated after each of the others, and in reverse order.
  const reversed = [...emerge].reverse().map(json).reverse();
  expect(reversed).toEqual(first);
  for (let k = 0; k < emerge.length; k++) {
    const other = emerge[(k * 7 + 3) % emerge.length];
    json(other);
    expect(json(emerge[k])).toBe(first[k]);
  }
  // Scenarios with an awarded bonus and a traced reduction are among them (steps really shared).
  expect(first.some((j) => j.includes('"applied":true') && j.includes('"group":"bonuses"'))).toBe(
    true,
  );
});
