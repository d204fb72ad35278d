import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import widget from "../src/index.js";
import { fakeModel } from "./fakeModel.js";

const here = path.dirname(fileURLToPath(import.meta.url));

export function fixture(name) {
  return JSON.parse(readFileSync(path.join(here, "fixtures", `${name}.json`), "utf8"));
}

export const OPTIONS = { hints: true, open_hands: false, card_size: "medium", four_colour: false, bot_delay_ms: 0, quiet_ms: 0, paused: false };

export function mount(viewName = "attacking", extra = {}) {
  const model = fakeModel({ view: fixture(viewName), log_tail: [], options: { ...OPTIONS }, ...extra });
  const el = document.createElement("div");
  document.body.appendChild(el);
  const cleanup = widget.render({ model, el });
  const root = el.querySelector(".durak-root");
  return { model, el, root, cleanup };
}

export const card = (root, name) => root.querySelector(`.durak-hand-card[aria-label="${name}"]`);
export const tick = () => new Promise((r) => setTimeout(r, 0));
export function key(root, k, opts = {}) {
  const target = opts.target || root;
  target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...opts }));
}
