// The real catalogs for tests: a .po file of the front end's domain read the way Python's
// catalog_texts sends it as the `labels` trait ({english: translation}; plural entries keyed
// "one\u0000many" with their forms joined by "\u0000"), and the template's English texts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const locale = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "durak_widget", "locale");

/** The entries of a .po/.pot text: [{id, plural, forms: [msgstr...], fuzzy}] (header left out). */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  let fuzzy = false;
  const flush = () => {
    if (entry && entry.id) entries.push(entry);
    entry = null;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#~")) continue;
    if (line.startsWith("#,")) {
      flush();
      fuzzy = line.includes("fuzzy");
      continue;
    }
    if (line.startsWith("#")) continue;
    const m = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
    if (m) {
      if (m[1] === "msgid" || m[1] === "msgctxt") {
        if (entry && (entry.forms.length || m[1] === "msgctxt")) flush();
        entry ||= { id: "", plural: null, forms: [], fuzzy };
        fuzzy = false;
      }
      field = m[1] === "msgstr" ? 0 : m[2] != null ? Number(m[2]) : m[1];
      const value = JSON.parse(m[3]);
      if (typeof field === "number") entry.forms[field] = value;
      else if (field === "msgid") entry.id = value;
      else if (field === "msgid_plural") entry.plural = value;
    } else if (line.startsWith('"') && entry) {
      const value = JSON.parse(line);
      if (typeof field === "number") entry.forms[field] += value;
      else if (field === "msgid") entry.id += value;
      else if (field === "msgid_plural") entry.plural += value;
    }
  }
  flush();
  return entries;
}

/** The `labels` trait Python sends for `lang` (the JS domain's catalog). */
export function labelsFor(lang) {
  const text = readFileSync(path.join(locale, lang, "LC_MESSAGES", "durak_widget_js.po"), "utf8");
  const labels = {};
  for (const e of parsePo(text)) {
    if (e.fuzzy || !e.forms.some(Boolean)) continue;
    labels[e.plural != null ? `${e.id}\u0000${e.plural}` : e.id] = e.forms.join("\u0000");
  }
  return labels;
}

/** Every text of the template, each wrapped in ⟪ ⟫ (plural forms too): a pseudo-language. */
export function markedLabels() {
  const text = readFileSync(path.join(locale, "durak_widget_js.pot"), "utf8");
  const labels = {};
  for (const e of parsePo(text)) {
    if (e.plural != null) labels[`${e.id}\u0000${e.plural}`] = `⟪${e.id}⟫\u0000⟪${e.plural}⟫`;
    else labels[e.id] = `⟪${e.id}⟫`;
  }
  return labels;
}
