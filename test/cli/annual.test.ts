import { annualCommand } from "../../src/cli/annual";
import { run } from "./runCommand";

/** A row of the jobs table, with runs of spaces collapsed. */
const row = (out: string, start: string) =>
  out
    .split("\n")
    .find((l) => l.startsWith(start + " "))
    ?.replace(/\s{2,}/g, " | ");

describe("njcredit annual", () => {
  test("new and retained jobs, the board's annual cap binding", async () => {
    // Per new job: enhanced base 3,500 + (c) 300 new jobs 500 + (e) small business 500 = 4,500.00.
    // Per retained job: half of 4,500 = 2,250.00 (s.75 f.(2)).
    // 300 × 4,500 = 1,350,000.00; 50 × 2,250 = 112,500.00; before cap 1,462,500.00;
    // annual cap 1,000,000 (s.75 g.) binds: credit 1,000,000.00.
    const out = await run(annualCommand, [
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "300",
      "--retained-jobs",
      "50",
      "--annual-cap",
      "1,000,000",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe("Emerge annual credit: 1,000,000.00");
    expect(row(out.stdout, "new")).toBe("new | 300 | 4,500.00 | 1,350,000.00");
    expect(row(out.stdout, "retained")).toBe("retained | 50 | 2,250.00 | 112,500.00");
    expect(row(out.stdout, "Before cap")).toBe("Before cap | 1,462,500.00");
    expect(row(out.stdout, "Annual cap (s.75 g.)")).toBe("Annual cap (s.75 g.) | 1,000,000.00");
    expect(row(out.stdout, "Annual credit")).toBe("Annual credit | 1,000,000.00");
    expect(out.stdout).toContain("Explanation");
  });

  test("labor harmony for some of the new jobs, no cap given", async () => {
    // Covered: 3,500 + (c) 500 + (j) 2,000 = 6,000.00, within the cap 6,000 + 1,000 for (j).
    // Not covered: 3,500 + 500 = 4,000.00. 100 × 6,000 + 200 × 4,000 = 600,000 + 800,000
    // = 1,400,000.00; no annual cap given.
    const out = await run(annualCommand, [
      "--location",
      "enhanced",
      "--new-jobs",
      "300",
      "--labor-harmony-new-jobs",
      "100",
    ]);
    expect(out.code).toBe(0);
    expect(row(out.stdout, "new,")).toBe(
      "new, labor harmony agreement | 100 | 6,000.00 | 600,000.00",
    );
    expect(row(out.stdout, "new")).toBe("new | 200 | 4,000.00 | 800,000.00");
    expect(row(out.stdout, "Annual cap (s.75 g.)")).toBe("Annual cap (s.75 g.) | none given");
    expect(row(out.stdout, "Annual credit")).toBe("Annual credit | 1,400,000.00");
  });

  test("a per-year list is refused outside a schedule (exit 1, naming the flag)", async () => {
    const out = await run(annualCommand, ["--location", "enhanced", "--new-jobs", "100;200"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("--new-jobs");
  });

  test("more covered jobs than jobs is an input error", async () => {
    const out = await run(annualCommand, [
      "--location",
      "enhanced",
      "--new-jobs",
      "10",
      "--labor-harmony-new-jobs",
      "11",
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/^njcredit annual: --labor-harmony-new-jobs/);
  });

  test("--help shows the annual flags and an example", async () => {
    const out = await run(annualCommand, ["--help"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("--annual-cap <amount>");
    expect(out.stdout).toContain("--retained-jobs <count>");
    expect(out.stdout).toContain("njcredit annual --location enhanced");
  });

  test("--json is the machine interface's result", async () => {
    const out = await run(annualCommand, ["--location", "enhanced", "--new-jobs", "300", "--json"]);
    expect(JSON.parse(out.stdout)).toMatchObject({
      ok: true,
      result: { annualCredit: "1200000.00" },
    });
    // 300 × (3,500 + 500) = 1,200,000.00
  });
  test("without --new-jobs: the core's error naming --new-jobs, exit 1, no 0.00 credit", async () => {
    // docs/emerge.md §3 (v2): newJobs is required for the annual amount; before, this printed
    // "Emerge annual credit: 0.00" (a credit for 0 new jobs) and exited 0.
    const out = await run(annualCommand, ["--location", "enhanced"]);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(
      /^njcredit annual: --new-jobs is required for the Emerge annual credit/,
    );
    const json = await run(annualCommand, ["--location", "enhanced", "--json"]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: false, error: { input: "newJobs" } });
  });

  test("--new-jobs 0 given is a count: 10 retained grm jobs earn 20,000.00", async () => {
    // grm 4,000 × 1/2 (s.75 f.(2)) = 2,000.00 per retained job; 10 × 2,000.00 = 20,000.00.
    const out = await run(annualCommand, [
      "--location",
      "grm",
      "--new-jobs",
      "0",
      "--retained-jobs",
      "10",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe("Emerge annual credit: 20,000.00");
  });

  test("an annual cap in fractions of a cent is taken rounded down", async () => {
    // grm 1 new job 4,000.00 > cap 100.005, taken as 100.00 (docs/emerge.md §3 v2): credit 100.00.
    const out = await run(annualCommand, [
      "--location",
      "grm",
      "--new-jobs",
      "1",
      "--annual-cap",
      "100.005",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe("Emerge annual credit: 100.00");
    expect(row(out.stdout, "Annual cap (s.75 g.)")).toBe("Annual cap (s.75 g.) | 100.00");
  });
});
