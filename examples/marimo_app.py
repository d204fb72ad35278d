"""A durak table as a marimo app: `marimo run examples/marimo_app.py` (or `marimo edit`).

Needs `pip install durak_widget marimo`. The table is the same widget as in Jupyter, wrapped by
`mo.ui.anywidget`; Python judges every move, and a button shows the moves read from Python.
"""

import marimo

app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from durak_widget import DurakWidget

    return DurakWidget, mo


@app.cell
def _(mo):
    mo.md(
        """
        # Durak against a bot

        Click a card, then the table (or the attack card it should beat). A move the rules
        refuse is explained on the spot, and nothing on the table changes.
        """
    )
    return


@app.cell
def _(DurakWidget, mo):
    widget = DurakWidget(seed=7, bot_delay_ms=300)
    table = mo.ui.anywidget(widget)
    table  # noqa: B018 (marimo shows a cell's last expression)
    return table, widget


@app.cell
def _(mo):
    show = mo.ui.button(label="Show the moves so far")
    show  # noqa: B018 (marimo shows a cell's last expression)
    return (show,)


@app.cell
def _(mo, show, widget):
    # marimo re-runs this cell when the button is clicked; a move on the table changes the
    # widget in Python but is not a new value of `table`, so it does not re-run cells by itself.
    _ = show.value
    moves = [str(move) for move in widget.game.history]
    mo.md(f"Moves played so far: **{len(moves)}**" + "".join(f"\n1. {m}" for m in moves))
    return


if __name__ == "__main__":
    app.run()
