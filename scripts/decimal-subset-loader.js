/**
 * A webpack loader for decimal.js (decimal.mjs) that leaves out the methods this add-in never
 * calls: trigonometry, roots, powers, logarithms and exponentials, modulo, other bases, fractions,
 * exponential and significant-digit notation, rounding to an integer by the default mode, the count
 * of significant digits, the isNaN and isPositive tests, random numbers, and the static shorthands
 * of the arithmetic (Decimal.add(x, y) for x.plus(y)). They are about 20 KB of the 32 KB decimal.js
 * adds to functions.js, and no money or ratio in these two credits takes a sine, a power or a
 * logarithm. decimal.js defines every method on one prototype, so webpack's tree shaking cannot
 * drop any of them; this loader does, by name. The methods that stay are decimal.js's own code,
 * unchanged, but for one cut inside the constructor's text reader (OTHER_BASES below): text in base
 * 2, 8 or 16 ("0x1f") is refused with decimal.js's own "Invalid argument" error instead of read,
 * since reading "0x1p60" needs pow. Every text the add-in gives decimal.js is decimal digits first
 * checked by its own pattern (inputs.ts NUMBER_TEXT, readers.ts SERIAL_TEXT) or written by
 * decimal.js or String(number), so none is in another base. It applies to every bundle (functions,
 * pane, preview), so the browser tests run the same decimal.js Excel loads; the CLI and the unit
 * tests use the whole library.
 *
 * It checks its own work, so that a new decimal.js cannot silently lose a method still used: every
 * name below must be found (a renamed method fails the build rather than staying in), and what is
 * left must not refer to anything removed (a kept method calling a removed helper fails the build).
 * test/build/decimal-subset.test.ts checks that no source file calls a removed method and that the
 * kept arithmetic gives decimal.js's answers.
 */
const acorn = require("acorn");
const walk = require("acorn-walk");

/** Prototype methods removed, each with its aliases (P.cosine = P.cos = function …). */
const REMOVED_METHODS = [
  ["cosine", "cos"],
  ["sine", "sin"],
  ["tangent", "tan"],
  ["hyperbolicCosine", "cosh"],
  ["hyperbolicSine", "sinh"],
  ["hyperbolicTangent", "tanh"],
  ["inverseCosine", "acos"],
  ["inverseSine", "asin"],
  ["inverseTangent", "atan"],
  ["inverseHyperbolicCosine", "acosh"],
  ["inverseHyperbolicSine", "asinh"],
  ["inverseHyperbolicTangent", "atanh"],
  ["squareRoot", "sqrt"],
  ["cubeRoot", "cbrt"],
  ["modulo", "mod"],
  ["clampedTo", "clamp"],
  ["toBinary"],
  ["toHexadecimal", "toHex"],
  ["toOctal"],
  ["toFraction"],
  ["toNearest"],
  ["naturalExponential", "exp"],
  ["naturalLogarithm", "ln"],
  ["logarithm", "log"],
  ["toExponential"],
  ["toPrecision"],
  ["toSignificantDigits", "toSD"],
  ["truncated", "trunc"],
  ["toPower", "pow"],
  ["round"],
  ["isNaN"],
  ["isPositive", "isPos"],
  ["precision", "sd"],
];

/**
 * Removed method names that are also names of a constructor's settings (`Ctor.precision`, read
 * all through kept code): there, only a call (`x.precision()`) is a use of the method.
 */
const SETTING_NAMES = ["precision"];

/**
 * The constructor's static functions (Decimal.sqrt = sqrt …): those of the methods above, random,
 * hypot, sum, and the shorthands for methods that stay. Decimal.max, min, sign, clone, set and
 * isDecimal stay (sign is also a variable inside kept code, which the check below cannot tell
 * apart from the static).
 */
const REMOVED_STATICS = [
  "abs",
  "add",
  "ceil",
  "div",
  "exp",
  "floor",
  "ln",
  "log",
  "log10",
  "log2",
  "mul",
  "pow",
  "round",
  "sub",
  "sum",
  "trunc",
  "acos",
  "acosh",
  "asin",
  "asinh",
  "atan",
  "atanh",
  "atan2",
  "cbrt",
  "clamp",
  "cos",
  "cosh",
  "hypot",
  "mod",
  "random",
  "sin",
  "sinh",
  "sqrt",
  "tan",
  "tanh",
];

/** Module-level helpers only the removed methods (and the reading of other bases) use. */
const REMOVED_HELPERS = [
  "cosine",
  "sine",
  "taylorSeries",
  "toLessThanHalfPi",
  "getPi",
  "toStringBinary",
  "tinyPow",
  "isOdd",
  "naturalExponential",
  "naturalLogarithm",
  "getLn10",
  "checkRoundingDigits",
  "intPow",
  "truncate",
  "convertBase",
  "getPrecision",
];

/**
 * Module-level constants only they use: π and ln 10 to 1,025 digits (`var PI = '3.14…'`, later
 * `PI = new Decimal(PI)`, the same for LN10), the digits of other bases and their text patterns.
 */
const REMOVED_CONSTANTS = [
  "PI",
  "PI_PRECISION",
  "LN10",
  "LN10_PRECISION",
  "NUMERALS",
  "isBinary",
  "isHex",
  "isOctal",
];
/** Of those, the ones reassigned at the end of the module (`PI = new Decimal(PI);`). */
const REASSIGNED_CONSTANTS = ["PI", "LN10"];

/**
 * The text reader parseOther(x, str), for text that is not plain decimal digits, keeps its first
 * statement (digit-group underscores "1_000", "Infinity" and "NaN") and its declarations; the
 * statement that tells base 16, 2 and 8 apart, and everything after it (the reading itself, which
 * needs intPow and pow), are replaced by that statement's own last branch: `throw Error(
 * invalidArgument + str)`, decimal.js's answer to any text it cannot read.
 */
const OTHER_BASES = { reader: "parseOther", patterns: ["isHex", "isBinary", "isOctal"] };

/** The method names no Decimal has any more, aliases included (the test's list too). */
const REMOVED_METHOD_NAMES = REMOVED_METHODS.flat();

/** The property names of a chain `P.a = P.b = … = value`, and the value. */
function protoChain(expression) {
  const names = [];
  let e = expression;
  while (
    e.type === "AssignmentExpression" &&
    e.left.type === "MemberExpression" &&
    e.left.object.type === "Identifier" &&
    e.left.object.name === "P" &&
    !e.left.computed
  ) {
    names.push(e.left.property.name);
    e = e.right;
  }
  return names;
}

/** `Decimal.name = name;` (the statics clone() assigns), as the name; otherwise undefined. */
function staticAssignment(node) {
  const e = node.type === "ExpressionStatement" ? node.expression : undefined;
  if (!e || e.type !== "AssignmentExpression" || e.right.type !== "Identifier") return undefined;
  const left = e.left;
  if (left.type !== "MemberExpression" || left.computed || left.object.name !== "Decimal") {
    return undefined;
  }
  return left.property.name === e.right.name ? e.right.name : undefined;
}

/** `pattern.test(str)`, as the name of the pattern; otherwise undefined. */
function patternTest(node) {
  return node.type === "CallExpression" &&
    node.callee.type === "MemberExpression" &&
    !node.callee.computed &&
    node.callee.object.type === "Identifier" &&
    node.callee.property.name === "test" &&
    node.arguments.length === 1 &&
    node.arguments[0].type === "Identifier" &&
    node.arguments[0].name === "str"
    ? node.callee.object.name
    : undefined;
}

/**
 * The cut of OTHER_BASES in parseOther: from its `if (isHex.test(str)) … else if (isBinary …) …
 * else if (isOctal …) … else { throw Error(invalidArgument + str); }` to the end of its body,
 * replaced by that last branch's throw. Throws unless the function has exactly that shape.
 */
function otherBasesCut(source, fn) {
  const fail = (why) => {
    throw new Error(`decimal-subset-loader: ${OTHER_BASES.reader} ${why}`);
  };
  const body = fn.body.body;
  const at = body.findIndex((s) => s.type === "IfStatement" && patternTest(s.test) === "isHex");
  if (at < 0) fail("has no `if (isHex.test(str))`");
  const tested = [];
  let branch = body[at];
  while (branch.type === "IfStatement") {
    tested.push(patternTest(branch.test));
    branch = branch.alternate;
    if (!branch) fail("has no last branch that throws");
  }
  const last =
    branch.type === "BlockStatement" && branch.body.length === 1 ? branch.body[0] : branch;
  const thrown = source.slice(last.start, last.end);
  if (last.type !== "ThrowStatement" || !/^throw Error\(invalidArgument \+ str\);?$/.test(thrown)) {
    fail(`ends in \`${thrown}\`, not \`throw Error(invalidArgument + str)\``);
  }
  if (tested.join() !== OTHER_BASES.patterns.join()) {
    fail(`tells apart ${tested.join(", ")}, not ${OTHER_BASES.patterns.join(", ")}`);
  }
  const kept = body.slice(0, at);
  if (!kept.every((s) => s.type === "VariableDeclaration" || s.type === "IfStatement")) {
    fail("does more than declare and read underscores, Infinity and NaN before the other bases");
  }
  return [body[at].start, body[body.length - 1].end, "throw Error(invalidArgument + str);"];
}

function parse(source) {
  return acorn.parse(source, { ecmaVersion: "latest", sourceType: "module" });
}

/** decimal.mjs without the removed methods; throws when it cannot be sure of the result. */
function subset(source) {
  const ast = parse(source);
  const cuts = [];
  const found = new Set();
  const removedNames = new Set(REMOVED_METHOD_NAMES);
  const helpers = new Set([...REMOVED_STATICS, ...REMOVED_HELPERS, ...REMOVED_CONSTANTS]);
  for (const node of ast.body) {
    if (node.type === "VariableDeclaration") {
      // Declarators are separated by commas: a removed one takes the comma before it.
      node.declarations.forEach((d, i) => {
        if (!REMOVED_CONSTANTS.includes(d.id.name)) return;
        if (i === 0) throw new Error(`decimal-subset-loader: ${d.id.name} declared first`);
        found.add(`var ${d.id.name}`);
        cuts.push([node.declarations[i - 1].end, d.end]);
      });
    } else if (
      node.type === "ExpressionStatement" &&
      node.expression.type === "AssignmentExpression" &&
      node.expression.left.type === "Identifier" &&
      REMOVED_CONSTANTS.includes(node.expression.left.name)
    ) {
      found.add(`${node.expression.left.name} =`);
      cuts.push([node.start, node.end]);
    } else if (node.type === "ExpressionStatement") {
      const names = protoChain(node.expression);
      if (names.length > 0 && names.some((n) => removedNames.has(n))) {
        const group = REMOVED_METHODS.find((g) => g.includes(names[0]));
        if (!group || names.length !== group.length || !names.every((n) => group.includes(n))) {
          throw new Error(`decimal-subset-loader: P.${names.join(" = P.")} is not ${group}`);
        }
        names.forEach((n) => found.add(`P.${n}`));
        cuts.push([node.start, node.end]);
      }
    } else if (node.type === "FunctionDeclaration" && helpers.has(node.id.name)) {
      found.add(node.id.name);
      cuts.push([node.start, node.end]);
    } else if (node.type === "FunctionDeclaration" && node.id.name === OTHER_BASES.reader) {
      found.add(OTHER_BASES.reader);
      cuts.push(otherBasesCut(source, node));
    }
  }
  walk.simple(ast, {
    ExpressionStatement(node) {
      const name = staticAssignment(node);
      if (name !== undefined && REMOVED_STATICS.includes(name)) {
        found.add(`Decimal.${name}`);
        cuts.push([node.start, node.end]);
      }
    },
  });
  const expected = [
    ...REMOVED_METHOD_NAMES.map((n) => `P.${n}`),
    ...REMOVED_STATICS.map((n) => `Decimal.${n}`),
    ...REMOVED_STATICS,
    ...REMOVED_HELPERS,
    ...REMOVED_CONSTANTS.map((n) => `var ${n}`),
    ...REASSIGNED_CONSTANTS.map((n) => `${n} =`),
    OTHER_BASES.reader,
  ];
  const missing = expected.filter((n) => !found.has(n));
  if (missing.length > 0) {
    throw new Error(`decimal-subset-loader: not found in decimal.js: ${missing.join(", ")}`);
  }
  let out = source;
  for (const [start, end, text = ""] of cuts.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  // What is left must not use what was removed: no call of a removed helper, no removed method.
  const dangling = new Set();
  const kept = parse(out);
  const called = new Set();
  walk.simple(kept, { CallExpression: (node) => called.add(node.callee) });
  walk.full(kept, (node) => {
    if (node.type === "Identifier" && helpers.has(node.name)) dangling.add(node.name);
    if (
      node.type === "MemberExpression" &&
      !node.computed &&
      removedNames.has(node.property.name) &&
      !(node.object.type === "Identifier" && node.object.name === "Math") &&
      (!SETTING_NAMES.includes(node.property.name) || called.has(node))
    ) {
      dangling.add(`.${node.property.name}`);
    }
  });
  if (dangling.size > 0) {
    throw new Error(`decimal-subset-loader: kept code still uses ${[...dangling].join(", ")}`);
  }
  return out;
}

module.exports = function decimalSubsetLoader(source) {
  return subset(source);
};
module.exports.subset = subset;
module.exports.REMOVED_METHOD_NAMES = REMOVED_METHOD_NAMES;
/** The static names Decimal has not (for the test). */
module.exports.REMOVED_STATIC_NAMES = REMOVED_STATICS;
