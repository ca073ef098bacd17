"""Playing the card a linked ability exiled (607.2a), without paying its mana cost:

    you may play the exiled card without paying its mana cost
    you may play the exiled card without paying its mana cost if <condition>

(702.75a hideaway's cards: Mosswort Bridge, Spinerock Knoll, Shelldock Isle ...; the
condition is checked as the ability resolves, 608.2c; `engine.keywords.hideaway`).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.keywords.hideaway import PlayExiled


def _clause() -> pp.ParserElement:
    from arbiter.compiler.conditions.conditions import CONDITION

    return (sup("you may play the exiled card without paying its mana cost")
            + pp.Optional(sup("if") + CONDITION)).set_parse_action(
        lambda t: [[PlayExiled(condition=t[0] if len(t) else None)]])


PLAY_EXILED = _clause()

__all__ = ["PLAY_EXILED"]
