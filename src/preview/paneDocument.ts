/**
 * The task pane's own page (taskpane.html) made ready for the preview frame: office.js (which
 * would load from Microsoft's CDN and take over the `Office` global) is removed, and a first
 * script installs the preview's stand-in `Office`, `Excel` and `CustomFunctions` from the parent
 * page before the pane's own scripts (functions.js, taskpane.js) run.
 */
export const INSTALL_SCRIPT = "<script>parent.__njcreditPreview.install(window);</script>";

/** Any office.js script tag, quoted or not (the production build minifies the page). */
const OFFICE_JS =
  /<script\b[^>]*\bsrc=["']?https:\/\/appsforoffice\.microsoft\.com[^>]*>\s*<\/script>/gi;

export function paneDocument(taskpaneHtml: string): string {
  const withoutOfficeJs = taskpaneHtml.replace(OFFICE_JS, "");
  if (!/<head[^>]*>/i.test(withoutOfficeJs)) throw new Error("taskpane.html has no <head>");
  return withoutOfficeJs.replace(/<head([^>]*)>/i, `<head$1>${INSTALL_SCRIPT}`);
}
