"""How a card an effect puts onto the battlefield enters: "transformed" (712.14a: with its back
face up; a card that isn't a transforming double-faced card stays in its zone) and "attached
to <object>" (303.4f: the effect names what the Aura enchants; 303.4h: a permanent that isn't
an Aura, Equipment or Fortification enters unattached; 303.4i: an Aura that can't legally
enchant that object, or whose object is undefined, stays in its zone).

    When this creature dies, return it to the battlefield transformed under your control
    attached to target creature or planeswalker an opponent controls.   (Vengeful Strangler)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbiter.engine.game import Game


def may_enter(game: Game, oid: int, transformed: bool, attach: bool,
              host: int | None) -> bool:
    """Whether the card `oid` (not on the battlefield) can be put there as instructed: the
    characteristics looked at are those of the face it would have there (614.12)."""
    from arbiter.engine.keyword_actions.transform import is_double_faced
    from arbiter.engine.zones.attachments import aura_may_enchant

    if transformed and not is_double_faced(game, oid):
        game.log(f"{game.quick_name(oid)} isn't a transforming double-faced card: it stays "
                 "where it is (712.14a)")
        return False
    if not attach:
        return True
    obj = game.obj(oid)
    before = obj.face
    obj.face = 1 if transformed else before
    game.state.touch()
    try:
        if "Aura" not in game.chars(oid).subtypes:
            return True  # 303.4h: it enters unattached
        ok = host is not None and aura_may_enchant(game, oid, host)
    finally:
        obj.face = before
        game.state.touch()
    if not ok:
        game.log(f"{game.quick_name(oid)} can't enchant what it would enter attached to: it "
                 "stays where it is (303.4i)")
    return ok


def set_up(game: Game, new: Any, transformed: bool, host: int | None) -> None:
    """Before it finishes entering: its back face up (712.14a), attached to `host` if it's an
    Aura (303.4f)."""
    if transformed:
        new.face = 1
    if host is not None and "Aura" in game.chars(new.id).subtypes:
        new.attached_to = host
    game.state.touch()


__all__ = ["may_enter", "set_up"]
