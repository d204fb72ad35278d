"""Build hook: bundle the front end (js/) into durak_widget/static/ only when it is needed.

- The bundle is up to date (an sdist, which ships it; or a checkout built before): no Node needed.
- The bundle is missing or older than a file under js/ (a fresh clone, or after a JS edit): build
  it with npm, and say plainly that Node.js >= 20 and npm are needed when they are missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface  # type: ignore[import-not-found]

NODE_MAJOR = 20
BUNDLE = ("durak_widget/static/widget.js", "durak_widget/static/widget.css")
SOURCES = ("js/src", "js/package.json", "js/package-lock.json", "js/build.mjs")


def newest_mtime(paths: list[Path]) -> float:
    """The newest modification time among these files and the files below these folders."""
    newest = 0.0
    for path in paths:
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        for f in files:
            newest = max(newest, f.stat().st_mtime)
    return newest


def bundle_is_stale(root: Path) -> bool:
    """True when a bundle file is missing or some front-end source is newer than the bundle."""
    bundle = [root / name for name in BUNDLE]
    if not all(p.is_file() for p in bundle):
        return True
    sources = [root / name for name in SOURCES if (root / name).exists()]
    oldest_bundle = min(p.stat().st_mtime for p in bundle)
    return newest_mtime(sources) > oldest_bundle


def node_problem() -> str | None:
    """Why Node/npm cannot build the bundle here, or None when they can."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        missing = " and ".join(n for n, p in (("node", node), ("npm", npm)) if not p)
        return f"{missing} not found on PATH"
    out = subprocess.run([node, "--version"], capture_output=True, text=True, check=False)
    version = out.stdout.strip().lstrip("v")
    major = version.split(".")[0]
    if not major.isdigit() or int(major) < NODE_MAJOR:
        return f"node {version or '(unknown version)'} is older than {NODE_MAJOR}"
    return None


class FrontEndBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    """Runs `npm install` and `npm run build` in js/ when the bundle is missing or stale."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        """Build the bundle if needed; fail with a clear message when Node/npm cannot."""
        if self.target_name not in ("wheel", "sdist") or os.getenv("SKIP_JUPYTER_BUILDER"):
            return
        root = Path(self.root)
        if not (root / "js" / "package.json").is_file() or not bundle_is_stale(root):
            return
        problem = node_problem()
        if problem:
            raise RuntimeError(
                "durak_widget: the front-end bundle (durak_widget/static/widget.js) has to be "
                f"built from js/, which needs Node.js >= {NODE_MAJOR} and npm ({problem}). "
                "Install Node.js >= 20 with npm (https://nodejs.org), or install a released "
                "wheel or sdist, which carry the bundle and need no Node."
            )
        from hatch_jupyter_builder import npm_builder  # type: ignore[import-not-found]

        npm_builder(self.target_name, version, path=str(root / "js"), build_cmd="build", force=True)
        missing = [name for name in BUNDLE if not (root / name).is_file()]
        if missing:
            raise RuntimeError(f"durak_widget: `npm run build` did not produce {missing}")
