/**
 * The old home of the commands' shared machinery, now split by job: args.ts (flags and
 * parsing), help.ts (--help text), table.ts (tables), run.ts (running a command). Only batch.ts
 * still imports from here, while its CSV reading is being changed on another branch; once that
 * lands, batch.ts imports from the files above and this file goes.
 */
export type { EvalOutput as EvalOutputLike } from "../core";
export { UsageError, parseArgs, type FlagSpec } from "./args";
export { renderHelp } from "./help";
export { EXIT_INPUT, EXIT_OK, usageFailure, write } from "./run";
export { count } from "./table";
