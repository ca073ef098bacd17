"""Role tokens created attached to an object (303.7, 111.10j-r, 303.4i):

    create a <Cursed | Monster | Royal | Sorcerer | Virtuous | Wicked | Young Hero> Role
    token attached to <target creature ... | it | that creature | ~>

The Role's abilities are the rules' words (`engine.zones.role_tokens.ROLES`), read like any
token's text: a Role whose text the compiler doesn't read fully (Young Hero's quoted
ability) leaves the line unread (principle 5). What it is attached to is named by the
effect (303.4f); `engine.zones.role_tokens` creates it there or, if it can't enchant that
object, not at all (303.4i)."""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.effects.effects import SELF, TARGET_OBJECT
from arbiter.compiler.grammar.lexicon import kws, sup
from arbiter.compiler.grammar.refs import PRONOUN
from arbiter.compiler.grammar.token_text import token_text_read
from arbiter.engine.zones.role_tokens import ROLES, CreateAttachedToken
from arbiter.state.objects import TokenDef


def _role(t: pp.ParseResults) -> TokenDef:
    name = " ".join(t)
    if not token_text_read(ROLES[name]):
        raise pp.ParseException("", 0, f"the {name} Role's abilities aren't read")
    return ROLES[name]


_ROLE = kws(*sorted(ROLES, key=len, reverse=True)).set_parse_action(_role)
#: 111.2, 303.4i: "create a Monster Role token attached to target creature you control".
CREATE_ROLE = (sup("create a") + _ROLE + sup("Role token attached to")
               + (TARGET_OBJECT | PRONOUN | SELF) + pp.FollowedBy(pp.Literal("."))
               ).set_parse_action(lambda t: [[CreateAttachedToken(t[0], to=t[1])]])

__all__ = ["CREATE_ROLE"]
