/**
 * Shared browser-test helper (owned by the functions work; the task-pane tests may reuse it):
 * Debian's Chromium (/usr/bin/chromium, `apt-get install -y chromium`; never a downloaded
 * browser), headless, through playwright-core.
 */
import * as fs from "fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Fails fast, with what to install, when Debian's Chromium is missing. */
export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does`,
    );
  }
}

/** Chromium with CHROMIUM_ARGS, and `extra` after them (a later switch of a name wins). */
export async function launchChromium(extra: readonly string[] = []): Promise<Browser> {
  requireChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extra],
    headless: true,
  });
}
