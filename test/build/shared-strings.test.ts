/**
 * scripts/shared-strings.js: functions.js's repeated string literals written once, as constants
 * (issue 14's size budget). Checked here on small bundles: which literals are shared and which
 * stay in place, that the code computes the same after, and that a bundle of another shape fails
 * the build. That the built functions.js answers as the sources do is test/build/production.test.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require("../../scripts/shared-strings.js") as {
  shareStrings(code: string): string;
  sharedStrings(code: string): {
    at: number;
    declaration: string;
    replacements: [number, number, string][];
  };
  PREFIX: string;
};

const { PREFIX, shareStrings, sharedStrings } = plugin;
const bundle = (body: string) => `(() => {\n"use strict";\n${body}\n})();`;
const count = (text: string, part: string) => text.split(part).length - 1;

test("a literal written often enough is written once, as a constant, after the directives", () => {
  const out = shareStrings(
    bundle(`const a = ["wind.schedule", "wind.schedule", "wind.schedule"];`),
  );
  expect(out).toBe(
    bundle(
      `const ${PREFIX}0 = "wind.schedule";\n` + `const a = [${PREFIX}0, ${PREFIX}0, ${PREFIX}0];`,
    ),
  );
});

test("a literal too short or too rare to save anything stays", () => {
  // "ab" three times: 3 × 4 bytes, against 3 × 2 for the names and 8 for the constant.
  expect(sharedStrings(bundle(`f("ab", "ab", "ab"); g("long enough", "x");`)).replacements).toEqual(
    [],
  );
});

test("property names, directives, typeof tests, `in`, cases and associate's ids stay written out", () => {
  const s = `"a long enough string"`;
  const code = bundle(
    [
      `function f(x) { "use strict"; return x; }`,
      `const o = { ${s}: 1, [${s}]: 2 };`,
      `class C { ${s}() {} static ${s} = 1; }`,
      `const v = o[${s}] + (${s} in o) + (typeof o === ${s}) + (${s} !== typeof o);`,
      `switch (typeof v) { case ${s}: break; }`,
      `CustomFunctions.associate(${s}, f);`,
      `const kept = [${s}, ${s}, ${s}];`,
    ].join("\n"),
  );
  const out = shareStrings(code);
  // Only the three of `kept` are shared: the other ten stay in place, the constant holds one.
  expect(count(out, `${PREFIX}0`)).toBe(4);
  expect(count(out, s)).toBe(count(code, s) - 3 + 1);
  expect(out).toContain(`const kept = [${PREFIX}0, ${PREFIX}0, ${PREFIX}0];`);
  expect(out).toContain(`function f(x) { "use strict"; return x; }`);
  expect(out).toContain(`CustomFunctions.associate(${s}, f);`);
});

test("the code computes the same values after", () => {
  const code = bundle(
    [
      `const kinds = ["money", "count", "money", "money", "count", "count", "plain"];`,
      `const text = kinds.map((k) => k === "money" ? "an amount of money" : "a count of jobs");`,
      `const more = ["a count of jobs", "an amount of money", "a count of jobs"];`,
      `globalThis.__stringsResult = JSON.stringify({ text, more, same: more[0] === text[1] });`,
    ].join("\n"),
  );
  const run = (source: string) => {
    new Function(source)();
    const g = globalThis as { __stringsResult?: string };
    const result = g.__stringsResult;
    delete g.__stringsResult;
    return result;
  };
  const out = shareStrings(code);
  expect(count(out, PREFIX)).toBeGreaterThan(4);
  expect(run(out)).toBe(run(code));
});

test("a bundle of another shape, or one that has the prefix, fails the build", () => {
  expect(() => sharedStrings(`const a = 1; f();`)).toThrow(/one function expression/);
  expect(() => sharedStrings(`(() => 1)();`)).toThrow(/no function body/);
  expect(() => sharedStrings(bundle(`const ${PREFIX}0 = 1;`))).toThrow(/already has/);
});
