"""What an enchant ability lets an Aura enchant (702.5a, 303.4a, 303.4c): the words after
"Enchant" read as an object phrase (`compiler.grammar.nouns`), e.g.

    Enchant creature you control      -> a creature controlled by the Aura's controller
    Enchant artifact or creature      -> an artifact or a creature
    Enchant red or green creature     -> a red creature or a green creature
    Enchant creature card in a graveyard  (a card, not a permanent)

The phrase is read relative to the Aura: "you" is the Aura's controller (the Cartouches'
"creature you control" stops matching when either changes control). Player words
("player", "opponent", 702.5d) are handled by `engine.keywords.enchant_player`, not here.
"""

from __future__ import annotations

import re
from functools import cache

import pyparsing as pp

from arbiter.compiler.grammar.nouns import OBJECT_PHRASE, Noun

_COLORS = "white|blue|black|red|green"
#: "red or green creature" is "red creature or green creature" (each color applies to the
#: noun), not "red (anything) or green creature".
_COLOR_OR = re.compile(rf"^({_COLORS}) or ({_COLORS}) (.+)$", re.IGNORECASE)


@cache
def enchant_noun(param: str) -> Noun | None:
    """The object phrase of "Enchant <param>"; None when it can't be read exactly."""
    text = param.strip()
    m = _COLOR_OR.match(text)
    if m:
        if " " in m.group(3):
            return None  # "red or green creature you control": not needed yet
        text = f"{m.group(1)} {m.group(3)} or {m.group(2)} {m.group(3)}"
    try:
        noun = OBJECT_PHRASE.parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException:
        return None
    if not isinstance(noun, Noun) or noun.kind not in ("permanent", "card"):
        return None
    return noun


def readable_enchant(param: str) -> bool:
    """702.5a / 702.5d: can the engine tell exactly what "Enchant <param>" allows? Player
    words, or a phrase for permanents on the battlefield (not "card in a graveyard": Auras
    attached to cards outside the battlefield aren't carried out)."""
    if param.strip().lower() in ("player", "opponent"):
        return True
    noun = enchant_noun(param)
    return noun is not None and noun.kind == "permanent"


__all__ = ["enchant_noun", "readable_enchant"]
