/** Each rule's law and plain-language summary, looked up by the rule's key. */
import type { Decimal } from "../../decimal";
import type { DateRule, Rule } from "../types";
import type { Annotation, Law } from "./annotation";
import { EMERGE_ANNOTATIONS } from "./emerge";
import { MINIMUM_WAGE_ANNOTATIONS } from "./minimumWage";
import { WIND_ANNOTATIONS } from "./wind";

/** Every annotation, by rule key. */
export const ANNOTATIONS: ReadonlyMap<string, Annotation<never>> = new Map([
  ...EMERGE_ANNOTATIONS,
  ...WIND_ANNOTATIONS,
  ...MINIMUM_WAGE_ANNOTATIONS,
]);

function annotationOf(r: Rule | DateRule): Annotation<never> {
  const a = ANNOTATIONS.get(r.key);
  if (!a) throw new Error(`${r.key} has no law and summary in src/core/rules/law`);
  return a;
}

/** The statute's sentence(s) the rule implements, or where its number comes from. */
export function lawOf(r: Rule | DateRule): Law {
  return annotationOf(r).law;
}

/** The rule's plain-language sentence, over its own value or the one given. */
export function summaryText(r: Rule, value?: Decimal): string;
export function summaryText(d: DateRule, value?: string): string;
export function summaryText(r: Rule | DateRule, value?: Decimal | string): string {
  const summary = annotationOf(r).summary as (v: Decimal | string) => string;
  return summary(value ?? r.value);
}
