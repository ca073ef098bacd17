"""201.2a / 115.1: "target <permanent> and all other <permanents> with the same name as that
<permanent>" as one group of objects (`rules.same_name_selectors`): Maelstrom Pulse, Homing
Lightning, "Target creature and all other creatures with the same name as that creature get
-2/-2 until end of turn." The target is a target of the spell; the group is every permanent of
the kind sharing a name with it as the spell resolves (the target itself included). Cards in
other zones ("target creature card and all other cards with the same name ... from your
graveyard") aren't read here."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.nouns import NOUN, TARGET
from arbiter.compiler.grammar.pending_targets import pending as pending_target
from arbiter.rules import selectors as s
from arbiter.rules.same_name_selectors import SameNameAsTarget

_THAT = kws("that permanent", "that creature", "that artifact", "that enchantment", "that land")


def _group(t: pp.ParseResults) -> s.Selector:
    spec, noun = t[0], t[1]
    if spec.kind in ("player", "any", "card", "spell") or noun.zones != ("battlefield",) \
            or noun.other:
        raise pp.ParseException("", 0, "not a group of permanents sharing a target's name")
    pending = pending_target(spec)
    return s.And((noun.selector(), SameNameAsTarget(pending)))


#: "target nonland permanent and all other permanents with the same name as that permanent".
SAME_NAME_GROUP = (TARGET + sup("and") + kws("all other", "each other").suppress() + NOUN
                   + sup("with the same name as") + _THAT.suppress()
                   ).set_parse_action(_group)

__all__ = ["SAME_NAME_GROUP"]
