"""Sentences that create triggered abilities as a spell or ability resolves:

    When that creature dies this turn, <effects>.             (603.7: delayed, watching the
    When that creature leaves the battlefield this turn, ...   object named before)
    When/Whenever <event> this turn, <effects>.               (603.7b: until the turn ends)
    Until your next turn, whenever <event>, <effects>.        (603.7b, 611.2a: until your
                                                               next turn begins)
    When you cast your next <spell> this turn, <effects>.     (603.7b: once, the next one;
    When you next cast a <spell> this turn, <effects>.         since 2024 the Oracle wording)
    <create tokens>. When you do, <effects>.                  (603.12: reflexive)
    You may <action> / pay <cost>. When you do, <effects>.   (603.12, `compiler.triggers.
                                                               reflexive_optional`)

The created ability's own targets are chosen when it is put on the stack (603.3d, 603.12),
so its effect is bound apart from the sentence around it. Instructions:
`rules.instructions.triggers`; the engine: `engine.triggers.delayed`,
`engine.stack.trigger_actions`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.compiler.grammar.refs import PRONOUN, bind
from arbiter.compiler.triggers.reflexive_optional import reflexive_after_optional
from arbiter.compiler.triggers.triggers import EVENT
from arbiter.engine.keyword_actions.blight import Blight
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.instructions.triggers import CreateDelayedTrigger, WhenYouDo
from arbiter.rules.structure import nodes

_UNBOUND = I.Ref("unbound")
#: Events after which "it" is still the object the event happened to (no zone change,
#: 400.7): the created ability's "it"/"that spell" names it.
_SAME_OBJECT = frozenset({"enters", "attacks", "blocks", "cast", "becomes_tapped"})


def _ability(trigger: Trigger, body: list[Any]) -> TriggeredAbility:
    targets: list[I.TargetSpec] = []
    default = I.Ref.event() if trigger.event in _SAME_OBJECT else _UNBOUND
    bound = bind(tuple(body), targets, default=default)
    if _UNBOUND in _refs(bound):
        raise pp.ParseException("", 0, "'it' names an object that changed zones")
    return TriggeredAbility(text="", trigger=trigger, instructions=bound,
                            targets=tuple(targets))


def _refs(x: Any) -> list[Any]:
    return [n for n in nodes(x, into=lambda n: not isinstance(n, I.Ref))
            if isinstance(n, I.Ref)]


def _that_creature_dies(t: pp.ParseResults) -> list[tuple[str, Any]]:
    """603.7c: the ability watches the object named before ("that creature"); once it has
    died it is a new object, so it can die only once."""
    ab = _ability(Trigger(t[1], "remembered"), list(t[2]))
    return [("plain", [CreateDelayedTrigger(ability=ab, remember=t[0], this_turn=True,
                                            once=False)])]


def _this_turn(t: pp.ParseResults) -> list[tuple[str, Any]]:
    """603.7b: "this turn" is a stated duration: it may trigger again and again."""
    trigger: Trigger = t[0]
    if trigger.event == "step" or trigger.subject == "self" or trigger.any_of:
        raise pp.ParseException("", 0, "a delayed trigger this template doesn't read")
    return [("plain", [CreateDelayedTrigger(ability=_ability(trigger, list(t[1])),
                                            this_turn=True, once=False)])]


def _until_your_next_turn(t: pp.ParseResults) -> list[tuple[str, Any]]:
    """603.7b, 611.2a: "Until your next turn, whenever <event>, <effects>.": a stated
    duration, until the next turn of the ability's controller begins."""
    trigger: Trigger = t[0]
    if trigger.event == "step" or trigger.subject == "self" or trigger.any_of:
        raise pp.ParseException("", 0, "a delayed trigger this template doesn't read")
    return [("plain", [CreateDelayedTrigger(ability=_ability(trigger, list(t[1])),
                                            this_turn=False, once=False,
                                            until_your_next_turn=True)])]


def _next_spell(t: pp.ParseResults) -> list[tuple[str, Any]]:
    """"When you cast your next instant or sorcery spell this turn": the next such spell
    only (603.7b), this turn."""
    n: Noun = t[0]
    if n.kind != "spell":
        raise pp.ParseException("", 0, "'your next' names a spell")
    trigger = Trigger("cast", "you", selector=n.selector())
    return [("plain", [CreateDelayedTrigger(ability=_ability(trigger, list(t[1])),
                                            this_turn=True, once=True)])]


#: 707.10 / 707.10c: "copy that spell. You may choose new targets for the copy."
_COPY_THAT_SPELL = (sup("copy that spell") + lit(".")
                    + sup("you may choose new targets for the copy") + lit(".")
                    ).set_parse_action(lambda: [[I.CopySpell(I.Ref.event(), new_targets=True)]])

_NEW_FOR_THE_COPY = sup("you may choose new targets for the copy")
#: 707.10, 707.10c after "When you next cast <a spell> this turn," (where "it" is that spell,
#: 608.2b): "copy it and you may choose new targets for the copy." / "copy it. You may ..." /
#: "copy that spell twice. You may choose new targets for the copies." (each copy its own)
_COPY_NEXT_SPELL = pp.MatchFirst([
    (kws("copy it", "copy that spell").suppress()
     + ((sup("and") + _NEW_FOR_THE_COPY) | (lit(".") + _NEW_FOR_THE_COPY)) + lit(".")
     ).set_parse_action(lambda: [[I.CopySpell(I.Ref.event(), new_targets=True)]]),
    (kws("copy it twice", "copy that spell twice").suppress() + lit(".")
     + sup("you may choose new targets for the copies") + lit(".")
     ).set_parse_action(lambda: [[I.CopySpell(I.Ref.event(), new_targets=True)] * 2]),
])


def delayed_sentences(clauses: pp.ParserElement) -> list[pp.ParserElement]:
    """The sentences above, with `clauses` the effect grammar of `compiler.effects.sentences`."""
    body = _COPY_THAT_SPELL | (clauses + lit("."))
    # 603.7c, 603.10a: "When that creature leaves the battlefield this turn, sacrifice this
    # creature." (Kjeldoran Elite Guard, Heart Wolf)
    that_dies = (sup("when") + PRONOUN + (
        kw("dies this turn").set_parse_action(lambda: "dies")
        | kw("leaves the battlefield this turn").set_parse_action(lambda: "leaves"))
                 + lit(",") + body).set_parse_action(_that_creature_dies)
    # Since 2024 the Oracle wording is "When you next cast an instant or sorcery spell this
    # turn": the same trigger.
    next_spell = ((sup("when you cast your next") | (sup("when you next cast") + pp.Optional(
        kws("a", "an")).suppress())) + NOUN + sup("this turn") + lit(",")
                  + (_COPY_NEXT_SPELL | body)).set_parse_action(_next_spell)
    this_turn = (sup("whenever") + EVENT + sup("this turn") + lit(",") + body
                 ).set_parse_action(_this_turn)
    until_next = (sup("until your next turn") + lit(",") + sup("whenever") + EVENT + lit(",")
                  + body).set_parse_action(_until_your_next_turn)
    # 603.12: the reflexive ability is the rest of the ability ("When you do, put two +1/+1
    # counters ... on target attacking creature. It becomes an Angel ..."): the sentences
    # after it are its own (`_fold` leaves unread any other kind of sentence after it).
    when_you_do = (sup("when you do") + lit(",") + clauses + lit(".")
                   + pp.ZeroOrMore(clauses + lit("."))).set_parse_action(
        lambda t: [("reflexive", _reflexive_after([i for group in t for i in group]))])
    return [that_dies, next_spell, this_turn, until_next, when_you_do]


#: Optional keyword actions whose doing the engine records (`Resolution.did`).
_DONE_OR_NOT = (Blight, CollectEvidence)


def _reflexive_after(body: list[Any]) -> Any:
    """603.12: "When you do" after creating tokens, or after "you may blight N" / "you may
    collect evidence N": a reflexive ability triggering if it was done. Only those are read
    as what "you do" refers to."""
    reflexive = _ability(Trigger("reflexive"), body)

    def modify(last: list[Any]) -> list[Any]:
        if len(last) == 1 and isinstance(last[0], I.MayDo) and len(last[0].do) == 1 \
                and isinstance(last[0].do[0], _DONE_OR_NOT) and last[0].reflexive is None:
            # 603.12: "you may blight 1. When you do, ...": if the player did it (701.68b,
            # 701.59b: not when they couldn't).
            return [dataclasses.replace(last[0], reflexive=reflexive)]
        after = reflexive_after_optional(last, reflexive)  # 603.12, 118.12
        if after is not None:
            return after
        if not last or not all(isinstance(i, I.CreateToken) for i in last):
            raise pp.ParseException("", 0, "'when you do' after something not read as done")
        return [WhenYouDo(do=tuple(last), reflexive=reflexive)]

    return modify


__all__ = ["delayed_sentences", "kw", "kws"]
