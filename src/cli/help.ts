/**
 * `--help` text: usage, what the command does, every flag with its values, examples.
 */
import type { FlagSpec } from "./args";
import { textWidth, wrapText } from "./table";

export interface HelpSpec {
  usage: string;
  summary: string;
  /** Paragraphs after the summary. */
  notes?: string[];
  flags: readonly FlagSpec[];
  examples: string[];
}

/** Help is written for an 100-column terminal (and reads fine in an 80-column one, mostly). */
const HELP_WIDTH = 100;

/** `--help` text: usage, what the command does, every flag with its values, examples. */
export function renderHelp(spec: HelpSpec): string {
  const entries = spec.flags.map((f) => {
    const names =
      f.type === "bool"
        ? f.input
          ? `--${f.flag}, --no-${f.flag}`
          : `--${f.flag}`
        : `--${f.flag} ${f.hint ?? "<value>"}`;
    return [names, f.description] as const;
  });
  entries.push(["-h, --help", "show this help"]);
  const nameWidth = Math.min(40, Math.max(...entries.map(([n]) => textWidth(n))));
  const indent = " ".repeat(2 + nameWidth + 2);
  const flagLines = entries.map(([names, description]) => {
    const text = wrapText(description, HELP_WIDTH - indent.length);
    const first =
      textWidth(names) > nameWidth
        ? [`  ${names}`, indent + text[0]]
        : [`  ${names.padEnd(nameWidth)}  ${text[0]}`];
    return [...first, ...text.slice(1).map((l) => indent + l)].join("\n");
  });
  const paragraph = (p: string) => wrapText(p, HELP_WIDTH).join("\n");
  return [
    `Usage: ${spec.usage}`,
    "",
    paragraph(spec.summary),
    ...(spec.notes ?? []).flatMap((p) => ["", paragraph(p)]),
    "",
    "Flags:",
    ...flagLines,
    "",
    spec.examples.length > 1 ? "Examples:" : "Example:",
    ...spec.examples.map((e) => `  ${e}`),
    "",
  ].join("\n");
}
