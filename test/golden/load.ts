/**
 * The golden scenarios on disk, in a fixed order: every *.ts file under test/golden/<credit>/.
 * The golden runner, the rules-coverage test and the layer tests all read them from here.
 */
import * as fs from "fs";
import * as path from "path";
import type { Scenario } from "./scenario";

export const CREDITS = ["emerge", "wind"] as const;
export type Credit = (typeof CREDITS)[number];

export interface GoldenFile {
  credit: Credit;
  /** The file name, e.g. "c1e-small-business.ts". */
  file: string;
  scenario: Scenario;
}

export function goldenFiles(credit: Credit): string[] {
  const dir = path.join(__dirname, credit);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".ts"))
        .sort()
    : [];
}

export function loadGolden(credits: readonly Credit[] = CREDITS): GoldenFile[] {
  const all: GoldenFile[] = [];
  for (const credit of credits) {
    for (const file of goldenFiles(credit)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const scenario: Scenario = require(path.join(__dirname, credit, file)).default;
      all.push({ credit, file, scenario });
    }
  }
  return all;
}
