"""One-shot effects (608.2): the imperative clauses of spells, triggered and activated
abilities that act on objects ("Destroy target creature.", "Target creature gets +2/+2 until
end of turn.", "~ deals 3 damage to any target.", "Put a +1/+1 counter on each creature you
control."). Clauses whose subject is a player ("Target player draws two cards") are in
`compiler.effects.player_effects`; `compiler.effects.sentences` joins clauses into sentences.

Targets are written in place as `Pending(spec)`; `compiler.grammar.refs.bind` numbers them in order
of appearance (115.1) and resolves pronouns ("it", "that creature", "its controller") afterwards.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.enter_counters import WITH_COUNTERS
from arbiter.compiler.effects.event_object_stats import EVENT_CREATURE_STAT  # 608.2h
from arbiter.compiler.effects.fixed_amounts import fixed_as_resolved
from arbiter.compiler.effects.mana import ADD_MANA  # 106.1b, 605.3b
from arbiter.compiler.effects.player_numbers import DIFFERENCE, PLAYER_COUNT  # 107.1b, 603.2
from arbiter.compiler.effects.target_stats import TARGET_CARD_STAT
from arbiter.compiler.effects.x_arithmetic import X_ARITHMETIC
from arbiter.compiler.grammar.attached_group import ATTACHED_GROUP  # 301.5, 303.4
from arbiter.compiler.grammar.attacked_recipient import ATTACKED_RECIPIENT
from arbiter.compiler.grammar.chosen_refs import THE_CHOSEN
from arbiter.compiler.grammar.lexicon import A_NUMBER, COUNTER_KIND, NUMBER, kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, TARGET
from arbiter.compiler.grammar.pending_targets import pending as _pending  # 115.1
from arbiter.compiler.grammar.refs import (
    CONTROLLER_PRONOUN,
    OWNER_PRONOUN,
    PLAYER_PRONOUN,
    PRONOUN,
    Pending,
)
from arbiter.compiler.grammar.same_name import SAME_NAME_GROUP
from arbiter.compiler.grammar.self_pronouns import HE, HIMSELF
from arbiter.compiler.grammar.shared_color_group import SHARED_COLOR_GROUP
from arbiter.compiler.statics.predicates import COUNT, PREDICATES
from arbiter.engine.combat.block_requirements import END_OF_COMBAT
from arbiter.engine.zones.attach_to_named import AttachSelfTo  # 701.3a
from arbiter.rules import values as V
from arbiter.rules.instructions import objects as I
from arbiter.rules.parts import RulesPart, SetController
from arbiter.rules.selectors import OwnedByYou, Selector
from arbiter.rules.structure import nodes
from arbiter.state.effects import (
    END_OF_TURN,
    UNTIL_PLANESWALK,
    UNTIL_YOUR_NEXT_TURN,
    UNTIL_YOUR_NEXT_UPKEEP,
    WHILE_SOURCE,
    WHILE_SOURCE_TAPPED,
    WHILE_YOU_CONTROL_SOURCE,
)

Ref = I.Ref

# -- what a clause acts on ------------------------------------------------------------------
#: A target object (not a player): "target creature", "up to two target cards".
TARGET_OBJECT = TARGET.copy().add_condition(lambda t: t[0].kind != "player").add_parse_action(
    lambda t: _pending(t[0]))
#: A target player: "target player", "target opponent".
TARGET_PLAYER = TARGET.copy().add_condition(lambda t: t[0].kind == "player").add_parse_action(
    lambda t: _pending(t[0]))
SELF = kw("~").set_parse_action(lambda: Ref.this())
_ENCHANTED = kws("enchanted creature", "equipped creature", "enchanted permanent",
                 "enchanted land", "enchanted artifact",
                 # the Genjus' "Enchant Island": the object the Aura enchants (303.4a)
                 "enchanted Plains", "enchanted Island", "enchanted Swamp", "enchanted Mountain",
                 "enchanted Forest").set_parse_action(lambda: Ref.attached())
#: One object: a target, "~", "enchanted creature", or a pronoun ("it", "that creature").
OBJECT = TARGET_OBJECT | SELF | _ENCHANTED | PRONOUN | THE_CHOSEN
#: Every object a phrase describes ("all creatures", "each creature and each planeswalker").
ALL = (kws("all", "each").suppress() + NOUN).set_parse_action(lambda t: t[0].selector())
#: 201.2a: "target permanent and all other permanents with the same name as that permanent"
#: (`compiler.grammar.same_name`), tried first: "target permanent" alone would match.
OBJECTS = SAME_NAME_GROUP | SHARED_COLOR_GROUP | ATTACHED_GROUP | OBJECT | ALL  # 201.2a, 207.2c
#: A plural subject without a determiner ("Creatures you control get +2/+0 ...").
_PLURAL_SUBJECT = (NOUN + pp.FollowedBy(kws("get", "gain", "have", "lose", "become", "can't",
                                             "also"))
                   ).set_parse_action(lambda t: t[0].selector())

#: A player acted on or acting: "you", "each opponent", "target player", "its controller".
PLAYER = pp.MatchFirst([
    kw("you").set_parse_action(lambda: "you"),
    kws("each opponent", "each of your opponents").set_parse_action(lambda: "each_opponent"),
    kw("each player").set_parse_action(lambda: "each_player"),
    kw("each other player").set_parse_action(lambda: "each_other_player"),
    # 102.2: besides the event's player (bound in `compiler.triggers.other_opponents`)
    kw("each other opponent").set_parse_action(lambda: Ref("other_opponents_unbound")),
    # the player targeted, or the controller of the planeswalker targeted
    kw("that player or that planeswalker's controller").set_parse_action(
        lambda: Ref("pronoun_player_or_controller")),
    # 508.5 / 506.2: "defending player" (`engine.combat.defending`)
    kw("defending player").set_parse_action(lambda: Ref("defending_player")),
    # 303.4 / 608.2h: "enchanted permanent's controller" (`engine.stack.event_refs`)
    kws("enchanted permanent's controller", "enchanted creature's controller",
        "enchanted artifact's controller", "enchanted land's controller",
        "equipped creature's controller").set_parse_action(lambda: Ref("attached_controller")),
    TARGET_PLAYER,
    CONTROLLER_PRONOUN,
    OWNER_PRONOUN,  # 108.3
    PLAYER_PRONOUN,
]).set_name("player")

#: 608.2c: "also" ("If this spell was kicked, that creature also gains trample until end of
#: turn"): the instruction adds to what the earlier text did; the word changes nothing else.
_ALSO = pp.Optional(sup("also"))

# -- numbers (107.1, 107.3) -------------------------------------------------------------------
#: "three", "a", "X" (the spell's X unless a later "where X is ..." says otherwise), "that
#: many" (what the previous instruction counted).
AMOUNT = pp.MatchFirst([
    X_ARITHMETIC,  # 107.3a: "X plus 3", "twice X", "two times X" (before "two")
    A_NUMBER,
    kw("X").set_parse_action(lambda: V.ChosenX()),
    kw("that many").set_parse_action(lambda: V.ThatMany()),
    # 603.2: "that much" is the triggering event's amount, bound only in a triggered
    # ability whose event has one (`compiler.triggers.that_much`; left unread elsewhere)
    kw("that much").set_parse_action(lambda: V.ThatMuch()),
]).set_name("amount")
#: "equal to its power", "equal to the number of Vampires you control".
EQUAL_TO = (sup("equal to") + (DIFFERENCE | PLAYER_COUNT | EVENT_CREATURE_STAT
                                | TARGET_CARD_STAT | COUNT)  # 608.2h: a target card's
            ).set_name("equal to")
DURATION = pp.MatchFirst([
    kw("until end of turn").set_parse_action(lambda: END_OF_TURN),
    kw("this turn").set_parse_action(lambda: END_OF_TURN),
    kw("until your next turn").set_parse_action(lambda: UNTIL_YOUR_NEXT_TURN),
    # 611.2a: ends as your next upkeep begins (`engine.turn.upkeep_durations`)
    kw("until your next upkeep").set_parse_action(lambda: UNTIL_YOUR_NEXT_UPKEEP),
    # 500.5a / 511.3: ends as the combat phase ends (`engine.combat.declare.end_combat`)
    kw("until end of combat").set_parse_action(lambda: END_OF_COMBAT),
    kw("this combat").set_parse_action(lambda: END_OF_COMBAT),  # the same (511.3)
    # 611.2b: ends when ~ untaps (`engine.turn.untapping`)
    kw("for as long as ~ remains tapped").set_parse_action(lambda: WHILE_SOURCE_TAPPED),
    # 611.2b: ends when ~ leaves the battlefield (an effect whose source has already left
    # as it resolves never applies, `rules.statics.resolved_effects`)
    kws("until ~ leaves the battlefield", "for as long as ~ remains on the battlefield"
        ).set_parse_action(lambda: WHILE_SOURCE),
    # 611.2b: ends for good when you stop controlling ~ (`engine.stack.control_durations`)
    kw("for as long as you control ~").set_parse_action(lambda: WHILE_YOU_CONTROL_SOURCE),
    # 901.11: ends as a player planeswalks (`engine.keyword_actions.planeswalk`)
    kw("until a player planeswalks").set_parse_action(lambda: UNTIL_PLANESWALK),
])


def _one(build):  # type: ignore[no-untyped-def]
    """A parse action giving back one group: the clause's list of instructions."""
    return lambda t: [build(t)]


# -- clauses acting on objects ----------------------------------------------------------------
DESTROY = (sup("destroy") + OBJECTS).set_parse_action(_one(lambda t: [I.Destroy(t[0])]))
#: 701.19a: "Regenerate ~" / "Regenerate target creature" (a regeneration shield).
REGENERATE = (sup("regenerate") + OBJECTS).set_parse_action(
    _one(lambda t: [I.Regenerate(t[0])]))
#: 610.3: "exile <it> until ~ leaves the battlefield".
EXILE_UNTIL = (sup("exile") + OBJECT + sup("until ~ leaves the battlefield")
               ).set_parse_action(_one(lambda t: [I.ExileUntilLeaves(t[0])]))
EXILE = (sup("exile") + OBJECTS).set_parse_action(_one(lambda t: [I.Exile(t[0])]))
TAP = (sup("tap") + OBJECTS).set_parse_action(_one(lambda t: [I.Tap(t[0])]))
UNTAP = (sup("untap") + OBJECTS).set_parse_action(_one(lambda t: [I.Untap(t[0])]))
#: 603.7: "Sacrifice it at the beginning of the next end step" (a delayed triggered ability
#: remembering the object; 603.7c: it acts on that object).
SACRIFICE_LATER = (sup("sacrifice") + (SELF | PRONOUN) + sup("at the beginning of the next "
                                                             "end step")).set_parse_action(
    _one(lambda t: [I.DelayedTrigger("end", (I.Sacrifice(Ref.all_targets()),), what=t[0])]))
SACRIFICE = (sup("sacrifice") + (SELF | PRONOUN)).set_parse_action(
    _one(lambda t: [I.Sacrifice(t[0])]))
_FROM = pp.Optional(kws("from your graveyard", "from a graveyard", "from exile")).suppress()


def _not_self_from_elsewhere(s: str, loc: int, t: pp.ParseResults) -> None:
    """113.6: "return ~ from your graveyard": an ability working from a graveyard, which
    the engine runs only for some activated abilities: such a line is left unread."""
    if t[0] == Ref.this() and " from " in s[loc:loc + 40].split(" to ")[0]:
        raise pp.ParseException(s, loc, "an ability of a card in a graveyard or exile")
_TO_HAND = kws("to its owner's hand", "to their owner's hand", "to your hand",
               "to its owners' hands", "to their owners' hands", "to their owner's hands")
#: 603.7: "return that card to its owner's hand at the beginning of the next end step" (a
#: delayed triggered ability remembering the card; 603.7c: it acts on that object only).
BOUNCE_LATER = (sup("return") + PRONOUN + _TO_HAND.suppress()
                + sup("at the beginning of the next end step")).set_parse_action(
    _one(lambda t: [I.DelayedTrigger("end", (I.ReturnToHand(Ref.all_targets()),),
                                     what=t[0])]))
#: 400.3: "target card from an opponent's graveyard to their hand": their (the owner's) hand
_TO_THEIR_HAND = kw("to their hand").add_condition(
    lambda s, loc, t: s[:loc].rstrip().endswith("from an opponent's graveyard"))
BOUNCE = (sup("return") + OBJECTS + _FROM + (_TO_HAND | _TO_THEIR_HAND).suppress()
          ).add_parse_action(
    _not_self_from_elsewhere).add_parse_action(_one(lambda t: [I.ReturnToHand(t[0])]))


def _reanimate(t: pp.ParseResults) -> list[I.Instruction]:
    words = [x for x in t if isinstance(x, str)]
    attacking = "tapped and attacking" in words  # 508.4
    attach = next((x for x in list(t)[1:] if isinstance(x, Pending)), None)  # 303.4f
    counters = tuple(c for x in t if isinstance(x, tuple) and x[0] == "enter_counters"
                     for c in x[1])  # 122.6 (`compiler.effects.enter_counters`)
    return [I.ReturnToBattlefield(t[0], tapped="tapped" in words or attacking,
                                  under_you="under your control" in words, attacking=attacking,
                                  transformed="transformed" in words, attach_to=attach,
                                  counters=counters)]


REANIMATE = (sup("return") + OBJECTS + _FROM + sup("to the battlefield")
             + pp.Optional(kw("transformed").set_parse_action(lambda: "transformed"))  # 712.14a
             + pp.Optional(kw("tapped and attacking").set_parse_action(
                 lambda: "tapped and attacking") | kw("tapped").set_parse_action(lambda: "tapped"))
             + pp.Optional(kw("under your control").set_parse_action(
                 lambda: "under your control") | sup("under its owner's control"))
             + pp.Optional(WITH_COUNTERS)
             + pp.Optional(sup("attached to") + TARGET_OBJECT)  # 303.4f
             ).add_parse_action(
    _not_self_from_elsewhere).add_parse_action(_one(_reanimate))
_COUNTERS = A_NUMBER + COUNTER_KIND + kws("counter", "counters").suppress()
PUT_COUNTERS = (sup("put") + (AMOUNT + COUNTER_KIND + kws("counter", "counters").suppress())
                + sup("on") + pp.Optional(kw("each of")).suppress()
                + (OBJECTS | HIMSELF)).set_parse_action(
    _one(lambda t: [I.PutCounters(t[1], t[0], on=t[2])]))
REMOVE_COUNTERS = (sup("remove") + _COUNTERS + sup("from") + OBJECTS).set_parse_action(
    _one(lambda t: [I.RemoveCounters(t[1], t[0], on=t[2])]))
COUNTER_SPELL = (sup("counter") + TARGET_OBJECT).set_parse_action(
    _one(lambda t: [I.CounterTarget(t[0])]))
def _instruction(name: str, *args: object) -> I.Instruction:
    """An instruction of the engine's vocabulary by name; a line needing one the engine
    doesn't have (yet) is left unread."""
    cls = getattr(I, name, None)
    if cls is None:
        raise pp.ParseException("", 0, f"the engine has no {name} instruction")
    return cls(*args)


#: 701.27a: "transform ~".
TRANSFORM = (sup("transform") + (SELF | PRONOUN)).set_parse_action(
    _one(lambda t: [_instruction("Transform", t[0])]))
#: 701.3a: "attach ~ to target creature you control" (an Aura or Equipment attaching itself).
#: 701.3a: "attach ~ to it" (the object named before: a token just created, 111.2; the
#: creature a trigger's event names, 603.2; `compiler.grammar.refs` binds "it" or leaves
#: the line unread).
ATTACH = (sup("attach") + (SELF | PRONOUN).suppress() + sup("to") + TARGET_OBJECT
          ).set_parse_action(_one(lambda t: [I.Custom("attach_self", (t[0],))])) | (
    sup("attach") + SELF.suppress() + sup("to") + PRONOUN + pp.FollowedBy(lit("."))
).set_parse_action(_one(lambda t: [AttachSelfTo(t[0])]))
#: 730.1: "it becomes night".
DAY_NIGHT = pp.MatchFirst([
    kw("it becomes day").set_parse_action(lambda: [[_instruction("SetDayNight", "day")]]),
    kw("it becomes night").set_parse_action(lambda: [[_instruction("SetDayNight", "night")]]),
])
#: 613.1b: "gain control of target creature [until end of turn]".
GAIN_CONTROL = (sup("gain control of") + OBJECT + pp.Optional(DURATION)).set_parse_action(
    _one(lambda t: [I.CreateEffect(parts=(SetController(),), affected=t[0],
                                   duration=t[1] if len(t) > 1 else "indefinite")]))
#: 701.14a: "<A> fights <B>" / "<A> and <B> fight each other".
FIGHT = pp.MatchFirst([
    (OBJECT + sup("fights") + OBJECT),
    (OBJECT + sup("and") + OBJECT + sup("fight each other")),
]).set_parse_action(_one(lambda t: [I.Fight(t[0], t[1])]))
#: "Target creature's owner puts it on [their choice of] the top or bottom of their library"
#: (the owner chooses; "their choice of" is the 2024 Oracle wording saying so).
#: Also "The owner of target nonland permanent puts it on ..." (the same instruction).
OWNER_PUTS = ((TARGET_OBJECT + lit("'s") + sup("owner puts it on"))
              | (sup("the owner of") + TARGET_OBJECT + sup("puts it on"))) + pp.Optional(
    sup("their choice of")) + sup("the top or bottom of their library")
OWNER_PUTS.set_parse_action(_one(lambda t: [I.PutInLibrary(t[0])]))

def _owned_by_you(t: pp.ParseResults) -> bool:
    sel = t[0].spec.selector
    return any(isinstance(p, OwnedByYou) for p in getattr(sel, "parts", (sel,)))


#: 701.24a: "shuffle up to three target cards from your graveyard into your library" (cards
#: you own: each goes to its owner's library, 400.3), "shuffle ~ into its owner's library".
SHUFFLE_INTO = pp.MatchFirst([
    sup("shuffle") + TARGET_OBJECT.copy().add_condition(_owned_by_you)
    + sup("into your library"),
    sup("shuffle") + (SELF | PRONOUN) + kws("into its owner's library",
                                           "into their owner's library",
                                           "into their owners' libraries").suppress(),
]).set_parse_action(_one(lambda t: [I.ShuffleInto(t[0])]))

# -- damage (120.3) ----------------------------------------------------------------------------
#: What damage is dealt to: an object, a player, or each object of a kind.
#: "that creature's controller" first; "the player or planeswalker it's attacking" (506.2)
RECIPIENT = CONTROLLER_PRONOUN | ATTACKED_RECIPIENT | OBJECTS | PLAYER
_DAMAGE_AMOUNT = (AMOUNT + sup("damage")) | (sup("damage") + EQUAL_TO)
_MORE_DAMAGE = sup("and") + AMOUNT + sup("damage to") + RECIPIENT


def _damage(t: pp.ParseResults) -> list[I.Instruction]:
    source = t[0][0] if len(t[0]) else Ref.this()
    items = list(t[1:])
    pairs = list(zip(items[0::2], items[1::2], strict=True))
    # 120.4 / 603.2c: one sentence's damage to several recipients is dealt at once.
    return [I.DealDamage(amount, to=to, source=source, together=i < len(pairs) - 1)
            for i, (amount, to) in enumerate(pairs)]


#: "~ deals 3 damage to any target", "It deals damage equal to its power to target creature",
#: "deals 1 damage to target creature and 1 damage to its controller", "deals 5 damage to
#: each creature and each planeswalker" (120.3; the amount is counted for the source).
#: 120.3, 115.1: "... to each of up to two target creatures" (each target dealt that much).
_EACH_OF = pp.Optional(sup("each of") + pp.FollowedBy(TARGET_OBJECT))
#: "~ also deals ..." (the card's name only: whether "it also deals" is the spell or the
#: object named last isn't read); "he deals": the legendary object itself (`self_pronouns`)
_SOURCE_ALSO = (SELF + sup("also")) | pp.Optional(SELF | PRONOUN | _ENCHANTED | HE)
DAMAGE = (pp.Group(_SOURCE_ALSO) + sup("deals") + _DAMAGE_AMOUNT
          + sup("to") + _EACH_OF + RECIPIENT + pp.Optional(_MORE_DAMAGE)
          ).set_parse_action(_one(_damage))
#: "you may have it deal 2 damage to target creature that player controls": the same damage,
#: dealt by the object named (120.3; "you may" is `sentences`' MayDo).
HAVE_DEAL = (sup("have") + pp.Group(SELF | PRONOUN) + sup("deal") + _DAMAGE_AMOUNT
             + sup("to") + RECIPIENT + pp.Optional(_MORE_DAMAGE)
             ).set_parse_action(_one(_damage))

# -- continuous effects from a resolving spell or ability (611.2) ------------------------------


def _effect(parts: list, who: object, duration: str) -> I.CreateEffect:
    """611.2c: an effect on a group that changes no characteristics ("Creatures without
    flying can't block this turn") changes the rules: it isn't locked to the objects there as
    it began (a creature entering or losing flying later is affected too)."""
    rules = isinstance(who, Selector) and all(isinstance(p, RulesPart) for p in parts) \
        and not any(type(n).__module__ == V.__name__ or type(n).__name__.endswith("X")
                    for n in nodes(who))  # "with mana value X": known as it resolves
    return I.CreateEffect(parts=tuple(fixed_as_resolved(parts)), affected=who,  # 608.2h
                          duration=duration, rules_only=rules)


#: 611.2: a one-shot effect's continuous effect, rules effects on groups not locked (611.2c).
one_shot_effect = _effect


def _modify(t: pp.ParseResults) -> list[list[I.Instruction]]:
    items = list(t)
    duration = next((x for x in items if isinstance(x, str)), "indefinite")
    who = items[0] if not isinstance(items[0], str) else items[1]
    parts = next(x for x in items if isinstance(x, list))
    return [[_effect(parts, who, duration)]]


def _modify_lead(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """611.2a: a duration leading the sentence ("Until end of turn, creatures you control get
    +1/+1 and creatures your opponents control get -1/-1") is the duration of every effect
    the sentence goes on to create, not of the first one only."""
    duration, *rest = list(t)
    return [[_effect(parts, who, duration)
             for who, parts in zip(rest[0::2], rest[1::2], strict=True)]]


def _modify_two(t: pp.ParseResults) -> list[list[I.Instruction]]:
    """611.2a: "<object> gets +1/+0 until end of turn and can't be blocked this turn": two
    predicates of one subject, each with its own duration; "until end of turn" and "this
    turn" end together (514.2), so they are one effect lasting that long. Other durations
    aren't read here."""
    who, first, d1, second, d2 = list(t)
    if d1 != END_OF_TURN or d2 != END_OF_TURN:
        raise pp.ParseException("", 0, "two different durations")
    return [[_effect([*first, *second], who, d1)]]


_SUBJECT = OBJECTS | HE | _PLURAL_SUBJECT
_AND = (lit(",") + pp.Optional(sup("and"))) | sup("and")
#: "<object(s)> get +2/+2 and gain flying until end of turn" (611.2), also with the duration
#: first ("Until end of turn, ~ becomes a 4/4 ...", for each subject the sentence names).
MODIFY = pp.MatchFirst([
    (_SUBJECT + _ALSO + pp.Optional(sup("each")) + PREDICATES + DURATION + sup("and")
     + PREDICATES + DURATION).set_parse_action(_modify_two),
    (_SUBJECT + _ALSO + pp.Optional(sup("each")) + PREDICATES + pp.Optional(DURATION)
     ).set_parse_action(_modify),
    (DURATION + lit(",") + _SUBJECT + PREDICATES
     + pp.ZeroOrMore(_AND + _SUBJECT + PREDICATES)).set_parse_action(_modify_lead),
])

OBJECT_CLAUSES = [DESTROY, REGENERATE, EXILE_UNTIL, EXILE, TAP, UNTAP, SACRIFICE_LATER,
                  SACRIFICE, BOUNCE_LATER,
                  BOUNCE, REANIMATE, PUT_COUNTERS, REMOVE_COUNTERS, COUNTER_SPELL,
                  TRANSFORM, ATTACH, DAY_NIGHT, ADD_MANA, GAIN_CONTROL, OWNER_PUTS, SHUFFLE_INTO,
                  DAMAGE, HAVE_DEAL, FIGHT, MODIFY]


def _clause() -> pp.ParserElement:
    from arbiter.compiler.conditions.graveyard_order import PUT_SELF_FROM_GRAVEYARD
    from arbiter.compiler.effects.attach_chosen import ATTACH_CHOSEN
    from arbiter.compiler.effects.attacking_tokens import ATTACKING_TOKEN_CLAUSES
    from arbiter.compiler.effects.block_restrictions import BLOCK_RESTRICTIONS
    from arbiter.compiler.effects.cast_ban_this_turn import CAST_BAN_CLAUSE
    from arbiter.compiler.effects.cast_exiled_free import EXILE_TOP_CAST_FREE
    from arbiter.compiler.effects.cast_from_hand_free import CAST_FROM_HAND_FREE
    from arbiter.compiler.effects.choice_clauses import CHOICE_CLAUSES
    from arbiter.compiler.effects.chosen_creature_type import BECOMES_CHOSEN_CREATURE_TYPE
    from arbiter.compiler.effects.chosen_land_type import BECOMES_CHOSEN_LAND_TYPE
    from arbiter.compiler.effects.cloak import CLOAK_CLAUSES
    from arbiter.compiler.effects.combat_requirements import COMBAT_REQUIREMENTS
    from arbiter.compiler.effects.copy_that_spell import COPY_THAT_SPELL
    from arbiter.compiler.effects.cost_changes_this_turn import COST_CHANGE_THIS_TURN
    from arbiter.compiler.effects.counter_abilities import COUNTER_ABILITY
    from arbiter.compiler.effects.counter_amounts import counter_amounts
    from arbiter.compiler.effects.counter_that_spell import COUNTER_THAT_SPELL
    from arbiter.compiler.effects.counters_for_each import counters_for_each
    from arbiter.compiler.effects.counters_on_two import COUNTERS_ON_TWO
    from arbiter.compiler.effects.counters_several_kinds import COUNTERS_OF_SEVERAL_KINDS
    from arbiter.compiler.effects.damage_counters_on_it import DAMAGE_COUNTERS_ON_IT
    from arbiter.compiler.effects.damage_each_and_players import DAMAGE_AND_PLAYERS
    from arbiter.compiler.effects.damage_each_groups import DAMAGE_EACH_GROUPS
    from arbiter.compiler.effects.damage_equal_to import DAMAGE_EQUAL_TO
    from arbiter.compiler.effects.damage_evenly import DAMAGE_EVENLY
    from arbiter.compiler.effects.damage_per_target import DAMAGE_PER_TARGET
    from arbiter.compiler.effects.dealt_this_way import CLAUSES as DEALT_THIS_WAY_CLAUSES
    from arbiter.compiler.effects.designations import MONSTROSITY
    from arbiter.compiler.effects.divided import DIVIDED_CLAUSES
    from arbiter.compiler.effects.doors import door_clauses
    from arbiter.compiler.effects.end_of_combat import end_of_combat_clauses
    from arbiter.compiler.effects.exchange import exchange_clause
    from arbiter.compiler.effects.exchange_life import EXCHANGE_LIFE_TOTALS
    from arbiter.compiler.effects.exile_from_hand import EXILE_FROM_HAND
    from arbiter.compiler.effects.exile_graveyard import EXILE_GRAVEYARD

    # OBJECT_ACTIONS before OBJECT_CLAUSES: "<x> becomes a Treasure artifact ... and loses all
    # other card types" is longer than MODIFY's "<x> becomes a Treasure artifact".
    from arbiter.compiler.effects.exile_with_counters import EXILE_WITH_TIME_COUNTERS
    from arbiter.compiler.effects.exiled_with_to_hand import EXILED_WITH_CLAUSES
    from arbiter.compiler.effects.explore import EXPLORE_CLAUSES
    from arbiter.compiler.effects.extra_phases import PHASE_CLAUSES
    from arbiter.compiler.effects.flash_permission import FLASH_PERMISSION
    from arbiter.compiler.effects.gain_control import GAIN_CONTROL_CLAUSES
    from arbiter.compiler.effects.goad import goad_clause
    from arbiter.compiler.effects.graveyard_clauses import GRAVEYARD_CLAUSES
    from arbiter.compiler.effects.hand_clauses import HAND_CLAUSES
    from arbiter.compiler.effects.hand_to_battlefield import PUT_CARD_FROM_HAND
    from arbiter.compiler.effects.hand_to_library import HAND_TO_LIBRARY
    from arbiter.compiler.effects.impulse import IMPULSE_CLAUSES
    from arbiter.compiler.effects.impulse_cards import MAY_PLAY_NEXT_TURN
    from arbiter.compiler.effects.keyword_actions import KEYWORD_ACTION_CLAUSES
    from arbiter.compiler.effects.library_clauses import LIBRARY_CLAUSES
    from arbiter.compiler.effects.library_order import SHUFFLE_LIBRARY
    from arbiter.compiler.effects.life_total_becomes import LIFE_TOTAL_BECOMES
    from arbiter.compiler.effects.look_at_players import LOOK_AT_PLAYER_CLAUSES
    from arbiter.compiler.effects.move_counters import MOVE_COUNTERS_FROM_SELF, MOVE_ONE_COUNTER
    from arbiter.compiler.effects.named_discard import NAMED_DISCARD_CLAUSE
    from arbiter.compiler.effects.named_tokens import NAMED_TOKENS
    from arbiter.compiler.effects.next_end_step import NEXT_END_STEP_CLAUSES
    from arbiter.compiler.effects.next_spell_uncounterable import NEXT_SPELL_UNCOUNTERABLE
    from arbiter.compiler.effects.next_untap import (
        DOESNT_UNTAP_YOUR_NEXT,
        GROUP_DOESNT_UNTAP_YOUR_NEXT,
    )
    from arbiter.compiler.effects.next_upkeep_draws import PLAYER_MAY_DRAW_NEXT_UPKEEP
    from arbiter.compiler.effects.no_combat_damage import ASSIGNS_NO_COMBAT_DAMAGE
    from arbiter.compiler.effects.no_max_hand_size import NO_MAX_HAND_SIZE
    from arbiter.compiler.effects.object_actions import OBJECT_ACTIONS
    from arbiter.compiler.effects.owners_library import PUT_ON_OWNERS_LIBRARY
    from arbiter.compiler.effects.play_exiled import PLAY_EXILED
    from arbiter.compiler.effects.player_effects import PLAYER_CLAUSES
    from arbiter.compiler.effects.player_exiles_card import PLAYER_EXILES_CARD
    from arbiter.compiler.effects.player_gains_control import PLAYER_GAINS_CONTROL
    from arbiter.compiler.effects.player_may_draw import PLAYER_MAY_DRAW
    from arbiter.compiler.effects.player_protection import PLAYER_PROTECTION
    from arbiter.compiler.effects.player_searches import PLAYER_SEARCHES
    from arbiter.compiler.effects.prevent_all_groups import PREVENT_ALL_GROUPS
    from arbiter.compiler.effects.prevent_all_object import PREVENT_ALL_OBJECT
    from arbiter.compiler.effects.prevent_all_this_turn import PREVENT_ALL_COMBAT_DAMAGE_THIS_TURN
    from arbiter.compiler.effects.prevent_next import PREVENT_NEXT_CLAUSES
    from arbiter.compiler.effects.protection_choice import PROTECTION_FROM_CHOSEN_COLOR
    from arbiter.compiler.effects.pt_for_each import pt_for_each
    from arbiter.compiler.effects.pump_this_turn import PUMP_AND_THIS_TURN
    from arbiter.compiler.effects.put_onto_battlefield import PUT_ONTO_BATTLEFIELD
    from arbiter.compiler.effects.random_return import RETURN_AT_RANDOM
    from arbiter.compiler.effects.redirect_next import REDIRECT_NEXT_CLAUSES
    from arbiter.compiler.effects.remove_a_counter import REMOVE_A_COUNTER
    from arbiter.compiler.effects.remove_all_counters import REMOVE_ALL_COUNTERS
    from arbiter.compiler.effects.remove_from_combat import remove_from_combat_clause
    from arbiter.compiler.effects.resolution_choices import RESOLUTION_CHOICES
    from arbiter.compiler.effects.return_transformed import EXILE_RETURN_TRANSFORMED
    from arbiter.compiler.effects.reveal_from_hand import REVEAL_ANY_NUMBER
    from arbiter.compiler.effects.reveal_until import REVEAL_UNTIL_MILL
    from arbiter.compiler.effects.role_tokens import CREATE_ROLE
    from arbiter.compiler.effects.sacrifice_groups import SACRIFICE_GROUPS
    from arbiter.compiler.effects.sacrificed_copies import COPY_SACRIFICED
    from arbiter.compiler.effects.search_clauses import SEARCH_CLAUSES
    from arbiter.compiler.effects.several_targets import SEVERAL_TARGETS
    from arbiter.compiler.effects.tap_or_untap import tap_or_untap
    from arbiter.compiler.effects.target_deals_damage import DAMAGE_TO_ITSELF, TARGET_DEALS_DAMAGE
    from arbiter.compiler.effects.target_player_returns import RETURN_TO_THEIR_HAND
    from arbiter.compiler.effects.token_copies import token_copy_clause
    from arbiter.compiler.effects.tokens_equal_to import CREATE_EQUAL_TO
    from arbiter.compiler.effects.top_of_graveyard import RETURN_TOP_OF_GRAVEYARD
    from arbiter.compiler.effects.total_power_return import RETURN_WITH_TOTAL_POWER
    from arbiter.compiler.effects.unspent_mana import LOSES_UNSPENT_MANA
    from arbiter.compiler.effects.untap_up_to import UNTAP_UP_TO
    from arbiter.compiler.keywords.counter_keyword_phrases import ADAPT
    from arbiter.compiler.replacements.enter_exile import ENTER_EXILE_THIS_TURN
    from arbiter.compiler.replacements.redirection import REDIRECT_THIS_TURN
    from arbiter.compiler.replacements.token_doublers import TOKEN_DOUBLER_THIS_TURN
    from arbiter.compiler.statics.cant_gain_life import CANT_GAIN_LIFE_THIS_TURN
    from arbiter.compiler.statics.granted_alternative_costs import FREE_UNTIL_END_OF_TURN
    from arbiter.compiler.statics.land_plays import ADDITIONAL_LANDS_THIS_TURN
    from arbiter.compiler.statics.search_bans import SEARCH_BAN_THIS_TURN
    from arbiter.compiler.statics.spell_limits import OPPONENTS_CANT_CAST_THIS_TURN
    from arbiter.compiler.statics.unpreventable import CANT_BE_PREVENTED_THIS_TURN
    from arbiter.compiler.triggers.counters_it_had import PUT_COUNTERS_IT_HAD
    from arbiter.compiler.triggers.from_graveyard import RETURN_SELF

    return pp.MatchFirst([MONSTROSITY, ADAPT, COUNTER_ABILITY, exchange_clause(TARGET_OBJECT),
                          ENTER_EXILE_THIS_TURN,  # 614.1a, 614.12, 611.2c
                          CANT_GAIN_LIFE_THIS_TURN,  # 119.7, 611.2c
                          SEARCH_BAN_THIS_TURN,  # 101.2, 611.2c
                          OPPONENTS_CANT_CAST_THIS_TURN, CAST_BAN_CLAUSE,  # 101.2, 611.2a
                          FREE_UNTIL_END_OF_TURN,  # 118.9, 611.2a
                          NO_MAX_HAND_SIZE,  # 402.2, 611.2a
                          ATTACH_CHOSEN,  # 701.3a-b
                          COPY_SACRIFICED,  # 707.2, 608.2h
                          *SACRIFICE_GROUPS,  # 701.21a, 608.2d
                          RETURN_AT_RANDOM, RETURN_TOP_OF_GRAVEYARD,  # 608.2d, 404.2
                          RETURN_WITH_TOTAL_POWER,  # 608.2d
                          *EXILED_WITH_CLAUSES,  # 406.3, 607.2a
                          MOVE_COUNTERS_FROM_SELF, MOVE_ONE_COUNTER,  # 122.5
                          PUT_COUNTERS_IT_HAD,  # 603.10a, 608.2h
                          REMOVE_ALL_COUNTERS, REMOVE_A_COUNTER,  # 122.1, 122.8
                          REVEAL_ANY_NUMBER,  # 701.20a
                          PUT_SELF_FROM_GRAVEYARD,  # 113.6m, 404.2 (before PUT_ONTO_BATTLEFIELD)
                          token_copy_clause(TARGET_OBJECT),  # 707.2, 707.9b
                          EXILE_RETURN_TRANSFORMED,  # 712.14a, before "exile ~"
                          *DIVIDED_CLAUSES,  # 601.2d, before "~ deals N damage to ..."
                          DAMAGE_EVENLY,  # 608.2b: Fireball's damage divided evenly
                          *SEVERAL_TARGETS,  # 115.1, 608.2b
                          EXILE_WITH_TIME_COUNTERS,  # 702.62b, before "exile ~"
                          EXILE_FROM_HAND,  # 608.2d, 607.2a
                          *end_of_combat_clauses(OBJECT, SELF | PRONOUN),  # 603.7, 511.2
                          *NEXT_END_STEP_CLAUSES,  # 603.7, 513.1
                          pt_for_each(OBJECT, DURATION, ALL | _PLURAL_SUBJECT),  # 608.2h, 611.2c
                          counters_for_each(OBJECTS),  # 107.1, 122.6
                          *counter_amounts(OBJECTS),  # 122.6, 608.2h
                          *CHOICE_CLAUSES,
                          BECOMES_CHOSEN_CREATURE_TYPE,  # 205.1a, 608.2d
                          BECOMES_CHOSEN_LAND_TYPE,  # 305.7, 608.2d
                          DOESNT_UNTAP_YOUR_NEXT,  # 502.3, 611.2a
                          GROUP_DOESNT_UNTAP_YOUR_NEXT,  # 502.3, 611.2c
                          *RESOLUTION_CHOICES, *BLOCK_RESTRICTIONS, *COMBAT_REQUIREMENTS,
                          ASSIGNS_NO_COMBAT_DAMAGE,  # 510.1a
                          remove_from_combat_clause(OBJECT),  # 506.4
                          PUMP_AND_THIS_TURN,  # 611.2a, 514.2 (before MODIFY)
                          PLAYER_EXILES_CARD,  # 608.2d, 101.4
                          PLAYER_GAINS_CONTROL, *GAIN_CONTROL_CLAUSES,  # 613.1b
                          EXCHANGE_LIFE_TOTALS,  # 701.12c
                          *PLAYER_PROTECTION,
                          *FLASH_PERMISSION, COST_CHANGE_THIS_TURN,  # 601.2f, 611.2c
                          NEXT_SPELL_UNCOUNTERABLE,  # 601.2i, 701.6a
                          *NAMED_TOKENS, *ATTACKING_TOKEN_CLAUSES,
                          CREATE_ROLE,  # 303.7, 111.10j-r, 303.4i
                          PLAY_EXILED,  # 607.2a, 702.75a
                          *EXPLORE_CLAUSES, *IMPULSE_CLAUSES, *LIBRARY_CLAUSES, *CLOAK_CLAUSES,
                          PUT_ON_OWNERS_LIBRARY,  # 400.3
                          PUT_CARD_FROM_HAND,  # 608.2d, 110.2
                          CAST_FROM_HAND_FREE,  # 608.2g, 118.9
                          *DAMAGE_AND_PLAYERS,  # 120.4, 115.1, before DAMAGE
                          *DAMAGE_EACH_GROUPS,  # 120.4, before DAMAGE
                          *DAMAGE_PER_TARGET,  # 120.4, 115.3, before DAMAGE
                          DAMAGE_EQUAL_TO,  # 120.3
                          DAMAGE_COUNTERS_ON_IT,  # 120.3, 122.1
                          TARGET_DEALS_DAMAGE,  # 120.3, 608.2b
                          DAMAGE_TO_ITSELF,  # 120.3
                          *DEALT_THIS_WAY_CLAUSES,  # 701.19c, 614.1a
                          LOSES_UNSPENT_MANA,  # 106.4
                          LIFE_TOTAL_BECOMES,  # 119.5
                          *PHASE_CLAUSES,  # 500.8
                          RETURN_TO_THEIR_HAND,  # 400.3, 115.1
                          PLAYER_MAY_DRAW_NEXT_UPKEEP,  # 603.7
                          PLAYER_MAY_DRAW,  # 121.1, 608.2d
                          PROTECTION_FROM_CHOSEN_COLOR,  # 608.2d, 702.16
                          *SEARCH_CLAUSES,  # 701.23
                          UNTAP_UP_TO,  # 701.26b
                          ADDITIONAL_LANDS_THIS_TURN,  # 305.2
                          HAND_TO_LIBRARY,  # 401.4
                          *LOOK_AT_PLAYER_CLAUSES,  # 701.20e
                          NAMED_DISCARD_CLAUSE,  # 201.4, 701.9
                          REVEAL_UNTIL_MILL,  # 701.20a
                          EXILE_TOP_CAST_FREE,  # 608.2g, 118.9
                          MAY_PLAY_NEXT_TURN,  # 601.3, 611.2a
                          SHUFFLE_LIBRARY,  # 701.24a
                          PLAYER_SEARCHES,  # 701.23
                          PREVENT_ALL_OBJECT,  # 615.1, 611.2a, before Fog's
                          CANT_BE_PREVENTED_THIS_TURN,  # 615.12
                          PREVENT_ALL_GROUPS,  # 615.1a, 611.2a (before Fog's)
                          PREVENT_ALL_COMBAT_DAMAGE_THIS_TURN,  # 615.1
                          *PREVENT_NEXT_CLAUSES,  # 615.7, 615.8
                          *REDIRECT_NEXT_CLAUSES,  # 614.9
                          REDIRECT_THIS_TURN,  # 614.9, 611.2a
                          TOKEN_DOUBLER_THIS_TURN,  # 614.1a, 611.2a
                          EXILE_GRAVEYARD,  # 406.1, before EXILE
                          PUT_ONTO_BATTLEFIELD, GRAVEYARD_CLAUSES,  # 110.2, 400.7, 608.2d, 601.3
                          COUNTERS_ON_TWO,  # 122.6, before PUT_COUNTERS
                          COUNTERS_OF_SEVERAL_KINDS,  # 122.6
                          CREATE_EQUAL_TO,  # 111.2, 107.1
                          COUNTER_THAT_SPELL,  # 701.6a after a cast trigger
                          COPY_THAT_SPELL,  # 707.10 after a cast trigger
                          *HAND_CLAUSES, *KEYWORD_ACTION_CLAUSES,
                          *PLAYER_CLAUSES, *OBJECT_ACTIONS, tap_or_untap(OBJECT), RETURN_SELF,
                          *door_clauses(OBJECT),  # 709.5f-g
                          goad_clause(OBJECT),  # 701.15a
                          *OBJECT_CLAUSES]
                         ).set_name("effect")


#: One imperative clause (a list of instructions); `compiler.effects.sentences` joins them.
CLAUSE = _clause()

__all__ = ["AMOUNT", "CLAUSE", "NUMBER", "OBJECT", "OBJECTS", "PLAYER", "Ref", "one_shot_effect"]
