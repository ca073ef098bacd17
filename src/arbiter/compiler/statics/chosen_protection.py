""""has protection from the chosen color" (702.16a, 614.12), as grammar: a predicate of
static abilities ("This creature has protection from the chosen color.", "All Slivers have
protection from the chosen color.", "Enchanted creature has protection from the chosen color.
This effect doesn't remove this Aura."), the color being the one chosen as the source entered
(`rules.chosen_protection`). Only "has/have": a one-shot "gains protection from the chosen
color" names a color chosen as the spell or ability resolves, another thing.
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.rules.chosen_protection import AddChosenColorProtection, chosen_protection_template

#: 613.1f: "has protection from the chosen color".
CHOSEN_PROTECTION = (kws("has", "have").suppress()
                     + sup("protection from the chosen color")).set_parse_action(
    lambda: [[AddChosenColorProtection(abilities=(chosen_protection_template(),))]])

__all__ = ["CHOSEN_PROTECTION"]
