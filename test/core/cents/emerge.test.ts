/**
 * The Emerge cents path (src/core/cents/emerge.ts) against the stages: on 100,000 random scenarios
 * of each calculation, biased to the statute's thresholds, its answer is the stages' JSON field to
 * the cent whenever it gives one, undefined whenever the stages throw, and given for nearly every
 * scenario (so the comparison cannot pass by declining). Also: in a grid (the same base objects
 * cell after cell, two inputs varied) its remembered bonus decisions give the same answers; every
 * bonus reads only what it declares (BonusReads, bonuses.ts); and it declines on purpose where it
 * cannot be exact.
 */
import fc from "fast-check";
import {
  annualFromInputs,
  annualToJson,
  perJobFromInputs,
  perJobToJson,
  scheduleToJson,
} from "../../../src/core/emerge";
import { centsText } from "../../../src/core/cents/cell";
import { emergeCents } from "../../../src/core/cents/emerge";
import { Decimal } from "../../../src/core/decimal";
import { BONUSES, type BonusContext, type DeclaredBonus } from "../../../src/core/emerge/bonuses";
import {
  emergeInputsFromParsed,
  parseEmergeRaw,
  readEmergeInputs,
  type EmergeInputs,
  type EmergeMode,
} from "../../../src/core/emerge/inputs";
import { computeSchedule } from "../../../src/core/emerge/schedule";
import type { RawInputs } from "../../../src/core/inputs";
import { tracing } from "../../../src/core/trace";

/** A CentsField of mode, its cents written as the JSON writes the field (cell.ts centsText). */
function emergeText(
  mode: EmergeMode,
): (i: EmergeInputs, field: string) => string | null | undefined {
  const cents = emergeCents(mode)();
  return (i, field) => centsText(cents(i, field));
}

type Inputs = Record<string, unknown>;

const LOCATIONS = ["grm", "enhanced", "distressed", "qoz", "corridor", "other"] as const;

/**
 * Draws from fast-check's random source. The generators below are written as draws rather than
 * composed arbitraries: 300,000 composed records of 30 optional inputs take most of a minute to
 * generate, these a second. A failure is reported with its seed and path (it does not shrink).
 */
class Draw {
  constructor(private readonly r: fc.Random) {}
  int(min: number, max: number): number {
    return this.r.nextInt(min, max);
  }
  bool(): boolean {
    return this.r.nextInt(0, 1) === 1;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.r.nextInt(0, xs.length - 1)];
  }
  /** The drawn value two times in three, otherwise not given. */
  maybe<T>(draw: () => T): T | undefined {
    return this.r.nextInt(0, 2) === 0 ? undefined : draw();
  }
}

class Drawn<T> extends fc.Arbitrary<T> {
  constructor(private readonly draw: (d: Draw) => T) {
    super();
  }
  generate(mrng: fc.Random): fc.Value<T> {
    return new fc.Value(this.draw(new Draw(mrng)), undefined);
  }
  canShrinkWithoutContext(value: unknown): value is T {
    return value === undefined && false;
  }
  shrink(): fc.Stream<fc.Value<T>> {
    return fc.Stream.nil();
  }
}
const drawn = <T>(draw: (d: Draw) => T): fc.Arbitrary<T> => new Drawn(draw);

const cents = (d: Decimal) => d.toDecimalPlaces(2).toFixed();

/** (b): the investment at a whole number k of 40% increments over M, exactly or a unit off. */
function capital(d: Draw): Inputs {
  const minimum = d.pick(["1000000", "2500000", "333333.33", "1", "750000.01"]);
  const m = new Decimal(minimum);
  const k = d.int(0, 14);
  const delta = d.pick(["0", "-1", "1", "-0.01", "0.01"]);
  const i = Decimal.max(0, m.plus(m.times("0.4").times(k)).plus(delta));
  return { industrialCapitalInvestment: i.toFixed(), minimumCapitalInvestment: minimum };
}

/**
 * (f) and e.: the project's median at 70% of the benchmark (the cliff) and k × 35% above it
 * (the increments), exactly and a cent either side, or at any ratio, rounded to the cent.
 */
function salaries(d: Draw): Inputs {
  const benchmark = d.bool()
    ? new Decimal(d.pick(["50000", "100000", "70000", "30000", "61234.57", "60000"]))
    : new Decimal(d.int(100, 100_000_000)).div(100);
  const ratio = d.pick([
    () => new Decimal(d.pick(["0.7", "1", "1.35", "1.7", "2.05", "2.4", "2.75", "3.1"])),
    () => new Decimal(d.int(40, 400)).div(100),
    () => new Decimal(d.int(1, 99999)).div(100000).plus("0.5"),
  ])();
  const delta = d.pick(["0", "0", "0.01", "-0.01", "1", "-1"]);
  const p = Decimal.max("0.01", new Decimal(cents(benchmark.times(ratio))).plus(delta));
  return { projectMedianSalary: p.toFixed(), benchmarkMedianSalary: benchmark.toFixed() };
}

function board(d: Draw): Inputs {
  const members = d.int(1, 20);
  const under = d.maybe(() =>
    d.pick([0, Math.floor(members / 3), Math.ceil(members / 3), members]),
  );
  return { boardMembers: members, boardUnderrepresented: under };
}

/** The c.(2) floor: 15 an hour or 120% of the minimum wage; without year or minimumWage, an error. */
function wage(d: Draw): Inputs {
  switch (d.int(0, 3)) {
    case 0:
      return {
        lowestHourlyWage: d.pick(["0", "14.99", "15", "15.6", "16.956", "19.10", "19.104", "25"]),
        year: d.int(2019, 2026),
      };
    case 1:
      return {
        lowestHourlyWage: d.pick(["14.99", "15", "15.59", "15.6", "19.10", "19.104"]),
        minimumWage: d.pick(["10", "13", "15.92", "12.5"]),
      };
    case 2:
      return { lowestHourlyWage: d.pick(["15", "30"]) };
    default:
      return { year: d.int(2019, 2026) };
  }
}

const BANDS = [0, 1, 250, 251, 400, 401, 600, 601, 800, 801, 1000, 1001];
/** Job counts at the bands of (c), or any. */
const count = (d: Draw): number => (d.bool() ? d.pick(BANDS) : d.int(0, 5000));

/** The inputs every calculation reads for its per-job amounts. */
function common(d: Draw): Inputs {
  const location = d.pick(LOCATIONS);
  const inputs: Inputs = {
    location,
    megaProject: d.maybe(() => d.bool()),
    mriDistressScore: d.maybe(() => (d.bool() ? d.pick([0, 50, "50.01", 51, 100]) : d.int(0, 100))),
    training: d.maybe(() => d.pick(["none", "program", "institution"])),
    trainingInstitutionMiles: d.maybe(() => d.pick([0, 9.99, 10, "10.01", 40])),
    smallBusiness: d.maybe(() => d.bool()),
    targetedIndustry: d.maybe(() => d.bool()),
    incubator: d.maybe(() => d.bool()),
    childCare: d.maybe(() => d.bool()),
    reentryPartnership: d.maybe(() => d.bool()),
    reentryHires: d.maybe(() => d.int(0, 3)),
    leedRating: d.maybe(() => d.pick(["none", "certified", "silver", "gold", "platinum"])),
    environmentalRemediation: d.maybe(() => d.bool()),
    collegePartnership: d.maybe(() => d.bool()),
    renewableEnergyShare: d.maybe(() => d.pick([0, "0.4999", 0.5, "0.5001", 1, "0.123456789"])),
    marineTerminal: d.maybe(() => d.bool()),
    opportunityZone: location === "qoz" ? d.maybe(() => true) : d.maybe(() => d.bool()),
  };
  for (const group of [capital, salaries, board, wage]) {
    const given = d.maybe(() => group(d));
    if (given) Object.assign(inputs, given);
  }
  return inputs;
}

/** The record without the inputs not given. */
function given(inputs: Inputs): Inputs {
  for (const key of Object.keys(inputs)) if (inputs[key] === undefined) delete inputs[key];
  return inputs;
}

const perJobRaw = drawn((d) =>
  given({
    ...common(d),
    jobType: d.maybe(() => d.pick(["new", "retained"])),
    newJobs: d.maybe(() => count(d)),
    laborHarmony: d.maybe(() => d.bool()),
  }),
);

/** Covered counts: none, all, one, or any number up to the total. */
const coveredOf = (d: Draw, total: number): number =>
  d.bool() ? d.pick([0, total, Math.min(1, total)]) : d.int(0, total);

/** How the labor harmony agreement is given: not, for every job (or none), or by counts. */
function harmony(d: Draw, newJobs: number, retainedJobs: number): Inputs {
  switch (d.int(0, 2)) {
    case 0:
      return {};
    case 1:
      return { laborHarmony: d.bool() };
    default:
      return {
        laborHarmonyNewJobs: d.maybe(() => coveredOf(d, newJobs)),
        laborHarmonyRetainedJobs: d.maybe(() => coveredOf(d, retainedJobs)),
      };
  }
}

/** The board's amount: absent, any, or "at…" (placed at the stages' sum: annualCapAt). */
const capChoice = (d: Draw): string | undefined =>
  d.pick([
    () => undefined,
    () => d.pick(["0", "100.005", "1000", "2500.50", "123456789.999"]),
    () => d.pick(["at", "at-0.01", "at+0.01", "at+0.009", "at-0.001", "at-0.005"]),
    () => String(d.int(0, 10_000_000)),
  ])();

const annualRaw = drawn((d) => {
  const newJobs = count(d);
  const retainedJobs = d.bool() ? count(d) : d.int(0, 3);
  return given({
    ...common(d),
    newJobs,
    retainedJobs,
    ...harmony(d, newJobs, retainedJobs),
    annualCap: capChoice(d),
  });
});

/** A per-year count: one value for every year, or one per year. */
function series(d: Draw, years: number, value: () => number): number | number[] {
  switch (d.int(0, 2)) {
    case 0:
      return value();
    case 1:
      return [value()];
    default:
      return Array.from({ length: years }, value);
  }
}

const scheduleRaw = drawn((d) => {
  const years = d.pick([1, 1, 1, 2, 3, 7]);
  const cap = capChoice(d);
  const inputs: Inputs = {
    ...common(d),
    newJobs: series(d, years, () => count(d)),
    retainedJobs: series(d, years, () => d.pick([0, 0, 3, 1200])),
    committedNewJobs: d.maybe(() => count(d)),
    // 2021 + 6 = 2027 is past the minimum wage table (to 2026): the stages throw with the floor.
    firstYear: d.maybe(() => d.int(2017, 2026)),
    annualCap: cap?.startsWith("at") ? undefined : cap,
  };
  const harmonyGiven = d.int(0, 3);
  if (harmonyGiven === 1) inputs.laborHarmony = d.bool();
  if (harmonyGiven === 2) inputs.laborHarmonyNewJobs = series(d, years, () => d.pick([0, 1]));
  return given(inputs);
});

/** The raw inputs read for `mode`, or undefined when the reader refuses them (not a scenario). */
function read(raw: Inputs, mode: EmergeMode): EmergeInputs | undefined {
  try {
    return readEmergeInputs(raw as RawInputs, mode);
  } catch {
    return undefined;
  }
}

/**
 * The stages' JSON result through the traced path (every step recorded; the JSON written without
 * the trace, which is not a field a cell shows), or "throws".
 */
function stages(i: EmergeInputs, mode: EmergeMode): Inputs | "throws" {
  try {
    switch (mode) {
      case "perJob":
        return perJobToJson(perJobFromInputs(i, tracing()), false) as unknown as Inputs;
      case "annual":
        return annualToJson(annualFromInputs(i, tracing()), false) as unknown as Inputs;
      case "schedule":
        return scheduleToJson(computeSchedule(i, tracing()), false) as unknown as Inputs;
    }
  } catch {
    return "throws";
  }
}

/** "at…" places the board's amount at the stages' sum, exactly or a little either side. */
function annualCapAt(raw: Inputs, i: EmergeInputs): Inputs {
  const cap = raw.annualCap;
  if (typeof cap !== "string" || !cap.startsWith("at")) return raw;
  const result = stages({ ...i, annualCap: undefined }, "annual");
  if (result === "throws") return raw;
  const sum = result.beforeCap as string;
  const at = new Decimal(sum).plus(cap === "at" ? 0 : cap.slice(2));
  return { ...raw, annualCap: Decimal.max(0, at).toFixed() };
}

const RUNS = 100_000;

/** A failure names the record (fast-check adds the seed); cheaper than expect in a hot loop. */
function same(got: unknown, want: unknown, i: EmergeInputs, field: string): void {
  if (got !== want)
    throw new Error(
      `${field}: cents path ${String(got)}, stages ${String(want)} for ${JSON.stringify(i)}`,
    );
}

interface Tally {
  compared: number;
  decided: number;
  throws: number;
}

function sameAsStages(mode: EmergeMode, fields: readonly string[], raw: fc.Arbitrary<Inputs>) {
  // One CentsField for every run: its memory sees a new record each time, and must notice.
  const cents = emergeText(mode);
  const tally: Tally = { compared: 0, decided: 0, throws: 0 };
  fc.assert(
    fc.property(raw, (generated) => {
      let i = read(generated, mode);
      if (i === undefined) return;
      if (mode === "annual") {
        const placed = annualCapAt(generated, i);
        if (placed !== generated) i = read(placed, mode);
        if (i === undefined) return;
      }
      const want = stages(i, mode);
      for (const field of fields) {
        const got = cents(i, field);
        if (want === "throws") {
          tally.throws++;
          same(got, undefined, i, field);
          continue;
        }
        tally.compared++;
        if (got === undefined) continue;
        tally.decided++;
        same(got, want[field], i, field);
      }
    }),
    { numRuns: RUNS },
  );
  return tally;
}

describe("the Emerge cents path is the stages' answer, to the cent", () => {
  test.each([
    ["perJob", ["perJobCredit"], perJobRaw],
    ["annual", ["annualCredit", "beforeCap"], annualRaw],
    ["schedule", ["totalCredit"], scheduleRaw],
  ] as const)("%s: 100,000 random scenarios", (mode, fields, raw) => {
    const tally = sameAsStages(mode, fields, raw);
    // Most generated scenarios are valid, some make the stages throw, and nearly all are decided.
    expect(tally.compared).toBeGreaterThan(RUNS * fields.length * 0.6);
    expect(tally.throws).toBeGreaterThan(0);
    expect(tally.decided).toBeGreaterThanOrEqual(tally.compared * 0.95);
  });

  test("any other field is not the cents path's", () => {
    // other (tier 5), base 500; 10 new jobs earn no (c) (that needs more than 250): 500.00.
    const i = readEmergeInputs({ location: "other", newJobs: 10 }, "perJob");
    expect(emergeText("perJob")(i, "perJobCredit")).toBe("500.00");
    for (const field of ["status", "base", "annualCredit", "__proto__", "toString"])
      expect(emergeText("perJob")(i, field)).toBeUndefined();
    expect(emergeText("annual")(i, "perJobCredit")).toBeUndefined();
    expect(emergeText("schedule")(i, "annualCredit")).toBeUndefined();
  });
});

/**
 * What a grid gives the cents path: the base parsed once, each varied value parsed once (so a
 * value met again is the same object), each cell's record read from them.
 */
function gridCells(mode: EmergeMode, base: Inputs, varied: Inputs[]): (EmergeInputs | undefined)[] {
  const names = Object.keys(varied[0] ?? {});
  const rest: Inputs = { ...base };
  for (const name of names) delete rest[name];
  let baseParsed: ReturnType<typeof parseEmergeRaw>;
  try {
    baseParsed = parseEmergeRaw(rest as RawInputs, mode);
  } catch {
    return [];
  }
  const once = new Map<string, ReturnType<typeof parseEmergeRaw>>();
  const parseOnce = (name: string, value: unknown) => {
    const key = `${name}=${JSON.stringify(value)}`;
    let found = once.get(key);
    if (found === undefined) {
      found = parseEmergeRaw({ [name]: value } as RawInputs, mode);
      once.set(key, found);
    }
    return found;
  };
  return varied.map((values) => {
    try {
      const parsed = new Map(baseParsed);
      for (const name of names)
        for (const [n, value] of parseOnce(name, values[name])) parsed.set(n, value);
      return emergeInputsFromParsed(parsed, mode);
    } catch {
      return undefined;
    }
  });
}

/** Inputs a grid varies, and their values. */
const VARIED: Record<string, (d: Draw) => unknown> = {
  newJobs: count,
  retainedJobs: (d) => d.pick([0, 1, 40]),
  projectMedianSalary: (d) => d.pick(["42000", "41999.99", "42000.01", "60000", "81000", "95000"]),
  lowestHourlyWage: (d) => d.pick(["14.99", "15", "19.10", "25"]),
  mriDistressScore: (d) => d.pick([0, 50, 51]),
  smallBusiness: (d) => d.bool(),
  laborHarmony: (d) => d.bool(),
  location: (d) => d.pick(LOCATIONS),
  annualCap: (d) => d.pick(["0", "1000", "100000.005", "5000000"]),
  jobType: (d) => d.pick(["new", "retained"]),
};

/** Two varied inputs and 40 cells' values of them (each value a few times: a grid's row or column). */
const gridOf = drawn((d) => {
  const names = Object.keys(VARIED);
  const first = d.pick(names);
  const second = d.pick(names.filter((n) => n !== first));
  return Array.from({ length: 40 }, () => ({
    [first]: VARIED[first](d),
    [second]: VARIED[second](d),
  }));
});

const GRIDS = 250;

describe("in a grid, remembered bonus decisions give the stages' answers", () => {
  test.each([
    ["perJob", "perJobCredit", perJobRaw],
    ["annual", "annualCredit", annualRaw],
    ["schedule", "totalCredit", scheduleRaw],
  ] as const)("%s: 250 grids of 40 cells", (mode, field, raw) => {
    let compared = 0;
    let decided = 0;
    fc.assert(
      fc.property(raw, gridOf, (base, cells) => {
        const cents = emergeText(mode);
        for (const i of gridCells(mode, base, cells)) {
          if (i === undefined) continue;
          const want = stages(i, mode);
          const got = cents(i, field);
          if (want === "throws") {
            same(got, undefined, i, field);
            continue;
          }
          compared++;
          if (got === undefined) continue;
          decided++;
          same(got, want[field], i, field);
        }
      }),
      { numRuns: GRIDS },
    );
    expect(compared).toBeGreaterThan(GRIDS * 40 * 0.3);
    expect(decided).toBeGreaterThanOrEqual(compared * 0.95);
  });
});

describe("each bonus reads only what it declares (bonuses.ts BonusReads)", () => {
  /** A Proxy that notes each property read. */
  function watched<T extends object>(target: T, seen: Set<string | symbol>): T {
    return new Proxy(target, {
      get(t, key, receiver) {
        seen.add(key);
        return Reflect.get(t, key, receiver) as unknown;
      },
    });
  }

  /** What deciding `bonus` (and writing its reason) reads that it does not declare. */
  function undeclaredReads(bonus: DeclaredBonus, i: EmergeInputs, ctx: BonusContext): string[] {
    const inputsSeen = new Set<string | symbol>();
    const contextSeen = new Set<string | symbol>();
    const d = bonus.decide(watched(i, inputsSeen), watched(ctx, contextSeen));
    if (typeof d.reason === "function") d.reason();
    const inputs: readonly unknown[] = bonus.inputs;
    const context: readonly unknown[] = bonus.context;
    return [
      ...[...inputsSeen]
        .filter((k) => !inputs.includes(k))
        .map((k) => `${bonus.key}: ${String(k)}`),
      ...[...contextSeen]
        .filter((k) => !context.includes(k))
        .map((k) => `${bonus.key}: ctx.${String(k)}`),
    ];
  }

  const contextOf = drawn((d): BonusContext => ({
    tier: d.pick([1, 2, 3, 4, 5] as const),
    laborHarmony: d.bool(),
    newJobsForBonus: count(d),
    newJobsSource: d.pick(["newJobs", "committedNewJobs", "newJobs in year 2"]),
  }));

  test("on 20,000 random records and contexts, reasons written too", () => {
    const undeclared = new Set<string>();
    let records = 0;
    fc.assert(
      fc.property(fc.oneof(perJobRaw, annualRaw, scheduleRaw), contextOf, (raw, ctx) => {
        const i = read(raw, "schedule");
        if (i === undefined) return;
        records++;
        for (const bonus of BONUSES)
          for (const u of undeclaredReads(bonus, i, ctx)) undeclared.add(u);
      }),
      { numRuns: 20_000 },
    );
    expect([...undeclared]).toEqual([]);
    expect(records).toBeGreaterThan(10_000);
  });

  test("the check sees an undeclared read", () => {
    const i = readEmergeInputs({ location: "other", mriDistressScore: 60 }, "perJob");
    const ctx: BonusContext = {
      tier: 5,
      laborHarmony: false,
      newJobsForBonus: 0,
      newJobsSource: "newJobs",
    };
    const a = BONUSES.find((b) => b.key === "a") as DeclaredBonus;
    expect(undeclaredReads(a, i, ctx)).toEqual([]);
    expect(undeclaredReads({ ...a, inputs: [] }, i, ctx)).toEqual(["a: mriDistressScore"]);
    const j = BONUSES.find((b) => b.key === "j") as DeclaredBonus;
    expect(undeclaredReads({ ...j, context: [] }, i, ctx)).toEqual(["j: ctx.laborHarmony"]);
  });
});

describe("worked cases", () => {
  const perJob = (raw: RawInputs) =>
    emergeText("perJob")(readEmergeInputs(raw, "perJob"), "perJobCredit");
  const stagesPerJob = (raw: RawInputs) =>
    perJobToJson(perJobFromInputs(readEmergeInputs(raw, "perJob"))).perJobCredit;

  test("the e. reduction and the f. half round once, half-up", () => {
    // distressed (T3): base 3,000, limit 5,000; no bonus. B = 60,000, P = 45,000.20 (25% below,
    // short of the 30% cliff at 42,000): 3,000 × 45,000.20 / 60,000 = 2,250.01; retained, × 0.5 =
    // 1,125.005, which rounds half-up to 1,125.01. In cents: 300000 × 4500020 × 5 / (6000000 × 10)
    // = 112500.5 → 112501.
    const raw = {
      location: "distressed",
      projectMedianSalary: "45000.20",
      benchmarkMedianSalary: "60000",
      jobType: "retained",
    };
    expect(perJob(raw)).toBe("1125.01");
    expect(stagesPerJob(raw)).toBe("1125.01");
  });

  test("the 30% cliff at the limit and one cent past it", () => {
    // B − P = 60,000 − 42,000 = 18,000 = 0.30 × 60,000: no credit. In cents, cross-multiplied:
    // (6000000 − 4200000) × 100 = 180000000 ≥ 30 × 6000000 = 180000000.
    const at = {
      location: "distressed",
      projectMedianSalary: "42000",
      benchmarkMedianSalary: "60000",
    };
    expect(perJob(at)).toBe("0.00");
    expect(stagesPerJob(at)).toBe("0.00");
    // P = 42,000.01: 17,999.99 < 18,000, so 3,000 × 42,000.01 / 60,000 = 2,100.0005 → 2,100.00.
    const past = { ...at, projectMedianSalary: "42000.01" };
    expect(perJob(past)).toBe("2100.00");
    expect(stagesPerJob(past)).toBe("2100.00");
  });

  test("a salary finer than a cent is declined: the stages decide it", () => {
    // P = 60,000.005 is not whole cents (centsOf declines); the stages: other (T5) base 500,
    // P > B = 50,000 by 10,000.005 < one 35% increment (17,500), so no (f) and no reduction: 500.00.
    const raw = {
      location: "other",
      projectMedianSalary: "60000.005",
      benchmarkMedianSalary: "50000",
    };
    expect(perJob(raw)).toBeUndefined();
    expect(stagesPerJob(raw)).toBe("500.00");
  });

  test("an amount past 2^53 cents is declined", () => {
    // P = 100,000,000,000,000 dollars is 10^16 cents > 2^53 − 1 ≈ 9.007 × 10^15. The stages: other,
    // base 500; P exceeds B = 50,000,000,000,000 by 5 × 10^13, two whole 35% increments (1.75 × 10^13
    // each): (f) 2 × 200 = 400; gross 900 ≤ 3,000: 900.00.
    const raw = {
      location: "other",
      projectMedianSalary: "100000000000000",
      benchmarkMedianSalary: "50000000000000",
    };
    expect(perJob(raw)).toBeUndefined();
    expect(stagesPerJob(raw)).toBe("900.00");
    // 10^13 new jobs, each 2,000.00 (other, base 500, plus (c) v. 1,500 for more than 1,000 new
    // jobs) = 2 × 10^16 dollars = 2 × 10^18 cents: past the safe range, declined.
    const many = readEmergeInputs({ location: "other", newJobs: 10 ** 13 }, "annual");
    expect(emergeText("annual")(many, "annualCredit")).toBeUndefined();
    expect(annualToJson(annualFromInputs(many)).annualCredit).toBe("20000000000000000.00");
  });

  test("the board's amount is taken rounded down to the cent", () => {
    // other, base 500, 3 new jobs: 1,500.00 before the cap; annualCap 1,000.009 limits to 1,000.00.
    const i = readEmergeInputs({ location: "other", newJobs: 3, annualCap: "1000.009" }, "annual");
    const cents = emergeText("annual");
    expect(cents(i, "beforeCap")).toBe("1500.00");
    expect(cents(i, "annualCredit")).toBe("1000.00");
    expect(annualToJson(annualFromInputs(i)).annualCredit).toBe("1000.00");
  });

  test("where the stages throw (the wage floor without a year), the cents path declines", () => {
    const i = readEmergeInputs({ location: "other", lowestHourlyWage: 20 }, "perJob");
    expect(() => perJobFromInputs(i)).toThrow(/year is required/);
    expect(emergeText("perJob")(i, "perJobCredit")).toBeUndefined();
  });
});
