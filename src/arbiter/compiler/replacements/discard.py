"""A card's replacement effect on its own discard (614.1a, 701.9a;
`engine.keyword_actions.discard`):

    If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield instead of putting it into your graveyard.       (Wilt-Leaf Liege)
    ..., put it onto the battlefield with two +1/+1 counters on it instead of putting it into
    your graveyard.                                              (Dodecapod, 614.1c)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, kws, lit, sup
from arbiter.engine.keyword_actions.discard import KIND
from arbiter.rules.abilities import ReplacementAbility

_WITH = (sup("with") + A_NUMBER + COUNTER_KIND + kws("counter on it", "counters on it").suppress()
         ).set_parse_action(lambda t: ((t[1], int(t[0])),))

DISCARD_REPLACEMENT_LINE = (
    sup("If a spell or ability an opponent controls causes you to discard ~, put it onto the "
        "battlefield") + pp.Optional(_WITH)
    + sup("instead of putting it into your graveyard") + lit(".")
).set_parse_action(lambda t: ReplacementAbility(
    text="", kind=KIND, spec=("opponent", "battlefield", *(t[:1]))))

__all__ = ["DISCARD_REPLACEMENT_LINE"]
