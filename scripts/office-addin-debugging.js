/**
 * office-addin-debugging, Microsoft's sideloading tool, as `npm start` and `npm run test:excel`
 * run it: its command line (an optional dependency: its keytar does not build everywhere, so
 * null where it is not installed), and the arguments that sideload a manifest into Excel desktop
 * with the dev server already serving on `port`.
 */
const path = require("path");

const ROOT = path.resolve(__dirname, "..");

/** office-addin-debugging's command line, or null where it is not installed (e.g. Linux). */
function officeAddinDebuggingCli() {
  try {
    const pkgPath = require.resolve("office-addin-debugging/package.json", { paths: [ROOT] });
    const pkg = require(pkgPath);
    const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin && Object.values(pkg.bin)[0];
    return bin ? path.join(path.dirname(pkgPath), bin) : null;
  } catch {
    return null;
  }
}

/** `office-addin-debugging start` for `manifest` in Excel desktop, no debugger, no live reload. */
function sideloadArgs(manifest, port) {
  return [
    "start",
    manifest,
    "desktop",
    "--app",
    "excel",
    "--no-debug",
    "--no-live-reload",
    "--dev-server-port",
    String(port),
  ];
}

module.exports = { officeAddinDebuggingCli, sideloadArgs };
