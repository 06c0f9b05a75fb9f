/**
 * A stub of Excel's `CustomFunctions` global, installed before the functions run: Error keeps
 * the code and message so tests can assert on the exact #VALUE! text.
 */
export class StubCustomFunctionsError {
  constructor(
    public code: string,
    public message?: string,
  ) {}
}

export function installCustomFunctionsStub(): void {
  (globalThis as unknown as { CustomFunctions: unknown }).CustomFunctions = {
    Error: StubCustomFunctionsError,
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
    associate: () => undefined,
  };
}

/** The #VALUE! a function throws, as {code, message}; fails if it returns instead. */
export function thrown(fn: () => unknown): { code: string; message: string } {
  try {
    const value = fn();
    throw new Error(`expected an error, got ${JSON.stringify(value)}`);
  } catch (err) {
    if (!(err instanceof StubCustomFunctionsError)) throw err;
    return { code: err.code, message: err.message ?? "" };
  }
}

/** The #VALUE! a Promise-returning function rejects with, as {code, message}; fails if it resolves. */
export async function rejected(promise: unknown): Promise<{ code: string; message: string }> {
  let value: unknown;
  try {
    value = await promise;
  } catch (err) {
    if (!(err instanceof StubCustomFunctionsError)) throw err;
    return { code: err.code, message: err.message ?? "" };
  }
  throw new Error(`expected an error, got ${JSON.stringify(value)}`);
}
