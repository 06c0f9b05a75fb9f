/**
 * A long GRID never holds the runtime (issue 10, item 13): it is computed in chunks of about
 * GRID_CHUNK_MS, each whole pieces of GRID_CHUNK_WORK scenario-years, that yield to the event
 * loop between them, and Excel's cancellation stops it before the next chunk. Counted by
 * scenarios computed and by yields, never by the real clock: the grid's clock (gridClock) is a
 * test clock here, which says how long each piece took.
 */
import * as core from "../../src/core";
import * as prepared from "../../src/core/prepared";
import { prepareGrid, type ArgValue } from "../../src/functions/calls";
import {
  GRID_CHUNK_MS,
  GRID_CHUNK_WORK,
  gridClock,
  gridTable,
  gridTableAsync,
  yieldToEventLoop,
} from "../../src/functions/cells";
import * as functions from "../../src/functions/functions";
import { withInvocation } from "../../src/preview/customFunctions";
import { installCustomFunctionsStub, rejected } from "./stub";

beforeAll(installCustomFunctionsStub);

/**
 * Scenarios computed: a grid parses its base once (core/prepared.ts) and computes each scenario
 * through the prepared scenario, so that is what is counted (and `evaluate`, for any other path).
 */
let evaluations: jest.Mock;
let spies: jest.SpyInstance[];
beforeEach(() => {
  evaluations = jest.fn();
  const realPrepare = prepared.prepare;
  const realEvaluate = core.evaluate;
  spies = [
    jest.spyOn(prepared, "prepare").mockImplementation((calc, base, varied) => {
      const scenario = realPrepare(calc, base, varied);
      return {
        evaluate: (values, options) => {
          evaluations();
          return scenario.evaluate(values, options);
        },
        field: (values, field) => {
          evaluations();
          return scenario.field(values, field);
        },
        parsed: (k, raw) => scenario.parsed(k, raw),
        parseKey: (k) => scenario.parseKey(k),
        amountOf: (parses, field) => {
          evaluations();
          return scenario.amountOf(parses, field);
        },
      };
    }),
    jest.spyOn(core, "evaluate").mockImplementation((calc, inputs, options) => {
      evaluations();
      return realEvaluate(calc, inputs, options);
    }),
  ];
});
afterEach(() => spies.forEach((s) => s.mockRestore()));

/**
 * The grid's clock, as a test sets it: each reading after the first of a chunk is `perPiece` ms
 * later than the one before (a chunk reads it once at its start and once after each piece).
 * By default a piece takes the whole chunk's time, so each chunk is one piece.
 */
const realNow = gridClock.now;
function pieceTakes(perPiece: number): void {
  let t = 0;
  gridClock.now = () => (t += perPiece);
}
beforeEach(() => pieceTakes(GRID_CHUNK_MS));
afterEach(() => (gridClock.now = realNow));

const row = (n: number, from: number): number[][] => [
  Array.from({ length: n }, (_, i) => from + i),
];

/** Per-job credit, 50 new-job counts across × 20 salaries down: 1,000 scenarios of one year. */
const perJobArgs: ArgValue[] = [
  "grm",
  [["benchmarkMedianSalary", 60000]],
  "newJobs",
  row(50, 1),
  "projectMedianSalary",
  row(20, 50000),
  "perJob",
  false,
];
const PER_JOB_SCENARIOS = 1000;

/** Schedule total with seven-year lists, 10 caps × 10 salaries: 100 scenarios of 7 years. */
const scheduleArgs: ArgValue[] = [
  "grm",
  [
    ["benchmarkMedianSalary", 60000],
    ["newJobs", 100, 110, 120, 130, 140, 150, 160],
  ],
  "annualCap",
  row(10, 100000),
  "projectMedianSalary",
  row(10, 50000),
  "total",
  false,
];

const chunks = (scenarios: number, chunk: number) => Math.ceil(scenarios / chunk);

test("the chunks add up to exactly the grid computed at once", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", perJobArgs);
  let yields = 0;
  const result = await gridTableAsync(plan, undefined, async () => {
    yields++;
  });
  // 1,000 one-year scenarios in chunks of 100: 10 chunks, 9 yields between them.
  expect(GRID_CHUNK_WORK).toBe(100);
  expect(yields).toBe(chunks(PER_JOB_SCENARIOS, GRID_CHUNK_WORK) - 1);
  expect(evaluations).toHaveBeenCalledTimes(PER_JOB_SCENARIOS);
  expect(result).toEqual(gridTable(plan));
  expect(result).toHaveLength(20);
  expect(result[0]).toHaveLength(50);
});

test("a chunk takes as many pieces as fit in its time", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", perJobArgs);
  // The first reading is the chunk's start; each piece then takes 3 ms, so the fourth piece
  // ends at 12 ms, past the 10 ms: four pieces of 100 a chunk, then the last 200.
  expect(GRID_CHUNK_MS).toBe(10);
  pieceTakes(3);
  const perChunk: number[] = [];
  let before = 0;
  const result = await gridTableAsync(plan, undefined, async () => {
    perChunk.push(evaluations.mock.calls.length - before);
    before = evaluations.mock.calls.length;
  });
  expect(perChunk).toEqual([400, 400]);
  expect(evaluations).toHaveBeenCalledTimes(PER_JOB_SCENARIOS);
  expect(result).toEqual(gridTable(plan));
});

test("a grid that fits in one chunk's time answers without yielding", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", perJobArgs);
  // Ten pieces of 0.9 ms: 9 ms in all, under the 10 ms.
  pieceTakes(0.9);
  let yields = 0;
  await gridTableAsync(plan, undefined, async () => {
    yields++;
  });
  expect(yields).toBe(0);
  expect(evaluations).toHaveBeenCalledTimes(PER_JOB_SCENARIOS);
});

test("a chunk is measured in scenario-years: a seven-year schedule is 7 units a scenario", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", scheduleArgs);
  const perChunk: number[] = [];
  let before = 0;
  const result = await gridTableAsync(plan, undefined, async () => {
    perChunk.push(evaluations.mock.calls.length - before);
    before = evaluations.mock.calls.length;
  });
  // floor(100 / 7) = 14 scenarios a chunk: seven of 14, then the last 2 of 100.
  expect(perChunk).toEqual([14, 14, 14, 14, 14, 14, 14]);
  expect(evaluations).toHaveBeenCalledTimes(100);
  expect(result).toEqual(gridTable(plan));
});

test("another queued task runs before the grid finishes (the default yield)", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", perJobArgs);
  let seenByOtherTask: number | undefined;
  const grid = gridTableAsync(plan);
  // Queued after the grid started: it runs while the grid is still computing.
  setTimeout(() => (seenByOtherTask = evaluations.mock.calls.length), 0);
  // The first chunk ran at once, in the call; the rest wait for the event loop.
  expect(evaluations).toHaveBeenCalledTimes(GRID_CHUNK_WORK);
  await grid;
  expect(evaluations).toHaveBeenCalledTimes(PER_JOB_SCENARIOS);
  expect(seenByOtherTask).toBeGreaterThanOrEqual(GRID_CHUNK_WORK);
  expect(seenByOtherTask).toBeLessThan(PER_JOB_SCENARIOS);
});

test("the default yield lets a timer queued before it run first", async () => {
  const order: string[] = [];
  setTimeout(() => order.push("timer"), 0);
  // A timer is due after 1 ms; yield until it has run, as a long grid's chunks do.
  for (let i = 0; i < 1000 && order.length === 0; i++) await yieldToEventLoop();
  order.push("after yields");
  expect(order).toEqual(["timer", "after yields"]);
});

test("cancellation stops the grid: no further chunk runs", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", perJobArgs);
  const invocation: CustomFunctions.CancelableInvocation = {};
  let yields = 0;
  const grid = gridTableAsync(plan, invocation, async () => {
    yields++;
    // Excel cancels while the grid waits between its first and second chunks.
    invocation.onCanceled!();
  });
  expect(typeof invocation.onCanceled).toBe("function");
  expect(await rejected(grid)).toEqual({
    code: "#N/A",
    message: "the grid was canceled before it finished",
  });
  // Let any stray chunk run, were one scheduled: none is.
  for (let i = 0; i < 5; i++) await yieldToEventLoop();
  expect(yields).toBe(1);
  expect(evaluations).toHaveBeenCalledTimes(GRID_CHUNK_WORK);
});

test("a small grid answers at once, without yielding", async () => {
  const plan = prepareGrid("NJCREDIT.GRID", [
    "grm",
    null,
    "newJobs",
    [[10, 20]],
    "smallBusiness",
    [[true], [false]],
    "annual",
    false,
  ]);
  let yields = 0;
  const grid = gridTableAsync(plan, undefined, async () => {
    yields++;
  });
  expect(evaluations).toHaveBeenCalledTimes(4);
  // 10 × (4,000 + 500) = 45,000; 20 × 4,500 = 90,000; without small business 40,000, 80,000.
  expect(await grid).toEqual([
    [45000, 90000],
    [40000, 80000],
  ]);
  expect(yields).toBe(0);
});

test("NJCREDIT.GRID and NJWIND.GRID take Excel's CancelableInvocation as their last argument", async () => {
  const creditGrid = functions.creditGrid as (...args: unknown[]) => Promise<unknown[][]>;
  const invocation: CustomFunctions.CancelableInvocation = {};
  const grid = creditGrid(...perJobArgs, invocation);
  // Canceled right after the call: only the first chunk, computed in the call, ran.
  invocation.onCanceled!();
  expect((await rejected(grid)).code).toBe("#N/A");
  expect(evaluations).toHaveBeenCalledTimes(GRID_CHUNK_WORK);

  const windGrid = functions.windGrid as (...args: unknown[]) => Promise<unknown[][]>;
  const windInvocation: CustomFunctions.CancelableInvocation = {};
  // 80,000,000 × 50% (150 approved jobs) = 40,000,000; × 100% (300) = 80,000,000.
  await expect(
    windGrid(
      "owner",
      80000000,
      [["employment", 120]],
      "approvedJobs",
      [[150, 300]],
      "capitalInvestment",
      [[80000000]],
      "total",
      false,
      windInvocation,
    ),
  ).resolves.toEqual([[40000000, 80000000]]);
  expect(typeof windInvocation.onCanceled).toBe("function");
});

test("an argument error is a rejected #VALUE!, as the other functions throw it", async () => {
  const creditGrid = functions.creditGrid as (...args: unknown[]) => Promise<unknown[][]>;
  expect(
    await rejected(creditGrid("grm", null, "newJob", [[1]], "smallBusiness", [[true]])),
  ).toEqual({
    code: "#VALUE!",
    message: 'rowInput: "newJob" is not an input of NJCREDIT.GRID; did you mean "newJobs"?',
  });
});

test("the preview's stub passes a CancelableInvocation after the declared arguments", async () => {
  const creditGrid = functions.creditGrid as (...args: unknown[]) => Promise<unknown[][]>;
  let received: unknown[] = [];
  const spy = (...args: unknown[]) => {
    received = args;
    return creditGrid(...args);
  };
  // The preview's calculator passes functions.json's eight parameters; the stub adds the ninth.
  const grid = withInvocation(spy)(
    "grm",
    null,
    "newJobs",
    [[10]],
    "smallBusiness",
    [[true]],
    "annual",
    false,
  );
  expect(received).toHaveLength(9);
  expect(received[8]).toEqual({ onCanceled: expect.any(Function) });
  // 10 × (4,000 + 500) = 45,000.
  expect(await grid).toEqual([[45000]]);
});
