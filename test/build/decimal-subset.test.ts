/**
 * The bundles' decimal.js leaves out the methods nothing here calls (scripts/
 * decimal-subset-loader.js, for functions.js's size, issue 14). That is safe only while no source
 * file calls one of them, and only if the methods that stay answer as decimal.js does: both are
 * checked here, on the decimal.js installed.
 */
import * as fs from "fs";
import * as path from "path";
import DecimalJs from "decimal.js";

const ROOT = path.resolve(__dirname, "../..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../../scripts/decimal-subset-loader.js") as {
  subset(source: string): string;
  REMOVED_METHOD_NAMES: string[];
  REMOVED_STATIC_NAMES: string[];
};

/** The loader's decimal.mjs, evaluated as a module would be: its default export. */
function subsetDecimal(): typeof DecimalJs {
  const source = fs.readFileSync(require.resolve("decimal.js/decimal.mjs"), "utf8");
  const body = loader
    .subset(source)
    .replace(/^export var Decimal =/m, "var Decimal =")
    .replace(/^export default Decimal;/m, "return Decimal;");
  expect(body).not.toMatch(/^export /m);
  return new Function(body)() as typeof DecimalJs;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|js)$/.test(f))
    .map((f) => path.join(dir, f));
}

test("no source file calls a method the bundles' decimal.js leaves out", () => {
  const methods = loader.REMOVED_METHOD_NAMES.join("|");
  const statics = loader.REMOVED_STATIC_NAMES.join("|");
  // `x.sqrt(`, `d["mod"](`, `Decimal.add(` … but not Math.sqrt, Math.floor, Number.isNaN or
  // console.log.
  const call = new RegExp(
    `(?<!\\b(Math|console|Number))\\.(${methods})\\s*\\(|\\[["'](${methods})["']\\]|\\b(Decimal|DecimalJs)\\.(${statics})\\s*\\(`,
  );
  const files = sourceFiles(path.join(ROOT, "src"));
  expect(files.length).toBeGreaterThan(50);
  const calls = files.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .map((line, i) => ({ file: path.relative(ROOT, file), line: i + 1, text: line.trim() }))
      .filter((l) => call.test(l.text) && !/^(\*|\/\/)/.test(l.text)),
  );
  expect(calls).toEqual([]);
  // The check reads the lines it should: a call of a removed method is found, others are not.
  expect(
    ["amount.sqrt()", "x.ln()", "ten.pow(places)", "Decimal.floor(x)", "Decimal.add(a, b)"].filter(
      (t) => call.test(t),
    ),
  ).toHaveLength(5);
  expect(
    [
      "Math.sqrt(2)",
      "Math.pow(2, 3)",
      "Number.isNaN(x)",
      "console.log(x)",
      "x.floor()",
      "Decimal.max(a, b)",
    ].filter((t) => call.test(t)),
  ).toEqual([]);
});

test("the methods left out are gone; the arithmetic that stays answers as decimal.js does", () => {
  const Subset = subsetDecimal();
  const D = Subset.clone({ precision: 200, rounding: Subset.ROUND_HALF_UP });
  const Full = DecimalJs.clone({ precision: 200, rounding: DecimalJs.ROUND_HALF_UP });
  const proto = D.prototype as unknown as Record<string, unknown>;
  for (const name of loader.REMOVED_METHOD_NAMES) {
    expect({ name, method: typeof proto[name] }).toEqual({ name, method: "undefined" });
  }
  const statics = D as unknown as Record<string, unknown>;
  for (const name of loader.REMOVED_STATIC_NAMES) {
    expect({ name, static: typeof statics[name] }).toEqual({ name, static: "undefined" });
  }
  for (const name of ["max", "min", "sign", "clone", "set", "isDecimal"]) {
    expect({ name, static: typeof statics[name] }).toEqual({ name, static: "function" });
  }
  const pairs: [string, string][] = [
    ["1234567.891", "0.35"],
    ["-2500.005", "3"],
    ["0.1", "0.2"],
    ["99999999999999.99", "7"],
    ["1e-30", "1.5e14"],
  ];
  for (const [a, b] of pairs) {
    const x = new D(a);
    const y = new D(b);
    const fx = new Full(a);
    const fy = new Full(b);
    const got = [
      x.plus(y),
      x.minus(y),
      x.times(y),
      x.dividedBy(y),
      x.divToInt(y),
      x.toDecimalPlaces(2, D.ROUND_HALF_UP),
      x.toDecimalPlaces(2, D.ROUND_DOWN),
      D.max(x, y),
    ].map((d) => d.toFixed());
    const want = [
      fx.plus(fy),
      fx.minus(fy),
      fx.times(fy),
      fx.dividedBy(fy),
      fx.divToInt(fy),
      fx.toDecimalPlaces(2, Full.ROUND_HALF_UP),
      fx.toDecimalPlaces(2, Full.ROUND_DOWN),
      Full.max(fx, fy),
    ].map((d) => d.toFixed());
    expect({ a, b, got }).toEqual({ a, b, got: want });
    expect([
      x.cmp(y),
      x.isInteger(),
      x.decimalPlaces(),
      x.toNumber(),
      x.toFixed(2),
      x.ceil().toFixed(),
      x.floor().toFixed(),
      x.isNegative(),
      x.isZero(),
    ]).toEqual([
      fx.cmp(fy),
      fx.isInteger(),
      fx.decimalPlaces(),
      fx.toNumber(),
      fx.toFixed(2),
      fx.ceil().toFixed(),
      fx.floor().toFixed(),
      fx.isNegative(),
      fx.isZero(),
    ]);
  }
  // 10^places as cents.ts reads it, "1e<places>", is exactly what pow computed (it needs no pow).
  for (let places = 0; places <= 250; places++) {
    const read = new D(`1e${places}`);
    expect({ places, equal: read.eq(new Full(10).pow(places).toFixed()) }).toEqual({
      places,
      equal: true,
    });
    expect(read.toFixed()).toBe(new Full(10).pow(places).toFixed());
  }
  // The text reader still reads what is not plain digits but is no other base, as decimal.js
  // does; text in base 2, 8 or 16 is refused with decimal.js's own error, never read.
  for (const text of ["Infinity", "-Infinity", "NaN", "1_000.5", "-2_500"]) {
    expect({ text, read: new D(text).toString() }).toEqual({
      text,
      read: new Full(text).toString(),
    });
  }
  for (const text of ["0x1f", "0b101", "0o17", "0x1p60", "-0x1.8"]) {
    expect(() => new Full(text)).not.toThrow();
    expect(() => new D(text)).toThrow(`[DecimalError] Invalid argument: ${text.replace(/^-/, "")}`);
  }
  for (const text of ["12abc", "", "1__0"]) {
    expect(() => new D(text)).toThrow(/\[DecimalError\] Invalid argument/);
    expect(() => new Full(text)).toThrow(/\[DecimalError\] Invalid argument/);
  }
});

test("π and ln 10 to 1,025 digits are left out with what used them", () => {
  const source = fs.readFileSync(require.resolve("decimal.js/decimal.mjs"), "utf8");
  const out = loader.subset(source);
  for (const digits of ["3.14159265358979323846", "2.30258509299404568401"]) {
    expect(source).toContain(digits);
    expect(out).not.toContain(digits);
  }
});

test("the loader fails the build rather than guess: a name not found, or kept code using a removed one", () => {
  const source = fs.readFileSync(require.resolve("decimal.js/decimal.mjs"), "utf8");
  expect(() => loader.subset(source.replace("P.toNearest = ", "P.toClosest = "))).toThrow(
    /not found in decimal\.js: P\.toNearest/,
  );
  expect(() =>
    loader.subset(source.replace("P.isZero = function () {", "P.isZero = function () { sine;")),
  ).toThrow(/kept code still uses sine/);
  expect(() =>
    loader.subset(
      source.replace("P.isZero = function () {", "P.isZero = function () { this.sqrt();"),
    ),
  ).toThrow(/kept code still uses \.sqrt/);
  // A setting of the same name as a removed method is read freely; the method is not called.
  expect(() =>
    loader.subset(
      source.replace("P.isZero = function () {", "P.isZero = function () { this.precision();"),
    ),
  ).toThrow(/kept code still uses \.precision/);
  // The cut in the text reader is made only on the shape it expects.
  expect(() =>
    loader.subset(
      source.replace("} else if (isOctal.test(str))  {", "} else if (isOctal.test(v))  {"),
    ),
  ).toThrow(/parseOther tells apart isHex, isBinary, , not isHex, isBinary, isOctal/);
  expect(() =>
    loader.subset(
      source.replace(
        /(base = 8;\s*\}\s*else\s*\{\s*)throw Error\(invalidArgument \+ str\);/,
        "$1base = 10;",
      ),
    ),
  ).toThrow(/parseOther ends in `base = 10;`/);
});
