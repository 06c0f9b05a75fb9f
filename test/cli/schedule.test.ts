import { scheduleCommand } from "../../src/cli/schedule";
import { run } from "./runCommand";

const cells = (out: string, start: RegExp) =>
  out
    .split("\n")
    .find((l) => start.test(l))
    ?.trim()
    .split(/\s{2,}/);

describe("njcredit schedule", () => {
  test("three years of new jobs from 2025", async () => {
    // Enhanced, small business: 3,500 + (e) 500 = 4,000 per new job; (c) only at 251+ new jobs.
    // Year 1: 100 × 4,000 = 400,000.00; year 2: 150 × 4,000 = 600,000.00;
    // year 3: 300 jobs earn (c) 500: 4,500 × 300 = 1,350,000.00. Total 2,350,000.00.
    // Per retained job: half: 2,000.00, 2,000.00, 2,250.00.
    const out = await run(scheduleCommand, [
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "100,150,300",
      "--first-year",
      "2025",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe("Emerge credit over 3 years: 2,350,000.00");
    expect(cells(out.stdout, /^\s*Year/)).toEqual([
      "Year",
      "Calendar year",
      "New jobs",
      "Retained jobs",
      "Per new job",
      "Per retained job",
      "Before cap",
      "Credit",
    ]);
    expect(cells(out.stdout, /^\s+1\s/)).toEqual([
      "1",
      "2025",
      "100",
      "0",
      "4,000.00",
      "2,000.00",
      "400,000.00",
      "400,000.00",
    ]);
    expect(cells(out.stdout, /^\s+2\s/)).toEqual([
      "2",
      "2026",
      "150",
      "0",
      "4,000.00",
      "2,000.00",
      "600,000.00",
      "600,000.00",
    ]);
    expect(cells(out.stdout, /^\s+3\s/)).toEqual([
      "3",
      "2027",
      "300",
      "0",
      "4,500.00",
      "2,250.00",
      "1,350,000.00",
      "1,350,000.00",
    ]);
    expect(cells(out.stdout, /^Total/)).toEqual(["Total", "2,350,000.00"]);
  });

  test("committed new jobs decide bonus (c) in every year; an annual cap per year", async () => {
    // committedNewJobs 300: (c) 500 in every year, so 3,500 + 500 = 4,000 per new job.
    // Year 1: 100 × 4,000 = 400,000.00, under the cap 500,000: credit 400,000.00.
    // Year 2: 200 × 4,000 = 800,000.00, over the cap: credit 500,000.00. Total 900,000.00.
    const out = await run(scheduleCommand, [
      "--location",
      "enhanced",
      "--new-jobs",
      "100;200",
      "--committed-new-jobs",
      "300",
      "--annual-cap",
      "500000",
    ]);
    expect(out.code).toBe(0);
    expect(cells(out.stdout, /^\s*Year/)).toContain("Annual cap");
    expect(cells(out.stdout, /^\s+1\s/)).toEqual([
      "1",
      "100",
      "0",
      "4,000.00",
      "2,000.00",
      "400,000.00",
      "500,000.00",
      "400,000.00",
    ]);
    expect(cells(out.stdout, /^\s+2\s/)).toEqual([
      "2",
      "200",
      "0",
      "4,000.00",
      "2,000.00",
      "800,000.00",
      "500,000.00",
      "500,000.00",
    ]);
    expect(cells(out.stdout, /^Total/)).toEqual(["Total", "900,000.00"]);
  });

  test("a thousands separator inside a list is refused instead of read as two years", async () => {
    const out = await run(scheduleCommand, ["--location", "enhanced", "--new-jobs", "1,000"]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("write numbers without thousands separators");
  });

  test("more than seven years is an input error naming the flag", async () => {
    const out = await run(scheduleCommand, [
      "--location",
      "enhanced",
      "--new-jobs",
      "1,2,3,4,5,6,7,8",
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("--new-jobs has 8 values; at most 7");
  });

  test("--help shows list flags and an example", async () => {
    const out = await run(scheduleCommand, ["--help"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("--new-jobs <count[,count…]>");
    expect(out.stdout).toContain(
      "njcredit schedule --location enhanced --small-business --new-jobs 100,150,200",
    );
  });
  test("without --new-jobs: the core's error naming --new-jobs, exit 1", async () => {
    // docs/emerge.md §3 (v2): newJobs is required for the schedule; before, 5 and 6 retained jobs were
    // scheduled as if there were 0 new jobs, exit 0.
    const out = await run(scheduleCommand, ["--location", "enhanced", "--retained-jobs", "5,6"]);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(
      /^njcredit schedule: --new-jobs is required for the Emerge schedule/,
    );
  });
});
