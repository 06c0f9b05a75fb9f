/**
 * The help page's "The law's numbers" table and the README's criteria tables (which the help
 * page renders too) state only the rules' values.
 */
import * as fs from "fs";
import * as path from "path";
import { Decimal } from "../../../src/core/decimal";
import { lawNumbers } from "../../../src/core/rules/table";
import * as emerge from "../../../src/core/rules/emerge";
import * as minimumWage from "../../../src/core/rules/minimumWage";
import * as wind from "../../../src/core/rules/wind";
import { isValueOf, rulesIn, statedNumbers } from "./support";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderHelpPage, criteriaTables } = require("../../../scripts/help-page") as {
  renderHelpPage: (metadata: unknown, criteria: unknown, options: { numbers: unknown }) => string;
  criteriaTables: (readme: string) => { title: string; rows: string[][] }[];
};

const readme = fs.readFileSync(path.join(__dirname, "../../../README.md"), "utf8");
const allRules = [...rulesIn(emerge), ...rulesIn(wind), ...rulesIn(minimumWage)];

test("the help page lists every rule's number from the rules tables", () => {
  const numbers = lawNumbers();
  expect(numbers.length).toBe(allRules.length + 3); // and the three wind dates
  const page = renderHelpPage({ functions: [] }, [], { numbers });
  const section = page.slice(page.indexOf('id="law-numbers"'), page.indexOf('id="errors"'));
  expect(section.match(/<tr>/g)).toHaveLength(numbers.length + 1); // with the heading row
  for (const n of numbers) expect(section).toContain(`<td>${n.value.replace(/&/g, "&amp;")}</td>`);
});

test("the page shows a changed rule's new value (it is rendered, not written)", () => {
  const numbers = lawNumbers().map((n) =>
    n.citation.endsWith("c.(1)(e)") ? { ...n, value: "$750" } : n,
  );
  const page = renderHelpPage({ functions: [] }, [], { numbers });
  expect(page).toContain("<td>$750</td>");
});

test("every amount and percentage in the README's criteria tables is a rule's value", () => {
  const rows = criteriaTables(readme).flatMap((t) => t.rows);
  // A dollars row writes its default without "$": "dollars (default 350,000,000)".
  const stated = rows.flatMap(([name, value, meaning]) => {
    const given = value.startsWith("dollars")
      ? value.replace(/default (\d)/g, "default $$$1")
      : value;
    return statedNumbers(`${name} | ${given} | ${meaning}`).filter(
      (s) => s.kind === "money" || s.kind === "percent",
    );
  });
  expect(stated.length).toBeGreaterThan(1);
  for (const s of stated)
    expect({ s: s.text, ok: isValueOf(s, allRules) }).toEqual({ s: s.text, ok: true });
  expect(isValueOf({ kind: "money", text: "$40,000,000", value: new Decimal(4e7) }, allRules)).toBe(
    false,
  );
});
