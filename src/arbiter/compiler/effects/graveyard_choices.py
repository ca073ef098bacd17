"""Cards chosen in graveyards as the effect resolves and put onto the battlefield under your
control (608.2d: not targets; `engine.zones.graveyard_choices`):

    Target opponent puts a creature card of their choice from their graveyard onto the
    battlefield under your control.                        (Visions of Dread, Tasha)
    For each player, choose a creature card in that player's graveyard. Put those cards onto
    the battlefield under your control. They're black Zombies in addition to their other
    colors and types and they gain decayed.                (Ghouls' Night Out)

The sentence "They're <characteristics> in addition to their other <characteristics> [and
they gain <keyword>]." is an effect applied as they enter (611.2e, 613.7n)."""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.effects.effects import PLAYER
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.statics.predicates import PREDICATES
from arbiter.engine.zones.graveyard_choices import PutFromGraveyards

_WHO = PLAYER.copy().add_condition(lambda t: t[0] != "you")
_CARD = NOUN.copy().add_condition(lambda t: t[0].kind == "card" and not t[0].plural)


def _in_graveyard(noun: Noun) -> object:
    return dataclasses.replace(noun, zones=("graveyard",)).selector()


def _parts(t: pp.ParseResults) -> list[object]:
    """"They're black Zombies in addition to their other colors and types and they gain
    decayed": the predicates of the whole sentence ("and they gain" is "and gain")."""
    text = "are " + t[0].replace(" and they ", " and ")
    try:
        parts = PREDICATES.parse_string(text, parse_all=True)[0]
    except pp.ParseException as e:
        raise pp.ParseException("", 0, "characteristics not read") from e
    return [("parts", tuple(parts))]


_THEYRE = ((kws("they're", "they are").suppress()
            + pp.Regex(r"[^.]*in addition to their other [^.]*")) + lit(".").suppress()
           ).set_parse_action(_parts)

#: "<player> puts a <card> of their choice from their graveyard onto the battlefield under
#: your control."
_OF_THEIR_CHOICE = (_WHO + kws("puts a", "puts an").suppress() + _CARD
                    + sup("of their choice from their graveyard onto the battlefield under "
                          "your control") + lit(".").suppress()).set_parse_action(
    lambda t: [("plain", [PutFromGraveyards(t[0], _in_graveyard(t[1]), chooser="owner")])])


def _for_each(t: pp.ParseResults) -> list[tuple[str, list[PutFromGraveyards]]]:
    parts = next((x[1] for x in t if isinstance(x, tuple) and x[0] == "parts"), ())
    return [("plain", [PutFromGraveyards("each_player", _in_graveyard(t[0]), chooser="you",
                                         effect_parts=parts)])]


#: "For each player, choose a <card> in that player's graveyard. Put those cards onto the
#: battlefield under your control.[ They're ... in addition to their other ...]"
_FOR_EACH_PLAYER = (sup("for each player, choose") + kws("a", "an").suppress() + _CARD
                    + sup("in that player's graveyard") + lit(".").suppress()
                    + sup("put those cards onto the battlefield under your control")
                    + lit(".").suppress() + pp.Optional(_THEYRE)).set_parse_action(_for_each)

GRAVEYARD_CHOICE_SENTENCES = [_OF_THEIR_CHOICE, _FOR_EACH_PLAYER]

__all__ = ["GRAVEYARD_CHOICE_SENTENCES"]
