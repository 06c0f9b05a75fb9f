/**
 * njcredit compare: two scenarios (eval lines or files), the bridge printed with its total, the
 * inputs that differ; two calculations refused.
 */
import * as fs from "fs";
import * as path from "path";
import { compareCommand } from "../../src/cli/compare";
import { run } from "./runCommand";

const a = '{"calc":"emerge.perJob","inputs":{"location":"other"}}';
const b = '{"calc":"emerge.perJob","inputs":{"location":"other","smallBusiness":true}}';

test("the bridge from a to b, adding up to the difference, and the input that differs", async () => {
  // other: 500; with (e) small business: 1,000 (s.75 b.(5), c.(1)(e)).
  const out = await run(compareCommand, [a, b]);
  expect(out.code).toBe(0);
  expect(out.stdout).toContain("emerge.perJob: a 500.00, b 1,000.00; b − a = 500.00");
  expect(out.stdout).toMatch(
    /^\s+500\.00 {2}c\.\(1\)\(e\) {2}small business {2}\(a: does not apply; b: applies, \+\$500\.00\)$/m,
  );
  expect(out.stdout).toMatch(/^\s+500\.00 {2}total$/m);
  expect(out.stdout).toContain("smallBusiness: a (not given), b true");
});

test("scenarios from files, as eval lines", async () => {
  const dir = path.join(__dirname, "..", "..", "test-artifacts", "compare");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "a.json"), a);
  fs.writeFileSync(path.join(dir, "b.json"), b);
  const out = await run(compareCommand, [path.join(dir, "a.json"), path.join(dir, "b.json")]);
  expect(out.stdout).toContain("b − a = 500.00");
});

test("two calculations, or one scenario, are refused with the reason", async () => {
  const other = '{"calc":"wind.schedule","inputs":{"capitalInvestment":80000000}}';
  const mixed = await run(compareCommand, [a, other]);
  expect(mixed.code).toBe(1);
  expect(mixed.stderr).toMatch(/different calculations/);
  expect((await run(compareCommand, [a])).code).toBe(2);
});
