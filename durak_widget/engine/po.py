"""Reading and compiling gettext catalogs with the standard library: `parse_po` reads a ``.po``
file's entries, `compile_mo` writes them as the bytes of a ``.mo`` file that `gettext` reads
(so the package needs no Babel at run time, and runs in Pyodide)."""

from __future__ import annotations

import ast
import struct
from collections.abc import Mapping

__all__ = ["compile_mo", "parse_po"]


def parse_po(text: str) -> tuple[dict[tuple[str | None, str], str], set[tuple[str | None, str]]]:
    """The entries of a ``.po`` file: ``{(msgctxt, msgid): msgstr}`` (the header under
    ``(None, "")``) and the set of keys marked fuzzy. Obsolete entries (``#~``) are skipped.
    A plural entry is keyed ``msgid + "\\x00" + msgid_plural`` and holds its forms joined by
    ``"\\x00"``, as a ``.mo`` file stores them."""
    messages: dict[tuple[str | None, str], str] = {}
    fuzzy: set[tuple[str | None, str]] = set()
    fields: dict[str, str] = {}
    forms: dict[int, str] = {}
    flags: set[str] = set()
    current = ""

    def flush() -> None:
        if "msgid" in fields:
            msgid = fields["msgid"]
            if "msgid_plural" in fields:
                msgid += "\x00" + fields["msgid_plural"]
                text = "\x00".join(forms[i] for i in sorted(forms))
                text = "" if not any(forms.values()) else text
            else:
                text = fields.get("msgstr", "")
            key = (fields.get("msgctxt"), msgid)
            messages[key] = text
            if "fuzzy" in flags:
                fuzzy.add(key)
        fields.clear()
        forms.clear()
        flags.clear()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            continue
        if line.startswith("#,"):
            if "msgid" in fields:
                flush()
            flags.update(flag.strip() for flag in line[2:].split(","))
        elif line.startswith("#"):
            if "msgid" in fields and ("msgstr" in fields or forms):
                flush()
        elif line.startswith('"'):
            if not current:
                raise ValueError(f"line {number} of the catalog: a string outside an entry")
            if current.startswith("msgstr["):
                forms[int(current[7:-1])] += _po_string(line, number)
            else:
                fields[current] += _po_string(line, number)
        else:
            keyword, _, rest = line.partition(" ")
            if keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
                current = keyword
                forms[int(keyword[7:-1])] = _po_string(rest.strip(), number)
                continue
            if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
                raise ValueError(f"line {number} of the catalog: unknown keyword {keyword!r}")
            entry_done = "msgstr" in fields or bool(forms)
            if keyword in fields or (keyword in ("msgctxt", "msgid") and entry_done):
                flush()
            current = keyword
            fields[keyword] = _po_string(rest.strip(), number)
    flush()
    return messages, fuzzy


def _po_string(token: str, number: int) -> str:
    if len(token) < 2 or not (token.startswith('"') and token.endswith('"')):
        raise ValueError(f"line {number} of the catalog: expected a quoted string, got {token!r}")
    value = ast.literal_eval(token)
    assert isinstance(value, str)
    return value


def compile_mo(messages: Mapping[tuple[str | None, str], str]) -> bytes:
    """The bytes of a GNU ``.mo`` file holding `messages` (as `parse_po` gives them), with
    empty translations left out (``msgfmt`` does the same)."""
    pairs = sorted(
        (
            (msgid if ctx is None else f"{ctx}\x04{msgid}").encode(),
            msgstr.encode(),
        )
        for (ctx, msgid), msgstr in messages.items()
        if msgstr
    )
    count = len(pairs)
    keys_start = 7 * 4 + 16 * count
    ids = b"".join(key + b"\0" for key, _ in pairs)
    strs = b"".join(value + b"\0" for _, value in pairs)
    offsets: list[int] = []
    position = keys_start
    for key, _ in pairs:
        offsets += [len(key), position]
        position += len(key) + 1
    for _, value in pairs:
        offsets += [len(value), position]
        position += len(value) + 1
    header = struct.pack("<7I", 0x950412DE, 0, count, 7 * 4, 7 * 4 + 8 * count, 0, 0)
    originals = struct.pack(f"<{2 * count}I", *offsets[: 2 * count])
    translations = struct.pack(f"<{2 * count}I", *offsets[2 * count :])
    return header + originals + translations + ids + strs
