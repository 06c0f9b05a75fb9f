/**
 * Renders an explanation into the pane. Every piece of workbook text (sheet names, formulas,
 * cell values, input names) and every piece of result text is set with `textContent` through
 * `h()`, never as HTML, so nothing a workbook holds can inject markup.
 *
 * Layout is for the narrow default pane (~320 px): one column, facts as label/value pairs,
 * wide tables reflow into a card a row, each step a short card whose summary of
 * the subsection expands with a native <details> (keyboard and screen-reader friendly).
 */
import { tokenize } from "../excel/tokens";
import { renderChart } from "./chart";
import type { CallExplanation, CellExplanation, Part, Section, StepView, Table } from "./explain";

type Child = Node | string | null | undefined | false;

/** Creates an element; strings become text nodes (never parsed as HTML). */
export function h(
  tag: string,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (k === "class") el.className = String(v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return el;
}

let ids = 0;
const nextId = (prefix: string): string => `${prefix}-${++ids}`;

function renderStep(step: StepView): HTMLElement {
  const tone = step.tone;
  return h(
    "li",
    {
      class: `step ${tone}${step.deciding ? " deciding" : ""}${step.applied ? "" : " rest"}`,
      "data-step": step.id,
      "data-kind": step.kind,
      "aria-current": step.current ? "true" : undefined,
    },
    h(
      "div",
      { class: "step-head" },
      h("span", { class: `badge ${tone}` }, step.status),
      h("span", { class: "step-label" }, step.label),
      step.amount ? h("span", { class: "amount" }, step.amount) : null,
    ),
    h("p", { class: "reason" }, step.reason),
    step.summary || step.statute
      ? h(
          "details",
          { class: "law" },
          h(
            "summary",
            {},
            sourceLabel(step),
            h("span", { class: "cite" }, step.citation),
            " — what it requires",
          ),
          step.summary
            ? h("p", {}, h("strong", {}, `${step.summary.title}. `), step.summary.text)
            : null,
          step.summary
            ? h(
                "p",
                { class: "fine" },
                `Our plain-language summary of ${step.summary.subsection}${step.statute ? "; the statute's words follow" : ""}.`,
              )
            : null,
          step.statute
            ? h(
                "blockquote",
                { class: "statute", cite: step.statute.citation },
                step.statute.sentences.map((sentence) => h("p", {}, sentence)),
                h("footer", { class: "fine" }, step.statute.citation),
              )
            : null,
        )
      : h("p", { class: "cite" }, sourceLabel(step), step.citation),
  );
}

/** The small label beside a citation: where the step's rule comes from. */
function sourceLabel(step: StepView): HTMLElement {
  return h("span", { class: `source source-${step.sourceKey}` }, step.source);
}

function renderSection(section: Section, open: boolean): HTMLElement {
  const applied = section.steps.some((s) => s.applied);
  return h(
    "details",
    { class: `section${applied ? "" : " rest"}`, open },
    h(
      "summary",
      {},
      h("span", { class: "section-title" }, section.title),
      h("span", { class: "count" }, section.count),
    ),
    h("ol", { class: "steps" }, section.steps.map(renderStep)),
  );
}

function renderTable(table: Table): HTMLElement {
  const id = nextId("tbl");
  return h(
    "div",
    { class: "table-wrap", role: "region", "aria-labelledby": id, tabindex: "0" },
    h(
      "table",
      // Wide tables reflow into one card a row in a narrow pane (taskpane.html .reflow).
      { class: table.columns.length > 4 ? "reflow" : undefined },
      h("caption", { id }, table.caption),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          table.columns.map((c, i) =>
            h("th", { scope: "col", class: table.numeric[i] ? "num" : undefined }, c),
          ),
        ),
      ),
      h(
        "tbody",
        {},
        table.rows.map((row, r) =>
          h(
            "tr",
            {
              class: table.current === r ? "current" : undefined,
              "aria-current": table.current === r ? "true" : undefined,
            },
            row.map((v, i) =>
              i === 0
                ? h(
                    "th",
                    {
                      scope: "row",
                      class: table.numeric[i] ? "num" : undefined,
                      "data-label": table.columns[i],
                    },
                    v,
                  )
                : h(
                    "td",
                    { class: table.numeric[i] ? "num" : undefined, "data-label": table.columns[i] },
                    v,
                  ),
            ),
          ),
        ),
      ),
    ),
  );
}

function renderPart(part: Part, index: number): HTMLElement {
  return h(
    "section",
    { class: "part" },
    part.title ? h("h3", {}, part.title) : null,
    part.tables.map(renderTable),
    // The first part's sections start open; per-job detail of an annual result starts closed.
    part.sections.map((s) => renderSection(s, index === 0)),
  );
}

/** The first screen: the sentence naming what decided the number, and the chart. */
function renderStory(call: CallExplanation): HTMLElement | null {
  const story = call.story;
  if (!story) return null;
  return h(
    "div",
    { class: "story" },
    call.focus ? h("p", { class: "focus" }, `This cell: ${call.focus.label}.`) : null,
    h("p", { class: "decides" }, story.sentence),
    story.chart ? renderChart(story.chart) : null,
  );
}

/** "Show all N steps": the steps that did not apply, hidden until asked for. */
function showAllButton(article: HTMLElement, call: CallExplanation): HTMLElement | null {
  const all = call.parts.reduce(
    (n, p) => n + p.sections.reduce((m, s) => m + s.steps.length, 0),
    0,
  );
  const applied = call.parts.reduce(
    (n, p) => n + p.sections.reduce((m, s) => m + s.steps.filter((x) => x.applied).length, 0),
    0,
  );
  if (all === applied) return null;
  const button = h(
    "button",
    { type: "button", class: "show-all", "aria-expanded": "false" },
    `Show all ${all} steps`,
  );
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    article.classList.toggle("show-rest", open);
    button.textContent = open ? `Show the ${applied} applied steps only` : `Show all ${all} steps`;
  });
  return button;
}

/**
 * A formula as code that a narrow pane breaks only between its tokens (after a comma, a
 * parenthesis, a reference), never inside a name ("TenantCriteria[[Na / me]"): a line-break
 * opportunity after each token (the formula tokenizer's), none within. Text the tokenizer cannot
 * read is shown as it is.
 */
/** The longest token kept whole: about the width of a 320 px pane in the formula's font. */
const WHOLE_TOKEN = 38;

export function formulaCode(text: string): HTMLElement {
  const code = h("code", { class: "formula-code" });
  let tokens: { start: number; end: number }[];
  try {
    tokens = tokenize(text);
  } catch {
    code.textContent = text;
    return code;
  }
  let at = 0;
  for (const t of tokens) {
    if (t.end <= at) continue;
    const start = Math.max(at, t.start);
    if (start > at) code.append(document.createTextNode(text.slice(at, start)));
    // A token is kept on one line ("TenantCriteria[[Name]:[Year 5]]" has a space and a colon a
    // browser would break at), unless it is too long for any line of a narrow pane.
    const token = text.slice(start, t.end);
    code.append(
      token.length <= WHOLE_TOKEN ? h("span", { class: "token" }, token) : token,
      document.createElement("wbr"),
    );
    at = t.end;
  }
  if (at < text.length) code.append(document.createTextNode(text.slice(at)));
  return code;
}

/** What the explanation's own buttons do (taskpane.ts wires them to the controller). */
export interface ExplanationActions {
  /** Compares a GRID amount with the grid's base scenario (comparison.ts). */
  compareWithGridBase?(): void;
}

function renderCall(
  call: CallExplanation,
  formula: string,
  actions: ExplanationActions,
): HTMLElement {
  const headingId = nextId("call");
  const lead = call.facts[0];
  const article = h(
    "article",
    {
      class: `call ${call.status}`,
      "aria-labelledby": headingId,
      "data-function": call.functionId,
      // A GRID overview: which label cell it is for ("corner", …), or "grid" for the whole.
      "data-grid": call.grid ? (call.grid.cell ?? "grid") : undefined,
    },
    h(
      "header",
      { class: "call-head" },
      h("h2", { id: headingId }, call.functionId || "Formula"),
      lead
        ? h(
            "p",
            { class: "result" },
            h("span", { class: "result-label" }, lead.label),
            h("span", { class: "result-value" }, lead.value),
          )
        : null,
    ),
    // The call's own text, when it is only part of the formula (nested, or one of several).
    call.text !== formula.replace(/^=@?/, "")
      ? h("p", { class: "call-text" }, formulaCode(call.text))
      : null,
    // No role=alert: the status line already announces the problem in one sentence
    // (controller.ts announcement); an alert here would read it out a second time.
    call.message
      ? h("p", { class: call.status === "ok" ? "note" : "problem" }, call.message)
      : null,
    renderStory(call),
    call.facts.length > 1
      ? h(
          "dl",
          { class: "facts" },
          call.facts.slice(1).map((f) => h("div", {}, h("dt", {}, f.label), h("dd", {}, f.value))),
        )
      : null,
    call.notes.map((n) => h("p", { class: "note" }, n)),
    call.arguments.length > 0 || call.inputs.length > 0
      ? h(
          "details",
          { class: "inputs" },
          h("summary", {}, `Inputs used (${call.inputs.length || call.arguments.length})`),
          call.inputs.length > 0
            ? h(
                "ul",
                { class: "input-list" },
                call.inputs.map((i) =>
                  h(
                    "li",
                    {},
                    h("span", { class: "input-name" }, i.name),
                    " = ",
                    h("span", { class: "input-value" }, i.value),
                    h("span", { class: "source" }, i.source),
                  ),
                ),
              )
            : null,
          h("p", { class: "sub" }, "Arguments as written"),
          h(
            "ul",
            { class: "arg-list", "aria-label": "Arguments as written" },
            call.arguments.map((a) =>
              h(
                "li",
                { class: a.resolved ? undefined : "unresolved" },
                h("span", { class: "input-name" }, a.name),
                " ",
                a.text ? h("code", {}, a.text) : h("em", {}, "omitted"),
                h("span", { class: "source" }, a.source),
              ),
            ),
          ),
        )
      : null,
  );
  if (call.scenario?.gridBase && actions.compareWithGridBase) {
    const compare = actions.compareWithGridBase;
    const button = h(
      "button",
      { type: "button", class: "action compare-base" },
      "Compare with the grid's base",
    );
    button.addEventListener("click", () => compare());
    // Under the note that says this is a GRID cell: one click to why it differs from the base.
    const notes = article.querySelectorAll(":scope > .note");
    const anchor = notes[notes.length - 1] ?? article.querySelector(".facts");
    if (anchor) anchor.after(button);
    else article.append(button);
  }
  const showAll = showAllButton(article, call);
  if (showAll) article.append(showAll);
  article.append(...call.parts.map(renderPart));
  return article;
}

/** Renders an explanation (or the "nothing to explain" message) into `root`. */
export function renderExplanation(
  root: HTMLElement,
  e: CellExplanation,
  actions: ExplanationActions = {},
): void {
  const cellLine = h(
    "p",
    { class: "cell" },
    h("span", { class: "cell-address" }, e.address),
    e.kind === "explained" && e.spillParentAddress
      ? ` — spilled from ${e.spillParentAddress}`
      : null,
  );
  if (e.kind === "none") {
    root.replaceChildren(cellLine, h("p", { class: "empty-message" }, e.message));
    return;
  }
  root.replaceChildren(
    cellLine,
    h("p", { class: "formula" }, formulaCode(e.formula)),
    ...e.calls.map((c) => renderCall(c, e.formula, actions)),
  );
}

export function renderMessage(
  root: HTMLElement,
  message: string,
  kind: "info" | "problem" = "info",
): void {
  root.replaceChildren(
    h(
      "p",
      {
        class: kind === "problem" ? "problem" : "empty-message",
        role: kind === "problem" ? "alert" : "status",
      },
      message,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Office theme

export interface OfficeThemeColors {
  bodyBackgroundColor?: string;
  bodyForegroundColor?: string;
  controlBackgroundColor?: string;
  controlForegroundColor?: string;
}

type Rgb = [number, number, number];

function rgbOf(color: string): Rgb | null {
  const c = color.trim();
  const hex = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(c);
  if (hex) return [hex[1], hex[2], hex[3]].map((x) => parseInt(x, 16)) as Rgb;
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(c);
  return fn ? ([Number(fn[1]), Number(fn[2]), Number(fn[3])] as Rgb) : null;
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((x) => Math.round(x).toString(16).padStart(2, "0")).join("")}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const f = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function luminance(hex: string): number | null {
  const rgb = rgbOf(hex);
  return rgb ? relativeLuminance(rgb) : null;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number | null {
  const x = luminance(a);
  const y = luminance(b);
  if (x === null || y === null) return null;
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** WCAG AA for normal text. */
const AA = 4.5;

/**
 * `color` moved toward `toward` just far enough to read against `background` at AA (the theme's
 * foreground always does): the pane's muted, accent and status colours are chosen for white and
 * near-black bodies, and a grey Office theme would leave them below 4.5:1.
 */
export function readableOn(color: string, background: string, toward: string): string {
  const from = rgbOf(color);
  const to = rgbOf(toward);
  if (!from || !to) return color;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = hexOf(from.map((v, i) => v + (to[i] - v) * t) as Rgb);
    if ((contrastRatio(mixed, background) ?? 0) >= AA) return mixed;
  }
  return toward;
}

/** Applies the Office theme's colours as CSS variables; returns whether the theme is dark. */
export function applyOfficeTheme(root: HTMLElement, theme: OfficeThemeColors | undefined): boolean {
  if (!theme) return false;
  const safe = (c: string | undefined): string | undefined =>
    c && /^#?[0-9a-f]{6}$/i.test(c.trim())
      ? c.trim().startsWith("#")
        ? c.trim()
        : `#${c.trim()}`
      : undefined;
  const set = (name: string, value: string | undefined): void => {
    if (value) root.style.setProperty(name, value);
  };
  set("--body-bg", safe(theme.bodyBackgroundColor));
  set("--body-fg", safe(theme.bodyForegroundColor));
  set("--control-bg", safe(theme.controlBackgroundColor));
  set("--control-fg", safe(theme.controlForegroundColor));
  const bg = safe(theme.bodyBackgroundColor);
  const dark = bg ? (luminance(bg) ?? 1) < 0.3 : false;
  root.classList.toggle("dark", dark);
  const fg = safe(theme.bodyForegroundColor);
  if (bg && fg && typeof getComputedStyle === "function") {
    // The stylesheet's colours (light or dark set) against this theme's body.
    const styles = getComputedStyle(root);
    for (const name of ["--muted", "--accent", "--good", "--bad"]) {
      const current = styles.getPropertyValue(name).trim();
      if (current) root.style.setProperty(name, readableOn(current, bg, fg));
    }
    // Notes: body text on the note's own background.
    const note = styles.getPropertyValue("--note-bg").trim();
    if (note && (contrastRatio(fg, note) ?? AA) < AA) root.style.setProperty("--note-bg", bg);
    // Code: the theme's control colours, unless they are too close to read.
    const controlBg = safe(theme.controlBackgroundColor);
    const controlFg = safe(theme.controlForegroundColor);
    if (!controlBg || !controlFg || (contrastRatio(controlFg, controlBg) ?? 0) < AA) {
      root.style.setProperty("--control-bg", bg);
      root.style.setProperty("--control-fg", fg);
    }
  }
  return dark;
}
