/**
 * Random wind facilities for the portfolio tests (test/functions/portfolio.test.ts against the
 * single-cell function, test/cli/portfolio-batch.test.ts against njcredit batch): owners and
 * tenants, with and without the tenant's inputs, approved jobs across the prorated bands, and
 * up to six periods' employment; and the same as a PORTFOLIO table, employment in one cell.
 */
import fc from "fast-check";

export interface Facility {
  role: "owner" | "tenant";
  capitalInvestment: number;
  tenantCapitalInvestment: number | null;
  tenantLeasedShare: number | null;
  approvedJobs: number | null;
  employment: number[];
}

export const facility: fc.Arbitrary<Facility> = fc.record({
  role: fc.constantFrom("owner" as const, "tenant" as const),
  capitalInvestment: fc.integer({ min: 10_000_000, max: 200_000_000 }),
  tenantCapitalInvestment: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  tenantLeasedShare: fc.option(fc.constantFrom(0.1, 0.3, 0.35, 0.5), { nil: null }),
  approvedJobs: fc.option(fc.integer({ min: 100, max: 400 }), { nil: null }),
  employment: fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 6 }),
});

/** The criteria names of a facility besides role, capitalInvestment and employment. */
export const FACILITY_CRITERIA = [
  "tenantCapitalInvestment",
  "tenantLeasedShare",
  "approvedJobs",
] as const;

const COLUMNS = ["role", "capitalInvestment", ...FACILITY_CRITERIA, "employment"] as const;

/** Facilities as a PORTFOLIO table: a header row, then a row each (`id` first when given). */
export function facilityTable(
  facilities: readonly Facility[],
  id?: (k: number) => string,
): (string | number | null)[][] {
  return [
    [...(id ? ["id"] : []), ...COLUMNS],
    ...facilities.map((f, k) => [
      ...(id ? [id(k)] : []),
      ...COLUMNS.map((c) =>
        c === "employment" ? (f.employment.length > 0 ? f.employment.join(";") : null) : f[c],
      ),
    ]),
  ];
}
