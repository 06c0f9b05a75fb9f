/**
 * A pure function of a record, answered again only when what it read of the record has changed:
 * what a read plan (fields.ts) does with a default or requirement worked out from other inputs,
 * and with a calculation's cross-checks, for a grid's 10,000 records that differ in two inputs.
 *
 * The function is pure: what it answers (or throws) follows from the values it reads, by name, of
 * the record it is given, and from what it asks `given` (whether an input was given), nothing
 * else. So when, for a new record, every one of those reads gives the same value as last time,
 * it would run the same way and answer the same: its last answer (or error) is reused. What it
 * read is seen through a Proxy of the record; a function that looks at the record any other way
 * (`in`, its keys, its descriptors, a symbol) cannot be followed, and is called afresh for every
 * record from then on, as is one whose answers are seldom reused (see TRIAL). Only the names that
 * may differ from record to record (`perRecord`) are compared; every other one holds the same
 * value in every record it is given.
 */

/** Whether an input was given (a read plan's `given`, for the record being read). */
export type Given = (name: string) => boolean;

interface LastAnswer {
  /** The per-record names it read, and their values then. */
  names: string[];
  values: unknown[];
  /** The per-record names it asked `given` about, and the answers then. */
  asked: string[];
  answers: boolean[];
  threw: boolean;
  /** Whether it read no per-record name and asked about none: its answer is every record's. */
  readNothing: boolean;
  /** Its value, or the error it threw. */
  answer: unknown;
}

export class Remembered<V extends object, T> {
  /**
   * Following a call costs far more than making it; where answers are seldom reused (fn reads an
   * input that differs in nearly every record), after TRIAL calls it is no longer followed.
   */
  private static readonly TRIAL = 16;
  private last: LastAnswer | undefined;
  private followed = true;
  private calls = 0;
  private reused = 0;

  /**
   * `viewOf`: what fn is given for a record, its per-record values the record's (a read plan
   * gives a default the fields before it only); made only when fn is called.
   */
  constructor(
    private readonly fn: (view: V, given: Given) => T,
    private readonly perRecord: ReadonlySet<string>,
    private readonly viewOf: (record: Readonly<Record<string, unknown>>) => V,
  ) {}

  /**
   * fn(viewOf(record), given), or its last answer when every per-record value it read last time
   * is the same (Object.is) in `record` and `given` answers the same.
   */
  call(record: Readonly<Record<string, unknown>>, given: Given): T {
    const last = this.followed ? this.last : undefined;
    if (last !== undefined && (last.readNothing || sameReads(last, record, given))) {
      this.calls++;
      this.reused++;
      if (last.threw) throw last.answer;
      return last.answer as T;
    }
    return this.callAfresh(record, given);
  }

  /**
   * call's other half, apart so that the half nearly every record takes (its last answer again)
   * is small enough for the engine to compile into the caller.
   */
  private callAfresh(record: Readonly<Record<string, unknown>>, given: Given): T {
    if (!this.followed) return this.fn(this.viewOf(record), given);
    this.calls++;
    const view = this.viewOf(record);
    if (this.calls >= Remembered.TRIAL && this.reused * 2 < this.calls) {
      this.followed = false;
      this.last = undefined;
      return this.fn(view, given);
    }
    const names = new Set<string>();
    const asked: string[] = [];
    const answers: boolean[] = [];
    let opaque = false;
    const probe = new Proxy(view, {
      get(target, name) {
        if (typeof name === "string") names.add(name);
        else opaque = true;
        return Reflect.get(target, name);
      },
      has: (target, name) => ((opaque = true), Reflect.has(target, name)),
      ownKeys: (target) => ((opaque = true), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, name) => (
        (opaque = true),
        Reflect.getOwnPropertyDescriptor(target, name)
      ),
    });
    const asking: Given = (name) => {
      const answer = given(name);
      if (this.perRecord.has(name)) {
        asked.push(name);
        answers.push(answer);
      }
      return answer;
    };
    let threw = false;
    let answer: unknown;
    try {
      answer = this.fn(probe, asking);
    } catch (error) {
      threw = true;
      answer = error;
    }
    if (opaque) {
      this.followed = false;
      this.last = undefined;
    } else {
      const read = [...names].filter((name) => this.perRecord.has(name));
      this.last = {
        names: read,
        values: read.map((name) => record[name]),
        asked,
        answers,
        threw,
        readNothing: read.length === 0 && asked.length === 0,
        answer,
      };
    }
    if (threw) throw answer;
    return answer as T;
  }
}

function sameReads(last: LastAnswer, record: Readonly<Record<string, unknown>>, given: Given) {
  for (let n = 0; n < last.names.length; n++)
    if (!Object.is(record[last.names[n]], last.values[n])) return false;
  for (let n = 0; n < last.asked.length; n++)
    if (given(last.asked[n]) !== last.answers[n]) return false;
  return true;
}
