/**
 * The pane's page in the preview frame never loads office.js — neither from the development
 * build's page nor from the minified production one — and installs the stand-in host first.
 */
import { INSTALL_SCRIPT, paneDocument } from "../../src/preview/paneDocument";

const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

test.each([
  [
    "development",
    `<!doctype html><html lang="en"><head>\n<meta charset="UTF-8" />\n<script\n      type="text/javascript"\n      src="${OFFICE_JS}"\n    ></script><script defer src="functions.js"></script><script defer src="taskpane.js"></script></head><body></body></html>`,
  ],
  [
    "production (minified)",
    `<!doctype html><html lang=en><head><meta charset=UTF-8><script src=${OFFICE_JS}></script><script defer=defer src=functions.js></script><script defer=defer src=taskpane.js></script></head><body></body></html>`,
  ],
])("%s page: office.js removed, the host installed before the pane's scripts", (_, html) => {
  const page = paneDocument(html);
  expect(page).not.toContain("appsforoffice");
  expect(page.indexOf(INSTALL_SCRIPT)).toBeGreaterThan(-1);
  expect(page.indexOf(INSTALL_SCRIPT)).toBeLessThan(page.indexOf("functions.js"));
  expect(page).toContain("taskpane.js");
});

test("a page without a head is refused rather than run without the host", () => {
  expect(() => paneDocument("<html><body></body></html>")).toThrow(/head/);
});
