// pixelmatch itself, timed like its own bench.js: pairs 1a/1b to 7a/7b of its fixtures,
// default options (threshold 0.1), counting only (no diff image), best of 3 x `rounds`.
// Prints one line: "pixelmatch: <version> ... = R MP/s; counts [..]".
//
// Usage: node pixelmatch_peer.js <playwright-core package folder> <fixtures folder> [rounds | serve]
// `serve` (what `make bench` uses): prints the same line without a rate, then answers each
// line "N" read from standard input with the seconds N rounds took, so that the bench can
// alternate short blocks of pixelmatch with short blocks of the differ.
// The pixelmatch run is the one Playwright ships (ISC, mapbox/pixelmatch, vendored in
// playwright-core as packages/utils/third_party/pixelmatch.js and bundled into
// lib/coreBundle.js): it is loaded from the installed package at run time, not copied here.
// Its PNG decoder (pngjs) comes from the same package.
//
// Playwright's copy predates pixelmatch 7: YIQ colour distance, transparency blended over
// white. Darkroom's differ follows the current pixelmatch (OKLab + HyAB), so the two print
// different counts. With PIXELMATCH=<folder of a mapbox/pixelmatch checkout or npm package>
// (or its index.js) that pixelmatch runs instead, and its counts are the differ's.
"use strict";
const fs = require("fs");
const path = require("path");
const url = require("url");

const [packageFolder, fixtures, roundsArg] = process.argv.slice(2);
const serving = roundsArg === "serve";
const rounds = serving ? 0 : Number(roundsArg || 100);

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

/** The pixelmatch PIXELMATCH names (an ES module), and how to name it in the output. */
async function loadChosen(chosen) {
  const isFolder = fs.statSync(chosen).isDirectory();
  const entry = path.resolve(isFolder ? path.join(chosen, "index.js") : chosen);
  const manifest = path.join(path.dirname(entry), "package.json");
  const version = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, "utf8")).version : "(no package.json)";
  return { pixelmatch: (await import(url.pathToFileURL(entry).href)).default, label: `pixelmatch ${version} from ${entry}` };
}

async function main() {
  const version = require(path.join(packageFolder, "package.json")).version;
  let pixelmatch = null, label = `playwright-core ${version}'s copy`;
  if (process.env.PIXELMATCH) {
    try {
      ({ pixelmatch, label } = await loadChosen(process.env.PIXELMATCH));
    } catch (error) {
      // Standard error goes nowhere under the bench: the reason goes to its output.
      console.log(`pixelmatch: cannot load PIXELMATCH=${process.env.PIXELMATCH}: ${error.message}; ` +
        "point it at a mapbox/pixelmatch folder or its index.js, or unset it for Playwright's copy");
      process.exit(2);
    }
  } else {
    pixelmatch = loadPixelmatch();
  }
  measure(pixelmatch, label);
}

/** pixelmatch's bench.js on the seven pairs: best of 3 x `rounds`; prints the one line. */
function measure(pixelmatch, label) {
  const { PNG } = require(path.join(packageFolder, "lib", "utilsBundle.js"));
  const read = (name) => PNG.sync.read(fs.readFileSync(path.join(fixtures, name + ".png")));
  const pairs = [1, 2, 3, 4, 5, 6, 7].map((i) => [read(`${i}a`), read(`${i}b`)]);
  const pixels = pairs.reduce((sum, [a]) => sum + a.width * a.height, 0);
  const run = () => pairs.map(([a, b]) => pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.1 }));

  const counts = run(); // also warms the JIT up
  const about = `pixelmatch: ${label} under node ${process.version}, pairs 1-7, threshold 0.1, count only`;
  if (serving) return serve(run, `${about}; counts [${counts.join(", ")}]`);
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) run();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  const rate = (pixels * rounds) / 1e6 / best;
  console.log(`${about}, best of 3 x ${rounds} rounds = ${rate.toFixed(1)} MP/s; counts [${counts.join(", ")}]`);
}

/** Prints `about`, then times `run` N times for each line "N" on standard input (at most
 *  10,000 rounds a line) and prints the seconds; ends with its input. */
function serve(run, about) {
  console.log(about);
  let pending = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => {
    pending += chunk;
    let newline;
    while ((newline = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      const n = Number(line);
      if (!Number.isInteger(n) || n < 1 || n > 10000) {
        console.log(`error: expected a number of rounds (1-10000), got ${JSON.stringify(line.slice(0, 40))}`);
        continue;
      }
      const started = process.hrtime.bigint();
      for (let i = 0; i < n; i++) run();
      console.log(String(Number(process.hrtime.bigint() - started) / 1e9));
    }
  });
}

main();
