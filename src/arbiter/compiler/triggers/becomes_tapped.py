"""603.2 / 701.26a-b: "Whenever <a permanent> becomes tapped, ..." (the engine's event
`becomes_tapped`, emitted whenever an untapped permanent is tapped for any reason,
`engine.keyword_actions.tap`), and "Whenever ~ becomes untapped" (`becomes_untapped`: a
tapped permanent untapped, in its controller's untap step or by an effect).

    Whenever ~ becomes tapped                                 ("this land", "this creature")
    Whenever/When enchanted land becomes tapped               (the permanent it's attached to)
    Whenever a Forest an opponent controls becomes tapped     (any permanent matching the phrase)
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import kw, kws, sup
from arbiter.engine.triggers.conditions import Trigger

#: The event words (the object phrase before them is `compiler.triggers.triggers`' own).
BECOMES_TAPPED_WORDS = kw("becomes tapped")
BECOMES_TAPPED_EVENT = "becomes_tapped"
BECOMES_UNTAPPED_WORDS = kw("becomes untapped")
BECOMES_UNTAPPED_EVENT = "becomes_untapped"

#: "enchanted land becomes tapped" / "enchanted creature becomes tapped" / "equipped
#: creature becomes tapped": the permanent the source is attached to.
ATTACHED_BECOMES_TAPPED = (
    kws("enchanted land", "enchanted creature", "enchanted permanent", "enchanted artifact",
        "equipped creature")
    + sup("becomes tapped")).set_parse_action(lambda t: Trigger(
        BECOMES_TAPPED_EVENT, "equipped" if t[0].lower().startswith("equipped")
        else "enchanted"))

__all__ = ["ATTACHED_BECOMES_TAPPED", "BECOMES_TAPPED_EVENT", "BECOMES_TAPPED_WORDS",
           "BECOMES_UNTAPPED_EVENT", "BECOMES_UNTAPPED_WORDS"]
