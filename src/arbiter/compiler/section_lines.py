"""A line printed inside a section of a striated text box, read as the catalog reads a line
of the card's own text: a leveler's striation (711.2a-b) or a Class's level section (716.2a)
grants the abilities printed in it, each read here (a keyword line by 702, any other line by
the whole-line grammar); a line no template reads is an explicit unsupported part
(principle 5)."""

from __future__ import annotations

from arbiter.compiler.keywords.keywords import parse_keyword_line, unenforced_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.compiler.unread import unsupported
from arbiter.rules.abilities import Ability


def read_section_line(line: str, name: str, legendary: bool = False) -> list[Ability]:
    """The abilities of one line printed in a section of a permanent's text box."""
    kws = parse_keyword_line(line)
    if kws is not None:
        return list(kws)
    if unenforced_keyword_line(line):
        return [unsupported(line, name, legendary=legendary)]
    return list(compile_line(line, name, False, False, legendary))


__all__ = ["read_section_line"]
