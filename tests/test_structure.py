"""The shape the architecture promises (docs/architecture.md): only the registry asks which game
an object is (the layers themselves are checked by tests/test_layers.py)."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "durak_widget"
ASKS_WHICH_GAME = re.compile(
    r"isinstance\([^)]*\b(Game|OwnTrumps)\b|\bis_own_trumps\(|[=!]= *[\"'](own_trumps|durak)[\"']"
    r"|[\"'](own_trumps|durak)[\"'] *[=!]="
)


def sources():
    return sorted(p for p in PACKAGE.rglob("*.py") if "static" not in p.parts)


# DurakWidget.is_own_trumps is a public name kept from before the registry; it asks the adapter.
KEPT = {"widget/api.py": ("def is_own_trumps", 'self.session.adapter.name == "own_trumps"')}


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
