"""Which rule set a quiz question is asked in, and how hard it is.

A question's rule set is its position's: a Durak preset (``"podkidnoy"``, ``"perevodnoy"``,
``"classic"``, ``"eltos"``) or Svoi Kozyri (``"own_trumps"``); a position whose rules are no
preset (a house rule switched on) has none and is never asked. A quiz asks in one rule set.

Three levels:

- ``"beginner"``: what the first lesson teaches, asked directly: is this move legal, which of
  your cards beat this one, for beating, leading and throwing in by rank, taking, saying done,
  and (Svoi Kozyri) beating the top card, laying and picking up.
- ``"intermediate"``: the same rules when the learner must name the reason ("why"), count the
  attack limit ("how many"), or say who attacks next.
- ``"advanced"``: what happens after a take (the draw and the next roles together), and the
  rules a first lesson leaves out (transfers, the first-bout cap, the trump-six exchange, the
  neighbours-only and wait-for-a-beat variants, partnerships).
"""

from __future__ import annotations

from typing import Any

from ..games import kind_of

__all__ = ["BEGINNER_RULES", "level_of", "rule_set_of"]

BEGINNER_RULES = (
    "beat.",
    "attack.lead",
    "attack.throw_in",
    "attack.rank_not_on_table",
    "attack.by_defender",
    "attack.not_your_lead",
    "attack.cap_reached",
    "attack.defender_hand",
    "defend.",
    "take.",
    "done.",
    "bout.",
    "draw.",
    "roles.",
    "player.",
    "turn.",
    "pile.",
    "pick_up.",
)
"""Rule ids (or prefixes) the first lessons teach; every other rule is advanced."""

_ADVANCED_FORMS = ("attack.defender_hand:after_transfer",)


def _taught(rule: str) -> bool:
    return any(rule == r or (r.endswith(".") and rule.startswith(r)) for r in BEGINNER_RULES)


def level_of(kind: str, rule: str) -> str:
    """The level of a question of `kind` about `rule` (see the module docstring)."""
    if not _taught(rule) or rule in _ADVANCED_FORMS or kind == "after_take":
        return "advanced"
    if kind in ("legal", "which_beats"):
        return "beginner"
    return "intermediate"


def rule_set_of(game: Any) -> str:
    """The rule set `game` is played by: its rules' preset name where the game has rule
    presets (``"podkidnoy"``; ``""`` when its rules are no preset), else the game's own name
    (``"own_trumps"``)."""
    rules = getattr(game, "rules", None)
    if rules is None:
        return str(kind_of(game).name)
    return str(getattr(rules, "preset", None) or "")
