"""The simulation and peer benchmarks run (tiny sizes), and the peer benchmark does without
its peer."""

import importlib.util
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"benchmark_{name}", BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_peer_benchmark_without_durakgame_says_so_and_succeeds(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "durakgame", None)  # importing it now fails
    assert load("peers").main(["--games", "2"]) == 0
    assert "durakgame is not installed" in capsys.readouterr().out


def test_the_peer_benchmark_plays_both_engines_without_duplicating_cards(capsys):
    assert load("peers").main(["--games", "8"]) == 0
    out = capsys.readouterr().out
    assert "ratio durak_widget / durakgame:" in out
    assert "not intact afterwards: 0;" in out and "left out: 0" in out


def test_the_simulation_benchmark_checks_its_modes_against_the_serial_run(capsys):
    assert load("simulate").main(["--games", "6", "--modes", "serial", "pool"]) == 0
    out = capsys.readouterr().out
    assert "serial (one core)" in out and "= serial" in out


def test_the_bot_benchmark_reports_results_times_and_the_time_limit(capsys):
    args = ["--bot", "strong", "--against", "simple", "--games", "2", "--playouts", "12"]
    load("bots").main(args)
    out = capsys.readouterr().out
    assert "out of 2" in out and "wins" in out and "draws" in out and "capped" in out
    assert "95% Wilson CI" in out
    assert "StrongBot: " in out and "p95" in out and "max" in out
    assert "time limit 100 ms: slowest decision (CPU)" in out
    assert "on 1 deals" not in out and "2 two-player games on 1 deal" in out
    assert "deals won both ways" in out


def test_the_analysis_benchmark_times_a_whole_game(capsys):
    load("analysis").main(["--moves", "40", "--budget", "5"])
    out = capsys.readouterr().out
    assert "analyse(game, budget=5)" in out
    assert "forced" in out and "CPU" in out and "decisive move" in out


def test_the_viewers_benchmark_follows_the_same_moves_both_ways(capsys):
    assert load("table_viewers").main(["--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "3 viewers following each move" in out
    assert "sessions:" in out and "table   :" in out and "sessions / table:" in out


def test_the_bot_benchmark_can_show_the_first_bot_the_other_hand(capsys):
    # --oracle: a study of how much of StrongBot's gap is hidden information
    module = load("bots")
    game = module.Game.new(2, seed=4)
    seat = game.attacker
    seen: list = []

    class Spy:
        time_ms = 5.0
        last_reason = ""

        def choose(self, view, moves):
            seen.append(view)
            return moves[0]

    oracle = module.Oracle(Spy(), game)
    oracle.choose(game.view(seat), game.legal_moves(seat))
    other = seen[0]["hands"][1 - seat]
    assert sorted(other["known"]) == sorted(c.code for c in game.hand(1 - seat))
    assert game.view(seat)["hands"][1 - seat]["known"] == []  # the real view is unchanged
    assert oracle.time_ms == 5.0
    module.main(
        ["--bot", "strong", "--against", "simple", "--games", "2", "--playouts", "12", "--oracle"]
    )
    assert "the first bot shown the other hand (--oracle)" in capsys.readouterr().out


def test_the_bot_benchmark_can_show_the_other_hand_late_or_only_its_trumps(capsys):
    # --oracle-talon N: the other hand from N talon cards on; --oracle-trumps: only its trumps
    module = load("bots")
    game = module.Game.new(2, seed=0)  # the other hand holds one trump
    seat = game.attacker
    seen: list = []

    class Spy:
        last_reason = ""

        def choose(self, view, moves):
            seen.append(view)
            return moves[0]

    hand = [c.code for c in game.hand(1 - seat)]
    trumps = [c.code for c in game.hand(1 - seat) if c.suit == game.trump]
    talon = game.view(seat)["talon"]
    for oracle, shown in (
        (module.Oracle(Spy(), game, talon=talon - 1), []),  # not yet
        (module.Oracle(Spy(), game, talon=talon), hand),
        (module.Oracle(Spy(), game, trumps=True), trumps),
    ):
        oracle.choose(game.view(seat), game.legal_moves(seat))
        assert sorted(seen[-1]["hands"][1 - seat]["known"]) == sorted(shown)
    assert 0 < len(trumps) < len(hand)  # the deal tells the trumps-only view apart
    base = ["--bot", "strong", "--against", "simple", "--games", "2", "--playouts", "12"]
    module.main([*base, "--oracle-talon", "6"])
    assert "shown the other hand once the talon holds at most 6 cards" in capsys.readouterr().out
    module.main([*base, "--oracle-trumps"])
    assert "shown the other hand's trumps (--oracle-trumps)" in capsys.readouterr().out
    module.main([*base, "--oracle-trumps", "--oracle-talon", "6"])  # both: said as both
    out = capsys.readouterr().out
    assert "shown the other hand's trumps once the talon holds at most 6 cards" in out
    assert "(--oracle-trumps --oracle-talon)" in out


def test_the_bot_benchmark_sets_each_strongbots_inference(capsys):
    # --infer-steps / --against-infer-steps: how long each StrongBot infers the other hand
    module = load("bots")
    assert module.make("strong", 1, {}, 0).infer_steps == 0
    assert module.make("strong", 1, {}, 350).infer_steps == 350
    own = module.make("strong", 1, {})
    assert own.infer_steps == type(own).infer_steps
    base = ["--bot", "strong", "--against", "strong", "--games", "2", "--playouts", "12"]
    module.main([*base, "--against-infer-steps", "0"])
    out = capsys.readouterr().out
    assert "the second bot inferring the other hand in 0 steps" in out
    assert "the first bot inferring" not in out


def test_the_inference_benchmark_scores_the_chain_against_the_real_hand(capsys):
    import re

    assert load("inference").main(["--games", "2", "--bot", "simple"]) == 0
    out = capsys.readouterr().out
    for name in ("15+", "7-14", "2-6"):
        assert f"talon {name}: chain asked" in out
    assert "Brier score" in out and "calibration:" in out
    # The chain, run from the view alone, holds more of the real hidden cards than chance
    # where the other player has shown something (SimpleBot is deterministic: a fixed run).
    held, chance = re.search(
        r"talon 7-14:.*?\n  hidden cards an inferred hand holds: ([\d.]+)% "
        r"\(a hand dealt at random: ([\d.]+)%",
        out,
    ).groups()
    assert float(held) > float(chance) + 5
