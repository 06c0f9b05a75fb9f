/**
 * Deterministic Emerge scenarios for the benchmarks: varied inputs biased toward the thresholds,
 * the same every run, so figures compare across runs.
 */
export type Scenario = Record<string, unknown>;

/** A small deterministic generator (mulberry32), so runs are repeatable without a dependency. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOCATIONS = ["grm", "enhanced", "distressed", "qoz", "corridor", "other"];
const LEED = ["none", "certified", "silver", "gold", "platinum"];
const TRAINING = ["none", "program", "institution"];
const JOBS = [0, 250, 251, 400, 401, 600, 601, 800, 801, 1000, 1001, 3000];

export function emergeScenarios(count: number, seed = 7): Scenario[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const out: Scenario[] = [];
  for (let n = 0; n < count; n++) {
    const benchmark = 40000 + Math.floor(r() * 40000);
    out.push({
      location: pick(LOCATIONS),
      megaProject: r() < 0.1,
      jobType: r() < 0.7 ? "new" : "retained",
      newJobs: pick(JOBS),
      mriDistressScore: Math.floor(r() * 101),
      industrialCapitalInvestment: 1_000_000 + Math.floor(r() * 4_000_000),
      minimumCapitalInvestment: 1_000_000,
      training: pick(TRAINING),
      trainingInstitutionMiles: Math.floor(r() * 20),
      smallBusiness: r() < 0.5,
      projectMedianSalary: Math.floor(benchmark * (0.65 + r() * 1.5)),
      benchmarkMedianSalary: benchmark,
      targetedIndustry: r() < 0.5,
      incubator: r() < 0.3,
      laborHarmony: r() < 0.3,
      childCare: r() < 0.3,
      reentryPartnership: r() < 0.3,
      reentryHires: Math.floor(r() * 3),
      leedRating: pick(LEED),
      environmentalRemediation: r() < 0.2,
      collegePartnership: r() < 0.3,
      renewableEnergyShare: Math.floor(r() * 100) / 100,
      marineTerminal: r() < 0.1,
      boardMembers: 9,
      boardUnderrepresented: Math.floor(r() * 10),
      lowestHourlyWage: 15 + Math.floor(r() * 1000) / 100,
      year: 2019 + Math.floor(r() * 8),
    });
  }
  return out;
}
