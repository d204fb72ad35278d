"""What the instruments measured on each principle's example, and what breaking each principle
costs as a habit, as `benchmarks/principles.py` printed them (compiled build). The examples:
``--deals 2000 --strong-deals 40 --playouts 200 --infer-steps 200``; the costs against strong
play: ``--part values --strong-games 120 --playouts 48 --infer-steps 200``; against the rules
of thumb: ``--part values --games 2000``. `durak_widget.coach.PRINCIPLES`
carries them (`Principle.measured`, `Principle.costs`); the truth gate measures them again
and fails when a figure is not what its instrument gives within its sampling error."""

from __future__ import annotations

from .measured import Cost, Measured

__all__ = ["COSTS", "MEASURED"]

MEASURED: dict[str, tuple[Measured, ...]] = {
    "keep_trumps": (
        Measured(
            "search",
            2000,
            (
                ("P1 beats 7♣ with 10♦", 0.827, 0.0166),
                ("P1 beats 7♣ with J♦", 0.827, 0.0166),
                ("P1 beats 7♣ with A♦", 0.173, 0.0166),
                ("P1 beats 7♣ with 9♣", 0.0, 0.0),
                ("P1 beats 7♣ with A♣", 0.0, 0.0),
                ("P1 takes", 1.0, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P1 beats 7♣ with 10♦", 0.625, 0.1519),
                ("P1 beats 7♣ with J♦", 0.625, 0.1519),
                ("P1 beats 7♣ with A♦", 0.875, 0.1038),
                ("P1 beats 7♣ with 9♣", 0.225, 0.1311),
                ("P1 beats 7♣ with A♣", 0.275, 0.1401),
                ("P1 takes", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            6,
            (
                ("P1 beats 7♣ with 10♦", 0.5, 0.0),
                ("P1 beats 7♣ with J♦", 0.5, 0.0),
                ("P1 beats 7♣ with A♦", 1.0, 0.0),
                ("P1 beats 7♣ with 9♣", 0.0, 0.0),
                ("P1 beats 7♣ with A♣", 0.0, 0.0),
                ("P1 takes", 1.0, 0.0),
            ),
        ),
    ),
    "lead_low": (
        Measured(
            "search",
            2000,
            (
                ("P1 attacks 8♠", 0.173, 0.0166),
                ("P1 attacks 9♠", 0.3255, 0.0205),
                ("P1 attacks J♠", 0.3255, 0.0205),
                ("P1 attacks 10♥", 0.3367, 0.0165),
                ("P1 attacks Q♦", 0.5102, 0.0182),
                ("P1 attacks K♣", 0.5978, 0.0151),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P1 attacks 8♠", 0.15, 0.1121),
                ("P1 attacks 9♠", 0.225, 0.1161),
                ("P1 attacks J♠", 0.15, 0.1121),
                ("P1 attacks 10♥", 0.15, 0.1121),
                ("P1 attacks Q♦", 0.175, 0.1193),
                ("P1 attacks K♣", 0.575, 0.1552),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            6,
            (
                ("P1 attacks 8♠", 0.25, 0.0),
                ("P1 attacks 9♠", 0.25, 0.0),
                ("P1 attacks J♠", 0.25, 0.0),
                ("P1 attacks 10♥", 0.3333, 0.0),
                ("P1 attacks Q♦", 0.3333, 0.0),
                ("P1 attacks K♣", 0.5, 0.0),
            ),
        ),
    ),
    "empty_talon": (
        Measured(
            "exact",
            1,
            (
                ("P0 attacks 6♠", 1.0, 0.0),
                ("P0 attacks K♥", 0.0, 0.0),
                ("P0 attacks A♥", 1.0, 0.0),
            ),
        ),
    ),
    "rank_opening": (
        Measured(
            "search",
            2000,
            (
                ("P0 beats 6♦ with 9♦", 1.0, 0.0),
                ("P0 beats 6♦ with 10♦", 0.3905, 0.0214),
                ("P0 takes", 1.0, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P0 beats 6♦ with 9♦", 0.9, 0.0874),
                ("P0 beats 6♦ with 10♦", 0.425, 0.1552),
                ("P0 takes", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            20,
            (
                ("P0 beats 6♦ with 9♦", 1.0, 0.0),
                ("P0 beats 6♦ with 10♦", 0.3, 0.0),
                ("P0 takes", 1.0, 0.0),
            ),
        ),
    ),
    "take_on_purpose": (
        Measured(
            "search",
            2000,
            (
                ("P1 beats 8♠ with A♣", 1.0, 0.0),
                ("P1 takes", 0.0, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P1 beats 8♠ with A♣", 1.0, 0.0),
                ("P1 takes", 0.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            5,
            (
                ("P1 beats 8♠ with A♣", 1.0, 0.0),
                ("P1 takes", 0.0, 0.0),
            ),
        ),
    ),
    "last_talon": (
        Measured(
            "search",
            2000,
            (
                ("P0 beats 9♠ with 10♦", 0.0, 0.0),
                ("P0 beats 9♠ with J♦", 0.0, 0.0),
                ("P0 beats 9♠ with K♦", 0.0, 0.0),
                ("P0 takes", 1.0, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P0 beats 9♠ with 10♦", 0.0, 0.0),
                ("P0 beats 9♠ with J♦", 0.0, 0.0),
                ("P0 beats 9♠ with K♦", 0.7, 0.1438),
                ("P0 takes", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            6,
            (
                ("P0 beats 9♠ with 10♦", 0.0, 0.0),
                ("P0 beats 9♠ with J♦", 0.0, 0.0),
                ("P0 beats 9♠ with K♦", 0.8333, 0.0),
                ("P0 takes", 1.0, 0.0),
            ),
        ),
    ),
    "count_trumps": (
        Measured(
            "search",
            2000,
            (
                ("P1 attacks A♥", 0.0, 0.0),
                ("P1 attacks A♣", 0.0, 0.0),
                ("P1 done", 1.0, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P1 attacks A♥", 0.0625, 0.0519),
                ("P1 attacks A♣", 0.1125, 0.0655),
                ("P1 done", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            4,
            (
                ("P1 attacks A♥", 0.0, 0.0),
                ("P1 attacks A♣", 0.0, 0.0),
                ("P1 done", 1.0, 0.0),
            ),
        ),
    ),
    "face_up_trump": (
        Measured(
            "search",
            2000,
            (
                ("P0 attacks J♥", 0.0, 0.0),
                ("P0 done", 0.2983, 0.0175),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P0 attacks J♥", 0.0, 0.0),
                ("P0 done", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            5,
            (
                ("P0 attacks J♥", 0.0, 0.0),
                ("P0 done", 1.0, 0.0),
            ),
        ),
    ),
    "transfer": (
        Measured(
            "search",
            2000,
            (
                ("P0 beats 6♥ with J♥", 1.0, 0.0),
                ("P0 beats 6♥ with 8♦", 1.0, 0.0),
                ("P0 beats 6♥ with Q♦", 1.0, 0.0),
                ("P0 transfers with 6♠", 0.173, 0.0166),
                ("P0 transfers with 6♣", 0.173, 0.0166),
                ("P0 takes", 0.5, 0.0),
            ),
        ),
        Measured(
            "strong",
            40,
            (
                ("P0 beats 6♥ with J♥", 1.0, 0.0),
                ("P0 beats 6♥ with 8♦", 1.0, 0.0),
                ("P0 beats 6♥ with Q♦", 1.0, 0.0),
                ("P0 transfers with 6♠", 0.15, 0.1121),
                ("P0 transfers with 6♣", 0.15, 0.1121),
                ("P0 takes", 1.0, 0.0),
            ),
            seed=1,
            playouts=200,
            infer_steps=200,
        ),
        Measured(
            "every_deal",
            6,
            (
                ("P0 beats 6♥ with J♥", 1.0, 0.0),
                ("P0 beats 6♥ with 8♦", 1.0, 0.0),
                ("P0 beats 6♥ with Q♦", 1.0, 0.0),
                ("P0 transfers with 6♠", 0.25, 0.0),
                ("P0 transfers with 6♣", 0.25, 0.0),
                ("P0 takes", 1.0, 0.0),
            ),
        ),
    ),
}
"""Each example's figures, by principle key: one `Measured` an instrument."""

COSTS: dict[str, tuple[Cost, ...]] = {
    "keep_trumps": (
        Cost("simple", 2000, 0.229, 0.0255),
        Cost("strong", 1000, 0.136, 0.0398),
    ),
    "lead_low": (
        Cost("simple", 2000, 0.194, 0.028),
        Cost("strong", 120, 0.3708, 0.1079),
    ),
    "empty_talon": (
        Cost("simple", 2000, 0.109, 0.0125),
        Cost("strong", 120, 0.35, 0.0849),
    ),
    "rank_opening": (
        Cost("simple", 2000, 0.018, 0.0115),
        Cost("strong", 1000, 0.1355, 0.0325),
    ),
    "take_on_purpose": (Cost("simple", 2000, -0.005, 0.0095),),
}
"""What breaking each principle costs, by key: against each opponent."""
