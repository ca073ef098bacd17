"""614.12 / 614.1c: "As ~ enters, you may pay N life. If you don't, it enters tapped." (the
shock lands): a choice made as the permanent enters, paying life (119.4) or entering tapped.

The engine asks the controller as it enters (`engine.replacement.entering`, kind
"as_enters_pay_life_or_tapped", `spec` = (N,)).
"""

from __future__ import annotations

from arbiter.compiler.grammar.lexicon import DIGITS, kws, lit, sup
from arbiter.rules.abilities import ReplacementAbility

_ENTERS = kws("enters the battlefield", "enters").suppress()

PAY_LIFE_OR_TAPPED = (
    sup("as ~") + _ENTERS + lit(",") + sup("you may pay") + DIGITS + sup("life") + lit(".")
    + sup("if you don't, it") + _ENTERS + sup("tapped") + lit(".")
).set_parse_action(lambda t: ReplacementAbility(
    text="", kind="as_enters_pay_life_or_tapped", spec=(int(t[0]),)))

__all__ = ["PAY_LIFE_OR_TAPPED"]
