"""603.4, 205.1a: an intervening "if this permanent is an enchantment" about the source's
card types, checked as the event happens and again on resolution; "it" in the effect is the
permanent the if names (the Opal and Veiled enchantments), not the event's spell."""

from __future__ import annotations


def _objs(game, alias: str):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.objects.values()
                if o.alias == alias and not o.zone.startswith("left:"))


_BOARD = """
    name: Opal Acrolith sees a creature spell
    players: [Bob, Alice]
    battlefield:
      - {card: Opal Acrolith, controller: Alice, as: opal}
    hand:
      Bob: [Grizzly Bears, Llanowar Elves]
    actions:
      - cast: Grizzly Bears
        as: bears
"""


def test_603_4_opal_acrolith_becomes_a_2_4_soldier_creature(solve) -> None:
    game = solve(_BOARD).game
    opal = game.chars(_objs(game, "opal").id)
    # 205.1a: the new card type replaces enchantment
    assert opal.types == frozenset({"Creature"}) and "Soldier" in opal.subtypes
    assert (opal.power, opal.toughness) == (2, 4)
    bears = game.chars(_objs(game, "bears").id)  # the spell's creature is unchanged
    assert (bears.power, bears.toughness) == (2, 2) and "Soldier" not in bears.subtypes


def test_603_4_a_creature_opal_doesn_t_trigger_on_the_next_spell(solve) -> None:
    game = solve(_BOARD + "      - cast: Llanowar Elves\n").game
    assert len(game.state.effects) == 1  # one effect: the first spell's
    opal = game.chars(_objs(game, "opal").id)
    assert opal.types == frozenset({"Creature"}) and (opal.power, opal.toughness) == (2, 4)


def test_603_4_opal_turned_back_into_an_enchantment_triggers_again(solve) -> None:
    back = _BOARD + """      - activate: {card: opal, ability: "{0}", by: Alice}
"""
    game = solve(back).game
    assert game.chars(_objs(game, "opal").id).types == frozenset({"Enchantment"})
    game = solve(back + "      - cast: Llanowar Elves\n").game
    opal = game.chars(_objs(game, "opal").id)
    assert opal.types == frozenset({"Creature"}) and (opal.power, opal.toughness) == (2, 4)
    assert len(game.state.effects) == 3


def test_603_4_that_creature_after_an_if_about_the_source_is_still_the_event_s() -> None:
    from arbiter.compiler.lines import compile_text
    from arbiter.rules import instructions as I

    (ability,) = compile_text("Whenever another creature enters, if this creature is "
                              "enchanted, put a +1/+1 counter on that creature.", "Test Card")
    assert ability.instructions[0].on == I.Ref.event()
    (ability,) = compile_text("Whenever another creature enters, if this creature is "
                              "enchanted, put a +1/+1 counter on it.", "Test Card")
    assert ability.instructions[0].on == I.Ref.this()
