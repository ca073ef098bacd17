"""Umbra armor (702.89).

702.89a: "Umbra armor" means "If enchanted permanent would be destroyed, instead remove all
damage marked on it and destroy this Aura." A replacement effect (614.1a) of each Aura with
umbra armor attached to the permanent; with a regeneration shield (701.19a) or several such
Auras, the affected permanent's controller chooses the one to apply (616.1), and once one is
applied the permanent is no longer being destroyed, so no other applies. Destroying the Aura
is a destruction of its own (701.8: indestructible or a shield may stop it). A permanent with
indestructible isn't destroyed at all (702.12b), so umbra armor doesn't apply."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.engine.game import Game

KEYWORD = "umbra armor"


def umbra_auras(game: Game, oid: int) -> list[int]:
    """The Auras with umbra armor attached to permanent `oid`."""
    res = game.layers()
    return [a for a in game.state.battlefield() if game.obj(a).attached_to == oid
            and a in res.chars and "Aura" in res.chars[a].subtypes
            and res.chars[a].has_keyword(KEYWORD)]


def remove_damage(game: Game, oid: int, aura: int) -> None:
    """702.89a's first half: all damage marked on the permanent is removed (with the
    deathtouch mark, 704.5h, which is damage too); the caller then destroys the Aura."""
    obj = game.obj(oid)
    obj.damage = 0
    obj.choices.pop("deathtouch_damage", None)
    game.log(f"{game.name_of(aura)}'s umbra armor protects {game.name_of(oid)}")
    game.state.touch()


__all__ = ["KEYWORD", "remove_damage", "umbra_auras"]
