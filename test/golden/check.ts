/**
 * What makes a golden scenario a test: it must assert something that can fail. The runner
 * (golden.test.ts) refuses a scenario this finds a problem with before it evaluates it, so a
 * scenario file that asserts nothing cannot pass quietly.
 */
import type { Scenario } from "./scenario";

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
  );
}

/** The problems with a scenario, in words; empty when it asserts something. */
export function scenarioProblems(scenario: Scenario): string[] {
  const problems: string[] = [];
  const { expect, steps, error } = scenario as Partial<Scenario>;
  if (expect === undefined && steps === undefined && error === undefined)
    problems.push("asserts nothing: give expect, steps or error");
  if (expect !== undefined && isEmptyObject(expect))
    problems.push("expect is {}: it matches every result");
  if (steps !== undefined && isEmptyObject(steps)) problems.push("steps is {}: it checks no step");
  if (error !== undefined) {
    if (typeof error !== "object" || error === null || !("input" in error))
      problems.push("error without input: name the input the error must name (null for none)");
    else if (error.input !== null && typeof error.input !== "string")
      problems.push("error.input must be an input's name or null");
    if (expect !== undefined || steps !== undefined)
      problems.push("error with expect or steps: an error has no result to match");
  }
  return problems;
}
