"""110.2 / 400.7: "Put target creature card from a graveyard onto the battlefield under your
control." — the same instruction as "Return ... to the battlefield under your control"
(`compiler.effects.effects`' REANIMATE; `ReturnToBattlefield`), in the wording used for a card
from any graveyard (Reanimate, Beacon of Unrest)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import _FROM, OBJECTS, _not_self_from_elsewhere, _reanimate
from arbiter.compiler.grammar.lexicon import kw, sup

#: "put <object> [from a graveyard] onto the battlefield [tapped] [under your control]"
PUT_ONTO_BATTLEFIELD = (sup("put") + OBJECTS + _FROM + sup("onto the battlefield")
                        + pp.Optional(kw("tapped").set_parse_action(lambda: "tapped"))
                        + pp.Optional(kw("under your control").set_parse_action(
                            lambda: "under your control") | sup("under its owner's control"))
                        ).add_parse_action(_not_self_from_elsewhere).add_parse_action(
    lambda t: [_reanimate(t)])

__all__ = ["PUT_ONTO_BATTLEFIELD"]
