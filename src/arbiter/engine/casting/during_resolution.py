"""608.2g: casting a spell while another spell or ability is resolving, and 118.9 casting it
"without paying its mana cost" (an alternative cost, `WITHOUT_PAYING`).

608.2g: "If an effect specifically instructs or allows a player to cast a spell during
resolution, they do so by following the steps in rules 601.2a-i, except no player receives
priority after it's cast. That spell becomes the topmost object on the stack, and the
currently resolving spell or ability continues to resolve." The effect names where the card
is cast from (exile, the library), and its timing permission replaces the card's own (307.1:
a sorcery is cast so with a nonempty stack).

The caster makes the choices of 601.2b-c here as decisions: the modes of a modal spell
(700.2), and a target for each instance of the word "target" (115.1, 601.2c). 107.3b: cast
without paying its mana cost, X is 0. 118.9d: additional costs and cost increases still
apply and are paid (601.2f-h). A spell that can't be cast as proposed (no legal target for a
required target, a cost that can't be paid) isn't cast: the game is as it was before the
proposal (601.5, 732) and the effect goes on.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import SpellAbility

if TYPE_CHECKING:
    from collections.abc import Callable

    from arbiter.engine.game import Game
    from arbiter.engine.stack.items import StackItem
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.instructions import TargetSpec

#: 118.9: the alternative cost "without paying its mana cost" (601.2b announces it).
WITHOUT_PAYING = "free"


def _modes(game: Game, oid: int, player: int, key: str) -> Any:
    """700.2 / 601.2b: the mode(s) of a modal spell, chosen by the caster (None: not modal)."""
    for a in game.chars(oid).abilities:
        ab = a.ability
        if isinstance(ab, SpellAbility) and ab.modes:
            lo, hi = ab.modes[0], ab.modes[1]
            count = sum(1 for b in game.chars(oid).abilities
                        if isinstance(b.ability, SpellAbility) and not b.ability.modes) or 1
            options: list[tuple[str, Any]] = []
            for n in range(max(1, lo), min(hi, count) + 1):
                for combo in combinations(range(1, count + 1), n):
                    value: Any = combo[0] if hi == 1 else list(combo)
                    options.append((" and ".join(f"mode {m}" for m in combo), value))
            return game.decide(Decision("mode", f"{game.name_of(oid)}: choose the mode "
                                        "(700.2)", player, options, key=f"{key}_mode"))
    return None


def _targets(game: Game, oid: int, player: int, specs: tuple[TargetSpec, ...], key: str
             ) -> list[Any] | None:
    """601.2c: a target for each instance of the word "target" (X targets: none, X is 0);
    None when a required target has no legal choice (the spell can't be cast)."""
    from arbiter.engine.casting.being_cast import spell_legal_targets

    chosen: list[Any] = []
    for spec in specs:
        n = 0 if spec.x else max(1, spec.count)
        for _ in range(n):
            options = [t for t in spell_legal_targets(game, spec, player, oid)
                       if t not in chosen]
            if not options and not spec.up_to:
                return None
            if not options:
                chosen.append(None)
                continue
            from arbiter.engine.stack.target_chooser import chooser

            pick = game.decide(Decision(
                "target", f"{game.name_of(oid)}: {spec.description} (601.2c)",
                chooser(game, spec, player),
                [(game.player_name(t[1]) if isinstance(t, tuple) else
                  game.player_name(t) if spec.kind == "player" else
                  f"{game.name_of(t)}#{t}", t) for t in options],
                optional=spec.up_to, key=f"{key}_target"))
            if pick is None and not spec.up_to:
                return None
            chosen.append(pick)
    while chosen and chosen[-1] is None:
        chosen.pop()
    return chosen


def cast_while_resolving(game: Game, oid: int, player: int, key: str,
                         alternative: str | None = WITHOUT_PAYING,
                         allowed: Callable[[Characteristics], bool] | None = None
                         ) -> StackItem | None:
    """608.2g: `player` casts the card `oid` from the zone it is in (the effect allows it),
    by `alternative` (118.9: without paying its mana cost). `key` names the decisions
    (`<key>_mode`, `<key>_target`). `allowed`: what the effect allows the spell to be ("a
    spell with mana value 3 or less"), judged on the spell proposed (709.3a: a split card's
    chosen half only). The spell's stack object if it was cast; None if it couldn't be
    (601.5: nothing changed)."""
    from arbiter.engine.casting.spells import cast, chosen_targets, spell_targets
    from arbiter.engine.casting.split_cards import choose_half

    choices: dict[str, Any] = {"x": 0} if alternative == WITHOUT_PAYING else {}  # 107.3b
    choose_half(game, oid, player, choices, alternative)  # 709.3: a split card's half
    _choose_face(game, oid, player, key)  # 712.11b, 715.3, 720.3
    if allowed is not None and not allowed(game.chars(oid)):
        game.log(f"{game.name_of(oid)} isn't a spell this effect allows (601.3e, 709.3a)")
        _whole_again(game, oid)
        return None
    mode = _modes(game, oid, player, key)
    if mode is not None:
        choices["mode"] = mode
    specs = chosen_targets(game, oid, choices)
    if specs is None:
        specs = spell_targets(game, oid, alternative)
    from arbiter.engine.stack.per_opponent_targets import expand

    specs = tuple(expand(game, player, specs))  # 601.2c: a requirement for each opponent
    targets = _targets(game, oid, player, specs, key)
    if targets is None:
        game.log(f"{game.name_of(oid)} can't be cast: no legal target (601.2c)")
        _whole_again(game, oid)
        return None
    before = game.state.version
    try:
        return cast(game, oid, player, targets, choices, alternative=alternative, pay=True,
                    resolving=True)
    except IllegalActionError as e:
        if game.state.version != before:
            raise
        game.log(f"{game.name_of(oid)} can't be cast: {e} (601.5)")
        _whole_again(game, oid)
        return None


def _choose_face(game: Game, oid: int, player: int, key: str) -> None:
    """712.11b / 715.3 / 720.3: the face of a modal double-faced, adventurer or omen card the
    caster casts (`<key>_face`); 715.3d: "other effects that allow a player to cast it may
    allow a player to cast it as an Adventure"."""
    from arbiter.engine.casting.faces import face_name, set_face, spell_faces

    faces = spell_faces(game, oid)
    if len(faces) < 2:
        return
    pick = game.decide(Decision("face", f"{game.name_of(oid)}: choose the face to cast "
                                "(712.11b, 715.3)", player,
                                [(face_name(game, oid, f), f) for f in faces], key=f"{key}_face"))
    set_face(game, oid, int(pick))


def _whole_again(game: Game, oid: int) -> None:
    """601.5: a split card not cast after all has both halves again (709.4), a card with two
    faces its front face (712.8a, 715.4)."""
    if game.obj(oid).half is not None:
        game.obj(oid).half = None
        game.state.touch()
    if game.obj(oid).face and game.obj(oid).zone != "stack":
        from arbiter.engine.casting.faces import set_face

        set_face(game, oid, 0)


__all__ = ["WITHOUT_PAYING", "cast_while_resolving"]
