/**
 * A portfolio in the pane (issue 31): any cell of a project's row of the sample's
 * NJCREDIT.PORTFOLIO (Portfolio!A12) is explained as that project, its inputs each from its own
 * cell of the table; the header row describes the portfolio whole; the audit lists it as it lists
 * a grid; and two rows compare. The amounts are the core's (golden tables in
 * test/functions/portfolio.test.ts): this layer must present them.
 */
import { auditRows } from "../../src/taskpane/audit";
import type { PreviewHost } from "../../src/preview/host";
import { paneOn, sampleHost } from "../support/sample-host";

let host: PreviewHost;
beforeAll(async () => {
  host = await sampleHost();
});
const portfolio = () => host.workbook.sheet("Portfolio")!;

test("the third project's row: its story, steps and inputs, each from its own cell", async () => {
  const { controller } = paneOn(host);
  host.select(portfolio(), 14, 2); // C15: P-3's per-job credit
  const e = await controller.explainSelection();
  if (e?.kind !== "explained") throw new Error("not explained");
  expect(e.spillParentAddress).toBe("Portfolio!A12");
  const call = e.calls[0];
  expect([call.status, call.message]).toEqual(["ok", null]);
  expect(call.result?.perJobCredit).toBe("4250.00");
  expect(call.facts.slice(0, 2)).toEqual([
    { label: "Per-job annual credit", value: "$4,250.00" },
    { label: "Project", value: "P-3, table row 4" },
  ]);
  expect(call.story?.sentence).toMatch(/^\$4,250\.00 per new job/);
  expect(call.inputs.find((i) => i.name === "newJobs")).toEqual({
    name: "newJobs",
    value: "450",
    source: "table: Portfolio!C7 (this project's row)",
  });
  expect(call.notes).toContain(
    "A PORTFOLIO row: project P-3 in table row 4; the inputs above are that row's cells, computed as the single-cell function computes them.",
  );
  // Its id cell explains the same project.
  host.select(portfolio(), 14, 0);
  const byId = await controller.explainSelection();
  expect(byId?.kind === "explained" && byId.calls[0].result?.perJobCredit).toBe("4250.00");
});

test("the header row describes the portfolio whole; the audit lists it as it lists a grid", async () => {
  const { controller } = paneOn(host);
  host.select(portfolio(), 11, 1); // B12: the spill's header row
  const e = await controller.explainSelection();
  if (e?.kind !== "explained") throw new Error("not explained");
  const call = e.calls[0];
  expect(call.portfolio).toEqual({
    projects: 5,
    computed: 5,
    failed: 0,
    blank: 0,
    outputWords: "per-job annual credit",
  });
  expect(call.facts).toEqual([
    { label: "Portfolio", value: "5 projects (per-job annual credit)" },
    { label: "Rows", value: "all 5 compute" },
    { label: "Columns", value: "id, Status, Per-job annual credit" },
  ]);
  expect(call.notes).toContain("This cell is the portfolio's header row.");
  const rows = auditRows([e]);
  expect(rows[0].slice(3, 7)).toEqual([
    "NJCREDIT.PORTFOLIO",
    "portfolio of 5 projects (per-job annual credit)",
    "portfolio of 5 projects (per-job annual credit)",
    "recomputed",
  ]);
});

test("two rows of a portfolio compare", async () => {
  const { controller } = paneOn(host);
  // C13:C14, P-1 (grm) and P-2 (enhanced).
  host.select(portfolio(), 12, 2, { row: 12, col: 2, rows: 2, cols: 1 });
  const c = await controller.compare();
  if (c?.kind !== "compared") throw new Error(JSON.stringify(c));
  expect([c.a.amount, c.b.amount, c.difference]).toEqual(["$5,000.00", "$3,741.94", "−$1,258.06"]);
  expect(c.inputs.map((i) => i.name)).toEqual([
    "location",
    "newJobs",
    "smallBusiness",
    "targetedIndustry",
    "projectMedianSalary",
    "benchmarkMedianSalary",
  ]);
});
