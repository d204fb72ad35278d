// Bundle src/index.js (and its imports) into one ES module for anywidget, and copy the CSS.
// Usage: node build.mjs [--watch]   Output: ../durak_widget/static/widget.js and widget.css
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(here, "..", "durak_widget", "static");
await mkdir(outdir, { recursive: true });

const common = { bundle: true, minify: false, legalComments: "none", logLevel: "info", target: ["es2020"] };
const builds = [
  { ...common, entryPoints: [path.join(here, "src", "index.js")], outfile: path.join(outdir, "widget.js"), format: "esm" },
  { ...common, entryPoints: [path.join(here, "src", "widget.css")], outfile: path.join(outdir, "widget.css") },
];

if (process.argv.includes("--watch")) {
  for (const options of builds) await (await esbuild.context(options)).watch();
  console.log("watching js/src for changes…");
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
