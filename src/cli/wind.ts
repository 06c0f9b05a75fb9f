/**
 * `njcredit wind`: the wind energy facility credit (P.L.2010, c.57, s.6) over its five compliance
 * years, as a readable table with the totals, then the explanation (docs/interface.md 1.2). Every
 * wind input is a flag; the core computes, this prints.
 */
import { calculations } from "../core";
import { Decimal, displayPercent } from "../core/decimal";
import { WIND_YEAR_TABLE } from "../core/columns";
import type { WindScheduleJson } from "../core/results";
import { JSON_FLAG, flagsFromSchema, type FlagSpec } from "./args";
import type { Command } from "./command";
import { renderHelp } from "./help";
import { runCalcCommand } from "./run";
import { count, money, renderResultTable, renderTrace } from "./table";

/** Every wind input as a flag (its meaning and default from the core's schema), then --json. */
function windFlags(): FlagSpec[] {
  return [...flagsFromSchema(calculations["wind.schedule"].schema, { lists: true }), JSON_FLAG];
}

const flags = windFlags();

const help = renderHelp({
  usage: "njcredit wind --capital-investment <amount> [--employment <n,n,…>] [flags]",
  summary:
    "The wind energy facility credit (P.L.2010, c.57, s.6; N.J.A.C. 19:31S) over its five compliance " +
    "years: eligibility, the credit base, the authority's proration, the program cap and the net benefit " +
    "limit, one-fifth a year, each year's employment minimum, a tenant's lease-payment limit and forfeiture, " +
    "with the explanation and the totals' reconciliation.",
  notes: [
    "Per-period inputs (--employment, --lease-payments) take a comma-separated list, one value per " +
      "privilege period from the first, up to 10 (write the numbers without thousands separators); a " +
      "single value is period 1's. Compliance year 1 is the first period whose employment meets the " +
      "first year's minimum (s.6 d.); the periods before it are not begun, and a compliance year whose " +
      "period is left out or blank (120,,210) is pending. --employment counts the facility's new " +
      "full-time employees in the aggregate (tenants' included).",
    "A tenant (--role tenant) gives --capital-investment as the owner's investment, its own as " +
      "--tenant-capital-investment, and its share of the net leasable area as --tenant-leased-share or " +
      "as --tenant-leased-area with --total-leasable-area. Dates are YYYY-MM-DD.",
    "A bare flag (--beip-grant) means true and --no-beip-grant false. Amounts outside lists may be " +
      "written 80000000 or 80,000,000.",
  ],
  flags,
  examples: [
    "njcredit wind --capital-investment 80000000 --employment 120,160,210,310,320",
    "njcredit wind --role tenant --capital-investment 70000000 --tenant-leased-share 0.25 --employment 100,150 --lease-payments 3000000,4000000",
    "njcredit wind --capital-investment 100000000 --approved-jobs 220 --first-year 2026 --period-end-month 6 --documentation-approval-date 2027-09-01",
  ],
});

/** The readable five-year result: eligibility, the table with totals, then the explanation. */
export function renderWind(result: WindScheduleJson, maxWidth?: number): string {
  const years = result.years;
  const lines: string[] = [];
  const role = result.role;
  if (!result.eligible) {
    lines.push(`Wind energy facility credit (${role}): not eligible, no credit`);
    lines.push(`Failed: ${result.reasons.join("; ")}`);
  } else {
    lines.push(`Wind energy facility credit (${role}): total ${money(result.totalCredit)}`);
    const facts: string[] = [`credit base ${money(result.creditBase)}`];
    if (result.prorationShare !== null) {
      facts.push(
        `${displayPercent(new Decimal(result.prorationShare))} for ${count(result.approvedJobs)} approved jobs`,
      );
    }
    const last = years[years.length - 1]?.scheduled;
    facts.push(
      last === years[0]?.scheduled
        ? `one-fifth a year ${money(years[0]?.scheduled)}`
        : `one-fifth a year ${money(years[0]?.scheduled)} (rounded down; year ${years.length} ${money(last)})`,
    );
    lines.push(facts.join(" · "));
  }
  lines.push("");
  lines.push(renderResultTable(WIND_YEAR_TABLE, result).trimEnd(), "");

  // The reconciliation (docs/wind.md §3.6): every cent of the total is allowed, forfeited, pending,
  // lost to a missed year, or above a tenant's lease payments.
  if (!result.eligible) {
    lines.push(`Total credit ${money(result.totalCredit)} (not eligible)`);
  } else {
    lines.push(
      `Allowed ${money(result.allowedTotal)} + forfeited ${money(result.forfeitedTotal)} + ` +
        `pending ${money(result.pendingTotal)} + not met ${money(result.notMetTotal)} + ` +
        `lease-cap reduction ${money(result.leaseCapReduction)} = total ${money(result.totalCredit)}`,
    );
  }
  lines.push("", "Explanation (P.L.2010, c.57, s.6; N.J.A.C. 19:31S):", "");
  return lines.join("\n") + "\n" + renderTrace(result.trace ?? [], maxWidth);
}

export const windCommand: Command = {
  name: "wind",
  summary: "Wind energy facility credit over its five compliance years, with the explanation",
  help,
  run: (args, io) =>
    runCalcCommand(
      { command: "wind", calc: "wind.schedule", flags, help, render: renderWind },
      args,
      io,
    ),
};

export default windCommand;
