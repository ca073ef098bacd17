"""602.2b / 601.2f: an activated ability's own cost change, the sentence after its effect:

    This ability costs {1} less to activate for each legendary creature you control.
    This ability costs {2} less to activate if you control a legendary creature.
    This ability costs {X} less to activate, where X is the greatest power among Wurms ...
    This ability costs {1} less to activate during your turn.

Activating an ability follows 601.2b-i (602.2b), so its total cost is its activation cost plus
increases, less reductions (601.2f; only generic mana, never below {0}). The wording is the
one of a spell's own cost change ("This spell costs {1} less to cast for each ...",
`compiler.costs.spell_costs`), read by that grammar into a `rules.spell_costs.SelfCostChange`
judged for the ability's source as it is activated (`engine.casting.activation.mana_part`).
A change that depends on targets ("if it targets ...") or colored mana isn't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.costs.spell_costs import SELF_COST_LINE
from arbiter.rules.spell_costs import SelfCostChange

_SENTENCE = pp.Regex(r"This ability costs (\{(?:\d+|X)\}) (less|more) to activate([^.]*)\.")


def _reading(t: pp.ParseResults) -> tuple[str, SelfCostChange]:
    m = _SENTENCE.re.match(t[0])
    assert m is not None
    amount, way, rest = m.groups()
    try:
        (change,) = SELF_COST_LINE.parse_string(f"~ costs {amount} {way} to cast{rest}.",
                                                parse_all=True)
    except pp.ParseBaseException as e:
        raise pp.ParseException("", 0, "a cost change not read") from e
    if not isinstance(change, SelfCostChange) or change.way is not None:
        raise pp.ParseException("", 0, "a cost change depending on targets")
    return ("reduce", change)


ACTIVATION_COST_CHANGE = _SENTENCE.copy().set_parse_action(_reading)

__all__ = ["ACTIVATION_COST_CHANGE"]
