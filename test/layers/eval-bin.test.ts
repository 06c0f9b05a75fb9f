/**
 * The built command's machine interface answers golden scenarios exactly as the core does: a
 * sample of the golden scenarios (every 5th, and every error scenario) goes through one
 * `njcredit eval` process as JSON Lines, and each answer line must equal `evaluate`'s output for
 * the same line. The arithmetic is the golden runner's to prove; this proves the layer adds,
 * drops and rounds nothing (number reading, JSON writing, line order).
 *
 * Built like test/cli/bin.test.ts: into a private directory laid out like the repository, so a
 * parallel test building lib/ cannot be read half-written.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { evaluate } from "../../src/core";
import { loadGolden } from "../golden/load";

const root = path.resolve(__dirname, "../..");
let built: string;

beforeAll(() => {
  built = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-layers-"));
  const build = spawnSync("npm", ["run", "build:cli", "--", "--outDir", path.join(built, "lib")], {
    cwd: root,
    encoding: "utf8",
  });
  if (build.status !== 0)
    throw new Error(`npm run build:cli failed:\n${build.stdout}\n${build.stderr}`);
  fs.mkdirSync(path.join(built, "bin"));
  fs.copyFileSync(path.join(root, "bin/njcredit.js"), path.join(built, "bin/njcredit.js"));
  fs.copyFileSync(path.join(root, "package.json"), path.join(built, "package.json"));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(built, "node_modules"), "dir");
}, 120_000);

afterAll(() => {
  if (built) fs.rmSync(built, { recursive: true, force: true });
});

const golden = loadGolden();
const sample = golden.filter((g, i) => i % 5 === 0 || g.scenario.error !== undefined);

test("the sample is every 5th scenario and every error scenario, of both credits", () => {
  const errors = golden.filter((g) => g.scenario.error !== undefined).length;
  expect(errors).toBeGreaterThan(0);
  expect(sample.length).toBeGreaterThanOrEqual(Math.ceil(golden.length / 5));
  expect(sample.length).toBeLessThanOrEqual(Math.ceil(golden.length / 5) + errors);
  expect(new Set(sample.map((g) => g.credit))).toEqual(new Set(["emerge", "wind"]));
});

describe("njcredit eval answers each sampled golden scenario as evaluate does", () => {
  let answers: unknown[] = [];

  beforeAll(() => {
    // Each scenario's inputs as a JSON line; the golden inputs are plain JSON values, so the
    // line says exactly what the scenario gives evaluate.
    const lines = sample.map((g) =>
      JSON.stringify({ calc: g.scenario.calc, inputs: g.scenario.inputs }),
    );
    const r = spawnSync(process.execPath, [path.join(built, "bin/njcredit.js"), "eval"], {
      cwd: root,
      encoding: "utf8",
      input: lines.join("\n") + "\n",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`njcredit eval exited ${r.status}:\n${r.stderr}`);
    expect(r.stderr).toBe("");
    answers = r.stdout
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l));
  });

  test("one answer line per scenario line", () => {
    expect(answers).toHaveLength(sample.length);
  });

  test.each(sample.map((g, i) => [`${g.credit}/${g.file}`, g, i] as const))("%s", (_, g, i) => {
    // The golden inputs survive the JSON line unchanged (no undefined, NaN or Date in them).
    expect(JSON.parse(JSON.stringify(g.scenario.inputs))).toStrictEqual(g.scenario.inputs);
    const direct = JSON.parse(JSON.stringify(evaluate(g.scenario.calc, g.scenario.inputs)));
    expect(answers[i]).toStrictEqual(direct);
  });
});
