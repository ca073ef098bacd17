"""601.2a, 613.1f: the keywords a card being cast has as the spell it has become.

601.2a: to cast a spell, the player first moves the card to the stack, where it becomes a
spell with the card's characteristics and the caster as its controller; only then are its
costs determined (601.2b-f) and paid (601.2g-h). The engine determines and pays the costs
with the card still where it is cast from, and moves it afterwards. So an effect giving
spells an ability that works while the costs are determined or paid reaches the card here:

    Artifact spells you cast have convoke.               (702.51a)
    Nonartifact spells you cast have improvise.          (702.126a)
    Spells you cast have delve.                          (702.66a)
    Spells you cast have affinity for artifacts.         (702.41a)
    The first historic spell you cast each turn has convoke.   (601.2i)

When some effect gives one of `COST_KEYWORDS` to objects on the stack, the card is moved to
the stack in a scratch copy of the state, under its caster's control, cast from where it is
(601.2a), and counted among the spells its caster cast this turn ("the first spell you cast
each turn", `rules.first_spell`: the spell being cast is the one the question is about), and
the layer system says what it has there. Otherwise nothing gives a spell these keywords, and
the card's own (printed, or given where it is) are the answer, as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.engine.per_answer import per_answer
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.layers import compute
from arbiter.rules.parts import AddAbilities

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Ability
    from arbiter.state.effects import ContinuousEffect

#: Keywords of a spell that work while its costs are determined or paid (601.2f-h).
COST_KEYWORDS = ("convoke", "improvise", "delve", "affinity for artifacts")


def _gives_cost_keyword(e: ContinuousEffect) -> bool:
    """Does effect `e` give spells on the stack one of `COST_KEYWORDS` (613.1f)?"""
    if e.affected is None or "stack" not in e.affected.zones():
        return False
    return any(isinstance(p, AddAbilities) and any(
        isinstance(a, KeywordAbility) and a.keyword in COST_KEYWORDS for a in p.abilities)
        for p in e.parts)


def _spells_given(game: Game) -> bool:
    """Does any effect now give spells one of `COST_KEYWORDS`? (Kept per layer answer: it
    reads only the answer's effects.)"""
    res = game.layers()
    return per_answer(game, "_spells_given_cost_keywords", lambda: any(
        _gives_cost_keyword(e) for e in res.effects.values()))


def keyword_abilities(game: Game, oid: int, player: int, keyword: str) -> list[Ability]:
    """The instances of `keyword` the card `oid` has as the spell `player` is casting (each
    instance counts for affinity, 702.41b)."""
    own = game.chars(oid).keyword_abilities(keyword)
    obj = game.obj(oid)
    if obj.zone == "stack" or keyword not in COST_KEYWORDS or not _spells_given(game):
        return own
    return _as_spell(game, oid, player).get(keyword, [])


def none_has(game: Game, oid: int, keywords: tuple[str, ...]) -> bool:
    """Whether the card `oid` surely has none of `keywords` (some of `COST_KEYWORDS`) as a
    spell anyone casts: no effect gives spells such keywords and the card has none in the
    layer answer it is in (asked first, for each card judged castable at each priority)."""
    res = game.layers()
    ch = res.chars.get(oid)
    if ch is None or _spells_given(game):
        return False
    return not any(getattr(a.ability, "keyword", None) in keywords for a in ch.abilities)


def has_keyword(game: Game, oid: int, player: int, keyword: str) -> bool:
    """Does the card `oid` have `keyword` as the spell `player` is casting (601.2a)?"""
    return bool(keyword_abilities(game, oid, player, keyword))


def _as_spell(game: Game, oid: int, player: int) -> dict[str, list[Ability]]:
    """601.2a: the card's `COST_KEYWORDS` instances on the stack in a scratch copy of the
    state (kept for this state version, card and caster)."""
    key = (id(game.state), game.state.version, oid, player)
    kept = game.__dict__.get("_as_spell")
    if kept is not None and kept[0] == key:
        return kept[1]  # type: ignore[no-any-return]
    obj = game.obj(oid)
    scratch = game.state.clone()
    new = scratch.move(oid, "stack", controller=player)
    new.half, new.face = obj.half, obj.face  # 709.3b, 712.8f: the half or face cast
    new.cast_from = obj.zone
    new.cast_with = "normal"
    # 601.2i: counted among the spells cast this turn, by its card types as a spell
    types = frozenset(game.chars(oid).types)
    entry = (player, new.id, types, obj.zone)
    scratch.turn.spell_types = [*scratch.turn.spell_types, entry]
    ch = compute(scratch, game.catalog, libraries=False).chars[new.id]
    if frozenset(ch.types) != types:  # its types as a spell, if an effect changed them
        scratch.turn.spell_types[-1] = (player, new.id, frozenset(ch.types), obj.zone)
        scratch.touch()
        ch = compute(scratch, game.catalog, libraries=False).chars[new.id]
    found = {k: ch.keyword_abilities(k) for k in COST_KEYWORDS}
    game.__dict__["_as_spell"] = (key, found)
    return found


__all__ = ["COST_KEYWORDS", "has_keyword", "keyword_abilities", "none_has"]
