"""107.14 / 122.1: counters a player gets ("you get {E}{E}", "gets a poison counter") and
energy paid as a cost ("Pay {E}{E}: ...", "you may pay {E}{E}. If you do, ...")."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, TriggeredAbility
from arbiter.rules.costs import PayEnergy
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "spell", "kind", "n"), [
    ("Aether Swooper", "When this creature enters, you get {E}{E}.", False, "energy", 2),
    ("Aethertorch Renegade", "When this creature enters, you get {E}{E}{E}{E}.", False,
     "energy", 4),
    ("Attune with Aether", "Search your library for a basic land card, reveal it, put it into "
     "your hand, then shuffle. You get {E}{E}.", True, "energy", 2),
    ("Virulent Wound", "Put a -1/-1 counter on target creature. When that creature dies this "
     "turn, its controller gets a poison counter.", True, "poison", 1),
    ("Otrimi-style", "Each opponent gets a poison counter.", True, "poison", 1),
    ("Experience", "When this creature enters, you get an experience counter.", False,
     "experience", 1),
])
def test_122_1_107_14_player_counter_lines(name: str, line: str, spell: bool, kind: str,
                                           n: int) -> None:
    abilities = compile_text(line, name, spell)
    assert abilities, f"{line!r} is not read"
    found = [i for a in abilities for i in _walk(a) if isinstance(i, I.GivePlayerCounters)]
    assert found, f"{line!r}: no counters given to a player"
    assert (found[0].kind, found[0].n) == (kind, n)


def _walk(a):  # type: ignore[no-untyped-def]
    stack = list(getattr(a, "instructions", ()))
    while stack:
        i = stack.pop()
        yield i
        for field in ("then", "otherwise", "instructions"):
            stack.extend(getattr(i, field, ()) or ())
        trig = getattr(i, "ability", None)
        if trig is not None:
            stack.extend(getattr(trig, "instructions", ()))


def test_107_14_pay_energy_costs_are_read() -> None:
    [ab] = compile_text("{T}, Pay {E}: Add one mana of any color.", "Aether Hub")
    assert isinstance(ab, ActivatedAbility) and PayEnergy(1) in ab.cost
    [ab] = compile_text("{T}, Pay six {E}: Draw three cards.", "Aether-style")
    assert isinstance(ab, ActivatedAbility) and PayEnergy(6) in ab.cost
    [ab] = compile_text("Whenever this creature attacks, you may pay {E}{E}. If you do, put a "
                        "+1/+1 counter on it.", "Thriving Rhino")
    assert isinstance(ab, TriggeredAbility)
    [may] = [i for i in ab.instructions if isinstance(i, I.MayPay)]
    assert may.cost == (PayEnergy(2),)


def _energy(game, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    return game.state.players[player].counters.get("energy", 0)


def test_107_14_attune_with_aether_gives_two_energy(board) -> None:
    game = board("""
        name: Attune with Aether
        hand: {Alice: [Attune with Aether]}
        library: {Alice: [Forest, Island], Bob: [Island]}
        actions:
          - cast: Attune with Aether
    """)
    assert _energy(game) == 2 and _energy(game, 1) == 0


def test_107_14_longtusk_cub_pays_energy_and_is_refused_without_it(board) -> None:
    game = board("""
        name: Longtusk Cub
        battlefield: [{card: Longtusk Cub, as: cub}]
        library: {Alice: [Island], Bob: [Island]}
    """)
    cub = next(o for o in game.state.battlefield() if game.name_of(o) == "Longtusk Cub")
    game.state.players[0].counters["energy"] = 3
    activate(game, cub, 0, 2, [], {})
    resolve_all(game)
    assert game.obj(cub).counters.get("+1/+1") == 1 and _energy(game) == 1
    # 118.3: one energy counter can't pay {E}{E}; nothing changes.
    before = game.state.clone()
    with pytest.raises(IllegalActionError, match="can't pay"):
        activate(game, cub, 0, 2, [], {})
    assert _energy(game) == 1 and game.obj(cub).counters.get("+1/+1") == 1
    assert not game.state.stack_items and game.state.players == before.players


def test_107_14_glint_sleeve_siphoner_may_pay_at_upkeep(board) -> None:
    """Its upkeep trigger: with two energy, Alice pays them, draws a card and loses 1 life;
    with one, she can't pay (118.3) and nothing happens."""
    from turn_passing import Passing, pass_to

    for energy, paid in ((2, True), (1, False)):
        game = board("""
            name: Glint-Sleeve Siphoner
            battlefield: [{card: Glint-Sleeve Siphoner}]
            library: {Alice: [Island, Island, Island], Bob: [Island, Island]}
        """)
        game.state.players[0].counters["energy"] = energy
        hand = len(game.state.zone_list("hand", 0))
        pass_to(game, 3, "draw", Passing({"pay": True}))
        assert _energy(game) == (energy - 2 if paid else energy)
        assert game.state.players[0].life == (19 if paid else 20)
        # the turn's own draw is in the draw step, not yet taken
        assert len(game.state.zone_list("hand", 0)) == hand + 1 + (1 if paid else 0)


def test_107_14_aether_hub_mana_ability_pays_energy(board) -> None:
    """Aether Hub's "{T}, Pay {E}: Add one mana of any color.": with one energy, it adds a
    mana and the energy is paid; with none, it can't be activated (118.3)."""
    game = board("""
        name: Aether Hub
        battlefield: [{card: Aether Hub, as: hub}]
        library: {Alice: [Island], Bob: [Island]}
    """)
    hub = next(o for o in game.state.battlefield() if game.name_of(o) == "Aether Hub")
    from turn_passing import Passing

    game.decider = Passing({"mana": ("U",)})  # the color of the mana chosen: blue
    with pytest.raises(IllegalActionError):
        activate(game, hub, 0, 3, [], {})
    assert not game.obj(hub).tapped and sum(game.state.players[0].mana_pool.values()) == 0
    game.state.players[0].counters["energy"] = 1
    activate(game, hub, 0, 3, [], {})
    assert game.obj(hub).tapped and _energy(game) == 0
    assert sum(game.state.players[0].mana_pool.values()) == 1
