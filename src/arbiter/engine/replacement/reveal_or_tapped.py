"""614.12 / 614.1c: "As this land enters, you may reveal a Forest or Island card from your
hand. If you don't, this land enters tapped." (the snarls, the Lorwyn reveal lands).

As the land enters, its controller may reveal a card from their hand that the ability's
selector matches (701.20a: revealing shows it; the card stays in the hand). A player with no
such card can't reveal one. If no card is revealed, the land enters tapped; the choice is
made once, as it enters (614.12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import ReplacementAbility
    from arbiter.state.objects import GameObject

#: The kind of `ReplacementAbility`; `spec` is (selector of the cards that may be revealed,).
KIND = "as_enters_reveal_or_tapped"


def revealable(game: Game, obj: GameObject, ab: ReplacementAbility) -> list[int]:
    """The cards in its controller's hand that may be revealed."""
    (selector,) = ab.spec
    res = game.layers()
    view = LayerView(game.state, res.chars)
    ctx = context_for(view, obj.id, obj.controller)
    hand = game.state.order.get(game.state.zone_key("hand", obj.controller), [])
    return [o for o in hand if o in res.chars
            and selector.matches(view, o, ctx)]


def revealed(game: Game, obj: GameObject, ab: ReplacementAbility,
             choices: dict[str, Any]) -> bool:
    """614.12: does its controller reveal a card? (If not, the land enters tapped: the
    caller, `engine.replacement.entering`, sets it so, 614.1c.)"""
    options = revealable(game, obj, ab)
    if "reveal" in choices:
        pick = choices["reveal"]
        if pick is not None and pick not in options:
            raise IllegalActionError(f"{ab.text}: that card can't be revealed")
    elif options:
        pick = game.decide(Decision(
            "choose_object", f"{ab.text}: reveal a card from your hand?", obj.controller,
            [(game.name_of(o), o) for o in options], optional=True, key="reveal"))
    else:
        pick = None
    if pick is None:
        return False
    game.log(f"{game.player_name(obj.controller)} reveals {game.name_of(pick)}")
    return True


__all__ = ["KIND", "revealable", "revealed"]
