"""Build the JupyterLite classroom site: the notebooks, run by Pyodide in the browser.

Everything comes from package registries at build time (PyPI and npm), nothing from a CDN at run
time, so the folder works offline and on any static host:

- the Pyodide runtime: the npm package `pyodide` at the version the kernel expects;
- the wheels Pyodide's lock names for the kernel (ipython, jedi, ...): downloaded from PyPI at
  the lock's versions, with the lock's sha256 rewritten to the downloaded files (PyPI's builds
  are not byte-identical to Pyodide's, and Pyodide checks integrity);
- durak_widget's own wheel and its pure-Python dependencies that Pyodide lacks: served by
  piplite, so a notebook's `%pip install durak_widget` installs them from the site;
- JupyterLab's language packs installed in the build environment (jupyterlab-language-pack-ru-RU,
  -es-ES), which the build copies into the site through jupyterlab_server.

The course's notebooks keep their layout (``notebooks/`` at the site's root: English there,
``ru/``, ``es/``, ... beside it). The site's root page (scripts/lite_site/index.html) opens
notebook 01 in the browser's language, and every app page sets JupyterLab's interface language
before JupyterLab starts (scripts/lite_site/language.js says how, and why a page script).

Usage: python scripts/lite_build.py [--out build/lite/site]   (scripts/lite.sh sets it all up)
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

from jupyterlite_pyodide_kernel.constants import (  # type: ignore[import-untyped]
    PYODIDE_PYTHON_VERSION,
    PYODIDE_VERSION,
)
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import notebooks  # scripts/notebooks.py: the course's languages and their notebooks

REPO = Path(__file__).resolve().parents[1]
SITE_FILES = REPO / "scripts" / "lite_site"
# How every JupyterLite app page (lab/, notebooks/, tree/, ...) loads its configuration.
CONFIG_IMPORT = re.compile(
    r"await import\(\s*'(?P<up>(?:\.\./)+)config-utils\.js(?P<query>[^']*)'\s*\);"
)
PYODIDE_FILES = (
    "pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
    "pyodide-lock.json", "package.json",
)  # fmt: skip
# What the Pyodide kernel installs from the lock when it starts (micropip first).
KERNEL_PACKAGES = ("micropip", "comm", "jedi", "ipython", "traitlets", "typing-extensions")
# The kernel ships its own stand-ins for these; they must not be downloaded.
KERNEL_SHIMS = {"ipykernel", "widgetsnbextension", "pyodide-kernel", "piplite"}
# How Pyodide's Python evaluates dependency markers.
MARKERS = {
    "python_version": PYODIDE_PYTHON_VERSION,
    "python_full_version": f"{PYODIDE_PYTHON_VERSION}.0",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}
PIP_PURE = [
    "--only-binary", ":all:", "--no-deps", "--python-version", PYODIDE_PYTHON_VERSION,
    "--implementation", "py", "--abi", "none", "--platform", "any",
]  # fmt: skip


def say(text: str) -> None:
    """Progress on stdout, flushed."""
    print(f"== lite: {text}", flush=True)


def run(cmd: list[str], cwd: Path | None = None) -> None:
    """Run a command, showing its output only when it fails."""
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        raise SystemExit(f"lite: `{' '.join(cmd[:4])} ...` failed")


def sha256(path: Path) -> str:
    """The file's sha256 as hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pip_download(specs: list[str], dest: Path) -> None:
    """Download pure-Python wheels (py3-none-any) for these specs from the package index."""
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "-q", *PIP_PURE, "-d", str(dest), *specs])


def pyodide_runtime(cache: Path, dest: Path) -> dict:
    """Unpack the npm package `pyodide` into dest; return its lock (parsed)."""
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists():
        say(f"fetching the Pyodide {PYODIDE_VERSION} runtime from npm")
        cache.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=cache)
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tgz) as tar:
        for name in PYODIDE_FILES:
            member = tar.extractfile(f"package/{name}")
            assert member is not None, name
            (dest / name).write_bytes(member.read())
    return json.loads((dest / "pyodide-lock.json").read_text())


def kernel_wheels(lock: dict, cache: Path, dest: Path) -> int:
    """Put the lock's wheels the kernel needs into dest and rewrite their sha256 in the lock."""
    packages = lock["packages"]
    key: dict[str, str] = {canonicalize_name(n): n for n in packages}  # either spelling
    needed: set[str] = set()
    todo = [key[p] for p in KERNEL_PACKAGES if p in key]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            depends = (canonicalize_name(d) for d in packages[name]["depends"])
            todo += [key[d] for d in depends if d in key]
    wanted = {packages[n]["file_name"]: f"{n}=={packages[n]['version']}" for n in needed}
    missing = [spec for fname, spec in wanted.items() if not (cache / fname).exists()]
    if missing:
        say(f"downloading {len(missing)} kernel wheels from PyPI at Pyodide's locked versions")
        pip_download(missing, cache)
    for name in sorted(needed):
        entry = packages[name]
        wheel = cache / entry["file_name"]
        if not wheel.exists():
            raise SystemExit(f"lite: PyPI gave no {entry['file_name']} for {name}")
        shutil.copy(wheel, dest / wheel.name)
        entry["sha256"] = sha256(wheel)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock))
    return len(needed)


def requirements(wheel: Path) -> list[Requirement]:
    """The wheel's Requires-Dist entries that apply in Pyodide."""
    with zipfile.ZipFile(wheel) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        message = Parser().parsestr(zf.read(meta).decode())
    reqs = [Requirement(r) for r in message.get_all("Requires-Dist") or []]
    return [r for r in reqs if r.marker is None or r.marker.evaluate(MARKERS)]


def project_wheels(lock: dict, cache: Path, dest: Path) -> list[str]:
    """durak_widget's wheel plus its dependencies that neither the lock nor the kernel provide."""
    dest.mkdir(parents=True, exist_ok=True)
    built = cache / "project"
    shutil.rmtree(built, ignore_errors=True)
    say("building the durak_widget wheel (bundles the front end if js/ changed)")
    # Pyodide installs only pure-Python wheels: never the engines compiled for this machine.
    os.environ["DURAK_WIDGET_PURE"] = "1"
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(built), str(REPO)])
    (wheel,) = built.glob("durak_widget-*.whl")
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"{wheel.name}: Pyodide needs the pure wheel (py3-none-any)")
    shutil.copy(wheel, dest / wheel.name)
    provided = {canonicalize_name(n) for n in lock["packages"]} | KERNEL_SHIMS
    seen: set[str] = set()
    todo = requirements(wheel)
    while todo:
        req = todo.pop()
        name = canonicalize_name(req.name)
        if name in provided or name in seen:
            continue
        seen.add(name)
        deps = cache / "deps" / name
        if not any(deps.glob("*.whl")):
            pip_download([str(req)], deps)
        (dep,) = deps.glob("*.whl")
        shutil.copy(dep, dest / dep.name)
        todo += requirements(dep)
    return sorted(p.name for p in dest.glob("*.whl"))


def lite_config(work: Path, out: Path) -> None:
    """jupyter_lite_config.json (build) and jupyter-lite.json (run time) in the work folder."""
    config = {
        "LiteBuildConfig": {
            "contents": [str(REPO / "notebooks")],
            "output_dir": str(out),
            "no_sourcemaps": True,
        },
        "PipliteAddon": {"piplite_urls": [str(work / "wheels")]},
    }
    (work / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2))
    kernel = "@jupyterlite/pyodide-kernel-extension:kernel"
    runtime = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "durak_widget classroom",
            "litePluginSettings": {kernel: {"disablePyPIFallback": True}},
        },
    }
    (work / "jupyter-lite.json").write_text(json.dumps(runtime, indent=2))


def interface_locale(language: str, packs: dict) -> str | None:
    """The JupyterLab locale of the site's language packs (``packs``: api/translations/all.json's
    data) for a course `language`, or None: ``ru_RU`` for ``ru``, rather than another region."""
    if language == "en":
        return "en"
    found = sorted(name for name in packs if name.split("_")[0].lower() == language)
    preferred = [name for name in found if name.lower() in (language, f"{language}_{language}")]
    return (preferred or found or [None])[0]


def course(out: Path) -> dict:
    """The course as the site's pages read it: each language's folder (English at the root),
    notebooks (the first opens the course) and JupyterLab locale."""
    packs = json.loads((out / "api" / "translations" / "all.json").read_text())["data"]
    folders = {"en": ("", notebooks.english())}
    for language in notebooks.languages():
        folders[language] = (language, sorted((notebooks.NOTEBOOKS / language).glob("*.ipynb")))
    languages = {}
    for language, (folder, paths) in folders.items():
        names = [f"{folder}/{p.name}" if folder else p.name for p in paths]
        languages[language] = {
            "folder": folder,
            "start": paths[0].name,
            "notebooks": names,
            "locale": interface_locale(language, packs),
        }
        if not (out / "files" / names[0]).exists():
            raise SystemExit(f"lite: the site lacks {names[0]} (the contents moved?)")
    return {"languages": languages}


def site_languages(out: Path) -> dict:
    """Open the course in the learner's language: the root page, language.js, the course in
    jupyter-lite.json, and every app page setting the interface's language before JupyterLab
    starts. Returns the course."""
    found = course(out)
    config_file = out / "jupyter-lite.json"
    config = json.loads(config_file.read_text())
    config["jupyter-config-data"]["durakCourse"] = found
    config_file.write_text(json.dumps(config, indent=2))
    script = (SITE_FILES / "language.js").read_bytes()
    (out / "language.js").write_bytes(script)
    version = hashlib.sha256(script).hexdigest()[:8]  # a new file, a new address (no stale cache)
    root_page = (SITE_FILES / "index.html").read_text()
    (out / "index.html").write_text(
        root_page.replace("'./language.js'", f"'./language.js?_={version}'")
    )
    for page in sorted(out.glob("*/index.html")):
        text = page.read_text()
        if "config-utils.js" not in text:
            continue
        new, count = CONFIG_IMPORT.subn(
            lambda m: (
                f"const language = await import('{m['up']}language.js?_={version}');\n"
                f"        await import('{m['up']}config-utils.js{m['query']}');\n"
                "        language.setInterfaceLocale();"
            ),
            text,
        )
        if count != 1:
            raise SystemExit(f"lite: {page.relative_to(out)} loads config-utils.js unexpectedly")
        page.write_text(new)
    if not (out / "lab" / "index.html").read_text().count("setInterfaceLocale"):
        raise SystemExit("lite: the lab app's page was not given its interface language")
    return found


def folder_size(path: Path) -> int:
    """Total bytes of the files below path."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> None:
    """Build the site into --out (default build/lite/site)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "build" / "lite" / "site")
    args = parser.parse_args()
    out: Path = args.out.resolve()
    start = time.monotonic()
    if importlib.util.find_spec("jupyterlab_server") is None:
        # without it `jupyter lite build` leaves the language packs out, saying nothing
        raise SystemExit("lite: jupyterlab_server is missing (pip install -e '.[lite]')")
    cache = REPO / "build" / "lite" / "cache"
    work = REPO / "build" / "lite" / "work"
    shutil.rmtree(work, ignore_errors=True)
    pyodide = work / "static" / "pyodide"
    lock = pyodide_runtime(cache, pyodide)
    count = kernel_wheels(lock, cache / "kernel", pyodide)
    say(f"Pyodide {PYODIDE_VERSION} runtime and {count} kernel wheels in place")
    wheels = project_wheels(lock, cache, work / "wheels")
    say(f"piplite wheels: {', '.join(wheels)}")
    lite_config(work, out)
    shutil.rmtree(out, ignore_errors=True)
    say("jupyter lite build")
    run([sys.executable, "-m", "jupyterlite_core", "build"], cwd=work)
    languages = site_languages(out)["languages"]
    spoken = (
        f"{lang} ({data['locale'] or 'no language pack'})" for lang, data in languages.items()
    )
    say(f"the course in {', '.join(spoken)}; the root opens the browser's language")
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve folders starting with _ as they are
    mb = folder_size(out) / 1e6
    say(f"site ready in {time.monotonic() - start:.0f} s: {out} ({mb:.0f} MB)")


if __name__ == "__main__":
    main()
