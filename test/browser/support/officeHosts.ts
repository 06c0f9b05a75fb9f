/**
 * The host's side of office.js's handshake, for Microsoft's own office.js in Chromium (issue 29,
 * item 1): enough of Excel on the web, on Windows and on a Mac for office.js to receive its app
 * context, settle Office.onReady and run, with no error of its own. Read from the host scripts of
 * `@microsoft/office-js` (excel-web-16.00.debug.js, excel-win32-16.01.debug.js,
 * excel-mac-16.00.debug.js); these are not Excel:
 *
 *  - Excel on the web: the add-in's page is a frame of a page on a Microsoft (WAC) domain, which
 *    office.js trusts; `_xdm_Info` in the frame's address names the conversation and the host's
 *    address. The host answers office.js's requests, JSON posted through the frame
 *    (Microsoft.Office.Common.Request / Response): `ContextActivationManager_getAppContextAsync`
 *    with the app context, `executeMethod` (a RichApi request) and event registrations.
 *  - Excel on Windows: `window.external` (GetContext, whose methods give the app context;
 *    Execute; RegisterEvent; UnregisterEvent), as the Office webview installs it.
 *  - Excel on a Mac: `window.webkit.messageHandlers.Agave`, whose answers call back the function
 *    office.js names in each message.
 *
 * A RichApi request (what Excel.run sends) is answered with an empty result: there is no workbook
 * here, so the pane's own reading of a cell fails, as the pane says; every request is logged.
 */

/** The requirement sets this stand-in host says it supports (what office.js's isSetSupported reads). */
export const REQUIREMENTS = {
  ExcelApi: 1.17,
  SharedRuntime: 1.1,
  CustomFunctionsRuntime: 1.4,
  RibbonApi: 1.1,
};

/** A RichApi response: HTTP 200 with an empty ProcessQuery result. */
const EMPTY_RICH_API = [200, [], JSON.stringify({ Results: [] })];

/** The Microsoft domain the web host page is served from (office.js trusts only these). */
export const WEB_HOST_URL = "https://excel.officeapps.live.com/x/_layouts/xlviewerinternal.html";

/** The web host's page: it frames the add-in's page and answers its conversation. */
export function webHostPage(addinPage: string): string {
  const frameUrl = `${addinPage}${addinPage.includes("?") ? "&" : "?"}_host_Info=Excel$Web$16.00$en-US$$$$0#&_xdm_Info=njcredit-test|njcredit-frame|${encodeURIComponent(WEB_HOST_URL)}`;
  return `<!doctype html><html><head><title>Excel on the web (stand-in)</title></head><body>
<script>
window.__officeHostLog = [];
const context = {
  _id: "njcredit-frame", _appName: 16, _appVersion: "16.00", _appMinorVersion: 0,
  _appUILocale: "en-US", _dataLocale: "en-US", _docUrl: "", _clientMode: 1, _settings: [],
  _reason: 1, _osfControlType: 1, _eToken: "", _correlationId: "00000000-0000-0000-0000-000000000000",
  _appInstanceId: "njcredit-frame", _requirementMatrix: ${JSON.stringify(JSON.stringify(REQUIREMENTS))},
  _hostFullVersion: "16.0.0.0", _addinName: "NJ credits", _appDomains: [], _featureGates: "{}",
  _initialDisplayMode: 0,
};
window.addEventListener("message", (e) => {
  let m;
  try { m = JSON.parse(e.data); } catch { return; }
  if (m._messageType !== 0) return;
  window.__officeHostLog.push(m._actionName);
  const data =
    m._actionName === "ContextActivationManager_getAppContextAsync" ? context
    : m._actionName === "executeMethod" ? { Version: 1, Error: 0, Data: ${JSON.stringify(EMPTY_RICH_API)} }
    : m._actionType === 1 || m._actionType === 2 ? { Error: 0 }
    : null;
  e.source.postMessage(JSON.stringify({
    _messageType: 1, _actionName: m._actionName, _conversationId: m._conversationId,
    _correlationId: m._correlationId, _origin: location.origin, _data: data, _errorCode: 0,
    _responseType: 0, _serializerVersion: 1,
  }), e.origin);
});
const frame = document.createElement("iframe");
frame.src = ${JSON.stringify(frameUrl)};
frame.style.width = "320px";
frame.style.height = "640px";
document.body.append(frame);
</script></body></html>`;
}

/** Installed before the page's scripts: Excel on Windows' window.external. */
export const WINDOWS_HOST_SCRIPT = `(() => {
  window.__officeHostLog = [];
  const matrix = ${JSON.stringify(JSON.stringify(REQUIREMENTS))};
  const context = {
    GetAppType: () => 1, GetSolutionRef: () => "njcredit", GetAppVersionMajor: () => 16,
    GetAppVersionMinor: () => 0, GetAppUILocale: () => "en-US", GetAppDataLocale: () => "en-US",
    GetDocUrl: () => "", GetAppCapabilities: () => 1, GetActivationMode: () => 1,
    GetControlIntegrationLevel: () => 1, GetSolutionToken: () => "",
    GetCorrelationId: () => "00000000-0000-0000-0000-000000000000", GetInstanceId: () => "njcredit",
    GetTouchEnabled: () => false, GetCommerceAllowed: () => true, GetSupportedMatrix: () => matrix,
    GetHostCustomMessage: () => "", GetHostFullVersion: () => "16.0.0.0",
    GetDialogRequirementMatrix: () => "{}", GetFeaturesForSolution: () => "{}",
    GetInitialDisplayMode: () => 0,
    // The theme's colours as integers (grey, so red-green-blue and blue-green-red read alike).
    GetOfficeThemeInfo: () => JSON.stringify({
      bodyBackgroundColor: 0xffffff, bodyForegroundColor: 0x242424,
      controlBackgroundColor: 0xf5f5f5, controlForegroundColor: 0x242424,
    }),
    GetSettings: () => ({ Read: () => undefined, Write: () => undefined }),
  };
  const safeArray = (items) => ({ toArray: () => items });
  window.external = {
    GetContext: () => { window.__officeHostLog.push("GetContext"); return context; },
    Execute: (id, params, callback) => {
      window.__officeHostLog.push("Execute " + id);
      setTimeout(() => callback(safeArray([0, ${JSON.stringify(EMPTY_RICH_API)}])), 0);
    },
    RegisterEvent: (id, targetId, handler, callback) => {
      window.__officeHostLog.push("RegisterEvent " + id);
      setTimeout(() => callback(safeArray([0])), 0);
    },
    UnregisterEvent: (id, targetId, callback) => setTimeout(() => callback(safeArray([0])), 0),
  };
})();`;

/** Installed before the page's scripts: Excel on a Mac's webkit message handler. */
export const MAC_HOST_SCRIPT = `(() => {
  window.__officeHostLog = [];
  const matrix = ${JSON.stringify(JSON.stringify(REQUIREMENTS))};
  // OSF.Webkit.AppContextProperties, in order (excel-mac-16.00.debug.js).
  const appContext = [
    [[], []], "njcredit", 1, 16, 0, 0, 0, 1, "en-US", "en-US", 0, "", 1, 1, "", "",
    "00000000-0000-0000-0000-000000000000", "njcredit", false, true, matrix, "", "16.0.0.0", 0,
  ];
  const call = (name, ...args) => name.split(".").reduce((o, k) => o[k], window)(...args);
  window.webkit = { messageHandlers: { Agave: { postMessage: (json) => {
    const m = JSON.parse(json);
    window.__officeHostLog.push("method " + m.methodId);
    if (!m.callbackId) return;
    // GetContext (5): the context; Execute (1): a RichApi answer; RegisterEvent (2) and the
    // rest: succeeded.
    const payload = m.methodId === 5 ? appContext
      : m.methodId === 1 ? [[0, ${JSON.stringify(EMPTY_RICH_API)}]]
      : [0];
    setTimeout(() => call(m.callbackFunction, m.callbackId, payload), 0);
  } } } };
})();`;
