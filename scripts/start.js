#!/usr/bin/env node
/**
 * `npm start`: from a fresh clone to a running add-in, on any machine.
 *
 *   1. installs the dependencies when node_modules/ is missing (npm install);
 *   2. builds the add-in for development (npm run build:dev → dist/);
 *   3. serves dist/ in the background (scripts/serve.js: https with the office-addin-dev-certs
 *      certificate, or plain http on localhost when there is none) and waits until it answers;
 *   4. on Windows and macOS, where Excel desktop can be, sideloads manifest.xml with
 *      office-addin-debugging (an optional dependency, loaded only here and only if present);
 *      everywhere else, and whenever sideloading is not possible, prints how to upload the
 *      manifest in Excel on the web and the address of the preview page (the real functions and
 *      task pane on a sample workbook, in any browser), and opens it when there is a desktop.
 *
 * It records what it started in a state file, so `npm stop` (scripts/stop.js) stops exactly
 * that. It never leaves a server running when it fails.
 *
 * Options: --port N (or PORT; default 3000), --no-build, --no-install, --no-open (or
 * BROWSER=none), --no-sideload, --http, --no-install-cert, --dist DIR, --foreground (serve in
 * this process until Ctrl-C instead of in the background).
 * NJCREDIT_STATE_DIR moves the state file (tests use it).
 */
/* global URL, setInterval, clearInterval */
"use strict";
const fs = require("fs");
const path = require("path");
const { spawn, spawnSync } = require("child_process");
const { chooseCertificate, isServeProcess, parseArgs, portFrom } = require("./serve");
const { officeAddinDebuggingCli, sideloadArgs } = require("./office-addin-debugging");

const ROOT = path.resolve(__dirname, "..");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
const STARTUP_TIMEOUT_MS = 120000;

function stateDir() {
  return process.env.NJCREDIT_STATE_DIR || path.join(ROOT, "node_modules", ".cache", "njcredit");
}
const stateFile = () => path.join(stateDir(), "start.json");

function readState() {
  try {
    return JSON.parse(fs.readFileSync(stateFile(), "utf8"));
  } catch {
    return null;
  }
}

function run(command, args, what) {
  console.log(`\n> ${[command, ...args].join(" ")}   (${what})`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error(
      `\nnjcredit: ${what} failed (${command} ${args.join(" ")}). Nothing was started.`,
    );
    process.exit(result.status || 1);
  }
}

/** Starts serve.js detached; resolves to { pid, url, log } once it prints its address. */
function serveInBackground(opts) {
  fs.mkdirSync(stateDir(), { recursive: true });
  const logFile = path.join(stateDir(), "serve.log");
  const out = fs.openSync(logFile, "w");
  const args = [path.join(__dirname, "serve.js"), "--port", String(portFrom(opts))];
  if (opts.dist) args.push("--dist", path.resolve(opts.dist));
  // The certificate step ran here, in the terminal (where Windows and macOS can ask the user to
  // trust the developer CA); the background server only uses what it left.
  if (opts.http) args.push("--http");
  else args.push("--no-install-cert");
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", out, out],
    windowsHide: true,
  });
  child.unref();
  fs.closeSync(out);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let exited = null;
    child.on("exit", (code) => (exited = code));
    const poll = setInterval(() => {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
      const m = /njcredit: serving .* at (\S+)/.exec(log);
      if (m) {
        clearInterval(poll);
        resolve({ pid: child.pid, url: m[1], log });
      } else if (exited !== null) {
        clearInterval(poll);
        reject(new Error(log.trim() || `the server stopped (exit code ${exited})`));
      } else if (Date.now() - started > STARTUP_TIMEOUT_MS) {
        clearInterval(poll);
        try {
          process.kill(child.pid, "SIGTERM");
        } catch {
          /* already gone */
        }
        reject(
          new Error(`the server did not start within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log}`),
        );
      }
    }, 100);
  });
}

/** The manifest to hand to Excel: the repository's, or a copy pointing at another origin. */
function manifestFor(url) {
  const source = path.join(ROOT, "manifest.xml");
  if (url === "https://localhost:3000/") return source;
  const copy = path.join(stateDir(), "manifest.xml");
  const text = fs.readFileSync(source, "utf8").split("https://localhost:3000/").join(url);
  fs.writeFileSync(copy, text);
  return copy;
}

function trySideload(url, port) {
  const cli = officeAddinDebuggingCli();
  if (!cli) return { ok: false, why: "office-addin-debugging is not installed" };
  if (!url.startsWith("https:")) {
    return {
      ok: false,
      why: "Excel desktop loads add-ins only over https, and no trusted certificate is installed",
    };
  }
  const manifest = manifestFor(url);
  const args = [cli, ...sideloadArgs(manifest, port)];
  console.log(`\n> office-addin-debugging ${args.slice(1).join(" ")}   (sideloading into Excel)`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0)
    return { ok: false, why: `office-addin-debugging exited with code ${result.status}` };
  return { ok: true, manifest };
}

function hasDesktop() {
  if (process.platform === "win32" || process.platform === "darwin") return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

function openInBrowser(url) {
  const command =
    process.platform === "darwin"
      ? ["open", [url]]
      : process.platform === "win32"
        ? ["cmd", ["/c", "start", "", url]]
        : ["xdg-open", [url]];
  try {
    const child = spawn(command[0], command[1], { stdio: "ignore", detached: true });
    child.on("error", () => console.log(`(could not open a browser: open ${url} yourself)`));
    child.unref();
  } catch {
    console.log(`(could not open a browser: open ${url} yourself)`);
  }
}

function printWebInstructions(url, why) {
  const manifestUrl = `${url}manifest.xml`;
  if (url.startsWith("http:")) {
    // Excel loads add-ins only over https: no install steps for a manifest it would refuse.
    console.log(`
The add-in is served at ${url} (plain http: the reason is above).
${why ? `(Not sideloaded into Excel desktop: ${why}.)\n` : ""}
See it work in any browser — the real functions and task pane on a sample workbook:
    ${url}preview.html

Excel loads add-ins only over https, so it cannot be installed in Excel from this server. Once
the development certificate is trusted (as said above), npm start serves https and shows how to
install it.

Stop the server with:  npm stop`);
    return;
  }
  console.log(`
The add-in is served at ${url}
${why ? `(Not sideloaded into Excel desktop: ${why}.)\n` : ""}
See it work in any browser — the real functions and task pane on a sample workbook:
    ${url}preview.html

Use it in Excel on the web (https://excel.cloud.microsoft or office.com):
  1. Open a workbook, then Home > Add-ins > More Add-ins (or Insert > Add-ins).
  2. Choose "Upload My Add-in" (under My Add-ins / Manage My Add-ins).
  3. Browse to ${manifestFor(url)}
     (the same file is served at ${manifestUrl}) and upload it.
  4. Type =NJCREDIT. or =NJWIND. in a cell; Home > Explain credit opens the task pane.
  The sample workbook examples/njcredit-sample.xlsx shows every function.

Stop the server with:  npm stop`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);

  const previous = readState();
  if (previous && previous.pid && isServeProcess(previous.pid)) {
    console.log(
      `An earlier npm start is still serving ${previous.url} (pid ${previous.pid}); stopping it first.`,
    );
    spawnSync(process.execPath, [path.join(__dirname, "stop.js")], {
      stdio: "inherit",
      env: process.env,
    });
  }

  if (!fs.existsSync(path.join(ROOT, "node_modules")) && !opts["no-install"]) {
    run(NPM, ["install"], "installing dependencies");
  }
  if (!opts["no-build"]) run(NPM, ["run", "build:dev"], "building the add-in into dist/");

  if (opts.foreground) {
    const { startServer } = require("./serve");
    const { url } = await startServer(opts);
    console.log(`njcredit: serving at ${url} (Ctrl-C stops it)`);
    printWebInstructions(url, null);
    return;
  }

  // Certificate first, in the foreground: found, created and trusted, or plain http (said why).
  const certificate = opts.http
    ? null
    : await chooseCertificate(opts, (line) => console.log(`\n${line}`));
  let served;
  try {
    served = await serveInBackground({ ...opts, http: opts.http || certificate === null });
  } catch (err) {
    console.error(`\nnjcredit: the server did not start.\n${err.message}`);
    process.exit(1);
  }
  const { pid, url, log } = served;
  // What the server said about certificates (before its "serving" line).
  const notes = log.split("\n").filter((l) => l.trim() && !l.startsWith("njcredit: serving"));
  if (notes.length) console.log(`\n${notes.join("\n")}`);

  const state = {
    pid,
    url,
    port: Number(new URL(url).port),
    startedAt: new Date().toISOString(),
    sideloaded: false,
  };
  fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));

  const wantsSideload =
    (process.platform === "win32" || process.platform === "darwin") && !opts["no-sideload"];
  let why = null;
  if (wantsSideload) {
    const result = trySideload(url, state.port);
    if (result.ok) {
      state.sideloaded = true;
      state.manifest = result.manifest;
      fs.writeFileSync(stateFile(), JSON.stringify(state, null, 2));
      console.log(
        `\nExcel is opening with the add-in. Served at ${url}; preview: ${url}preview.html\nStop with:  npm stop`,
      );
      return;
    }
    why = result.why;
  } else if (opts["no-sideload"]) {
    why = "--no-sideload";
  } else {
    why = `there is no Excel desktop on ${process.platform}`;
  }

  printWebInstructions(url, why);
  const noOpen = opts["no-open"] || /^none$/i.test(process.env.BROWSER || "");
  if (!noOpen && hasDesktop()) openInBrowser(`${url}preview.html`);
}

main().catch((err) => {
  console.error(`njcredit: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
