"""The shape the architecture promises (docs/architecture.md): only the registry asks which game
an object is, the widget stays thin, and no module grows past one job's size."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "durak_widget"
ASKS_WHICH_GAME = re.compile(
    r"isinstance\([^)]*\b(Game|OwnTrumps)\b|\bis_own_trumps\(|[=!]= *[\"']own_trumps[\"']"
    r"|[\"']own_trumps[\"'] *[=!]="
)


def sources():
    return sorted(p for p in PACKAGE.rglob("*.py") if "static" not in p.parts)


# DurakWidget.is_own_trumps is a public name kept from before the registry; it asks kind_of.
KEPT = {"widget/api.py": ("def is_own_trumps", 'kind_of(self.session.game).name == "own_trumps"')}


def test_only_the_registry_asks_which_game_an_object_is():
    offenders = []
    for path in sources():
        where = path.relative_to(PACKAGE).as_posix()
        if where == "games/registry.py":
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            kept = KEPT.get(where, ())
            if ASKS_WHICH_GAME.search(line) and not any(k in line for k in kept):
                offenders.append(f"{where}:{number}: {line.strip()}")
    assert offenders == []


def test_the_widget_is_thin_and_no_module_is_long():
    assert len((PACKAGE / "widget" / "widget.py").read_text().splitlines()) < 300
    long = {
        str(p.relative_to(PACKAGE)): n
        for p in sources()
        if (n := len(p.read_text().splitlines())) > 500
    }
    assert long == {}
