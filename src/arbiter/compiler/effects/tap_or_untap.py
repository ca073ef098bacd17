"""701.26: "tap or untap target nonland permanent": the controller of the resolving spell or
ability chooses which (`rules.instructions.triggers.TapOrUntap`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import sup
from arbiter.rules.instructions.triggers import TapOrUntap


def tap_or_untap(obj: pp.ParserElement) -> pp.ParserElement:
    """The clause, with `obj` the one-object grammar of `compiler.effects.effects`."""
    return (sup("tap or untap") + obj).set_parse_action(lambda t: [[TapOrUntap(t[0])]])
