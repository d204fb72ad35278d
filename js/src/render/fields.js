// @ts-check
// The menu's form fields: a labelled select and a labelled checkbox, each carrying the action
// its change sends.
import { h } from "../dom.js";

/**
 * @param {string} name
 * @param {string} label
 * @param {[string | number, string][]} items
 * @param {unknown} value
 * @param {string} action
 * @param {string | null} [title]
 */
export function select(name, label, items, value, action, title = null) {
  return h(
    "label",
    { class: "durak-field", title },
    h("span", {}, label),
    h(
      "select",
      { dataset: { action, name, focus: `menu-${name}` } },
      items.map(([v, text]) => h("option", { value: String(v), selected: String(v) === String(value) || null }, text)),
    ),
  );
}

/**
 * @param {string} name
 * @param {string} label
 * @param {boolean | undefined} checked
 * @param {{action?: string, disabled?: boolean, title?: string | null}} [more]
 */
export function checkbox(name, label, checked, { action = "option", disabled = false, title = null } = {}) {
  return h(
    "label",
    { class: ["durak-field", "durak-check", disabled && "durak-disabled"], title },
    h("input", { type: "checkbox", checked: checked || null, disabled: disabled || null, dataset: { action, name, focus: `menu-${name}` } }),
    h("span", {}, label),
  );
}
