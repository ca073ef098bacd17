"""608.2g, 118.9, 614.1a: casting a target card from a graveyard as the ability resolves
(`engine.casting.cast_from_graveyard_now`):

    You may cast target instant card from your graveyard [without paying its mana cost].
    [If that spell would be put into <your | a> graveyard, exile it instead.]

The target is one card in a graveyard ("target instant or sorcery card with mana value 3 or
less from your graveyard", "... from a graveyard", "... from that player's graveyard").
Anything else in the sentence ("this turn", "until end of turn", "by paying {R}{R} in
addition to its other costs", "and mana of any type can be spent to cast that spell") and any
other sentence about "that spell" leave the line unread.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.engine.casting.cast_from_graveyard_now import ANY, YOUR, MayCastFromGraveyardNow


def _one_card_in_a_graveyard(t: pp.ParseResults) -> bool:
    spec = t[0].spec
    return (spec.kind == "card" and spec.zone == "graveyard" and spec.count == 1
            and not spec.up_to and not spec.x and not spec.single_graveyard)


_CARD = TARGET_OBJECT.copy().add_condition(_one_card_in_a_graveyard)
_FREE = kw("without paying its mana cost").set_parse_action(lambda: "free")
#: 614.1a: "If that spell would be put into your graveyard | a graveyard | their graveyard,
#: exile it instead." "Their graveyard" is the graveyard the card was cast from, its owner's
#: (404.1), the only graveyard a spell is ever put into (400.3): any graveyard it goes to.
_EXILE_INSTEAD = (sup("if that spell would be put into") + pp.MatchFirst([
    kw("your graveyard").set_parse_action(lambda: YOUR),
    kws("a graveyard", "their graveyard").set_parse_action(lambda: ANY),
]) + lit(",") + sup("exile it instead") + lit("."))


def _build(t: pp.ParseResults) -> list[tuple[str, list[MayCastFromGraveyardNow]]]:
    words = list(t)
    free = "free" in words[1:]
    instead = next((w for w in words[1:] if w in (YOUR, ANY)), "")
    return [("plain", [MayCastFromGraveyardNow(words[0], free=free, exile_instead=instead)])]


#: "You may cast target <card> from <a graveyard> [without paying its mana cost]. [If that
#: spell would be put into <your | a> graveyard, exile it instead.]"
CAST_FROM_GRAVEYARD_NOW = (sup("you may cast") + _CARD + pp.Optional(_FREE) + lit(".")
                           + pp.Optional(_EXILE_INSTEAD)).set_parse_action(_build)

__all__ = ["CAST_FROM_GRAVEYARD_NOW"]
