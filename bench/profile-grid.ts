/**
 * A profiling harness (not a bench): runs one grid of grid.bench.ts from the sources, warm, many
 * times, so `node --cpu-prof -r ts-node/register/transpile-only bench/profile-grid.ts wind`
 * shows where a warm grid spends its time with readable names.
 */
class CustomFunctionsError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
Object.assign(globalThis, {
  CustomFunctions: {
    associate: () => undefined,
    Error: CustomFunctionsError,
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
  },
});
const SRC = process.env.NJ_SRC ?? "../src";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { gridTable } = require(`${SRC}/functions/cells`) as typeof import("../src/functions/cells");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareGrid } = require(
  `${SRC}/functions/calls`,
) as typeof import("../src/functions/calls");

const range = (n: number, from: number, step: number): number[] =>
  Array.from({ length: n }, (_, i) => from + i * step);

const ARGS: Record<string, ["NJCREDIT.GRID" | "NJWIND.GRID", unknown[]]> = {
  emerge: [
    "NJCREDIT.GRID",
    [
      "enhanced",
      [
        ["benchmarkMedianSalary", 60000],
        ["smallBusiness", true],
        ["targetedIndustry", true],
      ],
      "projectMedianSalary",
      [range(100, 40000, 500)],
      "newJobs",
      range(100, 0, 12).map((v) => [v]),
      "perJob",
      false,
    ],
  ],
  wind: [
    "NJWIND.GRID",
    [
      "owner",
      80000000,
      [["employment", 120]],
      "capitalInvestment",
      [range(100, 45000000, 1000000)],
      "approvedJobs",
      range(100, 100, 3).map((v) => [v]),
      "totalCredit",
      false,
    ],
  ],
};

const [id, args] = ARGS[process.argv[2] ?? "emerge"];
const runs = Number(process.argv[3] ?? 50);
const times: number[] = [];
let sink = 0;
for (let r = 0; r < runs; r++) {
  const c = process.cpuUsage();
  // A fresh plan each time, as Excel's recalculation makes one per call.
  const grid = gridTable(prepareGrid(id, args as never));
  const used = process.cpuUsage(c);
  times.push((used.user + used.system) / 1e3);
  sink += grid.length;
}
times.sort((a, b) => a - b);
console.log(
  `${id}: CPU median ${times[Math.floor(runs / 2)].toFixed(2)} ms over ${runs} runs (${sink})`,
);
