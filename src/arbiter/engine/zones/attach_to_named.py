"""701.3a: "attach ~ to it", where "it" is an object the text named before: a token just
created ("create a 1/1 white Soldier creature token, then attach this Equipment to it",
111.2), the creature a trigger's event names ("Whenever a creature you control enters, you
may attach this Equipment to it", 603.2), a card just put onto the battlefield (608.2c).

The resolving ability's source, still on the battlefield, becomes attached to that object;
701.3b: it doesn't move if it can't be attached to it. "It" naming the source itself names
nothing the text could mean: such a line is left unread (`bound_ok`, `compiler.unbound`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.zones.attachments import may_attach
from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions.objects import Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class AttachSelfTo(Instruction):
    """Attach the ability's source to the object(s) `to` names (a pronoun once bound)."""

    to: Any = None

    def bound_ok(self) -> bool:
        return isinstance(self.to, Ref) and self.to.kind not in ("this", "pronoun", "unbound")


def do_attach_self_to(r: Resolution, step: AttachSelfTo) -> None:
    g, src = r.game, r.item.source
    if src is None:
        return
    named = [oid for oid in r.ref(step.to) if isinstance(oid, int)]
    if len(named) > 1:
        from arbiter.errors import UnsupportedTextError

        # 301.5c, 303.4: an Equipment or Aura is attached to one object; "it" naming
        # several isn't a text the engine carries out
        raise UnsupportedTextError(r.item.source_name, "attach ~ to it (several objects)")
    for oid in named:
        if isinstance(oid, int) and g.obj(src).zone == "battlefield" and \
                may_attach(g, src, oid):  # 701.3b
            g.attach(src, oid)


__all__ = ["AttachSelfTo", "do_attach_self_to"]
