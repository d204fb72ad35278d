// @ts-check
// Keyboard: maps a keydown event to an action name. The eltos layout: ←/→ move the selection,
// Shift extends it, ↑ plays, ↓ clears then takes, Ctrl+A selects all, Space pauses the bots
// (in replay: starts and stops autoplay), Ctrl+N deals a new game, M opens the menu, Escape
// closes it / clears the selection. Stepping through the history: PageUp back, PageDown
// forward, Home to the start, End to the last move. B blanks the screen (presentation mode).
// Whatever the key, a key pressed inside the table never reaches the page around it
// (`staysInTable`): JupyterLab would otherwise read M, A, B, D D, X, Z or Enter as its own.

const FORM_TAGS = new Set(["SELECT", "INPUT", "TEXTAREA"]);
/** Form controls whose letters mean nothing to them: M still toggles the menu there. */
const CHOICE_TAGS = new Set(["SELECT"]);

/**
 * @typedef {{key: string, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean, shiftKey?: boolean,
 *   target?: EventTarget | {tagName?: string} | null}} KeyLike
 */

/**
 * The action a key press stands for, or null when the key is not ours.
 * @param {KeyLike} event
 * @returns {string | null}
 */
export function keyAction(event) {
  const key = event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  const tag = event.target && "tagName" in event.target ? event.target.tagName : undefined;
  // Inside the menu's form controls only Escape is ours (and M, where a letter types nothing:
  // a select, a checkbox); the rest belongs to the control.
  if (tag && FORM_TAGS.has(tag)) {
    if (key === "Escape") return "escape";
    const typed = !CHOICE_TAGS.has(tag) && !isToggle(event.target);
    return !typed && !ctrl && !event.altKey && (key === "m" || key === "M") ? "menu" : null;
  }
  if (ctrl && !event.altKey && (key === "a" || key === "A")) return "select-all";
  if (ctrl && !event.altKey && (key === "n" || key === "N")) return "new-game";
  if (ctrl || event.altKey) return null;
  switch (key) {
    case "ArrowLeft":
      return event.shiftKey ? "extend-left" : "left";
    case "ArrowRight":
      return event.shiftKey ? "extend-right" : "right";
    case "ArrowUp":
      return "play";
    case "ArrowDown":
      return "down";
    case " ":
    case "Spacebar":
      return "pause";
    case "m":
    case "M":
      return "menu";
    case "b":
    case "B":
      return "blank";
    case "PageUp":
      return "step-back";
    case "PageDown":
      return "step-forward";
    case "Home":
      return "step-first";
    case "End":
      return "step-last";
    case "Escape":
      return "escape";
    default:
      return null;
  }
}

/**
 * A checkbox or radio button (a letter types nothing into it).
 * @param {unknown} target
 */
function isToggle(target) {
  const type = target && typeof target === "object" && "type" in target ? String(target.type) : "";
  return type === "checkbox" || type === "radio";
}

/**
 * Whether a key pressed inside the table must stop there: every key but those held with Ctrl,
 * Cmd or Alt (the page's own shortcuts, such as saving, stay the page's). The table's keys
 * and the keys its controls use (a select's letters, a text box's typing, Tab between
 * controls) still do their work: only the page around the table no longer hears them.
 * @param {KeyLike} event
 */
export function staysInTable(event) {
  return !(event.ctrlKey || event.metaKey || event.altKey);
}
