/**
 * Renders dist/help.html, the page every function's help URL points into
 * (`help.html#njcredit-perjob`), from the generated functions.json — so the page, Excel's
 * autocomplete and the metadata can never say different things about a function or argument.
 * Used by webpack.config.js (HelpPagePlugin) and by test/build.
 */

/**
 * The help page's Content-Security-Policy, the one every page of the add-in has (taskpane.html,
 * functions.html, preview.html write it out; test/browser/csp.test.ts keeps them equal): scripts
 * only from this site and office.js's origin, never inline; inline <style> allowed; fetches only
 * to this site; no plugins, no <base> elsewhere.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://appsforoffice.microsoft.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The anchor of a function id on the help page: "NJCREDIT.PERJOB" → "njcredit-perjob". */
function anchorOf(id) {
  return id.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** "NJCREDIT.PERJOB(location, [jobType], [criteria])", as the spec writes signatures. */
function signatureOf(fn) {
  const params = fn.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name));
  return `${fn.name}(${params.join(", ")})`;
}

/** What the user gives: a single value (a cell, a number, text, TRUE/FALSE) or a range. */
function typeOf(p) {
  if (p.dimensionality === "matrix") return "range or array constant";
  return p.type && p.type !== "any" ? p.type : "value or cell";
}

/** Markdown inline code (`x`) as HTML, the rest escaped. */
function inlineMarkdown(text) {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** A markdown table row's cells ("\|" is a "|" inside a cell). */
function tableCells(line) {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/**
 * The criteria names, values and meanings: the tables of the README's "## Criteria names"
 * section (test/examples/readme.test.ts checks they list exactly the core's inputs), as
 * [{ title, rows: [[name, value, meaning]] }]. The functions' criteria arguments send users to
 * the help page for these names, and it is the one page Excel links to.
 */
function criteriaTables(readme) {
  const start = readme.indexOf("\n## Criteria names\n");
  if (start < 0) throw new Error('README.md has no "## Criteria names" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const tables = section
    .split("\n### ")
    .slice(1)
    .map((part) => {
      const [title, ...lines] = part.split("\n");
      const rows = lines.filter((l) => /^\| `[A-Za-z]+` \|/.test(l)).map(tableCells);
      return { title: title.trim(), rows };
    });
  if (tables.length === 0 || tables.some((t) => t.rows.length === 0)) {
    throw new Error('README.md "## Criteria names" has no name/value/meaning tables');
  }
  return tables;
}

function renderCriteriaTables(tables) {
  return tables
    .map((t) => ({ ...t, key: `criteria-${anchorOf(t.title.split(" ")[0])}` }))
    .map(
      (t) => `
    <h3 id="${t.key}">${inlineMarkdown(t.title)}</h3>
    <table>
      <thead><tr><th>Name</th><th>Value</th><th>Meaning</th></tr></thead>
      <tbody>${t.rows
        .map(
          ([name, value, meaning]) => `
        <tr id="${t.key}-${anchorOf(name.replace(/`/g, ""))}">
          <td>${inlineMarkdown(name)}</td>
          <td>${inlineMarkdown(value ?? "")}</td>
          <td>${inlineMarkdown(meaning ?? "")}</td>
        </tr>`,
        )
        .join("")}
      </tbody>
    </table>`,
    )
    .join("\n");
}

let tsRegistered = false;

/**
 * The project's TypeScript, loadable by `require`: this script runs in plain Node (webpack's
 * config), so it reads the rules tables and the functions' headers through ts-node, registered
 * once however many of them it loads.
 */
function requireTypeScript(module) {
  if (!tsRegistered) {
    require("ts-node").register({ transpileOnly: true, project: `${__dirname}/../tsconfig.json` });
    tsRegistered = true;
  }
  return require(module);
}

/**
 * Every amount, threshold, cap and date the calculations use, from the rules tables
 * (src/core/rules/table.ts), so the page can only say what the rules say.
 */
function lawNumbers() {
  return requireTypeScript("../src/core/rules/table").lawNumbers();
}

function renderLawNumbers(rows) {
  return `
    <table>
      <thead><tr><th>Citation</th><th>What</th><th>Value</th><th>In plain words</th></tr></thead>
      <tbody>${rows
        .map(
          (r) => `
        <tr>
          <td>${escapeHtml(r.citation)}</td>
          <td>${escapeHtml(r.label)}</td>
          <td>${escapeHtml(r.value)}</td>
          <td>${escapeHtml(r.summary)}</td>
        </tr>`,
        )
        .join("")}
      </tbody>
    </table>`;
}

/**
 * The README's "Every function, with an example" examples, by function name: the same lines the
 * README shows (a test recomputes every one of them), so the page cannot show an example the
 * functions do not give.
 */
function functionExamples(readme) {
  const start = readme.indexOf("\n## Every function, with an example\n");
  if (start < 0) throw new Error('README.md has no "## Every function, with an example" section');
  const end = readme.indexOf("\n## ", start + 1);
  const examples = {};
  for (const part of readme
    .slice(start, end < 0 ? undefined : end)
    .split("\n### ")
    .slice(1)) {
    const name = /^`([A-Z.]+)\(/.exec(part)?.[1];
    if (!name) continue;
    examples[name] = part
      .split(/\n(?=Example:)/)
      .slice(1)
      .map((text) => text.split("\n\n")[0].replace(/\s+/g, " ").trim());
  }
  return examples;
}

/**
 * The columns each spilled table shows, from the functions' own headers (which come from the
 * core's column descriptors, src/core/columns.ts), loaded through ts-node like the rules.
 */
function spilledTables() {
  const cells = requireTypeScript("../src/functions/cells");
  const { RESULT_COLUMNS } = requireTypeScript("../src/core/columns");
  const results = (calc) => RESULT_COLUMNS[calc].map((c) => c.header);
  return [
    {
      fn: "NJCREDIT.SCHEDULE",
      rows: "one row per eligibility year, then a Total row",
      headers: cells.EMERGE_SCHEDULE_HEADERS,
    },
    {
      fn: "NJWIND.SCHEDULE",
      rows: "one row per compliance year (five), then a Total row",
      headers: cells.WIND_SCHEDULE_HEADERS,
    },
    {
      fn: "NJCREDIT.EXPLAIN",
      rows: "one row per step, in order, including steps that did not apply; the last row is the per-job credit",
      headers: cells.TRACE_HEADERS,
    },
    {
      fn: "NJWIND.EXPLAIN",
      rows: "one row per step, in order, including steps that did not apply; the last row is the total credit",
      headers: cells.TRACE_HEADERS,
    },
    {
      fn: "NJCREDIT.PORTFOLIO",
      rows: "a header row, then one row per row of the table (a blank row stays blank): its id or name columns echoed, then the per-job credit's columns below (annual: Annual credit, Before cap; schedule: Total credit), or those the columns argument names",
      headers: ["id", ...results("emerge.perJob")],
    },
    {
      fn: "NJWIND.PORTFOLIO",
      rows: "a header row, then one row per owner or tenant of the table (a blank row stays blank): its id or name columns echoed, then these, or those the columns argument names",
      headers: ["id", ...results("wind.schedule")],
    },
  ];
}

/** The guide's questions, each answered by the function that answers it. */
const GUIDE = [
  ["What is one Emerge job worth a year?", "NJCREDIT.PERJOB"],
  ["What is a project's Emerge credit for one year?", "NJCREDIT.ANNUAL"],
  ["What is it over the whole eligibility period, year by year?", "NJCREDIT.SCHEDULE"],
  ["How was a per-job amount built, step by step with citations?", "NJCREDIT.EXPLAIN"],
  ["The Emerge award as one cell whose card holds the whole explanation?", "NJCREDIT.AWARD"],
  ["How does the Emerge credit change as two inputs vary (a Data Table)?", "NJCREDIT.GRID"],
  ["Which minimum wage does the wage floor use for a year?", "NJCREDIT.MINWAGE"],
  ["What is the wind credit in total?", "NJWIND.CREDIT"],
  ["What does each of the five compliance years allow, and why?", "NJWIND.SCHEDULE"],
  ["How was the wind credit built, step by step with citations?", "NJWIND.EXPLAIN"],
  ["The wind award as one cell whose card holds the whole explanation?", "NJWIND.AWARD"],
  ["How does the wind credit change as two inputs vary?", "NJWIND.GRID"],
  ["Why do two per-job credits differ, step by step?", "NJCREDIT.COMPARE"],
  ["Why do two wind credits differ, step by step?", "NJWIND.COMPARE"],
  [
    "What is each project's Emerge credit, for a whole table of projects in one formula?",
    "NJCREDIT.PORTFOLIO",
  ],
  [
    "What is each owner's or tenant's wind credit, for a whole table in one formula?",
    "NJWIND.PORTFOLIO",
  ],
];

function renderGuide(functions) {
  const known = new Set(functions.map((fn) => fn.name));
  const rows = GUIDE.filter(([, name]) => known.has(name) || known.size === 0)
    .map(
      ([question, name]) => `
        <tr><td>${escapeHtml(question)}</td><td><a href="#${anchorOf(name)}"><code>${escapeHtml(name)}</code></a></td></tr>`,
    )
    .join("");
  return `
    <table>
      <thead><tr><th>You want to know</th><th>Use</th></tr></thead>
      <tbody>${rows}
      </tbody>
    </table>`;
}

function renderSpilledTables(tables) {
  return tables
    .map(
      (t) => `
    <h3 id="layout-${anchorOf(t.fn)}"><code>${escapeHtml(t.fn)}</code></h3>
    <p>${escapeHtml(t.rows)}; with <code>headers</code> TRUE (the default) a header row first.</p>
    <table>
      <thead><tr>${t.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead>
    </table>`,
    )
    .join("\n");
}

/**
 * The whole page, from the parsed functions.json metadata and the criteria tables; the rules'
 * numbers and the spilled tables' columns are read from the core unless given, the examples are
 * none unless given.
 */
/**
 * The README's "## Readings": where the law leaves a choice, the one we made, as
 * [{ title, items: [markdown text] }] by its "### " parts, each "- " bullet with its continued
 * lines. A trace step whose rule is our reading cites this section of the help page.
 */
function readings(readme) {
  const start = readme.indexOf("\n## Readings\n");
  if (start < 0) throw new Error('README.md has no "## Readings" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return section
    .split("\n### ")
    .slice(1)
    .map((part) => {
      const [title, ...lines] = part.split("\n");
      const items = [];
      for (const line of lines) {
        if (line.startsWith("- ")) items.push(line.slice(2).trim());
        else if (/^\s+\S/.test(line) && items.length > 0)
          items[items.length - 1] += ` ${line.trim()}`;
      }
      return { title: title.trim(), items };
    })
    .filter((r) => r.items.length > 0);
}

/** A README bullet as HTML: `code`, **bold**, and [text](link) shown as its text. */
function markdownText(text) {
  return inlineMarkdown(text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")).replace(
    /\*\*([^*]+)\*\*/g,
    "<strong>$1</strong>",
  );
}

function renderReadings(parts) {
  return parts
    .map(
      (r) => `
    <h3 id="readings-${anchorOf(r.title)}">${inlineMarkdown(r.title)}</h3>
    <ul>${r.items.map((item) => `\n      <li>${markdownText(item)}</li>`).join("")}
    </ul>`,
    )
    .join("\n");
}

function renderHelpPage(
  metadata,
  criteria = [],
  { numbers = lawNumbers(), examples = {}, tables = spilledTables(), readingParts = [] } = {},
) {
  const functions = metadata.functions;
  const toc = functions
    .map((fn) => `<li><a href="#${anchorOf(fn.id)}"><code>${escapeHtml(fn.name)}</code></a></li>`)
    .join("\n        ");
  const sections = functions
    .map((fn) => {
      const anchor = anchorOf(fn.id);
      const rows = fn.parameters
        .map(
          (p) => `
          <tr id="${anchor}-${anchorOf(p.name)}">
            <td><code>${escapeHtml(p.name)}</code></td>
            <td>${p.optional ? "optional" : "required"}</td>
            <td>${escapeHtml(typeOf(p))}</td>
            <td>${escapeHtml(p.description ?? "")}</td>
          </tr>`,
        )
        .join("");
      const returns =
        fn.result && fn.result.dimensionality === "matrix" ? "a spilled table" : "a single value";
      return `
    <section id="${anchor}">
      <h2><code>${escapeHtml(fn.name)}</code></h2>
      <p class="signature"><code>=${escapeHtml(signatureOf(fn))}</code></p>
      <p>${escapeHtml(fn.description ?? "")}</p>
      <p>Returns ${returns}${
        tables.some((t) => t.fn === fn.name)
          ? ` (its columns: <a href="#layout-${anchor}">spilled tables</a>)`
          : ""
      }.</p>
      ${(examples[fn.name] ?? []).map((e) => `<p class="example">${inlineMarkdown(e)}</p>`).join("\n      ")}
      <table>
        <thead><tr><th>Argument</th><th></th><th>Give</th><th>Meaning</th></tr></thead>
        <tbody>${rows}
        </tbody>
      </table>
    </section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- The same Content-Security-Policy as taskpane.html (test/browser/csp.test.ts). -->
    <meta
      http-equiv="Content-Security-Policy"
      content="${CONTENT_SECURITY_POLICY}"
    />
    <title>NJ Business Credits: Excel functions</title>
    <link rel="icon" type="image/png" href="assets/icon-32.png" />
    <style>
      body { font-family: "Segoe UI", system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.45; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border: 1px solid #ccc; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
      .signature { font-size: 1.1rem; }
      .example { font-family: Consolas, monospace; font-size: 0.95rem; }
      section { margin-top: 2.5rem; }
    </style>
  </head>
  <body>
    <h1>NJ Business Credits: Excel functions</h1>
    <nav aria-label="Contents">
      <ul>
        <li><a href="#guide">Which function do I need?</a></li>
        <li><a href="#functions">Functions</a></li>
        <li><a href="#spilled-tables">Spilled tables</a></li>
        <li><a href="#criteria">Criteria</a></li>
        <li><a href="#law-numbers">The law's numbers</a></li>
        <li><a href="#readings">Readings</a></li>
        <li><a href="#errors">Errors</a></li>
      </ul>
    </nav>
    <p>
      <code>NJCREDIT.</code> functions compute New Jersey's Emerge per-job credit (P.L.2020, c.156, s.75);
      <code>NJWIND.</code> functions compute the wind energy facility credit (P.L.2010, c.57, s.6).
    </p>
    <h2 id="guide">Which function do I need?</h2>
${renderGuide(functions)}
    <h2 id="criteria">Criteria</h2>
    <p>
      Every input of the calculation that is not a named argument goes in <code>criteria</code>: a
      two-column range of name/value rows, or the same as an array constant
      (<code>{"smallBusiness",TRUE;"newJobs",300}</code>), or a two-row range with the names across
      the first row. Names match ignoring case, spaces, <code>_</code> and <code>-</code>
      (<code>Small business</code> = <code>smallBusiness</code>). Empty rows, and empty rows or
      columns around the entries, are skipped; an empty value means "not given". In an array
      constant, <code>;</code> starts the next name/value row. A per-year list (for example <code>employment</code>) takes one cell
      per year to the right of its name. A 2 × 2 range whose first row and first column both hold
      input names is read as two name/value rows. An input given both as an argument and in the
      criteria is an error.
    </p>
${renderCriteriaTables(criteria)}
    <h2 id="law-numbers">The law's numbers</h2>
    <p>
      Every amount, threshold, cap and date the functions use, with the subsection that sets it.
      The plain words are our summary, not the statute's text.
    </p>
${renderLawNumbers(numbers)}
    <h2 id="readings">Readings</h2>
    <p>
      Where the statute leaves a choice, the reading we made. A step of an explanation whose source
      is "Our reading" cites this section.
    </p>
${renderReadings(readingParts)}
    <h2 id="errors">Errors</h2>
    <p>
      Bad input gives <code>#VALUE!</code> with a message that names the input and says what is
      accepted; a function never returns a number it could not justify.
    </p>
    <h2 id="spilled-tables">Spilled tables</h2>
    <p>
      The columns of each spilled table, left to right. A GRID spills the varied values across
      its first row and down its first column (with <code>headers</code> TRUE), the output named
      by <code>output</code> in every other cell.
    </p>
${renderSpilledTables(tables)}
    <h2 id="functions">Functions</h2>
    <ul>
        ${toc}
    </ul>
${sections}
  </body>
</html>
`;
}

module.exports = {
  CONTENT_SECURITY_POLICY,
  renderHelpPage,
  criteriaTables,
  readings,
  functionExamples,
  lawNumbers,
  spilledTables,
  anchorOf,
  signatureOf,
};
