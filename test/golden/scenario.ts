/**
 * A golden scenario: one file each under test/golden/<credit>/, exact results worked out by hand
 * from the statute and spec, with the arithmetic in a comment beside the expectation.
 *
 * The runner (golden.test.ts) feeds `inputs` through `evaluate` — the same path as
 * `npx njcredit eval` — and checks `expect` as a partial match of the JSON result (money as
 * strings with two decimals), `steps` against the trace by step id, or `error` for bad input.
 */
export interface Scenario {
  /** What the scenario shows, in a sentence. */
  title: string;
  calc: "emerge.perJob" | "emerge.annual" | "emerge.schedule" | "wind.schedule";
  inputs: Record<string, unknown>;
  /** A partial match of the result object (docs/interface.md 1.1). */
  expect?: Record<string, unknown>;
  /** Trace steps by id: each listed step must be present with these fields. */
  steps?: Record<string, { applied?: boolean; amount?: string | null; reasonIncludes?: string }>;
  /** Bad input: the error must name this input (null for none) and mention `messageIncludes`. */
  error?: { input: string | null; messageIncludes?: string };
}
