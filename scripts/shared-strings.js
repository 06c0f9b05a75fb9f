/**
 * A webpack plugin for functions.js in the production build (issue 14's size budget): every
 * string literal the bundle writes more than once, where one shared constant is shorter, is
 * written once, as a constant at the top of the bundle, and each place reads the constant. The
 * strings are the same strings (a string is a value: a constant holding "wind.schedule" is
 * "wind.schedule", === and all), so no output changes; test/build/production.test.ts runs the
 * minified functions.js against the sources on every golden scenario and a bad value for every
 * input, and test/build/shared-strings.test.ts checks the transformation itself. About 3.5 KB of
 * functions.js: Terser folds constants, but never shares a literal between two places.
 *
 * Left as they are, where a literal is not a value like any other (or reads faster written out):
 * property names (`{ "a": 1 }`, `x["a"]`, `"a" in x`, methods and fields of classes), directives
 * ("use strict"), the ids of CustomFunctions.associate (so what Excel registers reads in the
 * file), and the operand of a `typeof` test (`typeof x === "string"`, which engines
 * compile to a type check only when the type is written there) or of a `case`. It runs before Terser
 * (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, at which Terser minifies, less one), which gives the
 * constants their short names, on a webpack ReplaceSource, so the source map still holds. It
 * fails the build rather than guess: the bundle must be one arrow or function expression called
 * at once (webpack's output), and the constants' prefix must not occur in it.
 */
const acorn = require("acorn");
const walk = require("acorn-walk");
const webpack = require("webpack");

/** The constants' names: the prefix and a number (Terser renames them). */
const PREFIX = "__sharedString";
/** The length Terser's names for the constants come to (measured: one or two characters). */
const NAME_LENGTH = 2;

/** `CustomFunctions.associate`, the calls the metadata plugin appends. */
const isAssociate = (callee) =>
  callee.type === "MemberExpression" &&
  !callee.computed &&
  callee.object.type === "Identifier" &&
  callee.object.name === "CustomFunctions" &&
  callee.property.name === "associate";

/** Whether the literal `node`, whose parent is `parent`, stays written where it is. */
function staysInPlace(node, parent) {
  switch (parent.type) {
    case "Property":
    case "MethodDefinition":
    case "PropertyDefinition":
      return parent.key === node;
    case "MemberExpression":
      return parent.property === node;
    case "ExpressionStatement":
      return parent.directive !== undefined;
    case "BinaryExpression": {
      if (parent.operator === "in") return parent.left === node;
      const other = parent.left === node ? parent.right : parent.left;
      return other.type === "UnaryExpression" && other.operator === "typeof";
    }
    case "CallExpression":
      // CustomFunctions.associate("NJCREDIT.PERJOB", …): what Excel registers, kept legible.
      return parent.arguments[0] === node && isAssociate(parent.callee);
    case "SwitchCase":
      return true; // a `switch (typeof x)` reads as the tests it stands for
    default:
      return false;
  }
}

/** Bytes saved by sharing a literal of `length` characters (quotes included) written `uses` times. */
const saving = (length, uses) => (uses - 1) * length - uses * NAME_LENGTH - (NAME_LENGTH + 2);

/**
 * What to change in `code` (a bundle): `declaration` to insert at `at` (the bundle's first
 * statement), and the `replacements` ([start, end, name], end exclusive) of the shared literals.
 */
function sharedStrings(code) {
  if (code.includes(PREFIX)) throw new Error(`shared-strings: the bundle already has ${PREFIX}`);
  const ast = acorn.parse(code, { ecmaVersion: "latest", sourceType: "script" });
  const main = ast.body.filter((s) => s.type !== "EmptyStatement");
  const call = main.length === 1 && main[0].type === "ExpressionStatement" && main[0].expression;
  const fn = call && call.type === "CallExpression" && call.arguments.length === 0 && call.callee;
  if (!fn || !["ArrowFunctionExpression", "FunctionExpression"].includes(fn.type)) {
    throw new Error("shared-strings: the bundle is not one function expression called at once");
  }
  if (fn.body.type !== "BlockStatement") throw new Error("shared-strings: no function body");
  const uses = new Map();
  walk.fullAncestor(fn.body, (node, _state, ancestors) => {
    if (node.type !== "Literal" || typeof node.value !== "string") return;
    if (staysInPlace(node, ancestors[ancestors.length - 2])) return;
    if (!uses.has(node.value)) uses.set(node.value, []);
    uses.get(node.value).push(node);
  });
  const constants = [];
  const replacements = [];
  for (const [value, nodes] of uses) {
    const written = JSON.stringify(value);
    if (saving(written.length, nodes.length) <= 0) continue;
    const name = `${PREFIX}${constants.length}`;
    constants.push(`${name} = ${written}`);
    for (const n of nodes) replacements.push([n.start, n.end, name]);
  }
  // After the body's directives ("use strict"), which must stay first to apply.
  const first = fn.body.body.find((s) => s.directive === undefined);
  const at = first ? first.start : fn.body.end - 1;
  const declaration = constants.length > 0 ? `const ${constants.join(", ")};\n` : "";
  return { at, declaration, replacements };
}

/** `code` with its strings shared (as the plugin writes it; for tests). */
function shareStrings(code) {
  const { at, declaration, replacements } = sharedStrings(code);
  let out = code;
  for (const [start, end, name] of [...replacements].sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + name + out.slice(end);
  }
  return out.slice(0, at) + declaration + out.slice(at);
}

class SharedStringsPlugin {
  /** @param {string} asset the emitted file to rewrite ("functions.js") */
  constructor(asset) {
    this.asset = asset;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("SharedStringsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: "SharedStringsPlugin",
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1,
        },
        () => {
          const asset = compilation.getAsset(this.asset);
          if (!asset) return;
          const { at, declaration, replacements } = sharedStrings(asset.source.source().toString());
          const source = new webpack.sources.ReplaceSource(asset.source);
          for (const [start, end, name] of replacements) source.replace(start, end - 1, name);
          source.insert(at, declaration);
          compilation.updateAsset(this.asset, source);
        },
      );
    });
  }
}

module.exports = { SharedStringsPlugin, sharedStrings, shareStrings, PREFIX };
