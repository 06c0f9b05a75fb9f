/**
 * The Excel add-in build: dist/ holds what Excel loads.
 *
 *   functions.js    the custom functions (src/functions/functions.ts), with the
 *                   CustomFunctions.associate calls the metadata plugin appends at build time
 *   functions.json  their metadata, generated from the JSDoc of src/functions/functions.ts
 *   taskpane.html   the shared runtime page: loads the functions and taskpane chunks
 *   functions.html  a page that loads only functions.js (the browser test uses it)
 *   help.html       every function and argument, rendered from functions.json
 *   preview.html    the sample workbook in a browser, calculated by functions.js and explained
 *                   by taskpane.html on a stand-in for Excel (src/preview/); njcredit-sample.xlsx
 *   manifest.xml    the add-in only XML manifest, and manifest.json, the unified manifest for
 *                   Microsoft 365: both written by scripts/make-manifests.js from
 *                   scripts/manifest-source.js, with the production base URL when one is given
 *   assets/
 *
 * `webpack --mode production` minifies. package.json's `"sideEffects": false` tells webpack that
 * no module here does anything on import that another module needs (none is imported for its
 * side effects alone; each entry does its own setup, as taskpane.ts registers the Fluent
 * components), so a module none of whose exports a bundle uses is left out of it whole (the cents
 * paths and the grid runner, from taskpane.js). Every development URL (https://localhost:3000/) in every
 * emitted text file is replaced — all of them, not the first — by the base URL given as
 * `--env baseUrl=https://host/path/` or ADDIN_BASE_URL. ts-loader type-checks what it compiles
 * unless `--env transpileOnly` is given, which `npm run build` and `npm test` do because they run
 * `tsc --noEmit` over the whole project first (Babel-style builds that never type-check are the
 * fault this avoids).
 *
 * `webpack serve --mode development` serves dist over https on port 3000, with the
 * office-addin-dev-certs certificate when it is installed (`npx office-addin-dev-certs install`),
 * otherwise with webpack-dev-server's own self-signed one.
 */
/* global URL */
const fs = require("fs");
const os = require("os");
const path = require("path");
const webpack = require("webpack");
const CopyWebpackPlugin = require("copy-webpack-plugin");
const CustomFunctionsMetadataPlugin = require("custom-functions-metadata-plugin");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const TerserPlugin = require("terser-webpack-plugin");
const {
  criteriaTables,
  functionExamples,
  readings,
  renderHelpPage,
} = require("./scripts/help-page");

const MANIFEST_SCRIPTS = [
  "./scripts/manifest-source",
  "./scripts/make-manifests",
  "./package.json",
];

/** The layer of functions.js's modules (webpack layers: the taskpane's are other copies). */
const FUNCTIONS_LAYER = "functions";
/**
 * Terser's options for functions.js in the production build (issue 14's size budget; the other
 * bundles keep webpack's), each a proven no-change:
 * test/build/production.test.ts runs the minified functions.js against the sources on every
 * golden scenario and a bad value for every input.
 * - passes 3 (webpack's default is 2): a third pass finds a little more to fold, nothing else.
 * - unsafe_arrows: an anonymous `function` expression that reads neither `this` nor `arguments`
 *   (Terser checks both, and leaves named functions and generators alone) becomes an arrow
 *   function. What an arrow lacks is a prototype and use as a constructor: every class and
 *   constructor here is a class or a function declaration (decimal.js's Decimal, made in
 *   clone()), which this leaves alone, and nothing reads a function expression's prototype or
 *   calls one with `new`. About 1 KB of functions.js. The sources are ES2020, so is the output.
 * Left out, though smaller: hoist_funs (0.4 KB less, but 0.6 KB more gzipped); unsafe_undefined
 * with an `undefined` of the bundle's own (1.7 KB less, but `x === undefined` is then no longer
 * the engine's fast test: a warm Emerge grid measured a third slower); pure_getters (reads would
 * move or go on the assumption that no getter has effects or throws; core/remembered.ts reads
 * through a Proxy, and some results have getters); the unsafe_* that reorder comparisons
 * (Decimals have valueOf) or turn `Array.prototype.x` into `[].x` (an array made per call); and
 * unsafe_math (floating point).
 */
const TERSER_OPTIONS = { ecma: 2020, compress: { passes: 3, unsafe_arrows: true } };

/** The modules that declare field specs (`fieldsFor()({ … })`), for field-text-loader.js. */
const FIELD_SPECS = /[\\/]src[\\/]core[\\/](emerge|wind)[\\/]inputs\.ts$/;

const DEV_URL = "https://localhost:3000/";
const DEV_PORT = 3000;
/** Emitted files whose text may hold the development URL. */
const TEXT_ASSET = /\.(js|json|html|xml|map|css|txt)$/;

/** The production base URL: https, ending in "/"; undefined when none was given. */
function baseUrlFrom(env) {
  const given = (env && env.baseUrl) || process.env.ADDIN_BASE_URL;
  if (!given) return undefined;
  let url;
  try {
    url = new URL(given);
  } catch {
    throw new Error(
      `baseUrl "${given}" is not a URL; give e.g. https://addin.example.com/njcredit/`,
    );
  }
  if (url.protocol !== "https:") {
    throw new Error(`baseUrl "${given}" must be https (Office loads add-ins only over https)`);
  }
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/**
 * Writes help.html from the functions.json the metadata plugin generated, with the criteria names
 * from the README's "Criteria names" tables (which a test keeps equal to the core's inputs).
 */
class HelpPagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("HelpPagePlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "HelpPagePlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const metadata = compilation.getAsset("functions.json");
          if (!metadata) return; // the metadata plugin reported an error already
          const readme = path.resolve(__dirname, "README.md");
          compilation.fileDependencies.add(readme);
          const readmeText = fs.readFileSync(readme, "utf8");
          const page = renderHelpPage(
            JSON.parse(metadata.source.source().toString()),
            criteriaTables(readmeText),
            { examples: functionExamples(readmeText), readingParts: readings(readmeText) },
          );
          compilation.emitAsset("help.html", new webpack.sources.RawSource(page));
        },
      );
    });
  }
}

/**
 * Emits manifest.xml and manifest.json from scripts/manifest-source.js, every address under the
 * base URL (the development server's when none is given; then they equal the committed files,
 * but for manifest.json's Prettier formatting). The source is read afresh for each compilation,
 * so `webpack serve` picks up a change to it.
 */
class ManifestPlugin {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("ManifestPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "ManifestPlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of MANIFEST_SCRIPTS) {
            const resolved = require.resolve(file);
            delete require.cache[resolved];
            compilation.fileDependencies.add(resolved);
          }
          const { DEV_URL: dev, renderJson, renderXml } = require("./scripts/make-manifests");
          const base = this.baseUrl || dev;
          const { RawSource } = webpack.sources;
          compilation.emitAsset("manifest.xml", new RawSource(renderXml(base)));
          compilation.emitAsset("manifest.json", new RawSource(renderJson(base)));
        },
      );
    });
  }
}

/** Replaces every occurrence of the development URL in every emitted text file. */
class BaseUrlPlugin {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap("BaseUrlPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (OPTIMIZE_SIZE) and after HtmlWebpackPlugin (OPTIMIZE_INLINE).
        { name: "BaseUrlPlugin", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT_ASSET.test(name)) continue;
            const text = compilation.getAsset(name).source.source().toString();
            if (!text.includes(DEV_URL)) continue;
            const rewritten = text.split(DEV_URL).join(this.baseUrl);
            compilation.updateAsset(name, new webpack.sources.RawSource(rewritten));
          }
        },
      );
    });
  }
}

/** https options for the dev server: the Office dev certificate if installed, else self-signed. */
function devServerHttps() {
  const dir = path.join(os.homedir(), ".office-addin-dev-certs");
  const files = { ca: "ca.crt", cert: "localhost.crt", key: "localhost.key" };
  const paths = Object.fromEntries(Object.entries(files).map(([k, f]) => [k, path.join(dir, f)]));
  if (Object.values(paths).every((p) => fs.existsSync(p))) {
    return {
      type: "https",
      options: Object.fromEntries(Object.entries(paths).map(([k, p]) => [k, fs.readFileSync(p)])),
    };
  }
  console.warn(
    "office-addin-dev-certs certificate not found; serving with a self-signed one. " +
      "Run `npx office-addin-dev-certs install` so Excel trusts https://localhost:3000/.",
  );
  return "https";
}

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode === "production";
  const baseUrl = baseUrlFrom(env);
  if (production && !baseUrl) {
    console.warn(`No baseUrl given: the build keeps ${DEV_URL} (set ADDIN_BASE_URL to deploy).`);
  }
  return {
    mode: production ? "production" : "development",
    devtool: "source-map",
    entry: {
      // Its own layer: the modules functions.js is built from are its own copies, so a loader
      // can leave out of them what only the pane, the help and the CLI read (FUNCTIONS_LAYER).
      functions: { import: "./src/functions/functions.ts", layer: FUNCTIONS_LAYER },
      taskpane: "./src/taskpane/taskpane.ts",
      // The preview page (npm start prints its address): the sample workbook in a browser, with
      // functions.js and taskpane.html themselves running on a stand-in for Excel.
      preview: "./src/preview/preview.ts",
      // The real-Excel test page (npm run test:excel; in npm test, inside the preview): built
      // for development only, never in the production package.
      ...(production ? {} : { "excel-test": "./src/excel-test/excel-test.ts" }),
    },
    output: {
      path: path.resolve(__dirname, "dist"),
      filename: "[name].js",
      clean: true,
    },
    resolve: {
      extensions: [".ts", ".js"],
    },
    module: {
      rules: [
        {
          // decimal.js without the methods nothing here calls (trigonometry, roots, powers,
          // logarithms, other bases …): about 20 KB less in functions.js; scripts/decimal-subset-
          // loader.js checks its work and test/build/decimal-subset.test.ts that no source calls
          // them.
          // Were decimal.js's CommonJS file resolved instead, the loader fails the build (it
          // finds none of the names there) rather than letting the whole library back in.
          test: /[\\/]node_modules[\\/]decimal\.js[\\/]decimal\.m?js$/,
          use: path.resolve(__dirname, "scripts/decimal-subset-loader.js"),
        },
        {
          // functions.js only: the field specs without their descriptions and default texts,
          // which nothing in it reads (about 4.5 KB); scripts/field-text-loader.js says why and
          // test/build/field-text.test.ts checks it. After ts-loader (it reads JavaScript).
          test: FIELD_SPECS,
          issuerLayer: FUNCTIONS_LAYER,
          enforce: "post",
          use: path.resolve(__dirname, "scripts/field-text-loader.js"),
        },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: "ts-loader",
            options: {
              configFile: path.resolve(__dirname, "tsconfig.json"),
              // Report type errors only for files in the bundles; tests and the CLI are
              // checked by `npm run typecheck`.
              onlyCompileBundledFiles: true,
              // `--env transpileOnly` skips the type check (the benches use it; builds do not).
              transpileOnly: Boolean(env.transpileOnly),
              compilerOptions: { module: "es2020", moduleResolution: "node", sourceMap: true },
            },
          },
        },
      ],
    },
    performance: { hints: false },
    optimization: {
      // functions.js with the options above (decimal.js's licence to functions.js.LICENSE.txt,
      // as before); then webpack's own minimizer ("..."), which leaves an asset minimized
      // already alone, for the pane and the preview: they are not checked against the sources
      // minified, and their libraries (Fluent UI's) are not known to pass unsafe_arrows.
      minimizer: [
        new TerserPlugin({ include: /^functions\.js$/, terserOptions: TERSER_OPTIONS }),
        "...",
      ],
    },
    plugins: [
      new CustomFunctionsMetadataPlugin({
        output: "functions.json",
        input: "./src/functions/functions.ts",
      }),
      new HtmlWebpackPlugin({
        filename: "taskpane.html",
        template: "./src/taskpane/taskpane.html",
        // The shared runtime: this one page hosts the functions and the pane.
        chunks: ["functions", "taskpane"],
        chunksSortMode: "manual",
      }),
      new HtmlWebpackPlugin({
        filename: "functions.html",
        template: "./src/functions/functions.html",
        chunks: ["functions"],
      }),
      new HtmlWebpackPlugin({
        filename: "preview.html",
        template: "./src/preview/preview.html",
        chunks: ["preview"],
      }),
      ...(production
        ? []
        : [
            // The test add-in's shared runtime page, as taskpane.html is the add-in's: it hosts
            // the functions too. Its own script first, so that in the preview the stand-in
            // globals are there before functions.js registers.
            new HtmlWebpackPlugin({
              filename: "excel-test.html",
              template: "./src/excel-test/excel-test.html",
              chunks: ["excel-test", "functions"],
              chunksSortMode: "manual",
            }),
          ]),
      new CopyWebpackPlugin({
        patterns: [
          { from: "assets/*.png", to: "assets/[name][ext]" },
          { from: "examples/njcredit-sample.xlsx", to: "njcredit-sample.xlsx" },
        ],
      }),
      new HelpPagePlugin(),
      new ManifestPlugin(baseUrl),
      ...(baseUrl ? [new BaseUrlPlugin(baseUrl)] : []),
    ],
    devServer: {
      port: DEV_PORT,
      headers: { "Access-Control-Allow-Origin": "*" },
      // Evaluated only when serving, so a build never looks for certificates.
      server: env.WEBPACK_SERVE ? devServerHttps() : "https",
      static: false,
    },
  };
};
