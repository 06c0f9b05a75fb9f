/**
 * When the preview page hosts the test page in its pane frame (`preview.html?pane=excel-test.html`,
 * the run `npm test` makes where no Excel exists), the preview's stand-in `Office` and `Excel`
 * take office.js's place before the test runs. In Excel there is no such parent, and office.js's
 * own globals stay. Called when the page's first script loads, before functions.js registers the
 * functions. (A function, not an import for its side effect: the package is marked free of side
 * effects, so such an import would be left out of the bundle.)
 */
export function installPreviewHost(): void {
  const preview = (
    window.parent as unknown as { __njcreditPreview?: { install(win: Window): void } } | null
  )?.__njcreditPreview;
  if (window.parent !== window && preview) preview.install(window);
}
