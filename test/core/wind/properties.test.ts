/**
 * Wind credit invariants (docs/wind.md), checked through `evaluate("wind.schedule", …)` — the machine
 * interface's path — on generated valid inputs biased to the spec's edges: $50,000,000 and a unit
 * either side, $17,500,000 represented, the proration steps 149/150/199/200/249/250/299/300, the
 * yearly minimums, lease payments around the fifth, periods ending either side of 2026-01-13 and
 * approvals either side of a period's end, limits with fractions of a cent. The exact amounts are
 * in the golden scenarios; here: allowed never exceeds scheduled, the five scheduled years add up
 * to the total, raising employment never lowers the allowed total, the trace adds up to the
 * allowed total, the totals agree with the years and reconcile exactly with the total, no amount
 * exceeds its limit, a tenant's eligibility never falls when its own investment rises, an
 * ineligible result is all zeros, and bad values are refused naming the input.
 */
import fc from "fast-check";
import { clean, consistent, date, maybe } from "../../support/wind-scenarios";
import { evaluate } from "../../../src/core";
import { Decimal } from "../../../src/core/decimal";

type Inputs = Record<string, unknown>;
interface Year {
  year: number;
  period: number | null;
  requiredJobs: number | null;
  employment: number | null;
  scheduled: string;
  leaseCap: string | null;
  allowed: string;
  status: string;
}
interface Step {
  id: string;
  applied: boolean;
  amount: string | null;
}
interface WindJson {
  eligible: boolean;
  reasons: string[];
  creditBase: string | null;
  totalCredit: string;
  startPeriod: number | null;
  notBegun: { period: number; employment: number | null }[];
  years: Year[];
  allowedTotal: string;
  forfeitedTotal: string;
  pendingTotal: string;
  notMetTotal: string;
  leaseCapReduction: string;
  scheduledTotal: string;
  trace: Step[];
}

function run(inputs: Inputs): WindJson {
  const out = evaluate("wind.schedule", inputs);
  if (!out.ok)
    throw new Error(`${out.error.input}: ${out.error.message} for ${JSON.stringify(inputs)}`);
  return out.result as unknown as WindJson;
}

const d = (s: string) => new Decimal(s);
const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(x), d("0"));

/** Amounts around the $50,000,000 owner minimum, the $17,500,000 tenant test and beyond. */
const investment = fc.constantFrom(
  "50000000",
  "49999999.99",
  "50000000.01",
  "49999999",
  "45000000",
  "52500000",
  "70000000",
  "80000000",
  "100000000",
  "123456789.87",
  "0",
  "400000000",
);
const tenantOwn = fc.constantFrom("0", "1", "4999999.99", "5000000", "8000000", "12345678.91");
const approvedJobs = fc.constantFrom(149, 150, 199, 200, 249, 250, 299, 300, 301, 1000, 0);
/** Employment near the (prorated) minimums, fractional averages included, or not given. */
const employmentValue = fc.option(
  fc.constantFrom(
    0,
    49,
    50,
    66.99,
    67,
    74.5,
    75,
    83.99,
    84,
    99,
    99.99,
    100,
    124,
    125,
    133,
    134,
    149,
    150,
    166,
    167,
    199,
    200,
    249,
    250,
    299.9,
    300,
    320,
  ),
  { nil: null, freq: 5 },
);
const employment = fc.array(employmentValue, { minLength: 1, maxLength: 10 });
const leaseValue = fc.option(
  fc.constantFrom(
    "0",
    "1000000",
    "3999999.99",
    "3999999.999",
    "4000000",
    "4000000.005",
    "10000000",
    "16000000",
  ),
  {
    nil: null,
    freq: 3,
  },
);

const owner = fc.record(
  {
    capitalInvestment: investment,
    otherTenantInvestment: maybe(tenantOwn),
  },
  { requiredKeys: ["capitalInvestment"] },
);
const tenant = fc.oneof(
  fc.record({
    role: fc.constant("tenant"),
    capitalInvestment: investment,
    tenantCapitalInvestment: maybe(tenantOwn),
    otherTenantInvestment: maybe(tenantOwn),
    tenantLeasedShare: fc.constantFrom("0.25", "0.35", "0.2499", "1", "0", "0.5", "0.125"),
    leasePayments: maybe(fc.array(leaseValue, { minLength: 1, maxLength: 10 })),
  }),
  fc
    .record({
      role: fc.constant("tenant"),
      capitalInvestment: investment,
      tenantCapitalInvestment: maybe(tenantOwn),
      tenantLeasedArea: fc.constantFrom(1, 1000, 333, 7),
      totalLeasableArea: fc.constantFrom(3, 3000, 1000, 20),
      leasePayments: maybe(fc.array(leaseValue, { minLength: 1, maxLength: 10 })),
    })
    .filter((t) => t.tenantLeasedArea <= t.totalLeasableArea),
);
const common = fc.record({
  employment: maybe(employment),
  approvedJobs: maybe(approvedJobs),
  firstYear: maybe(fc.integer({ min: 2022, max: 2030 })),
  periodEndMonth: maybe(fc.integer({ min: 1, max: 12 })),
  applicationDate: maybe(fc.constantFrom("2024-01-01", "2025-07-01", "2025-07-02")),
  documentationDate: maybe(fc.constantFrom("2027-01-01", "2028-07-01", "2028-07-02")),
  documentationApprovalDate: maybe(date),
  beipGrant: maybe(fc.boolean()),
  brraaAssistance: maybe(fc.boolean()),
  netPositiveBenefit: maybe(fc.boolean()),
  programCapRemaining: maybe(
    fc.constantFrom("0", "25000000", "30000000.03", "30000000.034", "100.005", "350000000"),
  ),
  netBenefit: maybe(
    fc.constantFrom("0", "1", "11000000", "27500000.01", "33000000.033", "1000000000"),
  ),
  approvedMinimums: maybe(
    fc.constantFrom([100, 150, 200, 300, 300], [50, 80, 120, 160, 160], [0, 0, 0, 1, 1]),
  ),
});
const scenario = fc
  .tuple(fc.oneof(owner, tenant), common)
  .map(([who, rest]) => clean(consistent({ ...who, ...rest })));

const RUNS = { numRuns: 600 };

describe("wind schedule invariants", () => {
  test("every year allows at least 0 and never more than it schedules", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        for (const y of run(inputs).years) {
          expect(d(y.allowed).isNegative() && !d(y.allowed).isZero()).toBe(false);
          expect(d(y.allowed).lessThanOrEqualTo(y.scheduled)).toBe(true);
          if (y.leaseCap !== null) expect(d(y.allowed).lessThanOrEqualTo(y.leaseCap)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  test("the five scheduled years add up to the total: years 1-4 the fifth rounded down, year 5 the rest", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        const five = sum(r.years.map((y) => y.scheduled));
        expect(five.toFixed(2)).toBe(r.totalCredit);
        expect(r.scheduledTotal).toBe(r.totalCredit);
        const fifth = d(r.totalCredit).dividedBy(5).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        for (const y of r.years.slice(0, 4)) expect(y.scheduled).toBe(fifth.toFixed(2));
        expect(r.years[4].scheduled).toBe(d(r.totalCredit).minus(fifth.times(4)).toFixed(2));
      }),
      RUNS,
    );
  });

  test("an eligible result reconciles exactly: total = allowed + forfeited + pending + not met + lease-cap reduction", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        if (!r.eligible) return;
        const parts = sum([
          r.allowedTotal,
          r.forfeitedTotal,
          r.pendingTotal,
          r.notMetTotal,
          r.leaseCapReduction,
        ]);
        expect(parts.toFixed(2)).toBe(r.totalCredit);
      }),
      RUNS,
    );
  });

  test("no amount exceeds its limit: program cap, net benefit / 1.10, lease payments", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        const cap = d(String(inputs.programCapRemaining ?? "350000000"));
        expect(d(r.totalCredit).lessThanOrEqualTo(cap)).toBe(true);
        if (inputs.netBenefit !== undefined)
          expect(d(r.totalCredit).times("1.10").lessThanOrEqualTo(String(inputs.netBenefit))).toBe(
            true,
          );
        const lease = Array.isArray(inputs.leasePayments)
          ? (inputs.leasePayments as (string | null)[])
          : [];
        // Lease payments are listed by period, as employment is: each year's are its period's.
        r.years.forEach((y) => {
          const payments = y.period === null ? undefined : lease[y.period - 1];
          if (payments !== null && payments !== undefined)
            expect(d(y.allowed).lessThanOrEqualTo(payments)).toBe(true);
        });
      }),
      RUNS,
    );
  });

  test("a tenant's eligibility never falls when its own investment rises", () => {
    const more = fc.tuple(tenant, fc.constantFrom("0.01", "1", "500000", "2500000", "20000000"));
    fc.assert(
      fc.property(more, ([raw, extra]) => {
        const inputs = clean(raw);
        const before = run(inputs);
        const after = run({
          ...inputs,
          tenantCapitalInvestment: d(String(inputs.tenantCapitalInvestment ?? "0"))
            .plus(extra)
            .toFixed(),
        });
        if (before.eligible) expect(after.eligible).toBe(true);
      }),
      RUNS,
    );
  });

  test("raising a compliance year's employment (or giving a pending year's) never lowers the allowed total", () => {
    // Once the credit period has begun (s.6 d.), raising the employment of one of its periods
    // changes that compliance year alone. (Before the start it may move the start: an earlier
    // start can lower the total, as the statute's clock then runs from an earlier period.)
    const raise = fc.tuple(
      scenario,
      fc.integer({ min: 0, max: 4 }),
      fc.constantFrom(0.01, 1, 25, 100, 300),
    );
    fc.assert(
      fc.property(raise, ([inputs, y, by]) => {
        const before = run(inputs);
        if (before.startPeriod === null) return;
        const p = before.startPeriod - 1 + y;
        const list = Array.isArray(inputs.employment)
          ? [...(inputs.employment as (number | null)[])]
          : [inputs.employment as number | null];
        while (list.length <= p) list.push(null);
        const was = list[p];
        list[p] = was === null || was === undefined ? by : was + by;
        if (list.length > 10) return;
        const after = run({ ...inputs, employment: list });
        expect(after.startPeriod).toBe(before.startPeriod);
        expect(d(after.allowedTotal).greaterThanOrEqualTo(before.allowedTotal)).toBe(true);
        // Only that year can change.
        after.years.forEach((a, i) => {
          if (i !== y) expect(a).toEqual(before.years[i]);
        });
      }),
      RUNS,
    );
  });

  test("the credit period begins at the first listed period meeting the first year's minimum", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        const listed = (
          Array.isArray(inputs.employment)
            ? inputs.employment
            : inputs.employment === undefined
              ? []
              : [inputs.employment]
        ) as (number | string | null)[];
        if (!r.eligible) {
          expect(r.startPeriod).toBeNull();
          expect(r.notBegun).toEqual([]);
          return;
        }
        const first = r.years[0].requiredJobs as number;
        const meets = (e: number | string | null) => e !== null && d(String(e)).gte(first);
        const start = listed.findIndex(meets);
        expect(r.startPeriod).toBe(start < 0 ? null : start + 1);
        const before = start < 0 ? listed.length : start;
        expect(r.notBegun.map((n) => n.period)).toEqual(
          Array.from({ length: before }, (_, k) => k + 1),
        );
        for (const n of r.notBegun) expect(meets(n.employment)).toBe(false);
        r.years.forEach((y, k) =>
          expect(y.period).toBe(r.startPeriod === null ? null : r.startPeriod + k),
        );
      }),
      RUNS,
    );
  });

  test("the trace's applied amounts add up to the allowed total", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        const applied = r.trace.filter((s) => s.applied && s.amount !== null).map((s) => s.amount!);
        expect(sum(applied).toFixed(2)).toBe(r.allowedTotal);
        expect(new Set(r.trace.map((s) => s.id)).size).toBe(r.trace.length);
      }),
      RUNS,
    );
  });

  test("the totals agree with the years and their statuses", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        expect(sum(r.years.map((y) => y.allowed)).toFixed(2)).toBe(r.allowedTotal);
        const pending = r.years.filter((y) => y.status === "pending");
        expect(sum(pending.map((y) => y.scheduled)).toFixed(2)).toBe(r.pendingTotal);
        const forfeited = r.years.filter((y) => y.status === "forfeited");
        const wouldAllow = forfeited.map((y) =>
          y.leaseCap !== null && d(y.leaseCap).lessThan(y.scheduled) ? y.leaseCap : y.scheduled,
        );
        expect(sum(wouldAllow).toFixed(2)).toBe(r.forfeitedTotal);
        const notMet = r.years.filter((y) => y.status === "not met");
        expect(sum(notMet.map((y) => y.scheduled)).toFixed(2)).toBe(r.notMetTotal);
        const limitedYears = r.years.filter((y) =>
          ["lease-capped", "forfeited"].includes(y.status),
        );
        const reduction = limitedYears.map((y) =>
          y.leaseCap !== null && d(y.leaseCap).lessThan(y.scheduled)
            ? d(y.scheduled).minus(y.leaseCap).toFixed(2)
            : "0",
        );
        expect(sum(reduction).toFixed(2)).toBe(r.leaseCapReduction);
        for (const y of r.years) {
          if (y.status === "earned") expect(y.allowed).toBe(y.scheduled);
          if (y.status === "lease-capped") expect(y.allowed).toBe(y.leaseCap);
          if (["not met", "forfeited", "pending", "ineligible"].includes(y.status))
            expect(y.allowed).toBe("0.00");
          if (y.status === "not met") expect(y.employment! < y.requiredJobs!).toBe(true);
          if (y.status === "pending") expect(y.employment).toBeNull();
        }
        expect(
          d(r.totalCredit).lessThanOrEqualTo(String(inputs.programCapRemaining ?? "350000000")),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  test("an ineligible result names its reasons and is zero everywhere", () => {
    fc.assert(
      fc.property(scenario, (inputs) => {
        const r = run(inputs);
        expect(r.eligible).toBe(r.reasons.length === 0);
        if (r.eligible) return;
        expect(r.creditBase).toBeNull();
        expect([
          r.totalCredit,
          r.allowedTotal,
          r.forfeitedTotal,
          r.pendingTotal,
          r.notMetTotal,
          r.leaseCapReduction,
        ]).toEqual(["0.00", "0.00", "0.00", "0.00", "0.00", "0.00"]);
        for (const y of r.years)
          expect([y.status, y.allowed, y.scheduled]).toEqual(["ineligible", "0.00", "0.00"]);
      }),
      RUNS,
    );
  });

  // Years 1 to 4 are each a fifth of the total rounded down to the cent, year 5 the rest
  // (docs/wind.md §3.5, so the five add up to the total). A larger total whose fifth rounds a
  // cent higher moves year 5's rest by δ − 4 × (that cent): with year 5 allowed and fewer than
  // four of years 1–4, the allowed total can fall by up to 3 cents (fifth 20,987,654.27 → .28,
  // rest .31 → .28: years 1 and 5 allowed, 41,975,308.58 → .56). Never more, and never otherwise.
  test("a larger capital investment never lowers an owner's allowed total, but for year 5's share of the cents", () => {
    const more = fc.tuple(
      fc.record({
        capitalInvestment: investment,
        employment: maybe(employment),
        approvedJobs: maybe(approvedJobs),
      }),
      fc.constantFrom("0.01", "1", "1000000", "50000000"),
    );
    fc.assert(
      fc.property(more, ([raw, extra]) => {
        const inputs = clean(raw);
        const before = run(inputs);
        const after = run({
          ...inputs,
          capitalInvestment: d(String(inputs.capitalInvestment)).plus(extra).toFixed(),
        });
        const fell = d(before.allowedTotal).minus(after.allowedTotal);
        if (fell.greaterThan(0)) {
          type Year = { status: string; scheduled: string };
          const [lastBefore, lastAfter] = [before, after].map(
            (r) => (r.years as Year[])[(r.years as Year[]).length - 1],
          );
          expect([fell.lessThanOrEqualTo("0.03"), lastAfter.status]).toEqual([true, "earned"]);
          expect(d(lastAfter.scheduled).lessThan(lastBefore.scheduled)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe("wind bad values are refused, naming the input", () => {
  const bad: [string, Inputs][] = [
    [
      "employment",
      { capitalInvestment: 80000000, employment: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    ],
    ["employment", { capitalInvestment: 80000000, employment: ["many"] }],
    [
      "leasePayments",
      {
        role: "tenant",
        capitalInvestment: 80000000,
        tenantLeasedShare: 0.3,
        leasePayments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      },
    ],
    [
      "leasePayments",
      { role: "tenant", capitalInvestment: 80000000, tenantLeasedShare: 0.3, leasePayments: [-1] },
    ],
    ["tenantLeasedShare", { role: "tenant", capitalInvestment: 80000000, tenantLeasedShare: 2 }],
    ["tenantLeasedShare", { role: "tenant", capitalInvestment: 80000000 }],
    [
      "tenantLeasedShare",
      { role: "tenant", capitalInvestment: 80000000, tenantLeasedShare: 0.3, totalLeasableArea: 3 },
    ],
    ["totalLeasableArea", { role: "tenant", capitalInvestment: 80000000, tenantLeasedArea: 3 }],
    [
      "totalLeasableArea",
      { role: "tenant", capitalInvestment: 80000000, tenantLeasedArea: 3, totalLeasableArea: -3 },
    ],
    [
      "otherTenantInvestment",
      {
        role: "tenant",
        capitalInvestment: 40000000,
        tenantLeasedShare: 0.3,
        otherTenantInvestment: -5,
      },
    ],
    ["tenantCapitalInvestment", { capitalInvestment: 80000000, tenantCapitalInvestment: 5 }],
    ["tenantLeasedArea", { role: "owner", capitalInvestment: 80000000, tenantLeasedArea: 5 }],
    ["applicationDate", { capitalInvestment: 80000000, applicationDate: "2025-7-1" }],
    ["documentationDate", { capitalInvestment: 80000000, documentationDate: "2023-02-29" }],
    ["documentationApprovalDate", { capitalInvestment: 80000000, documentationApprovalDate: true }],
    ["firstYear", { capitalInvestment: 80000000, firstYear: "soon" }],
    ["programCapRemaining", { capitalInvestment: 80000000, programCapRemaining: -0.01 }],
    ["programCapRemaining", { capitalInvestment: 80000000, programCapRemaining: "350000000.01" }],
    ["netBenefit", { capitalInvestment: 80000000, netBenefit: -0.01 }],
    ["netBenefit", { capitalInvestment: 80000000, netBenefit: "plenty" }],
    [
      "netBenefit",
      { capitalInvestment: 80000000, netBenefit: 100000000, netPositiveBenefit: false },
    ],
    ["netPositiveBenefit", { capitalInvestment: 80000000, netPositiveBenefit: "yes please" }],
    ["periodEndMonth", { capitalInvestment: 80000000, periodEndMonth: 0 }],
    ["capitalInvestment", { capitalInvestment: [80000000, 1] }],
  ];
  test.each(bad)("%s: %j", (name, inputs) => {
    const out = evaluate("wind.schedule", inputs);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.input).toBe(name);
      expect(out.error.message).toContain(name);
    }
  });
});
