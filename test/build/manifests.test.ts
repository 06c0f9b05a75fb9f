/**
 * The two manifests come from one description (scripts/manifest-source.js through
 * scripts/make-manifests.js): the committed files are what the generator writes today, and
 * manifest.json describes the same add-in as manifest.xml — id, version, names, pages, custom
 * functions, ribbon, icons, permission — plus the unified manifest's own icons.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";
import * as zlib from "zlib";
import { XMLParser } from "fast-xml-parser";
import { ROOT } from "../browser/support/dist";

type Json = Record<string, unknown>;
interface Generator {
  DEV_URL: string;
  renderXml(baseUrl?: string): string;
  renderJson(baseUrl?: string): string;
  unifiedManifest(baseUrl?: string): Json;
  xmlVersion(semver: string): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require("../../scripts/make-manifests.js") as Generator;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { version } = require("../../package.json") as { version: string };

const read = (name: string) => fs.readFileSync(path.join(ROOT, name), "utf8");
const json = JSON.parse(read("manifest.json")) as Json;
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
}).parse(read("manifest.xml").replace(/<!--[\s\S]*?-->/g, "")) as Json;
const app = xml.OfficeApp as Json;
const resources = (app.VersionOverrides as Json).Resources as Json;
/** resid → value of the XML manifest's URLs, images and strings. */
const resource = new Map<string, string>();
for (const [group, key] of [
  ["Images", "Image"],
  ["Urls", "Url"],
  ["ShortStrings", "String"],
  ["LongStrings", "String"],
]) {
  const items = (resources[group] as Json)[key] as Json | Json[];
  for (const item of Array.isArray(items) ? items : [items])
    resource.set(item["@id"] as string, item["@DefaultValue"] as string);
}
const defaultValue = (el: string) => (app[el] as Json)["@DefaultValue"] as string;

const extension = (json.extensions as Json[])[0];
const runtime = (extension.runtimes as Json[])[0];
const ribbonTab = (((extension.ribbons as Json[])[0].tabs as Json[])[0] ?? {}) as Json;
const group = (ribbonTab.groups as Json[])[0];
const button = (group.controls as Json[])[0];

describe("generated from scripts/manifest-source.js", () => {
  test("the committed manifests are what the generator writes today (run `npm run manifests` after changing the source)", () => {
    // In a child process: the generator formats manifest.json with Prettier, which cannot load
    // inside Jest's module system.
    const files = JSON.parse(
      execFileSync(process.execPath, [path.join(ROOT, "scripts/make-manifests.js"), "--print"], {
        encoding: "utf8",
      }),
    ) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(["manifest.json", "manifest.xml"]);
    expect(read("manifest.xml")).toBe(files["manifest.xml"]);
    expect(read("manifest.json")).toBe(files["manifest.json"]);
    // dist/ gets JSON.stringify's text: the same JSON.
    expect(JSON.parse(generator.renderJson())).toEqual(json);
  });

  test("a base URL moves every address, and validDomains with it", () => {
    const base = "https://addins.example.org/njcredit/";
    const moved = generator.renderJson(base);
    const urls = moved.match(/https?:\/\/[^"]+/g) ?? [];
    expect((JSON.parse(moved) as Json).validDomains).toEqual(["https://addins.example.org"]);
    const own = urls.filter(
      (u) =>
        !u.startsWith("https://developer.microsoft.com/") && u !== "https://addins.example.org",
    );
    // developer 3, code 2, metadataUrl 1, group and four buttons' icons 3 + 4 × 3,
    // alternateIcons 2, learnMoreUrl 1.
    expect(own).toHaveLength(24);
    for (const u of own) expect(u.startsWith(base)).toBe(true);
    const movedXml = generator.renderXml(base);
    expect(movedXml).not.toContain(generator.DEV_URL);
    expect(movedXml).toContain(`<SourceLocation DefaultValue="${base}taskpane.html" />`);
  });

  test("the version is package.json's: x.y.z in manifest.json, x.y.z.0 in manifest.xml", () => {
    expect(json.version).toBe(version);
    expect(app.Version).toBe(`${version}.0`);
    expect(generator.xmlVersion("1.2.3")).toBe("1.2.3.0");
    expect(() => generator.xmlVersion("1.2")).toThrow(
      /version "1.2" in package.json must be x.y.z/,
    );
    expect(() => generator.xmlVersion("1.0.0-beta")).toThrow(/must be x\.y\.z/);
  });
});

describe("manifest.json describes the add-in manifest.xml describes", () => {
  test("same id, names and description; the unified manifest's fixed fields", () => {
    expect(json.$schema).toBe(
      "https://developer.microsoft.com/json-schemas/teams/v1.30/MicrosoftTeams.schema.json",
    );
    expect(json.manifestVersion).toBe("1.30");
    expect(json.id).toBe(app.Id);
    // The committed manifests are the development copy's (localhost): its own id, and its name
    // says so; a package for production has the production id (test/build/package.test.ts).
    expect(json.id).toBe("b31c6e2a-7d54-4e1f-9c8a-5f2d0e3a6b17");
    expect((json.name as Json).full).toBe(defaultValue("DisplayName"));
    expect((json.name as Json).short).toBe("NJ Credits (development)");
    expect((json.description as Json).full).toBe(defaultValue("Description"));
    expect(((json.description as Json).short as string).length).toBeLessThanOrEqual(80);
    expect((json.developer as Json).name).toBe(app.ProviderName);
    expect((json.developer as Json).websiteUrl).toBe(defaultValue("SupportUrl"));
    expect(json.validDomains).toEqual(["https://localhost:3000"]);
  });

  test("Excel only, SharedRuntime 1.1, ExcelApi 1.7 and CustomFunctionsRuntime 1.3", () => {
    expect(extension.requirements).toEqual({
      scopes: ["workbook"],
      capabilities: [
        { name: "SharedRuntime", minVersion: "1.1" },
        { name: "ExcelApi", minVersion: "1.7" },
        { name: "CustomFunctionsRuntime", minVersion: "1.3" },
      ],
    });
    expect(((app.Hosts as Json).Host as Json)["@Name"]).toBe("Workbook");
  });

  test("one long-lived shared runtime: the pane's page, functions.js, functions.json, no namespace", () => {
    expect(extension.runtimes).toHaveLength(1);
    expect(runtime.type).toBe("general");
    expect(runtime.lifetime).toBe("long");
    expect(runtime.code).toEqual({
      page: resource.get("Taskpane.Url"),
      script: resource.get("Functions.Script.Url"),
    });
    expect(resource.get("Taskpane.Url")).toBe("https://localhost:3000/taskpane.html");
    // The functions' metadata is the build's functions.json, as in the XML manifest.
    expect(runtime.customFunctions).toEqual({
      metadataUrl: resource.get("Functions.Metadata.Url"),
    });
    expect(resource.get("Functions.Metadata.Url")).toBe("https://localhost:3000/functions.json");
  });

  test("the Home tab's NJ Credits group has the Explain credit button, which opens the pane", () => {
    const xmlTab = ((app.VersionOverrides as Json).Hosts as Json).Host as Json;
    const surface = (xmlTab.DesktopFormFactor as Json).ExtensionPoint as Json;
    const xmlGroup = (surface.OfficeTab as Json).Group as Json;
    const xmlButton = (xmlGroup.Control as Json[])[0];
    expect(ribbonTab.builtInTabId).toBe((surface.OfficeTab as Json)["@id"]);
    expect(ribbonTab.builtInTabId).toBe("TabHome");
    expect([group.id, group.label]).toEqual([xmlGroup["@id"], resource.get("Group.Label")]);
    expect(button.id).toBe(xmlButton["@id"]);
    expect(button.label).toBe("Explain credit");
    expect(button.supertip).toEqual({
      title: resource.get("TaskpaneButton.Label"),
      description: resource.get("TaskpaneButton.Tooltip"),
    });
    expect(runtime.actions).toEqual([
      {
        id: button.actionId,
        type: "openPage",
        view: (xmlButton.Action as Json).TaskpaneId,
        displayName: "Explain credit",
      },
      { id: "NewEmergeScenario", type: "executeFunction", displayName: "New Emerge scenario" },
      { id: "NewWindScenario", type: "executeFunction", displayName: "New wind scenario" },
      { id: "NewPortfolio", type: "executeFunction", displayName: "New portfolio" },
    ]);
    // The template buttons, as in manifest.xml, each running its action.
    const controls = group.controls as Json[];
    expect(controls.map((c) => [c.id, c.actionId])).toEqual([
      [button.id, "ShowTaskpane"],
      ...(xmlGroup.Control as Json[])
        .slice(1)
        .map((c) => [c["@id"], (c.Action as Json).FunctionName]),
    ]);
  });

  test("the same icons: ribbon 16/32/80, list icons 32 and 64", () => {
    const ribbonIcons = [
      { size: 16, url: resource.get("Icon.16x16") },
      { size: 32, url: resource.get("Icon.32x32") },
      { size: 80, url: resource.get("Icon.80x80") },
    ];
    expect(group.icons).toEqual(ribbonIcons);
    expect(button.icons).toEqual(ribbonIcons);
    expect((extension.alternates as Json[])[0]).toEqual({
      alternateIcons: {
        icon: { size: 32, url: defaultValue("IconUrl") },
        highResolutionIcon: { size: 64, url: defaultValue("HighResolutionIconUrl") },
      },
    });
  });

  test("the same permission: ReadWriteDocument is Document.ReadWrite.User", () => {
    expect(app.Permissions).toBe("ReadWriteDocument");
    expect(json.authorization).toEqual({
      permissions: { resourceSpecific: [{ name: "Document.ReadWrite.User", type: "Delegated" }] },
    });
  });

  test("the same get-started callout", () => {
    expect(extension.getStartedMessages).toEqual([
      {
        title: resource.get("GetStarted.Title"),
        description: resource.get("GetStarted.Description"),
        learnMoreUrl: resource.get("GetStarted.LearnMoreUrl"),
      },
    ]);
  });

  test("every URL is https on the dev server (the production build moves them)", () => {
    const urls = read("manifest.json").match(/https?:\/\/[^"]+/g) ?? [];
    const own = urls.filter((u) => u !== json.$schema);
    expect(own).toHaveLength(25); // the 24 addresses and validDomains' origin
    for (const u of own) expect(u).toMatch(/^https:\/\/localhost:3000(\/|$)/);
  });
});

/** Width, height and RGBA pixels of one of make-icons.js's PNGs (one IDAT, filter 0 rows). */
function decodePng(file: string): { width: number; height: number; pixels: Buffer[] } {
  const png = fs.readFileSync(file);
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const at = png.indexOf("IDAT");
  const raw = zlib.inflateSync(png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4)));
  const pixels: Buffer[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const offset = y * (1 + width * 4) + 1 + x * 4;
      pixels.push(raw.subarray(offset, offset + 4));
    }
  return { width, height, pixels };
}

describe("the unified manifest's own icons", () => {
  test("color is 192×192 and outline 32×32, paths inside the app package", () => {
    expect(json.icons).toEqual({
      color: "assets/icon-192.png",
      outline: "assets/icon-outline-32.png",
    });
    expect(json.accentColor).toMatch(/^#[0-9A-F]{6}$/);
    const color = decodePng(path.join(ROOT, "assets/icon-192.png"));
    expect([color.width, color.height]).toEqual([192, 192]);
    // The tile is the accent colour.
    const centre = color.pixels[96 * 192 + 20].toString("hex");
    expect(`#${centre.slice(0, 6).toUpperCase()}`).toBe(json.accentColor);
  });

  test("outline is white on transparent only (as the Teams schema asks), and not empty", () => {
    const outline = decodePng(path.join(ROOT, "assets/icon-outline-32.png"));
    expect([outline.width, outline.height]).toEqual([32, 32]);
    const kinds = new Set(outline.pixels.map((p) => p.toString("hex")));
    expect([...kinds].sort()).toEqual(["00000000", "ffffffff"]);
  });
});
