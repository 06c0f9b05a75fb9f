/**
 * Where the host runs CustomFunctionsRuntime 1.4: money as formatted numbers (counts #,##0) in
 * single cells, tables and grids; the AWARD functions as entities whose fields are the core's
 * result as evaluate gives it. Without 1.4 (or without Office): plain numbers, as before.
 */
import { evaluate } from "../../src/core";
import * as source from "../../src/functions/functions";

/** The functions as Excel calls them: any values (the enum-typed arguments included). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const functions = source as unknown as Record<keyof typeof source, (...args: any[]) => any>;
import { resetHostSupport } from "../../src/functions/values";
import { TRACE_HEADERS } from "../../src/functions/cells";
import { installCustomFunctionsStub } from "./stub";

type Json = Record<string, unknown>;
const money = (basicValue: number) => ({
  type: "FormattedNumber",
  basicValue,
  numberFormat: "$#,##0.00",
});
const count = (basicValue: number) => ({
  type: "FormattedNumber",
  basicValue,
  numberFormat: "#,##0",
});

let asked: string[] = [];
function installHost(supports14: boolean): void {
  asked = [];
  (globalThis as { Office?: unknown }).Office = {
    context: {
      requirements: {
        isSetSupported: (name: string, version: string) => {
          asked.push(`${name} ${version}`);
          return supports14 && name === "CustomFunctionsRuntime" && version === "1.4";
        },
      },
    },
  };
  resetHostSupport();
}

beforeAll(installCustomFunctionsStub);
afterEach(() => {
  delete (globalThis as { Office?: unknown }).Office;
  resetHostSupport();
});

const emergeArgs = [
  "enhanced",
  300,
  10,
  [
    ["smallBusiness", true],
    ["annualCap", 900000],
  ],
] as const;
const emergeResult = (): Json => {
  const out = evaluate("emerge.annual", {
    location: "enhanced",
    newJobs: 300,
    retainedJobs: 10,
    smallBusiness: true,
    annualCap: 900000,
  });
  if (!out.ok) throw new Error(out.error.message);
  return out.result;
};
const windArgs = ["owner", 50000000, [[100, 150]], [["approvedJobs", 300]]] as const;
const windResult = (): Json => {
  const out = evaluate("wind.schedule", {
    role: "owner",
    capitalInvestment: 50000000,
    employment: [100, 150],
    approvedJobs: 300,
  });
  if (!out.ok) throw new Error(out.error.message);
  return out.result;
};

describe("with CustomFunctionsRuntime 1.4", () => {
  beforeEach(() => installHost(true));

  test("money is a formatted number; the host is asked once", () => {
    // 300 × 4,000 = 1,200,000 (as the plain cell shows; test/functions/functions.test.ts).
    expect(functions.annual("enhanced", 300, null, null)).toEqual(money(1200000));
    expect(functions.perJob("enhanced", null, null)).toEqual(money(3500));
    expect(functions.minWage(2025)).toEqual(money(15.49));
    expect(asked).toEqual(["CustomFunctionsRuntime 1.4"]);
  });

  test("tables: money and counts formatted per cell, calendar years and text as they are", () => {
    const table = functions.schedule("grm", [[10, 10]], null, null, false);
    // Year 1: 10 new jobs × 4,000 = 40,000.
    // Kinds as the core's column descriptors say: the year index a count, no calendar year given.
    expect(table[0]).toEqual([
      count(1),
      "",
      count(10),
      count(0),
      money(4000),
      money(2000),
      money(40000),
      "",
      money(40000),
    ]);
    expect(table[2][8]).toEqual(money(80000));
    const explain = functions.explain("grm", null, null, false);
    expect(explain[0][TRACE_HEADERS.indexOf("Amount")]).toEqual(money(4000)); // base amount, s.75 b.(1)
  });

  test("grids: each amount formatted, the varied values as they are", async () => {
    const grid = await functions.creditGrid(
      "grm",
      null,
      "newJobs",
      [[10, 20]],
      "smallBusiness",
      [[false]],
      "annual",
      true,
    );
    expect(grid).toEqual([
      ["smallBusiness ↓ / newJobs →", 10, 20],
      [false, money(40000), money(80000)],
    ]);
  });

  test("NJCREDIT.AWARD: an entity whose fields are what evaluate gives", () => {
    const r = emergeResult();
    const jobs = r.jobs as Json[];
    const trace = jobs[0].trace as Json[];
    const entity = functions.award(
      ...(emergeArgs as unknown as [never, never, never, never]),
    ) as Json;
    const p = entity.properties as Record<string, Json>;
    expect(entity.type).toBe("Entity");
    expect(entity.text).toBe("$900,000.00");
    expect(p["Annual credit"]).toEqual(money(Number(r.annualCredit)));
    expect(p["Before cap"]).toEqual(money(Number(r.beforeCap)));
    expect(p["Annual cap"]).toEqual(money(Number(r.annualCap)));
    const base = trace.find((s) => s.id === "b.(2)")!;
    expect(p.Tier).toEqual({
      type: "String",
      basicValue: (base.reason as string).split(";")[0],
      propertyMetadata: { sublabel: `${base.citation as string}: ${base.label as string}` },
    });
    expect(p["New jobs"]).toEqual(count(jobs[0].count as number));
    expect(p["Per new job"]).toEqual(money(Number(jobs[0].perJobCredit)));
    expect(p["Per retained job"]).toEqual(money(Number(jobs[1].perJobCredit)));
    expect(p["Amount for retained jobs"]).toEqual(money(Number(jobs[1].amount)));
    // Every applied step of the per-job trace and of the annual one, with citation and amount.
    const applied = [...trace, ...(r.trace as Json[])].filter((s) => s.applied === true);
    for (const s of applied) {
      const field = p[s.label as string];
      expect(field.propertyMetadata).toEqual({
        sublabel: `${s.citation as string}: ${s.reason as string}`,
      });
      if (s.amount !== null) expect(field.basicValue).toBe(Number(s.amount));
    }
    const limit = trace.find((s) => (s.id as string).startsWith("d."))!;
    expect(p["Per-job limit"].basicValue).toBe(limit.reason);
    // The card: the annual credit as its title, sections naming only fields that exist.
    const card = (entity.layouts as Json).card as {
      title: Json;
      sections: { properties: string[] }[];
    };
    expect(card.title).toEqual({ property: "Annual credit" });
    for (const section of card.sections)
      for (const name of section.properties) expect(p[name]).toBeDefined();
    expect(Object.keys(p).sort()).toEqual(card.sections.flatMap((s) => s.properties).sort());
  });

  test("NJWIND.AWARD: the total, the five years with status, the limits", () => {
    const r = windResult();
    const entity = functions.windAward(
      ...(windArgs as unknown as [never, never, never, never]),
    ) as Json;
    const p = entity.properties as Record<string, Json>;
    expect(entity.text).toBe("$50,000,000.00");
    expect(p["Total credit"]).toEqual(money(Number(r.totalCredit)));
    expect(p.Eligible).toEqual({ type: "Boolean", basicValue: true });
    expect(p["Credit base"]).toEqual(money(Number(r.creditBase)));
    expect(p.Pending).toEqual(money(Number(r.pendingTotal)));
    const years = r.years as Json[];
    expect(years).toHaveLength(5);
    for (const y of years) {
      expect(p[`Year ${y.year as number}`].basicValue).toBe(Number(y.allowed));
      expect(p[`Year ${y.year as number} status`]).toEqual({
        type: "String",
        basicValue: y.status,
      });
    }
    expect(p["Year 3 status"].basicValue).toBe("pending");
    expect(p["Lease cap reduction"]).toEqual(money(Number(r.leaseCapReduction)));
  });
});

describe("without CustomFunctionsRuntime 1.4, or without Office", () => {
  test.each([
    ["an older host", () => installHost(false)],
    ["no Office at all", () => undefined],
  ])("%s: plain numbers, and AWARD is the headline number", (_, install) => {
    install();
    expect(functions.annual("enhanced", 300, null, null)).toBe(1200000);
    expect(functions.award(...emergeArgs)).toBe(Number(emergeResult().annualCredit));
    expect(functions.windAward(...windArgs)).toBe(Number(windResult().totalCredit));
    expect(functions.schedule("grm", [[10]], null, null, false)[0][8]).toBe(40000);
  });
});
