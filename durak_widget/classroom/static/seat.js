// @ts-check
// The seat's page: the project's own front end (widget.js, unchanged) drawn on a model object
// that talks to the room over a websocket (docs/classroom-protocol.md). The page asks for a
// nickname, or reads the seat's code from the link's fragment (#code=...), keeps the code in
// localStorage and drops the fragment from the address bar; its first websocket message says
// who it is. A reload or a dropped connection comes back to the same seat with the same code.
// Every state the room sends is that seat's own view; the page sends the widget's intents,
// each with the version of the view it was made against.
//
// What the page says besides the table: while the connection is lost, the table is dimmed and
// nothing on it can be used until it is back; once the lesson is over (the room stopped), it
// says so and the table stays inert (a room restarted on its store takes the page back); "Not
// you? Leave this seat" lets the next student on a shared computer join with their own name;
// a seat opened on too many pages lets go of this one with an offer to play here again.
import widget from "./widget.js";

const KEPT = "durak-classroom";
const LANGUAGES = [
  ["en", "English"],
  ["ru", "Русский"],
  ["es", "Español"],
  ["fil", "Filipino"],
];
// what a seat shows is its view's own layout (view.layout: the "seat" task, decided in Python)
const SEAT_OPTIONS = { hints: true, card_size: "medium", four_colour: false };
// errors after which the page comes back with the same code (a restarted room resumes it)
const AGAIN_LATER = new Set(["room.closing", "room.flood", "room.no_hello"]);
// errors after which the seat's code opens nothing for this page any more
const FORGET = new Set(["room.bad_code", "room.seat_gone", "room.seat_freed"]);
// how long a page whose lesson is over waits between tries (a room restarted on its store)
const OVER_RETRY = 15000;

const main = /** @type {HTMLElement} */ (document.getElementById("durak-seat"));
/** @type {Record<string, string>} */
let labels = {};
let language = kept().language || document.body.dataset.language || "en";

/**
 * The page's own label `text` in the chosen language (the front end's catalog).
 * @param {string} text
 * @param {Record<string, unknown>} [values]
 */
function t(text, values) {
  const found = labels[text];
  const chosen = typeof found === "string" && found ? found : text;
  return chosen.replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));
}

/** @returns {{code?: string, name?: string, language?: string}} */
function kept() {
  try {
    return JSON.parse(localStorage.getItem(KEPT) || "{}") || {};
  } catch {
    return {};
  }
}

/** @param {Record<string, string | undefined>} patch */
function keep(patch) {
  const next = { ...kept(), ...patch };
  for (const key of Object.keys(next)) if (next[/** @type {keyof typeof next} */ (key)] === undefined) delete next[/** @type {keyof typeof next} */ (key)];
  localStorage.setItem(KEPT, JSON.stringify(next));
}

// A seat link's code: keep it, and take it out of the address bar (and so off any screen).
const fragment = new URLSearchParams(location.hash.slice(1));
if (fragment.get("code")) {
  keep({ code: fragment.get("code") || undefined });
  history.replaceState(null, "", location.pathname + location.search);
}

async function loadLabels() {
  try {
    const answer = await fetch(`labels/${encodeURIComponent(language)}`, { cache: "no-store" });
    labels = answer.ok ? await answer.json() : {};
  } catch {
    labels = {};
  }
  document.documentElement.lang = language;
}

/**
 * An element with attributes and children.
 * @param {string} tag
 * @param {Record<string, string>} [attrs]
 * @param {(Node | string)[]} [children]
 */
function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function languagePicker() {
  const select = /** @type {HTMLSelectElement} */ (el("select", { class: "seat-language", "aria-label": t("Language") }));
  for (const [code, name] of LANGUAGES) {
    const option = /** @type {HTMLOptionElement} */ (el("option", { value: code }, [name]));
    option.selected = code === language;
    select.append(option);
  }
  select.addEventListener("change", async () => {
    language = select.value;
    keep({ language });
    await loadLabels();
    if (session) session.switchLanguage();
    else showJoin();
  });
  return select;
}

// ------------------------------------------------------------------ joining

/** @param {string} [problem] */
function showJoin(problem) {
  const input = /** @type {HTMLInputElement} */ (
    el("input", { id: "seat-name", name: "nickname", maxlength: "24", autocomplete: "nickname", required: "", value: kept().name || "" })
  );
  const form = el("form", { class: "seat-join" }, [
    el("h1", {}, [t("Join the game")]),
    el("label", { for: "seat-name" }, [t("Your nickname")]),
    input,
    el("button", { type: "submit", class: "durak-btn durak-btn-primary" }, [t("Join")]),
    problem ? el("p", { class: "seat-problem", role: "alert" }, [problem]) : "",
    el("p", { class: "seat-language-line" }, [languagePicker()]),
  ]);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    keep({ name });
    connect({ type: "join", name });
  });
  main.replaceChildren(form);
  input.focus();
}

// ------------------------------------------------------------------ the model

/** @typedef {(msg?: any) => void} Handler */

/**
 * The anywidget model interface the front end uses (get, set, on, off, send, save_changes),
 * backed by the room's websocket instead of a Jupyter comm.
 * @param {(msg: Record<string, unknown>) => void} send
 */
function createModel(send) {
  /** @type {Record<string, any>} */
  const traits = { view: {}, log_tail: [], options: { ...SEAT_OPTIONS }, labels, language, menu_info: {} };
  /** @type {Map<string, Set<Handler>>} */
  const handlers = new Map();
  /** @param {string} name @param {any} [payload] */
  function emit(name, payload) {
    for (const fn of [...(handlers.get(name) || [])]) fn(payload);
  }
  return {
    version: 0,
    /** @param {string} name */
    get(name) {
      return traits[name];
    },
    /** @param {string} name @param {any} value */
    set(name, value) {
      traits[name] = value;
      emit(`change:${name}`);
    },
    save_changes() {},
    /** @param {string} name @param {Handler} fn */
    on(name, fn) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(fn);
    },
    /** @param {string} name @param {Handler} fn */
    off(name, fn) {
      handlers.get(name)?.delete(fn);
    },
    /** @param {Record<string, unknown>} msg */
    send(msg) {
      send({ ...msg, version: this.version });
    },
    emit,
  };
}

// ------------------------------------------------------------------ the seat

/** @type {ReturnType<typeof createSession> | null} */
let session = null;

/** @param {{type: string, [key: string]: unknown}} hello */
function connect(hello) {
  if (session) session.close();
  session = createSession(hello);
}

/** @param {{type: string, [key: string]: unknown}} firstHello */
function createSession(firstHello) {
  let hello = firstHello;
  /** @type {WebSocket | null} */
  let socket = null;
  let closed = false;
  let retry = 500;
  /** @type {{table: number, seat: number, game: string} | null} */
  let seat = null;
  let tableState = { view: {}, log_tail: [], version: 0 };
  /** @type {{view: any, version: number} | null} */
  let quiz = null;
  let over = false;
  const status = el("span", { class: "seat-status", role: "status" });
  const who = el("span", { class: "seat-who" });
  const leave = /** @type {HTMLButtonElement} */ (el("button", { type: "button", class: "durak-btn seat-leave" }, [t("Not you? Leave this seat")]));
  leave.addEventListener("click", leaveSeat);
  const bar = el("header", { class: "seat-bar" }, [who, leave, status, languagePicker()]);
  const notice = el("div", { class: "seat-notice", role: "status" });
  const host = el("div", { class: "seat-table" });
  const model = createModel((msg) => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
  });
  /** @type {(() => void) | null} */
  let cleanup = null;

  function show() {
    if (quiz) {
      model.version = quiz.version;
      model.set("log_tail", []);
      model.set("view", quiz.view);
    } else {
      model.version = tableState.version;
      model.set("log_tail", tableState.log_tail);
      model.set("view", tableState.view);
    }
    const view = tableState.view || {};
    const mine = Array.isArray(view.seated) && seat ? view.seated[seat.seat] : null;
    const name = mine && mine.name ? mine.name : kept().name || "";
    who.textContent = seat ? t("Table {table}, seat {seat}: {name}", { table: seat.table + 1, seat: seat.seat + 1, name }) : "";
  }

  /**
   * Whether the table can be used: not while the connection is lost or after the lesson
   * (dimmed, and inert: no click or key reaches it), with `text` said above it.
   * @param {boolean} ok
   * @param {string} [text]
   */
  function usable(ok, text = "") {
    host.classList.toggle("seat-inert", !ok);
    if (ok) host.removeAttribute("inert");
    else host.setAttribute("inert", "");
    notice.textContent = text;
    notice.classList.toggle("seat-notice-on", Boolean(text));
    main.classList.toggle("seat-over", over);
  }

  // "Not you? Leave this seat": this page forgets the seat (it stays its student's, played by
  // a stand-in bot until they come back) and asks for a nickname.
  function leaveSeat() {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "leave" }));
    keep({ code: undefined, name: undefined });
    closed = true;
    if (socket) socket.close();
    if (cleanup) cleanup();
    cleanup = null;
    session = null;
    document.removeEventListener("pointerdown", activity, true);
    document.removeEventListener("keydown", activity, true);
    showJoin();
  }

  function open() {
    const url = new URL("ws", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    status.textContent = t("Connecting…");
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener("open", () => ws.send(JSON.stringify({ ...hello, language })));
    ws.addEventListener("message", (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      receive(msg);
    });
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      socket = null;
      if (closed) return;
      if (over) {
        setTimeout(() => !closed && open(), OVER_RETRY);
        return;
      }
      status.textContent = t("Connection lost: reconnecting…");
      if (cleanup) usable(false);
      setTimeout(() => !closed && open(), retry);
      retry = Math.min(retry * 2, 8000);
    });
  }

  /** @param {any} msg */
  function receive(msg) {
    switch (msg.type) {
      case "joined":
        keep({ code: msg.code, name: msg.name });
        hello = { type: "hello", code: msg.code };
        return;
      case "welcome":
        seat = { table: msg.table, seat: msg.seat, game: msg.game };
        retry = 500;
        over = false;
        status.textContent = "";
        if (!cleanup) {
          main.replaceChildren(bar, notice, host);
          model.set("labels", labels);
          model.set("language", language);
          cleanup = widget.render({ model, el: host });
        }
        usable(true);
        return;
      case "state":
        tableState = { view: msg.view, log_tail: msg.log_tail, version: msg.version };
        show();
        return;
      case "quiz":
        quiz = msg.view ? { view: msg.view, version: msg.version } : null;
        show();
        return;
      case "error":
        if (msg.rule === "room.closing") {
          over = true; // the lesson is over: said, and nothing on the table can be used
          status.textContent = "";
          if (cleanup) usable(false, msg.message);
          else showOver(msg.message);
          return;
        }
        if (AGAIN_LATER.has(msg.rule)) {
          status.textContent = msg.message; // this page was too fast: come back
          retry = Math.max(retry, 2000);
          return;
        }
        closed = true;
        if (FORGET.has(msg.rule)) keep({ code: undefined });
        if (cleanup) cleanup();
        cleanup = null;
        session = null;
        if (msg.rule === "room.page_limit") showElsewhere(msg.message);
        else showJoin(msg.message);
        return;
      case "refused":
        return; // the view that follows shows why
      default:
        model.emit("msg:custom", msg); // card_reason, log_page
    }
  }

  // A student the room took as away (a bot plays their seat) is back as soon as they act.
  function activity() {
    const view = tableState.view || {};
    const mine = Array.isArray(view.seated) && seat ? view.seated[seat.seat] : null;
    if (mine && mine.stand_in && socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "here" }));
  }
  document.addEventListener("pointerdown", activity, true);
  document.addEventListener("keydown", activity, true);

  open();
  return {
    close() {
      closed = true;
      document.removeEventListener("pointerdown", activity, true);
      document.removeEventListener("keydown", activity, true);
      if (socket) socket.close();
      if (cleanup) cleanup();
    },
    switchLanguage() {
      model.set("labels", labels);
      model.set("language", language);
      const picker = bar.querySelector(".seat-language");
      if (picker) picker.replaceWith(languagePicker());
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "language", language }));
      show();
    },
  };
}

/**
 * The lesson is over before this page showed a table.
 * @param {string} text
 */
function showOver(text) {
  main.replaceChildren(el("div", { class: "seat-join" }, [el("h1", {}, [text])]));
}

/**
 * The seat went to newer pages: say so, and offer to play here again (which lets go of the
 * oldest of them).
 * @param {string} text
 */
function showElsewhere(text) {
  const again = el("button", { type: "button", class: "durak-btn durak-btn-primary" }, [t("Play here")]);
  again.addEventListener("click", () => {
    const code = kept().code;
    if (code) connect({ type: "hello", code });
    else showJoin();
  });
  main.replaceChildren(el("div", { class: "seat-join" }, [el("p", { class: "seat-problem", role: "alert" }, [text]), again]));
}

await loadLabels();
const code = kept().code;
if (code) connect({ type: "hello", code, name: kept().name });
else showJoin();
