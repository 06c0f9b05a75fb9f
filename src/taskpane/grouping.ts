/**
 * A trace grouped the way the statute builds the number (in the sections and with the kinds
 * the core gives each step), each step with its outcome in its kind's words, its citation, our
 * plain-language summary of the subsection and the statute's own words.
 */
import { SOURCE_WORDS, type TraceStepJson } from "../core/trace";
import { signedMoney } from "./format";
import { statuteFor } from "./statute";
import { OUTCOME_WORDS, groupTitle, type StepKind } from "./stepKinds";
import { summaryFor } from "./summaries";
import type { Section, StepView } from "./viewTypes";

export function isTrace(value: unknown): value is TraceStepJson[] {
  return Array.isArray(value) && value.every((s) => s && typeof s === "object" && "citation" in s);
}

/** The outcome words and tone of a step, by its kind. */
function outcome(kind: StepKind, s: TraceStepJson): { status: string; tone: StepView["tone"] } {
  const words = OUTCOME_WORDS[kind];
  if (!s.applied) return { status: words.not, tone: kind === "test" ? "on" : "off" };
  if (kind === "test") {
    // A wind year with no employment given is pending, not failed (its reason says so).
    return /: pending\b/.test(s.reason)
      ? { status: "pending", tone: "off" }
      : { status: words.applied, tone: "bad" };
  }
  if (kind === "reduction" && /no tax credit|no credit/.test(s.reason)) {
    return { status: "no credit", tone: "bad" };
  }
  // A share that takes nothing (a new job's 100%, s.75 f.(1)) applies; it does not reduce.
  if (kind === "reduction" && (s.amount === null || /^-?0(\.0+)?$/.test(s.amount))) {
    return { status: "applies", tone: "on" };
  }
  const negative = s.amount !== null && s.amount.startsWith("-");
  return { status: words.applied, tone: negative ? "bad" : "on" };
}

export function stepView(s: TraceStepJson): StepView {
  const kind = s.kind;
  const summary = summaryFor(s.citation);
  return {
    id: s.id,
    citation: s.citation,
    // An older result (a workbook's saved JSON) has no source: its citations were the statute's.
    source: SOURCE_WORDS[s.source ?? "statute"],
    sourceKey: s.source ?? "statute",
    label: s.label,
    applied: s.applied,
    kind,
    ...outcome(kind, s),
    amount: signedMoney(s.amount),
    reason: s.reason,
    summary: summary
      ? { title: summary.title, text: summary.text, subsection: summary.subsection }
      : null,
    statute: statuteFor(s.citation),
  };
}

/** "2 of 18 applied", "5 of 6 met", "binds" — what a section's steps came to. */
function countOf(steps: readonly StepView[]): string {
  const kinds = new Set(steps.map((s) => s.kind));
  if (kinds.size === 1 && kinds.has("test")) {
    const met = steps.filter((s) => s.status === "met").length;
    return `${met} of ${steps.length} met`;
  }
  if (steps.length === 1) return steps[0].status;
  const applied = steps.filter((s) => s.applied).length;
  return `${applied} of ${steps.length} applied`;
}

export function groupTrace(trace: readonly TraceStepJson[]): Section[] {
  const sections: Section[] = [];
  const byTitle = new Map<string, Section>();
  for (const s of trace) {
    const title = groupTitle(s.group);
    let section = byTitle.get(title);
    if (!section) {
      section = { title, count: "", steps: [] };
      byTitle.set(title, section);
      sections.push(section);
    }
    section.steps.push(stepView(s));
  }
  for (const section of sections) section.count = countOf(section.steps);
  return sections;
}
