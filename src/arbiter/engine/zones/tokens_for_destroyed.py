"""701.8 / 608.2c / 111.2: "For each permanent put into a graveyard this way, its controller
creates a 3/3 green Elephant creature token." (Terastodon), "For each creature destroyed this
way, its controller creates a 1/1 white Spirit creature token with flying." (March of Souls).

The permanents are those the same spell's or ability's "destroy" instructions destroyed
(`Resolution.destroyed`: one saved by regeneration or indestructible wasn't, 701.19a, 702.12b);
"put into a graveyard this way" keeps those that went to a graveyard (one a replacement effect
sent elsewhere didn't, 614.6; a token did, before it ceased to exist, 111.7). Each is judged,
and "its controller" found, as it last existed on the battlefield (608.2h); that player creates
the tokens (111.2: owned and controlled by them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.engine.replacement.token_creation import TokenSpec
from arbiter.engine.zones.tokens import create_tokens
from arbiter.rules.instructions import Instruction
from arbiter.state.objects import TokenDef

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution


@dataclass(frozen=True)
class ControllersCreateForEach(Instruction):
    """For each permanent destroyed this way (of `card_type`, any when None; `to_graveyard`:
    only those put into a graveyard), its controller creates `n` `token`s."""

    token: TokenDef | str = ""
    n: int = 1
    tapped: bool = False
    card_type: str | None = None
    to_graveyard: bool = False


def _went_to_graveyard(g: Game, oid: int) -> bool:
    return any(ev.kind == "zone_change" and ev.obj == oid and ev.to_zone == "graveyard"
               for ev in g.events)


def do_controllers_create_for_each(r: Resolution, step: ControllersCreateForEach) -> None:
    g = r.game
    specs: list[TokenSpec] = []
    for oid in r.destroyed:
        was = g.lki.get(oid)  # 608.2h: as it last existed on the battlefield
        if was is None or (step.card_type is not None and step.card_type not in was.types):
            continue
        if step.to_graveyard and not _went_to_graveyard(g, oid):
            continue
        specs.extend([TokenSpec(was.controller, step.token, tapped=step.tapped)] * step.n)
    made = create_tokens(g, specs)  # 111.2: one event (614.1a)
    r.created = made


__all__ = ["ControllersCreateForEach", "do_controllers_create_for_each"]
