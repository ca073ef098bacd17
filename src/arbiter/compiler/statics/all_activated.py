"""613.1f: "<objects> has/have all activated abilities of <objects> [except mana abilities |
except for loyalty abilities]." (`rules.gained_activated`):

    This creature has all activated abilities of all creature cards exiled with it.
                                                            (Dark Impostor, Patchwork Crawler)
    As long as this creature is on the battlefield, it has all activated abilities of all
        creature cards in all graveyards.                   (Necrotic Ooze)
    This creature has all activated abilities of all legendary creatures you control.
    Creatures you control have all activated abilities of all land cards exiled with this
        creature.                                           (Steward of the Harvest)
    Sharkey has all activated abilities of lands your opponents control except mana abilities.

"As long as ~ is on the battlefield" states only where the static ability functions anyway
(113.6, 611.3b). "exiled with it" is "exiled with ~" (607.2a: the cards this object exiled).
A second sentence ("You may spend mana as though it were mana of any color to activate those
abilities.", "You may activate each of those abilities only once each turn.") isn't read here:
such a line stays unread.
"""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.statics.statics import IT, SUBJECT
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.gained_activated import GainActivatedAbilities
from arbiter.state.effects import EffectSpec

_LINE = pp.Regex(
    r"(?i)(?P<lead>as long as ~ is on the battlefield, )?(?P<subject>.+?) (?:has|have) all "
    r"activated abilities of (?P<of>.+?)(?: except (?P<except>for loyalty abilities|mana "
    r"abilities))?\.$")


def _read(s_: str, loc: int, t: pp.ParseResults) -> StaticAbility:
    subject_text, of_text = str(t["subject"]), str(t["of"])
    of_text = re.sub(r"\bexiled with (?:it|this creature|this artifact)\b", "exiled with ~",
                     of_text)
    try:
        [subject] = SUBJECT.parse_string(subject_text, parse_all=True)
        [noun] = NOUN.parse_string(of_text, parse_all=True)
    except pp.ParseException:
        raise pp.ParseException(s_, loc, "unreadable objects") from None
    if subject is IT:
        if not t.get("lead"):
            raise pp.ParseException(s_, loc, "\"it\" names nothing")
        subject = s.SELF
    if not isinstance(subject, s.Selector) or noun.kind == "player":
        raise pp.ParseException(s_, loc, "objects gain abilities of objects")
    exclude = {"mana abilities": "mana", "for loyalty abilities": "loyalty"}.get(
        str(t.get("except") or "").lower(), "")
    return StaticAbility(text="", effects=(EffectSpec(subject, (
        GainActivatedAbilities(noun.selector(), exclude),)),))


ALL_ACTIVATED_LINE = _LINE.set_parse_action(_read).set_name("all activated abilities of")

__all__ = ["ALL_ACTIVATED_LINE"]
