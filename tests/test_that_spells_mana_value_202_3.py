"""202.3, 202.3e, 608.2h, 601.2i: "that spell's mana value" in a cast trigger's effect is the
mana value of the spell the event names, on the stack (its X counted, 202.3e) or as it last
existed there. Read only after a trigger on a spell being cast (or copied); not after a
target spell named in the effect, nor after any other event. 107.3: "where X is ..."
defines every X of its sentence; an X the definition couldn't reach (it was counted as the
ability's own X: Battlefield Medic prevented 0) leaves the line unread.

Played: Erratic Cyclops gets +4/+0 for a Fireball with X 3 ({X}{R}: mana value 4 on the
stack); Shark Typhoon makes a 1/1 Shark for a Lightning Bolt; Battlefield Medic prevents 2
damage with two Clerics on the battlefield."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.event_object_stats import EventObjectStat
from arbiter.rules.structure import nodes
from arbiter.rules.values import ChosenX


def test_202_3_that_spells_mana_value_only_after_a_cast_trigger() -> None:
    [ability] = compile_text("Whenever you cast an instant or sorcery spell, this creature "
                             "gets +X/+0 until end of turn, where X is that spell's mana "
                             "value.", "Erratic Cyclops")
    assert EventObjectStat("mana_value", of="spell") in list(nodes(ability.instructions))
    for line in (
        "Whenever a creature enters, you gain life equal to that spell's mana value.",
        "Whenever you cast a spell, counter target spell, then you gain life equal to that "
        "spell's mana value.",
        "Whenever you cast a spell from exile or a land you control enters from exile, you "
        "gain life equal to that spell's mana value.",
    ):
        assert compile_text(line, "Test") is None, line


def test_107_3_where_x_reaches_every_x_of_its_sentence() -> None:
    for name, line in [
        ("Battlefield Medic", "{T}: Prevent the next X damage that would be dealt to target "
         "creature this turn, where X is the number of Clerics on the battlefield."),
        ("Ashiok, Wicked Manipulator", "[−7]: Target player exiles the top X cards of their "
         "library, where X is the total mana value of cards you own in exile."),
        ("Chrome Host Seedshark", "Whenever you cast a noncreature spell, incubate X, where X "
         "is that spell's mana value."),
    ]:
        abilities = compile_text(line, name, legendary="," in name)
        assert abilities is not None, line
        assert not any(isinstance(n, ChosenX) for n in nodes(abilities)), line


def test_202_3e_erratic_cyclops_gets_the_fireballs_mana_value_with_its_x(solve) -> None:
    out = solve("""
        name: erratic cyclops
        battlefield: [{card: Erratic Cyclops, as: cyclops}]
        hand: {Alice: [Fireball]}
        actions:
          - {cast: Fireball, targets: [Bob], choices: {x: 3}}
    """)
    assert out.passed, out.failures
    game = out.game
    cyclops = obj_id(game, "cyclops")
    steps.resolve_all(game)
    assert game.chars(cyclops).power == 4
    assert game.state.players[1].life == 17


def test_202_3_shark_typhoon_makes_a_shark_as_big_as_the_spell(solve) -> None:
    out = solve("""
        name: shark typhoon
        battlefield: [{card: Shark Typhoon}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    sharks = [game.chars(o) for o in game.state.battlefield()
              if "Shark" in game.chars(o).subtypes]
    assert [(c.power, c.toughness) for c in sharks] == [(1, 1)]


def test_107_3_battlefield_medic_prevents_as_much_as_there_are_clerics(solve) -> None:
    """Battlefield Medic and another Cleric (Master Decoy is a Soldier; Cleric: Samite
    Healer) in response to Lightning Bolt on the Bears: the next 2 damage to them is
    prevented, the Bolt deals 1."""
    out = solve("""
        name: battlefield medic
        battlefield:
          - {card: Battlefield Medic, as: medic}
          - {card: Samite Healer}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [bears], respond: true}
          - activate: {card: medic, ability: 1, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield"
    assert game.obj(bears).damage == 1
