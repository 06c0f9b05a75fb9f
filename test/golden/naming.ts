/**
 * The golden naming scheme: a scenario file is named `<slug>-<topic>.ts`, where the slug is the
 * step id (the subsection) the scenario is about, or `input` for how inputs are read and refused.
 * See test/golden/README.md.
 */

/**
 * The file-name slug of a step id: the subsection without its punctuation, lower case
 * ("c.(1)(e)" → "c1e", "d.(2)" → "d2", "e." → "e", "a.(2)(b)" → "a2b"); the authority's rules
 * by their number within N.J.A.C. 19:31S ("19:31S-1.9" → "njac-1-9", "19:31S-1.12(b)" →
 * "njac-1-12b"). A step id's tag ("a.(1) cap", "f.(2) year 2") is not part of the slug.
 */
export function stepSlug(id: string): string {
  const subsection = id.split(" ")[0];
  const njac = /^19:31S-(.*)$/.exec(subsection);
  if (njac) return `njac-${njac[1].replace(/\./g, "-").replace(/[()]/g, "")}`;
  return subsection.replace(/[.()]/g, "").toLowerCase();
}

/** The subsection one level up: "c.(1)(e)" → "c.(1)", "c.(1)" → "c.", "c." → null. */
export function parentId(id: string): string | null {
  const m = /^(.*)\([^()]*\)$/.exec(id.split(" ")[0]);
  if (m === null) return null;
  return m[1];
}

/** Every `id` string in a rules module's exports, however deep (rule(...) entries included). */
export function idsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, found);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === "id" && typeof v === "string") found.add(v);
      else idsIn(v, found);
    }
  }
  return found;
}

/** The slugs a golden file of a credit may start with: each id, each parent, and "input". */
export function allowedSlugs(ids: Iterable<string>): Set<string> {
  const slugs = new Set<string>(["input"]);
  for (const id of ids) {
    for (let at: string | null = id; at !== null; at = parentId(at)) slugs.add(stepSlug(at));
  }
  return slugs;
}
