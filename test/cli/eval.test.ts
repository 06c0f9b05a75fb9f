import { PassThrough } from "stream";
import { evalCommand, evalLine } from "../../src/cli/eval";

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

describe("njcredit eval (interface.md 1.1)", () => {
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
    );
    if (!out.ok) throw new Error(out.error.message);
    const trace = out.result.trace as Array<Record<string, unknown>>;
    const childCare = trace.find((s) => s.id === "c.(1)(k)");
    // distressed 3,000 + (k) 1,000 = 4,000.00, under the d.(3) limit of 5,000
    expect(childCare).toEqual({
      id: "c.(1)(k)",
      citation: "P.L.2020, c.156, s.75 c.(1)(k)",
      label: expect.any(String),
      applied: true,
      amount: "1000.00",
      reason: expect.any(String),
    });
    expect(out.result.perJobCredit).toBe("4000.00");
  });
});
