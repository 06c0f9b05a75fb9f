/**
 * The add-in, described once: scripts/make-manifests.js writes both manifests from this —
 * manifest.xml (the add-in only XML manifest) and manifest.json (the unified manifest for
 * Microsoft 365). Change the add-in here, then run `npm run manifests`; a test fails while the
 * committed manifests differ from what the generator writes. The build (webpack.config.js)
 * writes dist/'s copies from here too, with the production base URL.
 *
 * Every address is a path relative to the base URL (https://localhost:3000/ while developing).
 */
const { version } = require("../package.json");

module.exports = {
  /** Fixed for good: Office knows an add-in by this GUID (it was the XML manifest's <Id>). */
  id: "4d980fa9-f299-4b82-bb67-0e6e51a01e84",
  /**
   * The development copy's own GUID (the manifests `npm start` sideloads, served from
   * localhost): a development install never replaces or collides with the production one.
   */
  developmentId: "b31c6e2a-7d54-4e1f-9c8a-5f2d0e3a6b17",
  /** The unified manifest's name.short for the development copy (at most 30 characters). */
  developmentShortName: "NJ Credits (development)",
  /**
   * package.json's version (0.1.0 in manifest.json, 0.1.0.0 in manifest.xml), or the one
   * `npm run package -- --version x.y.z` builds (ADDIN_VERSION).
   */
  version: process.env.ADDIN_VERSION || version,
  locale: "en-US",
  provider: "njcredit",
  name: "NJ Business Credits",
  description:
    "Excel functions for New Jersey's Emerge per-job credit (P.L.2020, c.156, s.75) and wind energy facility credit (P.L.2010, c.57, s.6), with a pane that explains every amount step by step.",
  /** The unified manifest's description.short (at most 80 characters). */
  shortDescription: "Excel functions for New Jersey's Emerge and wind energy facility credits",
  /** The icons' tile blue (scripts/make-icons.js), the unified manifest's accentColor. */
  accentColor: "#1F4E8C",

  pages: {
    /** The shared runtime's page: it loads functions.js and the pane. */
    runtime: "taskpane.html",
    functionsScript: "functions.js",
    functionsMetadata: "functions.json",
    help: "help.html",
  },

  icons: {
    /** The add-in's icon in Office's lists (XML IconUrl; unified alternateIcons.icon). */
    small: "assets/icon-32.png",
    /** XML HighResolutionIconUrl; unified alternateIcons.highResolutionIcon. */
    large: "assets/icon-64.png",
    /** The ribbon group and button, by size in pixels. */
    ribbon: { 16: "assets/icon-16.png", 32: "assets/icon-32.png", 80: "assets/icon-80.png" },
    /** The unified manifest's own: color 192×192, outline 32×32 white on transparent. */
    color: "assets/icon-192.png",
    outline: "assets/icon-outline-32.png",
  },

  /**
   * Requirement sets: the minimum the add-in needs, every call above it asked about first
   * (docs/office-apis.md, which test/build/office-apis.test.ts checks against Microsoft's
   * typings). ExcelApi 1.7: the pane reads the active cell (Workbook.getActiveCell) and writes
   * its sheets by index (getRangeByIndexes, freezePanes). CustomFunctionsRuntime 1.3: the error
   * codes a cell's #VALUE! and #N/A carry. The XML manifest leaves CustomFunctionsRuntime out, as
   * Microsoft's shared-runtime configuration has it ("remove the CustomFunctionsRuntime
   * requirement"); SharedRuntime stands for it there.
   */
  requirements: [
    { name: "SharedRuntime", minVersion: "1.1", xml: true },
    { name: "ExcelApi", minVersion: "1.7", xml: true },
    { name: "CustomFunctionsRuntime", minVersion: "1.3", xml: false },
  ],

  /**
   * The narrowest level that lets the pane do its work: it reads the selected cell's formula and
   * the cells it refers to, and writes the audit sheet (a new worksheet) when asked. The
   * functions need none. The unified manifest names the same level Document.ReadWrite.User.
   */
  permissions: { xml: "ReadWriteDocument", unified: "Document.ReadWrite.User" },

  /** The shared runtime stays up while the pane is closed, so the functions keep working. */
  runtime: { lifetime: "long" },

  ribbon: {
    tab: "TabHome",
    group: { id: "NJCredit.Group", label: "NJ Credits" },
    button: {
      id: "NJCredit.ShowTaskpane",
      label: "Explain credit",
      tooltip:
        "Explain how the selected NJCREDIT or NJWIND cell was computed, step by step with citations.",
    },
    /** The pane the button opens (XML TaskpaneId; unified openPage action's view). */
    taskpane: "NJCredit.Taskpane",
    /**
     * Buttons that run a function of the shared runtime (XML ExecuteFunction; unified
     * executeFunction action): `action` is the name taskpane.ts associates with
     * Office.actions.associate (src/excel/templates.ts TEMPLATE_ACTIONS; a test keeps the two alike).
     */
    commands: [
      {
        id: "NJCredit.NewEmergeScenario",
        action: "NewEmergeScenario",
        /** XML resource ids are at most 32 characters: the label's and tooltip's start with this. */
        resid: "NewEmerge",
        label: "New Emerge scenario",
        tooltip:
          "Insert a sheet for an Emerge scenario: every input in a table with dropdowns, and the NJCREDIT formulas reading it.",
      },
      {
        id: "NJCredit.NewWindScenario",
        action: "NewWindScenario",
        resid: "NewWind",
        label: "New wind scenario",
        tooltip:
          "Insert a sheet for a wind energy facility scenario: every input in a table with dropdowns, and the NJWIND formulas reading it.",
      },
      {
        id: "NJCredit.NewPortfolio",
        action: "NewPortfolio",
        resid: "NewPortfolio",
        label: "New portfolio",
        tooltip:
          "Insert a sheet for a portfolio: a table of projects, a row each, and NJCREDIT.PORTFOLIO computing every row in one formula.",
      },
    ],
  },

  getStarted: {
    title: "NJ credits are ready",
    description:
      "Type =NJCREDIT. or =NJWIND. in a cell to see the functions. Home > Explain credit opens a pane that explains the selected cell step by step.",
  },
};
