"""Role tokens (303.7, 111.10j-r): colorless Aura Role enchantment tokens with enchant
creature, created attached to an object.

    Create a Monster Role token attached to target creature you control.
    When this creature enters, create a Cursed Role token attached to it.

111.10j-r define each Role (`ROLES`: the words of the rules as the token's text, read by the
compiler like any token's text). 303.4i: the effect names what the Aura enchants; a token
that couldn't legally enchant that object, or whose object is undefined (the target gone, no
target chosen for "up to one"), isn't created (`engine.zones.tokens` tries it before it
enters). 303.7a / 704.5y: of several Roles one player controls attached to one permanent,
only the one with the most recent timestamp stays (`redundant_roles`, a state-based action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions.objects import Ref
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


def _role(name: str, *lines: str) -> TokenDef:
    """111.10j-r: a colorless Aura Role enchantment token named `name` with enchant creature
    and the abilities `lines`."""
    return TokenDef(name, types=("Enchantment",), subtypes=("Aura", "Role"),
                    text="\n".join(("Enchant creature", *lines)))


#: 111.10j-r: the Roles by the words that name them in "create a <words> Role token".
ROLES: dict[str, TokenDef] = {
    "Cursed": _role("Cursed", "Enchanted creature has base power and toughness 1/1."),
    "Monster": _role("Monster", "Enchanted creature gets +1/+1 and has trample."),
    "Royal": _role("Royal", "Enchanted creature gets +1/+1 and has ward {1}."),
    "Sorcerer": _role("Sorcerer", "Enchanted creature gets +1/+1 and has "
                      "\"Whenever this creature attacks, scry 1.\""),
    "Virtuous": _role("Virtuous",
                      "Enchanted creature gets +1/+1 for each enchantment you control."),
    "Wicked": _role("Wicked", "Enchanted creature gets +1/+1.",
                    "When this token is put into a graveyard from the battlefield, each "
                    "opponent loses 1 life."),
    "Young Hero": _role("Young Hero", "Enchanted creature has \"Whenever this creature "
                        "attacks, if its toughness is 3 or less, put a +1/+1 counter on it.\""),
}


@dataclass(frozen=True)
class CreateAttachedToken(Instruction):
    """111.2, 303.4i: `who` creates the Aura token `token` attached to the object `to` names
    (a target or a pronoun once bound)."""

    token: TokenDef = ROLES["Cursed"]
    to: Any = None
    who: str = "you"

    def bound_ok(self) -> bool:
        return isinstance(self.to, Ref) and self.to.kind not in ("pronoun", "unbound")


def do_create_attached_token(r: Resolution, step: CreateAttachedToken) -> None:
    """303.4i: no object to enchant (none chosen, the target gone): the token isn't created;
    `Ref.created()` / `Ref.it()` are the token made."""
    from arbiter.engine.replacement.token_creation import TokenSpec
    from arbiter.engine.zones.tokens import create_tokens
    from arbiter.errors import UnsupportedTextError

    g = r.game
    hosts = [oid for oid in r.ref(step.to) if isinstance(oid, int)
             and g.obj(oid).zone == "battlefield"]
    if len(hosts) > 1:
        # 303.4: an Aura is attached to one object
        raise UnsupportedTextError(r.item.source_name, "a token attached to several objects")
    if not hosts:
        g.log(f"{step.token.name}: nothing to enchant, the token isn't created (303.4i)")
        r.created = []
        return
    r.created = create_tokens(g, [TokenSpec(p, step.token, attached_to=hosts[0])
                                  for p in r.players(step.who)])
    if r.created:
        r.it = r.created[-1]


def redundant_roles(game: Game) -> list[int]:
    """303.7a / 704.5y: the Roles to put into their owners' graveyards: of those one player
    controls attached to one permanent, all but the one with the most recent timestamp."""
    res = game.layers()
    newest: dict[tuple[int, int], int] = {}
    out: list[int] = []
    for oid in game.state.battlefield():
        obj = game.obj(oid)
        if obj.attached_to is None:
            continue
        ch = res.chars.get(oid)
        if ch is None or "Role" not in ch.subtypes:
            continue
        key = (obj.attached_to, ch.controller)
        other = newest.get(key)
        if other is None:
            newest[key] = oid
        elif game.obj(other).timestamp < obj.timestamp:
            out.append(other)
            newest[key] = oid
        else:
            out.append(oid)
    return out


__all__ = ["ROLES", "CreateAttachedToken", "do_create_attached_token", "redundant_roles"]
