/**
 * Shared browser-test helper: every Content-Security-Policy violation a page meets, in every
 * frame (the `securitypolicyviolation` event, and console messages about the policy), collected
 * into one list the test asserts is empty. Call before the page navigates.
 */
import type { Page } from "playwright-core";

export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} in ${document.URL}`,
      ),
    );
  });
  page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text()))
      violations.push(`console: ${msg.text()}`);
  });
  return violations;
}
