"""702.11c, 702.18a, 613.10, 611.2a: "You gain hexproof until end of turn." and "You and
<permanents> gain <hexproof | shroud> until end of turn." (Lazotep Plating, Dawn's Truce,
Surge of Salvation) as a resolving effect: the controller gets the player's hexproof (no spell
or ability an opponent controls can target them) or shroud for that long, the same rules part
as the static "You have hexproof." (`engine.rules_effects.player_has`); the permanents gain
the keyword as "<permanents> gain hexproof until end of turn" does (611.2c: those there now).
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN

_RULES = {"hexproof": "player_hexproof", "shroud": "player_shroud"}
_SENTENCE = pp.Regex(r"(?i)you (?:and (?P<objects>[^.\",]+?) )?gain (?P<keyword>hexproof|shroud)"
                     r" until end of turn\.")


def player_hexproof_sentence(plain: pp.ParserElement) -> pp.ParserElement:
    """The sentence, the permanents' part read by `plain` (a plain sentence of
    `compiler.effects.sentences`)."""
    def read(s: str, loc: int, t: pp.ParseResults) -> list[Any]:
        keyword = t["keyword"].lower()
        player = I.CreateEffect(parts=(RulesPart(_RULES[keyword]),), affected=None,
                                duration=END_OF_TURN, rules_only=True)
        objects = t.get("objects")
        if not objects:
            return [("plain", [player])]
        try:
            result = list(plain.parse_string(
                f"{objects[:1].upper()}{objects[1:]} gain {keyword} until end of turn.",
                parse_all=True))
        except pp.ParseException as e:
            raise pp.ParseException(s, loc, "not objects gaining the keyword") from e
        if len(result) != 1 or result[0][0] != "plain":
            raise pp.ParseException(s, loc, "not a plain sentence")
        return [("plain", [*result[0][1], player])]

    return _SENTENCE.copy().set_parse_action(read)


__all__ = ["player_hexproof_sentence"]
