/**
 * The real-Excel test's manifest (test/excel/manifest.ts): the development manifest with the
 * test page as its runtime and pane, under an id and name of its own, so sideloading it never
 * replaces an installed copy of the add-in. (That the test page is never in the production
 * package, package.test.ts checks.)
 */
import * as fs from "fs";
import * as path from "path";
import { XMLParser } from "fast-xml-parser";
import { TEST_ID, TEST_NAME, testManifest } from "../excel/manifest";

const ROOT = path.join(__dirname, "..", "..");
const OUT = path.join(ROOT, "test-artifacts", "excel-test-manifest");

test("the test copy: its own id and name, the test page wherever the pane was", () => {
  const dev = fs.readFileSync(path.join(ROOT, "manifest.xml"), "utf8");
  const test = fs.readFileSync(testManifest(OUT), "utf8");
  const parse = (xml: string) =>
    new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" }).parse(xml).OfficeApp;
  const [d, t] = [parse(dev), parse(test)];
  expect(t.Id).toBe(TEST_ID);
  expect(t.Id).not.toBe(d.Id);
  expect(t.DisplayName["@DefaultValue"]).toBe(TEST_NAME);
  expect(test).not.toContain("taskpane.html");
  // Every address of the pane and runtime, and nothing else, now names the test page.
  const count = (xml: string, s: string) => xml.split(s).length - 1;
  expect(count(test, "excel-test.html")).toBe(count(dev, "taskpane.html"));
  expect(count(test, "excel-test.html")).toBeGreaterThan(0);
  expect(
    test
      .replace(/excel-test\.html/g, "taskpane.html")
      .split(TEST_ID)
      .join(d.Id),
  ).toBe(dev.split(d.DisplayName["@DefaultValue"]).join(TEST_NAME));
});
