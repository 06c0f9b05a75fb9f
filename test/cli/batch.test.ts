import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { batchCommand } from "../../src/cli/batch";
import { parseCsv } from "../../src/cli/csv";
import { run } from "./runCommand";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-batch-"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text, "utf8");
  return p;
}

/** Output records as objects keyed by the output header. */
function table(csv: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(csv).records.map((r) => r.fields);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe("njcredit batch: a mixed portfolio", () => {
  const input =
    "\uFEFFid,calc,location,Small business,new_jobs,retainedJobs,annualCap,firstYear\r\n" +
    "A,,enhanced,TRUE,300,,,\r\n" +
    'B,emerge.annual,enhanced,TRUE,300,50,"1,000,000",\r\n' +
    "C,emerge.schedule,enhanced,TRUE,100;150;300,,,2025\r\n" +
    "D,,enhanced,maybe,300,,,\r\n" +
    ",,,,,,,\r\n" +
    "E,EMERGE.PERJOB,grm,,,,,\r\n" +
    "F,bogus,enhanced,,,,,\r\n";

  test("one output row per scenario, inputs echoed, results appended; BOM kept; exit 0", async () => {
    const out = await run(batchCommand, [file("mixed.csv", input), "--keep", "id"]);
    expect(out.code).toBe(0);
    expect(out.stdout.startsWith("\uFEFF")).toBe(true);
    const lines = out.stdout.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "id,calc,location,Small business,new_jobs,retainedJobs,annualCap,firstYear," +
        "ok,error_input,error_message,status,per_job_credit,before_cap,annual_credit,credit_by_year,total_credit",
    );
    // A: enhanced 3,500 + (c) 500 + (e) 500 = 4,500.00 per new job.
    expect(lines[1]).toBe("A,,enhanced,TRUE,300,,,,true,,,credit,4500.00,,,,");
    // B: 300 × 4,500 + 50 × 2,250 = 1,350,000 + 112,500 = 1,462,500.00, capped at 1,000,000.00.
    // The grouped cap is echoed quoted, as read.
    expect(lines[2]).toBe(
      'B,emerge.annual,enhanced,TRUE,300,50,"1,000,000",,true,,,,,1462500.00,1000000.00,,',
    );
    // C: 100 × 4,000; 150 × 4,000; 300 × 4,500 (bonus (c) from 251 jobs) = 2,350,000.00.
    expect(lines[3]).toBe(
      "C,emerge.schedule,enhanced,TRUE,100;150;300,,,2025,true,,,,,,,400000.00;600000.00;1350000.00,2350000.00",
    );
    expect(lines[4]).toBe(
      'D,,enhanced,maybe,300,,,,false,smallBusiness,"smallBusiness must be TRUE or FALSE; ""maybe"" is not accepted",,,,,,',
    );
    // The blank row is skipped; E: the calc name is matched case-insensitively; grm base 4,000.
    expect(lines[5]).toBe("E,EMERGE.PERJOB,grm,,,,,,true,,,credit,4000.00,,,,");
    expect(lines[6]).toMatch(
      /^F,bogus,enhanced,,,,,,false,calc,"calc must be one of emerge\.perJob, /,
    );
    expect(lines[7]).toBe("");
    expect(lines.length).toBe(8);
    expect(out.stderr).toBe(
      'njcredit batch: 6 rows; 4 ok; 2 with errors (first: row 5, smallBusiness: smallBusiness must be TRUE or FALSE; "maybe" is not accepted); 1 blank row skipped\n',
    );
  });

  test("--out writes the same CSV to a file", async () => {
    const outPath = path.join(dir, "results.csv");
    const viaStdout = await run(batchCommand, [file("mixed2.csv", input), "--keep", "id"]);
    const out = await run(batchCommand, [
      path.join(dir, "mixed2.csv"),
      "--keep",
      "id",
      "--out",
      outPath,
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe("");
    expect(fs.readFileSync(outPath, "utf8")).toBe(viaStdout.stdout);
    expect(out.stderr).toContain(`6 rows → ${outPath}; 4 ok`);
  });

  test("wind rows get the wind columns", async () => {
    // Owner, capital investment 80,000,000, 300 approved jobs (default): 100% of the base,
    // 80,000,000.00, one fifth a year: 16,000,000.00 in each compliance year the jobs are met.
    const out = await run(batchCommand, ["-"], {
      stdin:
        "calc,role,capitalInvestment,employment\nwind.schedule,owner,80000000,310;320;330;340;350\n",
    });
    expect(out.code).toBe(0);
    const [row] = table(out.stdout);
    expect(row).toMatchObject({
      ok: "true",
      eligible: "true",
      credit_base: "80000000.00",
      total_credit: "80000000.00",
      allowed_by_year: "16000000.00;16000000.00;16000000.00;16000000.00;16000000.00",
      allowed_total: "80000000.00",
      forfeited_total: "0.00",
      pending_total: "0.00",
    });
  });
});

describe("njcredit batch: CSV edge cases", () => {
  test("quoted fields with commas, quotes and line breaks are echoed intact", async () => {
    const out = await run(batchCommand, ["-", "--keep", "note"], {
      stdin: 'note,location,newJobs\r\n"Smith, ""J""\r\nsecond line",other,"1,000"\r\n',
    });
    expect(out.code).toBe(0);
    const [row] = table(out.stdout);
    // other: 500 + (c) 801–1,000 band 1,250 = 1,750.00 (the quoted grouped count is one number).
    expect(row).toMatchObject({
      note: 'Smith, "J"\r\nsecond line',
      ok: "true",
      per_job_credit: "1750.00",
    });
  });

  test("a row with more fields than the header, or a value under an unnamed column, is an error row", async () => {
    const out = await run(batchCommand, ["-"], {
      stdin: "location,newJobs,\nenhanced,300,\nenhanced,300,x\nenhanced,300,,extra\n",
    });
    expect(out.code).toBe(0);
    const rows = table(out.stdout);
    expect(rows.map((r) => r.ok)).toEqual(["true", "false", "false"]);
    expect(rows[1].error_message).toBe('column 3 has a value ("x") but no name in the header row');
    expect(rows[2].error_message).toBe("the row has 4 fields but the header has 3 columns");
  });

  test("a header column that is no input stops the run before any row, with a suggestion", async () => {
    const out = await run(batchCommand, ["-"], { stdin: "location,smallBusines\nenhanced,TRUE\n" });
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain(
      'column "smallBusines" is not an input of any calculation; did you mean "smallBusiness"?',
    );
  });

  test("an input of another calculation is an error only where the row gives it a value", async () => {
    const out = await run(batchCommand, ["-"], {
      stdin: "calc,location,role\nemerge.perJob,enhanced,\nemerge.perJob,enhanced,owner\n",
    });
    const rows = table(out.stdout);
    expect(rows.map((r) => r.ok)).toEqual(["true", "false"]);
    expect(rows[1].error_input).toBe("role");
  });

  test("an unclosed quote, an empty file, a missing file: exit 1 with the reason", async () => {
    const unclosed = await run(batchCommand, ["-"], { stdin: 'location,newJobs\nenhanced,"300\n' });
    expect(unclosed.code).toBe(1);
    expect(unclosed.stderr).toContain("line 2: a quoted field is never closed");
    const empty = await run(batchCommand, ["-"], { stdin: "" });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("the file is empty");
    const missing = await run(batchCommand, [path.join(dir, "nope.csv")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot read");
    const unwritable = await run(
      batchCommand,
      ["-", "--out", path.join(dir, "no-such-dir", "out.csv")],
      {
        stdin: "location\nenhanced\n",
      },
    );
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain("cannot write");
  });

  test("usage errors: no file, two files, --out onto the input", async () => {
    expect((await run(batchCommand, [])).code).toBe(2);
    expect((await run(batchCommand, ["a.csv", "b.csv"])).code).toBe(2);
    const same = await run(batchCommand, [
      file("same.csv", "location\nenhanced\n"),
      "--out",
      path.join(dir, "same.csv"),
    ]);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain("is the scenarios file itself");
    expect(fs.readFileSync(path.join(dir, "same.csv"), "utf8")).toBe("location\nenhanced\n");
  });

  test("--help", async () => {
    const out = await run(batchCommand, ["--help"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Usage: njcredit batch");
    expect(out.stdout).toContain("njcredit batch scenarios.csv --out results.csv");
  });
});

describe("njcredit batch: progress on long runs", () => {
  const many = (n: number) => "location,newJobs\n" + "enhanced,300\n".repeat(n);

  test("to a log (not a terminal): a line every 1,000 rows, then the summary", async () => {
    const out = await run(batchCommand, ["-"], { stdin: many(2500) });
    expect(out.code).toBe(0);
    expect(out.stderr).toBe(
      "njcredit batch: 1,000 of 2,500 rows\n" +
        "njcredit batch: 2,000 of 2,500 rows\n" +
        "njcredit batch: 2,500 rows; 2,500 ok; 0 with errors\n",
    );
    expect(table(out.stdout)).toHaveLength(2500);
  });

  test("on a terminal: one line rewritten with \\r, cleared before the summary", async () => {
    const out = await run(batchCommand, ["-"], { stdin: many(250), tty: 100 });
    expect(out.stderr).toBe(
      "\rnjcredit batch: 100 of 250 rows\rnjcredit batch: 200 of 250 rows\r\x1b[K" +
        "njcredit batch: 250 rows; 250 ok; 0 with errors\n",
    );
  });

  test("--quiet: only the summary", async () => {
    const out = await run(batchCommand, ["-", "--quiet"], { stdin: many(1000) });
    expect(out.stderr).toBe("njcredit batch: 1,000 rows; 1,000 ok; 0 with errors\n");
  });
});
