#!/usr/bin/env node
/* global URL */
/**
 * `npm run package -- --base-url https://example.org/njcredit/ [--version 1.2.3] [--out DIR]`
 * writes one folder, ready to deploy (README "Deploying to production"):
 *
 *   the production build, every address under the base URL (webpack, --env baseUrl)
 *   manifest.xml        the add-in only XML manifest, version x.y.z.0, the production id
 *   njcredit-app.zip    the unified manifest's app package: manifest.json with its two icons
 *
 * Both manifests are validated (manifest.json against Microsoft's Teams 1.30 schema copied in
 * test/schemas/, manifest.xml as well-formed XML with the id, version and addresses it must
 * have), and no file in the folder may name localhost. Excel keeps a version's functions.json
 * cached for up to a day (office-js #2777, #3316, #4722): so the package refuses to build when
 * functions.json differs from the one of the last package of the same version, and says to raise
 * the version. That record is kept beside the folder (`<out>/../.functions-json/`).
 */
const { spawnSync } = require("child_process");
const fs = require("fs");
const path = require("path");

const ROOT = path.resolve(__dirname, "..");

function fail(message) {
  console.error(`npm run package: ${message}`);
  process.exit(1);
}

/** --name value pairs (and --name=value). */
function parseArgs(argv) {
  const known = new Set(["base-url", "version", "out"]);
  const out = {};
  for (let k = 0; k < argv.length; k++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[k]);
    if (!m || !known.has(m[1]))
      fail(`unknown argument "${argv[k]}"; give --base-url URL [--version x.y.z] [--out DIR]`);
    out[m[1]] = m[2] !== undefined ? m[2] : argv[++k];
    if (out[m[1]] === undefined) fail(`--${m[1]} needs a value`);
  }
  return out;
}

function checkBaseUrl(given) {
  if (!given)
    fail("--base-url is required: the https address the add-in's files will be served from");
  let url;
  try {
    url = new URL(given);
  } catch {
    fail(`--base-url "${given}" is not a URL; give e.g. https://addin.example.com/njcredit/`);
  }
  if (url.protocol !== "https:")
    fail(`--base-url "${given}" must be https (Office loads add-ins only over https)`);
  if (url.hostname === "localhost")
    fail("--base-url must be the production address, not localhost");
  return given.endsWith("/") ? given : `${given}/`;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = "") {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    );
}

function validateUnified(manifest, version) {
  const Ajv = require("ajv-draft-04");
  const addFormats = require("ajv-formats");
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  addFormats(ajv, ["uri", "email", "regex"]);
  const schema = JSON.parse(
    fs.readFileSync(path.join(ROOT, "test/schemas/MicrosoftTeams.v1.30.schema.json"), "utf8"),
  );
  const validate = ajv.compile(schema);
  if (!validate(manifest)) {
    const errors = validate.errors.map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ");
    fail(`manifest.json does not validate against the Teams 1.30 schema: ${errors}`);
  }
  if (manifest.version !== version)
    fail(`manifest.json has version ${manifest.version}, not ${version}`);
  const runtime = manifest.extensions?.[0]?.runtimes?.find((r) => r.customFunctions);
  if (!runtime) fail("manifest.json declares no customFunctions runtime");
}

function validateXml(xml, version, baseUrl, id) {
  const { XMLValidator } = require("fast-xml-parser");
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    fail(`manifest.xml is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const want = [`<Version>${version}.0</Version>`, `<Id>${id}</Id>`, `DefaultValue="${baseUrl}`];
  for (const w of want) if (!xml.includes(w)) fail(`manifest.xml lacks ${w}`);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const baseUrl = checkBaseUrl(args["base-url"]);
  const version = args.version ?? require("../package.json").version;
  if (!/^\d{1,5}\.\d{1,5}\.\d{1,5}$/.test(version))
    fail(`--version "${version}" must be x.y.z (numbers only)`);
  const out = path.resolve(ROOT, args.out ?? path.join("package", `njcredit-${version}`));
  fs.rmSync(out, { recursive: true, force: true });

  console.log(`Building ${version} for ${baseUrl} into ${path.relative(ROOT, out) || out} …`);
  const webpack = path.join(ROOT, "node_modules/webpack-cli/bin/cli.js");
  const built = spawnSync(
    process.execPath,
    [webpack, "--mode", "production", "--env", `baseUrl=${baseUrl}`, "--output-path", out],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ADDIN_VERSION: version },
    },
  );
  if (built.status !== 0) fail("the production build failed (its errors are above)");

  // The functions' metadata of a version never changes: Excel caches it per version.
  const functionsJson = fs.readFileSync(path.join(out, "functions.json"), "utf8");
  const record = path.join(path.dirname(out), ".functions-json", `${version}.json`);
  if (fs.existsSync(record) && fs.readFileSync(record, "utf8") !== functionsJson) {
    fs.rmSync(out, { recursive: true, force: true });
    fail(
      `functions.json differs from the one packaged as version ${version} before. Excel keeps a version's functions.json cached for up to 24 hours, so users would get the old functions' metadata: give a new --version.`,
    );
  }

  const source = require("./manifest-source");
  const xml = fs.readFileSync(path.join(out, "manifest.xml"), "utf8");
  validateXml(xml, version, baseUrl, source.id);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, "manifest.json"), "utf8"));
  validateUnified(manifest, version);
  if (manifest.id !== source.id)
    fail(`manifest.json's id is ${manifest.id}, not the production id`);

  // The app package: manifest.json and its two icons, at the paths it names.
  const JSZip = require("jszip");
  const zip = new JSZip();
  zip.file("manifest.json", JSON.stringify(manifest, null, 2));
  for (const icon of [manifest.icons.color, manifest.icons.outline])
    zip.file(icon, fs.readFileSync(path.join(out, icon)));
  const app = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
  fs.writeFileSync(path.join(out, "njcredit-app.zip"), app);

  // Nothing in the folder may point at the development server.
  const local = filesUnder(out).filter((f) =>
    fs.readFileSync(path.join(out, f)).toString("latin1").includes("localhost"),
  );
  if (local.length > 0) fail(`these files name localhost: ${local.join(", ")}`);

  fs.mkdirSync(path.dirname(record), { recursive: true });
  fs.writeFileSync(record, functionsJson);
  console.log(`Packaged njcredit ${version}:`);
  console.log(`  ${path.join(out, "manifest.xml")}  (XML manifest, version ${version}.0)`);
  console.log(`  ${path.join(out, "njcredit-app.zip")}  (unified manifest app package)`);
  console.log(`  serve the folder at ${baseUrl} (README "Deploying to production")`);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
