"""Object phrases compared with a number (208.1, 202.3, 107.1): "target creature with power
less than or equal to the number of creatures you control", "creatures with power greater
than the number of cards in your hand", "target creature card with mana value less than or
equal to this creature's power" (`rules.stat_value_selectors`).

`COUNT`, the grammar of a number ("the number of <objects>", "your life total", "~'s power"),
is defined here and filled by `compiler.statics.predicates`, which builds it from object
phrases (`compiler.grammar.nouns` offers this post-modifier): the two are one recursive
grammar.

Only numbers that don't depend on the object judged, on an earlier instruction or on the
event are read ("the number of <objects>", "your life total", "your devotion to <color>",
"~'s power", "the number of <kind> counters on ~"); the others leave the phrase unread."""

from __future__ import annotations

import re

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.noun_items import Item
from arbiter.rules.stat_value_selectors import StatVsValue
from arbiter.rules.values import CountersOnSource, CountOf, Devotion, LifeTotal, SourcePower

#: "the number of creatures you control", "your life total" ... (`compiler.statics.predicates`)
COUNT = pp.Forward()

#: 107.1: the comparisons' words, longest first.
_OPS = {"less than or equal to": "<=", "greater than or equal to": ">=",
        "equal to or less than": "<=", "equal to or greater than": ">=",
        "less than": "<", "greater than": ">", "equal to": "=="}
_OP = pp.Regex("(?i)(" + "|".join(_OPS) + r")\b")
#: A count whose phrase took a zone after "you control" ("the number of lands you control
#: from your hand" names the lands on the battlefield, and the zone the outer object's).
_ZONE_AFTER_CONTROL = re.compile(r"\bcontrols?\b.*\b(in|from)\b", re.IGNORECASE)
#: 122.1: "the number of charge counters on this artifact" (the source's, as it last existed if
#: it was sacrificed to pay for the ability: Engineered Explosives, 608.2h)
_READ = (CountOf, Devotion, LifeTotal, SourcePower, CountersOnSource)


def _compare(s_: str, loc: int, t: pp.ParseResults) -> Item:
    value, text = t[-3], s_[t[-2]:t[-1]]
    if not isinstance(value, _READ) or _ZONE_AFTER_CONTROL.search(text):
        raise pp.ParseException(s_, loc, "a number this comparison doesn't read")
    stat = "_".join(str(w) for w in t[:-4]).lower()  # power | toughness | mana_value
    return Item("sel", StatVsValue(stat, _OPS[t[-4].lower()], value))


_LOCATED_COUNT = pp.Located(COUNT).set_parse_action(lambda t: [t[1][0], t[0], t[2]])
#: "with power less than or equal to the number of creatures you control"
WITH_STAT_VS_COUNT = (sup("with") + kws("power", "toughness", "mana value") + _OP
                      + _LOCATED_COUNT).set_parse_action(_compare)
#: "its mana value is less than or equal to the number of cards in your hand" (a condition on
#: an object, `compiler.effects.trailing_if`): the same selector (`Item.value`).
ITS_STAT_VS_COUNT = (sup("its") + kws("power", "toughness", "mana value") + sup("is") + _OP
                     + _LOCATED_COUNT).set_parse_action(lambda s_, loc, t: _compare(
                         s_, loc, t).value)

__all__ = ["COUNT", "ITS_STAT_VS_COUNT", "WITH_STAT_VS_COUNT"]
