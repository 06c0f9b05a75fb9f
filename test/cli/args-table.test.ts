import {
  UsageError,
  camelToKebab,
  inputErrorText,
  parseArgs,
  type FlagSpec,
} from "../../src/cli/args";
import { renderTable, wrapText } from "../../src/cli/table";

const flags: FlagSpec[] = [
  {
    flag: "location",
    key: "location",
    type: "value",
    hint: "<grm|enhanced>",
    description: "where",
    input: true,
  },
  { flag: "small-business", key: "smallBusiness", type: "bool", description: "small", input: true },
  {
    flag: "new-jobs",
    key: "newJobs",
    type: "value",
    list: true,
    hint: "<count[,count…]>",
    description: "jobs",
    input: true,
  },
  { flag: "json", key: "json", type: "bool", description: "json", input: false },
];

describe("flag names", () => {
  test("camel → kebab", () => {
    expect(camelToKebab("industrialCapitalInvestment")).toBe("industrial-capital-investment");
    expect(camelToKebab("mriDistressScore")).toBe("mri-distress-score");
    expect(camelToKebab("laborHarmonyRetainedJobs")).toBe("labor-harmony-retained-jobs");
  });
});

describe("parseArgs", () => {
  test("values, =values, bare and --no- booleans, lists, positionals after --", () => {
    const parsed = parseArgs(
      [
        "--location=enhanced",
        "--no-small-business",
        "--new-jobs",
        "100, 150,200",
        "--json",
        "--",
        "--x",
      ],
      flags,
    );
    expect(parsed.values).toEqual({
      location: "enhanced",
      smallBusiness: false,
      newJobs: ["100", "150", "200"],
      json: true,
    });
    expect(parsed.positionals).toEqual(["--x"]);
    expect(parsed.help).toBe(false);
  });

  test("a single list value stays one value (one for every year); a negative number is a value", () => {
    expect(parseArgs(["--new-jobs", "-5"], flags).values).toEqual({ newJobs: "-5" });
  });

  test("usage errors name the flag", () => {
    expect(() => parseArgs(["--locaton", "grm"], flags)).toThrow(
      "unknown flag --locaton; did you mean --location?",
    );
    expect(() => parseArgs(["--zzzzzzzz"], flags)).toThrow("see --help");
    expect(() => parseArgs(["--location"], flags)).toThrow(
      "--location needs a value <grm|enhanced>: where",
    );
    expect(() => parseArgs(["--new-jobs", "1,000"], flags)).toThrow(UsageError);
    expect(() => parseArgs(["--new-jobs", "1,050"], flags)).toThrow("without thousands separators");
  });
});

describe("inputErrorText", () => {
  test("the input becomes its flag; multiword input names in the message too, plain words not", () => {
    expect(
      inputErrorText(
        { input: "newJobs", message: "newJobs must be a whole number; 3.5 is not" },
        flags,
      ),
    ).toBe("--new-jobs must be a whole number; 3.5 is not");
    expect(
      inputErrorText({ input: "location", message: "smallBusiness needs a location" }, flags),
    ).toBe("--location: --small-business needs a location");
    expect(inputErrorText({ input: null, message: "inputs must be an object" }, flags)).toBe(
      "inputs must be an object",
    );
  });
});

describe("tables", () => {
  test("columns aligned two spaces apart, right-aligned where asked, no trailing spaces", () => {
    const text = renderTable(
      [{ header: "Kind" }, { header: "Amount", align: "right" }],
      [
        ["new", "4,500.00"],
        ["retained", "50.00"],
      ],
    );
    expect(text).toBe(
      "Kind        Amount\n--------  --------\nnew       4,500.00\nretained     50.00\n",
    );
  });

  test("with a width, wrap columns are word-wrapped to fit", () => {
    const text = renderTable(
      [{ header: "Id" }, { header: "Reason", wrap: true }],
      [["a", "one two three four five six seven eight nine ten eleven twelve"]],
      24,
    );
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(24);
    expect(text).toBe(
      [
        "Id  Reason",
        "--  --------------------",
        "a   one two three four",
        "    five six seven eight",
        "    nine ten eleven",
        "    twelve",
        "",
      ].join("\n"),
    );
  });

  test("wrapText splits words longer than the line", () => {
    expect(wrapText("abcdefghij xy", 4)).toEqual(["abcd", "efgh", "ij", "xy"]);
    expect(wrapText("", 4)).toEqual([""]);
  });
});
