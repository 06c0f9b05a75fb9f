#!/usr/bin/env node
// The command line runs the compiled core in lib/ (built by `npm install` through `prepare`).
require("../lib/cli/main.js").main(process.argv.slice(2));
