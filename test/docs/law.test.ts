/**
 * The law and our documents stay in the repository and stay true to it:
 * - both statutes are in docs/law/, each statute text exactly the one its header and
 *   docs/law/README.md record (length and SHA-256), under the citation the rules implement;
 * - every relative link in docs/ and in the README leads to a file of the repository (and to a
 *   heading that exists, when it names one), so a fresh clone has everything it points at.
 */
import fs from "fs";
import path from "path";
import {
  isAbsolute,
  markdownAnchors,
  markdownLinks,
  parseLawFile,
  sha256,
  type LawFile,
} from "./markdown";

const ROOT = path.resolve(__dirname, "../..");
const LAW = path.join(ROOT, "docs/law");
const LAW_README = fs.readFileSync(path.join(LAW, "README.md"), "utf8");

/** The two statutes, by file, with the header fields the rules' citations rely on. */
const STATUTES: Record<string, Record<string, string>> = {
  "emerge-per-job-credit-PL2020-c156-s75.txt": {
    citation: "P.L.2020, c.156, s.75, as amended by P.L.2021, c.160",
    codified: "N.J.S.A. 34:1B-343",
    "history note": "L.2020, c.156, s.75; amended 2021, c.160, s.35.",
  },
  "wind-energy-credit-PL2010-c57-s6.txt": {
    citation: "P.L.2010, c.57, s.6, as amended",
    codified: "N.J.S.A. 34:1B-209.4",
    "history note":
      "L.2010, c.57, s.6; amended 2012, c.35, s.3; 2013, c.161, s.25; 2018, c.17, s.7; 2020, c.156, s.109; 2021, c.160, s.51.",
  },
};

/** docs/law/README.md's table rows: | `file` | bytes | `sha256` |. */
function recorded(): Map<string, { bytes: number; sha256: string }> {
  const rows = new Map<string, { bytes: number; sha256: string }>();
  for (const m of LAW_README.matchAll(/^\| `([^`]+\.txt)` \| (\d+) \| `([0-9a-f]{64})` \|$/gm)) {
    rows.set(m[1], { bytes: Number(m[2]), sha256: m[3] });
  }
  return rows;
}

function readLaw(file: string): LawFile {
  return parseLawFile(fs.readFileSync(path.join(LAW, file)));
}

describe("docs/law: the statutes' text", () => {
  test("docs/law holds exactly the two statutes, and its README records both", () => {
    const onDisk = fs.readdirSync(LAW).filter((f) => f.endsWith(".txt"));
    expect(onDisk.sort()).toEqual(Object.keys(STATUTES).sort());
    expect([...recorded().keys()].sort()).toEqual(Object.keys(STATUTES).sort());
  });

  describe.each(Object.entries(STATUTES))("%s", (file, expected) => {
    // Read in each test, so a missing file fails them by name rather than the whole suite.
    let law: LawFile;
    beforeEach(() => {
      law = readLaw(file);
    });

    test("the statute text is the one the header records (length and SHA-256)", () => {
      expect(law.text.length).toBe(Number(law.fields.get("bytes")));
      expect(sha256(law.text)).toBe(law.fields.get("sha256"));
    });

    test("and the one docs/law/README.md records", () => {
      expect(recorded().get(file)).toEqual({ bytes: law.text.length, sha256: sha256(law.text) });
    });

    test("the header gives the citation, codification, source and notice", () => {
      expect(law.fields.get("citation")).toBe(expected.citation);
      expect(law.fields.get("codified")).toBe(expected.codified);
      expect(law.fields.get("notice")).toMatch(/verbatim/);
      // The source names the history note the text ends with, so header and text are one law.
      expect(law.fields.get("source")).toContain(expected["history note"].replace(/\.$/, ""));
      expect(law.text.toString("utf8").endsWith(`\n\n${expected["history note"]}`)).toBe(true);
    });

    test("the text is UTF-8 with LF line ends, so a sentence of the law can be found exactly", () => {
      const text = law.text.toString("utf8");
      expect(Buffer.from(text, "utf8").equals(law.text)).toBe(true);
      expect(text).not.toMatch(/\r/);
    });
  });

  test("sentences the rules implement are found in the text exactly", () => {
    const emerge = readLaw("emerge-per-job-credit-PL2020-c156-s75.txt").text.toString("utf8");
    const wind = readLaw("wind-energy-credit-PL2010-c57-s6.txt").text.toString("utf8");
    expect(emerge).toContain(
      "(1) for a mega project or a project in a government-restricted municipality, the gross amount for each new or retained full-time job shall not exceed $8,000 per year;",
    );
    expect(emerge).toContain("(g) (Deleted by amendment, P.L.2021, c.160);");
    // Typographic apostrophe, as in the chapter law: a straight one would not be found.
    expect(emerge).toContain("the eligible business’s full-time workforce");
    expect(wind).toContain(
      "shall occupy a leased area of the qualified wind energy facility that represents at least $17,500,000 of the capital investment",
    );
    expect(wind).toContain(
      "A business shall apply for the credit by July 1, 2025, and a business shall submit its documentation for approval of its credit amount by July 1, 2028.",
    );
  });

  // The checks above can fail: a header is required, and one changed byte changes the hash.
  test("a missing header or a changed byte of the text is caught", () => {
    const file = fs.readFileSync(path.join(LAW, "wind-energy-credit-PL2010-c57-s6.txt"));
    const law = parseLawFile(file);
    expect(() => parseLawFile(law.text)).toThrow(/must start with a "---" line/);
    const changed = Buffer.from(file);
    changed[changed.length - 1] = "!".charCodeAt(0);
    expect(sha256(parseLawFile(changed).text)).not.toBe(law.fields.get("sha256"));
    const withNewline = Buffer.concat([file, Buffer.from("\n")]);
    expect(parseLawFile(withNewline).text.length).not.toBe(Number(law.fields.get("bytes")));
  });
});

/** The README and every Markdown document under docs/. */
function documents(): string[] {
  const out = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith(".md")) out.push(rel);
    }
  };
  walk("docs");
  return out.sort();
}

/** Build output and installed packages, which a fresh clone does not have (.gitignore's dirs). */
const NOT_IN_A_CLONE = fs
  .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split(/\r?\n/)
  .filter((line) => /^[^#!*][^*]*\/$/.test(line))
  .map((line) => line.replace(/^\//, "").replace(/\/$/, ""));

/** Why a relative link from `from` (a repository path) does not resolve, or null when it does. */
function brokenLink(from: string, target: string): string | null {
  const [rawPath, anchor] = target.split("#", 2);
  const decoded = decodeURIComponent(rawPath);
  const rel =
    decoded === ""
      ? from
      : path.posix.normalize(
          decoded.startsWith("/")
            ? decoded.slice(1)
            : path.posix.join(path.posix.dirname(from), decoded),
        );
  if (rel.startsWith("../") || rel === "..") return "leads outside the repository";
  if (NOT_IN_A_CLONE.some((dir) => rel === dir || rel.startsWith(`${dir}/`))) {
    return "leads to a generated or installed file, not one in the repository";
  }
  const full = path.join(ROOT, rel);
  if (!fs.existsSync(full)) return `${rel} does not exist`;
  if (anchor && rel.endsWith(".md")) {
    if (!markdownAnchors(fs.readFileSync(full, "utf8")).has(decodeURIComponent(anchor))) {
      return `${rel} has no heading #${anchor}`;
    }
  }
  return null;
}

describe("relative links in the README and docs/", () => {
  test("the documents are found (docs/ and its law/)", () => {
    expect(documents()).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/README.md",
        "docs/emerge.md",
        "docs/interface.md",
        "docs/law/README.md",
        "docs/wind.md",
      ]),
    );
  });

  test.each(documents())("%s: every relative link resolves to a file in the repository", (doc) => {
    const links = markdownLinks(fs.readFileSync(path.join(ROOT, doc), "utf8"));
    const broken = links
      .filter((link) => !isAbsolute(link.target))
      .map((link) => ({ ...link, why: brokenLink(doc, link.target) }))
      .filter((link) => link.why !== null)
      .map((link) => `${doc}:${link.line}: (${link.target}) ${link.why}`);
    expect(broken).toEqual([]);
  });

  test("the computation documents link to the law they implement", () => {
    for (const [doc, law] of [
      ["docs/emerge.md", "law/emerge-per-job-credit-PL2020-c156-s75.txt"],
      ["docs/wind.md", "law/wind-energy-credit-PL2010-c57-s6.txt"],
    ]) {
      const targets = markdownLinks(fs.readFileSync(path.join(ROOT, doc), "utf8")).map(
        (link) => link.target,
      );
      expect(targets).toContain(law);
    }
  });

  // The link check can fail: each kind of broken link is reported, and links in code are not links.
  test("a broken link is caught; code and absolute addresses are not links to check", () => {
    const sample = [
      "# Title",
      "## 1.1 Machine interface: `npx njcredit eval` (must)",
      "See [the spec](../elsewhere/spec/emerge.md), [gone](docs/nothing.md),",
      "[built](dist/help.html), [anchor](#no-such-heading), [ok](#title), [ok](#11-machine-interface-npx-njcredit-eval-must),",
      "[site](https://example.com/x.md) and `[code](not/a/link.md)`.",
      "```",
      "[fenced](not/a/link/either.md)",
      "```",
      "[def]: <docs/law/README.md>",
    ].join("\n");
    const links = markdownLinks(sample).filter((link) => !isAbsolute(link.target));
    expect(links.map((link) => link.target)).toEqual([
      "../elsewhere/spec/emerge.md",
      "docs/nothing.md",
      "dist/help.html",
      "#no-such-heading",
      "#title",
      "#11-machine-interface-npx-njcredit-eval-must",
      "docs/law/README.md",
    ]);
    const anchors = markdownAnchors(sample);
    expect(anchors).toEqual(new Set(["title", "11-machine-interface-npx-njcredit-eval-must"]));
    expect(brokenLink("README.md", "../elsewhere/spec/emerge.md")).toMatch(
      /outside the repository/,
    );
    expect(brokenLink("README.md", "docs/nothing.md")).toMatch(/does not exist/);
    expect(brokenLink("README.md", "dist/help.html")).toMatch(/generated or installed/);
    expect(brokenLink("docs/emerge.md", "law/README.md#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink("docs/emerge.md", "law/README.md#facts-from-outside-the-two-texts")).toBe(
      null,
    );
  });
});
