/**
 * Runs a people's command in-process with fake streams, as main.ts would, and collects what it
 * printed. `tty` makes stdout/stderr claim to be a terminal of that many columns.
 */
import { Readable, Writable } from "stream";
import type { Command } from "../../src/cli/command";

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function collector(tty?: number): Writable & { text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  if (tty !== undefined) Object.assign(stream, { isTTY: true, columns: tty });
  return Object.assign(stream, { text: () => chunks.join("") });
}

export async function run(
  command: Command,
  args: string[],
  options: { stdin?: string; tty?: number } = {},
): Promise<Ran> {
  const stdout = collector(options.tty);
  const stderr = collector(options.tty);
  const stdin = Readable.from(
    options.stdin === undefined ? [] : [Buffer.from(options.stdin, "utf8")],
  );
  const code = await command.run(args, { stdin, stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The printed lines that start with a trace step id (the explanation table's rows). */
export function stepLine(output: string, id: string): string {
  const line = output.split("\n").find((l) => l.startsWith(id + " "));
  if (line === undefined) throw new Error(`no explanation row for ${id} in:\n${output}`);
  return line.replace(/\s+/g, " ");
}
