// @ts-check
// Update the live DOM to match a freshly rendered tree, keeping the elements that stay (matched by
// data-key / data-focus, else by position and tag). Elements that stay keep focus, hover, a
// running double-click and CSS transitions, which a wholesale replacement would lose.

/** @param {Node} node */
function keyOf(node) {
  if (!(node instanceof HTMLElement)) return null;
  return node.dataset.key || node.dataset.focus || null;
}

/**
 * @param {Node} a
 * @param {Node} b
 */
function same(a, b) {
  return a.nodeType === b.nodeType && a.nodeName === b.nodeName && keyOf(a) === keyOf(b);
}

/**
 * @param {Node} a
 * @param {Node} b
 */
function patch(a, b) {
  if (!(a instanceof Element) || !(b instanceof Element)) {
    if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
    return;
  }
  for (const { name } of [...a.attributes]) if (!b.hasAttribute(name)) a.removeAttribute(name);
  for (const { name, value } of [...b.attributes]) if (a.getAttribute(name) !== value) a.setAttribute(name, value);
  morphChildren(a, b);
  if (a instanceof HTMLInputElement) {
    // properties, not attributes, are what a used control shows
    if (a.type === "checkbox") a.checked = b.hasAttribute("checked");
    else if (a.value !== (b.getAttribute("value") ?? "")) a.value = b.getAttribute("value") ?? "";
  }
  if (a instanceof HTMLSelectElement) {
    const chosen = [...b.querySelectorAll("option")].find((o) => o.hasAttribute("selected"));
    if (chosen && a.value !== chosen.value) a.value = chosen.value;
  }
}

/**
 * Make `from`'s children match `to`'s children (`to`'s nodes may be moved into `from`).
 * @param {Node} from
 * @param {Node} to
 */
export function morphChildren(from, to) {
  /** @type {Map<string, ChildNode>} */
  const keyed = new Map();
  for (const node of from.childNodes) {
    const key = keyOf(node);
    if (key) keyed.set(key, node);
  }
  /** @type {ChildNode | null} */
  let cur = from.firstChild;
  for (const next of [...to.childNodes]) {
    let match = null;
    if (cur && same(cur, next)) match = cur;
    else {
      const key = keyOf(next);
      const found = key ? keyed.get(key) : null;
      if (found && same(found, next)) match = found;
    }
    if (match) {
      const key = keyOf(match);
      if (key) keyed.delete(key);
      if (match === cur) cur = cur.nextSibling;
      else from.insertBefore(match, cur);
      patch(match, next);
    } else {
      from.insertBefore(next, cur);
    }
  }
  while (cur) {
    const after = cur.nextSibling;
    from.removeChild(cur);
    cur = after;
  }
}
