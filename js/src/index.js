// The anywidget entry point: esbuild bundles this file and its imports into static/widget.js.
import { createApp } from "./app.js";

function render({ model, el }) {
  return createApp(model, el);
}

export default { render };
