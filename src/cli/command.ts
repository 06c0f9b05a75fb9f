/**
 * A command of the `njcredit` command line. Each people's command (perjob, annual, schedule,
 * wind, batch) and the machine interface (eval) is one module exporting a Command; main.ts
 * dispatches on the first argument.
 */
export interface CommandIO {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export interface Command {
  /** What the user types: `njcredit <name>`. */
  name: string;
  /** One line for the command list. */
  summary: string;
  /** The full `--help` text. */
  help: string;
  /** Runs the command; resolves to the process exit code. */
  run(args: string[], io: CommandIO): Promise<number>;
}
