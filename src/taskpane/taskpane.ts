/**
 * The explanation pane's entry point: waits for Office, follows the Office theme, and explains
 * the selected cell on every selection change; the toolbar explains on demand and writes the
 * audit sheet. All logic is in controller.ts / explain.ts; all rendering in view.ts.
 */
import {
  baseLayerLuminance,
  fluentButton,
  provideFluentDesignSystem,
  StandardLuminance,
} from "@fluentui/web-components";
import { ADDIN_VERSION, LAW_AS_OF } from "./about";
import { renderComparison } from "./compareView";
import { createController, type Controller } from "./controller";
import { wireScenarios } from "./templates";
import type { XlHost } from "./excel";
import { applyOfficeTheme, renderExplanation, renderMessage, type OfficeThemeColors } from "./view";

provideFluentDesignSystem().register(fluentButton());

/** The part of the Office global the pane uses (declared here: no global typings needed). */
interface OfficeGlobal {
  onReady(callback?: (info: { host: string | null }) => void): Promise<{ host: string | null }>;
  context?: {
    officeTheme?: OfficeThemeColors;
    document?: {
      addHandlerAsync?(
        eventType: string,
        handler: () => void,
        callback?: (result: unknown) => void,
      ): void;
    };
  };
  EventType?: { DocumentSelectionChanged: string };
  /** SharedRuntime 1.1: whether the pane is shown or only its runtime runs. */
  addin?: {
    onVisibilityModeChanged?(
      handler: (args: { visibilityMode: string }) => void,
    ): Promise<unknown> | unknown;
  };
}

const globals = globalThis as unknown as { Office?: OfficeGlobal; Excel?: XlHost };

function start(): void {
  const office = globals.Office!;
  const excel = globals.Excel!;
  const app = document.getElementById("app")!;
  const status = document.getElementById("status")!;
  const dark = applyOfficeTheme(document.documentElement, office.context?.officeTheme);
  baseLayerLuminance.setValueFor(
    document.body,
    dark ? StandardLuminance.DarkMode : StandardLuminance.LightMode,
  );

  // Copies what the pane shows: the explanation, or the comparison that replaced it.
  const copy = (): void => {
    const what = controller.showing();
    const text = controller.text();
    if (!text || !what) {
      status.textContent = "Select a cell first: there is no explanation to copy.";
      return;
    }
    void copyText(text).then((ok) => {
      status.textContent = ok
        ? `${what[0].toUpperCase()}${what.slice(1)} copied: plain text, then ${what === "comparison" ? "the bridge" : "the steps"} tab-separated.`
        : "Could not copy: the browser refused the clipboard.";
    });
  };
  const pinBar = document.getElementById("pinned");
  const pinnedCell = document.getElementById("pinned-cell");
  const controller: Controller = createController({
    excel,
    render: (e) =>
      renderExplanation(app, e, { compareWithGridBase: () => controller.compareWithGridBase() }),
    renderComparison: (c) => renderComparison(app, c, { copy }),
    pinned: (address) => {
      if (pinnedCell) pinnedCell.textContent = address ?? "";
      pinBar?.toggleAttribute("hidden", address === null);
    },
    message: (text, kind) => renderMessage(app, text, kind),
    status: (text) => {
      status.textContent = text;
    },
  });
  document
    .getElementById("explain")
    ?.addEventListener("click", () => void controller.explainSelection());
  const auditButton = document.getElementById("audit");
  auditButton?.addEventListener("click", async () => {
    auditButton.setAttribute("disabled", "");
    try {
      await controller.audit();
    } finally {
      auditButton.removeAttribute("disabled");
    }
  });
  document.getElementById("copy")?.addEventListener("click", copy);
  for (const id of ["compare", "pinned-compare"])
    document.getElementById(id)?.addEventListener("click", () => void controller.compare());
  document.getElementById("pin")?.addEventListener("click", () => void controller.pin());
  document.getElementById("unpin")?.addEventListener("click", () => controller.unpin());
  const sheetButton = document.getElementById("sheet");
  sheetButton?.addEventListener("click", async () => {
    sheetButton.setAttribute("disabled", "");
    try {
      await controller.explanationSheet();
    } finally {
      sheetButton.removeAttribute("disabled");
    }
  });
  // A menu item chosen closes the menu (its action says what it did in the status line); so does
  // Escape, and a click elsewhere, as a menu does.
  const more = document.getElementById("more") as HTMLDetailsElement | null;
  if (more) {
    more.querySelector(".menu")?.addEventListener("click", () => (more.open = false));
    more.addEventListener("keydown", (e) => {
      if (e.key === "Escape" && more.open) {
        more.open = false;
        more.querySelector("summary")?.focus();
      }
    });
    document.addEventListener("click", (e) => {
      if (more.open && !more.contains(e.target as Node)) more.open = false;
    });
  }
  const about = document.getElementById("about");
  if (about) about.textContent = `njcredit add-in ${ADDIN_VERSION} · law as of ${LAW_AS_OF}`;
  // In the shared runtime this page keeps running while the pane is closed (it hosts the
  // custom functions); explaining every selection then would read the workbook on every click
  // for nobody. Explain only while the pane is shown, and the current cell when it reopens.
  let shown = true;
  const onVisibility = office.addin?.onVisibilityModeChanged;
  if (onVisibility) {
    try {
      void Promise.resolve(
        onVisibility.call(office.addin, (args) => {
          shown = args.visibilityMode !== "Hidden";
          if (shown) void controller.explainSelection();
        }),
      ).catch(() => undefined);
    } catch {
      // Without the event the pane explains every selection, as before.
    }
  }
  const eventType = office.EventType?.DocumentSelectionChanged ?? "documentSelectionChanged";
  office.context?.document?.addHandlerAsync?.(eventType, () => {
    if (shown) void controller.explainSelection();
  });
  void controller.explainSelection();
  wireScenarios(document, Office, Excel, {
    status: (text) => (status.textContent = text),
    message: (text, kind) => renderMessage(app, text, kind),
  });
}

/**
 * Copies text: navigator.clipboard.write with text/plain where the host allows it, writeText,
 * else a selected textarea and execCommand("copy") (older Office webviews).
 */
async function copyText(text: string): Promise<boolean> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  try {
    if (clipboard?.write && typeof ClipboardItem === "function") {
      await clipboard.write([
        new ClipboardItem({ "text/plain": new Blob([text], { type: "text/plain" }) }),
      ]);
      return true;
    }
    if (clipboard?.writeText) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the textarea below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = "visually-hidden";
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

if (!globals.Office) {
  // office.js did not load (offline, blocked, or the page opened outside Office): say so
  // instead of leaving "Select a cell…" as if the pane were listening.
  const app = document.getElementById("app");
  if (app)
    renderMessage(
      app,
      "Office could not be reached (office.js did not load), so this pane cannot read the workbook. Check the network connection, then close and reopen the pane.",
      "problem",
    );
} else {
  void globals.Office.onReady((info) => {
    if (info.host === "Excel") start();
    else {
      const app = document.getElementById("app");
      if (app)
        renderMessage(
          app,
          "This pane explains Excel cells; open it from the add-in in Excel.",
          "info",
        );
    }
  });
}
