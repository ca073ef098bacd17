"""701.3a-b: "<player> may attach this Aura to a <permanent> of their choice" — the resolving
ability's source, an Aura still on the battlefield, is attached to a permanent the named
player chooses among those it could be attached to (701.3b: it can't be attached to one it
can't legally enchant, 303.4), or stays where it is if they choose none. Compiled by
`compiler.effects.attach_chosen` as `Custom("attach_self_chosen", (who, selector))`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.decisions import Decision
from arbiter.engine.zones.attachments import may_attach
from arbiter.rules.view import LayerView, context_for

if TYPE_CHECKING:
    from arbiter.engine.stack.resolve import Resolution
    from arbiter.rules.instructions.objects import Custom


def do_attach_self_chosen(r: Resolution, step: Custom) -> None:
    g, src = r.game, r.item.source
    who, selector = step.args
    players = r.players(who)
    if not players or g.obj(src).zone != "battlefield":
        return
    player = players[0]
    res = g.layers()
    view = LayerView(g.state, res.chars)
    ctx = context_for(view, src, r.item.controller)
    options = [(f"{g.quick_name(o)}#{o}", o) for o in g.state.battlefield()
               if o != src and selector.matches(view, o, ctx) and may_attach(g, src, o)]
    if not options:
        return
    pick = g.decide(Decision("choose_object", f"attach {g.quick_name(src)} to a permanent "
                             "of your choice?", player, options, optional=True,
                             key="attach"))
    if pick is not None:
        g.attach(src, pick)  # 701.3a


__all__ = ["do_attach_self_chosen"]
