"""603.2, 119.3, 119.9, 120.3: "that much" in a triggered ability's effect is the amount of
the triggering event (the life gained or lost, the damage dealt). Read only for a trigger
whose event has an amount; anywhere else (a spell's "You gain that much life", a trigger on
a creature entering) the line stays unread, never counted as the objects an earlier
instruction acted on (608.2c's "that many"). Played on boards: Sanguine Bond makes Bob
lose the life Alice gained; Exquisite Blood gains Alice the life Bob lost; Visions of
Brutality makes the enchanted creature's controller lose the damage it dealt."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.values import EventAmount


def test_603_2_that_much_is_the_events_amount_only_after_an_amount_event() -> None:
    for name, line in [
        ("Sanguine Bond", "Whenever you gain life, target opponent loses that much life."),
        ("Exquisite Blood", "Whenever an opponent loses life, you gain that much life."),
        ("Emberwilde Caliph", "Whenever this creature deals damage, you lose that much life."),
        ("Magmakin Artillerist", "Whenever you discard one or more cards, this creature "
         "deals that much damage to each opponent."),
    ]:
        abilities = compile_text(line, name)
        assert abilities is not None, line
        step = abilities[0].instructions[0]
        assert getattr(step, "n", getattr(step, "amount", None)) == EventAmount(), line
    for name, line in [
        # no amount in the event: "that much" has nothing to name
        ("Test", "When this creature enters, you gain that much life."),
        # a spell: not a count of objects acted on (608.2c), left unread
        ("Test", "This spell deals 3 damage to any target. You gain that much life."),
        # the second instruction's "that much": left unread as "that many" is
        ("Test", "Whenever you gain life, you gain that much life and draw that many cards."),
    ]:
        assert compile_text(line, name, spell=line.startswith("This")) is None, line


def test_119_9_sanguine_bond_opponent_loses_the_life_gained(solve) -> None:
    """Alice gains 3 life from Healing Salve: Sanguine Bond's trigger makes Bob lose 3."""
    out = solve("""
        name: sanguine bond
        battlefield: [{card: Sanguine Bond}]
        hand: {Alice: [Healing Salve]}
        actions:
          - {cast: Healing Salve, targets: [Alice], choices: {mode: 1}}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[0].life == 23
    assert game.state.players[1].life == 17


def test_119_3_exquisite_blood_gains_the_life_an_opponent_lost(solve) -> None:
    """Lightning Bolt deals 3 damage to Bob (he loses 3 life, 120.3a): Exquisite Blood's
    trigger gains Alice 3."""
    out = solve("""
        name: exquisite blood
        battlefield: [{card: Exquisite Blood}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 17
    assert game.state.players[0].life == 23


def test_120_3_visions_of_brutality_its_controller_loses_the_damage_dealt(solve) -> None:
    """Visions of Brutality on Bob's Hill Giant (3/3), which fights Alice's Grizzly Bears
    (Prey Upon): the Giant deals 3 damage, Bob loses 3 life."""
    out = solve("""
        name: visions of brutality
        battlefield:
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Visions of Brutality, attached_to: giant}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Prey Upon]}
        actions:
          - {cast: Prey Upon, targets: [bears, giant]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.players[1].life == 17
    assert game.state.players[0].life == 20
