/**
 * Every fraction of the cents path has one shape for V8 (cents.ts NO_FRACTION): a fraction of
 * small parts (a rules share, 85/100) made before one of large parts (a netBenefit in cents,
 * past 2^31) keeps the same hidden class, so the first is not left with a deprecated one. Asked
 * of V8 itself in a child process (%HaveSameMap needs --allow-natives-syntax); a speed figure is
 * the bench's (bench/shapes.bench.ts), this is only the shape.
 */
import { execFileSync } from "child_process";
import * as path from "path";

const CHILD = `
const { fractionOf } = require(${JSON.stringify(path.resolve(__dirname, "../../../src/core/cents/cents.ts"))});
const { Decimal } = require(${JSON.stringify(path.resolve(__dirname, "../../../src/core/decimal.ts"))});
const small = fractionOf(new Decimal("0.85"));
const large = fractionOf(new Decimal("12345678901.5"));
process.stdout.write(JSON.stringify({ small, large, same: %HaveSameMap(small, large) }));
`;

test("a fraction of small parts and one past 2^31 made after it share one hidden class", () => {
  const out = JSON.parse(
    execFileSync(
      process.execPath,
      ["--allow-natives-syntax", "-r", "ts-node/register/transpile-only", "-e", CHILD],
      { encoding: "utf8", cwd: path.resolve(__dirname, "../../..") },
    ),
  ) as { small: unknown; large: unknown; same: boolean };
  // 0.85 = 85 / 100; 12,345,678,901.5 = 123,456,789,015 / 10 (its parts, as fractionOf makes them).
  expect(out.small).toEqual({ n: 85, d: 100 });
  expect(out.large).toEqual({ n: 123456789015, d: 10 });
  expect(out.same).toBe(true);
});
