"""The seat's page: a plain HTML page that loads the project's front end and the page's own
script (``static/seat.js``) from the room. The script asks for a nickname (or reads the seat
code from the link's fragment), keeps the code in ``localStorage``, opens the websocket and
draws the table with the widget's own bundle on a websocket-backed model."""

from __future__ import annotations

import html

from ..engine.i18n import check_language


def seat_page(language: str = "en") -> str:
    """The page's HTML (the room's language until the student picks another).

    >>> "seat.js" in seat_page() and "widget.css" in seat_page()
    True
    """
    lang = html.escape(check_language(language))
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Durak</title>
<link rel="stylesheet" href="static/widget.css">
<link rel="stylesheet" href="static/seat.css">
</head>
<body data-language="{lang}">
<main id="durak-seat" aria-live="polite"></main>
<script type="module" src="static/seat.js"></script>
</body>
</html>
"""
