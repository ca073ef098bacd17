"""106.7: the types of mana a permanent "could produce" ("{T}: Add one mana of any color that
a land an opponent controls could produce.", Fellwar Stone, Exotic Orchard, Reflecting Pool).

"The type of mana a permanent could produce at any time includes any type of mana that an
ability of that permanent would produce if the ability were to resolve at that time, taking
into account any applicable replacement effects in any possible order. Ignore whether any
costs of the ability could or could not be paid. If that permanent wouldn't produce any mana
under these conditions, or no type of mana can be defined this way, there's no type of mana
it could produce."

Its mana abilities are read as they would resolve now (`engine.mana.sources.step_options`:
a count of none adds no mana, 106.5). A permanent whose ability asks what other permanents
could produce asks in turn; one already being asked about (two Exotic Orchards facing each
other, Reflecting Pool asking about itself) defines no type that way. The engine carries out
no replacement effect on producing mana, so none applies. A permanent with an unread ability
that might add mana stops the game naming it (principle 5).
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.instructions import AddMana

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The permanents being asked about, outermost first (a loop defines no type).
_ASKING: ContextVar[frozenset[int]] = ContextVar("could_produce_asking", default=frozenset())
_ADDS = re.compile(r"\badds?\b", re.IGNORECASE)


def could_produce(game: Game, oid: int) -> frozenset[str]:
    """106.7: the types of mana ("W" ... "G", "C") the permanent could produce now."""
    from arbiter.engine.mana.pool import mana_type
    from arbiter.engine.mana.sources import step_options
    from arbiter.errors import UnsupportedTextError

    asking = _ASKING.get()
    if oid in asking:
        return frozenset()  # no type can be defined this way
    token = _ASKING.set(asking | {oid})
    try:
        ch = game.chars(oid)
        out: set[str] = set()
        for a in ch.abilities:
            ab = a.ability
            if isinstance(ab, UnsupportedAbility) and _ADDS.search(ab.text):
                raise UnsupportedTextError(ch.name or "a permanent", ab.text)
            if not (isinstance(ab, ActivatedAbility) and ab.is_mana_ability):
                continue
            for step in ab.instructions:
                if isinstance(step, AddMana):
                    if hasattr(step.amount, "at_resolution"):
                        # a number fixed by paying the cost ("for each counter removed
                        # this way"): costs are ignored, so it could be some
                        step = replace(step, amount=1)
                    out |= {mana_type(k) for o in step_options(game, oid, step) for k in o}
        return frozenset(out)
    finally:
        _ASKING.reset(token)


def _matching(game: Game, source: int, selector: Any) -> list[tuple[int, Any]]:
    """The permanents matching `selector` (read for the source's controller: "a land an
    opponent controls"), with their characteristics now."""
    from arbiter.rules.view import LayerView, context_for

    view = LayerView(game.state, dict(game.layers().chars))
    ctx = context_for(view, source, game.controller_of(source))
    return [(oid, view.chars[oid]) for oid in game.state.battlefield()
            if oid in view.chars and selector.matches(view, oid, ctx)]


def types_among(game: Game, source: int, selector: Any) -> frozenset[str]:
    """106.7: the types of mana any permanent matching `selector` could produce."""
    return frozenset(t for oid, _ in _matching(game, source, selector)
                     for t in could_produce(game, oid))


def colors_among(game: Game, source: int, selector: Any) -> frozenset[str]:
    """"one mana of any color among <permanents>": the colors ("W" ... "G") of the
    permanents matching `selector` now (105.2)."""
    return frozenset(c.symbol for _, ch in _matching(game, source, selector) for c in ch.colors)


__all__ = ["colors_among", "could_produce", "types_among"]
