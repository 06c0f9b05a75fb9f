import js from "@eslint/js";
import tseslint from "typescript-eslint";
import officeAddins from "eslint-plugin-office-addins";

export default tseslint.config(
  { ignores: ["lib/", "dist/", "coverage/", "node_modules/", "test-artifacts/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: {
        require: "readonly",
        module: "writable",
        process: "readonly",
        __dirname: "readonly",
        console: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The pane's Excel code: Microsoft's rules for Office.js. Only the rules, through the plugin
    // object: its "recommended" config brings its own typescript-eslint (8.8) setup, which ours
    // replaces. Three rules stay off, for what they misread here: load-object-before-read and
    // call-sync-before-read take a feature test (`range.getSpillParentOrNullObject && …`) and a
    // read after a sync inside a loop for reads before load; no-empty-load takes load(RANGE_PROPS)
    // (a list in a constant) for load() with no argument.
    files: ["src/taskpane/**/*.ts"],
    plugins: { "office-addins": officeAddins },
    rules: {
      "office-addins/call-sync-after-load": "error",
      "office-addins/no-context-sync-in-loop": "error",
      "office-addins/no-navigational-load": "error",
      "office-addins/no-office-initialize": "error",
      "office-addins/test-for-null-using-isNullObject": "error",
      "office-addins/load-object-before-read": "off",
      "office-addins/call-sync-before-read": "off",
      "office-addins/no-empty-load": "off",
    },
  },
);
