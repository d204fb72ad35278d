"""Rules: every preset field exactly as the issue's table, replace(), and validation."""

import dataclasses

import pytest

from durak_widget import Rules

COMMON = {
    "deck_size": 36,
    "hand_size": 6,
    "join_after_first_beat": False,
    "transfer_by_showing_trump": False,
    "draws": True,
    "add_only_when_beaten": False,
    "partnerships": False,
    "draw_order": "attackers_first",
    "first_attacker": "lowest_trump",
    "series_first_attacker": "as_first_game",
    "trump_six_exchange": False,
}

TABLE = {
    "podkidnoy": {
        "attack_cap": 6,
        "first_bout_cap": None,
        "throw_in": "all",
        "multi_card_lead": False,
        "throw_in_after_take": True,
        "transfer": False,
        "transfer_ends_on_throw_in": False,
    },
    "perevodnoy": {
        "attack_cap": 6,
        "first_bout_cap": None,
        "throw_in": "all",
        "multi_card_lead": False,
        "throw_in_after_take": True,
        "transfer": True,
        "transfer_ends_on_throw_in": False,
    },
    "classic": {
        "attack_cap": 6,
        "first_bout_cap": 5,
        "throw_in": "all",
        "multi_card_lead": False,
        "throw_in_after_take": False,
        "transfer": False,
        "transfer_ends_on_throw_in": False,
    },
    "eltos": {
        "attack_cap": None,
        "first_bout_cap": None,
        "throw_in": "neighbours",
        "multi_card_lead": True,
        "throw_in_after_take": False,
        "transfer": True,
        "transfer_ends_on_throw_in": True,
        "deck_size": 32,
        "draws": False,
        "draw_order": "seat_order",
        "first_attacker": "random",
    },
}


@pytest.mark.parametrize("name", sorted(TABLE))
def test_preset_sets_every_field_as_the_table(name):
    rules = getattr(Rules, name)()
    expected = {**COMMON, **TABLE[name]}
    actual = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}
    assert actual == expected


def test_the_field_names_are_exactly_the_documented_ones():
    names = {f.name for f in dataclasses.fields(Rules)}
    assert names == set(COMMON) | set(TABLE["podkidnoy"])


def test_default_rules_are_podkidnoy():
    assert Rules() == Rules.podkidnoy()


def test_rules_are_frozen():
    rules = Rules.podkidnoy()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.attack_cap = 3


def test_replace_gives_a_variant_and_leaves_the_original():
    base = Rules.podkidnoy()
    variant = base.replace(attack_cap=None, draws=False)
    assert variant.attack_cap is None and variant.draws is False
    assert base.attack_cap == 6 and base.draws is True
    # every other field is unchanged
    for f in dataclasses.fields(base):
        if f.name not in ("attack_cap", "draws"):
            assert getattr(variant, f.name) == getattr(base, f.name)


def test_replace_with_an_unknown_option_names_it():
    with pytest.raises(ValueError, match="throw_ins"):
        Rules.podkidnoy().replace(throw_ins="all")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("deck_size", 40),
        ("deck_size", "36"),
        ("hand_size", 0),
        ("attack_cap", 0),
        ("attack_cap", "6"),
        ("attack_cap", True),
        ("first_bout_cap", 0),
        ("throw_in", "everyone"),
        ("throw_in", None),
        ("join_after_first_beat", 1),
        ("multi_card_lead", "yes"),
        ("throw_in_after_take", None),
        ("transfer", 0),
        ("transfer_ends_on_throw_in", "no"),
        ("transfer_by_showing_trump", 1),
        ("draws", "True"),
        ("trump_six_exchange", None),
    ],
)
def test_bad_values_raise_value_error_naming_the_field(field, value):
    with pytest.raises(ValueError, match=field):
        Rules.podkidnoy().replace(**{field: value})
    with pytest.raises(ValueError, match=field):
        Rules(**{field: value})


@pytest.mark.parametrize("size", [24, 32, 36, 52])
def test_every_supported_deck_size_is_accepted(size):
    assert Rules.podkidnoy().replace(deck_size=size).deck_size == size


@pytest.mark.parametrize("mode", ["all", "neighbours", "attacker"])
def test_every_throw_in_mode_is_accepted(mode):
    assert Rules.podkidnoy().replace(throw_in=mode).throw_in == mode


def test_option_help_reads_the_documentation_stored_with_each_field():
    from dataclasses import fields

    for f in fields(Rules):
        assert Rules.option_help(f.name) == f.metadata["doc"]
        assert len(f.metadata["doc"]) > 20
    assert "defender's hand" in Rules.option_help("attack_cap")
    with pytest.raises(ValueError, match="unknown rule option 'cap'"):
        Rules.option_help("cap")


def test_option_help_works_without_the_module_source(monkeypatch):
    import inspect

    def no_source(*args, **kwargs):
        raise OSError("no source available")

    monkeypatch.setattr(inspect, "getsource", no_source)
    assert Rules.option_help("transfer").startswith("Perevodnoy")
