"""614.17, 101.2: "can't" effects on counters, played through the engine:
"You can't get poison counters." (Melira, Sylvok Outcast), "Players can't get counters." and
"Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity)."""

from __future__ import annotations

from conftest import obj_id


def _prologue(solve, battlefield: str, by: str, poison: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    """`by` casts Prologue to Phyresis ("Each opponent gets a poison counter.")."""
    expect = "\n".join(f"          player {p}: {{poison: {n}}}" for p, n in poison.items())
    out = solve(f"""
        name: prologue
        battlefield: {battlefield}
        hand: {{{by}: [Prologue to Phyresis]}}
        library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
        actions:
          - {{cast: Prologue to Phyresis, by: {by}}}
        expect:
{expect}
    """)
    assert out.passed, out.failures


def test_614_17_melira_you_cant_get_poison_counters(solve) -> None:
    """Bob's Prologue gives Alice (Melira's controller) no poison counter."""
    _prologue(solve, "[\"Melira, Sylvok Outcast\", {card: Island, controller: Bob}, "
              "{card: Island, controller: Bob}]", "Bob", {"Alice": 0})


def test_614_17_melira_doesnt_protect_an_opponent(solve) -> None:
    """"You": Alice's own Prologue still gives Bob a poison counter."""
    _prologue(solve, "[\"Melira, Sylvok Outcast\", Island, Island]", "Alice", {"Bob": 1})


def test_614_17_without_melira_the_counter_is_given(solve) -> None:
    _prologue(solve, "[{card: Island, controller: Bob}, {card: Island, controller: Bob}]",
              "Bob", {"Alice": 1})


def test_614_17_solemnity_players_cant_get_counters(solve) -> None:
    """Solemnity stops every player's counters: Bob's Prologue gives Alice none, and Alice's
    Prologue gives Bob none."""
    _prologue(solve, "[{card: Solemnity, controller: Bob}, {card: Island, controller: Bob}, "
              "{card: Island, controller: Bob}]", "Bob", {"Alice": 0})
    _prologue(solve, "[{card: Solemnity, controller: Bob}, Island, Island]", "Alice",
              {"Bob": 0})


def test_101_2_solemnity_counters_cant_be_put_on_creatures(solve) -> None:
    """Battlegrowth ("Put a +1/+1 counter on target creature.") on Grizzly Bears with
    Solemnity on the battlefield: no counter."""
    out = solve("""
        name: solemnity battlegrowth
        battlefield: [Solemnity, Forest, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Battlegrowth]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Battlegrowth, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.obj(obj_id(game, "bears")).counters.get("+1/+1", 0) == 0
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"
