"""709.3: casting a split card: its player chooses which half they cast before putting it onto
the stack, and only that half is evaluated to see if it can be cast (709.3a); on the stack
only that half's characteristics exist (709.3b, `rules.split_cards`).

702.102 fuse: "If a player casts a split card with fuse from their hand, the player may
choose to cast both halves of that split card rather than choose one half" (702.102a, the
choice made before the card is put onto the stack): the alternative "fuse" here. The fused
split spell has both halves' characteristics (702.102b, 709.4d), its total cost includes the
mana cost of each half (702.102c: the combined mana cost, 709.4b), and as it resolves its
controller follows the left half's instructions, then the right half's (702.102d: the
combined abilities in order).

702.127 aftermath: "You may cast this half of this split card from your graveyard" (the way
of casting "aftermath", from the graveyard, paying that half's mana cost), "This half of
this split card can't be cast from any zone other than a graveyard", and "If this spell was
cast from a graveyard, exile it instead of putting it anywhere else any time it would leave
the stack" (`engine.stack.items.leave_stack`).

A scenario names the half with `choices: {half: NAME}` (or 0 / 1); without it the player is
asked (the `half` decision). The legal actions list each half that can be cast, and the fused
spell, as separate actions (`split_casts`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.split_cards import combines

if TYPE_CHECKING:
    from arbiter.cards.database import CardRecord
    from arbiter.engine.game import Game
    from arbiter.rules.catalog import CardCatalog


def split_record(game: Game, oid: int) -> CardRecord | None:
    """The card's record if it is a split card whose halves are cast separately (709)."""
    obj = game.obj(oid)
    if obj.card is None or obj.token is not None or obj.spell_copy:
        return None
    try:
        return _split_by_name(game.catalog, obj.card)
    except TypeError:  # a catalog that can't be a dictionary key
        record = game.catalog.record(obj.card)
        return record if combines(record) else None


@lru_cache(maxsize=4096)
def _split_by_name(catalog: CardCatalog, card: str) -> CardRecord | None:
    """A card's record if it is a split card (the card data doesn't change: each name is
    looked up once; the engine asks this of every card in a hand at each priority)."""
    record = catalog.record(card)
    return record if combines(record) else None


def _has_keyword(game: Game, record: CardRecord, half: int, keyword: str) -> bool:
    return any(isinstance(a, KeywordAbility) and a.keyword == keyword
               for a in game.catalog.abilities(record.name, half))


def halves_for(game: Game, record: CardRecord, alternative: str | None) -> list[int]:
    """702.127a: the halves that may be cast this way: an aftermath half only from the
    graveyard by its aftermath ability, and that way only an aftermath half."""
    out = []
    for half in range(len(record.faces)):
        aftermath = _has_keyword(game, record, half, "aftermath")
        if aftermath == (alternative == "aftermath"):
            out.append(half)
    return out


def choose_half(game: Game, oid: int, player: int, choices: dict[str, Any],
                alternative: str | None) -> None:
    """709.3: the half cast (recorded on the card, `GameObject.half`); 702.102a: a fused
    split spell is both halves, cast from the hand."""
    record = split_record(game, oid)
    obj = game.obj(oid)
    if record is None:
        return
    if alternative == "fuse":
        if not any(_has_keyword(game, record, h, "fuse") for h in range(len(record.faces))):
            raise IllegalActionError(f"{record.name} has no fuse ability (702.102a)")
        if obj.zone != "hand":
            raise IllegalActionError(f"{record.name}: only a split card cast from a hand can "
                                     "be fused (702.102a)")
        _set(game, oid, None)
        return
    allowed = halves_for(game, record, alternative)
    given = choices.get("half")
    if given is None and obj.half is not None:
        given = obj.half
    if given is None:
        given = game.decide(Decision(
            "half", f"{record.name}: choose the half to cast (709.3)", player,
            [(record.faces[h].name, h) for h in allowed], key="half"))
    half = _half_index(record, given)
    if half not in allowed:
        why = ("an aftermath half is cast only from a graveyard (702.127a)"
               if alternative != "aftermath" else "only an aftermath half is cast from a "
               "graveyard this way (702.127a)")
        raise IllegalActionError(f"{record.name}: {record.faces[half].name} can't be cast "
                                 f"so: {why}")
    choices["half"] = half
    _set(game, oid, half)


def _half_index(record: CardRecord, given: Any) -> int:
    if isinstance(given, bool):
        raise IllegalActionError(f"{record.name}: {given!r} names no half")
    if isinstance(given, int) and 0 <= given < len(record.faces):
        return given
    for i, face in enumerate(record.faces):
        if str(given).strip().lower() == face.name.lower():
            return i
    raise IllegalActionError(f"{record.name} has no half {given!r} (its halves: "
                             + ", ".join(f.name for f in record.faces) + ")")


def _set(game: Game, oid: int, half: int | None) -> None:
    obj = game.obj(oid)
    if obj.half != half:
        obj.half = half
        game.state.touch()


def split_casts(game: Game, oid: int, player: int, alternatives: list[str | None],
                castable: Callable[[Game, int, int, str | None], bool]
                ) -> list[tuple[int | None, str | None, str]]:
    """709.3a: each half (and 702.102a the fused spell) that can be cast, judged as that
    half alone on a copy of the game: (half, alternative, label)."""
    record = split_record(game, oid)
    if record is None:
        return []
    out: list[tuple[int | None, str | None, str]] = []
    for alt in alternatives:
        if alt == "fuse":
            continue
        for half in halves_for(game, record, alt):
            trial = game.clone()
            _set(trial, oid, half)
            if castable(trial, oid, player, alt):
                out.append((half, alt, record.faces[half].name))
    if None in alternatives and any(_has_keyword(game, record, h, "fuse")
                                    for h in range(len(record.faces))) \
            and game.obj(oid).zone == "hand":
        trial = game.clone()
        _set(trial, oid, None)
        if castable(trial, oid, player, "fuse"):
            out.append((None, "fuse", f"{record.name} fused"))
    return out


__all__ = ["choose_half", "halves_for", "split_casts", "split_record"]
