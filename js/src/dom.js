// @ts-check
// A tiny element builder: h("button", {class: "x", "aria-pressed": true}, "text", child).
// Booleans on aria-* attributes become "true"/"false"; other false/null attributes are left out.

/** @typedef {Node | string | number | boolean | null | undefined} Leaf */
/** @typedef {Leaf | Leaf[] | Leaf[][]} Child */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, unknown> | null} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key.startsWith("aria-") && typeof value === "boolean") {
      el.setAttribute(key, String(value));
    } else if (value == null || value === false) {
      continue;
    } else if (key === "class") {
      el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(/** @type {object} */ (value))) if (v != null) el.dataset[k] = String(v);
    } else if (key === "text") {
      el.textContent = String(value);
    } else if (key === "style" && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) el.style.setProperty(k, String(v));
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

/**
 * @param {HTMLElement} el
 * @param {Child[]} children
 */
function append(el, children) {
  for (const child of children) {
    if (child == null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** A per-view unique id prefix, so that several views of one widget never share ids. */
let counter = 0;
export function uniquePrefix() {
  counter += 1;
  return `durak-v${counter}`;
}
