/**
 * A schedule's years, worked out once a cell in a grid and so written for speed:
 * - jobYears answers the usual cases from the four job counts' lengths and leaves the rest to
 *   yearsSpanned (src/core/emerge/inputs.ts): every combination of the four counts, each absent,
 *   a number, or a list of 0 to 3 values, must get yearsSpanned's answer or its error, word for
 *   word;
 * - each year's bonus (c) names its own year's count ("newJobs in year N", schedule.ts, made once
 *   per year).
 */
import { computeEmergeSchedule } from "../../../src/core";
import { jobYears, yearsSpanned, type EmergeInputs } from "../../../src/core/emerge/inputs";

type Count = number | readonly number[] | undefined;
const SHAPES: readonly Count[] = [undefined, 5, [], [5], [5, 6], [5, 6, 7]];
const NAMES = ["newJobs", "retainedJobs", "laborHarmonyNewJobs", "laborHarmonyRetainedJobs"];

/** The answer, or the error's message, so that the two can be compared either way. */
function outcome(run: () => number): number | string {
  try {
    return run();
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

test("jobYears gives yearsSpanned's years or error for every shape of the four counts", () => {
  let compared = 0;
  let errors = 0;
  let longest = 0;
  for (let k = 0; k < SHAPES.length ** NAMES.length; k++) {
    const named: Record<string, Count> = {};
    let rest = k;
    for (const name of NAMES) {
      named[name] = SHAPES[rest % SHAPES.length];
      rest = Math.floor(rest / SHAPES.length);
    }
    const expected = outcome(() => yearsSpanned(named as Record<string, number | undefined>));
    expect(outcome(() => jobYears(named as unknown as EmergeInputs))).toBe(expected);
    compared++;
    if (typeof expected === "string") errors++;
    else longest = Math.max(longest, expected);
  }
  // 6^4 shapes; both kinds of answer were met, lists of 3 years among them.
  expect(compared).toBe(1296);
  expect(errors).toBeGreaterThan(0);
  expect(longest).toBe(3);
});

test("a list of no values spans no years, as yearsSpanned counts it", () => {
  // An empty list is a list (not skipped as a list of one is): its length is the years.
  expect(jobYears({ newJobs: [], retainedJobs: 0 } as unknown as EmergeInputs)).toBe(0);
  expect(() => jobYears({ newJobs: [], retainedJobs: [1, 2] } as unknown as EmergeInputs)).toThrow(
    "retainedJobs has 2 yearly values but newJobs has 0",
  );
});

test("each year's bonus (c) names that year's new jobs", () => {
  const schedule = computeEmergeSchedule({
    location: "grm",
    newJobs: [260, 300, 410],
    benchmarkMedianSalary: 60000,
    projectMedianSalary: 60000,
  });
  const reasons = schedule.years.map((year) => {
    const step = year.annual.jobs[0].perJob.trace.find((s) => s.id === "c.(1)(c)");
    return step?.reason;
  });
  // 260 and 300 are in 251–400 (clause (i)); 410 in 401–600 (clause (ii)).
  expect(reasons).toEqual([
    "260 new full-time jobs (newJobs in year 1) is between 251 and 400: clause (i)",
    "300 new full-time jobs (newJobs in year 2) is between 251 and 400: clause (i)",
    "410 new full-time jobs (newJobs in year 3) is between 401 and 600: clause (ii)",
  ]);
});
