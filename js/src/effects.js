// @ts-check
// What a render does besides drawing: marks cards that just arrived (for the short arrival
// animation, and unmarks them once it has played), keeps the newest log entry in view, and keeps
// keyboard focus in the widget.

/** @typedef {import("./uiTypes.js").UiState} UiState */
/** @typedef {import("./types.js").LogEntry} LogEntry */
/** @typedef {import("./types.js").CardCode} CardCode */

/**
 * The cards in `now` that were not in `before` (none on the first render).
 * @param {Set<CardCode>} now
 * @param {Set<CardCode> | null} before
 */
function arrived(now, before) {
  return new Set(before ? [...now].filter((c) => !before.has(c)) : []);
}

/**
 * The table (or pile) and hand cards that arrived since the last render; remembers these.
 * @param {UiState} ui
 * @param {CardCode[]} table
 * @param {CardCode[]} hand
 */
export function arrivals(ui, table, hand) {
  const tableNow = new Set(table);
  const handNow = new Set(hand);
  const result = { newTable: arrived(tableNow, ui.seenTable), newHand: arrived(handNow, ui.seenHand) };
  ui.seenTable = tableNow;
  ui.seenHand = handNow;
  return result;
}

/**
 * Once a card's arrival animation has played, its mark goes: a table shown again (a notebook
 * tab brought back, a theme switched) does not play the arrival a second time, and never shows
 * a card faded out.
 * @param {HTMLElement} board
 */
export function settleArrivals(board) {
  for (const el of board.querySelectorAll(".durak-new")) {
    el.addEventListener("animationend", () => el.classList.remove("durak-new"), { once: true });
  }
}

/**
 * The newest log entry is last: scroll the list to it when a new entry arrives.
 * @param {HTMLElement} board
 * @param {(LogEntry | string)[] | null | undefined} log
 * @param {UiState} ui
 */
export function keepLogInView(board, log, ui) {
  const newest = Array.isArray(log) ? log.at(-1) : undefined;
  const logKey = newest == null ? "" : typeof newest === "string" ? `:${newest}` : `${newest.n ?? ""}:${newest.text ?? ""}`;
  const list = /** @type {HTMLElement | null} */ (board.querySelector(".durak-log ol"));
  if (list && logKey !== ui.logKey) {
    // Where the newest entry ends just short of an entry's start, the list cannot scroll far
    // enough to start at an entry: room is made below the newest entry (a spacer after the
    // list's items, sized on the board, which a re-render leaves alone), so the top line is
    // whole and the newest entry too.
    board.style.setProperty("--durak-log-room", "0px");
    const top = wholeEntriesTop(list);
    const max = list.scrollHeight - list.clientHeight;
    if (top > max) board.style.setProperty("--durak-log-room", `${top - max}px`);
    list.scrollTop = top;
  }
  ui.logKey = logKey;
}

/**
 * Where to scroll the log so that the newest entry shows in full, with as many whole entries
 * before it as fit: the top line is always an entry's first (never a line cut in half), and an
 * entry taller than the list shows from its start (its number and move).
 * @param {HTMLElement} list
 */
export function wholeEntriesTop(list) {
  const items = [...list.children].filter((el) => el instanceof HTMLElement);
  const last = items.at(-1);
  if (!(last instanceof HTMLElement)) return 0;
  const top = (/** @type {HTMLElement} */ el) => el.offsetTop - list.offsetTop;
  const lastTop = top(last);
  const needed = lastTop + last.offsetHeight - list.clientHeight;
  if (needed <= 0) return 0;
  const first = items.find((el) => top(/** @type {HTMLElement} */ (el)) >= needed);
  return first instanceof HTMLElement ? Math.min(top(first), lastTop) : lastTop;
}

/**
 * Where keyboard focus is before a render: inside the widget or not, and on which control.
 * @param {HTMLElement} root
 * @param {HTMLElement} board
 */
export function noteFocus(root, board) {
  const active = root.ownerDocument.activeElement;
  const hadFocus = Boolean(active && root.contains(active));
  const focusKey = active instanceof HTMLElement && board.contains(active) ? active.dataset.focus ?? null : null;
  return { hadFocus, focusKey };
}

/**
 * Keep keyboard focus in the widget when the focused control was replaced or disabled (a step
 * button at the end of the history), so that the next key still reaches it.
 * @param {HTMLElement} root
 * @param {HTMLElement} board
 * @param {{hadFocus: boolean, focusKey: string | null}} before
 */
export function restoreFocus(root, board, { hadFocus, focusKey }) {
  const now = root.ownerDocument.activeElement;
  const lost = hadFocus && (!now || !root.contains(now) || isDisabled(now));
  const moved = focusKey && !(now && board.contains(now)) && now !== root;
  if (!lost && !moved) return;
  const again = focusKey ? board.querySelector(`[data-focus="${focusKey}"]`) : null;
  const target = again instanceof HTMLElement && !isDisabled(again) ? again : root;
  target.focus({ preventScroll: true });
}

/** @param {Element} el */
function isDisabled(el) {
  return "disabled" in el && Boolean(el.disabled);
}
