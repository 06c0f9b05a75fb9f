/** One figure a benchmark reports. */
export interface BenchResult {
  /** What was measured ("emerge per-job with trace"). */
  name: string;
  /** The figure. */
  value: number;
  /** Its unit ("evals/s", "ms", "KB", "×"). */
  unit: string;
  /** The target it is held to, for the reader ("< 100 ms"), if any. */
  target?: string;
  /** Whether the target is met, if there is one. */
  met?: boolean;
}
