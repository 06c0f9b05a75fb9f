/**
 * A rule is one statutory (or regulatory) number with where it comes from. The rules tables hold
 * every amount, threshold and cap once; the calculation code holds none (design.md).
 */
import { Decimal } from "../decimal";

export interface Rule {
  /** The subsection, as the law numbers it ("c.(1)(b)"). */
  id: string;
  /** What the number is, in the law's words. */
  label: string;
  /** The value, exact. */
  value: Decimal;
  /** "USD", "USD per job per year", "ratio", "jobs", … */
  unit: string;
}

export function rule(id: string, label: string, value: string, unit: string): Rule {
  return { id, label, value: new Decimal(value), unit };
}
