/**
 * Renders the Compare screen (comparison.ts) into the pane, in the explanation's own pieces
 * (view.ts `h`, chart.ts, the same classes): first the sentence naming what made the difference
 * and the two amounts, then the waterfall from a to b, then the inputs and steps that differ; the
 * steps that are the same are folded away. All text goes in through `textContent`.
 */
import { renderChart } from "./chart";
import type { CellComparison, ComparedSide, StepChange } from "./comparison";
import { formulaCode, h } from "./view";

export interface CompareActions {
  /** Copies the comparison (plain text, then the bridge tab-separated). */
  copy(): void;
}

function sideFact(side: ComparedSide): HTMLElement {
  return h(
    "div",
    {},
    h("dt", {}, `${side.name}: ${side.place}`),
    h("dd", { class: "amount" }, side.amount),
  );
}

function renderChange(s: StepChange): HTMLElement {
  const tone = s.change?.startsWith("−") ? "bad" : s.change ? "on" : "off";
  return h(
    "li",
    { class: `step ${tone}`, "data-step": s.id },
    h(
      "div",
      { class: "step-head" },
      h("span", { class: "step-label" }, s.label),
      s.change
        ? h("span", { class: "amount" }, s.change)
        : h("span", { class: "badge off" }, "outcome only"),
    ),
    h("p", { class: "reason" }, `a: ${s.a}`),
    h("p", { class: "reason" }, `b: ${s.b}`),
    h(
      "p",
      { class: "cite" },
      s.source ? h("span", { class: `source source-${s.sourceKey}` }, s.source) : null,
      s.citation,
    ),
  );
}

/** A section of the screen: its title and count always shown, its body open or folded. */
function section(
  title: string,
  count: number,
  open: boolean,
  body: HTMLElement,
  extraClass?: string,
): HTMLElement {
  return h(
    "details",
    { class: `section${extraClass ? ` ${extraClass}` : ""}`, open },
    h(
      "summary",
      {},
      h("span", { class: "section-title" }, title),
      h("span", { class: "count" }, String(count)),
    ),
    body,
  );
}

export function renderComparison(
  root: HTMLElement,
  x: CellComparison,
  actions: CompareActions,
): void {
  if (x.kind === "refused") {
    root.replaceChildren(
      h("h2", { class: "compare-title" }, "Compare two cells"),
      h("p", { class: "problem", role: "alert" }, x.message),
    );
    return;
  }
  const copy = h(
    "button",
    { type: "button", class: "action", id: "copy-comparison" },
    "Copy comparison",
  );
  copy.addEventListener("click", () => actions.copy());
  root.replaceChildren(
    h(
      "article",
      { class: "call comparison", "aria-labelledby": "compare-title", "data-calc": x.calc },
      h(
        "header",
        { class: "call-head" },
        h("h2", { id: "compare-title" }, `Compare: ${x.headline}`),
        h(
          "p",
          { class: "result" },
          h("span", { class: "result-label" }, "b − a"),
          h("span", { class: "result-value" }, x.difference),
        ),
      ),
      h("p", { class: "decides" }, x.sentence),
      h("dl", { class: "facts" }, sideFact(x.a), sideFact(x.b)),
      x.chart ? renderChart(x.chart) : null,
      x.notes.map((n) => h("p", { class: "note" }, n)),
      section(
        "Inputs that differ",
        x.inputs.length,
        true,
        x.inputs.length === 0
          ? h("p", { class: "empty-message" }, "None: the same inputs on both sides.")
          : h(
              "ul",
              { class: "input-list" },
              x.inputs.map((i) =>
                h(
                  "li",
                  {},
                  h("span", { class: "input-name" }, i.name),
                  h("span", { class: "compare-values" }, `a ${i.a} → b ${i.b}`),
                ),
              ),
            ),
      ),
      section(
        "Steps that differ",
        x.steps.length,
        true,
        x.steps.length === 0
          ? h("p", { class: "empty-message" }, "None: every step decides alike.")
          : h("ol", { class: "steps" }, x.steps.map(renderChange)),
      ),
      x.years.length > 0
        ? section(
            "Compliance years that changed",
            x.years.length,
            true,
            h(
              "ul",
              { class: "input-list" },
              x.years.map((y) => h("li", {}, y)),
            ),
          )
        : null,
      // The steps alike on both sides, folded away.
      x.same.length > 0
        ? section(
            "Steps the same on both sides",
            x.same.length,
            false,
            h(
              "ul",
              { class: "input-list" },
              x.same.map((s) =>
                h(
                  "li",
                  {},
                  h("span", { class: "input-name" }, s.label),
                  ` ${s.status}${s.amount ? ` ${s.amount}` : ""}`,
                  h("span", { class: "cite-line" }, s.citation),
                ),
              ),
            ),
            "same",
          )
        : null,
      h(
        "details",
        { class: "inputs" },
        h("summary", {}, "Formulas"),
        h(
          "ul",
          { class: "arg-list" },
          [x.a, x.b].map((side) =>
            h(
              "li",
              {},
              h("span", { class: "input-name" }, `${side.name}: ${side.place}`),
              " ",
              formulaCode(side.formula),
            ),
          ),
        ),
      ),
      copy,
    ),
  );
}
