import { windCommand } from "../../src/cli/wind";
import { run, stepLine } from "./runCommand";

/** A row of the years table, with runs of spaces collapsed. */
const row = (out: string, start: string) =>
  out
    .split("\n")
    .find((l) => l.trimStart().startsWith(start + " "))
    ?.trim()
    .replace(/\s{2,}/g, " | ");

describe("njcredit wind", () => {
  test("the people's example: $80,000,000 and 120/160/210/310/320 jobs", async () => {
    // 100% of 80,000,000 = 80,000,000.00; one-fifth 16,000,000.00; every minimum met.
    const out = await run(windCommand, [
      "--capital-investment",
      "80000000",
      "--employment",
      "120,160,210,310,320",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe(
      "Wind energy facility credit (owner): total 80,000,000.00",
    );
    expect(row(out.stdout, "1")).toBe("1 | 100 | 120 | 16,000,000.00 | 16,000,000.00 | earned");
    expect(row(out.stdout, "5")).toBe("5 | 300 | 320 | 16,000,000.00 | 16,000,000.00 | earned");
    expect(row(out.stdout, "Total")).toBe("Total | 80,000,000.00 | 80,000,000.00");
    expect(stepLine(out.stdout, "a.(2)(a)")).toContain("not less than $50,000,000.00: met");
  });

  test("a tenant with a pending year, a lease cap and June fiscal years", async () => {
    // 70,000,000 × 0.25 = 17,500,000; 65% (220 jobs) = 11,375,000.00; fifth 2,275,000.00.
    // June periods of CBT-100 tax year Y end June 30 of Y + 1.
    // Year 1 (ends 2027-06-30): 67 needed, 100 given; lease 2,000,000 < 2,275,000 → 2,000,000.
    // Year 2 (2028-06-30): blank → pending. Year 3: 134 needed, 200 given → 2,275,000.
    // Years 4-5 not given → pending. allowed 4,275,000; pending 3 × 2,275,000 = 6,825,000;
    // lease-cap reduction 275,000; 4,275,000 + 6,825,000 + 275,000 = 11,375,000.
    const out = await run(windCommand, [
      "--role",
      "tenant",
      "--capital-investment",
      "70,000,000",
      "--tenant-leased-share",
      "0.25",
      "--approved-jobs",
      "220",
      "--employment",
      "100,,200",
      "--lease-payments",
      "2000000",
      "--first-year",
      "2026",
      "--period-end-month",
      "6",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe(
      "Wind energy facility credit (tenant): total 11,375,000.00",
    );
    expect(out.stdout).toContain("65% for 220 approved jobs");
    expect(row(out.stdout, "1")).toBe(
      "1 | 2026 | 2027-06-30 | 67 | 100 | 2,275,000.00 | 2,000,000.00 | 2,000,000.00 | lease-capped",
    );
    expect(row(out.stdout, "2")).toBe(
      "2 | 2027 | 2028-06-30 | 100 | – | 2,275,000.00 | – | 0.00 | pending",
    );
    expect(row(out.stdout, "3")).toBe(
      "3 | 2028 | 2029-06-30 | 134 | 200 | 2,275,000.00 | – | 2,275,000.00 | earned",
    );
    expect(out.stdout).toContain(
      "Allowed 4,275,000.00 + forfeited 0.00 + pending 6,825,000.00 + not met 0.00 + lease-cap reduction 275,000.00 = total 11,375,000.00",
    );
  });

  test("a total ending in 3 cents: years 1-4 the fifth rounded down, year 5 the rest", async () => {
    // 50,000,000.03 / 5 = 10,000,000.006 → 10,000,000.00 (years 1-4); year 5 = 50,000,000.03 −
    // 40,000,000.00 = 10,000,000.03. Employment not given: the credit period has not begun (s.6
    // d.), so no year has a period (the Period column shows –) and all are pending, 50,000,000.03.
    const out = await run(windCommand, ["--capital-investment", "50000000.03"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(
      "one-fifth a year 10,000,000.00 (rounded down; year 5 10,000,000.03)",
    );
    expect(row(out.stdout, "5")).toBe("5 | – | 300 | – | 10,000,000.03 | 0.00 | pending");
    expect(row(out.stdout, "Total")).toBe("Total | 50,000,000.03 | 0.00");
    expect(out.stdout).toContain(
      "Allowed 0.00 + forfeited 0.00 + pending 50,000,000.03 + not met 0.00 + lease-cap reduction 0.00 = total 50,000,000.03",
    );
  });

  test("not eligible: every reason, and zeros", async () => {
    const out = await run(windCommand, ["--capital-investment", "49999999", "--beip-grant"]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe(
      "Wind energy facility credit (owner): not eligible, no credit",
    );
    expect(out.stdout.split("\n")[1]).toBe(
      "Failed: P.L.2010, c.57, s.6 a.(3); P.L.2010, c.57, s.6 a.(2)(a)",
    );
  });

  test("bad input names the flag and exits 1; --help lists every input", async () => {
    const bad = await run(windCommand, [
      "--capital-investment",
      "80000000",
      "--tenant-leased-share",
      "0.3",
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("--tenant-leased-share");
    const help = await run(windCommand, ["--help"]);
    expect(help.code).toBe(0);
    for (const flag of [
      "--capital-investment",
      "--employment",
      "--lease-payments",
      "--documentation-approval-date",
      "--program-cap-remaining",
    ]) {
      expect(help.stdout).toContain(flag);
    }
  });

  test("--json prints the machine interface's result", async () => {
    const out = await run(windCommand, ["--capital-investment", "80000000", "--json"]);
    const json = JSON.parse(out.stdout);
    expect(json.ok).toBe(true);
    expect(json.result.pendingTotal).toBe("80000000.00");
  });
});
