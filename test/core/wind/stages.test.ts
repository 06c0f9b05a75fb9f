/**
 * The wind stages one by one (docs/wind.md §2–§3): the proration steps and their minimums, the yearly
 * employment minimums, the period ends, the inputs' defaults and cross-checks, and the trace.
 * Every expected value is worked out by hand in the comment beside it.
 */
import { computeWindSchedule, windScheduleToJson } from "../../../src/core/wind";
import { bandFor } from "../../../src/core/wind/eligibility";
import { readWindInputs } from "../../../src/core/wind/inputs";
import { periodEndDate, requiredJobs } from "../../../src/core/wind/schedule";
import { InputError } from "../../../src/core/inputs";
import { appliedTotal } from "../../../src/core/trace";

describe("proration steps (N.J.A.C. 19:31S-1.9)", () => {
  test.each([
    [0, null, null],
    [149, null, null],
    [150, "0.5", 150],
    [199, "0.5", 150],
    [200, "0.65", 200],
    [249, "0.65", 200],
    [250, "0.85", 250],
    [299, "0.85", 250],
    [300, "1", 300],
    [100000, "1", 300],
  ])("%i approved jobs: share %s, prorated minimum %s", (jobs, share, minimum) => {
    const band = bandFor(jobs);
    expect(band === null ? null : band.share.value.toFixed()).toBe(share);
    expect(band === null ? null : band.proratedMinimum).toBe(minimum);
  });
});

describe("yearly minimums R(y) = ceil(statutory × M / 300), year 5 as year 4", () => {
  test.each([
    // 100×150/300 = 50, 150×150/300 = 75, 200×150/300 = 100, 300×150/300 = 150
    [150, [50, 75, 100, 150, 150]],
    // 100×200/300 = 66.67 → 67, 150×200/300 = 100, 200×200/300 = 133.33 → 134, 200
    [200, [67, 100, 134, 200, 200]],
    // 100×250/300 = 83.33 → 84, 150×250/300 = 125, 200×250/300 = 166.67 → 167, 250
    [250, [84, 125, 167, 250, 250]],
    // the statute's own minimums, s.6 f.(1)–(4)
    [300, [100, 150, 200, 300, 300]],
  ])("approved %i → %j", (jobs, expected) => {
    const band = bandFor(jobs)!;
    expect([0, 1, 2, 3, 4].map((y) => requiredJobs(band, y))).toEqual(expected);
  });
});

describe("period ends: the last day of periodEndMonth in the CBT-100 tax year", () => {
  // Tax year Y: periods ending July 31 of Y to June 30 of Y + 1; January–June ends fall in Y + 1.
  test.each([
    [2026, 12, "2026-12-31"],
    [2026, 7, "2026-07-31"], // the first month in the tax year's own calendar year
    [2026, 6, "2027-06-30"], // the last month, in the next calendar year
    [2026, 1, "2027-01-31"],
    [2026, 2, "2027-02-28"],
    [2027, 2, "2028-02-29"], // 2028 divisible by 4
    [2099, 2, "2100-02-28"], // 2100 divisible by 100, not by 400
    [1999, 2, "2000-02-29"], // 2000 divisible by 400
    [2026, 9, "2026-09-30"],
    [2026, 11, "2026-11-30"],
  ])("tax year %i month %i ends %s", (year, month, end) => {
    expect(periodEndDate(year, month)).toBe(end);
  });
});

describe("inputs", () => {
  test("defaults: owner, 300 approved jobs, December, net benefit, $350,000,000 cap", () => {
    const i = readWindInputs({ capitalInvestment: 60000000 });
    expect(i.role).toBe("owner");
    expect(i.approvedJobs).toBe(300);
    expect(i.periodEndMonth).toBe(12);
    expect(i.netPositiveBenefit).toBe(true);
    expect(i.beipGrant).toBe(false);
    expect(i.brraaAssistance).toBe(false);
    expect(i.programCapRemaining.toFixed()).toBe("350000000");
    expect(i.employment).toEqual([]);
    expect(i.firstYear).toBeNull();
  });

  test("employment: a blank inside the list is not given; the list is as long as given", () => {
    const i = readWindInputs({ capitalInvestment: 60000000, employment: [100, "", 200.5] });
    expect(i.employment.map((e) => (e === undefined ? null : e.toFixed()))).toEqual([
      "100",
      null,
      "200.5",
    ]);
  });

  test("a blank tenant-only input given to an owner is not given, so not an error", () => {
    expect(() =>
      readWindInputs({ capitalInvestment: 60000000, leasePayments: null, tenantLeasedShare: "" }),
    ).not.toThrow();
  });

  test("errors name the input", () => {
    const name = (raw: Record<string, unknown>) => {
      try {
        readWindInputs(raw);
      } catch (e) {
        if (e instanceof InputError) return e.input;
        throw e;
      }
      return "no error";
    };
    expect(
      name({ role: "tenant", capitalInvestment: 1, tenantLeasedArea: 2, totalLeasableArea: 1 }),
    ).toBe("tenantLeasedArea");
    expect(
      name({ role: "tenant", capitalInvestment: 1, tenantLeasedArea: 1, totalLeasableArea: 1 }),
    ).toBe("no error");
    // Ten periods at most (LISTED_PERIODS), and firstYear leaves room for ten periods and the
    // five compliance years after them within four digits: 9999 − 10 − 5 = 9984.
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(name({ capitalInvestment: 1, employment: ten })).toBe("no error");
    expect(name({ capitalInvestment: 1, employment: [...ten, 11] })).toBe("employment");
    expect(name({ capitalInvestment: 1, firstYear: 1899 })).toBe("firstYear");
    expect(name({ capitalInvestment: 1, firstYear: 9984 })).toBe("no error");
    expect(name({ capitalInvestment: 1, firstYear: 9985 })).toBe("firstYear");
  });
});

describe("result and trace", () => {
  test("the trace adds up to the allowed total and every id is unique", () => {
    // tenant: 100,000,000 × 1/3 = 33,333,333.333…; total 33,333,333.33; fifth 6,666,666.67;
    // lease 5,000,000 caps year 2; year 3 not met (199 < 200): allowed 6,666,666.67 × 3 + 5,000,000 = 25,000,000.01
    const r = computeWindSchedule({
      role: "tenant",
      capitalInvestment: 100000000,
      tenantLeasedArea: 1,
      totalLeasableArea: 3,
      employment: [100, 150, 199, 300, 300],
      leasePayments: [null, 5000000],
    });
    expect(r.allowedTotal.toFixed(2)).toBe("25000000.01");
    expect(appliedTotal(r.trace).toFixed(2)).toBe("25000000.01");
    expect(new Set(r.trace.map((s) => s.id)).size).toBe(r.trace.length);
    expect(r.years.map((y) => y.status)).toEqual([
      "earned",
      "lease-capped",
      "not met",
      "earned",
      "earned",
    ]);
  });

  test("the steps come in the spec's order, eligibility first, each with its citation", () => {
    const ids = computeWindSchedule({ capitalInvestment: 60000000 }).trace.map((s) => s.id);
    expect(ids.slice(0, 14)).toEqual([
      "b.",
      "a.(3)",
      "a.(1) benefit",
      "a.(2)(a)",
      "a.(2)(b)",
      "19:31S-1.9 jobs",
      "d. base",
      "19:31S-1.9",
      "d. rounding",
      "a.(1) cap",
      "a.(1) net benefit",
      "d. start",
      "d. fifths",
      "d. lease",
    ]);
    const trace = computeWindSchedule({ capitalInvestment: 60000000 }).trace;
    expect(trace.find((s) => s.id === "19:31S-1.9 jobs")!.citation).toBe("N.J.A.C. 19:31S-1.9");
    expect(trace.find((s) => s.id === "f.(4) year 5")!.citation).toBe("P.L.2010, c.57, s.6 f.(4)");
  });

  test("JSON: money strings, counts and employment as numbers, dates ISO", () => {
    // 60,000,000 / 5 = 12,000,000.00; period 1: 99.5 < 100, not begun; period 2: 100.5 >= 100,
    // compliance year 1 (s.6 d.), tax year 2028; year 2 = period 3, past the list: pending
    const json = windScheduleToJson(
      computeWindSchedule({
        capitalInvestment: "60,000,000",
        employment: [99.5, 100.5],
        firstYear: 2027,
        periodEndMonth: 3,
      }),
    ) as { years: Record<string, unknown>[]; totalCredit: unknown; notBegun: unknown };
    expect(json.totalCredit).toBe("60000000.00");
    expect(json.notBegun).toEqual([
      // a March period of CBT-100 tax year 2027 ends in 2028
      { period: 1, employment: 99.5, requiredJobs: 100, periodEnd: "2028-03-31" },
    ]);
    expect(json.years[0]).toEqual({
      year: 1,
      period: 2,
      taxYear: 2028,
      periodEnd: "2029-03-31",
      requiredJobs: 100,
      employment: 100.5,
      scheduled: "12000000.00",
      leaseCap: null,
      allowed: "12000000.00",
      status: "earned",
      // no documentationApprovalDate, and the period ends after 2026-01-13
      forfeitureRisk: true,
    });
  });
});
