/**
 * The rules' words: each rule's law and plain-language summary, looked up by the rule's key, and
 * the subsection summaries written from them. What the pane, the help page and the tests read;
 * the Excel functions never import it (a test checks their imports stop short of this folder).
 */
export type { Law } from "./annotation";
export { ANNOTATIONS, lawOf, summaryText } from "./lookup";
export { renderSummary, sentencesOf, summaryOf, type SubsectionSummary } from "./subsections";
