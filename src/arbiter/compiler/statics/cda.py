"""604.3, 604.3a: a static ability printed on a card that only defines that card's own colors
or creature types, with no condition, is a characteristic-defining ability:

    Transguild Courier is all colors.
    Ghostfire is colorless.
    Mistform Ultimus is every creature type.

604.3: it functions in all zones (Ghostfire is a colorless spell in its owner's hand and on the
stack); 613.3: its effect applies first in its layer, before other effects in timestamp
order (Transguild Courier under Darkest Hour is black, whichever came first).

903.4: "~ is all colors. This ability doesn't affect its color identity." (Fallaji Wayfarer)
is the same ability: the second sentence only keeps the color out of its color identity,
which the card data already does (`cards.color_identity` counts a line saying only "is all
colors.").

Only a card's own line is one (604.3a (2)): the catalog marks each printed line
(`compiler.lines.compile_line`); an ability granted in quotes isn't marked. A color chosen
as the object enters, a condition ("as long as ..."), another object affected, or any other
change beside the colors or creature types (604.3a (1), (3), (5)) leaves the ability as it
is.
"""

from __future__ import annotations

import dataclasses

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import Ability, StaticAbility
from arbiter.state.effects import EffectSpec
from arbiter.vocab import Color


def _defining(part: P.Part) -> bool:
    """Does this part only define a color (not a chosen one) or every creature type?"""
    if isinstance(part, P.SetColors):
        return not part.add and not part.chosen
    return isinstance(part, P.EveryCreatureType)


def characteristic_defining(ability: Ability) -> Ability:
    """`ability`, marked a characteristic-defining ability when it is one (604.3a)."""
    if not isinstance(ability, StaticAbility) or ability.cda or ability.condition is not None:
        return ability
    effects = ability.effects
    if not effects or any(
            e.affected != s.SELF or e.condition is not None or not e.parts
            or not all(_defining(p) for p in e.parts) for e in effects):
        return ability
    return dataclasses.replace(ability, cda=True)


#: 903.4: "~ is all colors. This ability doesn't affect its color identity."
ALL_COLORS_NOT_IDENTITY_LINE = (
    sup("~ is all colors.") + sup("this ability doesn't affect its color identity.")
).set_parse_action(lambda: StaticAbility(text="", effects=(EffectSpec(s.SELF, (
    P.SetColors(frozenset(Color)),)),), cda=True)).set_name("all colors, not identity")

__all__ = ["ALL_COLORS_NOT_IDENTITY_LINE", "characteristic_defining"]
