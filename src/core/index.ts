/**
 * The calculation core's front door: one function per calculation, and `evaluate`, which takes
 * a calculation name and raw inputs and returns the machine-interface JSON (interface.md 1.1).
 * The CLI, the Excel functions and the task pane all call through here.
 */
export { InputError } from "./inputs";
export type { RawInputs } from "./inputs";
