"""115.1 / 301.5 / 303.4: "target <permanent> and all <Auras | Equipment | permanents>
attached to it" as one group of objects (Hubris: "Return target creature and all Auras
attached to it to their owners' hands."; Soul Nova: "Exile target attacking creature and all
Equipment attached to it."). The target is a target of the spell or ability; the group is
the target and, as it resolves, each permanent of the kind attached to it then
(`rules.referenced_selectors`, bound in `engine.stack.target_players`, 608.2b). Every object
of the group is acted on at once (608.2c: one instruction)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.nouns import NOUN, TARGET
from arbiter.compiler.grammar.pending_targets import pending as pending_target
from arbiter.rules import selectors as s
from arbiter.rules.attached_to_selectors import AttachedToMatching
from arbiter.rules.referenced_selectors import AmongReferenced


def _group(t: pp.ParseResults) -> s.Selector:
    # the target phrase read alone: TARGET would take "target creature and all Auras" for
    # one phrase
    try:
        spec = TARGET.parse_string(t[0], parse_all=True)[0]
        noun = NOUN.parse_string(t[1], parse_all=True)[0]
    except pp.ParseException as e:
        raise pp.ParseException("", 0, "not a target and what is attached to it") from e
    if spec.kind in ("player", "any", "card", "spell") or spec.zone != "battlefield" \
            or noun.zones != ("battlefield",) or noun.other or spec.count != 1 or spec.up_to:
        raise pp.ParseException("", 0, "not a target permanent and what is attached to it")
    pending = pending_target(spec)
    target = AmongReferenced(what=pending)
    return s.Or((target, s.And((noun.selector(), AttachedToMatching(target)))))


ATTACHED_GROUP = pp.Regex(
    r"(?P<target>target [\w' -]+?) and all (?P<noun>[\w' -]+?) attached to "
    r"(?:it|that creature|that permanent)\b"
).set_parse_action(lambda t: _group([t["target"], t["noun"]]))

__all__ = ["ATTACHED_GROUP"]
