/**
 * The built command as users run it: `npm run build:cli`, then `node bin/njcredit.js …`.
 *
 * The build goes to a private directory laid out like the repository (bin/, lib/, package.json,
 * node_modules), not to lib/: other test files build lib/ too, and jest runs files in parallel,
 * so a shared lib/ could be half-written while another test reads it.
 */
import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";

const root = path.resolve(__dirname, "../..");
let built: string;

beforeAll(() => {
  built = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-bin-"));
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

function njcredit(args: string[], input?: string) {
  return spawnSync(process.execPath, [path.join(built, "bin/njcredit.js"), ...args], {
    cwd: root,
    encoding: "utf8",
    input,
  });
}

describe("bin/njcredit.js (built)", () => {
  test("perjob --help", () => {
    const r = njcredit(["perjob", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout.startsWith("Usage: njcredit perjob --location <where> [flags]\n")).toBe(true);
    expect(r.stdout).toContain("--small-business, --no-small-business");
  });

  test("perjob computes: enhanced + small business + 300 new jobs = 4,500.00", () => {
    // 3,500 (b.(2)) + 500 (c.(1)(c), 251–400 new jobs) + 500 (c.(1)(e)) = 4,500.00 ≤ cap 6,000.
    const r = njcredit([
      "perjob",
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "300",
    ]);
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("Emerge per-job credit: 4,500.00 per new job per year");
    expect(r.stdout).toMatch(/^c\.\(1\)\(e\)\s+Statute\s+small business\s+✓\s+500\.00\s/m);
  });

  test("exit codes reach the shell: 2 for a bad flag, 1 for a bad value", () => {
    const bad = njcredit(["perjob", "--location", "enhanced", "--new-job", "300"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("did you mean --new-jobs?");
    const wrong = njcredit(["perjob", "--location", "nowhere"]);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("--location must be one of");
  });

  test("batch reads standard input and writes CSV", () => {
    const r = njcredit(["batch", "-"], "location,smallBusiness,newJobs\nenhanced,TRUE,300\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      "location,smallBusiness,newJobs,ok,error_input,error_message,status,per_job_credit\r\n" +
        "enhanced,TRUE,300,true,,,credit,4500.00\r\n",
    );
    expect(r.stderr).toBe("njcredit batch: 1 row; 1 ok; 0 with errors\n");
  });
  test("eval answers every line of a stream: CR CR LF, a deep line, a huge line, then more", () => {
    // docs/interface.md 1.1 (v2): one answer per input line, in order, exit 0; a line nested too deeply
    // or too long is an error line and the lines after it are still answered. Before, CR CR LF
    // gave two answers, the deep line stopped the stream (stack overflow) with no later answers.
    const ok = '{"calc":"emerge.perJob","inputs":{"location":"other"}}'; // other: 500.00
    const deep = '{"calc":' + "[".repeat(5000) + "]".repeat(5000) + ',"inputs":{}}';
    const huge = `{"calc":"emerge.perJob","inputs":{"location":"grm","${"n".repeat(2_000_000)}":1}}`;
    const split = '{"calc":"emerge.perJob",\r"inputs":{"location":"other"}}';
    const input = [ok, deep, ok, huge, split, ok].join("\r\r\n") + "\n";
    const r = njcredit(["eval"], input);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n").filter((l) => l !== "");
    expect(lines).toHaveLength(6);
    const out = lines.map((l) => JSON.parse(l));
    for (const i of [0, 2, 4, 5]) {
      expect(out[i]).toMatchObject({ ok: true, result: { perJobCredit: "500.00" } });
    }
    expect(out[1]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[1].error.message).toContain("levels deep");
    expect(out[3]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[3].error.message).toContain("too long to be a scenario");
    expect(r.stdout.length).toBeLessThan(100_000); // the 2 MB name is not echoed back
  });

  test("annual without --new-jobs: the core's error, exit 1", () => {
    const r = njcredit(["annual", "--location", "enhanced"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("--new-jobs is required");
  });
});
