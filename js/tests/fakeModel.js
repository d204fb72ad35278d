// A stand-in for anywidget's model: traits, listeners, and a log of sent messages. Every message
// any fake model sends is also kept in `allSent`, so that tests/setup.js can check them all.
export const allSent = [];

export function fakeModel(traits) {
  const data = { ...traits }, handlers = {}, sent = [];
  return {
    sent, handlers,
    get: (name) => data[name],
    set: (name, value) => { data[name] = value; (handlers[`change:${name}`] || []).forEach((f) => f()); },
    save_changes: () => {},
    send: (msg) => {
      allSent.push(structuredClone(msg));
      sent.push(JSON.parse(JSON.stringify(msg)));
    },
    on: (name, fn) => (handlers[name] ||= []).push(fn),
    off: (name, fn) => { handlers[name] = (handlers[name] || []).filter((f) => f !== fn); },
  };
}

/** The paths of fields whose value is null or undefined ("[2].move.target"): Python's side,
 * Pyodide in particular, must see such a field left out instead. */
export function absentFields(value, path = "") {
  if (value === null || value === undefined) return [path || "(message)"];
  if (typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => absentFields(v, Array.isArray(value) ? `${path}[${k}]` : `${path}${path ? "." : ""}${k}`));
}
