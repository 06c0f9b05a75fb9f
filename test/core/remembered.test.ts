/**
 * Remembered (core/remembered.ts): a pure function of a record is called again only when a
 * per-record value it read, or a `given` it asked about, differs; otherwise its last answer (or
 * error) is given again. The read plans' tests (fields.test.ts) and the prepared grids' random
 * tests (prepared.test.ts) check the records and errors it gives; these check when it calls.
 */
import { Remembered, type Given } from "../../src/core/remembered";

type Rec = Record<string, unknown>;
const identity = (record: Readonly<Rec>) => record as Rec;
const PER_RECORD = new Set(["a", "b", "g"]);
const noneGiven: Given = () => false;

/** A Remembered of `fn`, and how many times fn ran. */
function counted<T>(fn: (view: Rec, given: Given) => T) {
  const runs = { n: 0 };
  const remembered = new Remembered<Rec, T>(
    (view, given) => {
      runs.n++;
      return fn(view, given);
    },
    PER_RECORD,
    identity,
  );
  return { remembered, runs };
}

describe("Remembered", () => {
  test("reuses its answer while the per-record values it read are the same", () => {
    const { remembered, runs } = counted((r) => (r.a as number) + (r.c as number));
    expect(remembered.call({ a: 1, b: 1, c: 10 }, noneGiven)).toBe(11);
    // b changed, but fn never read it; c is not per-record (the same in every record).
    expect(remembered.call({ a: 1, b: 2, c: 10 }, noneGiven)).toBe(11);
    expect(runs.n).toBe(1);
    expect(remembered.call({ a: 2, b: 2, c: 10 }, noneGiven)).toBe(12);
    expect(runs.n).toBe(2);
  });

  test("compares by Object.is: 0 and -0 are different values", () => {
    const { remembered, runs } = counted((r) => Object.is(r.a, -0));
    expect(remembered.call({ a: 0 }, noneGiven)).toBe(false);
    expect(remembered.call({ a: -0 }, noneGiven)).toBe(true);
    expect(runs.n).toBe(2);
  });

  test("an error is thrown again, the same error, while the values are the same", () => {
    const { remembered, runs } = counted((r) => {
      if (r.a === 1) throw new Error("a is 1");
      return "ok";
    });
    const thrown = (record: Record<string, unknown>): unknown => {
      try {
        remembered.call(record, noneGiven);
      } catch (error) {
        return error;
      }
      return "did not throw";
    };
    const first = thrown({ a: 1 });
    expect(first).toBeInstanceOf(Error);
    expect(thrown({ a: 1, b: 5 })).toBe(first);
    expect(runs.n).toBe(1);
    expect(remembered.call({ a: 2 }, noneGiven)).toBe("ok");
  });

  test("what it asked `given` about a per-record input is compared too", () => {
    const { remembered, runs } = counted((_r, given) => given("g") && given("constant"));
    const givenIf =
      (g: boolean): Given =>
      (name) =>
        name === "constant" || (name === "g" && g);
    expect(remembered.call({}, givenIf(true))).toBe(true);
    expect(remembered.call({}, givenIf(true))).toBe(true);
    expect(runs.n).toBe(1);
    expect(remembered.call({}, givenIf(false))).toBe(false);
    expect(runs.n).toBe(2);
  });

  test("one that looks at the record other than by name is called every time", () => {
    const { remembered, runs } = counted((r) => "a" in r);
    remembered.call({ a: 1 }, noneGiven);
    remembered.call({ a: 1 }, noneGiven);
    expect(runs.n).toBe(2);
    // Its answers stay right: it is not remembered, not wrongly remembered.
    expect(remembered.call({ b: 1 }, noneGiven)).toBe(false);
  });

  test("one whose answers are reused more often than not stays followed", () => {
    // Each value three times in a row: at each new value (call 3m + 1) 2m calls reused, and
    // 2 × 2m ≥ 3m + 1, so it is never dropped: 34 values, 34 runs over 100 calls.
    const { remembered, runs } = counted((r) => (r.a as number) * 2);
    for (let k = 0; k < 100; k++) {
      const a = Math.floor(k / 3);
      expect(remembered.call({ a }, noneGiven)).toBe(2 * a);
    }
    expect(runs.n).toBe(34);
  });

  test("one whose answers are seldom reused stops being followed, and stays right", () => {
    const { remembered, runs } = counted((r) => (r.a as number) * 2);
    for (let k = 0; k < 100; k++) expect(remembered.call({ a: k }, noneGiven)).toBe(2 * k);
    expect(runs.n).toBe(100);
    // No longer followed: called again even for the same value (so nothing stale is kept).
    remembered.call({ a: 99 }, noneGiven);
    expect(runs.n).toBe(101);
  });
});
