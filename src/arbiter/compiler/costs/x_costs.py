"""601.2b: "As an additional cost to cast this spell, discard X cards." / "..., pay X life."
(`rules.x_costs`, carried out by `engine.casting.x_costs`)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.rules.x_costs import DiscardXCost, PayXLifeCost

X_COST_LINE = (sup("as an additional cost to cast") + kws("this spell", "~").suppress()
               + lit(",") + pp.MatchFirst([
                   kw("discard X cards").set_parse_action(lambda: DiscardXCost(text="")),
                   kw("pay X life").set_parse_action(lambda: PayXLifeCost(text="")),
               ]) + lit(".")).set_name("X cost line")

__all__ = ["X_COST_LINE"]
