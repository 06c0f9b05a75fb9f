/**
 * A webpack loader for functions.js only (webpack.config.js applies it to the modules of the
 * "functions" layer): leaves out of each field spec (src/core/fields.ts) the words that are for
 * people reading help, flags and templates, not for the calculation — `description` (what the
 * input means) and `defaultText` (how its default reads). They are about 4.5 KB of functions.js,
 * and nothing that bundle runs reads them: schemaOf copies them into the schema, whose
 * description and default text only the CLI's help and flags and the task pane's templates
 * read (the pane, the help page and functions.json are built from the sources, without this
 * loader). Error messages name the input and say what is accepted from its kind and the
 * messages written beside it, never from these words; test/build/field-text.test.ts runs the
 * built functions.js on the golden scenarios and on bad inputs against the sources, and checks
 * that the words are gone from functions.js and still in taskpane.js.
 *
 * The field specs stay declared once, with their words, in the source; this runs on ts-loader's
 * output (JavaScript), and blanks each property with spaces, line breaks kept, so the source
 * map ts-loader made still holds. It fails the build rather than guess: a module it is applied
 * to must declare its fields as `fieldsFor<…>()({ name: { …, description: … }, … })`, each field
 * an object literal with a description (the Field type requires one).
 */
const acorn = require("acorn");
const walk = require("acorn-walk");

/** The properties of a field spec the functions never read. */
const DROPPED = ["description", "defaultText"];

/** `fieldsFor(…)({ … })`: the object of field specs; otherwise undefined. */
function fieldsObject(node) {
  if (node.type !== "CallExpression" || node.arguments.length !== 1) return undefined;
  const inner = node.callee;
  if (inner.type !== "CallExpression" || inner.callee.type !== "Identifier") return undefined;
  if (inner.callee.name !== "fieldsFor") return undefined;
  return node.arguments[0];
}

const keyName = (p) =>
  p.type === "Property" && !p.computed ? (p.key.name ?? p.key.value) : undefined;

/** Blanks, spaces and comments, then the comma that ends a property (when there is one). */
const COMMA_AFTER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*,/;

/** The ranges of the dropped properties of one field, each with the comma after it. */
function droppedRanges(source, field, name) {
  const fail = (why) => {
    throw new Error(`field-text-loader: field ${name} ${why}`);
  };
  if (field.type !== "ObjectExpression") fail("is not an object literal");
  const props = field.properties;
  if (props.some((p) => keyName(p) === undefined)) fail("has a spread or computed property");
  if (!props.some((p) => keyName(p) === "description")) fail("has no description");
  // Without its comma a property leaves the one before it with a trailing comma, which an
  // object literal allows: the literal parses whichever of its properties go.
  return props
    .filter((p) => DROPPED.includes(keyName(p)))
    .map((p) => {
      const comma = COMMA_AFTER.exec(source.slice(p.end));
      return [p.start, p.end + (comma ? comma[0].length : 0)];
    });
}

/** Spaces for every character but line breaks: the text's lines and columns stay as they were. */
const blank = (text) => text.replace(/[^\r\n]/g, " ");

/** The module's JavaScript without the dropped properties; throws when it cannot be sure. */
function dropFieldText(source) {
  const parse = (text) => acorn.parse(text, { ecmaVersion: "latest", sourceType: "module" });
  const objects = [];
  walk.simple(parse(source), {
    CallExpression(node) {
      const fields = fieldsObject(node);
      if (fields !== undefined) objects.push(fields);
    },
  });
  if (objects.length === 0) {
    throw new Error("field-text-loader: no `fieldsFor(…)({ … })` field specs in this module");
  }
  const ranges = [];
  for (const fields of objects) {
    if (fields.type !== "ObjectExpression") {
      throw new Error("field-text-loader: fieldsFor(…) is not given an object literal");
    }
    for (const p of fields.properties) {
      const name = keyName(p);
      if (name === undefined) {
        throw new Error("field-text-loader: the field specs have a spread or computed property");
      }
      ranges.push(...droppedRanges(source, p.value, name));
    }
  }
  let out = source;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + blank(out.slice(start, end)) + out.slice(end);
  }
  // What is left parses, and none of its field specs has the dropped properties.
  walk.simple(parse(out), {
    CallExpression(node) {
      const fields = fieldsObject(node);
      if (fields === undefined) return;
      for (const p of fields.properties) {
        const left = p.value.properties.map(keyName).filter((k) => DROPPED.includes(k));
        if (left.length > 0) {
          throw new Error(`field-text-loader: field ${keyName(p)} still has ${left.join(", ")}`);
        }
      }
    },
  });
  return out;
}

module.exports = function fieldTextLoader(source, map) {
  // Same length, same line breaks: ts-loader's source map still maps every kept character.
  this.callback(null, dropFieldText(source), map);
};
module.exports.dropFieldText = dropFieldText;
module.exports.DROPPED = DROPPED;
