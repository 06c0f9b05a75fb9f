#!/usr/bin/env node
/**
 * `npm stop`: stops what `npm start` started — the background server (by the process id
 * start.js recorded, never by name) and, where start.js sideloaded the add-in into Excel
 * desktop, `office-addin-debugging stop` for the same manifest. Nothing recorded: says so and
 * exits 0.
 */
"use strict";
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");

const ROOT = path.resolve(__dirname, "..");
const stateDir = () =>
  process.env.NJCREDIT_STATE_DIR || path.join(ROOT, "node_modules", ".cache", "njcredit");
const stateFile = () => path.join(stateDir(), "start.json");

const { isServeProcess } = require("./serve");

function exists(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function stopSideload(manifest) {
  try {
    const pkgPath = require.resolve("office-addin-debugging/package.json", { paths: [ROOT] });
    const pkg = require(pkgPath);
    const bin = typeof pkg.bin === "string" ? pkg.bin : Object.values(pkg.bin)[0];
    const cli = path.join(path.dirname(pkgPath), bin);
    console.log("> office-addin-debugging stop (removing the sideloaded add-in)");
    spawnSync(process.execPath, [cli, "stop", manifest || path.join(ROOT, "manifest.xml")], {
      cwd: ROOT,
      stdio: "inherit",
    });
  } catch {
    console.log(
      "office-addin-debugging is no longer installed; remove the add-in from Excel by hand if it is still listed.",
    );
  }
}

function main() {
  let state;
  try {
    state = JSON.parse(fs.readFileSync(stateFile(), "utf8"));
  } catch {
    console.log("njcredit: nothing to stop (npm start has not started a server here).");
    return;
  }
  if (state.sideloaded) stopSideload(state.manifest);
  const pid = state.pid;
  // Only our server, never whatever process now has its number (the server may have died).
  if (pid && isServeProcess(pid)) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      /* gone meanwhile */
    }
    // Wait until it is gone (reaped, not only exiting), then force only if it is still ours.
    for (let i = 0; i < 50 && exists(pid); i++) sleep(100);
    if (isServeProcess(pid)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
    console.log(`njcredit: stopped the server at ${state.url} (pid ${pid}).`);
  } else {
    console.log(`njcredit: the server at ${state.url} had already stopped.`);
  }
  fs.rmSync(stateFile(), { force: true });
}

main();
