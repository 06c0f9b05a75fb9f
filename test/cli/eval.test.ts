import { PassThrough } from "stream";
import { MAX_LINE_LENGTH, MAX_NESTING, evalCommand, evalLine } from "../../src/cli/eval";
import type { EvalOutput } from "../../src/core";

async function runEval(input: string): Promise<{ code: number; lines: string[]; stderr: string }> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (d) => (out += d));
  stderr.on("data", (d) => (err += d));
  stdin.end(input);
  const code = await evalCommand.run([], { stdin, stdout, stderr });
  return { code, lines: out.split("\n").filter((l) => l !== ""), stderr: err };
}

describe("njcredit eval (docs/interface.md 1.1)", () => {
  test("one line out per line in, same order, bad lines answered as errors, exit 0", async () => {
    const input = [
      // enhanced 3,500 + (c) 300 jobs 500 + (e) 500 = 4,500.00
      '{"calc":"emerge.perJob","inputs":{"location":"enhanced","smallBusiness":true,"newJobs":300}}',
      "not json",
      "",
      '{"calc":"emerge.nope","inputs":{}}',
      '{"calc":"emerge.perJob","inputs":{"location":"grm","newJobs":2.5}}',
      "[1,2]",
      '{"calc":"emerge.perJob","inputs":{"location":"other"},"extra":1}',
      // other 500, retained × 1/2 = 250.00
      '{"calc":"emerge.perJob","inputs":{"location":"other","jobType":"retained"}}',
    ].join("\n");
    const { code, lines } = await runEval(input + "\n");
    expect(code).toBe(0);
    expect(lines).toHaveLength(8);
    const out = lines.map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({
      ok: true,
      result: { perJobCredit: "4500.00", status: "credit" },
    });
    expect(out[1]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[2]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[3]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[3].error.message).toContain("emerge.perJob");
    expect(out[4]).toMatchObject({ ok: false, error: { input: "newJobs" } });
    expect(out[5]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[6]).toMatchObject({ ok: false, error: { input: null } });
    expect(out[7]).toMatchObject({ ok: true, result: { perJobCredit: "250.00" } });
  });

  test("CRLF line ends and a byte-order mark are tolerated", async () => {
    const { lines } = await runEval(
      '\uFEFF{"calc":"emerge.perJob","inputs":{"location":"other"}}\r\n',
    );
    expect(JSON.parse(lines[0])).toMatchObject({ ok: true, result: { perJobCredit: "500.00" } });
  });

  test("trace steps have the interface's fields, money with two decimals", () => {
    const out = evalLine(
      '{"calc":"emerge.perJob","inputs":{"location":"distressed","childCare":true}}',
    ) as EvalOutput;
    if (!out.ok) throw new Error(out.error.message);
    const trace = out.result.trace ?? [];
    const childCare = trace.find((s) => s.id === "c.(1)(k)");
    // distressed 3,000 + (k) 1,000 = 4,000.00, under the d.(3) limit of 5,000
    expect(childCare).toEqual({
      id: "c.(1)(k)",
      citation: "P.L.2020, c.156, s.75 c.(1)(k)",
      label: expect.any(String),
      applied: true,
      amount: "1000.00",
      reason: expect.any(String),
      kind: "amount",
      group: "bonuses",
      source: "statute",
    });
    expect(out.result.perJobCredit).toBe("4000.00");
  });
});

/** The answer to one line, loosely typed for reading its fields. */
interface Answer {
  ok: boolean;
  result: Record<string, unknown> & { reasons: string[]; perJobCredit: string };
  error: { input: string; message: string };
}
const answer = (line: string) => evalLine(line) as unknown as Answer;
const wind = (capitalInvestment: string) =>
  `{"calc":"wind.schedule","inputs":{"role":"owner","capitalInvestment":${capitalInvestment}}}`;
const emerge = (calc: string, inputs: string) => `{"calc":"${calc}","inputs":{${inputs}}}`;

describe("JSON numbers are read from their digits, never rounded to a double first", () => {
  test("49999999.99999999999 is below the $50,000,000 minimum, as a number and as text", () => {
    // docs/wind.md: an owner's capital investment must be at least $50,000,000 (s.6 a.(2)(a)). The
    // double nearest 49999999.99999999999 is 50000000, which used to pass.
    const asNumber = answer(wind("49999999.99999999999"));
    const asText = answer(wind('"49999999.99999999999"'));
    expect(asNumber).toMatchObject({ ok: true, result: { eligible: false, creditBase: null } });
    expect(asNumber.result.reasons).toEqual(["P.L.2010, c.57, s.6 a.(2)(a)"]);
    expect(asNumber).toEqual(asText);
    // Exactly 50,000,000 meets the minimum.
    expect(answer(wind("50000000")).result.reasons).not.toContain("P.L.2010, c.57, s.6 a.(2)(a)");
  });
  test("a count of 250.9999999999999999 is not whole: an error, not bonus (c) for 251", () => {
    const out = answer(emerge("emerge.perJob", '"location":"grm","newJobs":250.9999999999999999'));
    expect(out).toMatchObject({ ok: false, error: { input: "newJobs" } });
    expect(out.error.message).toContain("whole number");
    // 251 itself earns (c) 500: 4,000 + 500 = 4,500.00
    expect(
      answer(emerge("emerge.perJob", '"location":"grm","newJobs":251')).result.perJobCredit,
    ).toBe("4500.00");
  });
  test("annualCap -1e-400 is a negative amount: an error, not 0", () => {
    const out = answer(emerge("emerge.annual", '"location":"grm","newJobs":1,"annualCap":-1e-400'));
    expect(out).toMatchObject({ ok: false, error: { input: "annualCap" } });
  });
  test("renewableEnergyShare 1.00000000000000001 is above 1: an error", () => {
    const out = answer(
      emerge("emerge.perJob", '"location":"grm","renewableEnergyShare":1.00000000000000001'),
    );
    expect(out).toMatchObject({ ok: false, error: { input: "renewableEnergyShare" } });
    expect(out.error.message).toContain("between 0 and 1");
  });
  test("a number is still a number: booleans refuse 1 and 0, choices refuse numbers", () => {
    expect(answer(emerge("emerge.perJob", '"location":"grm","smallBusiness":1'))).toMatchObject({
      ok: false,
      error: { input: "smallBusiness", message: "smallBusiness must be TRUE or FALSE, not 1" },
    });
    expect(answer(emerge("emerge.perJob", '"location":5'))).toMatchObject({
      ok: false,
      error: { input: "location" },
    });
    expect(answer('{"calc":"emerge.perJob","inputs":5}')).toMatchObject({
      ok: false,
      error: { input: null, message: '"inputs" must be an object of name/value pairs' },
    });
    expect(answer("5")).toMatchObject({ ok: false, error: { input: null } });
    expect(answer('{"calc":5,"inputs":{}}').error.message).toContain("got the number 5");
  });
  test("a huge exponent is an error naming the input", () => {
    const out = answer(emerge("emerge.perJob", '"location":"grm","newJobs":1e9000000000000000'));
    expect(out).toMatchObject({ ok: false, error: { input: "newJobs" } });
    expect(out.error.message).toContain("less than 1e15");
  });
  test("a name given twice in one object is an error, not the last value silently", () => {
    // JSON.parse kept the last of {"newJobs":1,"newJobs":300}, a different credit.
    const out = answer(emerge("emerge.perJob", '"location":"grm","newJobs":1,"newJobs":300'));
    expect(out).toMatchObject({ ok: false, error: { input: null } });
    expect(out.error.message).toContain('"newJobs" is given twice');
  });
});

describe("calculation names", () => {
  test("emerge.perjob is an error that suggests emerge.perJob", () => {
    const out = answer('{"calc":"emerge.perjob","inputs":{"location":"grm"}}');
    expect(out).toMatchObject({ ok: false, error: { input: null } });
    expect(out.error.message).toContain("did you mean emerge.perJob?");
    expect(answer('{"calc":"emerge.anual","inputs":{}}').error.message).toContain(
      "did you mean emerge.annual?",
    );
    expect(answer('{"calc":"bogus","inputs":{}}').error.message).not.toContain("did you mean");
  });
});

describe("huge text in a line", () => {
  test("a megabyte-long unknown name is echoed cut short, once per field", () => {
    const name = "q".repeat(MAX_LINE_LENGTH - 100);
    const out = answer(`{"calc":"emerge.perJob","inputs":{"location":"grm","${name}":1}}`);
    expect(out).toMatchObject({ ok: false });
    expect(out.error.input.length).toBeLessThanOrEqual(60);
    expect(JSON.stringify(out).length).toBeLessThan(2000);
  });
  test("a long calc name, field name or number is cut short too", () => {
    const long = "z".repeat(100_000);
    expect(JSON.stringify(answer(`{"calc":"${long}","inputs":{}}`)).length).toBeLessThan(500);
    expect(JSON.stringify(answer(`{"calc":"emerge.perJob","${long}":1}`)).length).toBeLessThan(500);
    const digits = "9".repeat(100_000);
    expect(
      JSON.stringify(answer(emerge("emerge.perJob", `"location":"grm","newJobs":${digits}`)))
        .length,
    ).toBeLessThan(500);
    expect(
      JSON.stringify(answer(`{"calc":"emerge.perJob","inputs":{"x":1${"x".repeat(100_000)}}}`))
        .length,
    ).toBeLessThan(500);
  });
  test("a long per-year text with commas (wind employment) is refused with its text cut short", () => {
    const text = "1," + "2".repeat(100_000);
    const out = answer(
      `{"calc":"wind.schedule","inputs":{"role":"owner","capitalInvestment":80000000,"employment":"${text}"}}`,
    );
    expect(out).toMatchObject({ ok: false, error: { input: "employment" } });
    expect(out.error.message).toContain("is ambiguous");
    expect(JSON.stringify(out).length).toBeLessThan(500);
  });
  test("nesting past the bound is an error line, without parsing", () => {
    const deep = '{"calc":' + "[".repeat(5000) + "]".repeat(5000) + ',"inputs":{}}';
    expect(answer(deep)).toMatchObject({ ok: false, error: { input: null } });
    expect(answer(deep).error.message).toContain(`more than ${MAX_NESTING} levels`);
    // Brackets inside strings do not count.
    const quoted = emerge("emerge.perJob", `"location":"grm","${"[".repeat(100)}":1`);
    expect(answer(quoted).error.message).toContain("is not an input");
  });
});

describe("lines end at LF or CRLF only (docs/interface.md 1.1 v2)", () => {
  const ok = '{"calc":"emerge.perJob","inputs":{"location":"other"}}';
  test("a line ending CR CR LF is one line, answered once", async () => {
    const { code, lines } = await runEval(`${ok}\r\r\n${ok}\r\r\n`);
    expect(code).toBe(0);
    expect(lines).toHaveLength(2);
    // other 500.00; the CR before the CRLF is JSON whitespace
    for (const line of lines)
      expect(JSON.parse(line)).toMatchObject({ ok: true, result: { perJobCredit: "500.00" } });
  });
  test("a CR between JSON tokens does not split a line", async () => {
    const { lines } = await runEval('{"calc":"emerge.perJob",\r"inputs":{"location":\r"other"}}\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ ok: true, result: { perJobCredit: "500.00" } });
  });
  test("a last line without a line end is answered; a lone CR is not a line end", async () => {
    const { lines } = await runEval(`${ok}\n${ok}\r${ok}`);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]).ok).toBe(true);
    expect(JSON.parse(lines[1])).toMatchObject({ ok: false, error: { input: null } });
  });
  test("a line longer than the bound is one error line; the lines around it are answered", async () => {
    const long = `{"calc":"emerge.perJob","inputs":{"location":"${"a".repeat(MAX_LINE_LENGTH)}"}}`;
    const { code, lines } = await runEval(`${ok}\n${long}\r\n${ok}\n${long}`);
    expect(code).toBe(0);
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0]).ok).toBe(true);
    expect(JSON.parse(lines[1]).error.message).toContain("too long to be a scenario");
    expect(JSON.parse(lines[2]).ok).toBe(true);
    expect(JSON.parse(lines[3]).error.message).toContain("too long to be a scenario");
  });
  test("multi-byte characters split across chunks are decoded whole", async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    let out = "";
    stdout.on("data", (d) => (out += d));
    const bytes = Buffer.from('{"calc":"emerge.perJob","inputs":{"location":"otheré"}}\n', "utf8");
    const at = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    stdin.write(bytes.subarray(0, at));
    stdin.end(bytes.subarray(at));
    await evalCommand.run([], { stdin, stdout, stderr: new PassThrough() });
    expect(JSON.parse(out).error.message).toContain('"otheré" is not accepted');
  });
});

describe("eval compares two scenarios (docs/interface.md 1.3)", () => {
  test("{calc, compare: [a, b]}: both amounts, the difference, the inputs and the bridge", () => {
    // other: 500; with (e) small business: 1,000 (s.75 b.(5), c.(1)(e)).
    expect(
      evalLine(
        '{"calc":"emerge.perJob","compare":[{"location":"other"},{"location":"other","smallBusiness":true}]}',
      ),
    ).toMatchObject({
      ok: true,
      result: {
        a: "500.00",
        b: "1000.00",
        difference: "500.00",
        inputs: [{ name: "smallBusiness", a: null, b: true }],
        bridge: [{ id: "c.(1)(e)", label: "small business", amount: "500.00" }],
      },
    });
  });

  test("a bad side is an error naming the side and the input; a malformed compare is refused", () => {
    expect(
      evalLine('{"calc":"emerge.perJob","compare":[{"location":"other"},{"location":"x"}]}'),
    ).toMatchObject({
      ok: false,
      error: { input: "location", message: expect.stringMatching(/^b: location/) },
    });
    expect(evalLine('{"calc":"emerge.perJob","compare":[{"location":"other"}]}')).toMatchObject({
      ok: false,
      error: { input: null, message: expect.stringContaining("a list of two inputs objects") },
    });
    expect(evalLine('{"calc":"emerge.perJob","inputs":{},"compare":[{},{}]}')).toMatchObject({
      ok: false,
    });
  });
});
