"""400.3: putting a permanent into its owner's library, at the place the effect names:

    Put target attacking creature on the bottom of its owner's library.   (Condemn)
    Put target creature on top of its owner's library.                     (Time Ebb)
    Put target card from your graveyard on top of your library.            (Reclaim)

`PutInLibrary` with the position (`engine.zones.top_of_library`); the owner's choice of top
or bottom is `compiler.effects.effects`' OWNER_PUTS. The owner's choice of second from the
top or the bottom:

    The owner of target nonland permanent puts it into their library second from the top
    or on the bottom.                                                   (Temporal Cleansing)
    ... target nonland permanent's owner puts it into their library second from the top or
    on the bottom.                                                      (Wan Shi Tong)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import OBJECT, OBJECTS, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.rules import selectors as s
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I

_WHERE = pp.MatchFirst([
    kws("on the bottom of its owner's library").set_parse_action(lambda: "bottom"),
    kws("on top of its owner's library").set_parse_action(lambda: "top"),
    # 401.4: "into its owner's library second / third / seventh from the top" (Oust, Teferi,
    # Approach of the Second Sun)
    kws("into its owner's library second from the top").set_parse_action(lambda: "2"),
    kws("into its owner's library third from the top").set_parse_action(lambda: "3"),
    kws("into its owner's library seventh from the top").set_parse_action(lambda: "7"),
])
#: "your library" for cards in your graveyard, which you own (404.1: a card goes to its
#: owner's graveyard).
_YOUR_GRAVEYARD = OBJECTS.copy().add_condition(lambda t: _in_your_graveyard(t[0]))
_YOUR_WHERE = pp.MatchFirst([
    kws("on the bottom of your library").set_parse_action(lambda: "bottom"),
    kws("on top of your library").set_parse_action(lambda: "top"),
])


def _in_your_graveyard(x: object) -> bool:
    """A target card in your graveyard ("target card from your graveyard")."""
    spec = getattr(x, "spec", None)
    if spec is None or spec.zone != "graveyard":
        return False
    sel = spec.selector
    parts = sel.parts if isinstance(sel, s.And) else (sel,)
    return any(isinstance(p, s.OwnedByYou) for p in parts)


#: 401.4: the owner chooses second from the top or the bottom
_OWNER_PUTS_SECOND = (((TARGET_OBJECT + lit("'s") + sup("owner puts it"))
                       | (sup("the owner of") + TARGET_OBJECT + sup("puts it")))
                      + sup("into their library second from the top or on the bottom")
                      ).set_parse_action(
    lambda t: [[I.PutInLibrary(t[0], position="2_or_bottom")]])
#: 401.4: "put target creature into its owner's library just beneath the top X cards of that
#: library" (Unexpectedly Absent: X announced; ", where X is ...": Quarry Colossus)
_JUST_BENEATH = (sup("put") + OBJECT + sup("into its owner's library just beneath the top X "
                                            "cards of that library")
                 ).set_parse_action(lambda t: [[I.PutInLibrary(t[0], position="beneath",
                                                                depth=V.ChosenX())]])
#: "put <object> on the bottom of / on top of its owner's library"; "put target card from
#: your graveyard on top of your library" (401.4: several at once in the order their owner
#: chooses).
PUT_ON_OWNERS_LIBRARY = _OWNER_PUTS_SECOND | _JUST_BENEATH | (
    sup("put") + OBJECT + _WHERE).set_parse_action(
    lambda t: [[I.PutInLibrary(t[0], position=t[1])]]) | (
    sup("put") + _YOUR_GRAVEYARD + _YOUR_WHERE).set_parse_action(
    lambda t: [[I.PutInLibrary(t[0], position=t[1])]])

__all__ = ["PUT_ON_OWNERS_LIBRARY"]
