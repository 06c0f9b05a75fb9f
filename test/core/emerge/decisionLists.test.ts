/**
 * Each location and each training option gets its own decision's words, whatever was decided
 * before it, and a location written in any spelling its field accepts reads as that location.
 * The amounts are the rules tables' (s.75 b., c.(1)(d)); the words are the point here.
 */
import { computeEmergePerJob } from "../../../src/core";

/** The first step (the base amount, s.75 b.) of a location's per-job trace: its id and reason. */
function baseStep(inputs: Record<string, unknown>): [string, string] {
  const step = computeEmergePerJob(inputs).trace[0];
  return [step.id, step.reason];
}

test("each location, with and without a mega project, gets its own tier's words", () => {
  const got = ["grm", "enhanced", "distressed", "qoz", "corridor", "other"].flatMap((location) =>
    [false, true].map((megaProject) => baseStep({ location, megaProject })),
  );
  // b.(1) $4,000 (and every mega project); b.(2) $3,500; b.(3) $3,000; b.(4) $2,500 for both a
  // qualified opportunity zone and a corridor, in their own words; b.(5) $500.
  const mega = (where: string): [string, string] => [
    "b.(1)",
    `tier 1: a mega project (located in ${where}); base 4,000.00 per job per year`,
  ];
  expect(got).toEqual([
    [
      "b.(1)",
      "tier 1: located in a government-restricted municipality; base 4,000.00 per job per year",
    ],
    mega("a government-restricted municipality"),
    ["b.(2)", "tier 2: located in an enhanced area; base 3,500.00 per job per year"],
    mega("an enhanced area"),
    ["b.(3)", "tier 3: located in a distressed municipality; base 3,000.00 per job per year"],
    mega("a distressed municipality"),
    ["b.(4)", "tier 4: located in a qualified opportunity zone; base 2,500.00 per job per year"],
    mega("a qualified opportunity zone"),
    [
      "b.(4)",
      "tier 4: located in an employment and investment corridor; base 2,500.00 per job per year",
    ],
    mega("an employment and investment corridor"),
    ["b.(5)", "tier 5: located in other eligible areas; base 500.00 per job per year"],
    mega("other eligible areas"),
  ]);
});

test("a location given in another spelling its field accepts reads as that location", () => {
  for (const location of ["qoz", "opportunityzone", "opportunity zone", "Opportunity Zone", "QOZ"])
    expect(baseStep({ location })).toEqual([
      "b.(4)",
      "tier 4: located in a qualified opportunity zone; base 2,500.00 per job per year",
    ]);
});

test("each training option gets its own words at each distance, the program's decided first", () => {
  const program =
    "funds an industry-specific training program able to enroll 10% or more of its full-time workforce";
  const institution =
    "pays a State educational institution to provide an industry-specific training program to the public";
  const got = ["program", "institution"].flatMap((training) =>
    [undefined, 10, 10.01].map((miles) => {
      const r = computeEmergePerJob({
        location: "other",
        training,
        ...(miles === undefined ? {} : { trainingInstitutionMiles: miles }),
      });
      const step = r.trace.find((s) => s.id === "c.(1)(d)");
      return [step?.amount?.toFixed(2), step?.reason];
    }),
  );
  // c.(1)(d): $500; $1,000 when a State educational institution within 10 miles provides it.
  const within = ", provided by a State educational institution 10 miles away (within 10)";
  const beyond = "; the State educational institution is 10.01 miles away (more than 10)";
  const none = "; no distance to a State educational institution given";
  expect(got).toEqual([
    ["500.00", program + none],
    ["1000.00", program + within],
    ["500.00", program + beyond],
    ["500.00", institution + none],
    ["1000.00", institution + within],
    ["500.00", institution + beyond],
  ]);
});
