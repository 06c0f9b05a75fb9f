import {
  FormulaNode,
  FormulaSyntaxError,
  findCalls,
  mentionsFunctions,
  parseFormula,
  refAddress,
} from "../../src/excel/formula";

type Call = Extract<FormulaNode, { kind: "call" }>;
type Ref = Extract<FormulaNode, { kind: "ref" }>;

function call(node: FormulaNode): Call {
  if (node.kind !== "call") throw new Error(`expected a call, got ${node.kind}`);
  return node;
}
function ref(node: FormulaNode | null): Ref {
  if (!node || node.kind !== "ref") throw new Error(`expected a ref, got ${node?.kind}`);
  return node;
}
const ours = (name: string): boolean => name.startsWith("NJCREDIT.") || name.startsWith("NJWIND.");

describe("parseFormula: our calls", () => {
  test("a top-level call with a literal, a cell and an omitted argument", () => {
    const node = call(parseFormula('=NJCREDIT.PERJOB("enhanced",,B2:C10)'));
    expect(node.name).toBe("NJCREDIT.PERJOB");
    expect(node.args).toHaveLength(3);
    expect(node.args[0]).toMatchObject({ kind: "string", value: "enhanced", text: '"enhanced"' });
    expect(node.args[1]).toBeNull();
    const r = ref(node.args[2]);
    expect(r.sheet).toBeNull();
    expect(refAddress(r)).toBe("B2:C10");
    expect(r.start).toEqual({ row: 1, col: 1, rowAbsolute: false, colAbsolute: false });
    expect(r.end).toEqual({ row: 9, col: 2, rowAbsolute: false, colAbsolute: false });
  });

  test("nested inside other functions, found with their own text", () => {
    const ast = parseFormula(
      "=ROUND(NJCREDIT.PERJOB(A1, B1:C5), 0) + IF(TRUE, NJWIND.CREDIT(D1,E1), 0)",
    );
    const found = findCalls(ast, ours);
    expect(found.map((c) => c.name)).toEqual(["NJCREDIT.PERJOB", "NJWIND.CREDIT"]);
    expect(found[0].text).toBe("NJCREDIT.PERJOB(A1, B1:C5)");
    expect(found[1].text).toBe("NJWIND.CREDIT(D1,E1)");
  });

  test("our call nested as an argument of our call: outer first", () => {
    const found = findCalls(parseFormula("=NJCREDIT.ANNUAL(A1, NJCREDIT.PERJOB(A1))"), ours);
    expect(found.map((c) => c.name)).toEqual(["NJCREDIT.ANNUAL", "NJCREDIT.PERJOB"]);
  });

  test("lower-case names and _xlfn prefixes are normalised", () => {
    expect(call(parseFormula("=njcredit.perjob(A1)")).name).toBe("NJCREDIT.PERJOB");
    expect(call(parseFormula("=_xlfn.XLOOKUP(A1,B:B,C:C)")).name).toBe("XLOOKUP");
  });

  test("_xldudf_, the form Excel saves an unregistered custom function in, is our id", () => {
    // Excel writes NJCREDIT.PERJOB as _xldudf_NJCREDIT_PERJOB (the namespace dot as "_") when
    // the add-in was not loaded, and sometimes behind another workbook: [2]!_xldudf_….
    const plain = call(parseFormula('=_xldudf_NJCREDIT_PERJOB("enhanced",A1)'));
    expect([plain.name, plain.unregistered, plain.args.length]).toEqual([
      "NJCREDIT.PERJOB",
      true,
      2,
    ]);
    const external = call(parseFormula("=[2]!_xldudf_NJWIND_CREDIT(A1,B1)"));
    expect([external.name, external.unregistered, external.text]).toEqual([
      "NJWIND.CREDIT",
      true,
      "[2]!_xldudf_NJWIND_CREDIT(A1,B1)",
    ]);
    expect(call(parseFormula("=NJCREDIT.PERJOB(A1)")).unregistered).toBe(false);
    const found = findCalls(parseFormula("=ROUND(_xldudf_NJCREDIT_ANNUAL(A1,B1),0)"), ours);
    expect(found.map((c) => c.name)).toEqual(["NJCREDIT.ANNUAL"]);
  });

  test("empty argument list and trailing omitted argument", () => {
    expect(call(parseFormula("=NOW()")).args).toEqual([]);
    expect(call(parseFormula("=NJCREDIT.PERJOB(A1,)")).args[1]).toBeNull();
  });

  test("mentionsFunctions is a cheap pre-filter on formulas only", () => {
    expect(mentionsFunctions("=1+njwind.credit(A1)", ["NJCREDIT.", "NJWIND."])).toBe(true);
    expect(mentionsFunctions("NJWIND.CREDIT is a label", ["NJCREDIT.", "NJWIND."])).toBe(false);
    expect(mentionsFunctions(42, ["NJCREDIT."])).toBe(false);
  });
});

describe("parseFormula: references", () => {
  test("anchors, other sheets, quoted names with doubled quotes", () => {
    const c = call(
      parseFormula("=F($A$1, Inputs!B$2, 'My Sheet'!A1:B2, 'It''s ok'!C3, '2024'!D4)"),
    );
    const a = ref(c.args[0]);
    expect(a.start).toEqual({ row: 0, col: 0, rowAbsolute: true, colAbsolute: true });
    const b = ref(c.args[1]);
    expect(b.sheet).toBe("Inputs");
    expect(b.start).toMatchObject({ row: 1, col: 1, rowAbsolute: true, colAbsolute: false });
    const m = ref(c.args[2]);
    expect(m.sheet).toBe("My Sheet");
    expect(refAddress(m)).toBe("A1:B2");
    expect(ref(c.args[3]).sheet).toBe("It's ok");
    expect(ref(c.args[4]).sheet).toBe("2024");
  });

  test("whole columns and whole rows", () => {
    const c = call(parseFormula("=F(A:B, 3:5, Sheet2!$C:$C)"));
    expect(ref(c.args[0]).start).toMatchObject({ row: null, col: 0 });
    expect(ref(c.args[0]).end).toMatchObject({ row: null, col: 1 });
    expect(ref(c.args[1]).start).toMatchObject({ row: 2, col: null });
    expect(refAddress(ref(c.args[1]))).toBe("3:5");
    expect(ref(c.args[2]).sheet).toBe("Sheet2");
    expect(refAddress(ref(c.args[2]))).toBe("C:C");
  });

  test("spill references, on this sheet and another", () => {
    const c = call(parseFormula("=F(A1#, 'Wind data'!B2#)"));
    expect(ref(c.args[0])).toMatchObject({ spill: true, text: "A1#" });
    expect(ref(c.args[1])).toMatchObject({ spill: true, sheet: "Wind data" });
  });

  test("defined names, sheet-scoped names and a name that looks like text", () => {
    const c = call(parseFormula("=F(Criteria, Inputs!TaxRate, new_jobs.2024)"));
    expect(c.args[0]).toMatchObject({ kind: "name", name: "Criteria", sheet: null });
    expect(c.args[1]).toMatchObject({ kind: "name", name: "TaxRate", sheet: "Inputs" });
    expect(c.args[2]).toMatchObject({ kind: "name", name: "new_jobs.2024" });
  });

  test("a name like a cell beyond XFD is a name, not a cell", () => {
    expect(parseFormula("=XFE1")).toMatchObject({ kind: "name", name: "XFE1" });
  });

  test("3-D and external references are recognised (and left to the resolver to decline)", () => {
    const c = call(
      parseFormula("=F(Jan:Mar!A1, [Book2.xlsx]Sheet1!A1, '[Other Book.xlsx]Data'!B2)"),
    );
    expect(ref(c.args[0])).toMatchObject({ sheet: "Jan", sheetTo: "Mar" });
    expect(ref(c.args[1])).toMatchObject({ workbook: "Book2.xlsx", sheet: "Sheet1" });
    expect(ref(c.args[2])).toMatchObject({ workbook: "Other Book.xlsx", sheet: "Data" });
  });

  test("a range built with the range operator from a function stays an expression", () => {
    const c = call(parseFormula("=F(A1:INDEX(B:B,3))"));
    expect(c.args[0]).toMatchObject({ kind: "binary", op: ":" });
  });

  test("structured references are recognised", () => {
    const c = call(parseFormula("=F(Table1[Value], T[[#Headers],[A]])"));
    expect(c.args[0]).toMatchObject({ kind: "structured", table: "Table1", spec: "[Value]" });
    expect(c.args[1]).toMatchObject({ kind: "structured", table: "T" });
  });

  test("table-less structured references inside a table are structured, not other workbooks", () => {
    // In a table Excel writes [@Location] and [[#This Row],[Value]] without the table's name;
    // read as "[workbook]name" they were looked up as names of another workbook.
    const c = call(parseFormula("=F([@Location], [[#This Row],[Value]], [Value]*2, [#Headers])"));
    expect(c.args[0]).toMatchObject({ kind: "structured", table: "", spec: "[@Location]" });
    expect(c.args[1]).toMatchObject({ kind: "structured", spec: "[[#This Row],[Value]]" });
    expect(c.args[2]).toMatchObject({ kind: "binary", op: "*", left: { kind: "structured" } });
    expect(c.args[3]).toMatchObject({ kind: "structured", spec: "[#Headers]" });
  });

  test("a name in another workbook keeps its workbook", () => {
    const c = call(parseFormula("=F([Book2.xlsx]Rate, [1]!Rate, Rate)"));
    expect(c.args[0]).toMatchObject({ kind: "name", name: "Rate", workbook: "Book2.xlsx" });
    expect(c.args[1]).toMatchObject({ kind: "name", name: "Rate", workbook: "1" });
    expect(c.args[2]).toMatchObject({ kind: "name", name: "Rate", workbook: null });
  });
});

describe("parseFormula: literals and array constants", () => {
  test("numbers, text with doubled quotes, booleans, errors", () => {
    const c = call(parseFormula('=F(1.5, .25, 1E3, "say ""hi""", TRUE, false, #N/A, #DIV/0!)'));
    expect(c.args.map((a) => (a as { value: unknown }).value)).toEqual([
      1.5,
      0.25,
      1000,
      'say "hi"',
      true,
      false,
      "#N/A",
      "#DIV/0!",
    ]);
  });

  test("array constant with rows, text, booleans and negative numbers", () => {
    const c = call(
      parseFormula('=NJCREDIT.PERJOB("qoz",,{"smallBusiness",TRUE;"newJobs",300;"x",-1.5})'),
    );
    const arr = c.args[2];
    if (!arr || arr.kind !== "array") throw new Error("expected an array constant");
    expect(arr.rows.map((r) => r.map((e) => (e as { value: unknown }).value))).toEqual([
      ["smallBusiness", true],
      ["newJobs", 300],
      ["x", -1.5],
    ]);
  });

  test("ragged array constant is an error", () => {
    expect(() => parseFormula("={1,2;3}")).toThrow(FormulaSyntaxError);
  });

  test("array constant may not hold references or calls", () => {
    expect(() => parseFormula("={A1,2}")).toThrow(/cannot be in an array constant/);
    expect(() => parseFormula("={SUM(1),2}")).toThrow(FormulaSyntaxError);
  });

  test("a sheet's #REF! (deleted range) parses as an error value", () => {
    expect(parseFormula("=Sheet1!#REF!")).toMatchObject({ kind: "error", value: "#REF!" });
  });
});

describe("parseFormula: operators", () => {
  test("precedence: negation before ^, ^ before *, * before +, + before &, & before =", () => {
    // -2^2 is (−2)^2 in Excel.
    const n = parseFormula("=-2^2");
    expect(n).toMatchObject({ kind: "binary", op: "^", left: { kind: "unary", op: "-" } });
    const m = parseFormula('=1+2*3&"x"=A1');
    expect(m).toMatchObject({
      kind: "binary",
      op: "=",
      left: { kind: "binary", op: "&", left: { kind: "binary", op: "+", right: { op: "*" } } },
    });
  });

  test("left associativity: 2^3^2 is (2^3)^2", () => {
    expect(parseFormula("=2^3^2")).toMatchObject({
      op: "^",
      left: { op: "^" },
      right: { value: 2 },
    });
  });

  test("percent, comparison operators, implicit intersection @ and parentheses", () => {
    expect(parseFormula("=50%")).toMatchObject({ kind: "percent", operand: { value: 50 } });
    expect(parseFormula("=A1<=B1")).toMatchObject({ kind: "binary", op: "<=" });
    expect(parseFormula("=A1<>B1")).toMatchObject({ kind: "binary", op: "<>" });
    expect(parseFormula("=@NJCREDIT.PERJOB(A1)")).toMatchObject({
      kind: "unary",
      op: "@",
      operand: { kind: "call" },
    });
    const p = parseFormula("=(1+2)*3");
    expect(p).toMatchObject({ op: "*", left: { op: "+", text: "(1+2)" } });
  });

  test("intersection (space) and union (comma in parentheses)", () => {
    expect(parseFormula("=SUM(A1:B5 B2:C3)")).toMatchObject({
      args: [{ kind: "binary", op: " " }],
    });
    expect(parseFormula("=SUM((A1,B2))")).toMatchObject({ args: [{ kind: "union" }] });
  });

  test("a nested expression keeps its text for the pane to name", () => {
    const c = call(parseFormula("=NJCREDIT.PERJOB(A1 + 1, B1)"));
    expect(c.args[0]).toMatchObject({ kind: "binary", op: "+", text: "A1 + 1" });
  });
});

describe("parseFormula: errors name the place", () => {
  test("an unquoted sheet name with a space is an error, not an intersection with '1'!A1", () => {
    // Excel quotes such a name ('Sheet 1'!A1); read as the name Sheet and a sheet "1" it
    // would point the pane at a cell the formula never named.
    expect(() => parseFormula("=F(Sheet 1!A1)")).toThrow(/unexpected character "!"/);
  });

  test.each([
    ["=NJCREDIT.PERJOB(A1", /never closed/],
    ['=F("abc)', /closing quote/],
    ["=F('My Sheet!A1)", /closing quote/],
    ["=F(1 2)", /expected "," or "\)"/], // a space between two numbers is no intersection
    ["=1+", /formula ends/],
    ["=", /empty formula/],
    ["=F(1))", /unexpected "\)"/],
    ["=F(#FOO)", /unknown error value/],
    ["=F(1;2)", /expected "," or "\)"/],
    ["=F(A1)~", /unexpected character "~"/],
  ])("%s", (formula, message) => {
    let caught: unknown;
    try {
      parseFormula(formula);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FormulaSyntaxError);
    expect((caught as Error).message).toMatch(message);
    expect((caught as FormulaSyntaxError).position).toBeGreaterThanOrEqual(0);
  });
});
