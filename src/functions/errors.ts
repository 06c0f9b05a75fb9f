/**
 * Errors as cells: an InputError becomes `#VALUE!` with a message naming the input (Excel shows
 * custom messages only for #VALUE! and #N/A); nothing else is ever turned into a number.
 */
// ts-loader compiles only the files the bundle imports, so the runtime's global typings
// (@types/custom-functions-runtime) are referenced here.
/// <reference types="custom-functions-runtime" />
import { InputError, internalErrorMessage } from "../core";

/** The message of a `#VALUE!`: the input first, then what is wrong with it. */
export function errorMessage(input: string | null, message: string): string {
  if (input === null || message.replace(/^"/, "").toLowerCase().startsWith(input.toLowerCase()))
    return message;
  return `${input}: ${message}`;
}

export function valueError(input: string | null, message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(
    CustomFunctions.ErrorCode.invalidValue,
    errorMessage(input, message),
  );
}

/** Runs a function body; an InputError (or any fault) becomes a thrown #VALUE!, never a number. */
export function cell<T>(body: () => T): T {
  try {
    return body();
  } catch (err) {
    throw cellError(err);
  }
}

/** `cell` for a body that answers later: its rejection becomes the #VALUE! the same way. */
export function cellAsync<T>(body: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => resolve(body())).catch((err: unknown) => {
    throw cellError(err);
  });
}

function cellError(err: unknown): CustomFunctions.Error {
  if (err instanceof CustomFunctions.Error) return err;
  if (err instanceof InputError) return valueError(err.input, err.message);
  return valueError(null, internalErrorMessage(err));
}
