// @ts-check
// The anywidget entry point: esbuild bundles this file and its imports into static/widget.js.
import { createApp } from "./app.js";

/**
 * @param {{model: import("./types.js").Model, el: HTMLElement}} context
 */
function render({ model, el }) {
  return createApp(model, el);
}

export default { render };
