// @ts-check
// Keyboard: maps a keydown event to an action name. The eltos layout: ←/→ move the selection,
// Shift extends it, ↑ plays, ↓ clears then takes, Ctrl+A selects all, Space pauses the bots
// (in replay: starts and stops autoplay), Ctrl+N deals a new game, M opens the menu, Escape
// closes it / clears the selection. Stepping through the history: PageUp back, PageDown
// forward, Home to the start, End to the last move. B blanks the screen (presentation mode).

const FORM_TAGS = new Set(["SELECT", "INPUT", "TEXTAREA"]);

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
  // Inside the menu's form controls only Escape is ours; the rest belongs to the control.
  if (tag && FORM_TAGS.has(tag)) return key === "Escape" ? "escape" : null;
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
