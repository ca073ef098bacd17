"""605.1a / 122.8 / 601.2h: "{T}, Remove any number of storage counters from this land: Add
{B} for each storage counter removed this way." (the storage lands): the player activates it
(605.3a), chooses how many counters to remove as the cost is paid, and gets that much mana at
once (605.3b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.api import pending
from arbiter.rules import instructions as I
from arbiter.rules.cost_values import CountersRemovedAsCost


def _pick(game, words: str) -> str:
    return next(str(a) for a in game.legal_actions() if words in str(a))


def test_122_8_mage_ring_network_removes_two_adds_two(board) -> None:
    game = board("""
        name: network
        battlefield: [{card: Mage-Ring Network, as: network, counters: {storage: 3}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.apply(_pick(game, "Remove any number of storage counters"))
    game.apply("2")  # how many counters to remove (601.2h)
    assert game.state.players[0].mana_pool == {"C": 2}
    vault = next(o for o in game.state.objects.values()
                 if game.name_of(o.id) == "Mage-Ring Network" and o.zone == "battlefield")
    assert vault.counters.get("storage") == 1 and vault.tapped
    assert not game.state.stack_items


def test_601_2g_a_permanent_cant_pay_its_own_tap_ability_with_its_mana(board) -> None:
    """Mage-Ring Network's "{1}, {T}: Put a storage counter on this land." can't be paid by
    tapping the Network itself for {C} (then {T} couldn't be paid): not offered alone, but
    offered with a Wastes, which pays the {1}."""
    text = """
        name: network alone
        battlefield: [{card: Mage-Ring Network, as: network}%s]
        library: {Alice: [Plains], Bob: [Plains]}
    """
    game = board(text % "")
    assert not any("Put a storage counter" in str(a) for a in game.legal_actions())
    game = board(text % ", Wastes")
    game.apply(_pick(game, "Put a storage counter"))
    while pending(game) is not None and pending(game).kind == "pay":
        (only,) = [str(a) for a in game.legal_actions()]  # the Wastes, not the Network
        assert "Wastes" in only and "Mage-Ring" not in only
        game.apply(only)
    assert [it.source_name for it in game.state.stack_items] == ["Mage-Ring Network"]
    tapped = sorted(game.name_of(o.id) for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.tapped)
    assert tapped == ["Mage-Ring Network", "Wastes"]


def test_106_7_a_storage_land_could_produce_its_color(board) -> None:
    """Costs are ignored (106.7): Bob's Bottomless Vault without counters could still
    produce {B} for Alice's Fellwar Stone."""
    game = board("""
        name: vault for fellwar
        battlefield:
          - Fellwar Stone
          - {card: Bottomless Vault, controller: Bob}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _pick(game, "tap Fellwar Stone").endswith("for {B}")


@pytest.mark.parametrize(("line", "card", "symbol"), [
    ("{T}, Remove any number of storage counters from this land: Add {B} for each storage "
     "counter removed this way.", "Bottomless Vault", "B"),
    ("{T}, Remove any number of storage counters from this land: Add {C} for each storage "
     "counter removed this way.", "Mage-Ring Network", "C"),
    ("{T}, Remove any number of storage counters from this land: Add {W} for each storage "
     "counter removed this way.", "Fountain of Cho", "W"),
])
def test_122_8_storage_land_oracle_lines(line: str, card: str, symbol: str) -> None:
    (ab,) = compile_text(line, card)
    assert ab.is_mana_ability
    (add,) = [i for i in ab.instructions if isinstance(i, I.AddMana)]
    assert add.symbol == symbol and isinstance(add.amount, CountersRemovedAsCost)


def test_122_8_dreadship_reef_removes_x_counters_for_x_mana_in_a_combination(board) -> None:
    """Dreadship Reef with three storage counters and a Swamp for its {1}: X = 2 counters
    removed, two mana in any combination of {U} and/or {B} (the player picks {U}{B}, 106.1b);
    it doesn't use the stack (605.3b)."""
    from arbiter.engine.casting.activation import activate

    game = board("""
        name: dreadship reef
        battlefield: [{card: Dreadship Reef, as: reef, counters: {storage: 3}}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    reef = next(o.id for o in game.state.objects.values() if o.zone == "battlefield")
    ab = compile_text("{1}, Remove X storage counters from this land: Add X mana in any "
                      "combination of {U} and/or {B}.", "Dreadship Reef")[0]
    assert ab.is_mana_ability and ab.instructions == (
        I.AddMana(colors=("U", "B"), amount=CountersRemovedAsCost(), combination=True),)
    with pytest.raises(Exception, match="122.8"):
        activate(game, reef, 0, 3, [], {"remove": 4})  # more than it has: refused
    assert game.obj(reef).counters == {"storage": 3}
    game.apply(_pick(game, "Remove X storage counters"))
    game.apply("2")  # X: how many counters to remove (601.2h)
    options = [str(a) for a in game.legal_actions()]
    game.apply(next(o for o in options if "U" in o and "B" in o))
    assert game.state.players[0].mana_pool == {"U": 1, "B": 1}
    assert game.obj(reef).counters == {"storage": 1} and not game.state.stack_items
