/**
 * `njcredit`: the command line over the calculation core. The first argument names the command;
 * each command parses its own flags and prints its own `--help`.
 */
import { closestName } from "../core/names";
import annualCommand from "./annual";
import batchCommand from "./batch";
import { compareCommand } from "./compare";
import type { Command, CommandIO } from "./command";
import { evalCommand } from "./eval";
import perjobCommand from "./perjob";
import scheduleCommand from "./schedule";
import windCommand from "./wind";

export const commands: Command[] = [
  evalCommand,
  perjobCommand,
  annualCommand,
  scheduleCommand,
  windCommand,
  batchCommand,
  compareCommand,
];

export function usage(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return `Usage: njcredit <command> [options]

New Jersey business tax credits, computed exactly with every step cited:
the Emerge program per-job credit (P.L.2020, c.156, s.75) and the wind energy facility
credit (P.L.2010, c.57, s.6).

Commands:
${lines.join("\n")}

Run "njcredit <command> --help" for a command's options and an example.
`;
}

export async function runCli(args: string[], io: CommandIO): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout.write(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    io.stdout.write(`${require("../../package.json").version}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const suggestion = closestName(
      name,
      commands.map((c) => c.name),
    );
    io.stderr.write(
      `njcredit: unknown command "${name}"${suggestion ? `; did you mean ${suggestion}?` : ""}\n\n${usage()}`,
    );
    return 2;
  }
  return command.run(rest, io);
}

/** The entry point bin/njcredit.js calls. */
export function main(args: string[]): void {
  // A reader that stops early (`njcredit batch big.csv | head`) is not an error of ours.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
  runCli(args, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(
        `njcredit: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
