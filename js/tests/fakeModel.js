// A ten-line stand-in for anywidget's model: traits, listeners, and a log of sent messages.
export function fakeModel(traits) {
  const data = { ...traits }, handlers = {}, sent = [];
  return {
    sent, handlers,
    get: (name) => data[name],
    set: (name, value) => { data[name] = value; (handlers[`change:${name}`] || []).forEach((f) => f()); },
    save_changes: () => {},
    send: (msg) => sent.push(JSON.parse(JSON.stringify(msg))),
    on: (name, fn) => (handlers[name] ||= []).push(fn),
    off: (name, fn) => { handlers[name] = (handlers[name] || []).filter((f) => f !== fn); },
  };
}
