/**
 * The wind cents path (src/core/cents/wind.ts) against the traced stages: on 100,000 generated
 * records, every grid field it answers is exactly what `windScheduleToJson(
 * windScheduleFromInputs(inputs, tracing()))` writes, and it answers most of them (so this cannot
 * pass by declining). The generators lean on every edge the stages decide at: the $50,000,000
 * minimum and a cent either side, the tenant's $17,500,000 test reached exactly (by share, by
 * areas, by unallocated investment) and missed by a cent, each proration band's first and last
 * job count, limits (program cap, netBenefit / 1.10, lease payments) that bind and that do not,
 * given finer than a cent, employment at and below each prorated minimum, and period ends and
 * approvals either side of 2026-01-13.
 */
import fc from "fast-check";
import { clean, consistent, date, maybe } from "../../support/wind-scenarios";
import { centsText } from "../../../src/core/cents/cell";
import { Decimal } from "../../../src/core/decimal";
import { windCents } from "../../../src/core/cents/wind";
import { DIRECT_FIELDS } from "../../../src/core/prepared";
import { tracing } from "../../../src/core/trace";
import { windScheduleFromInputs, windScheduleToJson } from "../../../src/core/wind";
import { readWindInputs, type WindInputs } from "../../../src/core/wind/inputs";

/** The wind CentsField, its cents written as the JSON writes the field (cell.ts centsText). */
function windText(): (inputs: WindInputs, field: string) => string | null | undefined {
  const cents = windCents();
  return (inputs, field) => centsText(cents(inputs, field));
}

type Raw = Record<string, unknown>;

/** The grid fields, the ones the cents path decides. */
const FIELDS = DIRECT_FIELDS["wind.schedule"];

/** Whole cents as an amount's text ("4000000000" cents → "40000000.00"). */
const dollars = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
/** Any amount of whole cents from `min` to `max` dollars. */
const amount = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map(dollars);

/** Owner's investment: the minimum, a cent either side, a few beyond; now and then finer than a cent. */
const investment = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("50000000", "49999999.99", "50000000.01", "49999999") },
  {
    weight: 6,
    arbitrary: fc.constantFrom("45000000", "52500000", "70000000", "80000000", "123456789.87"),
  },
  { weight: 1, arbitrary: fc.constantFrom("0", "400000000", "1000000000000") },
  { weight: 12, arbitrary: amount(45_000_000, 400_000_000) },
  // Finer than a cent: the cents path declines these (the stages decide them).
  { weight: 1, arbitrary: fc.constantFrom("80000000.005", "50000000.001") },
);
/** Tenants' investments: a cent either side of what reaches the minimums from 49,000,000 / 50,000,000. */
const tenantOwn = fc.oneof(
  fc.constantFrom("0", "1", "999999.99", "1000000", "2499999.99", "2500000", "2500000.01"),
  fc.constantFrom("4999999.99", "5000000", "8000000", "12345678.91"),
  amount(0, 20_000_000),
);
const approvedJobs = fc.oneof(
  fc.constantFrom(149, 150, 199, 200, 249, 250, 299, 300, 301, 1000, 0),
  fc.integer({ min: 100, max: 400 }),
);
/** Employment at and around each band's prorated minimums (50, 75, 100, 150; 67, 100, 134, 200; 84, 125, 167, 250; 100, 150, 200, 300), or not given. */
const employmentValue = fc.option(
  fc.oneof(
    fc.constantFrom(0, 49, 49.99, 50, 66.99, 67, 74.5, 75, 83.99, 84, 99, 99.99, 100, 124),
    fc.constantFrom(125, 133, 134, 149, 150, 166, 167, 199, 200, 249, 250, 299.9, 300, 320),
  ),
  { nil: null, freq: 5 },
);
const employment = fc.array(employmentValue, { minLength: 1, maxLength: 5 });
/** Lease payments around a fifth of the usual totals, finer than a cent too. */
const leaseValue = fc.option(
  fc.oneof(
    fc.constantFrom("0", "0.001", "1000000", "3499999.99", "3500000", "3500000.005"),
    fc.constantFrom("3999999.99", "3999999.999", "4000000", "4000000.005", "10000000", "16000000"),
    amount(0, 20_000_000),
  ),
  { nil: null, freq: 3 },
);

const owner = fc.record(
  { capitalInvestment: investment, otherTenantInvestment: maybe(tenantOwn) },
  { requiredKeys: ["capitalInvestment"] },
);
/** Shares that make 50,000,000 represent 17,500,000 exactly (0.35) and a hair less; 1/3 of 52,500,000 by areas. */
const tenant = fc.oneof(
  fc.record({
    role: fc.constant("tenant"),
    capitalInvestment: investment,
    tenantCapitalInvestment: maybe(tenantOwn),
    tenantLeasedShare: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom("0.35", "0.349999", "0.25", "0.3", "0.2499") },
      { weight: 8, arbitrary: fc.constantFrom("1", "0", "0.5", "0.125", "0.3333") },
      // Digits enough that a product leaves the safe range: declined, the stages decide.
      { weight: 1, arbitrary: fc.constantFrom("0.3499999", "0.350000000000001") },
    ),
    leasePayments: maybe(fc.array(leaseValue, { minLength: 1, maxLength: 5 })),
  }),
  fc
    .record({
      role: fc.constant("tenant"),
      capitalInvestment: investment,
      tenantCapitalInvestment: maybe(tenantOwn),
      tenantLeasedArea: fc.constantFrom(1, 1000, 333, 7, 2.5, 0.1),
      totalLeasableArea: fc.constantFrom(3, 3000, 1000, 20, 7.5, 0.3),
      leasePayments: maybe(fc.array(leaseValue, { minLength: 1, maxLength: 5 })),
    })
    .filter((t) => t.tenantLeasedArea <= t.totalLeasableArea),
);
const common = fc.record({
  employment: maybe(employment),
  approvedJobs: maybe(approvedJobs),
  firstYear: maybe(fc.integer({ min: 2021, max: 2030 })),
  periodEndMonth: maybe(fc.integer({ min: 1, max: 12 })),
  applicationDate: maybe(fc.constantFrom("2024-01-01", "2025-07-01", "2025-07-02")),
  documentationDate: maybe(fc.constantFrom("2027-01-01", "2028-07-01", "2028-07-02")),
  documentationApprovalDate: maybe(date),
  beipGrant: maybe(fc.boolean()),
  brraaAssistance: maybe(fc.boolean()),
  netPositiveBenefit: maybe(fc.boolean()),
  programCapRemaining: maybe(
    fc.oneof(
      fc.constantFrom("0", "25000000", "30000000.03", "30000000.034", "100.005", "350000000"),
      fc.constantFrom("17500000", "17499999.99", "17500000.01", "12345678.919"),
      amount(0, 350_000_000),
    ),
  ),
  netBenefit: maybe(
    fc.oneof(
      fc.constantFrom("0", "1", "11000000", "27500000.01", "33000000.033", "1000000000"),
      // 1.10 × 17,500,000 = 19,250,000: the limit at a 17,500,000 credit, and a cent either side.
      fc.constantFrom("19250000", "19250000.01", "19249999.99", "0.011"),
      amount(0, 500_000_000),
    ),
  ),
});
const scenario = fc
  .tuple(fc.oneof(owner, tenant), common, fc.integer({ min: 0, max: 19 }))
  .map(([who, rest, keep]) =>
    clean(keep === 0 ? { ...who, ...rest } : consistent({ ...who, ...rest })),
  );

/** What the traced stages write for each grid field, or the error they throw. */
function traced(inputs: WindInputs): Record<string, unknown> | Error {
  try {
    return windScheduleToJson(windScheduleFromInputs(inputs, tracing())) as unknown as Record<
      string,
      unknown
    >;
  } catch (err) {
    return err as Error;
  }
}

describe("wind cents path", () => {
  test("answers every grid field exactly as the traced stages, on 100,000 scenarios, deciding at least 90%", () => {
    let valid = 0;
    let decided = 0;
    let stagesThrew = 0;
    const field = windText();
    fc.assert(
      fc.property(scenario, (raw) => {
        let inputs: WindInputs;
        try {
          inputs = readWindInputs(raw);
        } catch {
          return; // refused at the read: no record, nothing for either path
        }
        valid++;
        const json = traced(inputs);
        let all = true;
        for (const name of FIELDS) {
          const got = field(inputs, name);
          // expect() only on a difference: 700,000 of them would be most of the run time.
          if (json instanceof Error) {
            if (got !== undefined) expect([name, got]).toEqual([name, undefined]);
          } else if (got === undefined) all = false;
          else if (got !== json[name]) expect([name, got]).toEqual([name, json[name]]);
        }
        if (json instanceof Error) stagesThrew++;
        else if (all) decided++;
      }),
      { numRuns: 100_000 },
    );
    expect(valid).toBeGreaterThan(90_000);
    expect(decided / valid).toBeGreaterThanOrEqual(0.9);
    // The read refuses every record the stages could not compute.
    expect(stagesThrew).toBe(0);
  }, 180_000); // about 20 s alone (the traced stages are most of it); room for a loaded machine

  test("a field other than the grid's is left to the stages", () => {
    const inputs = readWindInputs({ capitalInvestment: 80000000 });
    for (const name of ["scheduledTotal", "eligible", "years", "prorationShare", "__proto__"])
      expect(windText()(inputs, name)).toBeUndefined();
  });

  test("worked cases it decides", () => {
    const field = windText();
    // Tenant by areas: 52,500,000 × 1 / 3 = 17,500,000, exactly the a.(2)(b) minimum: eligible.
    // 250 approved jobs: 85% → 14,875,000.00; one-fifth 2,975,000.00 each year. Employment 84
    // in year 1 (250-band minimum ⌈100 × 250 / 300⌉ = 84): earned; year 2 lease payments
    // 1,000,000.009 → 1,000,000.00 cap: lease-capped, reduction 1,975,000.00; years 3–5 pending.
    const tenant = readWindInputs({
      role: "tenant",
      capitalInvestment: 52500000,
      tenantLeasedArea: 1,
      totalLeasableArea: 3,
      approvedJobs: 250,
      employment: [84, 125],
      leasePayments: [null, "1000000.009"],
    });
    expect(field(tenant, "creditBase")).toBe("17500000.00");
    expect(field(tenant, "totalCredit")).toBe("14875000.00");
    expect(field(tenant, "allowedTotal")).toBe("3975000.00"); // 2,975,000 + 1,000,000
    expect(field(tenant, "leaseCapReduction")).toBe("1975000.00");
    expect(field(tenant, "pendingTotal")).toBe("8925000.00"); // 3 × 2,975,000
    // One cent less of the owner's investment: 52,499,999.99 / 3 = 17,499,999.996… < 17,500,000.
    const short = readWindInputs({ ...tenantRaw(), capitalInvestment: "52499999.99" });
    expect(field(short, "creditBase")).toBeNull();
    expect(field(short, "totalCredit")).toBe("0.00");
    // Program cap 100.005 binds: 100.00 (rounded down); fifths 20.00; netBenefit 0.011 / 1.10
    // = 0.01 binds below it: 0.01, fifths 0.00 × 4 and year 5 the 0.01.
    const capped = readWindInputs({ capitalInvestment: 80000000, programCapRemaining: "100.005" });
    expect(field(capped, "totalCredit")).toBe("100.00");
    const benefit = readWindInputs({
      capitalInvestment: 80000000,
      netBenefit: "0.011",
      employment: [100, 150, 200, 300, 300],
    });
    expect(field(benefit, "totalCredit")).toBe("0.01");
    expect(field(benefit, "allowedTotal")).toBe("0.01");
  });

  test("worked cases it declines on purpose, which the stages decide", () => {
    const field = windText();
    const stages = (raw: Raw) =>
      windScheduleToJson(windScheduleFromInputs(readWindInputs(raw), tracing()));
    // An investment finer than a cent: 80,000,000.005 × 100% rounds half-up to 80,000,000.01.
    const fine = { capitalInvestment: "80000000.005" };
    expect(field(readWindInputs(fine), "totalCredit")).toBeUndefined();
    expect(stages(fine).totalCredit).toBe("80000000.01");
    // Cents past the safe range: 100,000,000,000,000 dollars is 10^16 cents > 2^53 − 1. The
    // stages limit it to the 350,000,000 program cap.
    const huge = { capitalInvestment: "100000000000000" };
    expect(field(readWindInputs(huge), "totalCredit")).toBeUndefined();
    expect(stages(huge).totalCredit).toBe("350000000.00");
    // A share with 15 decimals: 8,000,000,000 cents × 350,000,000,000,001 is past 2^53.
    // 80,000,000 × 0.350000000000001 = 28,000,000.00000008 → 28,000,000.00 (300 jobs, 100%).
    const share = {
      role: "tenant",
      capitalInvestment: 80000000,
      tenantLeasedShare: "0.350000000000001",
    };
    expect(field(readWindInputs(share), "creditBase")).toBeUndefined();
    expect(stages(share).creditBase).toBe("28000000.00");
  });

  test("a tenant record without its leased share, which the stages cannot compute, is declined", () => {
    const inputs = { ...readWindInputs(tenantRaw()), leasedShare: null };
    expect(() => windScheduleFromInputs(inputs, tracing())).toThrow();
    for (const name of FIELDS) expect(windText()(inputs, name)).toBeUndefined();
  });

  test("a grid remembers the period ends of the firstYear and month it was last asked, no more", () => {
    const field = windText();
    // Approval 2027-01-01. firstYear 2026: year 1 ends 2026-12-31, after 2026-01-13 and before
    // the approval: forfeited (16,000,000.00 = 80,000,000 / 5); year 2 ends 2027-12-31, after
    // the approval: pending. firstYear 2025: year 1 ends 2025-12-31, not after 2026-01-13:
    // earned; year 2 ends 2026-12-31: forfeited. Asked in turn, each firstYear's own ends.
    const base = {
      capitalInvestment: 80000000,
      employment: [100],
      documentationApprovalDate: "2027-01-01",
    };
    const y2026 = readWindInputs({ ...base, firstYear: 2026 });
    const y2025 = readWindInputs({ ...base, firstYear: 2025 });
    expect(field(y2026, "allowedTotal")).toBe("0.00");
    expect(field(y2026, "forfeitedTotal")).toBe("16000000.00");
    expect(field(y2025, "allowedTotal")).toBe("16000000.00");
    expect(field(y2025, "forfeitedTotal")).toBe("16000000.00");
    expect(field(y2026, "allowedTotal")).toBe("0.00");
    // June: tax year 2025's period ends 2026-06-30, after 2026-01-13: year 1 forfeited.
    const june = readWindInputs({ ...base, firstYear: 2025, periodEndMonth: 6 });
    expect(field(june, "allowedTotal")).toBe("0.00");
  });

  describe("a grid's cells asked in turn (WindCells.ownerTestOf remembers a row's investments)", () => {
    /** Each record's answer from a CentsField that has seen nothing else. */
    const alone = (inputs: WindInputs, name: string) => windText()(inputs, name);
    const base = readWindInputs({ capitalInvestment: 80000000 });
    /** The record of one cell: the base with this investment (the same object row after row). */
    const cell = (
      capital: Decimal,
      jobs: number,
      other = base.otherTenantInvestment,
    ): WindInputs => ({
      ...base,
      capitalInvestment: capital,
      approvedJobs: jobs,
      otherTenantInvestment: other,
    });

    test("across then down, either way round, each cell is the one a fresh path answers", () => {
      const investments = [45e6, 49999999.99, 50e6, 80e6, 123456789.87, 80000000.005, 3e8].map(
        (v) => new Decimal(v),
      );
      const jobs = [100, 150, 199, 200, 250, 250, 299, 300, 1000];
      const field = windText();
      // The cells the remembering path answered (not declined): a decline on both sides would
      // compare undefined with undefined and check nothing.
      let answered = 0;
      const check = (d: Decimal, j: number, name: string) => {
        const got = field(cell(d, j), name);
        expect(got).toBe(alone(cell(d, j), name));
        if (got !== undefined) answered++;
      };
      for (const name of ["totalCredit", "creditBase"]) {
        for (const j of jobs) for (const d of investments) check(d, j, name);
        // The investment down the grid instead: each row asks one investment over and over.
        for (const d of investments) for (const j of jobs) check(d, j, name);
      }
      // Every cell but those of 80,000,000.005 (a fraction of a cent, which the path declines):
      // 6 investments × 9 job counts × 2 fields × 2 orders.
      expect(answered).toBe(6 * 9 * 2 * 2);
    });

    test("the same investment in another band is prorated again (a row's amount is not another band's)", () => {
      const field = windText();
      const d = new Decimal(80000000);
      // 250 approved jobs: 85% of 80,000,000 = 68,000,000.00; 300: the whole 80,000,000.00;
      // 150: 50% = 40,000,000.00; then 250 again.
      expect(field(cell(d, 250), "totalCredit")).toBe("68000000.00");
      expect(field(cell(d, 300), "totalCredit")).toBe("80000000.00");
      expect(field(cell(d, 150), "totalCredit")).toBe("40000000.00");
      expect(field(cell(d, 250), "totalCredit")).toBe("68000000.00");
    });

    test("the same investment with other tenants' investment changed is tested again", () => {
      const field = windText();
      const d = new Decimal(49000000);
      // 49,000,000 alone misses the 50,000,000 minimum: not eligible, 0.00. With 1,000,000 of
      // tenants' investment counted it is met; the credit base is the owner's own 49,000,000,
      // all of it at 300 approved jobs. Then without the tenants again: 0.00.
      expect(field(cell(d, 300), "totalCredit")).toBe("0.00");
      expect(field(cell(d, 300, new Decimal(1000000)), "totalCredit")).toBe("49000000.00");
      expect(field(cell(d, 300, new Decimal(999999.99)), "totalCredit")).toBe("0.00");
      expect(field(cell(d, 300), "totalCredit")).toBe("0.00");
    });

    test("a row longer than what is remembered starts again, every cell still its own", () => {
      const field = windText();
      // 1,100 investments from 49,999,000.00 up by 1.01 each: the first 991 or so miss the
      // minimum, the rest meet it; at 250 jobs, 85% of each, half-up to the cent.
      const investments = Array.from({ length: 1100 }, (_, k) => new Decimal(49999000 + 1.01 * k));
      for (const j of [250, 300, 250])
        for (const d of investments) {
          const got = field(cell(d, j), "totalCredit");
          if (got !== alone(cell(d, j), "totalCredit"))
            expect([d.toFixed(), j, got]).toEqual([
              d.toFixed(),
              j,
              alone(cell(d, j), "totalCredit"),
            ]);
        }
      expect(field(cell(investments[1099], 250), "totalCredit")).toBe(
        // 49,999,000 + 1.01 × 1099 = 50,000,109.99; × 0.85 = 42,500,093.4915 → 42,500,093.49.
        "42500093.49",
      );
    });
  });
});

function tenantRaw(): Raw {
  return { role: "tenant", capitalInvestment: 52500000, tenantLeasedArea: 1, totalLeasableArea: 3 };
}
