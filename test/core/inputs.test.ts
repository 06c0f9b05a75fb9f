import { Decimal } from "../../src/core/decimal";
import {
  ECHO_LIMIT,
  ExactNumber,
  InputError,
  closestName,
  normalizeName,
  parseDate,
  parseInputValue,
  parseInputs,
  type FieldKind,
  type Schema,
} from "../../src/core/inputs";
import { parseValue } from "../../src/core/values";

const schema: Schema = {
  smallBusiness: { kind: { kind: "bool" }, description: "" },
  location: {
    kind: {
      kind: "enum",
      choices: [
        { value: "grm", aliases: ["government-restricted municipality"] },
        { value: "other" },
      ],
    },
    description: "",
  },
  newJobs: { kind: { kind: "whole", list: { maxLength: 7, unit: "years" } }, description: "" },
  boardMembers: { kind: { kind: "whole", min: 1 }, description: "" },
  annualCap: { kind: { kind: "money" }, description: "" },
  minimumWage: { kind: { kind: "money", positive: true }, description: "" },
  share: { kind: { kind: "number", min: "0", max: "1" }, description: "" },
  employment: {
    kind: {
      kind: "number",
      min: "0",
      list: { maxLength: 5, unit: "compliance years", allowGaps: true },
    },
    description: "",
  },
  applicationDate: { kind: { kind: "date" }, description: "" },
};

function errorOf(raw: Record<string, unknown>): InputError {
  try {
    parseInputs(schema, raw, "the test");
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error("expected an InputError");
}

describe("names", () => {
  test("match case-insensitively, ignoring spaces, _ and -", () => {
    for (const spelling of [
      "smallBusiness",
      "Small business",
      "small_business",
      "SMALL-BUSINESS",
    ]) {
      expect(parseInputs(schema, { [spelling]: true }, "t").get("smallBusiness")).toBe(true);
    }
    expect(normalizeName("Small_Business -x")).toBe("smallbusinessx");
  });
  test("an unknown name is an error naming it, with a suggestion when close", () => {
    const err = errorOf({ smalBusiness: true });
    expect(err.input).toBe("smalBusiness");
    expect(err.message).toContain('did you mean "smallBusiness"');
    expect(closestName("zzzzzzzzzz", Object.keys(schema))).toBeUndefined();
  });
  test("the same input twice under two spellings is an error", () => {
    const err = errorOf({ smallBusiness: true, small_business: false });
    expect(err.input).toBe("smallBusiness");
    expect(err.message).toContain("twice");
  });
  test("given twice is an error even where the first is blank (not given)", () => {
    const err = errorOf({ annualCap: " ", annual_cap: 5 });
    expect(err.input).toBe("annualCap");
    expect(err.message).toBe(
      'annualCap is given twice (as "annualCap" and as "annual_cap"); give it once',
    );
  });
  test("null, undefined and blank text mean not given, never zero", () => {
    const parsed = parseInputs(schema, { annualCap: null, newJobs: "  ", share: undefined }, "t");
    expect(parsed.size).toBe(0);
  });
});

describe("values", () => {
  test("a fractional JS number is tested against whole limits exactly, at the limit and past it", () => {
    const share = (x: number) => parseInputs(schema, { share: x }, "t").get("share") as Decimal;
    expect(share(1).toFixed()).toBe("1");
    expect(share(0.9999999999999999).toFixed()).toBe("0.9999999999999999");
    expect(errorOf({ share: 1.0000000000000002 }).message).toContain("between 0 and 1");
    expect(share(0).toFixed()).toBe("0");
    // At 1e-13 the fast path starts: 17 digits from there end at the 29th place, within 30.
    const tiny = 1.2345678901234566e-13;
    expect(share(tiny).toFixed()).toBe("0.00000000000012345678901234566");
    expect(errorOf({ share: -0.000001 }).message).toContain("between 0 and 1");
    const wage = (x: number) =>
      parseInputs(schema, { minimumWage: x }, "t").get("minimumWage") as Decimal;
    expect(wage(15.37).toFixed()).toBe("15.37");
    expect(wage(0.01).toFixed()).toBe("0.01");
    expect(errorOf({ minimumWage: -0.01 }).input).toBe("minimumWage");
    // Beyond 30 decimal places a number is still refused (1e-31: the fast path is from 1e-13).
    expect(errorOf({ annualCap: 1e-31 }).message).toContain("at most 30 decimal places");
  });
  test("booleans: TRUE/FALSE, also as text; nothing else", () => {
    expect(parseInputs(schema, { smallBusiness: "TRUE" }, "t").get("smallBusiness")).toBe(true);
    expect(parseInputs(schema, { smallBusiness: "false" }, "t").get("smallBusiness")).toBe(false);
    expect(errorOf({ smallBusiness: "yes" }).input).toBe("smallBusiness");
    expect(errorOf({ smallBusiness: 1 }).input).toBe("smallBusiness");
  });
  test("enums accept the canonical value and the long forms, any case", () => {
    expect(
      parseInputs(schema, { location: "Government-Restricted Municipality" }, "t").get("location"),
    ).toBe("grm");
    expect(parseInputs(schema, { location: "GRM" }, "t").get("location")).toBe("grm");
    const err = errorOf({ location: "downtown" });
    expect(err.input).toBe("location");
    expect(err.message).toContain("grm, other");
  });
  test("whole counts: 0 and up, no fractions, numeric text accepted", () => {
    expect(parseInputs(schema, { newJobs: "300" }, "t").get("newJobs")).toBe(300);
    expect(parseInputs(schema, { newJobs: "1,250" }, "t").get("newJobs")).toBe(1250);
    expect(parseInputs(schema, { newJobs: 0 }, "t").get("newJobs")).toBe(0);
    expect(errorOf({ newJobs: 2.5 }).message).toContain("whole number");
    expect(errorOf({ newJobs: -1 }).input).toBe("newJobs");
    expect(errorOf({ newJobs: "abc" }).input).toBe("newJobs");
    expect(errorOf({ newJobs: true }).input).toBe("newJobs");
    expect(errorOf({ boardMembers: 0 }).message).toContain("at least 1");
  });
  test("money is exact: no binary rounding, negative refused, > 0 where required", () => {
    const cap = parseInputs(schema, { annualCap: 0.1 }, "t").get("annualCap") as Decimal;
    expect(cap.plus(new Decimal("0.2")).toFixed()).toBe("0.3"); // 0.1 + 0.2 = 0.3 exactly
    expect(errorOf({ annualCap: -0.01 }).message).toContain("0 or more");
    expect(errorOf({ minimumWage: 0 }).message).toContain("greater than 0");
    expect(
      (parseInputs(schema, { annualCap: -0 }, "t").get("annualCap") as Decimal).toFixed(),
    ).toBe("0");
    expect(errorOf({ annualCap: Infinity }).input).toBe("annualCap");
  });
  test("ranges are inclusive at both ends", () => {
    expect((parseInputs(schema, { share: 1 }, "t").get("share") as Decimal).toFixed()).toBe("1");
    expect((parseInputs(schema, { share: 0 }, "t").get("share") as Decimal).toFixed()).toBe("0");
    expect(errorOf({ share: 1.0001 }).message).toContain("between 0 and 1");
    expect(errorOf({ share: -0.0001 }).input).toBe("share");
  });
  test("lists: only where a field takes one, at most maxLength, gaps only where allowed", () => {
    expect(
      Array.from(
        parseInputs(schema, { newJobs: [1, 2, 3] }, "t").get("newJobs") as unknown as number[],
      ),
    ).toEqual([1, 2, 3]);
    expect(errorOf({ newJobs: [1, 2, 3, 4, 5, 6, 7, 8] }).message).toContain("at most 7");
    expect(errorOf({ newJobs: [] }).message).toContain("empty");
    expect(errorOf({ newJobs: [1, null, 3] }).message).toContain("value 2");
    expect(errorOf({ annualCap: [1, 2] }).message).toContain("not a list");
    const employment = parseInputs(schema, { employment: [100, null, 210] }, "t").get(
      "employment",
    ) as unknown as unknown[];
    expect(employment[1]).toBeUndefined();
    expect(errorOf({ employment: [1, 2, 3, 4, 5, 6] }).message).toContain("at most 5");
  });
});

describe("dates", () => {
  test("ISO text, validated as a real date", () => {
    expect(parseDate("d", "2025-07-01")).toBe("2025-07-01");
    expect(parseDate("d", "2024-02-29")).toBe("2024-02-29");
    expect(() => parseDate("d", "2025-02-29")).toThrow(/does not exist/);
    expect(() => parseDate("d", "07/01/2025")).toThrow(InputError);
    expect(() => parseDate("d", true)).toThrow(InputError);
  });
  test("spreadsheet serials in Excel's 1900 system", () => {
    // 45839 is 2025-07-01: 1899-12-30 + 45,839 days
    expect(parseDate("d", 45839)).toBe("2025-07-01");
    // 61 is 1900-03-01, the first serial after Excel's fictitious 1900-02-29 (60)
    expect(parseDate("d", 61)).toBe("1900-03-01");
    // a time of day on the serial keeps the date
    expect(parseDate("d", 45839.75)).toBe("2025-07-01");
    expect(() => parseDate("d", 60)).toThrow(InputError);
  });
});

describe("text with commas where a list is possible", () => {
  test("is refused as ambiguous when lists are taken, never read as one huge number", () => {
    let err: unknown;
    try {
      parseInputs(schema, { newJobs: "100,150,200" }, "t", { lists: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).input).toBe("newJobs");
    expect((err as InputError).message).toContain("ambiguous");
  });
  test("is a grouped number where no list is taken", () => {
    expect(parseInputs(schema, { newJobs: "1,001" }, "t", { lists: false }).get("newJobs")).toBe(
      1001,
    );
  });
});

/** A JSON number as the machine interface hands it over: its digits, never a double. */
const n = (digits: string) => new ExactNumber(digits);
const value = (raw: Record<string, unknown>, name: string) =>
  parseInputs(schema, raw, "t").get(name);

describe("numbers read from their digits (ExactNumber, docs/interface.md 1.1)", () => {
  test("checked exactly as written, never as the double they round to", () => {
    // 250.9999999999999999 rounds to the double 251, a whole count; as digits it is not whole.
    expect(errorOf({ newJobs: n("250.9999999999999999") }).message).toContain("whole number");
    // 1.00000000000000001 rounds to 1, in range; as digits it is above 1.
    expect(errorOf({ share: n("1.00000000000000001") }).message).toContain("between 0 and 1");
    // 49999999.99999999999 rounds to 50,000,000; the digits are kept.
    expect(
      (value({ annualCap: n("49999999.99999999999") }, "annualCap") as Decimal).toFixed(),
    ).toBe("49999999.99999999999");
    expect(value({ newJobs: n("300") }, "newJobs")).toBe(300);
    expect(value({ newJobs: n("3.00e2") }, "newJobs")).toBe(300);
    expect(value({ newJobs: n("-0") }, "newJobs")).toBe(0);
  });
  test("a tiny negative amount is an error, not the 0 a double (or an exponent underflow) makes it", () => {
    expect(errorOf({ annualCap: n("-1e-400") }).input).toBe("annualCap");
    // Past Decimal's own exponent range the digits would underflow to -0, accepted as 0.
    expect(errorOf({ annualCap: n("-1e-9000000000000000000") }).input).toBe("annualCap");
    expect(errorOf({ annualCap: "-1e-9000000000000000000" }).input).toBe("annualCap");
    // A zero stays a zero whatever its exponent.
    expect(
      (value({ annualCap: n("0e-9000000000000000000") }, "annualCap") as Decimal).toFixed(),
    ).toBe("0");
  });
  test("huge exponents and too many digits are errors naming the input", () => {
    expect(errorOf({ newJobs: n("1e9000000000000000") }).message).toContain("less than 1e15");
    expect(errorOf({ annualCap: n("1e90000000000000000000") }).message).toContain("less than 1e15");
    expect(errorOf({ newJobs: n("1000000000000000") }).message).toContain("less than 1e15");
    expect(value({ newJobs: n("999999999999999") }, "newJobs")).toBe(999999999999999);
    expect(errorOf({ annualCap: n("0." + "1".repeat(31)) }).message).toContain("30 decimal places");
    expect(
      (value({ annualCap: n("0." + "1".repeat(30)) }, "annualCap") as Decimal).decimalPlaces(),
    ).toBe(30);
  });
  test("still a number where the type matters: booleans and choices refuse it", () => {
    expect(errorOf({ smallBusiness: n("1") }).message).toBe(
      "smallBusiness must be TRUE or FALSE, not 1",
    );
    expect(errorOf({ smallBusiness: n("0") }).input).toBe("smallBusiness");
    expect(errorOf({ location: n("5") }).message).toContain("not 5");
    expect(errorOf({ newJobs: [n("1"), n("2.5")] }).message).toContain("value 2 of the list");
    expect(() => parseInputs(schema, n("5") as never, "t")).toThrow(/object of name\/value pairs/);
  });
  test("a date serial is read from its digits: 45658.99999999999999999 is still 2025-01-01", () => {
    // serial 45658 = 1899-12-30 + 45,658 days = 2025-01-01; as a double the serial is 45659.
    expect(parseDate("d", n("45658.99999999999999999"))).toBe("2025-01-01");
    expect(parseDate("d", "45658.99999999999999999")).toBe("2025-01-01");
    expect(parseDate("d", n("45839"))).toBe("2025-07-01");
    expect(() => parseDate("d", n("60.99999999999999999"))).toThrow(InputError);
    expect(() => parseDate("d", n("1e9000000000000000"))).toThrow(InputError);
  });
});

describe("echoed text is bounded", () => {
  const long = "x".repeat(1_000_000);
  test("a megabyte-long unknown name comes back cut short, without a suggestion", () => {
    const err = errorOf({ [long]: 1 });
    expect(err.input!.length).toBeLessThanOrEqual(ECHO_LIMIT);
    expect(err.input!.endsWith("\u2026")).toBe(true);
    expect(err.message.length).toBeLessThan(1000);
    expect(closestName("smallBusiness" + "s".repeat(100_000), Object.keys(schema))).toBeUndefined();
    // A typo still gets its suggestion.
    expect(closestName("smallBusinesss", Object.keys(schema))).toBe("smallBusiness");
  });
  test("a long value or a long spelling given twice is cut short too", () => {
    expect(errorOf({ location: "y".repeat(100_000) }).message.length).toBeLessThan(200);
    const twice = errorOf({ smallBusiness: true, ["small_business" + " ".repeat(100_000)]: false });
    expect(twice.input).toBe("smallBusiness");
    expect(twice.message.length).toBeLessThan(300);
  });
});

describe("plain integers and blank text, read without the general path", () => {
  const fast: Schema = {
    amount: { kind: { kind: "money" }, description: "" },
    positive: { kind: { kind: "money", positive: true }, description: "" },
    ratio: { kind: { kind: "number", min: "0", max: "100" }, description: "" },
    above: { kind: { kind: "number", min: "0", minExclusive: true }, description: "" },
    half: { kind: { kind: "number", min: "0.5" }, description: "" },
    flag: { kind: { kind: "bool" }, description: "" },
  };
  const parse = (raw: Record<string, unknown>) => parseInputs(fast, raw, "the test");
  const error = (raw: Record<string, unknown>): string => {
    try {
      parse(raw);
    } catch (e) {
      return (e as Error).message;
    }
    return "no error";
  };

  it("reads an integer amount or ratio as its Decimal, zero and −0 as 0", () => {
    const p = parse({ amount: 12345678, positive: 1, ratio: 100, above: 1, half: 1 });
    expect((p.get("amount") as Decimal).toFixed()).toBe("12345678");
    expect((p.get("ratio") as Decimal).toFixed()).toBe("100");
    const zero = parse({ amount: -0, ratio: 0 });
    expect((zero.get("amount") as Decimal).s).toBe(1);
    expect((zero.get("ratio") as Decimal).isZero()).toBe(true);
  });

  it("refuses an integer at or past each limit as the general path does", () => {
    expect(error({ ratio: 101 })).toBe("ratio must be between 0 and 100; 101 is not accepted");
    expect(error({ ratio: -1 })).toBe("ratio must be between 0 and 100; -1 is not accepted");
    expect(error({ above: 0 })).toBe("above must be greater than 0; 0 is not accepted");
    expect(error({ half: 0 })).toBe("half must be 0.5 or more; 0 is not accepted");
    expect(error({ positive: 0 })).toBe(
      "positive must be an amount greater than 0; 0 is not accepted",
    );
    expect(error({ amount: -1 })).toBe("amount must be an amount of 0 or more; -1 is not accepted");
    expect(error({ amount: 1e15 })).toBe(
      'amount must be less than 1e15 in size; "1000000000000000" is not accepted',
    );
    // One below the limit is read, to the unit.
    expect((parse({ amount: 1e15 - 1 }).get("amount") as Decimal).toFixed()).toBe(
      "999999999999999",
    );
    expect(error({ amount: 1.5e-31 })).toBe(
      'amount may have at most 30 decimal places; "1.5e-31" is not accepted',
    );
  });

  it("takes text of white space only as not given, other text as given", () => {
    for (const blank of ["", " ", "\t\n", "\u00a0", "\u3000 ", "\ufeff", "\u2028"])
      expect(parse({ flag: blank }).has("flag")).toBe(false);
    expect(parse({ flag: " TRUE " }).get("flag")).toBe(true);
    expect(error({ flag: "\u3000x" })).toBe(
      'flag must be TRUE or FALSE; "\u3000x" is not accepted',
    );
  });
});

describe("parseInputValue", () => {
  /** parseInputs of the one input, as its value or its error (message and input). */
  const viaInputs = (name: string, raw: unknown, lists: boolean): unknown => {
    try {
      const one = Object.create(null) as Record<string, unknown>;
      one[name] = raw;
      const canonical = normalizeName(name);
      const parsed = parseInputs(schema, one, "the test", { lists });
      return { value: [...parsed.entries()].find(([k]) => normalizeName(k) === canonical)?.[1] };
    } catch (e) {
      return { error: (e as InputError).message, input: (e as InputError).input };
    }
  };
  const direct = (name: string, raw: unknown, lists: boolean): unknown => {
    try {
      return { value: parseInputValue(schema, name, raw, "the test", { lists }) };
    } catch (e) {
      return { error: (e as InputError).message, input: (e as InputError).input };
    }
  };
  test("is parseInputs of the one input: the same value, blank, or the same error", () => {
    const raws = [
      "",
      "  ",
      null,
      undefined,
      0,
      -1,
      1.5,
      12,
      "12",
      "1,000",
      [1, 2],
      [1, null, 3],
      "abc",
      true,
      "TRUE",
      "grm",
      "Government-Restricted Municipality",
      "2026-01-14",
      new ExactNumber("0.50"),
    ];
    const names = ["newJobs", "new_jobs", "Location", "annualCap", "share", "employment", "nope"];
    let errors = 0;
    let values = 0;
    for (const name of names)
      for (const raw of raws)
        for (const lists of [false, true]) {
          const want = viaInputs(name, raw, lists);
          expect(direct(name, raw, lists)).toEqual(want);
          if ("error" in (want as object)) errors++;
          else {
            // A value found for every value given, none for a blank: the entry was looked up right.
            const blank = raw === null || raw === undefined || String(raw).trim() === "";
            expect((want as { value: unknown }).value === undefined).toBe(blank);
            values++;
          }
        }
    // Both kinds of answer were compared, not only one.
    expect(errors).toBeGreaterThan(20);
    expect(values).toBeGreaterThan(20);
  });
});

describe("each kind's bounds, at the limit and one past it", () => {
  test("a count's, a number's and an amount's", () => {
    const year: FieldKind = { kind: "whole", min: 1900, max: 9999 };
    expect(parseValue("year", year, 1900)).toBe(1900);
    expect(parseValue("year", year, 9999)).toBe(9999);
    expect(() => parseValue("year", year, 1899)).toThrow("year must be at least 1900");
    expect(() => parseValue("year", year, 10000)).toThrow("year must be at most 9999");
    const above: FieldKind = { kind: "number", min: "0", minExclusive: true };
    expect(() => parseValue("above", above, 0)).toThrow("above must be greater than 0");
    expect((parseValue("above", above, 1e-13) as Decimal).toFixed()).toBe("0.0000000000001");
    const share: FieldKind = { kind: "number", min: "0", max: "1" };
    expect((parseValue("share", share, 1) as Decimal).toFixed()).toBe("1");
    expect(() => parseValue("share", share, 1.0000001)).toThrow("share must be between 0 and 1");
    const positive: FieldKind = { kind: "money", positive: true };
    expect((parseValue("wage", positive, 0.01) as Decimal).toFixed()).toBe("0.01");
    expect(() => parseValue("wage", positive, 0)).toThrow("wage must be an amount greater than 0");
  });
});

describe("two schemas with an input of the same name (inputs.ts indexOf)", () => {
  test("is not another schema's: the same name in two schemas is read by each one's kind", () => {
    const ratio: Schema = {
      share: { kind: { kind: "number", min: "0", max: "1" }, description: "" },
    };
    const amount: Schema = { share: { kind: { kind: "money" }, description: "" } };
    const read = (schema: Schema, raw: Record<string, unknown>): string => {
      try {
        return (parseInputs(schema, raw, "the test").get("share") as Decimal).toFixed();
      } catch (e) {
        return (e as Error).message;
      }
    };
    for (let k = 0; k < 3; k++) {
      expect(read(ratio, { share: 5 })).toBe("share must be between 0 and 1; 5 is not accepted");
      expect(read(amount, { share: 5 })).toBe("5");
      expect(read(amount, { share: 5 })).toBe("5");
      expect(read(ratio, { share: 0.5 })).toBe("0.5");
    }
  });
});

describe("the keys read (parseSlots: own enumerable keys, as Object.keys lists them)", () => {
  test("an inherited key is not an input, an own one is, with or without a prototype", () => {
    const inherited = Object.create({ location: "grm", smallBusiness: "not a boolean" }) as Record<
      string,
      unknown
    >;
    inherited.boardMembers = 3;
    inherited.location = "other";
    const parsed = parseInputs(schema, inherited, "the test");
    expect([...parsed.keys()]).toEqual(["boardMembers", "location"]);
    expect(parsed.get("location")).toBe("other");
    const bare = Object.create(null) as Record<string, unknown>;
    bare.smallBusiness = true;
    bare["board members"] = 2;
    expect([...parseInputs(schema, bare, "the test")]).toEqual([
      ["smallBusiness", true],
      ["boardMembers", 2],
    ]);
    // A key not enumerable is not read either.
    const hidden = { boardMembers: 4 };
    Object.defineProperty(hidden, "location", { value: "nowhere", enumerable: false });
    expect([...parseInputs(schema, hidden, "the test").keys()]).toEqual(["boardMembers"]);
  });

  test("the first problem in the order given is the one reported", () => {
    expect(errorOf({ boardMembers: 0, nowhere: 1 }).message).toBe(
      "boardMembers must be at least 1; 0 is not accepted",
    );
    expect(errorOf({ nowhere: 1, boardMembers: 0 }).input).toBe("nowhere");
    expect(errorOf({ boardMembers: 2, "Board Members": 0 }).message).toBe(
      'boardMembers is given twice (as "boardMembers" and as "Board Members"); give it once',
    );
  });
});
