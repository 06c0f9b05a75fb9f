import { perjobCommand } from "../../src/cli/perjob";
import { calculations, evaluate } from "../../src/core";
import { camelToKebab } from "../../src/cli/args";
import { run, stepLine } from "./runCommand";

describe("njcredit perjob: hand-worked amounts", () => {
  test("enhanced + small business + 300 new jobs", async () => {
    // Tier 2 (enhanced): base 3,500 (s.75 b.(2)); bonus (c) 251–400 new jobs: 500; bonus (e)
    // small business: 500. Gross 3,500 + 500 + 500 = 4,500.00 ≤ cap 6,000 (d.(2)), not binding.
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "300",
    ]);
    expect(out.code).toBe(0);
    expect(out.stderr).toBe("");
    const lines = out.stdout.split("\n");
    expect(lines[0]).toBe("Emerge per-job credit: 4,500.00 per new job per year");
    expect(lines[1]).toBe("tier 2 · base 3,500.00 · gross 4,500.00 · cap 6,000.00");
    expect(stepLine(out.stdout, "b.(2)")).toMatch(
      /^b\.\(2\) Statute base amount: enhanced area ✓ 3,500\.00 /,
    );
    expect(stepLine(out.stdout, "c.(1)(c)")).toMatch(/ ✓ 500\.00 /);
    expect(stepLine(out.stdout, "c.(1)(e)")).toMatch(/ ✓ 500\.00 /);
    // A step that did not apply is shown too, with a dash and no amount.
    expect(stepLine(out.stdout, "c.(1)(a)")).toMatch(/ – no Municipal/);
  });

  test("government-restricted municipality, retained job, median salary below the benchmark", async () => {
    // Tier 1: base 4,000, no bonus; cap 8,000 not binding. e.: below = (70,000 − 60,000) / 70,000
    // = 1/7 < 30%, so 4,000 × 60,000 / 70,000 = 3,428.571428…; f.(2) retained: half = 1,714.2857…
    // → rounded to cents 1,714.29.
    const out = await run(perjobCommand, [
      "--location=grm",
      "--job-type",
      "retained",
      "--project-median-salary",
      "60,000",
      "--benchmark-median-salary",
      "70000",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe(
      "Emerge per-job credit: 1,714.29 per retained job per year",
    );
    expect(stepLine(out.stdout, "e.")).toMatch(/ ✓ /);
  });

  test("30% or more below the benchmark: no credit, and the headline says why", async () => {
    // grm: base 4,000. e.: (70,000 − 49,000) / 70,000 = 21,000 / 70,000 = 30% exactly, which is
    // "30% or more": the credit is 0.00. One dollar more (49,001) is below 30%:
    // 4,000 × 49,001 / 70,000 = 2,800.0571… → 2,800.06.
    const none = await run(perjobCommand, [
      "--location",
      "grm",
      "--project-median-salary",
      "49000",
      "--benchmark-median-salary",
      "70000",
    ]);
    expect(none.code).toBe(0);
    const lines = none.stdout.split("\n");
    expect(lines[0]).toBe("Emerge per-job credit: 0.00 per new job per year (no credit)");
    expect(lines[1]).toMatch(/^No credit \(s\.75 e\.\): .*30% or more below/);
    const some = await run(perjobCommand, [
      "--location",
      "grm",
      "--project-median-salary",
      "49001",
      "--benchmark-median-salary",
      "70000",
    ]);
    expect(some.stdout.split("\n")[0]).toBe("Emerge per-job credit: 2,800.06 per new job per year");
  });

  test("a grouped count is one number outside a schedule, and --no-flag is false", async () => {
    // Other area: base 500 (b.(5)); 1,000 new jobs is in the 801–1,000 band of (c): 1,250.
    // --no-small-business: no (e). 500 + 1,250 = 1,750.00 ≤ cap 3,000 (d.(5)).
    const out = await run(perjobCommand, [
      "--location",
      "other",
      "--new-jobs",
      "1,000",
      "--no-small-business",
    ]);
    expect(out.code).toBe(0);
    expect(out.stdout.split("\n")[0]).toBe("Emerge per-job credit: 1,750.00 per new job per year");
    expect(stepLine(out.stdout, "c.(1)(e)")).toMatch(/ – /);
  });

  test("flag names match like input names: --newJobs, --small_business=true", async () => {
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--small_business=true",
      "--newJobs",
      "300",
    ]);
    expect(out.stdout.split("\n")[0]).toBe("Emerge per-job credit: 4,500.00 per new job per year");
  });

  test("--json prints exactly what evaluate returns", async () => {
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "300",
      "--json",
    ]);
    expect(out.code).toBe(0);
    const parsed = JSON.parse(out.stdout);
    expect(parsed).toEqual(
      evaluate("emerge.perJob", { location: "enhanced", smallBusiness: true, newJobs: "300" }),
    );
    expect(parsed.result.perJobCredit).toBe("4500.00");
  });

  test("--json with a rejected input prints the error JSON and exits 1", async () => {
    const out = await run(perjobCommand, ["--location", "mars", "--json"]);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: false, error: { input: "location" } });
  });
});

describe("njcredit perjob: the explanation table's layout", () => {
  test("written to a file or pipe, each step is one line, amounts right-aligned", async () => {
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--small-business",
      "--new-jobs",
      "300",
    ]);
    const json = evaluate("emerge.perJob", {
      location: "enhanced",
      smallBusiness: true,
      newJobs: 300,
    });
    if (!json.ok) throw new Error("expected a result");
    const trace = json.result.trace as { id: string }[];
    const lines = out.stdout.trimEnd().split("\n");
    const header = lines.findIndex((l) => l.startsWith("Subsection "));
    // The header, a rule, then exactly one line per trace step.
    expect(lines.length - header - 2).toBe(trace.length);
    const amountEnd = (l: string) => {
      const m = /(\d[\d,]*\.\d\d)\s/.exec(l);
      return m ? m.index + m[1].length : -1;
    };
    expect(amountEnd(stepLine(lines.join("\n"), "b.(2)"))).toBeGreaterThan(0);
    const raw = (id: string) => lines.find((l) => l.startsWith(id + " "))!;
    // 3,500.00 and 500.00 end in the same column.
    expect(amountEnd(raw("b.(2)"))).toBe(amountEnd(raw("c.(1)(e)")));
  });

  test("on an 80-column terminal, label and reason wrap so that no line is longer than 80", async () => {
    const out = await run(
      perjobCommand,
      ["--location", "enhanced", "--small-business", "--new-jobs", "300"],
      { tty: 80 },
    );
    const long = out.stdout.split("\n").filter((l) => l.length > 80);
    expect(long).toEqual([]);
    // Wrapping happened: there are more lines than steps.
    expect(out.stdout.split("\n").length).toBeGreaterThan(35);
  });
});

describe("njcredit perjob: bad command lines", () => {
  test("an unknown flag is a usage error (exit 2) with a suggestion", async () => {
    const out = await run(perjobCommand, ["--location", "enhanced", "--new-job", "300"]);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr).toContain("unknown flag --new-job; did you mean --new-jobs?");
    expect(out.stderr).toContain("njcredit perjob --help");
  });

  test("a misspelt --no- flag suggests the --no- form", async () => {
    const out = await run(perjobCommand, ["--location", "enhanced", "--no-smal-business"]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("did you mean --no-small-business?");
  });

  test("a value flag without its value says what it takes", async () => {
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--new-jobs",
      "--small-business",
    ]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("--new-jobs needs a value <count>");
  });

  test("a flag given twice, a stray argument, a yes/no flag with another value: usage errors", async () => {
    for (const args of [
      ["--location", "enhanced", "--location", "grm"],
      ["enhanced"],
      ["--location", "enhanced", "--small-business=maybe"],
      ["--location", "enhanced", "--no-small-business=true"],
      ["-x"],
    ]) {
      const out = await run(perjobCommand, args);
      expect({ args, code: out.code }).toEqual({ args, code: 2 });
    }
  });

  test("a value the core rejects is an input error (exit 1) naming the flag and what is accepted", async () => {
    const out = await run(perjobCommand, ["--location", "enhance"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(
      'njcredit perjob: --location must be one of grm, enhanced, distressed, qoz, corridor, other; "enhance" is not accepted; did you mean enhanced?\n',
    );
  });

  test("other inputs named in a message become flags too", async () => {
    const out = await run(perjobCommand, [
      "--location",
      "enhanced",
      "--industrial-capital-investment",
      "5000000",
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(
      "--minimum-capital-investment is required with --industrial-capital-investment",
    );
  });

  test("a missing location is an input error", async () => {
    const out = await run(perjobCommand, ["--new-jobs", "300"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("--location is required");
  });
});

describe("njcredit perjob --help", () => {
  test("lists every input of the core's schema as a flag, with defaults and examples", async () => {
    const out = await run(perjobCommand, ["--help"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(perjobCommand.help);
    for (const name of Object.keys(calculations["emerge.perJob"].schema)) {
      expect(out.stdout).toContain(`--${camelToKebab(name)}`);
    }
    expect(out.stdout).toContain("--no-small-business");
    expect(out.stdout).toContain("(default: new)");
    expect(out.stdout).toContain(
      "njcredit perjob --location enhanced --small-business --new-jobs 300",
    );
  });

  test("-h works too, even next to other flags", async () => {
    const out = await run(perjobCommand, ["--location", "enhanced", "-h"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Usage: njcredit perjob");
  });
});

test("a misspelt command or choice gets a suggestion, and is still an error", async () => {
  const { runCli } = await import("../../src/cli/main");
  let err = "";
  const io = {
    stdout: { write: () => true },
    stderr: { write: (s: string) => ((err += s), true) },
    stdin: process.stdin,
  } as unknown as Parameters<typeof runCli>[1];
  expect(await runCli(["perjobs"], io)).toBe(2);
  expect(err).toMatch(/^njcredit: unknown command "perjobs"; did you mean perjob\?/);
});
