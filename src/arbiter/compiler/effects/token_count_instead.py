"""608.2c: a token-creating sentence whose number of tokens the next sentence changes (later
text may modify earlier text):

    Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four of
    those tokens instead.                                           (Saproling Migration)
    Create a token that's a copy of target creature. If this spell was kicked, create five
    of those tokens instead.                                        (Rite of Replication)
    ..., create a Treasure token. Create three of those tokens instead if you've completed a
    dungeon.                                                 (Safana, Calimport Cutthroat)
    Create two 1/1 white Human creature tokens. / Fateful hour — If you have 5 or less life,
    create five of those tokens instead.   (two lines: `compiler.effects.instead`)

"Those tokens" are the tokens the earlier sentence describes: the same token (or copy), the
new number created instead. As with "If <condition>, <effect> instead." the condition is
checked as the spell or ability resolves (608.2c) and exactly one of the two instructions is
followed. Read only after a sentence that is one token-creating instruction (`CreateToken`;
`CreateTokenCopy` with a plain number) and a condition that names no object by a pronoun
("If that creature is a Kraken, ..." stays unread); anything else stays unread.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.effects import AMOUNT
from arbiter.compiler.grammar.lexicon import lit, sup
from arbiter.rules import conditions as C
from arbiter.rules.instructions import objects as I


def _one_token_instruction(last: list[Any], amount: Any) -> Any:
    """The earlier sentence's one token-creating instruction, with `amount` tokens."""
    if len(last) == 1 and isinstance(last[0], I.CreateToken):
        return dataclasses.replace(last[0], n=amount)
    if len(last) == 1 and isinstance(last[0], I.CreateTokenCopy) and isinstance(amount, int) \
            and last[0].n == 1:
        return dataclasses.replace(last[0], n=amount)
    raise pp.ParseException("", 0, "'create N of those tokens instead' after other than one "
                                   "token creation")


def _names_created(x: Any) -> bool:
    """Does the condition name an object by a pronoun ("If that creature is a Kraken, ...":
    bound later, possibly to the token the earlier instruction creates)? It is checked
    before either instruction is followed, so such a condition isn't read here."""
    if isinstance(x, I.Ref):
        return x.kind in ("created", "pronoun")
    if isinstance(x, tuple | list):
        return any(_names_created(y) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return any(_names_created(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False


def _instead(cond: Any, amount: Any) -> list[tuple[str, Callable[[list[Any]], list[Any]]]]:
    def modify(last: list[Any]) -> list[Any]:
        if _names_created(cond):
            raise pp.ParseException("", 0, "a condition about an object named by a pronoun")
        later = _one_token_instruction(last, amount)
        # 608.2c: the earlier tokens unless the condition holds, else the new number of them
        return [I.If(C.Not(cond), then=tuple(last), otherwise=(later,))]

    return [("modify_last", modify)]


def token_count_instead(condition: pp.ParserElement) -> list[pp.ParserElement]:
    """"If <condition>, create N of those tokens instead." / "Create N of those tokens
    instead if <condition>." (`condition`: the conditions an "if" sentence reads)."""
    return [
        (sup("if") + condition + lit(",") + sup("create") + AMOUNT
         + sup("of those tokens instead") + lit(".")).set_parse_action(
            lambda t: _instead(t[0], t[1])),
        (sup("create") + AMOUNT + sup("of those tokens instead if") + condition + lit(".")
         ).set_parse_action(lambda t: _instead(t[1], t[0])),
    ]


__all__ = ["token_count_instead"]
