"""608.2d, 110.2, 400.7: a card chosen from a graveyard as the instruction is followed (not a
target) and put onto the battlefield:

    Return a creature card from your graveyard to the battlefield.      (Summon Undead)
    return a land card from your graveyard to the battlefield tapped    (Deeproot Wayfinder)
    return a creature card from your graveyard to the battlefield with a finality counter on
    it                                                                  (Scavenger's Talent)
    put a creature card from a graveyard onto the battlefield under your control
                                                                        (Extract from Darkness)

The player chooses one matching card as the instruction is followed (with none, nothing
happens); a later "it" is that card, now a new object on the battlefield (400.7). A card from
your own graveyard enters under its owner's control, yours; one from any graveyard must say
"under your control" (110.2: the player who puts it onto the battlefield controls it, which
the instruction of another's card wouldn't say otherwise), else the line is left unread."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import _reanimate
from arbiter.compiler.effects.enter_counters import WITH_COUNTERS
from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.instructions import Ref
from arbiter.rules.instructions import choices as ic

#: "a creature card from your graveyard" ("another ... card" is left unread: after "If you
#: sacrificed a creature this way" or "return a creature card ..., then return another", it
#: means other than that card, not other than the source)
_CARD = kws("a", "an").suppress() + NOUN.copy().add_condition(
    lambda t: t[0].kind == "card" and tuple(t[0].zones) == ("graveyard",) and not t[0].other)
_TAPPED = pp.Optional(kw("tapped").set_parse_action(lambda: "tapped"))
_UNDER_YOU = pp.Optional(kw("under your control").set_parse_action(lambda: "under your control"))
_END = pp.FollowedBy(pp.Literal(".") | pp.Literal(",") | kws("and", "then") | pp.StringEnd())


def _build(t: pp.ParseResults) -> list[list[ic.ChooseObject]]:
    noun, rest = t[0], list(t)[1:]
    if s.OwnedByYou() not in noun.preds and "under your control" not in rest:
        raise pp.ParseException("", 0, "a card from any graveyard without a controller")
    [step] = _reanimate([Ref.it(), *rest])
    return [[ic.ChooseObject(noun.selector(), (step,))]]


_YOU = pp.Optional(sup("you"))  # "Then you put a creature card from a graveyard ..."
_REANIMATE = pp.MatchFirst([
    _YOU + sup("return") + _CARD + sup("to the battlefield") + _TAPPED + _UNDER_YOU
    + pp.Optional(WITH_COUNTERS) + _END,
    _YOU + sup("put") + _CARD + sup("onto the battlefield") + _TAPPED + _UNDER_YOU
    + pp.Optional(WITH_COUNTERS) + _END,
]).set_parse_action(_build)
#: "[then] you may return a land card from your graveyard to the battlefield tapped"
REANIMATE_CHOSEN = _REANIMATE | (sup("you may") + _REANIMATE.copy()).set_parse_action(
    lambda t: [[I.MayDo(do=tuple(t[0]))]])

__all__ = ["REANIMATE_CHOSEN"]
