/**
 * The scenario writer (src/taskpane/templates.ts) against office-addin-mock: it loads the sheet
 * and table names before reading them, names its sheet and table afresh when taken, writes the
 * template's table, formats (before the values), dropdowns and formulas where the template says.
 */
import { OfficeMockObject } from "office-addin-mock";

// As in pane.test.ts: office-addin-mock needs only the OfficeApp names of office-addin-manifest.
jest.mock("office-addin-manifest", () => ({
  OfficeApp: {
    Excel: "excel",
    OneNote: "onenote",
    Outlook: "outlook",
    PowerPoint: "powerpoint",
    Project: "project",
    Word: "word",
  },
}));
import { scenarioTemplate, templateLayout } from "../../src/excel/templates";
import {
  insertScenario,
  newScenario,
  wireScenarios,
  type ScenarioHost,
} from "../../src/taskpane/templates";

type Props = Record<string, unknown>;

function excelMock(sheets: string[], tables: string[]) {
  const log: string[] = [];
  const ranges = new Map<string, Props>();
  /** A range that logs every property set on it (and on its format and font). */
  const logged = (what: string): Props =>
    new Proxy({} as Props, {
      set(target, key, value) {
        log.push(`set ${what}.${String(key)}`);
        target[key as string] = value;
        return true;
      },
      get(target, key) {
        if ((key === "format" || key === "font" || key === "dataValidation") && !(key in target))
          target[key] = logged(`${what}.${key}`);
        return target[key as string];
      },
    });
  const rangeAt = (address: string): Props => {
    if (!ranges.has(address)) ranges.set(address, logged(address));
    return ranges.get(address)!;
  };
  const added: { address: string; headers: boolean; table: Props }[] = [];
  const loadingItems = (what: string) =>
    function (this: OfficeMockObject, p: string) {
      log.push(`load ${what} ${p}`);
      return OfficeMockObject.prototype.load.call(this, p.split("/")[0]);
    };
  const data = {
    context: {
      workbook: {
        worksheets: {
          items: sheets.map((name) => ({ name })),
          load: loadingItems("sheets"),
          add: (name: string) => {
            log.push(`add sheet ${name}`);
            return {
              name,
              getRange: (address: string) => rangeAt(address),
              getRangeByIndexes: (_r: number, c: number) => ({
                getEntireColumn: () => rangeAt(`column ${c}`),
              }),
              tables: {
                add: (address: string, headers: boolean) => {
                  log.push(`add table ${address}`);
                  const table = logged("table");
                  added.push({ address, headers, table });
                  return table;
                },
              },
              activate: () => log.push("activate"),
            };
          },
        },
        tables: { items: tables.map((name) => ({ name })), load: loadingItems("tables") },
      },
    },
    run: async function (this: { context: unknown }, batch: (ctx: unknown) => Promise<unknown>) {
      return batch(this.context);
    },
  };
  const root = new OfficeMockObject(data);
  const originalSync = root.context.sync.bind(root.context);
  root.context.sync = async () => {
    log.push("sync");
    await originalSync();
  };
  return { host: root as unknown as ScenarioHost, log, ranges, added };
}

test("an Emerge scenario: table, formats, dropdowns and formulas where the template says", async () => {
  const mock = excelMock(["Sheet1"], ["Other"]);
  const done = await insertScenario(mock.host, "emerge");
  expect(done).toEqual({
    sheet: "Emerge scenario",
    table: "EmergeCriteria",
    dropdowns: true,
    next: "fill in the Value column of table EmergeCriteria",
  });
  const layout = templateLayout(scenarioTemplate("emerge"));

  // Names are read only after they were loaded and synced.
  expect(mock.log.slice(0, 4)).toEqual([
    "load sheets items/name",
    "load tables items/name",
    "sync",
    "add sheet Emerge scenario",
  ]);
  expect(mock.added).toHaveLength(1);
  expect(mock.added[0]).toMatchObject({ address: layout.table.address, headers: true });
  expect(mock.added[0].table.name).toBe("EmergeCriteria");
  const table = mock.ranges.get(layout.table.address)!;
  expect(table.values).toEqual(layout.table.values.map((r) => r.map((v) => v ?? "")));

  // Every format is set, and before the table's values are written.
  for (const f of layout.formats) {
    const r = mock.ranges.get(f.address)!;
    expect((r.numberFormat as string[][]).flat().every((x) => x === f.value)).toBe(true);
  }
  const lastFormat = mock.log.lastIndexOf(
    `set ${layout.formats[layout.formats.length - 1].address}.numberFormat`,
  );
  expect(lastFormat).toBeLessThan(mock.log.indexOf(`set ${layout.table.address}.values`));
  // Money to the cent on a money input (minimumWage is row 4 + its index).
  const wageRow = scenarioTemplate("emerge").rows.findIndex((r) => r.name === "minimumWage") + 4;
  expect(mock.ranges.get(`B${wageRow}`)!.numberFormat).toEqual([["$#,##0.00"]]);

  // Dropdowns with the schema's values.
  const locationRow = scenarioTemplate("emerge").rows.findIndex((r) => r.name === "location") + 4;
  const rule = (mock.ranges.get(`B${locationRow}`)!.dataValidation as Props).rule;
  expect(rule).toEqual({
    list: { inCellDropDown: true, source: "grm,enhanced,distressed,qoz,corridor,other" },
  });
  expect(mock.ranges.get("F4")!.formulas).toEqual([
    ["=NJCREDIT.PERJOB(,,EmergeCriteria[[Name]:[Value]])"],
  ]);
  expect(mock.log[mock.log.length - 2]).toBe("activate");
  expect(mock.log[mock.log.length - 1]).toBe("sync");
});

test("a taken sheet and table name: both named afresh, the formulas follow the table's name", async () => {
  const mock = excelMock(["Wind scenario"], ["windcriteria"]);
  const done = await insertScenario(mock.host, "wind");
  expect(done).toMatchObject({ sheet: "Wind scenario (2)", table: "WindCriteria2" });
  // The table takes A to L (Name, Value, Value 2 to Value 10, Meaning): the total is in O4.
  expect(mock.ranges.get("O4")!.formulas).toEqual([
    ["=NJWIND.CREDIT(,,,WindCriteria2[[Name]:[Value 10]])"],
  ]);
  // employment takes Value to Value 10, one per privilege period.
  const row = scenarioTemplate("wind").rows.findIndex((r) => r.name === "employment") + 4;
  expect(mock.ranges.get(`B${row}:K${row}`)!.numberFormat).toEqual([
    Array.from({ length: 10 }, () => "General"),
  ]);
});

test("without ExcelApi 1.8 no dropdown is asked for (the batch would fail), and the pane says so", async () => {
  const g = globalThis as { Office?: unknown };
  g.Office = {
    context: { requirements: { isSetSupported: (_: string, v: string) => v !== "1.8" } },
  };
  try {
    const mock = excelMock([], []);
    const said: string[] = [];
    const done = await newScenario(mock.host, "emerge", {
      status: (t) => said.push(t),
      message: (t) => said.push(`problem: ${t}`),
    });
    expect(done?.dropdowns).toBe(false);
    expect(mock.log.some((l) => l.includes("dataValidation"))).toBe(false);
    expect(said[said.length - 1]).toContain("no dropdowns");
  } finally {
    delete g.Office;
  }
});

test("a failed write is a message, never a throw", async () => {
  const failing: ScenarioHost = {
    run: () => Promise.reject(new Error("the workbook is protected")),
  };
  const said: string[] = [];
  const done = await newScenario(failing, "wind", {
    status: (t) => said.push(t),
    message: (t, kind) => said.push(`${kind}: ${t}`),
  });
  expect(done).toBeNull();
  expect(said).toContain("problem: Could not write the scenario sheet: the workbook is protected");
});

test("the ribbon's commands are associated, and each tells Office it is done", async () => {
  const handlers = new Map<string, (event: { completed(): void }) => void>();
  const mock = excelMock([], []);
  const doc = { getElementById: () => null } as unknown as Document;
  wireScenarios(
    doc,
    { actions: { associate: (name, handler) => handlers.set(name, handler) } },
    mock.host,
    { status: () => undefined, message: () => undefined },
  );
  expect([...handlers.keys()]).toEqual(["NewEmergeScenario", "NewWindScenario", "NewPortfolio"]);
  const completed = new Promise<void>((resolve) =>
    handlers.get("NewWindScenario")!({ completed: resolve }),
  );
  await completed;
  expect(mock.log).toContain("add sheet Wind scenario");
});
