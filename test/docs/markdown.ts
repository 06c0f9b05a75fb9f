/**
 * What the docs tests need to read from the repository's own files: the header of a statute file
 * under docs/law/, and the relative links of a Markdown document (with the anchors its headings
 * define, as GitHub names them). Small on purpose: it reads only what our documents use.
 */
import { createHash } from "crypto";

/** A statute file split into its header fields and the statute text, byte for byte. */
export interface LawFile {
  fields: Map<string, string>;
  /** Everything after the header's closing `---` line and the one blank line after it. */
  text: Buffer;
}

const OPEN = "---\n";
const CLOSE = "\n---\n\n";

/**
 * Splits `---\nkey: value\n…\n---\n\n<text>`. The text is kept as bytes, so a test compares
 * exactly what is on disk (a changed quote, an added newline, a CRLF all count).
 */
export function parseLawFile(bytes: Buffer): LawFile {
  if (!bytes.subarray(0, OPEN.length).equals(Buffer.from(OPEN))) {
    throw new Error('a law file must start with a "---" line that opens its header');
  }
  const end = bytes.indexOf(CLOSE, OPEN.length - 1);
  if (end < 0) throw new Error('the header must end with a "---" line and one blank line');
  const fields = new Map<string, string>();
  for (const line of bytes.subarray(OPEN.length, end).toString("utf8").split("\n")) {
    const m = /^([a-z0-9 ]+): (.+)$/.exec(line);
    if (!m) throw new Error(`header line is not "name: value": ${JSON.stringify(line)}`);
    if (fields.has(m[1])) throw new Error(`header field "${m[1]}" is given twice`);
    fields.set(m[1], m[2]);
  }
  return { fields, text: bytes.subarray(end + CLOSE.length) };
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A link found in a Markdown document, with its 1-based line for the failure message. */
export interface Link {
  target: string;
  line: number;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const INLINE = /!?\[[^\]]*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;

/** Lines outside fenced code blocks, with code spans blanked (a link inside code is not a link). */
function proseLines(markdown: string): { text: string; raw: string; line: number }[] {
  const out: { text: string; raw: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split(/\r?\n/).forEach((text, i) => {
    const m = FENCE.exec(text);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
      return;
    }
    if (m) {
      fence = m[1];
      return;
    }
    out.push({ text: text.replace(/(`+)[^`]*?\1/g, "``"), raw: text, line: i + 1 });
  });
  return out;
}

/** Every inline link, image and reference definition target of a Markdown document. */
export function markdownLinks(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const m of text.matchAll(INLINE)) links.push({ target: unwrap(m[1]), line });
    const d = DEFINITION.exec(text);
    if (d) links.push({ target: unwrap(d[1]), line });
  }
  return links;
}

function unwrap(target: string): string {
  return target.startsWith("<") && target.endsWith(">") ? target.slice(1, -1) : target;
}

/** A link to somewhere else (`https:`, `mailto:`, `//host`) rather than into the repository. */
export function isAbsolute(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}

/**
 * The anchors a Markdown document's headings define, as GitHub derives them: the heading's
 * text without its markup, lower-cased, punctuation dropped, spaces to hyphens; a repeated
 * heading gets -1, -2, …. Explicit `id="…"` / `name="…"` anchors count too.
 */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text, raw } of proseLines(markdown)) {
    for (const m of text.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
    // The raw line: a heading's code spans are part of its anchor ("`npx njcredit eval`").
    const h = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (!h) continue;
    const base = slug(h[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}
