"""One-shot clauses that name targets or choose objects (608.2c-d), offered to
`compiler.effects.effects.CLAUSE` before its common verbs:

    Choose <target>[, <target>,] [and <target>]                       (601.2c)
    Untap / Tap the chosen permanents you [don't] control              (601.2c, 701.26)
    the chosen creatures fight each other / those creatures fight each other   (701.14a)
    The owners of those cards shuffle them into their libraries       (701.24a)
    Its owner shuffles it into their library                          (701.24a)
    <player> reveals their hand. You choose a <card> from it. That player discards that
        card / ... from it and exile that card / ... from it. Exile that card
        / ... from it. That player exiles that card; "from it with mana value N or less"
                                                                      (701.20a, 701.9b)
    <player> reveals their hand. You choose a <card> from that player's graveyard or hand and
        exile it / ... from it or a card from their graveyard. Exile that card.  (404.1)
    return a/another <permanent> to its owner's hand                  (608.2d: chosen now)
    put <counters> on a/another <permanent>                  (608.2d: chosen now; 122.1)
    exile a <card> from a graveyard                                   (608.2d: chosen now)
    <object> doesn't untap during its controller's next untap step    (502.3, 611.2a)
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT, OBJECT, TARGET_OBJECT, TARGET_PLAYER
from arbiter.compiler.grammar.lexicon import COUNTER_KIND, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.grammar.refs import PLAYER_PRONOUN, PRONOUN, ChosenPhrase
from arbiter.rules import selectors as s
from arbiter.rules.instructions import choices as ic
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart


def _one(build):  # type: ignore[no-untyped-def]
    return lambda t: [build(t)]


#: 601.2c: "Choose up to three target cards in graveyards." / "Choose target creature you
#: control and target creature you don't control."
#: "Choose up to one target artifact, up to one target creature, and up to one target land."
_AND = (lit(",") + pp.Optional(kw("and"))) | kw("and")
CHOOSE_TARGETS = (sup("choose") + TARGET_OBJECT + pp.ZeroOrMore(_AND.suppress() + TARGET_OBJECT)
                  + pp.FollowedBy(lit("."))).set_parse_action(
    _one(lambda t: [ic.ChooseTargets(tuple(t))]))
#: 601.2c, 115.1: "Choose target opponent." (The Fall of Kroog, Curious Herd): a target player
#: chosen as the spell is cast, whom a later "that player" names (608.2b).
CHOOSE_TARGET_PLAYER = (sup("choose") + TARGET_PLAYER + pp.FollowedBy(lit("."))
                        ).set_parse_action(_one(lambda t: [ic.ChooseTargets((t[0],))]))
#: 601.2c / 701.26: "Untap the chosen permanents you control." / "Tap the chosen permanents
#: you don't control." (each chosen target by who controls it as the ability resolves)
_YOURS = pp.MatchFirst([
    kw("you control").set_parse_action(lambda: s.ControlledByYou()),
    kw("you don't control").set_parse_action(lambda: s.Not(s.ControlledByYou())),
])
EACH_CHOSEN = (kws("untap", "tap") + sup("the chosen permanents") + _YOURS).set_parse_action(
    _one(lambda t: [ic.EachChosen(ChosenPhrase("all"), t[1], (
        (I.Untap if t[0].lower() == "untap" else I.Tap)(I.Ref.it()),))]))
#: 701.14a: the two creatures a "Choose <target> and <target>." sentence named fight.
FIGHT_CHOSEN = (kws("the chosen creatures", "those creatures").suppress()
                + sup("fight each other")).set_parse_action(
    _one(lambda t: [I.Fight(ChosenPhrase("#0"), ChosenPhrase("#1"))]))
#: 701.24a: each card goes into its owner's library, which is then shuffled.
OWNERS_SHUFFLE = pp.MatchFirst([
    sup("the owners of") + PRONOUN + sup("shuffle them into their libraries"),
    kw("its owner").set_parse_action(lambda: I.Ref("pronoun"))
    + sup("shuffles it into their library"),
]).set_parse_action(_one(lambda t: [I.ShuffleInto(t[0])]))
#: 202.3: "from it with mana value 3 or less" (the quality written after "from it").
_MANA_VALUE_AFTER = (sup("with mana value") + NUMBER + kws("or less", "or greater")
                     ).set_parse_action(lambda t: s.StatCompare(
                         "mana_value", "<=" if t[-1].lower() == "less" else ">=", t[0]))


def _reveal_discard(t: pp.ParseResults) -> list[ic.RevealChooseDiscard]:
    sel = t[1].selector()
    limit = next((x for x in list(t)[2:] if isinstance(x, s.StatCompare)), None)
    if limit is not None:
        sel = s.And((sel, limit)) if sel is not None else limit
    until_leaves = "until_leaves" in list(t)
    return [ic.RevealChooseDiscard(who=t[0], selector=sel, exile="exile" in list(t)
                                   or until_leaves, until_leaves=until_leaves)]


#: 701.20a / 701.9b: the controller of the spell chooses the card discarded; 406.2: "Exile
#: that card." / "That player exiles that card." / "... and exile it" (the card is exiled,
#: not discarded) (a card of their graveyard too: `REVEAL_EXILE_HAND_OR_GRAVEYARD`).
REVEAL_DISCARD = ((TARGET_PLAYER | PLAYER_PRONOUN) + sup("reveals their hand")
                  + (lit(".") | sup("and")) + sup("you choose") + kws("a", "an").suppress()
                  + NOUN + sup("from it")
                  + pp.Optional(_MANA_VALUE_AFTER)
                  + ((lit(".") + sup("that player discards that card"))
                     # 610.3: "Exile that card until ~ leaves the battlefield."
                     | ((lit(".") | sup("and")) + kw(
                         "exile that card until ~ leaves the battlefield").set_parse_action(
                         lambda: "until_leaves"))
                     | ((lit(".") | sup("and")) + kw("exile that card").set_parse_action(
                         lambda: "exile"))
                     | (sup("and") + kw("exile it").set_parse_action(lambda: "exile"))
                     | (lit(".") + kw("that player exiles that card").set_parse_action(
                         lambda: "exile")))).set_parse_action(_one(_reveal_discard))


def _card_words(t: pp.ParseResults) -> s.Selector:
    """The words of "a <card>" read as a whole object phrase (its own "from ..." excluded)."""
    return NOUN.parse_string(t[0], parse_all=True)[0].selector()


#: "a nonland card" up to the "from" that follows it.
_CARD_BEFORE_FROM = pp.Regex(r"(?:an?) ([a-z][a-z, -]*?) (?=from )").set_parse_action(
    lambda t: _card_words([t[0].split(" ", 1)[1].strip()]))
#: 404.1, 406.2: "You choose a nonland card from that player's graveyard or hand and exile
#: it." (Memory Leak, Never Happened) / "You choose a nonland card from it or a card from
#: their graveyard. Exile that card." (Agonizing Remorse): a card of that player's graveyard
#: may be chosen too; the card chosen is exiled.
REVEAL_EXILE_HAND_OR_GRAVEYARD = ((TARGET_PLAYER | PLAYER_PRONOUN) + sup("reveals their hand")
                                  + lit(".") + sup("you choose") + pp.MatchFirst([
                                      _CARD_BEFORE_FROM + sup("from that player's graveyard or "
                                                              "hand and exile it")
                                      + pp.Empty().set_parse_action(lambda: "same"),
                                      _CARD_BEFORE_FROM + sup("from it or")
                                      + _CARD_BEFORE_FROM + sup("from their graveyard")
                                      + lit(".") + sup("exile that card"),
                                  ])).set_parse_action(_one(lambda t: [ic.RevealChooseDiscard(
                                      who=t[0], selector=t[1], exile=True,
                                      graveyard=t[1] if t[2] == "same" else t[2])]))


def _no_target(s: str, loc: int, t: pp.ParseResults) -> None:
    if "target" in s[loc:loc + 60].split(" to ")[0]:
        raise pp.ParseException(s, loc, "a target, not a choice")


#: 608.2d: "you may return another creature you control to its owner's hand": one object
#: chosen as the ability resolves.
RETURN_CHOSEN = (sup("return") + ((kws("a", "an").suppress() + NOUN)
                                   | (pp.FollowedBy(kw("another")) + NOUN))
                 + kws("to its owner's hand", "to your hand").suppress()
                 ).add_parse_action(_no_target).add_parse_action(_one(lambda t: [
                     ic.ChooseObject(t[0].selector(), (I.ReturnToHand(I.Ref.it()),))]))
#: 608.2d / 122.1: "Put a +1/+1 counter on a creature you control.", "put a menace counter on
#: another creature you control": one permanent chosen as the instruction is followed (not
#: a target; with none, nothing happens); a later "it" is that permanent
#: (`compiler.grammar.refs`).
PUT_COUNTERS_CHOSEN = (sup("put") + AMOUNT + COUNTER_KIND + kws("counter", "counters").suppress()
                       + sup("on") + ((kws("a", "an").suppress() + NOUN)
                                      | (pp.FollowedBy(kw("another")) + NOUN))
                       ).add_condition(lambda t: tuple(t[2].zones) == ("battlefield",)
                                       ).add_parse_action(_no_target).add_parse_action(
    _one(lambda t: [ic.ChooseObject(t[2].selector(),
                                    (I.PutCounters(t[1], t[0], on=I.Ref.it()),))]))
#: 608.2d: "you may exile a card from a graveyard": one card chosen as the ability resolves
#: (not a target); "If a creature card was exiled this way" may follow
# (`compiler.effects.exiled_this_way`).
EXILE_CHOSEN = (sup("exile") + kws("a", "an").suppress()
                + NOUN.copy().add_condition(lambda t: tuple(t[0].zones) == ("graveyard",))
                ).add_parse_action(_no_target).add_parse_action(_one(lambda t: [
                    ic.ChooseObject(t[0].selector(), (I.Exile(I.Ref.it()),))]))
#: 502.3: "that creature doesn't untap during its controller's next untap step".
DOESNT_UNTAP_NEXT = (OBJECT + sup("doesn't untap during its controller's next untap step")
                     ).set_parse_action(_one(lambda t: [I.CreateEffect(
                         parts=(RulesPart(rule="doesnt_untap"),), affected=t[0],
                         duration=ic.NEXT_UNTAP)]))

CHOICE_CLAUSES = [CHOOSE_TARGETS, CHOOSE_TARGET_PLAYER, FIGHT_CHOSEN, OWNERS_SHUFFLE,
                  REVEAL_EXILE_HAND_OR_GRAVEYARD,
                  REVEAL_DISCARD, RETURN_CHOSEN,
                  PUT_COUNTERS_CHOSEN,
                  EXILE_CHOSEN, DOESNT_UNTAP_NEXT, EACH_CHOSEN]

__all__ = ["CHOICE_CLAUSES"]
