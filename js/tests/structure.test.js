// The front end's structure: one dispatch from view.game to a game module, colours only in
// css/theme.css, small files.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { gameFor } from "../src/games/index.js";
import { fixture } from "./helpers.js";

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src");
const files = (dir, ext) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name), ext) : e.name.endsWith(ext) ? [path.join(dir, e.name)] : [],
  );
const rel = (file) => path.relative(src, file).split(path.sep).join("/");

describe("the game dispatch", () => {
  it("picks the module from view.game, Durak when the view names none", () => {
    expect(gameFor(fixture("python-own-trumps").respond.view).name).toBe("own_trumps");
    expect(gameFor({ game: "durak" }).name).toBe("durak");
    expect(gameFor(fixture("python-defending").view).name).toBe("durak");
    expect(gameFor({}).name).toBe("durak");
  });

  it("every module has what the shared code calls", () => {
    for (const game of ["durak", "own_trumps"].map((name) => gameFor({ game: name }))) {
      for (const field of ["label", "keyHelp"]) expect(typeof game[field]).toBe("string");
      for (const field of ["tableCards", "describe", "render", "click", "key"]) expect(typeof game[field]).toBe("function");
      expect(game.playerCounts.length).toBeGreaterThan(0);
    }
  });

  it("no source file outside games/ asks which game it is", () => {
    const asking = files(src, ".js")
      .filter((f) => !rel(f).startsWith("games/") && !/types\.js$/i.test(rel(f)))
      .filter((f) => /own_trumps|\.game\b|\bgame ===/.test(readFileSync(f, "utf8")));
    expect(asking.map(rel)).toEqual([]);
  });
});

describe("source files", () => {
  it("are type-checked and under 250 lines", () => {
    for (const f of files(src, ".js")) {
      const text = readFileSync(f, "utf8");
      expect(text.startsWith("// @ts-check"), rel(f)).toBe(true);
      expect(text.split("\n").length, rel(f)).toBeLessThanOrEqual(250);
    }
  });

  it("colours are custom properties: literals only in css/theme.css, every --durak-* used is defined", () => {
    const css = files(src, ".css");
    const theme = readFileSync(path.join(src, "css", "theme.css"), "utf8");
    const defined = new Set([...css.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/(--durak-[\w-]+)\s*:/g)].map((m) => m[1])), "--durak-fan"]);
    for (const f of css.filter((f) => rel(f) !== "css/theme.css")) {
      const text = readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      expect(text.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi), rel(f)).toBeNull();
      for (const [, name] of text.matchAll(/var\((--durak-[\w-]+)/g)) expect(defined.has(name), `${rel(f)}: ${name}`).toBe(true);
    }
    expect(theme).toMatch(/var\(--jp-/);
  });
});
