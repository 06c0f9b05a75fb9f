/**
 * The bonuses of s.75 c.(1) are one table (BONUSES, bonuses.ts) the bonus stage maps over: the
 * table holds each subparagraph of the statute, in its order; each entry decides the bonus its
 * rules entry names; and a bonus added to the table reaches the result and the trace, in the
 * table's place, with no other list to edit.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { Decimal } from "../../../src/core/decimal";
import { BONUSES, type BonusEntry } from "../../../src/core/emerge/bonuses";
import { inputsForYear, readEmergeInputs } from "../../../src/core/emerge/inputs";
import { computePerJob, type PerJobResult } from "../../../src/core/emerge/perJob";
import type { RawInputs } from "../../../src/core/inputs";
import { BONUS } from "../../../src/core/rules/emerge";
import { NO_TRACE, stepToJson, tracing, type Recorder } from "../../../src/core/trace";

const LAW = readFileSync(
  join(__dirname, "../../../docs/law/emerge-per-job-credit-PL2020-c156-s75.txt"),
  "utf8",
);

/**
 * The subparagraphs of c.(1), as the statute letters them: "(a) for an eligible business …" to
 * "(r) …", and the deleted "(g) (Deleted by amendment …)". The clauses of (c) ("(i) if the number
 * of new full-time jobs …") start differently and are not subparagraphs.
 */
function subparagraphsOfC1(): string[] {
  const c1 = LAW.slice(LAW.indexOf("c. (1)"), LAW.indexOf("(2) The authority shall not award"));
  return [...c1.matchAll(/^\(([a-z])\) (?:for an eligible business|\(Deleted)/gm)].map(
    (m) => `c.(1)(${m[1]})`,
  );
}

/** The per-job result through the stage's options, as perJobFromInputs sets them. */
function perJob(raw: RawInputs, bonusTable?: readonly BonusEntry[], rec: Recorder = tracing()) {
  const i = inputsForYear(readEmergeInputs(raw, "perJob"), 0);
  return computePerJob(
    i,
    {
      jobType: i.jobType,
      laborHarmony: i.laborHarmony === true,
      newJobsForBonus: i.newJobs as number,
      newJobsSource: "newJobs",
      minimumWage: i.minimumWage && { rate: i.minimumWage, source: "minimumWage given" },
      bonusTable,
    },
    rec,
  );
}

// other eligible area (T5): base 500, limit d.(5) 3,000; only (e) small business, 500.
const SMALL: RawInputs = { location: "other", newJobs: 10, smallBusiness: true };

const ids = (r: PerJobResult): string[] => r.trace.map((s) => s.id);

describe("BONUSES, the table of the bonuses", () => {
  test("holds each subparagraph of c.(1), in the statute's order", () => {
    const statute = subparagraphsOfC1();
    expect(statute).toHaveLength(18); // (a) to (r), read from the law text, (g) deleted but lettered
    expect(BONUSES.map((b) => b.rules.id)).toEqual(statute);
    expect(BONUSES.map((b) => b.key)).toEqual(Object.keys(BONUS));
  });

  test("each entry decides the bonus its rules entry names", () => {
    const i = inputsForYear(readEmergeInputs(SMALL, "perJob"), 0);
    const ctx = { tier: 5 as const, laborHarmony: false, newJobsForBonus: 10, newJobsSource: "t" };
    for (const b of BONUSES) {
      const d = b.decide(i, ctx);
      expect({ id: d.id, label: d.label }).toEqual({ id: b.rules.id, label: b.rules.label });
    }
  });

  test("the trace has one bonus step per entry, in the table's order, after the base", () => {
    const r = perJob(SMALL);
    const bonusSteps = r.trace.filter((s) => s.group === "bonuses");
    expect(bonusSteps.map((s) => s.id)).toEqual(BONUSES.map((b) => b.rules.id));
    expect(bonusSteps.every((s) => s.kind === "amount")).toBe(true);
    const first = ids(r).indexOf(BONUSES[0].rules.id);
    expect(ids(r).slice(first - 1, first + BONUSES.length + 1)).toEqual([
      "b.(5)",
      ...BONUSES.map((b) => b.rules.id),
      "c.(2)",
    ]);
  });
});

describe("a bonus added to a copy of the table, and nowhere else", () => {
  const EXTRA = {
    id: "c.(1)(s)",
    label: "a bonus that exists only in this test",
    amount: new Decimal("250"),
  };
  const extra: BonusEntry = {
    key: "s",
    rules: EXTRA,
    decide: (i) =>
      i.smallBusiness
        ? { ...EXTRA, reason: "earned in this test by a small business" }
        : { ...EXTRA, amount: new Decimal(0), reason: "not a small business, in this test" },
  };
  const table = [...BONUSES, extra];

  test("is decided, added to the gross and traced, after (r) and before the wage floor", () => {
    const without = perJob(SMALL);
    const r = perJob(SMALL, table);
    // base 500 + (e) 500 = 1,000; with the extra bonus + 250 = 1,250, below the limit 3,000
    expect(without.bonusTotal.toFixed(2)).toBe("500.00");
    expect(r.bonusTotal.toFixed(2)).toBe("750.00");
    expect(r.gross.toFixed(2)).toBe("1250.00");
    expect(r.perJobCredit.toFixed(2)).toBe("1250.00");
    expect(r.bonuses.map((b) => b.id)).toEqual([...BONUSES.map((b) => b.rules.id), "c.(1)(s)"]);

    const s = r.trace.find((x) => x.id === "c.(1)(s)")!;
    expect(stepToJson(s)).toEqual({
      id: "c.(1)(s)",
      citation: "P.L.2020, c.156, s.75 c.(1)(s)",
      label: "a bonus that exists only in this test",
      applied: true,
      amount: "250.00",
      reason: "earned in this test by a small business",
      kind: "amount",
      group: "bonuses",
      source: "statute",
    });
    expect(ids(r)).toEqual([
      ...ids(without).slice(0, ids(without).indexOf("c.(2)")),
      "c.(1)(s)",
      ...ids(without).slice(ids(without).indexOf("c.(2)")),
    ]);
  });

  test("not earned, it is a step that did not apply, and adds nothing", () => {
    const raw = { ...SMALL, smallBusiness: false };
    const r = perJob(raw, table);
    expect(r.bonusTotal.toFixed(2)).toBe("0.00");
    expect(r.perJobCredit.toFixed(2)).toBe("500.00"); // the base of b.(5) alone
    expect(r.trace.find((x) => x.id === "c.(1)(s)")).toMatchObject({
      applied: false,
      amount: null,
      reason: "not a small business, in this test",
      group: "bonuses",
    });
  });

  test("the wage floor withholds it with the others", () => {
    // floor = max(15, 1.20 × 15) = 18; the lowest wage 17.99 is below it: no bonus at all
    const r = perJob({ ...SMALL, lowestHourlyWage: 17.99, minimumWage: 15 }, table);
    expect(r.bonusTotal.toFixed(2)).toBe("0.00");
    expect(r.perJobCredit.toFixed(2)).toBe("500.00");
    const s = r.trace.find((x) => x.id === "c.(1)(s)")!;
    expect({ applied: s.applied, amount: s.amount }).toEqual({ applied: false, amount: null });
    expect(s.reason).toBe(
      "earned in this test by a small business — would be 250.00, but no bonus is awarded: the lowest hourly wage is below the c.(2) floor",
    );
  });

  test("without a trace, the same amounts and no steps", () => {
    const r = perJob(SMALL, table, NO_TRACE);
    expect(r.bonusTotal.toFixed(2)).toBe("750.00");
    expect(r.perJobCredit.toFixed(2)).toBe("1250.00");
    expect(r.trace).toHaveLength(0);
  });
});

describe("the bonuses' total, whole or not", () => {
  /** A bonus of `amount`, always earned, in the table's place `at`. */
  const fixed = (amount: string, at: number): BonusEntry[] => {
    const rules = { id: "c.(1)(s)", label: "a bonus that exists only in this test" };
    const entry: BonusEntry = {
      key: "s",
      rules,
      decide: () => ({ ...rules, amount: new Decimal(amount), reason: "earned in this test" }),
    };
    return [...BONUSES.slice(0, at), entry, ...BONUSES.slice(at)];
  };
  const TWO: RawInputs = { ...SMALL, smallBusiness: true, targetedIndustry: true };

  test("adds a fraction of a cent met between whole amounts exactly", () => {
    // (e) 500 + (h) 500 + 250.005 = 1,250.005, wherever it is met: before both, between, after
    for (const at of [0, 6, BONUSES.length]) {
      const r = perJob(TWO, fixed("250.005", at));
      expect([at, r.bonusTotal.toFixed()]).toEqual([at, "1250.005"]);
      // base 500 + 1,250.005 = 1,750.005, below the limit 3,000; rounded half-up to 1,750.01
      expect([at, r.perJobCredit.toFixed(2)]).toEqual([at, "1750.01"]);
    }
  });

  test("adds whole amounts to a whole total, a large one included", () => {
    // (e) 500 + (h) 500 + 2^53 − 1,001 = 2^53 − 1 exactly: the largest whole sum added as numbers
    expect(perJob(TWO, fixed("9007199254739991", 3)).bonusTotal.toFixed()).toBe("9007199254740991");
    // one more: 2^53, past the whole numbers' range, added by decimal.js, exactly
    expect(perJob(TWO, fixed("9007199254739992", 3)).bonusTotal.toFixed()).toBe("9007199254740992");
    expect(perJob(TWO, fixed("0", 3)).bonusTotal.toFixed()).toBe("1000");
  });
});
