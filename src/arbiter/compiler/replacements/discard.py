"""A card's replacement effect on its own discard (614.1a, 701.9a;
`engine.keyword_actions.discard`):

    If a spell or ability an opponent controls causes you to discard ~, put it onto the
    battlefield instead of putting it into your graveyard.       (Wilt-Leaf Liege)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw
from arbiter.engine.keyword_actions.discard import KIND
from arbiter.rules.abilities import ReplacementAbility

DISCARD_REPLACEMENT_LINE = kw(
    "If a spell or ability an opponent controls causes you to discard ~, put it onto the "
    "battlefield instead of putting it into your graveyard.").set_parse_action(
    lambda: ReplacementAbility(text="", kind=KIND, spec=("opponent", "battlefield")))

__all__ = ["DISCARD_REPLACEMENT_LINE"]
