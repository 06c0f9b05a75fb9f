/**
 * What every explanation the add-in writes carries: the add-in's version (package.json, bundled
 * at build) and the date its rules are as of; and the mark that tells a sheet the add-in wrote
 * (an audit or explanation sheet), which the audit never audits.
 */
import packageJson from "../../package.json";
import { LAW_AS_OF } from "../core/rules/asOf";

export const ADDIN_VERSION: string = packageJson.version;
export { LAW_AS_OF };

/** Cell A2 of every sheet the add-in writes starts with this. */
export const ADDIN_SHEET_MARK = "Written by the njcredit add-in";

/** The sheets' names start with one of these (an earlier audit is replaced, never audited). */
export const ADDIN_SHEET_PREFIXES = ["NJ credit audit", "NJ explanation"] as const;

/** "Written by the njcredit add-in 0.1.0; rules as of 2026-01-01" */
export function aboutLine(): string {
  return `${ADDIN_SHEET_MARK} ${ADDIN_VERSION}; law as of ${LAW_AS_OF}`;
}

/** Whether a sheet is one the add-in wrote: by its name, or by the mark in A2. */
export function isAddinSheet(name: string, a2: unknown): boolean {
  const lower = name.toLowerCase();
  if (ADDIN_SHEET_PREFIXES.some((p) => lower.startsWith(p.toLowerCase()))) return true;
  return typeof a2 === "string" && a2.startsWith(ADDIN_SHEET_MARK);
}
