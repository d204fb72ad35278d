// @ts-check
// The front end's own labels in the widget's language. Python sends the `durak_widget_js`
// catalog as the trait `labels` ({english: translation}; a plural entry is keyed
// "one\u0000many" and holds its forms joined by "\u0000") and the language as `language`.
// `t("...")` and `tn("one", "many", n)` look the English source text up (scripts/i18n.py
// extracts their plain string literals); `{name}` placeholders are filled after the lookup.
// Texts that arrive from Python inside the view are translated already and never pass here.

/** @typedef {{lang: string, labels: Record<string, string>}} Catalog */

/** @type {Catalog} */
const ENGLISH = { lang: "en", labels: {} };
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
/** @type {Map<string, {rules: Intl.PluralRules, order: string[]}>} */
const RULES = new Map();

/** @type {Catalog} */
let current = ENGLISH;

/**
 * The catalog a model holds now (English when it sends none).
 * @param {{get: (name: any) => unknown}} model
 * @returns {Catalog}
 */
export function catalogOf(model) {
  const lang = model.get("language");
  const labels = model.get("labels");
  return {
    lang: typeof lang === "string" && lang ? lang : "en",
    labels: labels && typeof labels === "object" ? /** @type {Record<string, string>} */ (labels) : {},
  };
}

/**
 * Make `catalog` the one `t` and `tn` read (each view sets its own before it draws or handles
 * an event, so two widgets in different languages share a page).
 * @param {Catalog | null | undefined} catalog
 */
export function useCatalog(catalog) {
  current = catalog || ENGLISH;
}

/** The language of the labels now in use ("en", "ru", "es"). */
export function currentLanguage() {
  return current.lang;
}

/**
 * `text` with its `{name}` placeholders filled from `values` (unknown names stay as written).
 * @param {string} text
 * @param {Record<string, unknown>} [values]
 */
function fill(text, values) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * The label `text` (its English source) in the current language, placeholders filled.
 * @param {string} text
 * @param {Record<string, unknown>} [values]
 */
export function t(text, values) {
  const found = current.labels[text];
  return fill(typeof found === "string" && found ? found : text, values);
}

/**
 * The form of a counted label for `n` (`{n}` is filled with `n` besides `values`).
 * @param {string} one  the English singular
 * @param {string} many  the English plural
 * @param {number} n
 * @param {Record<string, unknown>} [values]
 */
export function tn(one, many, n, values) {
  const found = current.labels[`${one}\u0000${many}`];
  const forms = typeof found === "string" && found ? found.split("\u0000") : [one, many];
  const lang = typeof found === "string" && found ? current.lang : "en";
  return fill(forms[pluralIndex(lang, n, forms.length)] ?? many, { n, ...values });
}

/**
 * Which of `count` gettext plural forms goes with `n` in `lang`: the CLDR categories of the
 * language in their fixed order (one, few, many, ...), the last form taking the rest.
 * @param {string} lang
 * @param {number} n
 * @param {number} count
 */
export function pluralIndex(lang, n, count) {
  if (count <= 1) return 0;
  let entry = RULES.get(lang);
  if (!entry) {
    let rules;
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    const known = rules.resolvedOptions().pluralCategories;
    entry = { rules, order: CATEGORIES.filter((c) => known.includes(/** @type {Intl.LDMLPluralRule} */ (c))) };
    RULES.set(lang, entry);
  }
  const index = entry.order.indexOf(entry.rules.select(n));
  return Math.min(Math.max(index, 0), count - 1);
}
