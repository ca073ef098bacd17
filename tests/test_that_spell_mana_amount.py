"""601.2h, 603.2: "where X is the amount of mana spent to cast that spell" in a cast trigger:
the mana spent on the spell the event names (not on the ability's source), fixed as the
ability resolves (Aberrant Manawurm, Manaform Hellkite), compiled from the real cards and
played through the engine; outside a cast trigger "that spell" names nothing and the line
stays unread."""

from __future__ import annotations

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_line


def test_601_2h_aberrant_manawurm_gets_the_mana_spent_on_the_spell(solve) -> None:
    """Aberrant Manawurm (2/5) and Alice's Divination, cast for three mana: +3/+0, a 5/5
    until end of turn."""
    out = solve("""
        name: aberrant manawurm
        battlefield: [{card: Aberrant Manawurm, as: wurm}, Island, Island, Island]
        library: {Alice: [Island, Island, Island]}
        hand: {Alice: [Divination]}
        actions:
          - {cast: Divination, pay: true}
        expect:
          wurm: {power: 5, toughness: 5}
    """)
    assert out.passed, out.failures


def test_601_2h_manaform_hellkite_token_is_as_big_as_the_mana_spent(solve) -> None:
    """Manaform Hellkite and Alice's Lightning Bolt, one mana: a 1/1 Dragon Illusion token."""
    out = solve("""
        name: manaform hellkite
        battlefield: [{card: Manaform Hellkite}, Mountain]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], pay: true}
        expect:
          Dragon Illusion Token: {power: 1, toughness: 1, has: [flying, haste]}
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2_that_spell_outside_a_cast_trigger_stays_unread() -> None:
    abilities = compile_line("Whenever this creature attacks, it gets +X/+0 until end of turn, "
                             "where X is the amount of mana spent to cast that spell.", "Wurm")
    assert any(unread_parts(a) for a in abilities)


def test_601_2h_prossh_makes_a_kobold_for_each_mana_spent_on_it(board) -> None:
    """Prossh, Skyraider of Kher ({3}{B}{R}{G}) cast with six mana: "When you cast this
    spell, create X 0/1 red Kobold creature tokens named Kobolds of Kher Keep, where X is the
    amount of mana spent to cast it" (603.2: the cast event's spell) makes six."""
    game = board("""
        name: prossh
        battlefield: [Swamp, Mountain, Forest, Forest, Forest, Forest]
        hand: {Alice: ["Prossh, Skyraider of Kher"]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: "Prossh, Skyraider of Kher", pay: true}
    """)
    kobolds = [o for o in game.state.battlefield()
               if game.chars(o).name == "Kobolds of Kher Keep"]
    assert len(kobolds) == 6
    ch = game.chars(kobolds[0])
    assert (ch.power, ch.toughness) == (0, 1) and "Kobold" in ch.subtypes


def test_603_2_mana_spent_to_cast_it_outside_a_cast_trigger_is_not_the_spells() -> None:
    """In an enters trigger "it" isn't a spell being cast: not read as the cast event's."""
    abilities = compile_line("When this creature dies, create X 1/1 red Goblin creature "
                             "tokens, where X is the amount of mana spent to cast it.", "Wurm")
    assert any(unread_parts(a) for a in abilities)
