"""Print how many random games the property tier played and how many hit the move cap."""

import sys


def pytest_terminal_summary(terminalreporter):
    kit = sys.modules.get("engine_testkit")
    stats = getattr(kit, "RANDOM_GAME_STATS", None)
    if stats and stats["games"]:
        rate = 100 * stats["capped"] / stats["games"]
        terminalreporter.write_line(
            f"engine random games: {stats['games']} played, {stats['moves']} moves, "
            f"{stats['capped']} capped ({rate:.2f}%)"
        )
