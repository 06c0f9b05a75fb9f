/**
 * One field spec per input (src/core/fields.ts): the reader, the record's type, the schema and
 * the README's criteria tables all agree with the specs, so an input declared once cannot go
 * stale in one of them.
 */
import fs from "fs";
import path from "path";
import { Decimal } from "../../src/core/decimal";
import {
  emergeFields,
  emergeSchema,
  readEmergeInputs,
  type EmergeInputs,
  type EmergeMode,
  type JobType,
  type LeedRating,
  type Location,
  type Series,
  type Training,
} from "../../src/core/emerge/inputs";
import {
  fieldsFor,
  readFieldValues,
  readFields,
  readPlan,
  schemaOf,
  type Field,
  type Fields,
  type InputsOf,
} from "../../src/core/fields";
import {
  InputError,
  parseInputValues,
  parseInputs,
  type RawInputs,
  type Schema,
} from "../../src/core/inputs";
import {
  readWindInputs,
  windFields,
  windSchema,
  type LeasedShare,
  type Role,
  type WindInputs,
} from "../../src/core/wind/inputs";

/** True only when A and B are the same type (optional and readonly modifiers included). */
type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only when given `true`. */
function assertType<T extends true>(check: T): T {
  return check;
}

/** EmergeInputs as it was written out by hand before the field specs: the types must not change. */
interface HandWrittenEmergeInputs {
  location: Location;
  megaProject: boolean;
  jobType: JobType;
  newJobs: Series;
  retainedJobs: Series;
  mriDistressScore?: Decimal;
  industrialCapitalInvestment?: Decimal;
  minimumCapitalInvestment?: Decimal;
  training: Training;
  trainingInstitutionMiles?: Decimal;
  smallBusiness: boolean;
  projectMedianSalary?: Decimal | readonly Decimal[];
  benchmarkMedianSalary?: Decimal | readonly Decimal[];
  targetedIndustry: boolean;
  incubator: boolean;
  laborHarmony?: boolean;
  childCare: boolean;
  reentryPartnership: boolean;
  reentryHires: number;
  leedRating: LeedRating;
  environmentalRemediation: boolean;
  collegePartnership: boolean;
  inTargetedIndustry?: boolean;
  renewableEnergyShare?: Decimal;
  marineTerminal: boolean;
  opportunityZone: boolean;
  boardMembers?: number;
  boardUnderrepresented?: number;
  lowestHourlyWage?: Decimal | readonly Decimal[];
  minimumWage?: Decimal | readonly Decimal[];
  year?: number;
  firstYear?: number;
  committedNewJobs?: number;
  annualCap?: Decimal | readonly Decimal[];
  laborHarmonyNewJobs?: Series;
  laborHarmonyRetainedJobs?: Series;
}

/** WindInputs as it was written out by hand before the field specs. */
interface HandWrittenWindInputs {
  role: Role;
  capitalInvestment: Decimal;
  tenantCapitalInvestment: Decimal;
  otherTenantInvestment: Decimal;
  leasedShare: LeasedShare | null;
  employment: readonly (Decimal | undefined)[];
  approvedJobs: number;
  approvedMinimums: number | readonly number[] | null;
  leasePayments: readonly (Decimal | undefined)[];
  firstYear: number | null;
  periodEndMonth: number;
  applicationDate: string | null;
  documentationDate: string | null;
  documentationApprovalDate: string | null;
  beipGrant: boolean;
  brraaAssistance: boolean;
  netPositiveBenefit: boolean;
  programCapRemaining: Decimal;
  netBenefit: Decimal | null;
}

/** The inputs a tenant's leased share is read from; the record has `leasedShare` instead. */
const LEASED_SHARE_INPUTS: readonly string[] = [
  "tenantLeasedArea",
  "totalLeasableArea",
  "tenantLeasedShare",
] as const;
type LeasedShareInput = "tenantLeasedArea" | "totalLeasableArea" | "tenantLeasedShare";

describe("the record's type is inferred from the field specs", () => {
  test("EmergeInputs is exactly the hand-written record, and its keys are the field names", () => {
    expect(assertType<Equals<EmergeInputs, HandWrittenEmergeInputs>>(true)).toBe(true);
    expect(assertType<Equals<keyof EmergeInputs, keyof typeof emergeFields>>(true)).toBe(true);
    expect(
      assertType<
        Equals<Location, "grm" | "enhanced" | "distressed" | "qoz" | "corridor" | "other">
      >(true),
    ).toBe(true);
  });

  test("WindInputs is exactly the hand-written record", () => {
    expect(assertType<Equals<WindInputs, HandWrittenWindInputs>>(true)).toBe(true);
    type Keys = Exclude<keyof typeof windFields, LeasedShareInput>;
    expect(assertType<Equals<keyof WindInputs, Keys | "leasedShare">>(true)).toBe(true);
  });

  test("a default of the wrong type makes the property unusable (never)", () => {
    const wrong = fieldsFor<unknown>()({
      flag: { kind: { kind: "bool" }, description: "d", default: 3 },
    });
    expect(assertType<Equals<InputsOf<typeof wrong>["flag"], never>>(true)).toBe(true);
    expect(wrong.flag.default).toBe(3);
  });
});

describe("the record's keys are the field names, at run time too", () => {
  test.each<EmergeMode>(["perJob", "annual", "schedule"])("Emerge, %s", (mode) => {
    const read = readEmergeInputs({ location: "other", newJobs: 10 }, mode);
    expect(Object.keys(read)).toEqual(Object.keys(emergeFields));
  });

  test("wind: the field names, the leased share's inputs read as leasedShare", () => {
    const names = Object.keys(windFields).filter((n) => !LEASED_SHARE_INPUTS.includes(n));
    expect(Object.keys(readWindInputs({ capitalInvestment: 60000000 }))).toEqual([
      ...names,
      "leasedShare",
    ]);
  });
});

/** A value as toEqual can compare it: a Decimal by its digits. */
function plain(value: unknown): unknown {
  if (value instanceof Decimal) return `Decimal ${value.toFixed()}`;
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

describe("a missing input reads as its spec's default", () => {
  const emergeMinimal: RawInputs = { location: "other", newJobs: 0 };
  const withDefault = (fields: Fields<never>): [string, Field<never>][] =>
    Object.entries(fields).filter(([, f]) => "default" in f);

  test.each(withDefault(emergeFields))("Emerge %s", (name, field) => {
    for (const mode of ["perJob", "annual", "schedule"] as const) {
      const raw = name === "newJobs" && mode === "perJob" ? { location: "other" } : emergeMinimal;
      const read = readEmergeInputs(raw, mode) as unknown as Record<string, unknown>;
      expect({ name, mode, value: plain(read[name]) }).toEqual({
        name,
        mode,
        value: plain(field.default),
      });
    }
  });

  test.each(withDefault(windFields))("wind %s", (name, field) => {
    const read = readWindInputs({ capitalInvestment: 1 }) as unknown as Record<string, unknown>;
    expect(plain(read[name])).toEqual(plain(field.default));
  });

  test("a default worked out from an earlier input: opportunityZone follows location", () => {
    expect(readEmergeInputs({ location: "qoz" }, "perJob").opportunityZone).toBe(true);
    expect(readEmergeInputs({ location: "other" }, "perJob").opportunityZone).toBe(false);
    const field = emergeFields.opportunityZone;
    for (const location of ["grm", "qoz", "corridor"]) {
      const read = readEmergeInputs({ location }, "perJob");
      expect(read.opportunityZone).toBe(field.defaultFrom(read));
    }
  });

  test("without a default, a missing input reads as undefined (an optional property)", () => {
    const read = readEmergeInputs({ location: "other" }, "perJob") as unknown as Record<
      string,
      unknown
    >;
    const optional = Object.entries(emergeFields)
      .filter(([, f]) => !("default" in f) && !("defaultFrom" in f) && !("required" in f))
      .map(([name]) => name);
    expect(optional.length).toBeGreaterThan(0);
    for (const name of optional)
      expect({ name, value: read[name] }).toEqual({ name, value: undefined });
  });

  test("a per-period list not given reads as an empty list", () => {
    const read = readWindInputs({ capitalInvestment: 1 });
    expect(read.employment).toEqual([]);
    expect(read.leasePayments).toEqual([]);
  });
});

describe("a required input missing is an error naming it", () => {
  const inputOf = (read: () => unknown): string | null | undefined => {
    try {
      read();
    } catch (err) {
      if (err instanceof InputError) return err.input;
      throw err;
    }
    return undefined;
  };

  test("location, in every mode", () => {
    for (const mode of ["perJob", "annual", "schedule"] as const) {
      expect(inputOf(() => readEmergeInputs({ newJobs: 1 }, mode))).toBe("location");
    }
  });

  test("newJobs, in the annual amount and the schedule only (a mode-dependent requirement)", () => {
    expect(inputOf(() => readEmergeInputs({ location: "grm" }, "annual"))).toBe("newJobs");
    expect(inputOf(() => readEmergeInputs({ location: "grm" }, "schedule"))).toBe("newJobs");
    expect(inputOf(() => readEmergeInputs({ location: "grm" }, "perJob"))).toBeUndefined();
  });

  test("capitalInvestment, its message saying whose investment it is", () => {
    expect(() => readWindInputs({})).toThrow("the business's qualifying capital investment");
    expect(() => readWindInputs({ role: "tenant" })).toThrow("the owner's capital investment");
  });

  test("lists (one value per year) are taken in a schedule only", () => {
    expect(() => readEmergeInputs({ location: "grm", newJobs: [1, 2] }, "annual")).toThrow(
      "newJobs takes one value here; a list of values (one per year) is for a schedule",
    );
    const { newJobs } = readEmergeInputs({ location: "grm", newJobs: [1, 2] }, "schedule");
    expect(typeof newJobs === "number" ? newJobs : [...newJobs]).toEqual([1, 2]);
  });
});

describe("the schema is derived from the field specs", () => {
  test.each([
    ["Emerge", emergeFields, emergeSchema],
    ["wind", windFields, windSchema],
  ] as [string, Fields<never>, Schema][])("%s: every spec has a meaning", (_, fields, schema) => {
    expect(Object.keys(schema)).toEqual(Object.keys(fields));
    for (const [name, field] of Object.entries(fields)) {
      expect({ name, meaning: field.description.trim().length > 0 }).toEqual({
        name,
        meaning: true,
      });
      expect(schema[name].kind).toBe(field.kind);
      expect(schema[name].description).toBe(field.description);
    }
  });

  test("defaults as help shows them", () => {
    expect(emergeSchema.megaProject.default).toBe("false");
    expect(emergeSchema.jobType.default).toBe("new");
    expect(emergeSchema.newJobs.default).toBe(
      "0 for the per-job amount (required for a year's or a schedule's credit)",
    );
    expect(emergeSchema.opportunityZone.default).toBe("true with location qoz, otherwise false");
    expect(emergeSchema.laborHarmony.default).toBeUndefined();
    expect(windSchema.approvedJobs.default).toBe("300");
    expect(windSchema.programCapRemaining.default).toBe("350,000,000");
    expect(windSchema.netPositiveBenefit.default).toBe("true");
    // null is "not given", no default to show.
    expect(windSchema.firstYear.default).toBeUndefined();
  });
});

describe("adding an input touches only its field spec", () => {
  // A calculation of three inputs, as a new one would declare them.
  const fields = fieldsFor<"strict" | "lenient">()({
    kind: {
      kind: { kind: "enum", choices: [{ value: "a", aliases: ["alpha"] }, { value: "b" }] },
      description: "which kind",
      required: (_read, mode) => (mode === "strict" ? "kind is required here" : undefined),
      default: "b",
    },
    bonus: { kind: { kind: "bool" }, description: "a new bonus applies", default: false },
    years: {
      kind: {
        kind: "money",
        list: { maxLength: 3, unit: "years", allowGaps: true, single: "firstYear" },
      },
      description: "one amount per year",
    },
  });
  const schema = schemaOf(fields);
  const read = (raw: RawInputs, mode: "strict" | "lenient") =>
    readFields(fields, parseInputs(schema, raw, "the test"), mode);

  test("its type, its default, its requirement and its list come from the spec", () => {
    type Read = InputsOf<typeof fields>;
    expect(
      assertType<
        Equals<Read, { kind: "a" | "b"; bonus: boolean; years: readonly (Decimal | undefined)[] }>
      >(true),
    ).toBe(true);
    expect(plain(read({}, "lenient"))).toEqual({
      kind: "b",
      bonus: false,
      years: [undefined, undefined, undefined],
    });
    expect(plain(read({ Kind: "Alpha", bonus: "TRUE", years: 5 }, "strict"))).toEqual({
      kind: "a",
      bonus: true,
      years: ["Decimal 5", undefined, undefined],
    });
    expect(() => read({}, "strict")).toThrow("kind is required here");
    expect(schema.bonus).toEqual({
      kind: { kind: "bool" },
      description: "a new bonus applies",
      default: "false",
    });
  });
});

describe("the README's criteria tables agree with the field specs", () => {
  const readme = fs.readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
  const start = readme.indexOf("\n## Criteria names\n");
  const end = readme.indexOf("\n## ", start + 1);
  const tables = readme.slice(start, end).split("\n### ").slice(1);
  /** name → its "value" cell. */
  const rowsOf = (table: string): Map<string, string> =>
    new Map(
      [...table.matchAll(/^\| `([A-Za-z]+)` \| (.*?) \| .* \|$/gm)].map((m) => [
        m[1],
        m[2].replace(/\\\|/g, "|"),
      ]),
    );

  test.each([
    ["Emerge", 0, emergeFields],
    ["wind", 1, windFields],
  ] as [string, number, Fields<never>][])("%s", (_, index, fields) => {
    const rows = rowsOf(tables[index]);
    expect([...rows.keys()].sort()).toEqual(Object.keys(fields).sort());
    for (const [name, field] of Object.entries(fields)) {
      const value = rows.get(name)!;
      const kind = field.kind;
      const says = (pattern: RegExp) => ({ name, value, ok: pattern.test(value) });
      const ok = { name, value, ok: true };
      switch (kind.kind) {
        case "bool":
          expect(says(/^TRUE\/FALSE/)).toEqual(ok);
          break;
        case "enum": {
          const listed = [...value.matchAll(/`([a-z]+)`/g)].map((m) => m[1]);
          expect({ name, listed }).toEqual({ name, listed: kind.choices.map((c) => c.value) });
          break;
        }
        case "date":
          expect(says(/^date$/)).toEqual(ok);
          break;
        case "whole":
          expect(says(/whole number|^\d+–\d+/)).toEqual(ok);
          break;
        case "money":
          expect(says(/dollars|amounts/)).toEqual(ok);
          break;
        case "number":
          expect(says(/number/)).toEqual(ok);
          break;
      }
      const list = "list" in kind && kind.list !== undefined;
      expect(says(/one per year|up to \d+/)).toEqual({ ...ok, ok: list });
      // A default the README states is the spec's.
      const stated = /`(\w+)` \(default\)|\(default ([^)]+)\)/.exec(value);
      if (stated) {
        const text = schemaOf({ [name]: field })[name].default;
        expect({ name, default: (stated[1] ?? stated[2]).toLowerCase() }).toEqual({
          name,
          default: text?.toLowerCase(),
        });
      }
    }
  });
});

describe("a read plan reads as readFields does", () => {
  // Every way a field reads: a default, a requirement in words and in a function, a default
  // worked out from the fields before it, a whole list; `peek` looks at a later field, which
  // readFields has not read yet (undefined), and so must the plan's record give it.
  const fields = fieldsFor<"strict" | "lenient">()({
    a: { kind: { kind: "whole" }, description: "a", default: 1 },
    peek: {
      kind: { kind: "whole" },
      description: "peek",
      defaultFrom: (read) => (read.later === undefined ? -1 : -2),
    },
    b: {
      kind: { kind: "whole" },
      description: "b",
      required: (_read, mode) => (mode === "strict" ? "b is required here" : undefined),
      default: 2,
    },
    c: { kind: { kind: "whole" }, description: "c", defaultFrom: (read) => read.a },
    years: {
      kind: {
        kind: "money",
        list: { maxLength: 3, unit: "years", allowGaps: true, single: "firstYear" },
      },
      description: "one amount per year",
    },
    d: { kind: { kind: "whole" }, description: "d", required: "d is required" },
    // Counts the 7s before it, looking through their descriptors, not by name: the plan cannot
    // tell what it read.
    counted: {
      kind: { kind: "whole" },
      description: "counted",
      defaultFrom: (read) =>
        Object.values(Object.getOwnPropertyDescriptors(read)).filter((d) => d.value === 7).length,
    },
    later: { kind: { kind: "whole" }, description: "later", default: 9 },
  });
  const schema = schemaOf(fields);
  const names = Object.keys(fields);
  const parse = (raw: RawInputs) => parseInputs(schema, raw, "the test");
  const outcome = (read: () => unknown) => {
    try {
      return { record: plain(read() as Record<string, unknown>) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };

  test("every base, varied pair and value: the same record or the same error", () => {
    const values: unknown[] = [undefined, 0, 7, [4, 5]];
    let checked = 0;
    const outcomes = new Set<string>();
    for (const mode of ["strict", "lenient"] as const) {
      for (const [v, w] of names.flatMap((v) => names.map((w) => [v, w])).filter(([v, w]) => v < w))
        for (const baseValue of [undefined, 3]) {
          const baseRaw = Object.fromEntries(
            names.filter((n) => n !== v && n !== w).map((n) => [n, baseValue]),
          );
          const base = parse(baseRaw);
          const plan = readPlan(fields, base, [v, w], mode, { listsRefused: "not here" });
          for (const x of values)
            for (const y of values) {
              // A list where one value is taken is parse's error, before any read.
              if ((Array.isArray(x) && v !== "years") || (Array.isArray(y) && w !== "years"))
                continue;
              const parsed = parse({ ...baseRaw, [v]: x, [w]: y });
              const want = outcome(() =>
                readFields(fields, parsed, mode, { listsRefused: "not here" }),
              );
              const got = outcome(() => plan([parsed.get(v), parsed.get(w)]));
              expect(got).toEqual(want);
              outcomes.add("error" in want ? "error" : "record");
              checked++;
            }
        }
    }
    // Both outcomes occur, and the peek at a later field reads it not yet read.
    expect(checked).toBeGreaterThan(500);
    expect(outcomes).toEqual(new Set(["record", "error"]));
    const lenient = "lenient" as "strict" | "lenient";
    const plan = readPlan(fields, parse({ d: 1 }), ["a", "b"], lenient);
    expect(plain(plan([undefined, undefined]) as Record<string, unknown>)).toMatchObject({
      peek: -1,
      c: 1,
      later: 9,
    });
    expect(() => readPlan(fields, parse({}), ["a", "b"], lenient)([1, 2])).toThrow("d is required");
  });

  test("the values by position (parseInputValues, readFieldValues) read as the Map does", () => {
    let checked = 0;
    for (const mode of ["strict", "lenient"] as const)
      for (const a of [undefined, 0, 7, null, "x"])
        for (const years of [undefined, 5, [4, 5], [4, 5, 6, 7], " "])
          for (const d of [undefined, 3, -1])
            for (const later of [undefined, 8]) {
              const raw = { a, years, d, later, b: mode === "strict" ? undefined : 2 };
              const options = { listsRefused: years === 5 ? undefined : "not here" };
              const want = outcome(() => readFields(fields, parse(raw), mode, options));
              const got = outcome(() =>
                readFieldValues(fields, parseInputValues(schema, raw, "the test"), mode, options),
              );
              expect(got).toEqual(want);
              if ("record" in want) {
                // The same parsed objects, each in its field's place.
                const values = parseInputValues(schema, raw, "the test");
                const parsed = parse(raw);
                expect(names.map((_name, slot) => values[slot])).toEqual(
                  names.map((name) => parsed.get(name)),
                );
              }
              checked++;
            }
    expect(checked).toBe(2 * 5 * 5 * 3 * 2);
  });
});
