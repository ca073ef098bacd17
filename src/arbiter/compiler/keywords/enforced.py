"""Which keyword abilities the engine carries out (702): a keyword line is read only when
every keyword in it is enforced; any other is an explicit unsupported part (principle 5)."""

from __future__ import annotations

from arbiter.compiler.grammar.enchant_param import readable_enchant
from arbiter.engine.keywords.protection import all_judged
from arbiter.engine.keywords.triggered import ward_cost
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.keywords import ENFORCED


def enforced(ability: KeywordAbility) -> bool:
    """Does the engine carry out this keyword's rules?"""
    if ability.keyword == "ward":
        # 702.21a: only a ward cost the engine can ask for as the ability resolves (mana,
        # life, discarding a card); not X (702.21b) or other costs yet.
        return ward_cost(ability.param) is not None
    if ability.keyword == "enchant":
        # 702.5a: only an enchant ability whose words the engine reads exactly.
        return readable_enchant(ability.param or "")
    if ability.keyword == "protection from":
        # 702.16a: only qualities the engine judges exactly.
        return all_judged(ability.param or "")
    return ability.keyword in ENFORCED
