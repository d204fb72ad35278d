// A tiny element builder: h("button", {class: "x", "aria-pressed": true}, "text", child).
// Booleans on aria-* attributes become "true"/"false"; other false/null attributes are left out.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key.startsWith("aria-") && typeof value === "boolean") {
      el.setAttribute(key, String(value));
    } else if (value == null || value === false) {
      continue;
    } else if (key === "class") {
      el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    } else if (key === "dataset") {
      for (const [k, v] of Object.entries(value)) if (v != null) el.dataset[k] = String(v);
    } else if (key === "text") {
      el.textContent = value;
    } else if (key === "style" && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) el.style.setProperty(k, v);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

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
