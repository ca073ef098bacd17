"""701.3a-b / 608.2d: "You may attach an Equipment you control to it." (Nahiri, the
Lithomancer and Nahiri, Heir of the Ancients, after creating a token): as the ability
resolves, its controller may choose an Equipment they control that could be attached to the
object "it" names (not a target) and attach it there (701.3b: one that can't equip it isn't
offered; one already attached to it can't be chosen, 701.3c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.zones.attachments import may_attach
from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions.objects import Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class AttachChosenEquipment(Instruction):
    """The controller may attach an Equipment they control to the object `to` names."""

    to: Any = None

    def bound_ok(self) -> bool:
        return isinstance(self.to, Ref) and self.to.kind not in ("this", "pronoun", "unbound")


def do_attach_chosen_equipment(r: Resolution, step: AttachChosenEquipment) -> None:
    g, you = r.game, r.item.controller
    named = [oid for oid in r.ref(step.to) if isinstance(oid, int)]
    if len(named) > 1:
        from arbiter.errors import UnsupportedTextError

        # 301.5c: an Equipment is attached to one object; "it" naming several tokens (a
        # replacement effect made more, 614.1a) isn't a text the engine carries out
        raise UnsupportedTextError(r.item.source_name, "attach an Equipment to it (several)")
    if not named:
        return  # 608.2b: nothing to attach it to
    host = named[0]
    chars = g.layers().chars
    options = [(g.name_of(o), o) for o in g.state.battlefield()
               if "Equipment" in chars[o].subtypes and chars[o].controller == you
               and may_attach(g, o, host)]
    if not options:
        return
    pick = g.decide(Decision("choose_object", "attach an Equipment you control?", you,
                             options, optional=True, key="attach_equipment"))
    if pick is not None:
        g.attach(pick, host)


__all__ = ["AttachChosenEquipment", "do_attach_chosen_equipment"]
