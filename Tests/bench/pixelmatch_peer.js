// pixelmatch itself, timed like its own bench.js: pairs 1a/1b to 7a/7b of its fixtures,
// default options (threshold 0.1), counting only (no diff image), best of 3 x `rounds`.
// Prints one line: "pixelmatch: <version> ... = R MP/s; counts [..]".
//
// Usage: node pixelmatch_peer.js <playwright-core package folder> <fixtures folder> [rounds]
// The pixelmatch run is the one Playwright ships (ISC, mapbox/pixelmatch, vendored in
// playwright-core as packages/utils/third_party/pixelmatch.js and bundled into
// lib/coreBundle.js): it is loaded from the installed package at run time, not copied here.
// Its PNG decoder (pngjs) comes from the same package.
"use strict";
const fs = require("fs");
const path = require("path");

const [packageFolder, fixtures, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg || 100);

/** The pixelmatch module, cut from the bundle between its banner and the next module's. */
function loadPixelmatch() {
  const bundle = fs.readFileSync(path.join(packageFolder, "lib", "coreBundle.js"), "utf8");
  const banner = "// packages/utils/third_party/pixelmatch.js\n";
  const start = bundle.indexOf(banner);
  if (start < 0) throw new Error("no pixelmatch module in playwright-core's coreBundle.js");
  const end = bundle.indexOf("\n// ", start + banner.length);
  const source = bundle.slice(start, end < 0 ? undefined : end);
  // esbuild's __commonJS: a module factory called once with (exports, module).
  const commonJS = (factories) => () => {
    const module = { exports: {} };
    Object.values(factories)[0](module.exports, module);
    return module.exports;
  };
  return new Function("__commonJS", source + "\nreturn require_pixelmatch;")(commonJS)();
}

const pixelmatch = loadPixelmatch();
const { PNG } = require(path.join(packageFolder, "lib", "utilsBundle.js"));
const version = require(path.join(packageFolder, "package.json")).version;
const read = (name) => PNG.sync.read(fs.readFileSync(path.join(fixtures, name + ".png")));
const pairs = [1, 2, 3, 4, 5, 6, 7].map((i) => [read(`${i}a`), read(`${i}b`)]);
const pixels = pairs.reduce((sum, [a]) => sum + a.width * a.height, 0);
const run = () => pairs.map(([a, b]) => pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.1 }));

const counts = run(); // also warms the JIT up
let best = Infinity;
for (let round = 0; round < 3; round++) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
}
const rate = (pixels * rounds) / 1e6 / best;
console.log(`pixelmatch: playwright-core ${version}'s copy under node ${process.version}, pairs 1-7, threshold 0.1, ` +
  `count only, best of 3 x ${rounds} rounds = ${rate.toFixed(1)} MP/s; counts [${counts.join(", ")}]`);
