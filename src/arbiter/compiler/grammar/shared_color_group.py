"""Radiance (207.2c), 105.2: "target creature and each other creature that shares a color
with it" as one group of objects (`rules.shared_colors.SharesAColorWithTarget`): Cleansing
Beam, Surge of Zeal, Incite Hysteria, Leave No Trace. The target is a target of the spell;
the group is it and every other permanent of the kind sharing a color with it as the spell
resolves (none but the target when it is colorless)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, TARGET
from arbiter.compiler.grammar.pending_targets import pending as pending_target
from arbiter.rules import selectors as s
from arbiter.rules.shared_colors import SharesAColorWithTarget


def _group(t: pp.ParseResults) -> s.Selector:
    spec, noun = t[0], t[1]
    if spec.kind in ("player", "any", "card", "spell") or spec.count != 1 or spec.up_to \
            or noun.zones != ("battlefield",) or noun.other:
        raise pp.ParseException("", 0, "not a group of permanents sharing a target's color")
    pending = pending_target(spec)
    return s.And((noun.selector(), SharesAColorWithTarget(pending)))


#: "target creature and each other creature that shares a color with it".
SHARED_COLOR_GROUP = (TARGET + sup("and") + kws("each other", "all other").suppress() + NOUN
                      + kws("that shares a color with it", "that share a color with it"
                            ).suppress()).set_parse_action(_group)

__all__ = ["SHARED_COLOR_GROUP"]
