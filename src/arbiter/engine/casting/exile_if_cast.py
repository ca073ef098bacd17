"""601.3, 611.2c, 614.1a: a permission to cast one card from a graveyard for a while, with a
replacement on the spell cast by it:

    You may cast target instant or sorcery card from your graveyard this turn. If that spell
    would be put into your graveyard, exile it instead.   (Jace, Vryn's Prodigy; Vohar,
                                                           Vodalian Desecrator)

The resolving ability creates one continuous effect locked to the card (611.2c): the
permission (`engine.casting.impulse`'s rules part `may_play`, detail "cast", as for Zul Ashur's
line) and the rider `exile_if_cast` naming the graveyard ("your"). When the player casts the
card from the graveyard while the effect applies to it (601.2a: not by flashback or another
ability of the card's own, which have their own text), the spell cast this way is the spell
the rider means: a replacement effect is created on that object (614.1a, 611.2c), so whether
it resolves, is countered or can't resolve (608.2b), instead of going to its owner's graveyard
it is exiled. A spell is put only into its owner's graveyard (400.3), so "your graveyard"
applies only to a card the caster owns. A permanent spell that resolves is a new object on
the battlefield (400.7), which the replacement doesn't follow.

While the rider applies to the card, a cast of it from the graveyard at its normal cost is
taken as made by this permission (601.3: the permission the player uses; another one for the
same card at the same time is rare and not told apart).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.casting.cast_from_graveyard_now import SPELL_EXILED_INSTEAD, YOUR
from arbiter.rules import instructions as I
from arbiter.rules.parts import RulesPart
from arbiter.state.effects import END_OF_TURN, INDEFINITE, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game

#: The rules part's name; its detail is whose graveyard the rider names ("your").
EXILE_IF_CAST = "exile_if_cast"


def permission_exiling(what: I.Ref, duration: str = END_OF_TURN) -> I.CreateEffect:
    """The instruction: the resolving ability's controller may cast `what` (a card in their
    graveyard) for `duration`, and the spell cast this way is exiled instead of being put into
    their graveyard (614.1a)."""
    from arbiter.engine.casting.impulse import CAST, MAY_PLAY

    return I.CreateEffect(parts=(RulesPart(MAY_PLAY, CAST), RulesPart(EXILE_IF_CAST, YOUR)),
                          affected=what, duration=duration)


def rider(game: Game, player: int, oid: int, alternative: str | None) -> ContinuousEffect | None:
    """The effect whose rider applies to the spell `player` is casting from the graveyard card
    `oid` by a permission (601.3), if any: asked just before the card moves to the stack
    (`engine.casting.spells.cast`), only for a card cast from a graveyard at its normal cost (not
    by flashback, escape ...: an ability of the card's own)."""
    if alternative is not None or not game.state.effects:
        return None
    from arbiter.engine.rules_effects import rules_on

    found = [e for e, _ in rules_on(game, oid, EXILE_IF_CAST) if e.controller == player]
    return found[0] if found else None


def apply(game: Game, effect: ContinuousEffect | None, spell: int, owner: int) -> None:
    """614.1a / 611.2c: the replacement on the spell cast (`spell`, its object on the stack),
    when the card's owner is the rider's "you" (400.3)."""
    if effect is None or owner != effect.controller:
        return
    ts = game.state.new_timestamp()
    game.state.effects.append(ContinuousEffect(
        key=("resolved", ts), source=effect.source, source_name=effect.source_name,
        timestamp=(ts,), controller=effect.controller,
        parts=(RulesPart("replace_zone_change", SPELL_EXILED_INSTEAD),),
        locked=frozenset({spell}), duration=INDEFINITE, created_turn=game.state.turn.number))
    game.state.touch()


__all__ = ["EXILE_IF_CAST", "apply", "permission_exiling", "rider"]
