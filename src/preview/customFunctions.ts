/**
 * The `CustomFunctions` global Excel gives a custom functions runtime, for a plain browser
 * window: `associate` records each function the built functions.js registers (the metadata
 * plugin appends one `CustomFunctions.associate("NJCREDIT.PERJOB", perJob)` per function), and
 * `Error` carries the code and message a cell shows.
 */
export const ERROR_CODES = {
  invalidValue: "#VALUE!",
  notAvailable: "#N/A",
  divisionByZero: "#DIV/0!",
  invalidNumber: "#NUM!",
  nullReference: "#NULL!",
  invalidName: "#NAME?",
  invalidReference: "#REF!",
} as const;

export type Associate = (id: string, fn: (...args: unknown[]) => unknown) => void;

export function makeCustomFunctionsGlobal(associate: Associate): unknown {
  class CustomFunctionsError extends Error {
    constructor(
      public code: string,
      message?: string,
    ) {
      super(message ?? "");
      this.name = "CustomFunctions.Error";
    }
  }
  return { Error: CustomFunctionsError, ErrorCode: { ...ERROR_CODES }, associate };
}

/**
 * A function as Excel calls it: every declared argument (the calculator passes functions.json's
 * parameters), then a CancelableInvocation, which the `@cancelable` GRID functions take last
 * (the others ignore it); the result may be a Promise, which the calculator awaits. The preview
 * recalculates one formula at a time and never cancels one, so `onCanceled` is never called.
 */
export function withInvocation(
  fn: (...args: unknown[]) => unknown,
): (...args: unknown[]) => unknown {
  return (...args) => fn(...args, { onCanceled: undefined });
}

/** Installs the global on `win`; returns the functions registered so far (and later). */
export function installCustomFunctions(win: Window, associate: Associate = () => undefined): void {
  (win as unknown as { CustomFunctions: unknown }).CustomFunctions = makeCustomFunctionsGlobal(
    (id, fn) => associate(id, withInvocation(fn)),
  );
}
