/**
 * `npm run package` (scripts/package.js): one folder with the production build, manifest.xml at
 * version x.y.z.0 with the production id, and the unified manifest's app package, validated, with
 * no localhost anywhere; and a refusal when functions.json changed but the version did not (Excel
 * would keep serving its cached metadata). Built into test-artifacts/, which git ignores.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import JSZip from "jszip";
import { unifiedManifestValidator } from "../schemas/validate";

const ROOT = path.resolve(__dirname, "../..");
const OUT_ROOT = path.join(ROOT, "test-artifacts", "package");
const OUT = path.join(OUT_ROOT, "njcredit-1.2.3");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const source = require("../../scripts/manifest-source") as { id: string; developmentId: string };

function pack(...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, "scripts/package.js"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
}

/** The package the tests read: version 1.2.3 for https://example.org/njcredit/. */
const PACKAGE_1_2_3 = [
  "--base-url",
  "https://example.org/njcredit/",
  "--version",
  "1.2.3",
  "--out",
  OUT,
];

beforeAll(() => {
  fs.rmSync(OUT_ROOT, { recursive: true, force: true });
  const run = pack(...PACKAGE_1_2_3);
  if (run.status !== 0) throw new Error(run.stderr);
}, 180_000);

test("manifest.xml: version 1.2.3.0, the production id and name, every address the base URL's", () => {
  const xml = fs.readFileSync(path.join(OUT, "manifest.xml"), "utf8");
  expect(xml).toContain("<Version>1.2.3.0</Version>");
  expect(xml).toContain(`<Id>${source.id}</Id>`);
  expect(xml).toContain('<DisplayName DefaultValue="NJ Business Credits" />');
  expect(xml).toContain('DefaultValue="https://example.org/njcredit/taskpane.html"');
});

test("the app package: manifest.json and its two icons; it validates, version 1.2.3, with custom functions", async () => {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(OUT, "njcredit-app.zip")));
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  expect(names.sort()).toEqual(
    ["manifest.json", manifest.icons.color, manifest.icons.outline].sort(),
  );
  expect(unifiedManifestValidator()(manifest)).toBe("");
  expect(manifest.version).toBe("1.2.3");
  expect(manifest.id).toBe(source.id);
  expect(manifest.extensions[0].runtimes[0].customFunctions.metadataUrl).toBe(
    "https://example.org/njcredit/functions.json",
  );
});

test("no file in the folder names localhost", () => {
  const local = filesUnder(OUT).filter((f) =>
    fs.readFileSync(f).toString("latin1").includes("localhost"),
  );
  expect(local).toEqual([]);
  // The real-Excel test page (development builds only) is not in the package.
  expect(filesUnder(OUT).filter((f) => /excel-test/.test(f))).toEqual([]);
});

test("the development manifests (what npm start sideloads) have their own id and say so", () => {
  const xml = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
  expect(source.developmentId).not.toBe(source.id);
  expect(xml).toContain(`<Id>${source.developmentId}</Id>`);
  expect(xml).toContain("(development)");
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, "manifest.json"), "utf8"));
  expect(json.id).toBe(source.developmentId);
  expect(json.name.short).toMatch(/\(development\)$/);
});

test("a changed functions.json under the same version is refused, and says why", () => {
  // The record of version 1.2.3's functions.json, as if an earlier package had other functions.
  fs.writeFileSync(path.join(OUT_ROOT, ".functions-json", "1.2.3.json"), '{"functions":[]}\n');
  const run = pack(...PACKAGE_1_2_3);
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/functions\.json differs .* version 1\.2\.3 .*cached .*new --version/);
  expect(fs.existsSync(OUT)).toBe(false);
}, 180_000);

test("a base URL that is not https, or is localhost, is refused before anything is built", () => {
  expect(pack("--base-url", "http://example.org/").stderr).toMatch(/must be https/);
  expect(pack("--base-url", "https://localhost:3000/").stderr).toMatch(/not localhost/);
  expect(pack("--base-url", "https://example.org/", "--version", "1.2").stderr).toMatch(
    /must be x\.y\.z/,
  );
});
