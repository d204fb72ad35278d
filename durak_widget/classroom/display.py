"""The room's live display in the teacher's notebook (``room`` in a cell, or
``room.display()``): the join link with a QR code large enough to scan from the back of a
classroom, then every table with its state and every student seat with its nickname and
state, updating as students join, leave, go idle and come back.

A student who changed device and cannot join by nickname (their old page is still open
somewhere) gets their seat's own link: the teacher picks the seat in the display's menu and
its link and QR code appear below. Nothing of a seat's code is shown until then, so the
display can stay on the projector; the notebook's saved output (its ``text/html``) never
holds one.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets  # type: ignore[import-untyped]
import segno

from ..games.texts import table_tr
from .teacher import OnLoop, room_html

if TYPE_CHECKING:
    from .room import Classroom


def seat_label(table: int, seat: int, name: str | None, tr: Any) -> str:
    """A seat as the menu lists it: "Table 1, seat 2: Anna" (tables and seats from 1)."""
    who = name if name else tr.gettext("free")
    return tr.gettext("Table {table}, seat {seat}: {name}").format(
        table=table + 1, seat=seat + 1, name=who
    )


def link_html(link: str, name: str | None, tr: Any) -> str:
    """One seat's own link and its QR code."""
    qr = segno.make(link, error="m").svg_inline(scale=8, border=2, dark="#000", light="#fff")
    head = (
        tr.gettext("{name}'s own link: open it on the new device.").format(name=name)
        if name
        else tr.gettext("This seat's own link: open it on the student's device.")
    )
    return (
        '<div class="durak-classroom-seat-link" style="font-family: sans-serif">'
        f"<p>{html.escape(head)}</p>"
        f'<p style="font-size: 1.2em"><a href="{html.escape(link)}" target="_blank" '
        f'rel="noopener">{html.escape(link)}</a></p>'
        f'<div class="durak-classroom-seat-qr">{qr}</div></div>'
    )


class RoomDisplay(ipywidgets.VBox):  # type: ignore[misc]
    """The live display (see the module docstring). Updates are handed to the kernel's loop
    the display was made on (`durak_widget.classroom.teacher.OnLoop`); closing the widget
    stops them."""

    def __init__(self, room: Classroom):
        self.room = room
        tr = table_tr(room.language)
        self.board = ipywidgets.HTML()
        self.board.add_class("durak-classroom-board")
        self.picker = ipywidgets.Dropdown(
            description=tr.gettext("A seat's own link:"),
            style={"description_width": "initial"},
            layout=ipywidgets.Layout(width="32em", max_width="100%"),
        )
        self.picker.add_class("durak-classroom-picker")
        self.link = ipywidgets.HTML()
        self.link.add_class("durak-classroom-link")
        super().__init__([self.board, self.picker, self.link])
        self.add_class("durak-classroom-display")
        self.picker.observe(lambda change: self._show_link(), names="value")
        self._on_loop = OnLoop(self.render)
        self._unsubscribe = room.subscribe(self._on_loop)
        self.render()

    def render(self) -> None:
        """Draw the display from the room as it is now."""
        room = self.room
        tr = table_tr(room.language)
        self.board.value = room_html(room)
        started = room.url is not None
        self.picker.layout.display = None if started else "none"
        options: list[tuple[str, Any]] = [("—", None)]
        for seat in room.seats():
            if not seat["bot"]:
                label = seat_label(seat["table"], seat["seat"], seat["name"], tr)
                options.append((label, (seat["table"], seat["seat"])))
        chosen = self.picker.value
        if [o for o in options] != list(self.picker.options):
            self.picker.options = options
        if chosen in [value for _, value in options]:
            self.picker.value = chosen
        self._show_link()

    def _show_link(self) -> None:
        room = self.room
        chosen = self.picker.value
        if chosen is None or room.url is None:
            self.link.value = ""
            return
        table, seat = chosen
        tr = table_tr(room.language)
        try:
            link = room.seat_link(table, seat)
        except ValueError:  # handed to a bot meanwhile
            self.link.value = ""
            return
        self.link.value = link_html(link, room.seating.entry(table, seat).name, tr)

    def close(self) -> None:
        """Stop following the room, then close the widget."""
        self._unsubscribe()
        super().close()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):  # a saved notebook shows the room without a seat code
            bundle = {**bundle, "text/html": room_html(self.room)}
        return bundle
