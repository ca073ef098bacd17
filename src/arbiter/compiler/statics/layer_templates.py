"""The layer system's rarer corners (613, 612, 707, 614.12, 103.6), as grammar.

    <objects>, <objects>, and <objects> <predicates>.                 (604.1, 613.1)
        "All cards that aren't on the battlefield, spells, and permanents are colorless."
        "Lands you control and land cards in your library are basic."
    <objects> <predicates>. The same is true for <objects> [and <objects>].
        "Creatures you control are the chosen type. The same is true for creature spells
        you control and creature cards you own that aren't on the battlefield."
    All instances of color words in the text of <objects> are changed to the chosen color
        word.                                                              (612.2, 613.1c)
    <object> is a copy of the chosen creature.                             (707.2, 613.2a)
    As ~ enters, choose a creature. / ... choose a color word.             (614.12)
    As ~ enters, turn all other nontoken creatures face down.            (614.12, 708.2)
    You may have ~ enter as a copy of <objects>, except <exceptions>.      (707.9, 614.1c)
    As ~ enters, it becomes your choice of <option>, <option>, or <option> in addition to
        its other types.                                                   (614.12, 613.2a)
    [As long as <condition>,] each spell that would cost less than N mana to cast costs N
        mana to cast.                                                      (601.2f)
    Players may spend mana as though it were mana of any color.            (609.4b)
    You may spend white mana as though it were mana of any color. You may spend other mana
        only as though it were colorless mana.                             (609.4b)
    If ~ is in your opening hand, you may begin the game with it on the battlefield. (103.6a)
    <objects> <predicates>. If ~ leaves the battlefield, this effect continues until end of
        turn.                                                              (611.3a)
    [As long as <condition>,] you can't lose the game and your opponents can't win the game.
                                                                           (104.3, 101.2)
    Counters remain on ~ as it moves to any zone other than a player's hand or library.
                                                                           (122.2, 113.6c)

An object list is read item by item ("spells, and permanents" are two kinds of object, never
one "spell and permanent"); "cards ... that aren't on the battlefield" are cards in the
hidden and public zones other than the battlefield and the stack (a card on the stack is a
spell, 112.1/108.2; the command zone holds only emblems here, which aren't cards, 114.5).
"""

from __future__ import annotations

import dataclasses

import pyparsing as pp

from arbiter.compiler.conditions.conditions import CONDITION
from arbiter.compiler.effects.effects import CLAUSE
from arbiter.compiler.grammar.lexicon import (
    COLOR_WORD,
    NUMBER,
    NUMBER_WORD,
    SUBTYPE,
    SUPERTYPE,
    kw,
    kws,
    lit,
    sup,
)
from arbiter.compiler.grammar.nouns import _DET, _GROUP, _POST, NOUN, Noun, _build
from arbiter.compiler.statics.predicates import ABILITY_LIST, PREDICATES
from arbiter.compiler.statics.statics import EFFECT_STATIC, SUBJECT
from arbiter.rules import parts as P
from arbiter.rules import selectors as s
from arbiter.rules.abilities import OpeningHandAbility, ReplacementAbility, StaticAbility
from arbiter.rules.copiable import CopyExceptions, CopyValues
from arbiter.rules.instructions.objects import TurnFaceDown
from arbiter.state.effects import EffectSpec

# -- object lists -----------------------------------------------------------------------------
_OFF_BATTLEFIELD = kws("that aren't on the battlefield", "that are not on the battlefield",
                       "that isn't on the battlefield").set_parse_action(lambda: "off")


def _item(t: pp.ParseResults) -> Noun:
    off = "off" in [x for x in t if isinstance(x, str)]
    noun = _build(pp.ParseResults([x for x in t if not isinstance(x, str)]))
    if off and noun.kind != "card":
        raise pp.ParseException("", 0, "only cards can be 'not on the battlefield'")
    return noun


#: One object phrase with its own post-modifiers, never joined to the next by "and"/"or".
ITEM = (pp.Optional(_DET) + _GROUP + pp.ZeroOrMore(_POST | _OFF_BATTLEFIELD)
        ).set_parse_action(_item)
_AND = pp.Optional(lit(",")) + sup("and")


def _objects(t: pp.ParseResults) -> list[list[Noun]]:
    """Items in different zones are separate phrases, each with its own modifiers ("lands you
    control and land cards in your library"); items in the same zone share them ("Wolves and
    Werewolves you control" is one phrase, read by `nouns.NOUN`), so they are refused here."""
    nouns = list(t)
    zones = [frozenset(n.zones) for n in nouns]
    if any(a & b for i, a in enumerate(zones) for b in zones[i + 1:]):
        raise pp.ParseException("", 0, "a list of objects in one zone is one phrase")
    return [nouns]


def _complete(t: pp.ParseResults) -> pp.ParseResults:
    """An item of a list names its kind of object ("spells", "cards", "permanents") or has
    its own modifier ("lands you control"); a bare "instant" in "instant and sorcery spells
    you control" is a descriptor of the next item's noun, not an item."""
    group = next(x for x in t if isinstance(x, pp.ParseResults))
    head = any(getattr(i, "tag", None) in ("kind", "plural_maybe") for i in group)
    modified = any(not isinstance(x, pp.ParseResults) for x in t)
    if not (head or modified):
        raise pp.ParseException("", 0, "not a complete object phrase")
    return t


_LIST_ITEM = (pp.Optional(_DET) + _GROUP + pp.ZeroOrMore(_POST | _OFF_BATTLEFIELD)
              ).add_parse_action(_complete).add_parse_action(_item)
#: "A, B, and C" / "A and B" of objects in different zones (permanents, spells, cards).
OBJECTS = (_LIST_ITEM + pp.ZeroOrMore(lit(",") + ~kw("and") + _LIST_ITEM) + _AND + _LIST_ITEM
           ).set_parse_action(_objects)


def _any_of(nouns: list[Noun]) -> s.Selector:
    sels = [n.selector() for n in nouns]
    return sels[0] if len(sels) == 1 else s.Or(tuple(sels))


def _static(affected: s.Selector, parts: list[P.Part],
            condition: object = None) -> StaticAbility:
    return StaticAbility(text="", effects=(EffectSpec(affected, tuple(parts)),),
                         condition=condition)  # type: ignore[arg-type]


#: 604.1 / 613.1: "<objects>, <objects>, and <objects> <predicates>."
LIST_STATIC = (OBJECTS + PREDICATES + lit(".")).set_parse_action(
    lambda t: _static(_any_of(t[0]), t[1]))
#: A single item that names cards off the battlefield ("All cards that aren't on the
#: battlefield are colorless.").
_OFF_ITEM = (pp.Optional(_DET) + _GROUP + pp.ZeroOrMore(_POST) + _OFF_BATTLEFIELD
             + pp.ZeroOrMore(_POST)).set_parse_action(_item)
OFF_STATIC = (_OFF_ITEM + PREDICATES + lit(".")).set_parse_action(
    lambda t: _static(t[0].selector(), t[1]))

#: "... The same is true for <objects>.": the same effect applies to more objects.
_SAME_FOR = sup("the same is true for") + (OBJECTS | ITEM.copy().add_parse_action(
    lambda t: [[t[0]]])) + lit(".")
SAME_IS_TRUE = ((OBJECTS | NOUN.copy().add_parse_action(lambda t: [[t[0]]])) + PREDICATES
                + lit(".") + _SAME_FOR).set_parse_action(
    lambda t: _static(_any_of(list(t[0]) + list(t[2])), t[1]))

# -- text-changing (612) ----------------------------------------------------------------------
#: 612.2 / 613.1c: "All instances of color words in the text of spells and permanents are
#: changed to the chosen color word." (the word chosen as the source entered, 614.12).
TEXT_CHANGE = (sup("all instances of color words in the text of")
               + (OBJECTS | ITEM.copy().add_parse_action(lambda t: [[t[0]]]))
               + sup("are changed to the chosen color word") + lit(".")).set_parse_action(
    lambda t: _static(_any_of(list(t[0])), [P.TextChange(every_color=True, chosen=True)]))

# -- choices and copies as it enters (614.12, 707) ----------------------------------------
_ENTERS = kws("enters the battlefield", "enters").suppress()
_CHOICE = pp.MatchFirst([
    # 612.2: a color word is chosen as a color (the engine keeps it as the "color" choice).
    kw("a color word").set_parse_action(lambda: "color"),
    # 707.2c: "choose a creature" (a creature on the battlefield, for a later copy effect).
    kw("a creature").set_parse_action(lambda: "creature") + ~kw("type"),
])
AS_ENTERS_CHOOSE = (sup("as ~") + _ENTERS + lit(",") + sup("choose") + _CHOICE + lit(".")
                    ).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="as_enters_choose", choice=t[0]))

#: 707.2 / 613.2a: "Enchanted creature is a copy of the chosen creature."
COPY_OF_CHOSEN = (SUBJECT + sup("is a copy of the chosen creature") + lit(".")
                  ).set_parse_action(lambda t: _static(t[0], [CopyValues(from_choice=True)]))

#: 614.12 / 708.2: "As ~ enters, turn all other nontoken creatures face down." (done as it
#: enters, before it is on the battlefield to see them).
#: Only turning other objects face down is read: an instruction naming this object or a target
#: would act before it is on the battlefield.
AS_ENTERS_DO = (sup("as ~") + _ENTERS + lit(",") + CLAUSE.copy().add_condition(
    lambda t: all(isinstance(i, TurnFaceDown) for i in t[0])) + lit(".")).set_parse_action(
    lambda t: ReplacementAbility(text="", kind="as_enters_do", spec=tuple(t[0])))

_PT = pp.Regex(r"(\d+)/(\d+)").set_parse_action(
    lambda t: [tuple(int(x) for x in t[0].split("/"))])
_TYPE_WORD = (kws("artifact", "creature", "enchantment", "land").set_parse_action(
    lambda t: ("type", t[0].capitalize()))
    | SUBTYPE.copy().add_parse_action(lambda t: ("sub", t[0]))
    | SUPERTYPE.copy().add_parse_action(lambda t: ("super", t[0])))
_COLORS = (COLOR_WORD + pp.ZeroOrMore(pp.Optional(lit(",")) + pp.Optional(sup("and"))
                                      + COLOR_WORD)).set_parse_action(
    lambda t: ("colors", frozenset(t)))


def _exceptions(t: pp.ParseResults) -> CopyExceptions:
    """707.9b: the values a copy effect sets as part of copying: a P/T, colors (which replace
    the copied ones), and card types, subtypes, supertypes and abilities it adds."""
    fields: dict[str, object] = {}
    types: set[str] = set()
    subs: set[str] = set()
    supers: set[str] = set()
    abilities: tuple = ()
    for x in t:
        if isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], int):
            fields["power"], fields["toughness"] = x
        elif isinstance(x, tuple) and x[0] == "colors":
            fields["colors"] = x[1]
        elif isinstance(x, tuple) and x[0] == "type":
            types.add(x[1])
        elif isinstance(x, tuple) and x[0] == "sub":
            subs.add(x[1])
        elif isinstance(x, tuple) and x[0] == "super":
            supers.add(x[1])
        elif isinstance(x, tuple) and x[0] == "abilities":
            abilities += tuple(x[1])
    return CopyExceptions(add_types=frozenset(types), add_subtypes=frozenset(subs),
                          add_supertypes=frozenset(supers), add_abilities=abilities,
                          **fields)  # type: ignore[arg-type]


_WITH = (sup("with") + ABILITY_LIST).set_parse_action(lambda t: ("abilities", t[0]))
#: "a 4/4 black Zombie", "a 2/2 artifact creature with flying": the description of one
#: option or copy exception; the types are added (the template requires "in addition to its
#: other types", 205.1b), colors replace (105.3).
_DESCRIPTION = (kws("a", "an").suppress() + pp.Optional(_PT) + pp.Optional(_COLORS)
                + pp.OneOrMore(_TYPE_WORD) + pp.Optional(_WITH))
_IN_ADDITION = sup("in addition to its other types")


def _adding_colors(t: pp.ParseResults) -> CopyExceptions:
    """105.3 / 707.9b: "in addition to its other colors and types": the description's colors
    are added to the copied colors instead of replacing them."""
    x = _exceptions(t)
    return dataclasses.replace(x, colors=None, add_colors=x.colors or frozenset())


_EXCEPT = ((sup("except it's") + _DESCRIPTION + _IN_ADDITION).set_parse_action(_exceptions)
           | (sup("except it's") + _DESCRIPTION + sup("in addition to its other colors and types")
              ).set_parse_action(_adding_colors))


def _copy(t: pp.ParseResults) -> ReplacementAbility:
    noun: Noun = t[0]
    return ReplacementAbility(text="", kind="enters_as_copy",
                              spec=(noun.selector(), t[1], True))


#: 707.5 / 707.9b / 614.1c: "You may have ~ enter as a copy of any creature card in a
#: graveyard, except it's a 4/4 black Zombie in addition to its other types."
COPY_EXCEPT = (sup("you may have ~ enter") + pp.Optional(kw("the battlefield")).suppress()
               + sup("as a copy of") + pp.Optional(kws("any", "a", "an")).suppress()
               + NOUN + lit(",") + _EXCEPT + lit(".")).set_parse_action(_copy)

_OPTION = _DESCRIPTION.copy().set_parse_action(lambda t: [list(t)])


def _becomes(t: pp.ParseResults) -> ReplacementAbility:
    options = [_exceptions(pp.ParseResults(o)) for o in t]
    return ReplacementAbility(text="", kind="as_enters_becomes", spec=tuple(options),
                              choice="mode")


#: 614.12 / 613.2a: "As ~ enters, it becomes your choice of a 3/3 artifact creature, a 2/2
#: artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition
#: to its other types." Setting P/T as it enters is a copiable effect (613.2a).
AS_ENTERS_BECOMES = (sup("as ~") + _ENTERS + lit(",") + sup("it becomes your choice of")
                     + _OPTION + pp.ZeroOrMore(lit(",") + ~kw("or") + _OPTION)
                     + pp.Optional(lit(",")) + sup("or") + _OPTION + _IN_ADDITION + lit(".")
                     ).set_parse_action(_becomes)

# -- rules of the game (601.2f, 609.4b, 103.6a) ---------------------------------------------
_MANA_AMOUNT = NUMBER_WORD | NUMBER


def _rules(rule: str, detail: object, condition: object = None) -> StaticAbility:
    return _static(s.SELF, [P.RulesPart(rule=rule, detail=detail)], condition)


#: 601.2f: "each spell that would cost less than three mana to cast costs three mana to
#: cast" (after increases and reductions), optionally "As long as <condition>,".
COST_MINIMUM = (pp.Optional(sup("as long as") + CONDITION + lit(","))
                + sup("each spell that would cost less than") + _MANA_AMOUNT
                + sup("mana to cast costs") + _MANA_AMOUNT + sup("mana to cast") + lit(".")
                ).set_parse_action(
    lambda t: _rules("cost_minimum", t[-1], t[0] if len(t) == 3 else None)
    if t[-1] == t[-2] else _fail("two different amounts"))


def _fail(why: str) -> None:
    raise pp.ParseException("", 0, why)


#: 609.4b: "Players may spend mana as though it were mana of any color." (each player)
SPEND_ANY = (kw("players may spend mana as though it were mana of any color") + lit(".")
             ).set_parse_action(lambda: _rules("spend_mana_as_any_color", "each"))
#: 609.4b: "You may spend white mana as though it were mana of any color. You may spend
#: other mana only as though it were colorless mana."
SPEND_WHITE = (kw("you may spend white mana as though it were mana of any color") + lit(".")
               + kw("you may spend other mana only as though it were colorless mana")
               + lit(".")).set_parse_action(
    lambda: _rules("spend_mana", ("white_as_any_color", "other_as_colorless")))

#: 103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield."
OPENING_HAND = (kw("if ~ is in your opening hand, you may begin the game with it on the "
                   "battlefield") + lit(".")).set_parse_action(
    lambda: OpeningHandAbility(text="", action="begin_on_battlefield"))

#: 104.3 / 101.2: "[As long as <condition>,] you can't lose the game and your opponents can't
#: win the game." (Platinum Angel, Gideon's emblem). The engine's only ways to lose are the
#: 704.5a-c state-based actions, which `cant_lose` overrides; an opponent wins only when all
#: their opponents have lost (104.2a), which this player then never does.
CANT_LOSE = (pp.Optional(sup("as long as") + CONDITION + lit(","))
             + kw("you can't lose the game and your opponents can't win the game") + lit(".")
             ).set_parse_action(lambda t: _rules(
                 "cant_lose", None, next((x for x in t if not isinstance(x, str)), None)))

#: 122.2 exception / 113.6c: "Counters remain on ~ as it moves to any zone other than a
#: player's hand or library." (the zones named are the ones where they don't remain).
COUNTERS_REMAIN = (kw("counters remain on ~ as it moves to any zone other than a player's hand "
                      "or library") + lit(".")).set_parse_action(
    lambda: _rules("counters_remain_on_zone_change", ("hand", "library")))



def _continues(t: pp.ParseResults) -> StaticAbility:
    """The ability's one effect, marked to continue after its source leaves
    (`engine.stack.lingering`)."""
    ability: StaticAbility = t[0]
    if len(ability.effects) != 1 or ability.condition is not None:
        raise pp.ParseException("", 0, "one unconditional effect")
    (spec,) = ability.effects
    part = P.RulesPart(rule="continues_until_end_of_turn_if_source_leaves")
    return _static(spec.affected, [*spec.parts, part], spec.condition)


#: 611.3a's exception: "<objects> <predicates>. If ~ leaves the battlefield, this effect
#: continues until end of turn." (Titania's Song).
CONTINUES = (EFFECT_STATIC + kw("if ~ leaves the battlefield, this effect continues until end "
                                "of turn") + lit(".")).set_parse_action(_continues)

#: A whole line of one of these templates.
LAYER_LINE = pp.MatchFirst([
    OPENING_HAND, COUNTERS_REMAIN, SPEND_ANY, SPEND_WHITE, COST_MINIMUM, TEXT_CHANGE,
    AS_ENTERS_CHOOSE, AS_ENTERS_DO, CONTINUES, CANT_LOSE,
    AS_ENTERS_BECOMES, COPY_EXCEPT, COPY_OF_CHOSEN, SAME_IS_TRUE, LIST_STATIC, OFF_STATIC,
]) + pp.StringEnd()

__all__ = ["LAYER_LINE", "OBJECTS", "ITEM"]
