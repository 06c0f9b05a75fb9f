/**
 * Runs every golden scenario under test/golden/<credit>/ through the machine interface's path.
 */
import { CREDITS, loadGolden } from "./load";
import { assertScenario } from "./run";

for (const credit of CREDITS) {
  describe(`golden ${credit}`, () => {
    for (const { file, scenario } of loadGolden([credit])) {
      test(`${file}: ${scenario.title}`, () => assertScenario(scenario));
    }
  });
}
