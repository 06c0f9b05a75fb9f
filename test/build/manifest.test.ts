/**
 * manifest.xml, checked structurally (office-addin-manifest validate needs the network): add-in
 * only XML manifest for Excel, shared runtime, custom functions without a <Namespace>, every
 * resid resolving, https URLs, icons that exist at their sizes, least permissions.
 */
import * as fs from "fs";
import * as path from "path";
import { XMLParser } from "fast-xml-parser";
import { ROOT } from "../browser/support/dist";

type Node = Record<string, unknown>;

const source = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
/** The manifest without its comments (which talk about URLs and the <Namespace> element). */
const xml = source.replace(/<!--[\s\S]*?-->/g, "");
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  isArray: () => false,
});
const doc = parser.parse(xml) as Node;
const app = doc.OfficeApp as Node;
const overrides = app.VersionOverrides as Node;
const host = (overrides.Hosts as Node).Host as Node;
const resources = overrides.Resources as Node;

/** Every element named `name` anywhere under `node`. */
function findAll(node: unknown, name: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((n) => findAll(n, name, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === name) (Array.isArray(v) ? v : [v]).forEach((x) => out.push(x));
      findAll(v, name, out);
    }
  }
  return out;
}

const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** resid → URL of bt:Images and bt:Urls; resid → text of the strings. */
const urls = new Map<string, string>();
for (const group of ["Images", "Urls"]) {
  const key = group === "Images" ? "Image" : "Url";
  for (const item of list((resources[group] as Node)[key] as Node[]))
    urls.set(item["@id"] as string, item["@DefaultValue"] as string);
}
const strings = new Map<string, string>();
for (const group of ["ShortStrings", "LongStrings"]) {
  for (const item of list((resources[group] as Node).String as Node[]))
    strings.set(item["@id"] as string, item["@DefaultValue"] as string);
}

test("an add-in only XML manifest for Excel's Workbook with a stable GUID", () => {
  expect(app["@type"]).toBe("TaskPaneApp");
  expect(app.Id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  // The development copy's own GUID (the production one is the package's, package.test.ts).
  expect(app.Id).toBe("b31c6e2a-7d54-4e1f-9c8a-5f2d0e3a6b17");
  expect(((app.Hosts as Node).Host as Node)["@Name"]).toBe("Workbook");
  expect(host["@type"]).toBe("Workbook");
});

test("shared runtime: SharedRuntime 1.1 and ExcelApi 1.7, one long-lived runtime page shared by the functions and the pane", () => {
  const sets = ((app.Requirements as Node).Sets as Node).Set as Node[];
  expect(sets.map((set) => [set["@Name"], set["@MinVersion"]])).toEqual([
    ["SharedRuntime", "1.1"],
    ["ExcelApi", "1.7"],
  ]);
  const runtime = (host.Runtimes as Node).Runtime as Node;
  expect(runtime["@lifetime"]).toBe("long");
  const runtimeId = runtime["@resid"] as string;
  const cf = (host.AllFormFactors as Node).ExtensionPoint as Node;
  expect(cf["@type"]).toBe("CustomFunctions");
  expect(((cf.Page as Node).SourceLocation as Node)["@resid"]).toBe(runtimeId);
  const desktop = host.DesktopFormFactor as Node;
  expect((desktop.FunctionFile as Node)["@resid"]).toBe(runtimeId);
  const action = findAll(desktop, "Action")[0] as Node;
  expect(action["@type"]).toBe("ShowTaskpane");
  expect((action.SourceLocation as Node)["@resid"]).toBe(runtimeId);
  expect(urls.get(runtimeId)).toBe("https://localhost:3000/taskpane.html");
});

test("custom functions: script, page and metadata URLs, and no <Namespace> anywhere", () => {
  const cf = (host.AllFormFactors as Node).ExtensionPoint as Node;
  const url = (el: string) =>
    urls.get(((cf[el] as Node).SourceLocation as Node)["@resid"] as string);
  expect(url("Script")).toBe("https://localhost:3000/functions.js");
  expect(url("Page")).toBe("https://localhost:3000/taskpane.html");
  expect(url("Metadata")).toBe("https://localhost:3000/functions.json");
  expect(findAll(doc, "Namespace")).toEqual([]);
  expect(xml).not.toMatch(/<Namespace\b/);
});

test("a ribbon button opens the task pane; three more run the templates in the shared runtime", () => {
  const controls = findAll(host, "Control") as Node[];
  expect(controls).toHaveLength(4);
  expect(controls.map((c) => c["@type"])).toEqual(["Button", "Button", "Button", "Button"]);
  expect(controls.map((c) => strings.get((c.Label as Node)["@resid"] as string))).toEqual([
    "Explain credit",
    "New Emerge scenario",
    "New wind scenario",
    "New portfolio",
  ]);
  expect(controls.slice(1).map((c) => c.Action)).toEqual([
    { "@type": "ExecuteFunction", FunctionName: "NewEmergeScenario" },
    { "@type": "ExecuteFunction", FunctionName: "NewWindScenario" },
    { "@type": "ExecuteFunction", FunctionName: "NewPortfolio" },
  ]);
});

test("every resid used resolves to a resource, and every resource is used", () => {
  const used = new Set(
    (findAll(overrides, "@resid") as string[]).filter((r) => typeof r === "string"),
  );
  expect(used.size).toBeGreaterThan(5);
  for (const id of used)
    expect({ id, defined: urls.has(id) || strings.has(id) }).toEqual({ id, defined: true });
  for (const id of [...urls.keys(), ...strings.keys()])
    expect({ id, used: used.has(id) }).toEqual({ id, used: true });
});

test("every URL is https on the dev server (the production build rewrites them)", () => {
  const all = xml.match(/https?:\/\/[^"<\s]+/g) ?? [];
  const schemaUrls = all.filter(
    (u) => u.startsWith("http://schemas.microsoft.com/") || u.startsWith("http://www.w3.org/"),
  );
  const others = all.filter((u) => !schemaUrls.includes(u));
  expect(others.length).toBeGreaterThan(8);
  for (const u of others) expect(u).toMatch(/^https:\/\/localhost:3000\//);
});

test("icons 16, 32, 64 and 80 px exist in assets/ at their sizes", () => {
  const iconUrls = [
    (app.IconUrl as Node)["@DefaultValue"] as string,
    (app.HighResolutionIconUrl as Node)["@DefaultValue"] as string,
    ...[...urls.values()].filter((u) => u.endsWith(".png")),
  ];
  const sizes = new Set<number>();
  for (const u of iconUrls) {
    const file = path.join(ROOT, u.replace("https://localhost:3000/", ""));
    expect(fs.existsSync(file)).toBe(true);
    const png = fs.readFileSync(file);
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBe(height);
    expect(path.basename(file)).toBe(`icon-${width}.png`);
    sizes.add(width);
  }
  expect([...sizes].sort((a, b) => a - b)).toEqual([16, 32, 64, 80]);
  // The ribbon images are declared at the sizes they are.
  for (const image of findAll(host, "Image") as Node[]) {
    expect(urls.get(image["@resid"] as string)).toBe(
      `https://localhost:3000/assets/icon-${image["@size"]}.png`,
    );
  }
});

test("permissions no wider than needed: the pane reads cells and writes the audit sheet", () => {
  // Of Restricted, ReadDocument, ReadAllDocument, WriteDocument and ReadWriteDocument, only
  // ReadWriteDocument both reads and writes (src/taskpane/audit.ts adds a worksheet).
  expect(app.Permissions).toBe("ReadWriteDocument");
});

test("version and text within the schema's limits (Office refuses the manifest otherwise)", () => {
  // Version: one to four dot-separated numbers, each at most 5 digits (e.g. 1.0.0.0).
  expect(String(app.Version)).toMatch(/^\d{1,5}(\.\d{1,5}){0,3}$/);
  // ShortString: 125 characters; LongString: 250 (DisplayName is a short one, Description long).
  expect(((app.DisplayName as Node)["@DefaultValue"] as string).length).toBeLessThanOrEqual(125);
  expect(((app.Description as Node)["@DefaultValue"] as string).length).toBeLessThanOrEqual(250);
  for (const item of list((resources.ShortStrings as Node).String as Node[]))
    expect({ id: item["@id"], length: (item["@DefaultValue"] as string).length }).toEqual({
      id: item["@id"],
      length: Math.min(125, (item["@DefaultValue"] as string).length),
    });
  for (const item of list((resources.LongStrings as Node).String as Node[]))
    expect({ id: item["@id"], length: (item["@DefaultValue"] as string).length }).toEqual({
      id: item["@id"],
      length: Math.min(250, (item["@DefaultValue"] as string).length),
    });
});
