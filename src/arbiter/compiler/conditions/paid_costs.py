"""Conditions about the optional costs paid as the source was cast (`rules.paid_costs`):

    ~ was kicked / it was kicked                 702.33d: any of its kicker costs paid
    ~ was kicked with its {1}{U} kicker          702.33f: the kicker ability it is linked to
    it was kicked twice                          702.33d: kicked twice in all
    ~ was bargained / it was bargained / it's bargained   702.166b
    ~'s surge cost was paid / its surge cost was paid     702.117a (the alternative cost
    ~'s emerge cost was paid                              702.119a; it was cast for, 118.9)
    ~'s prowl cost was paid                               702.76a
    its spectacle cost was paid / ~'s blitz cost was paid  702.137a, 702.152a: the
                                                 alternative cost it was cast for

    the gift was promised / the gift wasn't promised     702.174k: its gift cost paid
    ~ was cast using web-slinging                        702.188a: the alternative cost

"~" is the spell or permanent itself ("this spell", "this creature", its name: 201.5); "it"
in these phrases can only be the source too, the one object whose casting the line can ask
about (702.33e, 702.166c: these abilities are linked to the object's own keyword, 607).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import MANA_COST, kws, sup
from arbiter.rules.conditions import Not, SourceCastWith
from arbiter.rules.paid_costs import CostPaid

_SELF = kws("~", "it").suppress()
PAID_COST_CONDITION = pp.MatchFirst([
    (_SELF + sup("was kicked with its") + MANA_COST + sup("kicker")).set_parse_action(
        lambda t: CostPaid("kicker", cost=t[0])),
    (_SELF + sup("was kicked twice")).set_parse_action(lambda: CostPaid("kicker", times=2)),
    (_SELF + sup("was kicked")).set_parse_action(lambda: CostPaid("kicker")),
    (_SELF + sup("was bargained")).set_parse_action(lambda: CostPaid("bargain")),
    kws("the gift wasn't promised").set_parse_action(lambda: Not(CostPaid("gift"))),
    # 702.188a: the alternative cost it was cast for ("they": a plural name, Spiders-Man)
    kws("~ was cast using web-slinging", "they were cast using web-slinging").set_parse_action(
        lambda: SourceCastWith("web-slinging")),
    kws("the gift was promised").set_parse_action(lambda: CostPaid("gift")),  # 702.174k
    kws("it's bargained", "~ is bargained").set_parse_action(lambda: CostPaid("bargain")),
    (kws("~'s", "its") + pp.one_of("surge emerge prowl", as_keyword=True)
     + sup("cost was paid")).set_parse_action(lambda t: SourceCastWith(t[-1])),
    # 702.137a, 702.152a: the alternative cost the spell (the permanent it became) was cast for
    (kws("its", "~'s").suppress() + kws("spectacle", "blitz") + sup("cost was paid")
     ).set_parse_action(lambda t: SourceCastWith(t[0].lower())),
]).set_name("paid cost condition")

__all__ = ["PAID_COST_CONDITION"]
