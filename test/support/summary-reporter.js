/**
 * A last line in the plain form CI tools read in any language ("jest: N passed, N failed"),
 * after jest's own summary, so a run's outcome is unambiguous in the log.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const suiteErrors = results.numRuntimeErrorTestSuites;
    const failed = results.numFailedTests + suiteErrors;
    process.stdout.write(
      `jest: ${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`,
    );
  }
}

module.exports = SummaryReporter;
