// One view of the widget: builds its own elements, re-renders from the model's `view`, `log`
// and `options`, turns clicks, drags and keys into intents (model.send), and cleans up.
import { h, uniquePrefix } from "./dom.js";
import { morphChildren } from "./morph.js";
import { KEY_HELP, keyAction } from "./input/keyboard.js";
import {
  actionMove,
  autoMove,
  clickCard,
  describeSelection,
  emptySelection,
  handCodes,
  moveCursor,
  moveToTarget,
  movesFor,
  reconcile,
  selectAll,
  transferMove,
  unambiguousMove,
} from "./input/selection.js";
import { renderActions, renderSteps, renderToolbar } from "./render/controls.js";
import { renderHand, renderSelectionInfo } from "./render/hand.js";
import { renderLog } from "./render/log.js";
import { renderMenu } from "./render/menu.js";
import { liveText, renderError, renderPanel, renderResult, renderVerdict } from "./render/panel.js";
import { renderReplay } from "./render/replay.js";
import { renderSeats } from "./render/seats.js";
import { renderTable } from "./render/table.js";
import { describeOwnSelection, ownCardMove, ownPickUpMove } from "./input/ownTrumps.js";
import { renderOwnActions, renderOwnGuide, renderOwnHand, renderOwnPanel } from "./render/ownHand.js";
import { renderOwnSeats, renderPile } from "./render/pile.js";

const OWN_KEY_HELP = "Keys: ← → select a card, ↑ play it (beat the top card, or lay), ↓ pick up, Space pause bots, Ctrl+N new game, M menu, Esc close.";

const TRAITS = ["change:view", "change:log", "change:options"];
const SIZES = new Set(["small", "medium", "large"]);

export function createApp(model, el) {
  const prefix = uniquePrefix();
  const ui = {
    sel: emptySelection(),
    menuOpen: false,
    preset: null,
    players: null,
    hint: null,
    downArmed: false,
    lastView: null,
    prevTable: null,
    prevHandSet: null,
    prevHand: null,
    prevPile: null,
  };
  const root = h("div", {
    class: "durak-root",
    tabindex: "0",
    role: "application",
    "aria-roledescription": "card table",
    "aria-label": "Durak card table",
    "aria-describedby": `${prefix}-help`,
    "data-lm-suppress-shortcuts": "true",
  });
  const board = h("div", { class: "durak-board" });
  const live = h("div", { class: "durak-sr-only durak-live", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const help = h("p", { id: `${prefix}-help`, class: "durak-sr-only" }, KEY_HELP);
  root.append(board, live, help);
  el.appendChild(root);

  const view = () => model.get("view") || {};
  const options = () => model.get("options") || {};

  // ---- rendering ----
  let scheduled = false;
  let disposed = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!disposed) render();
    });
  }

  function render() {
    const v = view();
    const opts = options();
    if (v !== ui.lastView) {
      // Python changed the table: a local hint or a half-done ↓↓ (take) no longer applies
      ui.lastView = v;
      ui.hint = null;
      ui.downArmed = false;
    }
    ui.sel = reconcile(ui.sel, v, ui.prevHand);
    ui.prevHand = handCodes(v);
    // cards that just arrived on the table or in the hand get a short arrival animation
    const tableNow = new Set((v.table || []).flatMap((p) => [p.attack, p.defence]).filter(Boolean));
    const handNow = new Set(handCodes(v));
    const arrived = (now, before) => new Set(before ? [...now].filter((c) => !before.has(c)) : []);
    const newTable = arrived(tableNow, ui.prevTable);
    const newHand = arrived(handNow, ui.prevHandSet);
    ui.prevTable = tableNow;
    ui.prevHandSet = handNow;
    const own = v.game === "own_trumps";
    const pileNow = new Set(v.pile || []);
    const newPile = arrived(pileNow, ui.prevPile);
    ui.prevPile = pileNow;
    const rootLabel = own ? "Svoi Kozyri card table" : "Durak card table";
    if (root.getAttribute("aria-label") !== rootLabel) root.setAttribute("aria-label", rootLabel);
    const helpText = own ? OWN_KEY_HELP : KEY_HELP;
    if (help.textContent !== helpText) help.textContent = helpText;

    const active = root.ownerDocument.activeElement;
    const hadFocus = Boolean(active && root.contains(active));
    const focusKey = active && board.contains(active) ? active.dataset.focus : null;

    const size = SIZES.has(opts.card_size) ? opts.card_size : "medium";
    root.className = ["durak-root", `durak-size-${size}`, opts.four_colour && "durak-four-colour", opts.hints !== false && "durak-hints", v.over && "durak-over"]
      .filter(Boolean)
      .join(" ");

    const targets = new Set();
    if (ui.sel.cards.length === 1) {
      const entry = (v.hand || []).find((e) => e.card === ui.sel.cards[0]);
      for (const use of entry?.uses || []) if (use.kind === "defend") targets.add(use.target);
    }
    // the slot invites a drop when a listed attack, throw-in or transfer plays the selection
    const slotReady = movesFor(v, ui.sel.cards).some((m) => m.kind === "attack" || m.kind === "transfer");
    const uiView = { prefix, selected: ui.sel.cards, cursor: ui.sel.cursor, newTable, newHand, newPile, targets, slotReady, menuOpen: ui.menuOpen };
    const describe = own ? (view_, cards) => describeOwnSelection(view_, cards[0]) : describeSelection;
    const info = ui.hint ? { ok: true, text: ui.hint } : describe(v, ui.sel.cards);

    const next = h("div");
    if (!v.seats) {
      next.append(h("p", { class: "durak-muted" }, "Dealing…"));
    } else {
      // One layout for both games; only the table, the hand and the panel differ.
      const parts = own
        ? {
            help: OWN_KEY_HELP,
            main: [renderOwnSeats(v), renderPile(v, uiView), renderOwnHand(v, uiView)],
            under: [renderOwnGuide(v, info), renderOwnActions(v, uiView)],
            panel: renderOwnPanel(v),
          }
        : {
            help: KEY_HELP,
            main: [renderSeats(v), renderTable(v, uiView), renderHand(v, uiView)],
            under: [renderSelectionInfo(info), renderActions(v)],
            panel: renderPanel(v),
          };
      next.append(
        renderToolbar(v, opts, uiView),
        renderMenu(v, opts, ui, parts.help) || "",
        renderError(v) || "",
        renderResult(v) || "",
        h(
          "div",
          { class: "durak-layout" },
          h("div", { class: "durak-main" }, ...parts.main, h("div", { class: "durak-under-hand" }, ...parts.under)),
          h("div", { class: "durak-side" }, renderReplay(v, opts) || "", parts.panel, renderVerdict(v) || "", renderSteps(v), renderLog(model.get("log"))),
        ),
      );
    }
    morphChildren(board, next);
    // the newest log entry is last: keep it in view when a move arrives (the list scrolls)
    const newest = model.get("log")?.at?.(-1);
    const logKey = newest ? `${newest.n ?? ""}:${newest.text ?? newest}` : "";
    const logList = board.querySelector(".durak-log ol");
    if (logList && logKey !== ui.logKey) logList.scrollTop = logList.scrollHeight;
    ui.logKey = logKey;
    // Keep keyboard focus in the widget when the focused control was replaced or disabled
    // (a step button at the end of the history), so that the next key still reaches us.
    const now = root.ownerDocument.activeElement;
    if (hadFocus && (!root.contains(now) || now.disabled)) {
      const again = focusKey ? board.querySelector(`[data-focus="${focusKey}"]`) : null;
      (again && !again.disabled ? again : root).focus({ preventScroll: true });
    } else if (focusKey && !board.contains(root.ownerDocument.activeElement) && root.ownerDocument.activeElement !== root) {
      const again = board.querySelector(`[data-focus="${focusKey}"]`);
      (again && !again.disabled ? again : root).focus({ preventScroll: true });
    }
    const text = liveText(v);
    if (live.textContent !== text) live.textContent = text;
  }

  // ---- intents ----
  function send(msg) {
    model.send(msg);
  }

  function sendMove(result) {
    if (!result) return;
    send({ type: "move", move: result.move });
    if (!result.attempt) ui.sel = { cards: [], cursor: ui.sel.cursor };
    ui.hint = null;
    ui.downArmed = false;
    render();
  }

  function setHint(text) {
    ui.hint = text;
    render();
  }

  function setSelection(sel) {
    ui.sel = sel;
    ui.hint = null;
    ui.downArmed = false;
    render();
  }

  function playSelection() {
    const v = view();
    const cards = ui.sel.cards.length ? ui.sel.cards : ui.sel.cursor >= 0 ? [handCodes(v)[ui.sel.cursor]].filter(Boolean) : [];
    if (!cards.length) return setHint("Select a card first (← →), then press ↑ to play it.");
    sendMove(autoMove(v, cards));
  }

  function toTarget(card) {
    const v = view();
    if (!ui.sel.cards.length) {
      return setHint(card ? "Select a card in your hand first, then click the attack card to beat." : "Select cards in your hand first, then click the table.");
    }
    sendMove(moveToTarget(v, ui.sel.cards, card));
  }

  function toggleMenu(open = !ui.menuOpen) {
    ui.menuOpen = open;
    render();
    if (open) board.querySelector(".durak-menu select, .durak-menu button")?.focus({ preventScroll: true });
    else root.focus({ preventScroll: true });
  }

  function act(action, target, event) {
    const v = view();
    const opts = options();
    switch (action) {
      case "card":
        return setSelection(clickCard(ui.sel, v, target.dataset.card, event.shiftKey || event.ctrlKey || event.metaKey));
      case "target":
        return toTarget(target.dataset.card);
      case "table":
        return toTarget(null);
      case "table-area":
        return ui.sel.cards.length ? toTarget(null) : undefined;
      case "ot-card": {
        const card = target.dataset.card;
        ui.sel = { cards: [card], cursor: handCodes(v).indexOf(card) };
        return sendMove(ownCardMove(v, card));
      }
      case "pick-up":
        return sendMove(ownPickUpMove(v));
      case "take":
      case "done":
      case "exchange":
        return sendMove(actionMove(v, action));
      case "transfer":
      case "show": {
        const result = transferMove(v, ui.sel.cards, action === "show");
        return result ? sendMove(result) : setHint("Select the card to transfer with first.");
      }
      case "step":
        return send({ type: "step", to: target.dataset.to });
      case "toggle":
        return send({ type: "option", name: target.dataset.name, value: !opts[target.dataset.name] });
      case "pause":
        return send({ type: "pause", paused: !opts.paused });
      case "menu":
        return toggleMenu();
      case "menu-close":
        return toggleMenu(false);
      case "menu-new-game":
        ui.menuOpen = false;
        if (v.game === "own_trumps") send({ type: "new_game", players: Number(ui.players ?? v.players ?? 2) });
        else send({ type: "new_game", players: Number(ui.players ?? v.players ?? 2), preset: ui.preset ?? v.preset ?? "podkidnoy" });
        return toggleMenu(false);
      case "new-game":
        return send({ type: "new_game" });
      case "seat":
        return send({ type: "seat", seat: Number(target.dataset.seat) });
      case "main-line":
        return send({ type: "main_line" });
      case "autoplay":
        return send({ type: "option", name: "autoplay", value: !(opts.autoplay ?? v.replay?.autoplay) });
      default:
        return undefined;
    }
  }

  // ---- listeners (delegated on the root, so cleanup is a handful of removals) ----
  function actionTarget(event) {
    const t = event.target?.closest?.("[data-action]");
    return t && root.contains(t) ? t : null;
  }

  function onClick(event) {
    const t = actionTarget(event);
    if (!t || t.tagName === "SELECT" || t.tagName === "INPUT") return;
    if (t.dataset.action === "table-area" && event.target !== t && event.target.closest("button")) return;
    act(t.dataset.action, t, event);
  }

  function onDblClick(event) {
    const t = actionTarget(event);
    if (!t || t.dataset.action !== "card") return;
    const v = view();
    const card = t.dataset.card;
    ui.sel = { cards: [card], cursor: handCodes(v).indexOf(card) };
    const move = unambiguousMove(v, [card]);
    if (move) sendMove({ move: { ...move, cards: [...move.cards] }, attempt: false });
    else setHint(describeSelection(v, [card])?.ok ? "This card can do more than one thing: click its target." : describeSelection(v, [card])?.text);
  }

  function onChange(event) {
    const t = event.target;
    const action = t?.dataset?.action;
    if (action === "menu-local") {
      ui[t.dataset.name] = t.value;
    } else if (action === "option") {
      send({ type: "option", name: t.dataset.name, value: Boolean(t.checked) });
    } else if (action === "scrub") {
      send({ type: "step", to: Number(t.value) });
    } else if (action === "option-select") {
      const numeric = t.dataset.name === "bot_delay_ms" || t.dataset.name === "autoplay_ms";
      const value = numeric ? Number(t.value) : t.value;
      send({ type: "option", name: t.dataset.name, value });
    }
  }

  const STEP_KEYS = { "step-back": "back", "step-forward": "forward", "step-first": "first", "step-last": "last" };

  function onKeyDown(event) {
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    const v = view();
    const focusedCard = ["card", "ot-card"].includes(root.ownerDocument.activeElement?.dataset?.action);
    if (action.startsWith("step-")) return send({ type: "step", to: STEP_KEYS[action] });
    if (action === "pause" && v.replay) {
      return send({ type: "option", name: "autoplay", value: !(options().autoplay ?? v.replay.autoplay) });
    }
    if (v.game === "own_trumps" && ownKey(action, v, focusedCard)) return;
    switch (action) {
      case "left":
      case "right":
      case "extend-left":
      case "extend-right":
        setSelection(moveCursor(ui.sel, v, action.endsWith("left") ? -1 : 1, action.startsWith("extend")));
        if (focusedCard) board.querySelector(".durak-hand-card.durak-cursor")?.focus({ preventScroll: true });
        return;
      case "play":
        return playSelection();
      case "down":
        if (ui.sel.cards.length || !ui.downArmed) {
          ui.sel = { cards: [], cursor: ui.sel.cursor };
          ui.downArmed = true;
          return setHintKeepArmed("Selection cleared. Press ↓ again to take the cards.");
        }
        return sendMove(actionMove(v, "take"));
      case "select-all":
        return setSelection(selectAll(ui.sel, v));
      case "pause":
        return send({ type: "pause", paused: !options().paused });
      case "new-game":
        return send({ type: "new_game" });
      case "menu":
        return toggleMenu();
      case "escape":
        if (ui.menuOpen) return toggleMenu(false);
        return setSelection({ cards: [], cursor: ui.sel.cursor });
      default:
        return undefined;
    }
  }

  // Svoi Kozyri: ←/→ select one card, ↑ plays it (beat or lay, as the phase says), ↓ picks up.
  function ownKey(action, v, focusedCard) {
    switch (action) {
      case "left":
      case "right":
      case "extend-left":
      case "extend-right":
        setSelection(moveCursor(ui.sel, v, action.endsWith("left") ? -1 : 1, false));
        if (focusedCard) board.querySelector(".durak-hand-card.durak-cursor")?.focus({ preventScroll: true });
        return true;
      case "play": {
        const card = ui.sel.cards[0] ?? (ui.sel.cursor >= 0 ? handCodes(v)[ui.sel.cursor] : null);
        if (!card) {
          setHint("Select a card first (← →), then press ↑ to play it.");
          return true;
        }
        ui.sel = { cards: [card], cursor: handCodes(v).indexOf(card) };
        sendMove(ownCardMove(v, card));
        return true;
      }
      case "down":
        sendMove(ownPickUpMove(v));
        return true;
      case "select-all":
        return true;
      default:
        return false;
    }
  }

  function setHintKeepArmed(text) {
    ui.hint = text;
    render();
  }

  function onDragStart(event) {
    const t = actionTarget(event);
    if (!t || t.dataset.action !== "card") return;
    const card = t.dataset.card;
    if (!ui.sel.cards.includes(card)) ui.sel = { cards: [card], cursor: handCodes(view()).indexOf(card) };
    event.dataTransfer?.setData("text/plain", ui.sel.cards.join(" "));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = "move";
  }

  function dropTarget(event) {
    const t = event.target?.closest?.('[data-action="target"], [data-action="table"], [data-action="table-area"]');
    return t && root.contains(t) ? t : null;
  }

  function onDragOver(event) {
    if (!dropTarget(event) || !ui.sel.cards.length) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
  }

  function onDrop(event) {
    const t = dropTarget(event);
    if (!t || !ui.sel.cards.length) return;
    event.preventDefault();
    toTarget(t.dataset.action === "target" ? t.dataset.card : null);
  }

  const listeners = [
    ["click", onClick],
    ["dblclick", onDblClick],
    ["change", onChange],
    ["keydown", onKeyDown],
    ["dragstart", onDragStart],
    ["dragover", onDragOver],
    ["drop", onDrop],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn);
  for (const name of TRAITS) model.on(name, schedule);
  render();

  return function cleanup() {
    disposed = true;
    for (const name of TRAITS) model.off(name, schedule);
    for (const [type, fn] of listeners) root.removeEventListener(type, fn);
    root.remove();
  };
}
