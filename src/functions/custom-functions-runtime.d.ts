/**
 * The part of Excel's custom functions runtime (the `CustomFunctions` global that office.js and
 * the shared runtime provide) this add-in uses. Declared here instead of pulling in
 * @types/custom-functions-runtime: these few members are all we touch.
 */
declare namespace CustomFunctions {
  /** An error a function returns: Excel shows the code in the cell and the message on hover. */
  class Error {
    constructor(errorCode: ErrorCode, errorMessage?: string);
    code: ErrorCode;
    message?: string;
  }

  /** Excel's error values. Custom messages show only for #VALUE! and #N/A. */
  enum ErrorCode {
    invalidValue = "#VALUE!",
    notAvailable = "#N/A",
    divisionByZero = "#DIV/0!",
    invalidNumber = "#NUM!",
    nullReference = "#NULL!",
    invalidName = "#NAME?",
    invalidReference = "#REF!",
  }

  /**
   * What Excel passes as the last argument of a `@cancelable` function: it calls `onCanceled`
   * when the result is no longer wanted (the formula is edited or deleted, or recalculated).
   */
  interface CancelableInvocation {
    onCanceled?: () => void;
  }

  /** Binds a function id of functions.json to its JavaScript function. */
  function associate(id: string, functionObject: (...args: never[]) => unknown): void;
}
