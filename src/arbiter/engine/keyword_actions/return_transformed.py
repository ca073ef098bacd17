"""712.14a / 400.7: "Exile ~, then return it to the battlefield transformed under your
control." (the third chapter of many Sagas, 714; activated and triggered abilities of
double-faced permanents).

The permanent is exiled; the card it was (a new object in exile, 400.7) is put onto the
battlefield with its back face up (712.14a), under the ability's controller's control or its
owner's. 712.14a: a card that isn't a double-faced card stays in exile; so does one whose back
face isn't a permanent face (712.10, 712.13a: an instant or sorcery face can't be on the
battlefield). A token exiled this way ceases to exist (111.7), and a permanent that has left the
battlefield before the ability resolves is a new object (400.7): nothing is exiled, nothing
returns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from arbiter.engine.keyword_actions.transform import is_double_faced
from arbiter.engine.replacement.entering import enter
from arbiter.rules.instructions import Instruction, Ref

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ExileAndReturnTransformed(Instruction):
    """Exile `what`, then return that card to the battlefield transformed, under the
    resolving ability's controller's control (`under_you`) or its owner's."""

    what: Ref = field(default_factory=Ref.this)
    under_you: bool = True


def do_exile_and_return_transformed(r: Resolution, step: ExileAndReturnTransformed) -> None:
    g = r.game
    for oid in r.ref(step.what):
        if g.obj(oid).zone != "battlefield":
            continue  # 400.7: it left the battlefield: a new object, not this one
        exiled = g.move(oid, "exile")
        if exiled is None or exiled.zone != "exile":
            continue  # 111.7: a token ceased to exist (or a replacement sent it elsewhere)
        if not is_double_faced(g, exiled.id):
            g.log(f"{g.quick_name(exiled.id)} isn't a double-faced card with a permanent back "
                  "face: it stays in exile (712.14a)")
            continue
        controller = r.item.controller if step.under_you else exiled.owner
        new = g.move(exiled.id, "battlefield", controller=controller)
        if new is None:
            continue
        new.face = 1  # 712.14a: it enters with its back face up
        g.state.touch()
        enter(g, new)
        r.it = new.id
