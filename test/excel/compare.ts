/**
 * The real-Excel test's comparison (issue 29, item 6): what the test page reported, held against
 * the core's own answers for the same inputs (src/excel-test/cases.ts). One function, used by
 * `npm run test:excel` (the page in Excel) and by test/browser/excel-test.test.ts (the same page
 * in the preview's stand-in, in `npm test`). Answers the problems found, in words; none is a pass.
 */
import { evaluate, type CalcName } from "../../src/core";
import { compare } from "../../src/core/compare";
import { Decimal, displayMoney } from "../../src/core/decimal";
import { minimumWageRateFor } from "../../src/core/minimumWage";
import { CASES, type ExcelTestReport } from "../../src/excel-test/cases";

/** The core's value of `field` for `calc` and `inputs`, as the decimal text it writes. */
function coreField(calc: string, inputs: Record<string, unknown>, field: string): string {
  const out = evaluate(calc as CalcName, inputs, { trace: false });
  if (!out.ok)
    throw new Error(`the core refuses ${calc} ${JSON.stringify(inputs)}: ${out.error.message}`);
  const value = (out.result as Record<string, unknown>)[field];
  if (typeof value !== "string") throw new Error(`${calc} has no money field ${field}`);
  return value;
}

const dollars = (text: string) => `$${displayMoney(new Decimal(text))}`;
/** A cell's number: Excel's, or the stand-in's (a formatted number reads as its number). */
const numberOf = (v: unknown): unknown =>
  v !== null && typeof v === "object" && "basicValue" in v
    ? (v as { basicValue: unknown }).basicValue
    : v;

export function compareReport(report: ExcelTestReport): string[] {
  const problems: string[] = [];
  if (report.failure !== null) problems.push(`the page stopped: ${report.failure}`);
  for (const c of CASES) {
    const r = report.results.find((x) => x.id === c.id);
    if (!r) {
      problems.push(`${c.id}: no result`);
      continue;
    }
    const say = (what: string) => problems.push(`${c.id} (${r.address}): ${what}`);
    const first = numberOf(r.values[0]?.[0]);
    const e = c.expect;
    let headline: string | null = null;
    switch (e.kind) {
      case "value": {
        headline = coreField(e.calc, { ...e.inputs }, e.field);
        if (first !== Number(headline)) say(`shows ${JSON.stringify(first)}, the core ${headline}`);
        break;
      }
      case "spill": {
        headline = coreField(e.calc, { ...e.inputs }, e.field);
        const last = (r.values[0] ?? []).map(numberOf);
        if (!last.includes(Number(headline)))
          say(`the table's last row ${JSON.stringify(last)} does not hold the core's ${headline}`);
        break;
      }
      case "grid": {
        e.columnValues.forEach((down, i) =>
          e.rowValues.forEach((across, j) => {
            const want = coreField(
              e.calc,
              { ...e.base, [e.rowInput]: across, [e.columnInput]: down },
              e.field,
            );
            const got = numberOf(r.values[1 + i]?.[1 + j]);
            if (got !== Number(want))
              say(
                `${e.columnInput} ${String(down)}, ${e.rowInput} ${String(across)}: shows ${JSON.stringify(got)}, the core ${want}`,
              );
          }),
        );
        break;
      }
      case "comparison": {
        const out = compare(e.calc, { ...e.a }, { ...e.b });
        if (!out.ok) throw new Error(`the core refuses the comparison: ${out.error.message}`);
        const last = (r.values[0] ?? []).map(numberOf);
        if (!last.includes(Number(out.result.difference)))
          say(
            `the table's last row ${JSON.stringify(last)} does not hold b − a = ${out.result.difference}`,
          );
        break;
      }
      case "entity": {
        headline = coreField(e.calc, { ...e.inputs }, e.field);
        // A host without data types (below CustomFunctionsRuntime 1.4) shows the amount itself.
        if (r.entityText === null) {
          if (first !== Number(headline))
            say(`shows ${JSON.stringify(first)} (no card), the core ${headline}`);
        } else if (r.entityText !== dollars(headline))
          say(`the card reads ${JSON.stringify(r.entityText)}, the core ${dollars(headline)}`);
        break;
      }
      case "minimumWage": {
        const rate = minimumWageRateFor(e.year);
        if (!rate || first !== rate.rate.toNumber())
          say(`shows ${JSON.stringify(first)}, the rules table ${rate?.rate.toFixed()}`);
        break;
      }
      case "error":
        if (first !== e.code) say(`shows ${JSON.stringify(first)}, not ${e.code}`);
        break;
    }
    if (c.explain) {
      const x = r.explanation;
      const want = headline === null ? null : dollars(headline);
      if (!x) say("no explanation");
      else if (x.status !== "ok" || x.value !== want)
        say(`the pane explains ${JSON.stringify(x)}, not ${want}`);
    }
  }
  return problems;
}
