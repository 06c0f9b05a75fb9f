/**
 * Shared browser-test helper (owned by the functions work; the task-pane tests may reuse it):
 * a stub Office host. Pages load office.js from appsforoffice.microsoft.com; `useOfficeStub`
 * answers that request with a small script instead (and refuses every other off-host request),
 * so the page runs offline with:
 *  - `CustomFunctions.associate(id, fn)` recording into `window.__associated` (id → function)
 *    and `window.__associatedIds` (in call order);
 *  - `CustomFunctions.Error` / `ErrorCode` as in the real runtime (code, message);
 *  - `Office.onReady` resolving at once with { host: "Excel" }, and `Office.HostType`.
 * Extra script (e.g. an Excel stub for the pane) can be appended with `extraScript`.
 */
import type { Page } from "playwright-core";

export const OFFICE_JS_PATTERN = "https://appsforoffice.microsoft.com/**";

export const OFFICE_STUB_SCRIPT = `
(function () {
  window.__associated = {};
  window.__associatedIds = [];
  class CustomFunctionsError extends Error {
    constructor(code, message) { super(message); this.code = code; this.message = message; }
  }
  window.CustomFunctions = {
    associate: function (id, fn) {
      if (typeof id === "object") { for (const k of Object.keys(id)) window.CustomFunctions.associate(k, id[k]); return; }
      window.__associated[id] = fn;
      window.__associatedIds.push(id);
    },
    Error: CustomFunctionsError,
    ErrorCode: {
      invalidValue: "#VALUE!", notAvailable: "#N/A", divisionByZero: "#DIV/0!", invalidNumber: "#NUM!",
      nullReference: "#NULL!", invalidName: "#NAME?", invalidReference: "#REF!",
    },
  };
  const info = { host: "Excel", platform: "PC" };
  window.Office = {
    HostType: { Excel: "Excel" },
    PlatformType: { PC: "PC" },
    onReady: function (cb) { if (cb) cb(info); return Promise.resolve(info); },
    initialize: function () {},
    context: { requirements: { isSetSupported: function () { return true; } } },
  };
})();
`;

/** Answer office.js with the stub (plus `extraScript`); refuse every other request off 127.0.0.1. */
export async function useOfficeStub(page: Page, extraScript = ""): Promise<void> {
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("https://appsforoffice.microsoft.com/")) {
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: OFFICE_STUB_SCRIPT + extraScript,
      });
    }
    if (url.startsWith("http://127.0.0.1:")) return route.continue();
    return route.abort();
  });
}
