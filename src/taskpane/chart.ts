/**
 * Draws a story's chart (story.ts) as inline SVG: no library, no network, colours from the
 * pane's theme variables through classes (taskpane.html), never inline styles. Bars run across
 * (a row each, label above its bar) so the chart reads at 320 px. The SVG is role="img" with a
 * <title> and <desc> that say in words what the bars show; a table of the same figures follows
 * it for a screen reader or a copy.
 */
import { Decimal } from "../core/decimal";
import { money } from "./format";
import type { ChartModel, Segment } from "./story";

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 300;
const ROW = 30;
const BAR = 11;
/** A label's line height, and the width of one character of the 10 px labels, generously. */
const LINE = 12;
const CHAR = 5.6;

function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * A label in lines that fit beside its amount (`beside` characters at the right), broken between
 * words: a reviewer reads the whole step ("c.(1)(h) engaged primarily in a targeted industry"),
 * never a label cut short. A word longer than a line stays whole on its own line.
 */
function labelLines(label: string, beside: number): string[] {
  const room = Math.max(12, Math.floor((WIDTH - 8) / CHAR) - beside);
  const lines: string[] = [];
  let line = "";
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** The label's text element, a tspan a line, its first baseline at `y`. */
function labelText(label: string, beside: number, y: number): { text: SVGElement; lines: number } {
  const lines = labelLines(label, beside);
  const text = svg("text", { x: 0, y, class: "chart-label" });
  lines.forEach((line, n) => text.append(svg("tspan", { x: 0, dy: n === 0 ? 0 : LINE }, line)));
  return { text, lines: lines.length };
}

/** The chart's figures in words, one line each (the SVG's <desc>, and the copied text). */
export function chartLines(model: ChartModel): string[] {
  if (model.type === "waterfall") {
    return [
      ...model.bars.map((b) => `${b.label}: ${b.role === "total" ? money(b.to) : signed(b.value)}`),
      ...(model.line ? [model.line.label] : []),
    ];
  }
  return [
    ...model.years.map(
      (y) =>
        `${y.label}: ${y.status}; ${y.segments.map((s) => `${s.label} ${money(s.value)}`).join(", ")}`,
    ),
    `${model.total.label} = ${model.total.segments.map((s) => `${s.label} ${money(s.value)}`).join(" + ")}`,
  ];
}

function signed(value: string): string {
  const d = new Decimal(value);
  return d.isNegative() ? money(value) : `+${money(value)}`;
}

let charts = 0;

export function renderChart(model: ChartModel): HTMLElement {
  const id = `chart-${++charts}`;
  const lines = chartLines(model);
  const root =
    model.type === "waterfall"
      ? waterfall(model)
      : years(model as Extract<ChartModel, { type: "years" }>);
  root.setAttribute("role", "img");
  root.setAttribute("aria-labelledby", `${id}-title ${id}-desc`);
  root.prepend(
    svg("desc", { id: `${id}-desc` }, lines.join(". ")),
    svg("title", { id: `${id}-title` }, model.title),
  );
  const figure = document.createElement("figure");
  figure.className = "chart";
  figure.setAttribute("data-chart", model.type);
  figure.append(root);
  return figure;
}

function waterfall(model: Extract<ChartModel, { type: "waterfall" }>): SVGElement {
  const values = model.bars.flatMap((b) => [new Decimal(b.from), new Decimal(b.to)]);
  if (model.line) values.push(new Decimal(model.line.at));
  // A comparison's bridge can pass below zero on its way from a to b (a bonus lost before a
  // smaller reduction is counted): the scale runs from the lowest point, or zero, to the highest.
  const max = Decimal.max(new Decimal(1), ...values).toNumber();
  const min = Decimal.min(new Decimal(0), ...values).toNumber();
  const x = (v: string): number => ((new Decimal(v).toNumber() - min) / (max - min)) * WIDTH;
  const root = svg("svg", { class: "chart-svg", width: "100%" });
  // Each bar's band: the limit line, drawn first (behind the bars), is dashed through these only,
  // so it never crosses a label or an amount (their halo, taskpane.html, is a second guard).
  const bands: [number, number][] = [];
  let top = 0;
  for (const b of model.bars) {
    const amount = b.role === "total" ? money(b.to) : signed(b.value);
    const label = labelText(b.label, amount.length + 2, top + 11);
    const barTop = top + 4 + label.lines * LINE;
    const a = x(b.from);
    const z = x(b.to);
    const g = svg("g", { class: `bar bar-${b.role}` });
    g.append(
      label.text,
      svg("text", { x: WIDTH, y: top + 11, class: "chart-value", "text-anchor": "end" }, amount),
      svg("rect", {
        x: Math.min(a, z),
        y: barTop,
        width: Math.max(1, Math.abs(z - a)),
        height: BAR,
        class: "chart-bar",
      }),
    );
    root.append(g);
    bands.push([barTop - 3, barTop + BAR + 3]);
    top = barTop + BAR + 5;
  }
  let height = top + 4;
  if (model.line) {
    const at = x(model.line.at);
    const path = bands.map(([from, to]) => `M${at} ${from}V${to}`).join("");
    root.prepend(svg("path", { d: path, class: "chart-line" }));
    const limit = labelText(model.line.label, 0, top + 11);
    limit.text.setAttribute("x", String(Math.min(at, WIDTH)));
    limit.text.setAttribute("text-anchor", at > WIDTH / 2 ? "end" : "start");
    for (const span of limit.text.querySelectorAll("tspan"))
      span.setAttribute("x", String(Math.min(at, WIDTH)));
    root.append(limit.text);
    height = top + 4 + limit.lines * LINE;
  }
  root.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
  return root;
}

function stacked(
  root: SVGElement,
  top: number,
  segments: Segment[],
  scale: number,
  label: string,
  right: string,
): void {
  root.append(
    labelText(label, right.length + 2, top + 11).text,
    svg("text", { x: WIDTH, y: top + 11, class: "chart-value", "text-anchor": "end" }, right),
  );
  let at = 0;
  for (const s of segments) {
    const w = new Decimal(s.value).toNumber() * scale;
    if (w <= 0) continue;
    root.append(
      svg("rect", {
        x: at,
        y: top + 15,
        width: Math.max(1, w),
        height: BAR,
        class: `chart-bar seg-${s.role}`,
      }),
    );
    at += w;
  }
}

function years(model: Extract<ChartModel, { type: "years" }>): SVGElement {
  const rows = model.years.length + 2;
  const height = rows * ROW + 16;
  const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${height}`, class: "chart-svg", width: "100%" });
  const most = Decimal.max(
    new Decimal(1),
    ...model.years.map((y) => new Decimal(y.scheduled)),
  ).toNumber();
  model.years.forEach((y, i) => {
    const allowed = y.segments.find((s) => s.role === "allowed")?.value ?? "0";
    stacked(root, i * ROW, y.segments, WIDTH / most, `${y.label}: ${y.status}`, money(allowed));
  });
  const top = (model.years.length + 0.5) * ROW;
  stacked(
    root,
    top,
    model.total.segments,
    WIDTH / Math.max(1, new Decimal(model.total.value).toNumber()),
    model.total.label,
    "reconciled",
  );
  // A legend: the segments' colours in words.
  let x = 0;
  let legendTop = top + ROW + 14;
  for (const s of model.total.segments) {
    const width = 14 + s.label.length * 5;
    if (x > 0 && x + width > WIDTH) {
      x = 0;
      legendTop += 13;
    }
    root.append(
      svg("rect", { x, y: legendTop - 8, width: 8, height: 8, class: `chart-bar seg-${s.role}` }),
    );
    root.append(svg("text", { x: x + 10, y: legendTop, class: "chart-legend" }, s.label));
    x += width;
  }
  root.setAttribute("viewBox", `0 0 ${WIDTH} ${legendTop + 6}`);
  return root;
}
