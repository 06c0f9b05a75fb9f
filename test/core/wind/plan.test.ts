/**
 * A wind grid's read (wind/inputs.ts windInputsPlan): for a grid's cells, the record is the read
 * plan's one shared record, rewritten cell by cell, its leased share written in (CellRead.shared);
 * elsewhere each read makes a record of its own. The two must hold the same inputs, or the same
 * error, cell after cell, whichever inputs vary: a field the shared record did not rewrite, or a
 * leased share kept from the cell before, would be a wrong number.
 */
import {
  parseWindRaw,
  parseWindValue,
  windFields,
  type WindInputs,
} from "../../../src/core/wind/inputs";
import { windInputsPlan } from "../../../src/core/wind/inputs";

/** Two values of each input, both taken (the record's check may still refuse the pair). */
const VALUES: Record<keyof typeof windFields, [unknown, unknown]> = {
  role: ["owner", "tenant"],
  capitalInvestment: [60_000_000, 80_000_000.5],
  tenantCapitalInvestment: [0, 2_000_000],
  otherTenantInvestment: [0, 1_000_000],
  tenantLeasedArea: [100, 250],
  totalLeasableArea: [1_000, 500],
  tenantLeasedShare: [0.25, 0.5],
  employment: [120, [150, 200]],
  approvedJobs: [150, 300],
  approvedMinimums: [
    [50, 75, 100, 150, 150],
    [100, 150, 200, 300, 300],
  ],
  leasePayments: [100_000, [50_000, 60_000]],
  firstYear: [2026, 2030],
  periodEndMonth: [6, 12],
  applicationDate: ["2025-07-01", "2025-07-02"],
  documentationDate: ["2028-07-01", "2028-07-02"],
  documentationApprovalDate: ["2027-01-01", "2031-01-01"],
  beipGrant: [false, true],
  brraaAssistance: [false, true],
  netPositiveBenefit: [true, false],
  programCapRemaining: [50_000_000, 10_000_000.01],
  netBenefit: [100_000_000, 0],
};

/** The record's inputs, by the WindInputs names (the shared record holds others besides), or the error. */
function outcome(read: () => WindInputs): unknown {
  try {
    const record = read();
    return Object.fromEntries(WIND_INPUTS.map((name) => [name, record[name]]));
  } catch (err) {
    return { error: (err as Error).message };
  }
}

const WIND_INPUTS: (keyof WindInputs)[] = [
  ...(Object.keys(windFields) as (keyof WindInputs)[]).filter(
    (name) => !["tenantLeasedArea", "totalLeasableArea", "tenantLeasedShare"].includes(name),
  ),
  "leasedShare",
];

test("the shared record holds each cell's inputs, or its error, for every pair of inputs varied", () => {
  const names = Object.keys(windFields) as (keyof typeof windFields)[];
  const outcomes = new Set<string>();
  let cells = 0;
  for (const role of ["owner", "tenant"])
    for (const v of names)
      for (const w of names) {
        if (v === w) continue;
        // A tenant's base with its share, or an owner's; the varied inputs not in it.
        const raw: Record<string, unknown> = {
          role,
          capitalInvestment: 70_000_000,
          employment: 300,
          ...(role === "tenant" ? { tenantLeasedShare: 0.3, tenantCapitalInvestment: 1 } : {}),
        };
        delete raw[v];
        delete raw[w];
        const plan = windInputsPlan(parseWindRaw(raw), [v, w]);
        // Each value parsed once, as a grid parses its row's and column's values: a cell meets
        // the very parse its field holds from the cell before (the row's value across its row),
        // which the shared record does not write again; and a blank between two cells of the
        // same value (its default written in between, so the value must be written again).
        const sequence = (name: keyof typeof windFields) => {
          const [first, second] = VALUES[name].map((raw) => parseWindValue(name, raw));
          return [first, undefined, first, second, first];
        };
        const across = sequence(v);
        const down = sequence(w);
        // Each value down, then across, and back: every field rewritten both ways.
        for (const a of across)
          for (const b of down) {
            const values = [a, b];
            const want = outcome(() => plan(values));
            expect(outcome(() => plan.shared(values))).toEqual(want);
            outcomes.add(
              want !== null && typeof want === "object" && "error" in want ? "error" : "record",
            );
            cells++;
          }
      }
  expect(cells).toBe(2 * 21 * 20 * 25);
  expect(outcomes).toEqual(new Set(["record", "error"]));
});

test("a tenant's leased share is the cell's own, cell after cell", () => {
  const plan = windInputsPlan(
    parseWindRaw({ role: "tenant", capitalInvestment: 70_000_000, employment: 300 }),
    ["tenantLeasedShare", "approvedJobs"],
  );
  for (const share of [0.25, 0.5, 0.25]) {
    const record = plan.shared([parseWindValue("tenantLeasedShare", share), 300]);
    expect(record.leasedShare).toEqual({ given: "share", share: expect.anything() });
    const given = record.leasedShare as { share: { toString(): string } };
    expect(given.share.toString()).toBe(String(share));
  }
});
