/**
 * The pane's Compare screen as data (issue 24): two cells of the sample workbook on the preview's
 * stand-in for Excel, computed by the built functions.js, compared through the controller as a
 * reviewer would (a range of two, or a pinned cell and the selected one, or a GRID amount and its
 * base). The amounts are the core's (src/core/compare.ts, whose golden comparisons are worked by
 * hand in test/core/compare): this layer must present them as the core gives them, say what
 * cannot be compared and why, and copy the bridge so that it adds up.
 */
import { compare } from "../../src/core/compare";
import type { PreviewHost } from "../../src/preview/host";
import { comparisonText, type CellComparison } from "../../src/taskpane/comparison";
import { paneOn, sampleHost } from "../support/sample-host";

let host: PreviewHost;
beforeAll(async () => {
  host = await sampleHost();
});

const sheet = (name: string) => host.workbook.sheet(name)!;

/** Selects a range of cells ("B17:B18"), its first cell the active one. */
function selectRange(name: string, row: number, col: number, rows: number, cols: number): void {
  host.select(sheet(name), row, col, { row, col, rows, cols });
}

function compared(c: CellComparison | null): Extract<CellComparison, { kind: "compared" }> {
  if (c?.kind !== "compared") throw new Error(`not compared: ${JSON.stringify(c)}`);
  return c;
}

function refused(c: CellComparison | null): string {
  if (c?.kind !== "refused") throw new Error(`not refused: ${JSON.stringify(c)}`);
  return c.message;
}

test("a range of two cells: Emerge!B17 (a new job) against B18 (a retained one)", async () => {
  const { controller, compared: shown } = paneOn(host);
  selectRange("Emerge", 16, 1, 2, 1);
  host.syncs = 0;
  const c = compared(await controller.compare());
  // One sync for the selection, one for both cells, one for every range both formulas read (a
  // second only where an argument is a defined name, as for one explanation).
  expect(host.syncs).toBe(3);
  expect(shown).toEqual([c]);
  expect([c.a.place, c.b.place]).toEqual(["Emerge!B17", "Emerge!B18"]);
  expect(c.calc).toBe("emerge.perJob");
  // What the core gives for the same two scenarios, presented as it gives it.
  const [ea, eb] = [c.a, c.b];
  expect([ea.amount, eb.amount]).toEqual(["$5,145.16", "$2,572.58"]);
  expect(c.difference).toBe("−$2,572.58");
  expect(c.inputs).toEqual([{ name: "jobType", a: "new", b: "retained" }]);
  expect(c.sentence).toBe(
    "b is $2,572.58 less per job than a: each retained full-time job: its share of the gross amount applies (−$2,572.58).",
  );
  // f.(1) applies on both sides' traces with nothing taken; f.(2) takes half on b's; the
  // retention minimums are a step of a retained job's calculation only.
  expect(c.steps.map((s) => [s.id, s.a, s.b, s.change])).toEqual([
    ["f.(1)", "applies", "does not apply", null],
    ["f.(2)", "does not apply", "applies, −$2,572.58", "−$2,572.58"],
    ["retention", "not a step of a's calculation", "does not apply", null],
  ]);
  expect(c.steps.map((s) => s.source)).toEqual(["Statute", "Statute", "NJEDA"]);
  // Every other step of the per-job credit is the same on both sides, folded away.
  expect(c.same.length).toBeGreaterThan(20);
  expect(c.same.map((s) => s.id)).toContain("e.");
  // The waterfall: a, each bridge line from where the one before it ended, then b.
  expect(c.chart?.type).toBe("waterfall");
  const bars = c.chart?.type === "waterfall" ? c.chart.bars : [];
  expect(bars.map((b) => [b.label, b.from, b.to])).toEqual([
    ["a: Emerge!B17", "0", "5145.16"],
    ["each retained full-time job: its share of the gross amount", "5145.16", "2572.58"],
    ["b: Emerge!B18", "0", "2572.58"],
  ]);
});

test("the pinned cell and the selected one: the owner's wind credit against the tenant's", async () => {
  const { controller } = paneOn(host);
  host.select(sheet("Wind"), 12, 1); // B13, the owner's NJWIND.CREDIT
  expect(await controller.pin()).toBe("Wind!B13");
  host.select(sheet("Wind"), 35, 1); // B36, the tenant's
  const c = compared(await controller.compare());
  expect([c.a.place, c.b.place, c.calc]).toEqual(["Wind!B13", "Wind!B36", "wind.schedule"]);
  expect([c.a.amount, c.b.amount, c.difference]).toEqual([
    "$80,000,000.00",
    "$25,000,000.00",
    "−$55,000,000.00",
  ]);
  expect(c.sentence).toBe(
    "b is $55,000,000.00 less in total than a: credit base: the capital investment, or what the leased area represents gives $55,000,000.00 less and 5 years change status.",
  );
  expect(c.years).toHaveLength(5);
  expect(c.years[0]).toMatch(/^Year 1: a earned, \$16,000,000\.00 allowed; b lease-capped, /);
  expect(c.inputs.map((i) => i.name)).toEqual([
    "role",
    "capitalInvestment",
    "employment",
    "tenantCapitalInvestment",
    "tenantLeasedShare",
    "leasePayments",
  ]);
  // The pinned cell against itself says so.
  host.select(sheet("Wind"), 12, 1);
  expect(refused(await controller.compare())).toBe(
    "Wind!B13 is the pinned cell itself: select another cell to compare it with.",
  );
  controller.unpin();
  expect(refused(await controller.compare())).toMatch(/^Select two cells to compare: /);
});

test("the comparison agrees with the core's for the same scenarios, and copies a bridge that adds up", async () => {
  const { controller } = paneOn(host);
  selectRange("Labor harmony", 12, 1, 2, 1); // B13:B14, with and without the labor harmony row
  const c = compared(await controller.compare());
  // The core's comparison of the scenarios the two cells computed, field for field.
  const [a, b] = await Promise.all(
    [12, 13].map(async (row) => {
      host.select(sheet("Labor harmony"), row, 1);
      const e = await paneOn(host).controller.explainSelection();
      return e?.kind === "explained" ? e.calls[0].scenario! : null;
    }),
  );
  const core = compare("emerge.perJob", a!.inputs, b!.inputs);
  expect(core.ok && core.result).toEqual(c.comparison);
  const text = comparisonText(c);
  expect(text.split("\n").slice(0, 4)).toEqual([
    "Comparison of the per-job annual credit",
    `a: 'Labor harmony'!B13: =NJCREDIT.PERJOB(B5,"new",G5:H9) = $5,704.92`,
    `b: 'Labor harmony'!B14: =NJCREDIT.PERJOB(B5,"new",G6:H9) = $4,516.39`,
    `b − a: ${c.difference}`,
  ]);
  // The tab-separated bridge: its change column adds up to b − a, which its last row gives.
  const table = text.slice(text.indexOf("Bridge, tab-separated:\n") + 23).split("\n\n")[0];
  const rows = table.split("\n").map((line) => line.split("\t"));
  expect(rows[0]).toEqual(["Step", "Subsection", "Change", "Why"]);
  const lines = rows.slice(1, -3);
  expect(lines.length).toBeGreaterThan(0);
  const cents = lines.reduce((sum, r) => sum + Math.round(Number(r[2]) * 100), 0);
  const [, aRow, bRow, diffRow] = rows.slice(-4);
  expect([aRow[0], bRow[0], diffRow[0]]).toEqual(["a", "b", "b − a"]);
  expect(cents).toBe(Math.round(Number(diffRow[2]) * 100));
  expect(Math.round(Number(bRow[2]) * 100) - Math.round(Number(aRow[2]) * 100)).toBe(cents);
  expect(controller.showing()).toBe("comparison");
  expect(controller.text()).toBe(text);
});

test("a GRID amount against its grid's base, in one call", async () => {
  const { controller } = paneOn(host);
  host.select(sheet("Sensitivity"), 19, 2); // C20: newJobs 251 (column), salary 50,000 (row)
  const e = await controller.explainSelection();
  expect(e?.kind === "explained" && e.calls[0].scenario?.gridBase?.filled).toEqual([
    { name: "newJobs", value: 250 },
    { name: "projectMedianSalary", value: 40000 },
  ]);
  const c = compared(controller.compareWithGridBase());
  expect([c.a.place, c.b.place]).toEqual([
    "the base of the grid at Sensitivity!A18",
    "Sensitivity!C20",
  ]);
  expect(c.notes[0]).toBe(
    "The grid's base gives no newJobs or projectMedianSalary, which the grid varies: a takes the grid's first value of each (newJobs 250, projectMedianSalary $40,000.00), as its top-left amount does.",
  );
  expect(c.inputs).toEqual([
    { name: "newJobs", a: "250", b: "251" },
    { name: "projectMedianSalary", a: "$40,000.00", b: "$50,000.00" },
  ]);
  // b is what the cell shows.
  expect(c.b.amount).toBe(
    `$${Number(host.workbook.sheet("Sensitivity")!.get(19, 2)!.value).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
});

test("two cells that cannot be compared get a clear message, not a guess", async () => {
  const { controller } = paneOn(host);
  const pinAndCompare = async (a: [string, number, number], b: [string, number, number]) => {
    host.select(sheet(a[0]), a[1], a[2]);
    await controller.pin();
    host.select(sheet(b[0]), b[1], b[2]);
    return refused(await controller.compare());
  };
  // Emerge!B17 a per-job credit, B19 an annual credit.
  expect(await pinAndCompare(["Emerge", 16, 1], ["Emerge", 18, 1])).toBe(
    "a (Emerge!B17) is an Emerge per-job credit (NJCREDIT.PERJOB) and b (Emerge!B19) is an Emerge annual credit (NJCREDIT.ANNUAL): only two cells of the same calculation can be compared step by step.",
  );
  // The minimum wage is not a credit; a COMPARE is already a comparison; a grid's label is not
  // one of its amounts; an empty cell has nothing to compare.
  expect(await pinAndCompare(["Emerge", 16, 1], ["Emerge", 19, 1])).toBe(
    "b (Emerge!B20) cannot be compared: NJCREDIT.MINWAGE gives no credit to compare.",
  );
  expect(await pinAndCompare(["Emerge", 16, 1], ["Emerge", 60, 0])).toBe(
    "b (Emerge!A61) is already a comparison (NJCREDIT.COMPARE); compare the cells whose credits it bridges.",
  );
  expect(await pinAndCompare(["Sensitivity", 17, 0], ["Emerge", 16, 1])).toBe(
    "a (Sensitivity!A18) cannot be compared: it is a label of a GRID, not one of its amounts; select an amount of the grid.",
  );
  expect(await pinAndCompare(["Emerge", 16, 1], ["Emerge", 0, 10])).toMatch(
    /^b \(Emerge!K1\): This cell is empty\./,
  );
  // More than two cells selected.
  controller.unpin();
  selectRange("Emerge", 16, 1, 3, 1);
  expect(refused(await controller.compare())).toBe(
    "The selection holds 3 cells; select exactly two (a range such as B17:C17), or pin one cell and select the other.",
  );
});

test("a pinned cell whose sheet is gone is reported, not compared", async () => {
  const own = await sampleHost(); // this test deletes a sheet: a host of its own
  const { controller, compared: shown, messages } = paneOn(own);
  own.select(own.workbook.sheet("Labor harmony")!, 12, 1);
  await controller.pin();
  own.deleteSheet(own.workbook.sheet("Labor harmony")!);
  own.select(own.workbook.sheet("Emerge")!, 16, 1);
  expect(await controller.compare()).toBeNull();
  expect(shown).toEqual([]);
  expect(messages).toEqual([
    "Could not read the cells to compare: ItemNotFound: there is no sheet named Labor harmony",
  ]);
});
