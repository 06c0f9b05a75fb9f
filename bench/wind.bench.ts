/**
 * Wind schedule evaluations per second: the whole five-year computation with its trace
 * (computeWindSchedule, Decimals inside), and the same through `evaluate` with the JSON result
 * the machine interface writes; then what a grid cell computes, one field without the trace:
 * the stages with the no-op recorder, with the records read before the timed loop (as a grid
 * reads its base once) and inside it. Scenarios are generated here, deterministic, biased toward the
 * spec's edges (the $50,000,000 minimum, the proration steps, lease caps, forfeiture dates).
 */
import { evaluate } from "../src/core";
import { formatMoney } from "../src/core/decimal";
import { NO_TRACE } from "../src/core/trace";
import { computeWindSchedule, windScheduleFromInputs, windScheduleToJson } from "../src/core/wind";
import { readWindInputs, type WindInputs } from "../src/core/wind/inputs";
import { random, type Scenario } from "./scenarios";
import type { BenchResult } from "./types";

const COUNT = 5_000;
const INVESTMENT = [49_999_999, 50_000_000, 52_500_000, 80_000_000, 123_456_789.87, 400_000_000];
const APPROVED = [149, 150, 199, 200, 249, 250, 299, 300, 1000];
const EMPLOYMENT = [0, 50, 67, 84, 99.5, 100, 125, 150, 167, 200, 250, 300, 320];
const APPROVALS = ["2025-12-31", "2026-06-30", "2026-07-01", "2027-03-01", "2028-02-29"];

export function windScenarios(count: number, seed = 11): Scenario[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const out: Scenario[] = [];
  for (let n = 0; n < count; n++) {
    const years = 1 + Math.floor(r() * 5);
    const employment = Array.from({ length: years }, () => (r() < 0.15 ? null : pick(EMPLOYMENT)));
    const s: Scenario = {
      capitalInvestment: pick(INVESTMENT),
      approvedJobs: pick(APPROVED),
      employment,
      firstYear: 2024 + Math.floor(r() * 5),
      periodEndMonth: 1 + Math.floor(r() * 12),
      documentationApprovalDate: pick(APPROVALS),
    };
    if (r() < 0.4) {
      s.role = "tenant";
      s.tenantCapitalInvestment = Math.floor(r() * 10_000_000);
      if (r() < 0.5) s.tenantLeasedShare = pick([0.2, 0.25, 0.35, 0.5]);
      else
        Object.assign(s, { tenantLeasedArea: 1 + Math.floor(r() * 999), totalLeasableArea: 1000 });
      s.leasePayments = Array.from({ length: years }, () => Math.floor(r() * 8_000_000));
    } else if (r() < 0.3) {
      s.otherTenantInvestment = Math.floor(r() * 5_000_000);
    }
    out.push(s);
  }
  return out;
}

/** The best of `repeat` timings of `fn`, in milliseconds (the least disturbed run). */
function time(fn: () => void, repeat: number): number {
  let best = Infinity;
  for (let i = 0; i < repeat; i++) {
    const start = process.hrtime.bigint();
    fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

export async function run(): Promise<BenchResult[]> {
  const scenarios = windScenarios(COUNT);
  let sink = 0;
  // Warm up, so the first timing is not the JIT's.
  for (const s of scenarios.slice(0, 500)) sink += computeWindSchedule(s).years.length;
  const exactMs = time(() => {
    for (const s of scenarios) sink += computeWindSchedule(s).trace.length;
  }, 5);
  const jsonMs = time(() => {
    for (const s of scenarios)
      sink += Object.keys(windScheduleToJson(computeWindSchedule(s))).length;
  }, 3);
  const evalMs = time(() => {
    for (const s of scenarios) sink += JSON.stringify(evaluate("wind.schedule", s)).length;
  }, 3);
  // A grid cell: one field (allowedTotal goes through every stage, the years too), no trace.
  const records = scenarios.map((s) => readWindInputs(s));
  const stagesField = (inputs: WindInputs) =>
    formatMoney(windScheduleFromInputs(inputs, NO_TRACE).allowedTotal);
  const stagesMs = time(() => {
    for (const i of records) sink += stagesField(i).length;
  }, 5);
  const readMs = time(() => {
    for (const s of scenarios) sink += stagesField(readWindInputs(s)).length;
  }, 5);
  if (Number.isNaN(sink)) console.log(sink);
  const perSecond = (ms: number) => Math.round(COUNT / (ms / 1000));
  return [
    { name: "wind schedule, exact with trace", value: perSecond(exactMs), unit: "evals/s" },
    { name: "wind schedule, with JSON serialization", value: perSecond(jsonMs), unit: "evals/s" },
    {
      name: "wind schedule, evaluate + JSON.stringify (eval line)",
      value: perSecond(evalMs),
      unit: "evals/s",
    },
    {
      name: "wind schedule, stages (no trace), records read outside the loop",
      value: perSecond(stagesMs),
      unit: "evals/s",
    },
    {
      name: "wind schedule, stages (no trace), records read inside the loop",
      value: perSecond(readMs),
      unit: "evals/s",
    },
  ];
}
