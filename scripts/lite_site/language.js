// The classroom site's languages (JupyterLite): which notebook the site's root opens, and the
// language JupyterLab's own interface starts in. scripts/lite_build.py copies this file to the
// site's root and writes the course into jupyter-lite.json ("durakCourse"):
//
//   {"languages": {"en": {"folder": "", "start": "01_….ipynb", "notebooks": [...], "locale": "en"},
//                  "ru": {"folder": "ru", ..., "locale": "ru_RU"}, ...}}
//
// where `locale` is the JupyterLab language pack the site carries for that language (null: none).
//
// The course's language, in this order: an explicit choice (the root's ?lang=ru, or the course
// notebook a link opens: lab/index.html?path=ru/01_….ipynb), remembered for the tab's reloads
// (JupyterLab drops ?path from the address); then the browser's languages (navigator.languages),
// in the learner's order; then English.
//
// The interface: JupyterLite maps JupyterLab's "default" locale to English, so this module sets the
// default of the `locale` setting (the page configuration's settingsOverrides, as jupyter-lite.json
// would) before JupyterLab starts. It stays a default: a language the learner picks in
// Settings > Language is a user setting, kept in the browser, and wins.

const TRANSLATION = '@jupyterlab/translation-extension:plugin';
const REMEMBERED = 'durak-course-language';
const CONFIG_ID = 'jupyter-config-data';

/** The primary language subtag of a BCP 47 tag ("ru" for "ru-RU", "es" for "es_419"). */
function primary(tag) {
  return String(tag).toLowerCase().split(/[-_]/)[0];
}

/** The first of `tags` (the learner's order) whose language `has` accepts, or null. */
export function firstLanguage(tags, has) {
  for (const tag of tags || []) {
    const language = primary(tag);
    if (has(language)) {
      return language;
    }
  }
  return null;
}

/** The course language whose notebooks `path` (a site path, as in ?path=) is among, or null:
 * a language's folder and what is in it; for the languages at the root (English), their notebooks. */
export function languageOfPath(course, path) {
  const clean = String(path || '').replace(/^\/+|\/+$/g, '');
  if (!clean) {
    return null;
  }
  for (const [language, { folder, notebooks }] of Object.entries(course.languages)) {
    if (folder ? clean === folder || clean.startsWith(`${folder}/`) : notebooks.includes(clean)) {
      return language;
    }
  }
  return null;
}

/** The course's language for a page at `search` (its query string) in a browser whose languages
 * are `tags`, with `remembered` the tab's last explicit choice (or null). */
export function courseLanguage(course, search, tags, remembered = null) {
  const has = (language) => language in course.languages;
  const params = new URLSearchParams(search);
  const asked = params.get('lang');
  return (
    (asked && has(primary(asked)) ? primary(asked) : null) ??
    languageOfPath(course, params.get('path')) ??
    (remembered && has(remembered) ? remembered : null) ??
    firstLanguage(tags, has) ??
    'en'
  );
}

/** The JupyterLab locale for the interface: the course language's pack, else the first of the
 * browser's languages the site has a pack for, else English. */
export function interfaceLocale(course, language, tags) {
  const locales = {};
  for (const [name, { locale }] of Object.entries(course.languages)) {
    if (locale) {
      locales[name] = locale;
    }
  }
  const spoken = locales[language] ? language : firstLanguage(tags, (name) => name in locales);
  return spoken ? locales[spoken] : 'en';
}

/** The address the site's root sends a learner to: notebook 01 (the first notebook) of the
 * course in their language. */
export function startUrl(course, search, tags) {
  const { folder, start } = course.languages[courseLanguage(course, search, tags)];
  const path = encodeURIComponent(folder ? `${folder}/${start}` : start).replaceAll("%2F", "/");
  return `lab/index.html?path=${path}`;
}

/** The course written into the site's jupyter-lite.json (for the root page, which has no app). */
export async function loadCourse(root = './') {
  const response = await fetch(`${root}jupyter-lite.json`);
  return (await response.json())[CONFIG_ID].durakCourse;
}

function remember(language) {
  try {
    if (language) {
      window.sessionStorage.setItem(REMEMBERED, language);
    }
    return window.sessionStorage.getItem(REMEMBERED);
  } catch {
    return language; // storage turned off: no memory across reloads
  }
}

/**
 * Set the interface's default locale in this page's configuration. An app page calls it right
 * after JupyterLite's config-utils.js has merged the configuration and before JupyterLab's
 * bundle runs (the bundle is a script that runs in a later task).
 */
export function setInterfaceLocale() {
  const script = document.getElementById(CONFIG_ID);
  const config = JSON.parse(script.textContent);
  const course = config.durakCourse;
  if (!course) {
    return;
  }
  const params = new URLSearchParams(window.location.search);
  const remembered = remember(languageOfPath(course, params.get('path')));
  const language = courseLanguage(course, window.location.search, navigator.languages, remembered);
  const overrides = config.settingsOverrides || {};
  overrides[TRANSLATION] = {
    ...(overrides[TRANSLATION] || {}),
    locale: interfaceLocale(course, language, navigator.languages),
  };
  config.settingsOverrides = overrides;
  script.textContent = JSON.stringify(config);
}
