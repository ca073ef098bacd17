"""Costs of activated abilities (602.1a, 118): "{2}{R}, {T}, Sacrifice ~: ...",
"Discard a card: ...", "Pay 2 life: ...", "Remove a +1/+1 counter from ~: ...",
"Tap three untapped creatures you control: ...", loyalty costs "[+1]: ..." (606).

Each cost is an `rules.costs` object the engine pays (`engine.casting.activation`,
`engine.casting.activation_costs`)."""

from __future__ import annotations

from dataclasses import replace

import pyparsing as pp

from arbiter.compiler.costs.compound_costs import COMPOUND_COST
from arbiter.compiler.costs.counters_from import COUNTERS_FROM_COST
from arbiter.compiler.costs.keyword_action_costs import BLIGHT_COST, COLLECT_EVIDENCE_COST
from arbiter.compiler.costs.object_costs import OBJECT_COST
from arbiter.compiler.costs.sacrifice_each import SACRIFICE_EACH
from arbiter.compiler.costs.waterbend_cost import WATERBEND_COST
from arbiter.compiler.costs.x_object_costs import X_OBJECT_COST
from arbiter.compiler.effects.player_counters import ENERGY_SYMBOLS
from arbiter.compiler.grammar.lexicon import (
    A_NUMBER,
    COUNTER_KIND,
    MANA_COST,
    NUMBER,
    kw,
    kws,
    lit,
    sup,
)
from arbiter.compiler.grammar.nouns import NOUN, Noun, located
from arbiter.rules import costs as K
from arbiter.rules import selectors as s
from arbiter.rules.attached_costs import SacrificeAttached, TapAttached
from arbiter.rules.from_hand import DiscardSelf, ExileSelfFromHand
from arbiter.rules.grantor import UnattachCost
from arbiter.rules.life_costs import PayHalfLife

_NOUN_TEXT = located(NOUN, lambda toks, text: replace(toks[0], text=text))


def _a(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _sacrifice(t: pp.ParseResults) -> K.SacrificePermanents:
    """701.21a: "Sacrifice a Vampire" / "Sacrifice another creature" (permanents you control;
    "another": not the source itself)."""
    another = t[0] == "another"
    n: Noun = t[-1]
    words = ("another " + n.text) if another else _a(n.text)
    return K.SacrificePermanents((replace(n, other=True) if another else n).selector(), 1,
                                 description=words)


def _tap_untapped(t: pp.ParseResults) -> K.TapUntapped:
    n: Noun = t[1]
    if s.YOURS not in n.preds:
        raise pp.ParseException("", 0, "tapping permanents you don't control")
    return K.TapUntapped(n.selector(), t[0], description="untapped " + n.text)


_ONE = pp.MatchFirst([
    SACRIFICE_EACH,  # 701.21a: "Sacrifice a Swamp and a Forest" (`.sacrifice_each`)
    COMPOUND_COST,  # two parts in one phrase (`compiler.costs.compound_costs`)
    X_OBJECT_COST,  # 107.3a: "Remove X counters", "Tap X untapped ...", "Sacrifice X ..."
    COUNTERS_FROM_COST,  # 122.8: "Remove two counters from ~" / "... from among ..."
    OBJECT_COST,  # cards, permanents and counters (`compiler.costs.object_costs`)
    kw("{T}").set_parse_action(lambda: K.TapCost()),
    pp.Literal("{T}").set_parse_action(lambda: K.TapCost()),
    pp.Literal("{Q}").set_parse_action(lambda: K.UntapCost()),  # 107.6
    MANA_COST.copy().set_parse_action(lambda t: K.ManaPayment(t[0])),
    kw("sacrifice ~").set_parse_action(lambda: K.SacrificeSelf()),
    kw("unattach ~").set_parse_action(lambda: UnattachCost()),  # 701.3d (`rules.grantor`)
    (sup("sacrifice") + (kw("another").set_parse_action(lambda: "another")
                         | kws("a", "an").suppress()) + _NOUN_TEXT).set_parse_action(_sacrifice),
    kw("discard a card").set_parse_action(lambda: K.DiscardCard()),
    # 113.6j: "Discard this card" can be paid only from the hand, where the ability works
    kw("discard ~").set_parse_action(lambda: DiscardSelf()),
    kw("exile ~ from your hand").set_parse_action(lambda: ExileSelfFromHand()),  # 113.6j
    (sup("pay") + NUMBER + sup("life")).set_parse_action(lambda t: K.PayLife(t[0])),
    kw("pay half your life, rounded up").set_parse_action(lambda: PayHalfLife()),  # 119.4
    # 303.4: "Tap enchanted creature" / "Tap enchanted land" / "Sacrifice enchanted creature"
    (sup("tap") + (kw("enchanted creature") | kw("enchanted land"))).set_parse_action(
        lambda t: TapAttached(t[0])),
    kw("sacrifice enchanted creature").set_parse_action(lambda: SacrificeAttached()),
    # 107.14: "Pay {E}{E}" / "Pay six {E}"
    (sup("pay") + ENERGY_SYMBOLS).set_parse_action(lambda t: K.PayEnergy(t[0][1])),
    (sup("pay") + NUMBER + pp.Literal("{E}").suppress()).set_parse_action(
        lambda t: K.PayEnergy(t[0])),
    # 107.3a, 602.2b: "Pay X {E}" (X announced as the ability is activated)
    kw("pay X {E}").set_parse_action(lambda: K.PayEnergy(0, x=True)),
    kw("exile ~ from your graveyard").set_parse_action(lambda: K.ExileSelfFromGraveyard()),
    # 122.8: "Remove a +1/+1 counter from ~" / "Remove three +1/+1 counters from ~"
    (sup("remove") + A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress()
     + sup("from ~")).set_parse_action(lambda t: K.RemoveCountersCost(t[1], t[0])),
    # 601.2h: "Remove any number of charge counters from ~" (the number chosen as it's paid)
    (sup("remove any number of") + COUNTER_KIND + sup("counters from ~")).set_parse_action(
        lambda t: K.RemoveCountersCost(t[0], None)),
    # 118.3, 122.8: "Remove all +1/+1 counters from ~" (as many as it has when it's paid)
    (sup("remove all") + COUNTER_KIND + sup("counters from ~")).set_parse_action(
        lambda t: K.RemoveCountersCost(t[0], 0, every=True)),
    # "Tap three untapped creatures you control"
    (sup("tap") + A_NUMBER + sup("untapped") + _NOUN_TEXT).set_parse_action(_tap_untapped),
    BLIGHT_COST,  # 701.68a: "Blight 1"
    COLLECT_EVIDENCE_COST,  # 701.59a: "Collect evidence 3"
    WATERBEND_COST,  # 701.67a: "Waterbend {3}"
])

def _x_announced(t: pp.ParseResults) -> bool:
    """602.2b / 107.3a: X in an activation cost is announced as the ability is activated,
    with an {X} to pay (`engine.casting.activation_x`) or without one
    (`engine.casting.x_activation_costs`); two X costs aren't read."""
    return sum(1 for c in t if getattr(c, "x", False)) <= 1


#: "{2}, {T}, Sacrifice ~" (the cost half of "[Cost]: [Effect].").
COST = (_ONE + pp.ZeroOrMore(lit(",") + _ONE)).add_condition(_x_announced).add_parse_action(
    lambda t: [tuple(t)])
#: 606.4: "[+1]", "[-2]", "[0]".
LOYALTY = (lit("[") + pp.Regex(r"[+-]?\d+").set_parse_action(lambda t: int(t[0])) + lit("]"))
#: 107.3a, 606.4: "[-X]" (the announced X, `engine.casting.x_activation_costs`).
LOYALTY = LOYALTY | (lit("[") + pp.Literal("-X") + lit("]"))
