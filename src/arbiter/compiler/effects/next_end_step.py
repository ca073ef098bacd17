"""'<do something to it> at the beginning of the next end step' (603.7, 513.1), as grammar: a
delayed triggered ability created as the spell or ability resolves, triggering as the next
end step begins and acting on the object the clause names when it is created (603.7c: an
object that has changed zones since is a new object, 400.7, and is left alone).

    Return that card to the battlefield under its owner's control at the beginning of the
    next end step.                                               (Flickerwisp, Mistmeadow Witch)
    Destroy that creature at the beginning of the next end step.           (Stone Giant)
    At the beginning of the next end step, destroy that creature if it attacked this turn.
                                                                           (Berserk)
    Exile it at the beginning of the next end step.
    Destroy this creature at the beginning of the next end step.        (Crazed Armodon)
    Its controller sacrifices it at the beginning of the next end step. (Celestial Sword)
    At the beginning of the next end step, sacrifice it.
    Put that card into your hand at the beginning of your next end step.   (Necropotence)
    Return it to the battlefield attached to you at the beginning of the next end step.
    At the beginning of the next end step, return that card to the battlefield under its
    owner's control with a +1/+1 counter on it.               (Otherworldly Journey, 122.6)
                                                                 (Lynde, 303.4f)

"The next end step" is the first end step to begin after the ability was created (one
created during an end step waits for the next turn's, 513.1); "your next end step" / "your
next upkeep" the first of a turn of the ability's controller (503.1). "Sacrifice it" and "return it
to its owner's hand" at the next end step are `compiler.effects.effects` (SACRIFICE_LATER,
BOUNCE_LATER).
"""

from __future__ import annotations

from collections.abc import Callable

import pyparsing as pp

from arbiter.compiler.effects.enter_counters import WITH_COUNTERS
from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.engine.zones.return_attached_to_player import ReturnAttachedToPlayer
from arbiter.rules import instructions as I
from arbiter.rules.attacked import AttackedThisTurn
from arbiter.rules.object_conditions import ObjectIs

_NEXT_END_STEP = pp.MatchFirst([
    kw("at the beginning of the next end step").set_parse_action(lambda: "end"),
    # 603.7: the next end step of a turn of the ability's controller (`engine.turn.steps`)
    kw("at the beginning of your next end step").set_parse_action(lambda: "end:controller"),
    kw("at the beginning of your next upkeep").set_parse_action(lambda: "upkeep:controller"),
])
#: "that token", "the tokens": the object or objects named before (the tokens created).
_IT = PRONOUN | kws("the token", "the tokens").set_parse_action(lambda: I.Ref("pronoun"))
#: "destroy ~ at the beginning of the next end step" (Crazed Armodon): the source itself as it
#: is when the delayed ability is created (400.7: a new object later is left alone)
_IT_OR_SELF = _IT | kw("~").set_parse_action(lambda: I.Ref.this())
_OWNERS = kws("under its owner's control", "under their owner's control",
              "under their owners' control").set_parse_action(lambda: "owners")
_YOURS = kw("under your control").set_parse_action(lambda: "yours")
_TAPPED = kw("tapped").set_parse_action(lambda: "tapped")
_TO_HAND = kws("to its owner's hand", "to their owner's hand", "to their owners' hands",
               "to your hand").suppress()

Make = Callable[[list], I.Instruction]


def _later(make: Make) -> Callable[[pp.ParseResults], list[list[I.Instruction]]]:
    """603.7: the delayed ability remembers the object named (`what`); its instruction acts
    on what it remembers (`Ref.all_targets()` of the delayed ability)."""
    def build(s: str, loc: int, t: pp.ParseResults) -> list[list[I.Instruction]]:
        if s[:loc].rstrip().lower().endswith("you may"):
            # "you may return it ... at the beginning of your next upkeep": whether the
            # choice is made now or later isn't settled here; left unread
            raise pp.ParseException(s, loc, "'you may' with a delayed action")
        items = list(t)
        step = next(x for x in items if x in ("end", "end:controller", "upkeep:controller"))
        items.remove(step)
        return [[I.DelayedTrigger(step, (make(items),), what=items[0])]]
    return build


def _return(t: list) -> I.Instruction:
    words = list(t[1:])
    # 110.2a: with no controller named, the player who puts it there (the delayed ability's
    # controller, 603.7d) controls it ("return that card to the battlefield at the beginning
    # of the next end step", Daretti's emblem)
    # 122.6, 614.1c: "with a +1/+1 counter on it": it enters with them
    counters = tuple(c for x in words if isinstance(x, tuple) and x[0] == "enter_counters"
                     for c in x[1])
    return I.ReturnToBattlefield(I.Ref.all_targets(), tapped="tapped" in words,
                                 under_you="owners" not in words, counters=counters)


def _cores() -> list[tuple[pp.ParserElement, Make]]:
    """Each clause without its time words, and the instruction it becomes."""
    ret = (sup("return") + _IT + sup("to the battlefield") + pp.Optional(_TAPPED)
           + pp.Optional(_OWNERS | _YOURS) + pp.Optional(WITH_COUNTERS))
    return [
        (ret, _return),
        # 303.4f: "return it to the battlefield attached to you" (`engine.zones.
        # return_attached_to_player`)
        (sup("return") + _IT + sup("to the battlefield attached to you"),
         lambda t: ReturnAttachedToPlayer(I.Ref.all_targets())),
        (sup("return") + _IT + _TO_HAND, lambda t: I.ReturnToHand(I.Ref.all_targets())),
        # "put that card into your hand": a card of your own (your library's, Necropotence)
        (sup("put") + _IT + sup("into your hand"),
         lambda t: I.ReturnToHand(I.Ref.all_targets())),
        # 508.1a: "destroy that creature if it attacked this turn" (Berserk): checked as
        # the delayed ability resolves
        (sup("destroy") + _IT + sup("if it attacked this turn"),
         lambda t: I.If(ObjectIs(I.Ref.all_targets(), AttackedThisTurn()),
                        then=(I.Destroy(I.Ref.all_targets()),))),
        (sup("destroy") + _IT_OR_SELF, lambda t: I.Destroy(I.Ref.all_targets())),
        (sup("exile") + _IT_OR_SELF, lambda t: I.Exile(I.Ref.all_targets())),
        (sup("sacrifice") + _IT, lambda t: I.Sacrifice(I.Ref.all_targets())),
        # 701.21a: "its controller sacrifices it" (Celestial Sword): whoever controls it then
        (sup("its controller sacrifices") + PRONOUN,
         lambda t: I.Sacrifice(I.Ref.all_targets(), by="controller")),
    ]


def _clauses() -> list[pp.ParserElement]:
    out: list[pp.ParserElement] = []
    for core, make in _cores():
        out.append((core + _NEXT_END_STEP).set_parse_action(_later(make)))
        out.append((_NEXT_END_STEP + lit(",") + core.copy()).set_parse_action(_later(make)))
    return out


#: The clauses, before the effect grammar's "exile it" / "destroy it" (which would stop
#: short of the time words).
NEXT_END_STEP_CLAUSES = _clauses()

__all__ = ["NEXT_END_STEP_CLAUSES"]
