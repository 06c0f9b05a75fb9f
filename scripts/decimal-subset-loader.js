/**
 * A webpack loader for decimal.js (decimal.mjs) that leaves out the methods this add-in never
 * calls: trigonometry, roots, logarithms and exponentials, modulo, other bases, fractions,
 * exponential and significant-digit notation, random numbers, and the static shorthands of the
 * arithmetic (Decimal.add(x, y) for x.plus(y)). They are about 15 KB of the 32 KB decimal.js
 * adds to functions.js, and no money or ratio in these two credits takes a sine or a logarithm.
 * decimal.js defines every method on one prototype, so webpack's tree shaking cannot drop any of
 * them; this loader does, by name, and nothing else: the methods that stay are decimal.js's own
 * code, unchanged. It applies to every bundle (functions, pane, preview), so the browser tests
 * run the same decimal.js Excel loads; the CLI and the unit tests use the whole library.
 *
 * It checks its own work, so that a new decimal.js cannot silently lose a method still used:
 * every name below must be found (a renamed method fails the build rather than staying in), and
 * what is left must not refer to anything removed (a kept method calling a removed helper fails
 * the build). test/build/decimal-subset.test.ts checks that no source file calls a removed
 * method and that the kept arithmetic gives decimal.js's answers.
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
];

/**
 * The constructor's static functions (Decimal.sqrt = sqrt …): those of the methods above, random,
 * hypot, and the shorthands for methods that stay. Decimal.max, min, pow, sign, sum, clone, set
 * and isDecimal stay (pow, sign and sum are also names inside kept code, which the check below
 * cannot tell apart).
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
  "round",
  "sub",
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

/** Module-level helpers only the removed methods use. */
const REMOVED_HELPERS = [
  "cosine",
  "sine",
  "taylorSeries",
  "toLessThanHalfPi",
  "getPi",
  "toStringBinary",
];

/** Module-level constants only they use: π to 1,025 digits (`var PI = '3.14…'`, PI = new Decimal(PI)). */
const REMOVED_CONSTANTS = ["PI", "PI_PRECISION"];

/** The method names no Decimal has any more, and the static ones Decimal has not (for the test). */
const REMOVED_METHOD_NAMES = REMOVED_METHODS.flat();
const REMOVED_STATIC_NAMES = REMOVED_STATICS;

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

function parse(source) {
  return acorn.parse(source, { ecmaVersion: "latest", sourceType: "module" });
}

/** decimal.mjs without the removed methods; throws when it cannot be sure of the result. */
function subset(source) {
  const ast = parse(source);
  const cuts = [];
  const found = new Set();
  const removedNames = new Set(REMOVED_METHODS.flat());
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
    ...REMOVED_METHODS.flat().map((n) => `P.${n}`),
    ...REMOVED_STATICS.map((n) => `Decimal.${n}`),
    ...REMOVED_STATICS,
    ...REMOVED_HELPERS,
    ...REMOVED_CONSTANTS.map((n) => `var ${n}`),
    "PI =",
  ];
  const missing = expected.filter((n) => !found.has(n));
  if (missing.length > 0) {
    throw new Error(`decimal-subset-loader: not found in decimal.js: ${missing.join(", ")}`);
  }
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + out.slice(end);
  }
  // What is left must not use what was removed: no call of a removed helper, no removed method.
  const dangling = new Set();
  walk.full(parse(out), (node) => {
    if (node.type === "Identifier" && helpers.has(node.name)) dangling.add(node.name);
    if (
      node.type === "MemberExpression" &&
      !node.computed &&
      removedNames.has(node.property.name) &&
      !(node.object.type === "Identifier" && node.object.name === "Math")
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
module.exports.REMOVED_STATIC_NAMES = REMOVED_STATIC_NAMES;
