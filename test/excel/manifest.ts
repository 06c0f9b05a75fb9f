/**
 * The real-Excel test's manifest (issue 29, item 6): the development manifest.xml with the test
 * page (excel-test.html) as its shared runtime and pane, under an add-in id and name of its own,
 * so sideloading it never replaces the development or production copy (office-js #3486).
 */
import * as fs from "fs";
import * as path from "path";

const ROOT = path.join(__dirname, "..", "..");
/** The test copy's own add-in id and name: never the development or production copy's. */
export const TEST_ID = "7c1f4e2d-93a8-4b6e-a0d5-2e8b61c47f90";
export const TEST_NAME = "NJ credits (Excel test)";

/** manifest.xml with the test page as its runtime and pane, under the test copy's id and name. */
export function testManifest(outDir: string): string {
  const xml = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
  const id = /<Id>([^<]+)<\/Id>/.exec(xml)?.[1];
  const name = /<DisplayName DefaultValue="([^"]+)"/.exec(xml)?.[1];
  if (!id || !name || !xml.includes("taskpane.html"))
    throw new Error("manifest.xml is not the one this script knows: run npm run manifests");
  const test = xml
    .split(id)
    .join(TEST_ID)
    .split(`DefaultValue="${name}"`)
    .join(`DefaultValue="${TEST_NAME}"`)
    .split("taskpane.html")
    .join("excel-test.html");
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, "manifest.xml");
  fs.writeFileSync(file, test);
  return file;
}
