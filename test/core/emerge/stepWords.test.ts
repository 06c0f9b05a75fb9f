/**
 * Each evaluation's answer must be the one it gets alone, whatever was evaluated before or after
 * it (nothing a stage decides may leak into another evaluation). Each golden Emerge scenario is
 * evaluated alone, in a fresh copy of the core, then in one core after and among all the others,
 * both ways round, with the trace: the JSON is the same each time. And the words of steps that
 * read a count, a source or a choice, each its own.
 */
import { computeEmergePerJob, evaluate } from "../../../src/core";
import { bonusC } from "../../../src/core/emerge/bonuses";
import { loadGolden } from "../../golden/load";

const emerge = loadGolden(["emerge"]).map((g) => g.scenario);

type Evaluate = typeof evaluate;
const jsonOf = (run: Evaluate, s: (typeof emerge)[number]): string =>
  JSON.stringify(run(s.calc, s.inputs));
const json = (s: (typeof emerge)[number]): string => jsonOf(evaluate, s);

/** `s` evaluated by a core loaded afresh, whose caches hold nothing yet. */
function alone(s: (typeof emerge)[number]): string {
  let out = "";
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const core = require("../../../src/core") as { evaluate: Evaluate };
    out = jsonOf(core.evaluate, s);
  });
  return out;
}

test("a shared decision or step answers each evaluation as it would alone", () => {
  expect(emerge.length).toBeGreaterThan(20);
  const first = emerge.map(alone);
  expect(emerge.map(json)).toEqual(first);
  // Interleaved: every scenario evaluated after each of the others, and in reverse order.
  const reversed = [...emerge].reverse().map(json).reverse();
  expect(reversed).toEqual(first);
  for (let k = 0; k < emerge.length; k++) {
    const other = emerge[(k * 7 + 3) % emerge.length];
    json(other);
    expect(json(emerge[k])).toBe(first[k]);
  }
  // Scenarios with an awarded bonus and a traced reduction are among them (steps really shared).
  expect(first.some((j) => j.includes('"applied":true') && j.includes('"group":"bonuses"'))).toBe(
    true,
  );
});

describe("the wage floor's decision, in its words", () => {
  const base = { location: "other", smallBusiness: true, year: 2024 };
  const floorOf = (inputs: Record<string, unknown>) => computeEmergePerJob({ ...base, ...inputs });
  const stepOf = (inputs: Record<string, unknown>) =>
    floorOf(inputs).trace.find((s) => s.group === "wage-floor");

  it("withholds the bonuses one cent below the floor, and not at it", () => {
    // 2024: $15.13 × 120% = $18.156, so the floor is $18.156 an hour.
    const a = floorOf({ lowestHourlyWage: 18.15 });
    expect(a.wageFloor.bonusesAllowed).toBe(false);
    expect(stepOf({ lowestHourlyWage: 18.15 })?.reason).toBe(
      "lowest hourly wage 18.15 is below the floor = the higher of 15.00 and 120% × 15.13 (NJ minimum wage for 2024) = 18.156, so 18.156 an hour: no bonus is awarded",
    );
    // One cent more: 18.16 is not below 18.156.
    expect(floorOf({ lowestHourlyWage: 18.16 }).wageFloor.bonusesAllowed).toBe(true);
  });

  it("names a minimumWage given as its source, in the same words", () => {
    const given = { lowestHourlyWage: 18.15, minimumWage: 15.13 };
    expect(JSON.stringify(stepOf(given))).toBe(
      JSON.stringify(stepOf({ lowestHourlyWage: 18.15 })).replace(
        "NJ minimum wage for 2024",
        "minimumWage given",
      ),
    );
    // 2021: $12.00 × 120% = $14.40, under $15, so the floor is $15.00.
    expect(stepOf({ year: 2021, lowestHourlyWage: 11.24 })?.reason).toBe(
      "lowest hourly wage 11.24 is below the floor = the higher of 15.00 and 120% × 12.00 (NJ minimum wage for 2021) = 14.4, so 15 an hour: no bonus is awarded",
    );
  });
});

describe("what is looked up by year or by source, found again for its own key", () => {
  const base = { location: "other", smallBusiness: true };

  it("each year of the minimum wage table has its own rate, and a year past it is refused", () => {
    const sourceOf = (year: number): string => {
      const r = computeEmergePerJob({ ...base, year, lowestHourlyWage: 18.15 });
      return (r.wageFloor.reason as () => string)();
    };
    // Twice round, every year after another: 2019 … 2026, then in reverse.
    const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
    for (const year of [...years, ...[...years].reverse()])
      expect(sourceOf(year)).toContain(`(NJ minimum wage for ${year})`);
    expect(sourceOf(2024)).toContain("120% × 15.13 ");
    expect(sourceOf(2019)).toContain("120% × 10.00 ");
    for (const year of [2018, 2027]) {
      const out = evaluate("emerge.perJob", { ...base, year });
      expect(out.ok).toBe(false);
      expect(!out.ok && out.error.message).toContain(
        `year ${year} is outside the minimum wage table`,
      );
    }
  });

  it("bonus (c) names the source of its count", () => {
    const reasonOf = (source: string): string => {
      const d = bonusC({} as never, {
        tier: 5,
        laborHarmony: false,
        newJobsForBonus: 300,
        newJobsSource: source,
      });
      return typeof d.reason === "string" ? d.reason : d.reason();
    };
    for (let k = 0; k < 2; k++) {
      expect(reasonOf("newJobs")).toBe(
        "300 new full-time jobs (newJobs) is between 251 and 400: clause (i)",
      );
      expect(reasonOf("committedNewJobs")).toBe(
        "300 new full-time jobs (committedNewJobs) is between 251 and 400: clause (i)",
      );
    }
  });
});

describe("the d. step, by tier, allowance and sum of the bonuses", () => {
  const limitOf = (inputs: Record<string, unknown>) =>
    computeEmergePerJob(inputs).trace.find((s) => s.group === "limit");
  const words = (inputs: Record<string, unknown>) => {
    const s = limitOf(inputs);
    return s && [s.label, s.applied, s.amount?.toFixed(2) ?? null, s.reason];
  };
  const other = { location: "other" };

  it("has its own words for each tier, allowance and sum", () => {
    const a = { ...other, smallBusiness: true };
    // s.75 b.(5), d.(5): other eligible areas, base $500, limit $3,000; (e) $500.
    const limit = "limit: qualified business facility in other eligible areas";
    const twice = () =>
      [
        words(a),
        // (e) + (i): $1,000.
        words({ ...a, incubator: true }),
        // (j) $2,000 + (e) $500 = $2,500 with the $1,000 allowance; the same sum without it.
        words({ ...a, laborHarmony: true }),
        words({ ...a, childCare: true, incubator: true, targetedIndustry: true }),
        // distressed municipality: base $3,000, limit $5,000.
        words({ ...a, location: "distressed" }),
        // (a) $1,000 + (e) + (i) + (k) $1,000 = $3,000: gross $3,500, over the limit by $500.
        words({ ...a, mriDistressScore: 51, incubator: true, childCare: true }),
      ].map((w) => JSON.stringify(w));
    const first = twice();
    expect(twice()).toEqual(first);
    expect(first.map((w) => JSON.parse(w) as unknown)).toEqual([
      [
        limit,
        false,
        null,
        "gross = base 500.00 + bonuses 500.00 = 1,000.00 does not exceed the limit 3,000.00",
      ],
      [
        limit,
        false,
        null,
        "gross = base 500.00 + bonuses 1,000.00 = 1,500.00 does not exceed the limit 3,000.00",
      ],
      [
        `${limit}, plus the labor harmony allowance`,
        false,
        null,
        "gross = base 500.00 + bonuses 2,500.00 = 3,000.00 does not exceed the limit 3,000.00 + 1,000.00 labor harmony allowance (c.(1)(j)) = 4,000.00",
      ],
      [
        limit,
        false,
        null,
        "gross = base 500.00 + bonuses 2,500.00 = 3,000.00 does not exceed the limit 3,000.00",
      ],
      [
        "limit: qualified business facility within a distressed municipality",
        false,
        null,
        "gross = base 3,000.00 + bonuses 500.00 = 3,500.00 does not exceed the limit 5,000.00",
      ],
      [
        limit,
        true,
        "-500.00",
        "gross = base 500.00 + bonuses 3,000.00 = 3,500.00 exceeds the limit 3,000.00: reduced to 3,000.00",
      ],
    ]);
  });
});

describe("bonus (m), for each rating and remediation", () => {
  it("each pair has its own amount and words, in any order", () => {
    const ratings = ["none", "certified", "silver", "gold", "platinum"];
    const m = (leedRating: string, environmentalRemediation: boolean) => {
      const s = computeEmergePerJob({
        location: "other",
        leedRating,
        environmentalRemediation,
      }).trace.find((x) => x.id === "c.(1)(m)");
      return `${s?.amount?.toFixed(2) ?? "-"} ${s?.reason}`;
    };
    const all = () => ratings.flatMap((r) => [m(r, false), m(r, true)]);
    const first = all();
    expect([...ratings].reverse().flatMap((r) => [m(r, true), m(r, false)])).toEqual(
      [...first].reverse(),
    );
    // c.(1)(m): $250 for Gold or remediation, $500 for Platinum (the larger one only).
    expect(first).toEqual([
      "- no LEED rating and no substantial environmental remediation",
      "250.00 completes substantial environmental remediation",
      "- LEED Certified does not exceed Silver and no substantial environmental remediation",
      "250.00 completes substantial environmental remediation",
      "- LEED Silver does not exceed Silver and no substantial environmental remediation",
      "250.00 completes substantial environmental remediation",
      "250.00 LEED Gold exceeds Silver but not Gold",
      "250.00 LEED Gold exceeds Silver but not Gold and completes substantial environmental remediation",
      "500.00 LEED Platinum exceeds the Gold standard",
      "500.00 LEED Platinum exceeds the Gold standard; the environmental remediation amount is not added (the larger one only)",
    ]);
  });
});
