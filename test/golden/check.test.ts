/**
 * The golden runner refuses scenarios that cannot fail, and every golden file follows the naming
 * scheme (test/golden/README.md).
 */
import * as emergeRules from "../../src/core/rules/emerge";
import * as windRules from "../../src/core/rules/wind";
import { scenarioProblems } from "./check";
import { loadGolden } from "./load";
import { allowedSlugs, idsIn, stepSlug } from "./naming";
import { assertScenario } from "./run";
import type { Scenario } from "./scenario";

// grm base 4,000; smallBusiness -> (e) +500 -> 4,500.00 (as c1e-small-business)
const good: Scenario = {
  title: "small business",
  calc: "emerge.perJob",
  inputs: { location: "grm", smallBusiness: true },
  expect: { perJobCredit: "4500.00" },
  steps: { "c.(1)(e)": { applied: true, amount: "500.00" } },
};

describe("the golden runner refuses a scenario that asserts nothing", () => {
  test("a good scenario passes", () => {
    expect(scenarioProblems(good)).toEqual([]);
    expect(() => assertScenario(good)).not.toThrow();
  });

  test("neither expect, steps nor error", () => {
    const bare = { title: "t", calc: "emerge.perJob", inputs: { location: "grm" } } as Scenario;
    expect(scenarioProblems(bare)).toEqual(["asserts nothing: give expect, steps or error"]);
    expect(() => assertScenario(bare)).toThrow("not a test: asserts nothing");
  });

  test("an expect of {}", () => {
    const s: Scenario = { ...good, steps: undefined, expect: {} };
    expect(() => assertScenario(s)).toThrow("expect is {}");
  });

  test("a steps of {}", () => {
    const s: Scenario = { ...good, expect: undefined, steps: {} };
    expect(() => assertScenario(s)).toThrow("steps is {}");
  });

  test("an error without input; an explicit null input is fine", () => {
    const base = { title: "t", calc: "emerge.perJob" as const, inputs: { location: "mars" } };
    const noInput = { ...base, error: { messageIncludes: "location" } } as unknown as Scenario;
    expect(() => assertScenario(noInput)).toThrow("error without input");
    const nullInput: Scenario = {
      ...base,
      calc: "nope" as Scenario["calc"],
      error: { input: null },
    };
    expect(scenarioProblems(nullInput)).toEqual([]);
    expect(() => assertScenario(nullInput)).not.toThrow();
  });

  test("an error beside expect or steps (they would never be checked)", () => {
    const s: Scenario = { ...good, error: { input: "location" } };
    expect(() => assertScenario(s)).toThrow("error with expect or steps");
  });

  test("steps naming an id the trace does not have", () => {
    const s: Scenario = { ...good, expect: undefined, steps: { "c.(1)(z)": { applied: false } } };
    expect(() => assertScenario(s)).toThrow(
      'steps names "c.(1)(z)", which the trace does not have',
    );
  });

  test("a wrong amount, a wrong applied and a wrong error input fail", () => {
    expect(() => assertScenario({ ...good, expect: { perJobCredit: "4500.01" } })).toThrow();
    expect(() =>
      assertScenario({ ...good, expect: undefined, steps: { "c.(1)(e)": { applied: false } } }),
    ).toThrow();
    const err: Scenario = {
      title: "t",
      calc: "emerge.perJob",
      inputs: { location: "mars" },
      error: { input: "newJobs" },
    };
    expect(() => assertScenario(err)).toThrow();
  });
});

describe("golden file names start with the step id they are about", () => {
  test("the slug of a step id", () => {
    expect(stepSlug("c.(1)(e)")).toBe("c1e");
    expect(stepSlug("d.(2)")).toBe("d2");
    expect(stepSlug("e.")).toBe("e");
    expect(stepSlug("a.(2)(b)")).toBe("a2b");
    expect(stepSlug("a.(1) cap")).toBe("a1");
    expect(stepSlug("f.(2) year 2")).toBe("f2");
    expect(stepSlug("19:31S-1.9 jobs")).toBe("njac-1-9");
    expect(stepSlug("19:31S-1.12(b)")).toBe("njac-1-12b");
  });

  const slugs = {
    emerge: allowedSlugs(idsIn(emergeRules)),
    wind: allowedSlugs(idsIn(windRules)),
  };
  const files = loadGolden();
  test.each(files.map((g) => [`${g.credit}/${g.file}`, g] as const))("%s", (_, g) => {
    const match = /^(.+?)-[a-z0-9][a-z0-9-]*\.ts$/.exec(g.file);
    expect(match).not.toBeNull();
    const prefixes = [...slugs[g.credit]].filter((s) => g.file.startsWith(`${s}-`));
    expect({ file: g.file, prefixes: prefixes.length > 0 }).toEqual({
      file: g.file,
      prefixes: true,
    });
    // An input scenario is one about reading or refusing inputs; every error scenario is one.
    if (g.scenario.error) expect(g.file.startsWith("input-")).toBe(true);
  });

  test("names are unique across both credits' folders", () => {
    const names = files.map((g) => g.file);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
