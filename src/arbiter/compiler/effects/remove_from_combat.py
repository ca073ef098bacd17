"""506.4: "remove <it | target creature | ~> from combat" as a clause (Gustcloak Harrier:
"you may untap it and remove it from combat"; `engine.combat.remove_from_combat`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.engine.combat.remove_from_combat import RemoveFromCombat


def remove_from_combat_clause(obj: pp.ParserElement) -> pp.ParserElement:
    """"remove <obj> from combat" for one object `obj`."""
    return (sup("remove") + obj + sup("from combat")).set_parse_action(
        lambda t: [[RemoveFromCombat(what=t[0])]])


__all__ = ["remove_from_combat_clause"]
