/**
 * Every Office API the pane and the functions call, with the requirement set that introduced it
 * (issue 29, item 4), found by the TypeScript checker and not by hand: each property read or
 * method called in src/taskpane and src/functions whose declaration is Microsoft's typings
 * (@types/office-js, @types/custom-functions-runtime), or one of the small host types the code
 * declares for itself (excel.ts's Xl*, taskpane.ts's OfficeGlobal...), each mapped to the
 * Microsoft type it stands for. The requirement set is the one those typings state for the
 * member ("[Api set: ExcelApi 1.7]", "**Requirement set**: ... SharedRuntime 1.1").
 *
 * docs/office-apis.md lists exactly these, with exactly these sets: a call added without its row,
 * or a row whose set Microsoft's typings contradict, fails here. A member of our own host types
 * with no counterpart in Microsoft's typings (a misspelt stand-in) fails too.
 */
import * as fs from "fs";
import * as path from "path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..", "..");
const DOC = path.join(ROOT, "docs", "office-apis.md");

/**
 * Our own host types, and the parts of them written as type literals, by the Microsoft type each
 * stands for ("XlRange.format": the `format` property's literal type in XlRange).
 */
const HOST_TYPES: Record<string, string> = {
  XlHost: "Excel",
  XlLoadable: "Excel.Range",
  XlRange: "Excel.Range",
  "XlRange.format": "Excel.RangeFormat",
  "XlRange.format.font": "Excel.RangeFont",
  XlNamedItem: "Excel.NamedItem",
  XlNamedItems: "Excel.NamedItemCollection",
  XlTable: "Excel.Table",
  XlTableItem: "Excel.Table",
  XlWorksheet: "Excel.Worksheet",
  "XlWorksheet.tables": "Excel.TableCollection",
  "XlWorksheet.freezePanes": "Excel.WorksheetFreezePanes",
  XlWorksheets: "Excel.WorksheetCollection",
  XlTables: "Excel.TableCollection",
  XlRequestContext: "Excel.RequestContext",
  "XlRequestContext.workbook": "Excel.Workbook",
  OfficeGlobal: "Office",
  "OfficeGlobal.context": "Office.Context",
  "OfficeGlobal.context.document": "Office.Document",
  "OfficeGlobal.EventType": "Office.EventType",
  "OfficeGlobal.addin": "Office.Addin",
  OfficeLike: "Office",
  "OfficeLike.context": "Office.Context",
  "OfficeLike.context.requirements": "Office.RequirementSetSupport",
  ActionsHost: "Office",
  "ActionsHost.actions": "Office.Actions",
  OfficeThemeColors: "Office.OfficeTheme",
};

/** A member's requirement set as Microsoft's typings state it in its doc comment, if they do. */
function statedSet(node: ts.Node, text: string): string | undefined {
  const comments = ts.getLeadingCommentRanges(text, node.pos) ?? [];
  const doc = comments.map((c) => text.slice(c.pos, c.end)).join("\n");
  const apiSet = /\[Api set: ([^\]]+)\]/.exec(doc);
  if (apiSet) return apiSet[1].trim();
  const requirement = /\*\*Requirement set\*\*: \{@link [^|}]*\|\s*([^}]+)\}/.exec(doc);
  return requirement ? requirement[1].trim() : undefined;
}

/**
 * Microsoft's typings: "Namespace.Type.member", "Namespace.Type" and "Namespace.name" (a function
 * or a constant) → its stated set; a member a type inherits (Range's `isNullObject`, from
 * OfficeExtension.ClientObject) is found under the type too, with the set stated where declared.
 */
function typingsIndex(files: string[]): Map<string, string | undefined> {
  const index = new Map<string, string | undefined>();
  /** Each type's base, by full name, for the inherited members. */
  const bases = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node, prefix: string) => {
      if (ts.isModuleDeclaration(node)) {
        const name = prefix ? `${prefix}.${node.name.getText()}` : node.name.getText();
        if (node.body) ts.forEachChild(node.body, (child) => visit(child, name));
        return;
      }
      if (
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isEnumDeclaration(node)
      ) {
        const owner = `${prefix}.${node.name!.getText()}`;
        const ownSet = statedSet(node, text);
        if (!index.get(owner)) index.set(owner, ownSet);
        const base = ts.isEnumDeclaration(node)
          ? undefined
          : node.heritageClauses?.[0]?.types[0]?.expression.getText();
        if (base !== undefined) bases.set(owner, base.includes(".") ? base : `${prefix}.${base}`);
        for (const member of node.members) {
          if (!member.name) continue;
          const key = `${owner}.${member.name.getText().replace(/^"|"$/g, "")}`;
          // A member the typings declare twice (overloads) keeps its first stated set.
          if (!index.get(key)) index.set(key, statedSet(member, text) ?? ownSet);
        }
        return;
      }
      if (ts.isFunctionDeclaration(node) && node.name) {
        const key = `${prefix}.${node.name.getText()}`;
        if (!index.get(key)) index.set(key, statedSet(node, text));
      }
      if (ts.isVariableStatement(node)) {
        for (const v of node.declarationList.declarations) {
          const key = `${prefix}.${v.name.getText()}`;
          if (!index.get(key)) index.set(key, statedSet(node, text));
        }
      }
    };
    ts.forEachChild(source, (node) => visit(node, ""));
  }
  // The members each type inherits, under its own name.
  for (const [owner] of bases) {
    const inherited = new Set<string>();
    for (let base = bases.get(owner); base !== undefined; base = bases.get(base)) {
      for (const [key, set] of index)
        if (key.startsWith(`${base}.`)) {
          const member = key.slice(base.length + 1);
          const own = `${owner}.${member}`;
          if (!member.includes(".") && !index.has(own) && !inherited.has(own)) {
            inherited.add(own);
            index.set(own, set);
          }
        }
    }
  }
  return index;
}

/** The name of the host type a member was declared in, with the literal's path inside it. */
function hostTypeOf(decl: ts.Node): string | undefined {
  const path: string[] = [];
  let node: ts.Node | undefined = decl.parent;
  while (node && ts.isTypeLiteralNode(node)) {
    const holder: ts.Node = node.parent;
    if (!holder || !ts.isPropertySignature(holder)) return undefined;
    path.unshift(holder.name.getText());
    node = holder.parent;
  }
  if (!node || !ts.isInterfaceDeclaration(node)) return undefined;
  return [node.name.getText(), ...path].join(".");
}

/** "Excel.Range" for a declaration inside Microsoft's typings' namespaces and types. */
function typingsOwner(decl: ts.Node): string {
  const names: string[] = [];
  for (let node: ts.Node | undefined = decl.parent; node; node = node.parent) {
    if (
      ts.isModuleDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isEnumDeclaration(node)
    )
      names.unshift(node.name!.getText());
  }
  return names.join(".");
}

function usedApis(): { used: Map<string, Set<string>>; unmapped: string[] } {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = ["src/taskpane/taskpane.ts", "src/functions/functions.ts"].map((f) =>
    path.join(ROOT, f),
  );
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const used = new Map<string, Set<string>>();
  const unmapped: string[] = [];
  const isTypings = (file: string) =>
    /@types[\\/](office-js|custom-functions-runtime)[\\/]/.test(file);
  for (const source of program.getSourceFiles()) {
    const rel = path.relative(ROOT, source.fileName).replace(/\\/g, "/");
    if (!/^src\/(taskpane|functions)\//.test(rel)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node)) {
        const symbol = checker.getSymbolAtLocation(node.name);
        const decl = symbol?.declarations?.[0];
        if (decl) {
          const file = decl.getSourceFile().fileName;
          let key: string | undefined;
          if (isTypings(file)) key = `${typingsOwner(decl)}.${node.name.text}`;
          else if (file === source.fileName || /src[\\/](taskpane|functions)[\\/]/.test(file)) {
            const host = hostTypeOf(decl);
            if (host !== undefined) {
              if (HOST_TYPES[host] !== undefined) key = `${HOST_TYPES[host]}.${node.name.text}`;
              else if (/^(Xl|Office)/.test(host)) unmapped.push(`${host}.${node.name.text}`);
            }
          }
          if (key !== undefined) {
            if (!used.has(key)) used.set(key, new Set());
            used.get(key)!.add(rel);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { used, unmapped };
}

/** A row of the document's table: the member, its set, and what the code does without it. */
const ROW = /^\|\s*`([^`]+)`\s*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|/;

/** The document's table: `member` → set, in its order. */
function documented(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of fs.readFileSync(DOC, "utf8").split("\n")) {
    const m = ROW.exec(line);
    if (m) rows.set(m[1], m[2]);
  }
  return rows;
}

const typings = typingsIndex([
  path.join(ROOT, "node_modules/@types/office-js/index.d.ts"),
  path.join(ROOT, "node_modules/@types/custom-functions-runtime/index.d.ts"),
]);
const { used, unmapped } = usedApis();

test("every host type the code declares stands for a Microsoft type", () => {
  expect(unmapped).toEqual([]);
});

test("every Office API the code calls is one Microsoft's typings declare", () => {
  const unknown = [...used.keys()].filter((key) => !typings.has(key));
  expect(unknown).toEqual([]);
  // The checker found the calls (not an empty list compared with an empty table).
  expect(used.size).toBeGreaterThan(40);
  expect([...used.keys()]).toEqual(
    expect.arrayContaining([
      "Excel.Workbook.getActiveCell",
      "Excel.Range.getSpillParentOrNullObject",
      "Excel.Range.dataValidation",
      "Office.Addin.onVisibilityModeChanged",
      "CustomFunctions.Error",
    ]),
  );
});

test("docs/office-apis.md lists exactly those, each with the set Microsoft's typings state", () => {
  const want = new Map(
    [...used.keys()].sort().map((key) => [key, typings.get(key) ?? "none stated"]),
  );
  const rows = documented();
  expect([...rows.keys()].sort()).toEqual([...want.keys()]);
  for (const [key, set] of want) expect(`${key}: ${rows.get(key)}`).toBe(`${key}: ${set}`);
});

/** "ExcelApi 1.12" → ["ExcelApi", [1, 12]]. */
function parseSet(set: string): [string, number[]] | null {
  const m = /^(\w+) (\d+(?:\.\d+)*)$/.exec(set);
  return m ? [m[1], m[2].split(".").map(Number)] : null;
}
const above = (a: number[], b: number[]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

test("the manifests declare the minimum; every call above it is one the code asks about first", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { requirements } = require("../../scripts/manifest-source.js") as {
    requirements: { name: string; minVersion: string }[];
  };
  const declared = new Map(requirements.map((r) => [r.name, r.minVersion.split(".").map(Number)]));
  const guarded = fs.readFileSync(DOC, "utf8");
  const aboveMinimum: string[] = [];
  for (const [key, set] of typings) {
    if (!used.has(key) || set === undefined) continue;
    const parsed = parseSet(set);
    if (!parsed) continue;
    const [name, version] = parsed;
    const minimum = declared.get(name);
    // A set the manifests do not name at all (DocumentEvents...) is Office's own, in every host.
    if (minimum === undefined) {
      if (/^(ExcelApi|CustomFunctionsRuntime|SharedRuntime)$/.test(name)) aboveMinimum.push(key);
      continue;
    }
    if (above(version, minimum)) aboveMinimum.push(key);
  }
  // Each is written in the document's table with the fallback the code takes without it.
  const fallbacks = new Map<string, string>();
  for (const line of guarded.split("\n")) {
    const m = ROW.exec(line);
    if (m) fallbacks.set(m[1], m[3]);
  }
  for (const key of aboveMinimum)
    expect(`${key}: ${fallbacks.get(key) ?? ""}`).toMatch(/: (asked first|never called)/);
  expect(aboveMinimum.length).toBeGreaterThan(0);
});
