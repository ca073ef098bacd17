"""Copying a spell (707.10) as a sentence of an effect:

    Copy target instant or sorcery spell. You may choose new targets for the copy.
    Copy target instant or sorcery spell you control twice. You may choose new targets for
        the copies.
    Copy target artifact spell you control.           (707.10f: it resolves into a token)
    Copy target instant or sorcery spell, except that the copy is red. ...   (707.9b, Fork)
    Copy target creature spell you control, except it isn't legendary if the spell is
        legendary.                           (707.9b, 205.4: Double Major; a token, 707.10f)

707.10: the copy has the spell's characteristics and the decisions made for it (modes, X,
targets, costs paid); it is put on the stack under the control of the player who copied it.
707.10c: with "you may choose new targets", that player may leave any target or choose a new
legal one. The engine: `engine.stack.spell_copy`.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import COLOR_WORD, kw, kws, lit, sup
from arbiter.rules.copiable import CopyExceptions
from arbiter.rules.instructions import objects as I
from arbiter.vocab import Color

#: "target ... spell" (not an ability: copying abilities is left unread).
_TARGET_SPELL = TARGET_OBJECT.copy().add_condition(lambda t: t[0].spec.kind == "spell")


def _copies(t: pp.ParseResults) -> list[tuple[str, Any]]:
    what, *rest = list(t)
    exceptions = next((x for x in rest if isinstance(x, CopyExceptions)), None)
    times = 2 if "twice" in rest else 1
    new_targets = "new" in rest
    if times == 2 and "copies" not in rest and new_targets:
        raise pp.ParseException("", 0, "two copies are 'the copies'")
    if times == 1 and "copies" in rest:
        raise pp.ParseException("", 0, "one copy is 'the copy'")
    return [("plain", [I.CopySpell(what, new_targets=new_targets, exceptions=exceptions)
                       for _ in range(times)])]


_NEW_TARGETS = (sup("you may choose new targets for the") + kws("copy", "copies")
                + lit(".")).set_parse_action(lambda t: ["new", t[0].lower()])
#: 707.9b: "except that the copy is red" (its color replaces the copied one).
_EXCEPT_COLOR = (lit(",") + sup("except that the copy is") + COLOR_WORD).set_parse_action(
    lambda t: CopyExceptions(colors=frozenset({Color(t[0])})))
#: 707.9b / 205.4: "except it isn't legendary if the spell is legendary": the copy has the
#: spell's supertypes but legendary (a spell that isn't legendary is copied as it is).
_EXCEPT_NOT_LEGENDARY = (lit(",") + sup("except it isn't legendary if the spell is legendary")
                         ).set_parse_action(
    lambda: CopyExceptions(remove_supertypes=frozenset({"Legendary"})))
#: 707.10 / 707.10c.
COPY_SPELL_SENTENCE = (sup("copy") + _TARGET_SPELL + pp.Optional(kw("twice"))
                       + pp.Optional(_EXCEPT_COLOR | _EXCEPT_NOT_LEGENDARY)
                       + lit(".") + pp.Optional(_NEW_TARGETS)).set_parse_action(_copies)

__all__ = ["COPY_SPELL_SENTENCE"]
