// No learner-visible English escapes t()/tn(): every label the front end writes itself comes
// from the catalog. Two guards: (1) the table drawn in a pseudo-language (every catalog text
// wrapped in ⟪ ⟫) in many states, where every text and accessible name must be a wrapped label,
// a text Python sent, or symbols and numbers; (2) the sources hold no bare English literal where
// a text, an aria-label, a title or a placeholder is written.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { markedLabels } from "./catalogs.js";
import { card, fixture, key, mount } from "./helpers.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const ATTRIBUTES = ["aria-label", "aria-roledescription", "aria-valuetext", "title", "placeholder"];
// fields whose strings Python wrote for the learner (already in the table's language)
const PYTHON_TEXT = /name|text|label|title|summary|message|status|narration|prompt|choices|reason|annotat|move|why|explanation|score|result|error|hint|rule|marks|comment|guess|played|languages|series_first_attacker$/;
const MENU = {
  partnerships: [4, 6],
  series_first_attacker: [["as_first_game", "first-game rule"]],
  languages: [["en", "English"], ["ru", "Русский"]],
  language: "en",
};

/** Strings Python sent in the traits, under the fields that carry learner text. */
function pythonTexts(value, key = "", out = new Set()) {
  if (typeof value === "string") {
    if (PYTHON_TEXT.test(key)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) pythonTexts(v, key, out);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) pythonTexts(v, k, out);
  return out;
}

/** What is left of the drawn texts once labels, Python's texts and symbols are taken out. */
function escapes(root, traits) {
  const python = [...pythonTexts(traits)].sort((a, b) => b.length - a.length);
  const texts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue);
  for (const el of root.querySelectorAll("*")) for (const name of ATTRIBUTES) if (el.hasAttribute(name)) texts.push(el.getAttribute(name));
  return texts
    .map((text) => {
      let rest = text;
      for (let before = ""; before !== rest; ) [before, rest] = [rest, rest.replace(/⟪[^⟪⟫]*⟫/g, "")];
      for (const p of python) if (p.trim()) rest = rest.split(p).join("");
      return rest;
    })
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));
}

function check(viewName, traits, act = () => {}) {
  const all = { language: "en", labels: markedLabels(), ...traits };
  const { model } = mount(viewName, all);
  const root = [...document.querySelectorAll(".durak-root")].at(-1); // presentation moves it to the body
  act(root);
  return escapes(root, { ...all, view: model.get("view"), log_tail: model.get("log_tail") });
}

describe("every label the front end writes goes through the catalog", () => {
  it("uses the pseudo-language it is given", () => {
    const { root } = mount("attacking", { labels: markedLabels() });
    expect(card(root, "⟪⟪7⟫ of clubs⟫")).toBeNull(); // ranks are digits, not labels
    expect(card(root, "⟪7 of clubs⟫")).not.toBeNull();
    expect(root.querySelector('[data-action="take"]').textContent).toBe("⟪Take⟫");
  });

  it("Durak: attacking with the menu open and a card selected", () => {
    expect(
      check("attacking", { menu_info: MENU }, (root) => {
        root.querySelector(".durak-hand-card").click();
        key(root, "m");
      }),
    ).toEqual([]);
  });

  it("Durak: defending, a series and partnerships", () => {
    const view = fixture("python-defending").view;
    view.series = { games: 1, draws: 0, durak: [], text: "Series: 1 game." };
    view.seats = view.seats.map((s) => ({ ...s, team: s.seat % 2 }));
    expect(check("defending", { ...fixture("python-defending"), view, menu_info: MENU }, (root) => key(root, "m"))).toEqual([]);
  });

  it("Durak: a hint asked with no card, the verdict and the result", () => {
    const view = { ...fixture("defending"), over: true, result_text: "P1 is the durak.", hint: [], last_verdict: { legal: false, rule: "beat.x", message: "No." } };
    expect(check("defending", { view }, (root) => root.querySelector('.durak-attack[data-card="8D"]').click())).toEqual([]);
  });

  it("Svoi Kozyri", () => {
    const { respond } = fixture("python-own-trumps");
    expect(check("attacking", respond, (root) => root.querySelector(".durak-hand-card").click())).toEqual([]);
  });

  it("replay, guess the move, presentation", () => {
    const { at3, branch } = fixture("python-replay");
    expect(check("attacking", at3)).toEqual([]);
    expect(check("attacking", branch)).toEqual([]);
    const guess = { active: true, seat: 1, seats: 1, asked: 2, right: 1, total: 4, score: null, frontier: 3, done: false };
    const fb = { kind: "different", text: "P1 played 7♠.", coach: { label: "good", reason: "keeps trumps" } };
    expect(check("attacking", { ...at3, view: { ...at3.view, guess: { ...guess, feedback: fb } } })).toEqual([]);
    expect(check("attacking", { ...at3, options: { presentation: true, autoplay_ms: 999 } })).toEqual([]);
  });

  it("quiz questions and feedback, the coach and a bot thinking", () => {
    const base = fixture("attacking");
    const score = { right: 1, asked: 1, total: 3, done: true, summary: "Done: 1 of 3." };
    for (const quiz of [
      { answer_by: "yes_no" },
      { answer_by: "number" },
      { answer_by: "cards" },
      { answer_by: "choice", choices: ["One reason"] },
      { open: false, feedback: { correct: false, explanation: "Because." } },
    ]) {
      const view = { ...base, quiz: { kind: "k", prompt: "Is it?", choices: null, answer_by: "yes_no", number: 2, open: true, feedback: null, score, last: false, ...quiz } };
      expect(check("attacking", { view })).toEqual([]);
    }
    const view = { ...base, coach: { label: "mistake", text: "Too early.", move: "7♣" }, thinking: { seat: 1, text: "" }, waiting: { until_ms: 3000, text: "Waiting." } };
    expect(check("attacking", { view })).toEqual([]);
  });
});

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "src");
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".js") ? [path.join(dir, e.name)] : []));

describe("the sources", () => {
  it("write no bare English text where a label goes", () => {
    const literal = String.raw`("[^"\n]*"|\x60[^\x60\n]*\x60)`;
    const places = [
      new RegExp(String.raw`"aria-(?:label|roledescription|valuetext)"\s*:\s*` + literal, "g"),
      new RegExp(String.raw`\b(?:title|placeholder|text)\s*:\s*` + literal, "g"),
      new RegExp(String.raw`\bh\(\s*"\w+"\s*,\s*(?:\{[^{}\n]*\}|null)\s*,\s*` + literal, "g"),
      new RegExp(String.raw`\bsetHint\(\s*` + literal, "g"),
    ];
    const found = sources(src).flatMap((file) => {
      const text = readFileSync(file, "utf8").replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, "");
      return places.flatMap((re) =>
        [...text.matchAll(re)]
          // the words of a literal, outside its ${...} parts
          .filter((m) => /[A-Za-z]{2,}/.test(m[1].replace(/\$\{[^}]*\}/g, "")))
          .map((m) => `${path.basename(file)}: ${m[0]}`),
      );
    });
    expect(found).toEqual([]);
  });
});
