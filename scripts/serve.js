#!/usr/bin/env node
/**
 * A small static server for the built add-in (dist/): what `npm start` runs in the background.
 *
 *   node scripts/serve.js [--port N] [--dist DIR] [--http] [--no-install-cert]
 *
 * - Port: --port, else PORT, else 3000.
 * - https with the office-addin-dev-certs certificate (~/.office-addin-dev-certs/localhost.crt
 *   and .key) when it is there. When it is not, the certificate is created and trusted first
 *   where that needs no password prompt (Windows and macOS in an interactive terminal, where the
 *   system itself asks to trust the developer CA; Linux with password-less sudo, which the
 *   office-addin-dev-certs install script uses).
 *   Otherwise — or with --http, or NJCREDIT_NO_CERT_INSTALL=1 / --no-install-cert — it serves
 *   plain http on localhost and says how to get https. It never fails for want of a certificate.
 * - Every file under dist/ with its content type. The built files name
 *   https://localhost:3000/ (the manifest's URLs); when this server runs at another origin
 *   (another port, or http), text files are served with that origin instead, so the manifest
 *   it serves always points back at this server.
 *
 * Plain Node (no TypeScript, no dependencies needed): `npm start` runs it before anything else.
 */
/* global URL, Buffer */
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const http = require("http");
const https = require("https");
const crypto = require("crypto");
const { execSync } = require("child_process");

const ROOT = path.resolve(__dirname, "..");
const BUILT_ORIGIN = "https://localhost:3000/";
const DEFAULT_PORT = 3000;

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "text/xml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
const TEXT = /\.(html|js|mjs|json|map|xml|css|txt)$/;

/** --name value / --name=value / --flag from argv. */
function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (!m) continue;
    const [, name, inline] = m;
    const takesValue = ["port", "dist"].includes(name);
    if (!takesValue) out[name] = true;
    else if (inline !== undefined) out[name] = inline;
    else out[name] = argv[++i];
  }
  return out;
}

function portFrom(opts) {
  const given = opts.port ?? process.env.PORT;
  if (given === undefined || given === "") return DEFAULT_PORT;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`port "${given}" is not a port number (0 to 65535)`);
  }
  return port;
}

const certDir = () => path.join(os.homedir(), ".office-addin-dev-certs");
const certFiles = () => ({
  cert: path.join(certDir(), "localhost.crt"),
  key: path.join(certDir(), "localhost.key"),
  ca: path.join(certDir(), "ca.crt"),
});

function readCertificate() {
  const f = certFiles();
  if (!fs.existsSync(f.cert) || !fs.existsSync(f.key)) return null;
  return {
    cert: fs.readFileSync(f.cert),
    key: fs.readFileSync(f.key),
    ...(fs.existsSync(f.ca) ? { ca: fs.readFileSync(f.ca) } : {}),
  };
}

/**
 * When the certificate stops being valid (office-addin-dev-certs makes them for 30 days), or
 * null when it cannot be read as a certificate.
 */
function certificateExpiry(pem) {
  try {
    return new Date(new crypto.X509Certificate(pem).validTo);
  } catch {
    return null;
  }
}

/** Whether office-addin-dev-certs can install its CA here without asking for a password. */
function canInstallWithoutPrompt() {
  if (process.platform === "win32" || process.platform === "darwin") {
    // The system asks the user to trust the developer CA: fine in a terminal, not in a script.
    return Boolean(process.stdin.isTTY && process.stdout.isTTY);
  }
  if (process.platform === "linux") {
    // office-addin-dev-certs installs the CA with `sudo` (even for root): it must not ask.
    try {
      execSync("sudo -n true", { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The https options, or null for plain http, and what to tell the user.
 * Never throws: any problem with the certificate falls back to http with the reason.
 */
async function chooseCertificate(opts, log, now = Date.now) {
  if (opts.http) return null;
  const existing = readCertificate();
  // An expired certificate is refused by Excel and every browser, without a word from Excel:
  // renew it as a missing one would be made, or serve http and say why.
  const expires = existing ? certificateExpiry(existing.cert) : null;
  if (existing && !(expires && expires.getTime() <= now())) return existing;
  if (existing) {
    log(
      `The development certificate in ${certDir()} expired on ${expires.toISOString().slice(0, 10)}; ` +
        "Excel and browsers refuse it. Renew it with:  npx office-addin-dev-certs install",
    );
  }
  const noInstall =
    opts["no-install-cert"] || /^(1|true|yes)$/i.test(process.env.NJCREDIT_NO_CERT_INSTALL || "");
  if (!noInstall && canInstallWithoutPrompt()) {
    const hadDir = fs.existsSync(certDir());
    try {
      log(
        "Creating and trusting the Office add-in development certificate (office-addin-dev-certs)…",
      );
      const devCerts = require("office-addin-dev-certs");
      await devCerts.ensureCertificatesAreInstalled();
      const made = readCertificate();
      if (made) return made;
    } catch (err) {
      log(
        `Could not install the development certificate: ${err && err.message ? err.message : err}`,
      );
      // Leave no untrusted certificate behind for the next start to serve with.
      for (const file of Object.values(certFiles())) fs.rmSync(file, { force: true });
      if (!hadDir) fs.rmSync(certDir(), { recursive: true, force: true });
    }
  }
  log(
    "No trusted development certificate, so this serves plain http on localhost: fine for the\n" +
      `preview page, but Excel loads add-ins only over https. ${certificateAdvice(noInstall)}`,
  );
  return null;
}

/**
 * Why no certificate was made here, and the one thing to do about it: on Linux,
 * office-addin-dev-certs trusts its CA with `sudo` (even for root), which must exist and not ask
 * for a password.
 */
function certificateAdvice(noInstall) {
  if (noInstall) return "For https run:  npx office-addin-dev-certs install  then npm start again.";
  if (process.platform === "linux") {
    let hasSudo = true;
    try {
      execSync("command -v sudo", { stdio: "ignore", shell: "/bin/sh" });
    } catch {
      hasSudo = false;
    }
    if (!hasSudo && typeof process.getuid === "function" && process.getuid() === 0)
      return (
        "Making and trusting the certificate uses sudo, which this machine does not have (you\n" +
        "are root without sudo). Install it, then start again:  apt-get install -y sudo && npm start"
      );
    if (!hasSudo)
      return "Making and trusting the certificate uses sudo, which is not installed: install sudo, then npm start again.";
    return (
      "Making and trusting the certificate uses sudo, which asked for a password. Run this in a\n" +
      "terminal (it asks once), then npm start again:  npx office-addin-dev-certs install"
    );
  }
  return "For https run this in a terminal:  npx office-addin-dev-certs install  then npm start again.";
}

/** Serves `dist` at `origin`; text files get the built origin replaced by this one. */
function handler(dist, originRef) {
  const distRoot = path.resolve(dist);
  return (req, res) => {
    // Every response, errors included: a browser must not guess a script out of a text file.
    res.setHeader("X-Content-Type-Options", "nosniff");
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    } catch {
      res.writeHead(400).end("bad request");
      return;
    }
    // A NUL byte makes fs throw synchronously, which would take the whole server down.
    if (pathname.includes("\0")) {
      res.writeHead(400).end("bad request");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (pathname.endsWith("/")) pathname += pathname === "/" ? "preview.html" : "index.html";
    const file = path.resolve(distRoot, `.${pathname}`);
    // Nothing outside dist/ is served.
    if (file !== distRoot && !file.startsWith(distRoot + path.sep)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    fs.readFile(file, (err, data) => {
      if (err) {
        // The requested path is not echoed: a reflected path is an injection vector.
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end(
          `not found${fs.existsSync(distRoot) ? "" : " (dist/ is not built: npm run build:dev)"}`,
        );
        return;
      }
      const ext = path.extname(file).toLowerCase();
      let body = data;
      if (TEXT.test(file) && originRef.origin !== BUILT_ORIGIN) {
        const text = data.toString("utf8");
        if (text.includes(BUILT_ORIGIN))
          body = Buffer.from(text.split(BUILT_ORIGIN).join(originRef.origin));
      }
      res.writeHead(200, {
        "Content-Type": CONTENT_TYPES[ext] || "application/octet-stream",
        "Content-Length": body.length,
        // Office caches add-in files hard; during development every request should be fresh.
        "Cache-Control": "no-store",
        "Access-Control-Allow-Origin": "*",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    });
  };
}

/**
 * Starts the server; resolves to { server, url, https, port } once it listens.
 * `log` receives the messages meant for the user.
 */
async function startServer(options = {}, log = console.log) {
  const port = portFrom(options);
  const dist = path.resolve(ROOT, options.dist || "dist");
  const tls = await chooseCertificate(options, log);
  const originRef = { origin: BUILT_ORIGIN };
  const onRequest = handler(dist, originRef);
  const server = tls ? https.createServer(tls, onRequest) : http.createServer(onRequest);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "localhost", resolve);
  });
  const actualPort = server.address().port;
  const url = `${tls ? "https" : "http"}://localhost:${actualPort}/`;
  originRef.origin = url;
  return { server, url, https: Boolean(tls), port: actualPort, dist };
}

/**
 * Whether process `pid` is alive and is this server (scripts/serve.js), so `npm stop` never
 * signals a process that merely inherited the number of a server that died or was killed (a
 * reboot, a crash). Where the command line cannot be read (Windows without extra tools), an
 * alive process is taken to be the one recorded.
 */
function isServeProcess(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== "EPERM") return false;
  }
  let command = null;
  if (process.platform === "linux") {
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
    } catch {
      return false;
    }
  } else if (process.platform !== "win32") {
    try {
      command = execSync(`ps -p ${pid} -o command=`, {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    } catch {
      return false;
    }
  }
  return command === null || /serve\.js/.test(command);
}

module.exports = {
  certificateExpiry,
  isServeProcess,
  startServer,
  chooseCertificate,
  parseArgs,
  portFrom,
  BUILT_ORIGIN,
  DEFAULT_PORT,
};

if (require.main === module) {
  const opts = parseArgs(process.argv.slice(2));
  startServer(opts)
    .then(({ url, dist }) => {
      // start.js reads this line to learn the address.
      console.log(`njcredit: serving ${dist} at ${url}`);
    })
    .catch((err) => {
      if (err && err.code === "EADDRINUSE") {
        console.error(
          `njcredit: port ${portFrom(opts)} is in use. Stop what uses it (npm stop, if it is an ` +
            `earlier npm start) or choose another port: PORT=3001 npm start.`,
        );
      } else {
        console.error(
          `njcredit: could not start the server: ${err && err.message ? err.message : err}`,
        );
      }
      process.exit(1);
    });
  const stop = () => process.exit(0);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
