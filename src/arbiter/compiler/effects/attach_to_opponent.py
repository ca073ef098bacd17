"""701.3, 608.2c: "you may attach a <Aura> attached to you to one of your opponents. If you do,
<effects>." (Lynde, Cheerful Tormentor: "a Curse"). Nothing is targeted; "If you do": if it
moved (`engine.keyword_actions.attach_to_opponent`)."""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kws, lit, sup
from arbiter.compiler.grammar.nouns import NOUN, Noun
from arbiter.engine.keyword_actions.attach_to_opponent import AttachToOpponent
from arbiter.rules import selectors as s
from arbiter.rules.instructions import objects as I


def _build(t: pp.ParseResults) -> list[tuple[str, Any]]:
    noun: Noun = t[0]
    if noun.kind != "permanent" or noun.other:
        raise pp.ParseException("", 0, "not permanents")
    preds = [p for p in noun.preds if not isinstance(p, s.InZone)]
    selector = preds[0] if len(preds) == 1 else s.And(tuple(preds))
    return [("plain", [I.MayDo(do=(AttachToOpponent(selector),
                                   I.IfDid(then=tuple(t[1]))))])]


def attach_to_opponent_sentence(clauses: pp.ParserElement) -> pp.ParserElement:
    """The sentence pair above, `clauses` the effect grammar of `compiler.effects.sentences`."""
    return (sup("you may attach") + kws("a", "an").suppress() + NOUN
            + sup("attached to you to one of your opponents") + lit(".")
            + sup("if you do") + lit(",") + clauses + lit(".")).set_parse_action(_build)


__all__ = ["attach_to_opponent_sentence"]
