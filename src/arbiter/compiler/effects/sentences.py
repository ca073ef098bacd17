"""Clauses joined into the sentences of an effect (608.2c: instructions are followed in the
order written, and later text may modify earlier text):

    <clause>[, and|then <clause>]* [, where X is <number>].
    You may <clauses>.              If you do, <clauses>.
    [Then] if <condition>, <clauses>.      Otherwise, <clauses>.
    If <condition>, instead <clauses>.  /  If <condition>, <clauses> instead.
    Look at the top N cards of your library. ... (`compiler.effects.player_effects.LOOK_AT_TOP`)
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pyparsing as pp

from arbiter.compiler.conditions.activation_counts import ACTIVATED_TIMES
from arbiter.compiler.conditions.announced_x import X_CONDITION
from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.conditions.game import IT_CONDITION
from arbiter.compiler.conditions.objects import (
    DESTROYED_THIS_WAY,
    ENTERED_UNDER_YOUR_CONTROL,
    OBJECT_CONDITION,
)
from arbiter.compiler.conditions.past import PAST_CONDITION
from arbiter.compiler.conditions.resolution_counts import RESOLVED_TIMES
from arbiter.compiler.conditions.that_spell_mana import THAT_SPELL_MANA
from arbiter.compiler.costs.generic_amounts import GENERIC_AMOUNT, where_amount
from arbiter.compiler.effects.all_to_library_bottom import ALL_TO_LIBRARY_BOTTOM
from arbiter.compiler.effects.attach_chosen_equipment import MAY_ATTACH_EQUIPMENT
from arbiter.compiler.effects.attach_to_opponent import attach_to_opponent_sentence
from arbiter.compiler.effects.came_under_control import unless_came_under_control
from arbiter.compiler.effects.cast_copies import cast_copies_sentences
from arbiter.compiler.effects.cast_exiled_now import may_cast_now_sentence
from arbiter.compiler.effects.cast_from_graveyard_now import CAST_FROM_GRAVEYARD_NOW
from arbiter.compiler.effects.chain_copies import CHAIN_COPY_SENTENCES
from arbiter.compiler.effects.chosen_color_grants import CHOSEN_COLOR_HEXPROOF_SENTENCE
from arbiter.compiler.effects.chosen_token_kind import CREATE_CHOSEN_TOKEN
from arbiter.compiler.effects.clash import clash_sentences
from arbiter.compiler.effects.coin_flip_until import FLIP_UNTIL_BOTH_HEADS
from arbiter.compiler.effects.coin_flips import coin_flip_sentences
from arbiter.compiler.effects.copy_abilities import COPY_ABILITY_SENTENCE
from arbiter.compiler.effects.copy_spell import COPY_SPELL_SENTENCE
from arbiter.compiler.effects.copy_that_spell import NEW_TARGETS_FOR_THAT_COPY
from arbiter.compiler.effects.cost_choices import may_pay_either_sentence
from arbiter.compiler.effects.counter_abilities import COUNTERED_PERMANENT
from arbiter.compiler.effects.counter_thresholds import threshold_sentence
from arbiter.compiler.effects.countered_this_way import COUNTERED_ELSEWHERE, with_countered
from arbiter.compiler.effects.counters_up_to import CAPPED_COUNTERS
from arbiter.compiler.effects.damage_amount_instead import damage_amount_instead
from arbiter.compiler.effects.damage_instead import DAMAGE_INSTEAD_IF
from arbiter.compiler.effects.dealt_this_way import DEALT_THIS_WAY_SENTENCES
from arbiter.compiler.effects.die_rolls import RESULT_CONDITION
from arbiter.compiler.effects.different_powers import CHOOSE_DIFFERENT_POWERS
from arbiter.compiler.effects.discard_or_else import couldnt_discard_sentence
from arbiter.compiler.effects.dont_untap_next import DONT_UNTAP_NEXT
from arbiter.compiler.effects.drain import DRAIN_DAMAGE
from arbiter.compiler.effects.drawn_pay_or_top import DRAWN_PAY_OR_TOP
from arbiter.compiler.effects.each_reveals_top import each_reveals_top_sentence
from arbiter.compiler.effects.each_unless import each_unless
from arbiter.compiler.effects.effects import CLAUSE, PLAYER
from arbiter.compiler.effects.enters_as import ENTERS_AS_SENTENCE
from arbiter.compiler.effects.event_object_stats import EVENT_CREATURE_STAT  # 608.2h
from arbiter.compiler.effects.excess_damage import EXCESS_TO_CONTROLLER
from arbiter.compiler.effects.exile_until import EXILE_UNTIL_SENTENCES
from arbiter.compiler.effects.exiled_this_way import this_way_sentences
from arbiter.compiler.effects.extra_turns import AT_THAT_TURNS_END
from arbiter.compiler.effects.flashback_until_end_of_turn import FLASHBACK_UNTIL_END_OF_TURN
from arbiter.compiler.effects.graveyard_cast_exile_instead import CAST_THIS_TURN_EXILED_INSTEAD
from arbiter.compiler.effects.graveyard_choices import GRAVEYARD_CHOICE_SENTENCES
from arbiter.compiler.effects.graveyard_swap import EXILE_SACRIFICE_RETURN
from arbiter.compiler.effects.greatest_among import GREATEST_AMONG
from arbiter.compiler.effects.hand_difference import DRAW_HAND_DIFFERENCE
from arbiter.compiler.effects.hand_top_swap import HAND_TOP_SWAP
from arbiter.compiler.effects.if_you_dont import after_optional
from arbiter.compiler.effects.impulse_cards import EXILE_TOP_CHOOSE_ONE, exile_top_may_play
from arbiter.compiler.effects.its_stat import its_stat_in_instructions  # 608.2h
from arbiter.compiler.effects.join_forces import join_forces_sentences
from arbiter.compiler.effects.keep_chosen import KEEP_CHOSEN
from arbiter.compiler.effects.keep_fewest import KEEP_FEWEST
from arbiter.compiler.effects.keep_one_per_power import KEEP_ONE_PER_POWER
from arbiter.compiler.effects.last_known import PAY_X_LIFE_DRAW_X, SACRIFICED_TOTAL_POWER
from arbiter.compiler.effects.library_sentences import LIBRARY_SENTENCES
from arbiter.compiler.effects.life_lost_this_way import GAIN_LIFE_LOST_THIS_WAY
from arbiter.compiler.effects.look_at_players import LOOK_TOP_MAY_PUT, LOOK_TOP_OF_YOURS
from arbiter.compiler.effects.look_discard import LOOK_CHOOSE_DISCARD
from arbiter.compiler.effects.look_exile_one import LOOK_EXILE_ONE
from arbiter.compiler.effects.look_not_taken import look_not_taken_sentence
from arbiter.compiler.effects.look_put_back import LOOK_AND_PUT_BACK
from arbiter.compiler.effects.mana import MANA_SENTENCES
from arbiter.compiler.effects.mana_riders import RIDER_SENTENCES
from arbiter.compiler.effects.meld import MELD_SENTENCE
from arbiter.compiler.effects.mill_picks import mill_picks_sentence
from arbiter.compiler.effects.name_then_mill import name_then_mill_sentence
from arbiter.compiler.effects.named_discard import NAMED_DISCARD_SENTENCE
from arbiter.compiler.effects.no_regeneration import NO_REGENERATION_SENTENCE
from arbiter.compiler.effects.opponent_chooses_one import OPPONENT_CHOOSES_ONE
from arbiter.compiler.effects.pay_any_energy import pay_any_energy_sentences
from arbiter.compiler.effects.pay_any_prevent import PAY_ANY_PREVENT
from arbiter.compiler.effects.pay_x import pay_x_sentence
from arbiter.compiler.effects.per_opponent_targets import per_opponent_sentence
from arbiter.compiler.effects.piles import PILE_SENTENCES
from arbiter.compiler.effects.player_chooses import PLAYER_CHOOSES_OWN
from arbiter.compiler.effects.player_counters import ENERGY_SYMBOLS
from arbiter.compiler.effects.player_effects import LOOK_AT_TOP
from arbiter.compiler.effects.player_hexproof import player_hexproof_sentence
from arbiter.compiler.effects.player_may_pay import player_may_pay_sentences
from arbiter.compiler.effects.player_numbers import (  # 107.1b, 603.2, 500.1
    DIFFERENCE,
    PLAYER_COUNT,
    UNTAPPED_LANDS_AT_TURN_START,
)
from arbiter.compiler.effects.player_searches import PLAYERS_MAY_SEARCH_SENTENCE
from arbiter.compiler.effects.prevent_next import GAIN_PREVENTED_LIFE
from arbiter.compiler.effects.prevented_this_way import PREVENTED_THIS_WAY_SENTENCES
from arbiter.compiler.effects.process_cards import MAY_PROCESS
from arbiter.compiler.effects.protection_choice import CHOSEN_COLOR_PROTECTION_SENTENCE
from arbiter.compiler.effects.recorded_actions import chosen_target, recorded
from arbiter.compiler.effects.remains_exiled import MAY_PLAY_WHILE_EXILED
from arbiter.compiler.effects.reveal_may_choose import reveal_may_choose_sentence
from arbiter.compiler.effects.reveal_top_card import REVEAL_TOP_SENTENCES
from arbiter.compiler.effects.reveal_top_if import reveal_top_if_sentence
from arbiter.compiler.effects.reveal_until import (
    IF_YOU_DO_REVEAL_UNTIL,
    REVEAL_UNTIL_SENTENCE,
    REVEAL_UNTIL_SEVERAL,
    REVEAL_UNTIL_THEIRS,
    reveal_number_sentence,
)
from arbiter.compiler.effects.sacrifice_or_else import if_you_cant_sentence
from arbiter.compiler.effects.sacrifice_up_to import sacrifice_up_to_sentence
from arbiter.compiler.effects.search_for_name import SEARCH_FOR_NAME
from arbiter.compiler.effects.search_split import SEARCH_SPLIT_SENTENCE
from arbiter.compiler.effects.search_x import SEARCH_UP_TO_X
from arbiter.compiler.effects.shuffle_in_reveal import SHUFFLE_IN_REVEAL
from arbiter.compiler.effects.shuffle_library import MAY_HAVE_SHUFFLE
from arbiter.compiler.effects.source_damages_them import SOURCE_DAMAGES_THEM
from arbiter.compiler.effects.still_a_type import STILL_ONE_SHOT
from arbiter.compiler.effects.tap_any_number import tap_any_number_sentences
from arbiter.compiler.effects.target_stats import WHERE_TARGET_STAT
from arbiter.compiler.effects.tempting_tokens import OPPONENTS_MAY_CREATE
from arbiter.compiler.effects.token_count_instead import token_count_instead
from arbiter.compiler.effects.tokens_for_destroyed import CONTROLLERS_CREATE_FOR_EACH
from arbiter.compiler.effects.trailing_condition import trailing_condition
from arbiter.compiler.effects.trailing_if import trailing_if
from arbiter.compiler.effects.type_of_choice import type_of_choice_sentence
from arbiter.compiler.effects.unless_actions import UNLESS_YOU
from arbiter.compiler.effects.unless_mana_cost import SACRIFICE_UNLESS_MANA_COST
from arbiter.compiler.effects.unless_spent import unless_spent_to_cast_it
from arbiter.compiler.effects.unless_they_act import unless_they_act
from arbiter.compiler.effects.unpaid_consequences import UNPAID_TAP_LANDS
from arbiter.compiler.effects.villainous_choice import villainous_sentences
from arbiter.compiler.effects.vote import vote_sentences
from arbiter.compiler.grammar.lexicon import MANA_COST, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.refs import Pending
from arbiter.compiler.grammar.where_x_limits import where_x_target
from arbiter.compiler.replacements.additional_counters import not_entered_yet
from arbiter.compiler.replacements.dies_exiled_this_turn import DIES_EXILED_THIS_TURN
from arbiter.compiler.replacements.draw_instead import NEXT_DRAW_INSTEAD
from arbiter.compiler.replacements.life_floor import LIFE_FLOOR_UNTIL_END_OF_TURN
from arbiter.compiler.replacements.zones import (
    DIES_EXILE_SENTENCE,
    GRAVEYARD_EXILE_THIS_TURN,
    LEAVES_EXILE_SENTENCE,
)
from arbiter.compiler.statics.predicates import COUNT
from arbiter.compiler.statics.unpreventable import THE_DAMAGE_CANT_BE_PREVENTED
from arbiter.compiler.triggers.delayed import delayed_sentences
from arbiter.compiler.triggers.self_return import RETURNS_AS
from arbiter.engine.keyword_actions.blight import Blight
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.rules import conditions as C
from arbiter.rules import costs as K
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import WhenYouDo
from arbiter.rules.structure import nodes

_JOIN = pp.Optional(lit(",")) + pp.Optional(kws("and", "then")).suppress()


def _joined(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """Clauses of one sentence, in order. 611.2a: a duration ending a sentence ("Moku gets
    +2/+1 and creatures you control gain haste until end of turn") is the duration of every
    effect the sentence creates; an earlier subject's effect read with none (for the rest
    of the game) leaves the sentence unread (it was read as lasting forever: Moku, Meandering
    Drummer; Agrus Kos, Wojek Veteran's red attackers)."""
    durations = [i.duration for group in t for i in group if isinstance(i, I.CreateEffect)]
    if "indefinite" in durations and \
            any(d != "indefinite" for d in durations[durations.index("indefinite") + 1:]):
        raise pp.ParseException("", 0, "a duration ending a sentence after an effect without one")
    out = [i for group in t for i in group]
    _each_own_that_many(out)
    return [out]


#: Players who each follow an instruction on their own.
_SEVERAL = ("each_player", "each_opponent", "each_other_player")


def _each_own_that_many(body: list[Any]) -> None:
    """608.2c, 101.4: "Each player discards any number of cards, then draws that many cards":
    each player draws as many as they themselves discarded. "That many" is counted over the
    whole earlier instruction (every player's cards), so for several players each doing the
    later instruction the sentence is left unread."""
    for i, step in enumerate(body):
        if getattr(step, "who", None) in _SEVERAL and any(
                getattr(later, "who", None) in _SEVERAL
                and any(isinstance(n, V.ThatMany) for n in nodes(later))
                for later in body[i + 1:]):
            raise pp.ParseException("", 0, "'that many' counted for each player")


CLAUSES = (CLAUSE + pp.ZeroOrMore(_JOIN + CLAUSE)).set_parse_action(_joined)

#: 107.3 / 107.1a: "where X is the number of Vampires you control", "where X is half the
#: number of creature cards in your graveyard, rounded up".
_HALF = (sup("half") + COUNT + lit(",") + sup("rounded")
         + kws("up", "down")).set_parse_action(lambda t: V.Half(t[0], t[1].lower() == "up"))
WHERE_X = (lit(",") + sup("where X is") + (_HALF | SACRIFICED_TOTAL_POWER | DIFFERENCE
                                            | UNTAPPED_LANDS_AT_TURN_START  # 500.1
                                            | PLAYER_COUNT | EVENT_CREATURE_STAT
                                            | WHERE_TARGET_STAT  # 608.2h
                                            | GREATEST_AMONG  # 208.1
                                            | COUNT)
           ).set_name("where X is")


#: Keyword actions whose N may be "X, where X is ..." (701.63a, 701.66a).
_X_ACTIONS = ("arbiter.engine.keyword_actions.earthbend", "arbiter.engine.keyword_actions.endure",
               "arbiter.engine.keyword_actions.incubate",  # 701.53a: "incubate X, where X"
               "arbiter.engine.zones.exile_top_cards",  # "exiles the top X cards, where X"
               "arbiter.engine.zones.total_power_return",  # 608.2d: "total power X or less"
               "arbiter.rules.x_values",  # 107.3a: "X plus 1, where X is ..."
               "arbiter.engine.casting.cast_from_hand_free")  # 608.2g: "mana value X or less"


def _replace_x(x: Any, value: V.Value) -> Any:
    """Every X of the sentence becomes the number the where-clause defines."""
    if isinstance(x, V.ChosenX):
        return value
    if isinstance(x, Pending):
        return where_x_target(x, value)  # 601.2c: "target ... with mana value X or less"
    if isinstance(x, tuple):
        return tuple(_replace_x(y, value) for y in x)
    if isinstance(x, list):
        return [_replace_x(y, value) for y in x]
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            (type(x).__module__ in ("arbiter.rules.parts", "arbiter.rules.values", *_X_ACTIONS)
             or type(x).__module__.startswith("arbiter.rules.instructions.")):
        # 608.2h: a resolving effect's "where X is" is counted once, as it resolves.
        if type(x).__module__ == "arbiter.rules.parts" and not isinstance(value, V.AsResolved):
            value = V.AsResolved(value)
        return dataclasses.replace(x, **{f.name: _replace_x(getattr(x, f.name), value)
                                         for f in dataclasses.fields(x)})
    return x


#: Mana symbols (107.4: generic, colored, colorless, hybrid, Phyrexian); not {E} energy,
#: {S} snow or {X}.
_MANA_ONLY = re.compile(r"(\{(\d+|[WUBRGC]|[WUBRG2]/[WUBRGP])\})+")
#: 118.1 / 118.12: what a player may pay as an effect resolves: "{2}{R}", "3 life", "{E}{E}"
#: (mana with X isn't read: nothing announces that X).
PAYMENT = pp.MatchFirst([
    MANA_COST.copy().add_condition(lambda t: _MANA_ONLY.fullmatch(t[0]) is not None
                                   ).add_parse_action(lambda t: [(K.ManaPayment(t[0]),)]),
    (NUMBER + sup("life")).set_parse_action(lambda t: [(K.PayLife(t[0]),)]),
    # 107.14: "{E}{E}" (energy counters removed from the player)
    ENERGY_SYMBOLS.copy().set_parse_action(lambda t: [(K.PayEnergy(t[0].count("{E}")),)]),
])
#: 118.12: "<effect> unless <player> pays <cost>" (the player named decides).
_PAYER = PLAYER.copy().add_condition(lambda t: not isinstance(t[0], str) or t[0] == "you")
UNLESS = (sup("unless") + _PAYER + (kws("pays", "pay").suppress() + (GENERIC_AMOUNT | PAYMENT)
                                     | SOURCE_DAMAGES_THEM)  # 118.12a
          ).set_parse_action(
    lambda t: [("unless", t[0], t[1])]) | UNLESS_YOU | unless_they_act(_PAYER)  # 118.12


def _plain(s_: str, loc: int, t: pp.ParseResults) -> list[tuple[str, Any]]:
    items = list(t)
    body = list(items.pop(0))
    unless = items.pop(0) if items and isinstance(items[0], tuple) else None
    if items:
        body = its_stat_in_instructions(s_, loc, _replace_x(body, items[0]), items[0])
        if any(isinstance(n, V.ChosenX) for n in nodes(body)):
            # 107.3: "where X is ..." defines every X of the sentence; an X the replacement
            # couldn't reach (an instruction kept in a module it doesn't enter) would be
            # counted as the ability's own X: left unread instead
            raise pp.ParseException("", 0, "an X the where-clause doesn't reach")
        if unless is not None:  # 107.3a: "pays {X}, where X is ..."
            unless = (*unless[:2], tuple(where_amount(c, items[0]) for c in unless[2]))
    if unless is not None:
        # 118.12, 101.4: "each opponent ... unless they pay": each of them (`each_unless`)
        body = each_unless(body, unless[1], unless[2]) or [
            I.MayPay(cost=unless[2], otherwise=tuple(body), who=unless[1])]
    return [("plain", body)]


def _one_object(on: Any) -> bool:
    """Whether an instruction's object is one object: the source, a pronoun, one target."""
    spec = getattr(on, "spec", None)  # a target not yet numbered (`compiler.grammar.refs`)
    if isinstance(spec, I.TargetSpec):
        return spec.count == 1 and not spec.x
    return isinstance(on, I.Ref)


def _clauses_where_x(s_: str, loc: int, t: pp.ParseResults) -> list[list[Any]]:
    """107.3, 608.2h: "<clauses>, where X is ..." inside a sentence another template frames
    ("When you do, put X +1/+1 counters on target creature, where X is ..."): every X of the
    clauses becomes the number defined; an X it can't reach leaves the sentence unread."""
    body = list(t[0])
    if len(t) > 1:
        body = its_stat_in_instructions(s_, loc, _replace_x(body, t[1]), t[1])
        if any(isinstance(n, V.ChosenX) for n in nodes(body)):
            raise pp.ParseException("", 0, "an X the where-clause doesn't reach")
    return [body]


CLAUSES_WHERE_X = (CLAUSES + pp.Optional(WHERE_X)).set_parse_action(_clauses_where_x)

#: "you may have <object> get +2/+0 until end of turn" (the object does it if you choose;
#: tried only where "you may <clause>" doesn't read).
_MAY = ((sup("you may") + CLAUSES) | (sup("you may have") + CLAUSES)).set_parse_action(
    lambda t: [[I.MayDo(do=tuple(t[0]))]])
_BODY = _MAY | CLAUSES
#: A sentence's period; a quoted ability ending the sentence holds it ('You get an emblem
#: with "Lands you control have indestructible."').
_END = lit(".") | pp.Empty().add_condition(lambda s_, loc, _t: s_[:loc].rstrip().endswith('."'))
PLAIN = (pp.Optional(sup("then")) + _BODY + pp.Optional(UNLESS) + pp.Optional(WHERE_X)
         + _END).set_parse_action(_plain)
#: 118.12: "You may pay {1}{W}." (followed by "If you do, ...").
MAY_PAY = (sup("you may pay") + PAYMENT + lit(".")).set_parse_action(
    lambda t: [("may_pay", t[0])])
_REFLEXIVE_EFFECTS = pp.Forward()


def _that_many_paid(x: Any) -> Any:
    """In the reflexive ability, "that many" is the number of times the cost was paid (the
    triggering event's amount, 603.12)."""
    if isinstance(x, V.ThatMany):
        return V.EventAmount()
    if isinstance(x, tuple | list):
        return type(x)(_that_many_paid(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and type(x).__module__ in (
            "arbiter.rules.instructions.objects", "arbiter.rules.values"):
        return dataclasses.replace(x, **{f.name: _that_many_paid(getattr(x, f.name))
                                         for f in dataclasses.fields(x)})
    return x


def _pay_any(t: pp.ParseResults) -> list[tuple[str, Any]]:
    from arbiter.compiler.grammar.refs import bind
    from arbiter.engine.triggers.conditions import Trigger
    from arbiter.rules.abilities import TriggeredAbility

    targets: list[I.TargetSpec] = []
    body = bind(tuple(_that_many_paid(list(t[1]))), targets, that_many=True)
    reflexive = TriggeredAbility(text="", trigger=Trigger("reflexive"), instructions=body,
                                 targets=tuple(targets))
    return [("plain", [I.MayPay(cost=t[0], any_number=True, reflexive=reflexive)])]


#: "You may pay {1}{W} any number of times. When you pay this cost one or more times, put
#: that many valor counters on ~." (603.12: a reflexive triggered ability.)
MAY_PAY_ANY = (sup("you may pay") + PAYMENT + sup("any number of times") + lit(".")
               + sup("when you pay this cost one or more times") + lit(",")
               + _REFLEXIVE_EFFECTS).set_parse_action(_pay_any)
#: 107.3a: "If you do, each opponent loses X life ..., where X is ..." (counted as it resolves)
IF_YOU_DO = (sup("if you do") + lit(",") + CLAUSES + pp.Optional(WHERE_X) + _END
             ).set_parse_action(lambda s_, loc, t: [("if_you_do", list(
                 t[0] if len(t) == 1 else its_stat_in_instructions(
                     s_, loc, _replace_x(list(t[0]), t[1]), t[1])))])
OTHERWISE = (kws("otherwise", "if you don't").suppress() + lit(",") + CLAUSES + lit(".")
             ).set_parse_action(lambda t: [("otherwise", list(t[0]))])
#: 701.6a / 614.1a: "If that spell is countered this way, exile it instead of putting it
#: into its owner's graveyard."
COUNTERED_EXILE = kw("If that spell is countered this way, exile it instead of putting it "
                     "into its owner's graveyard.").set_parse_action(lambda: [("exile_it",)])
#: A condition of an "if" sentence may be about an object named before ("if it's a Human").
#: 608.2h; 602.5b (`compiler.conditions.activation_counts`); 608.2c's resolutions this turn
#: (`compiler.conditions.resolution_counts`); 107.3a's announced X
#: (`compiler.conditions.announced_x`); 601.2h's mana spent on the spell a cast trigger names
#: (`compiler.conditions.that_spell_mana`)
_CONDITION = DESTROYED_THIS_WAY | ENTERED_UNDER_YOUR_CONTROL | OBJECT_CONDITION | PAST_CONDITION \
    | IT_CONDITION | ACTIVATED_TIMES | RESOLVED_TIMES | X_CONDITION | THAT_SPELL_MANA \
    | RESULT_CONDITION | CONDITION  # 706.2 (`compiler.effects.die_rolls`)
INSTEAD = pp.MatchFirst([
    (sup("if") + _CONDITION + lit(",") + sup("instead") + CLAUSES + lit(".")),
    (sup("if") + _CONDITION + lit(",") + CLAUSES + sup("instead") + lit(".")),
]).set_parse_action(lambda t: [("instead", t[0], list(t[1]))])
IF = (pp.Optional(sup("then")) + sup("if") + _CONDITION + lit(",") + _BODY + lit(".")
      ).set_parse_action(lambda t: [("if", t[0], list(t[1]))])
LOOK = LOOK_AT_TOP.copy().add_parse_action(lambda t: [("plain", list(t[0]))])

def _fold(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """The instructions of all the sentences, in order; "instead" and "otherwise" modify the
    sentence before them (608.2c)."""
    out: list[I.Instruction] = []
    last: list[I.Instruction] = []
    for kind, *rest in t:
        if kind not in ("reflexive", "otherwise") and any(
                getattr(i, "reflexive", None) is not None or isinstance(i, WhenYouDo)
                for i in last):
            # 603.12: a sentence after "When you do, ..." is the reflexive ability's own
            # (`compiler.triggers.delayed`); one of another kind isn't read
            raise pp.ParseException("", 0, "a sentence after a reflexive ability")
        if kind == "reflexive":
            kind = "modify_last"
        if kind == "plain":
            out.extend(last)
            last = list(rest[0])
        elif kind == "if":
            out.extend(last)
            not_entered_yet(rest[1])  # 614.1c
            last = [I.If(rest[0], then=tuple(rest[1]))]
        elif kind == "may_pay":
            out.extend(last)
            last = [I.MayPay(cost=rest[0])]
        elif kind == "modify_last":
            # A sentence about the one before it ("When you do, ...", "If a creature card
            # was exiled this way, ..."): it rewrites that sentence's instructions.
            last = rest[0](last)
        elif kind == "exile_it":
            last = with_countered(last, exile=True)  # also after "unless ... pays" (118.12)
        elif kind in ("if_you_do", "otherwise") and (
                folded := after_optional(kind, last, rest[0])) is not None:
            last = folded  # 118.12 (`compiler.effects.if_you_dont`)
        elif kind in ("if_you_do", "otherwise") and len(last) == 1 and \
                isinstance(last[0], I.MayPay) and last[0].who == "you":
            # 118.12: what follows paying, or not paying.
            field = "then" if kind == "if_you_do" else "otherwise"
            if getattr(last[0], field):
                raise pp.ParseException("", 0, f"two '{field}' sentences")
            last = [dataclasses.replace(last[0], **{field: tuple(rest[0])})]
        elif kind == "if_you_do" and last and isinstance(last[-1], SacrificeChosen) \
                and last[-1].who == "you":
            # 608.2c: "Sacrifice an artifact. If you do, ...": if one was sacrificed.
            last = [*last, I.IfDid(then=tuple(rest[0]))]
        elif kind == "if_you_do" and last and isinstance(last[-1], I.Discard) and \
                last[-1].who == "you" and last[-1].n == 1 and not last[-1].up_to:
            # 608.2c: "Discard a card. If you do, draw a card.": if a card was discarded
            # (none with an empty hand, 701.9b)
            last = [*last, I.IfDid(then=tuple(rest[0]))]
        elif kind == "if_you_do" and last and isinstance(last[-1], I.Exile):
            # 608.2c: "Exile up to one target ... If you do, ...": if something was exiled.
            last = [*last, I.IfDid(then=tuple(rest[0]))]
        elif kind == "if_you_do" and last and isinstance(last[-1], I.RemoveCounters) and \
                isinstance(last[-1].n, int) and _one_object(last[-1].on):
            # 608.2c, 122.1: "Remove a -1/-1 counter from it. If you do, ...": if the one
            # object had them to remove (`engine.counters.do_remove_counters`)
            last = [*last, I.IfDid(then=tuple(rest[0]))]
        elif kind == "if_you_do":
            may = last[-1] if last and isinstance(last[-1], I.MayDo) else None
            if may is not None and may.reflexive is None and not may.chosen and \
                    chosen_target(may.do):
                # 118.12: "you may destroy target artifact. If you do, ...": if chosen
                last[-1] = dataclasses.replace(may, do=(*may.do, I.IfDid(then=tuple(rest[0]))),
                                               chosen=True)
                continue
            # What "if you do" can follow (`compiler.effects.recorded_actions`, 118.12).
            if may is None or not may.do or not recorded(may.do[-1]):
                raise pp.ParseException("", 0, "'if you do' after nothing optional")
            if len(may.do) > 1 and isinstance(may.do[-1], (Blight, CollectEvidence)):
                # 701.68b, 701.59b: "you may <x> and blight 1" can't be chosen at all when
                # the blight is impossible, which doing <x> first would miss.
                raise pp.ParseException("", 0, "'you may <x> and <keyword action>'")
            last[-1] = I.MayDo(do=(*may.do, I.IfDid(then=tuple(rest[0]))))
        elif kind == "otherwise":
            if len(last) != 1 or not isinstance(last[0], I.If) or last[0].otherwise:
                raise pp.ParseException("", 0, "'otherwise' without an 'if'")
            last = [dataclasses.replace(last[0], otherwise=tuple(rest[0]))]
        elif kind == "instead":
            if not last:
                raise pp.ParseException("", 0, "'instead' with nothing before it")
            # Written in text order (the earlier sentence first) so pronouns bind right.
            last = [I.If(C.Not(rest[0]), then=tuple(last), otherwise=tuple(rest[1]))]
    out.extend(last)
    return [out]


#: Sentences creating triggered abilities (603.7, 603.12) and about what an exile did
#: (608.2c): `compiler.triggers.delayed`, `compiler.effects.exiled_this_way`.
_MORE_SENTENCES = pp.MatchFirst([*delayed_sentences(CLAUSES_WHERE_X),  # 603.12, 107.3
                                 *this_way_sentences(CLAUSES),
                                 threshold_sentence(CLAUSES),  # 122.8, 701.27a
                                 type_of_choice_sentence(PLAIN),  # 608.2d, 205.3m
                                 player_hexproof_sentence(PLAIN),  # 702.11c, 613.10
                                 tap_any_number_sentences(PLAIN),  # 701.26a, 608.2c
                                 # 107.14, 118.12
                                 pay_any_energy_sentences(CLAUSES, PLAIN, IF_YOU_DO),
                                 CAPPED_COUNTERS,  # 122.6, 608.2d
                                 *MANA_SENTENCES,  # 106.6, 500.4 (`compiler.effects.mana`)
                                 *RIDER_SENTENCES,  # 106.6 (`compiler.effects.mana_riders`)
                                 RETURNS_AS,  # 205.1a, 611.2e (`compiler.triggers.self_return`)
                                 STILL_ONE_SHOT,  # 205.1b (`compiler.effects.still_a_type`)
                                 PAY_X_LIFE_DRAW_X, COUNTERED_PERMANENT,  # 701.6a
                                 COUNTERED_ELSEWHERE,  # 701.6a, 614.1a
                                 COPY_SPELL_SENTENCE,  # 707.10, 707.10c
                                 COPY_ABILITY_SENTENCE,  # 707.10, 707.10c
                                 NEW_TARGETS_FOR_THAT_COPY,  # 707.10c after a cast trigger
                                 *CHAIN_COPY_SENTENCES,  # 118.12, 707.10
                                 *player_may_pay_sentences(CLAUSES, PAYMENT),  # 118.12
                                 may_pay_either_sentence(PAYMENT),  # 118.12, 118.3
                                 UNPAID_TAP_LANDS,  # 118.12, 605.1a
                                 SACRIFICE_UNLESS_MANA_COST,  # 118.12, 202.1, 107.3h
                                 DRAWN_PAY_OR_TOP,  # 121.1, 119.4
                                 PAY_ANY_PREVENT,  # 118.12, 615.1
                                 NO_REGENERATION_SENTENCE,  # 701.19c
                                 *DEALT_THIS_WAY_SENTENCES,  # 120.1, 701.19c, 614.1a
                                 DONT_UNTAP_NEXT,  # 502.3, 611.2c
                                 LIFE_FLOOR_UNTIL_END_OF_TURN,  # 614.1a, 611.2c
                                 AT_THAT_TURNS_END,  # 500.7, 603.7a
                                 LOOK_AND_PUT_BACK,  # 401.2
                                 LOOK_TOP_MAY_PUT, LOOK_TOP_OF_YOURS,  # 701.20e
                                 LOOK_CHOOSE_DISCARD,  # 701.20e, 701.9b
                                 *REVEAL_TOP_SENTENCES,  # 701.20a
                                 reveal_top_if_sentence(CLAUSES),  # 701.20a, 608.2c
                                 each_reveals_top_sentence(CLAUSES),  # 701.20a, 608.2c
                                 reveal_may_choose_sentence(CLAUSES),  # 701.20a, 608.2c
                                 mill_picks_sentence(CLAUSES),  # 701.17a, 701.17c
                                 look_not_taken_sentence(CLAUSES),  # 608.2c
                                 *PILE_SENTENCES,  # 700.3
                                 OPPONENT_CHOOSES_ONE,  # 608.2d
                                 NAMED_DISCARD_SENTENCE,  # 201.4, 701.9
                                 SEARCH_FOR_NAME,  # 701.23b, 201.4, 201.2a
                                 may_cast_now_sentence(CLAUSES),  # 608.2g
                                 CAST_FROM_GRAVEYARD_NOW,  # 608.2g, 118.9, 614.1a
                                 CAST_THIS_TURN_EXILED_INSTEAD,  # 601.3, 614.1a
                                 FLASHBACK_UNTIL_END_OF_TURN,  # 702.34a, 611.2c
                                 *cast_copies_sentences(CLAUSES),  # 707.12
                                 SHUFFLE_IN_REVEAL,  # 701.24a, 701.20a
                                 sacrifice_up_to_sentence(CLAUSES),  # 701.21a, 603.12
                                 attach_to_opponent_sentence(CLAUSES),  # 701.3, 608.2c
                                 HAND_TOP_SWAP,  # 406.3, 401.4
                                 REVEAL_UNTIL_SENTENCE,  # 701.20a
                                 IF_YOU_DO_REVEAL_UNTIL,  # 701.20a, 608.2c
                                 ALL_TO_LIBRARY_BOTTOM,  # 401.4
                                 MAY_HAVE_SHUFFLE,  # 701.24a
                                 SEARCH_SPLIT_SENTENCE,  # 701.23b
                                 name_then_mill_sentence(CLAUSES),  # 201.4, 701.17c
                                 REVEAL_UNTIL_SEVERAL,  # 701.20a, 107.3e
                                 CHOSEN_COLOR_HEXPROOF_SENTENCE,  # 608.2d, 702.11d
                                 CHOSEN_COLOR_PROTECTION_SENTENCE,  # 608.2d, 702.16
                                 REVEAL_UNTIL_THEIRS,  # 701.20a, 110.2
                                 PLAYERS_MAY_SEARCH_SENTENCE,  # 701.23, 701.24a
                                 reveal_number_sentence(CLAUSES),  # 701.20a, 608.2c
                                 exile_top_may_play(WHERE_X),  # 601.3, 107.3a
                                 EXILE_TOP_CHOOSE_ONE,  # 608.2d
                                 EXILE_UNTIL_SENTENCES,  # 406.3, 608.2g, 601.3
                                 SEARCH_UP_TO_X,  # 701.23, 107.3
                                 LOOK_EXILE_ONE,  # 701.20e, 406.3
                                 MAY_PLAY_WHILE_EXILED,  # 601.3, 609.4b
                                 ENTERS_AS_SENTENCE,  # 611.2e
                                 *GRAVEYARD_CHOICE_SENTENCES,  # 608.2d, 611.2e
                                 KEEP_ONE_PER_POWER,  # 701.8, 608.2d
                                 CHOOSE_DIFFERENT_POWERS,  # 608.2d, 611.2c
                                 *clash_sentences(CLAUSES),  # 701.30d
                                 *vote_sentences(CLAUSES),  # 701.38a
                                 per_opponent_sentence(CLAUSES),  # 601.2c
                                 couldnt_discard_sentence(CLAUSES),  # 701.9a, 608.2c
                                 join_forces_sentences(CLAUSES),  # 207.2c, 118.3
                                 *villainous_sentences(CLAUSES),  # 701.55a
                                 coin_flip_sentences(CLAUSES),  # 705
                                 if_you_cant_sentence(CLAUSES),  # 701.21a, 608.2c
                                 pay_x_sentence(CLAUSES),  # 118.12, 107.3f
                                 CONTROLLERS_CREATE_FOR_EACH,  # 701.8, 111.2
                                 OPPONENTS_MAY_CREATE,  # 608.2c, 111.2
                                 CREATE_CHOSEN_TOKEN,  # 608.2d, 111.10
                                 MAY_ATTACH_EQUIPMENT,  # 701.3a, 608.2d
                                 DRAW_HAND_DIFFERENCE,  # 608.2d, 121.1
                                 FLIP_UNTIL_BOTH_HEADS,  # 705.2
                                 EXILE_SACRIFICE_RETURN,  # 701.21a, 603.6a
                                 KEEP_FEWEST,  # 101.4, 701.21a, 701.9a
                                 DRAIN_DAMAGE,  # 120.3, 119.1
                                 EXCESS_TO_CONTROLLER,  # 120.4a
                                 PLAYER_CHOOSES_OWN,  # 608.2d, 101.4
                                 KEEP_CHOSEN,  # 101.4, 701.21a
                                 GAIN_PREVENTED_LIFE,  # 615.5
                                 *PREVENTED_THIS_WAY_SENTENCES,  # 615.5
                                 GAIN_LIFE_LOST_THIS_WAY,  # 119.3
                                 THE_DAMAGE_CANT_BE_PREVENTED,  # 615.12
                                 MELD_SENTENCE,  # 701.42a, 608.2c
                                 unless_came_under_control(CLAUSES),  # 302.6, 608.2c
                                 unless_spent_to_cast_it(CLAUSE)])  # 601.2h, 608.2c
SENTENCE = (DIES_EXILE_SENTENCE | LEAVES_EXILE_SENTENCE | LIBRARY_SENTENCES
            | DIES_EXILED_THIS_TURN  # 614.1a, 611.2c
            | NEXT_DRAW_INSTEAD | GRAVEYARD_EXILE_THIS_TURN  # 614.11, 614.1a, 611.2a
            | LOOK | MAY_PAY_ANY | MAY_PAY | MAY_PROCESS | COUNTERED_EXILE | IF_YOU_DO | OTHERWISE
            | MANA_SENTENCES[0]  # 608.2c: "..., add {C}{C} instead." (the mana's amount)
            | INSTEAD | IF
            | DAMAGE_INSTEAD_IF  # 608.2c
            | pp.MatchFirst(damage_amount_instead(_CONDITION)  # 608.2c
                            + token_count_instead(_CONDITION))
            | _MORE_SENTENCES | trailing_if(CLAUSES) | PLAIN  # 608.2c: trailing_if
            | trailing_condition(CLAUSE, _CONDITION))  # 608.2c
#: The whole effect text of an ability or spell: one or more sentences.
EFFECTS = pp.OneOrMore(SENTENCE).set_parse_action(_fold).set_name("effects")
_REFLEXIVE_EFFECTS <<= EFFECTS

__all__ = ["EFFECTS", "CLAUSES", "SENTENCE", "kw"]
