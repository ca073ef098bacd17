"""707.2: "create a token that's a copy of this creature" (Mist-Syndicate Naga, Pack Rat): the
token has the source's copiable values (707.2: not its counters, damage or effects on it)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules import instructions as I
from arbiter.rules.abilities import UnsupportedAbility


def test_707_2_mist_syndicate_naga_copies_itself(solve) -> None:
    """The Naga deals combat damage to Bob: a token copy of it (a 3/1 Naga Ninja named
    Mist-Syndicate Naga) is created; the copy doesn't copy the +1/+1 counter (122.2)."""
    out = solve("""
        name: naga
        turn: {number: 3}
        battlefield:
          - {card: Mist-Syndicate Naga, as: naga, counters: {+1/+1: 1}}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {attack: [naga]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
          Mist-Syndicate Naga: {count: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    nagas = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(nagas) == 1
    ch = game.chars(nagas[0])
    assert (ch.name, ch.power, ch.toughness) == ("Mist-Syndicate Naga", 3, 1)


def test_707_2_pack_rat_activated(solve) -> None:
    """Pack Rat: "{2}{B}, Discard a card: Create a token that's a copy of this creature."
    With two Rats, each is 2/2 (its characteristic-defining ability counts Rats)."""
    out = solve("""
        name: pack rat
        battlefield:
          - {card: Pack Rat, as: rat}
        hand: {Alice: [{card: Island, as: isl}]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - activate: {card: rat, ability: "{2}{B}"}
        expect:
          Pack Rat: {count: 2, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("text", [
    "Whenever this creature deals combat damage to a player, create a token that's a copy of "
    "this creature.",
    "{4}{R}: Create a token that's a copy of this Equipment.",
])
def test_707_2_oracle_lines_are_read(catalog, text) -> None:
    (ab,) = compile_line(text, "Mist-Syndicate Naga")
    assert not isinstance(ab, UnsupportedAbility), ab
    (make,) = [i for i in ab.instructions if isinstance(i, I.CreateTokenCopy)]
    assert make.what == I.Ref.this()


def test_608_2h_a_copy_of_a_creature_that_left_uses_its_last_values(solve) -> None:
    """608.2h: Mist-Syndicate Naga's trigger resolves after Bob returned the Naga to Alice's
    hand (Unsummon in response): the token copies the Naga as it last existed."""
    out = solve("""
        name: naga bounced
        turn: {number: 3}
        battlefield:
          - {card: Mist-Syndicate Naga, as: naga}
        hand: {Bob: [Unsummon]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {attack: [naga]}
          - {block: {}}
          - {pass: {to: combat_damage}, respond: true}
          - {cast: Unsummon, by: Bob, targets: [naga]}
        expect:
          naga: {zone: hand}
          Mist-Syndicate Naga: {count: 1, power: 3, toughness: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert len(tokens) == 1


def test_205_4_quantum_misalignment_the_copy_isnt_legendary(solve) -> None:
    """707.9b / 205.4: "except it isn't legendary": Alice copies her legendary Isamaru; the
    token is an Isamaru, Hound of Konda that isn't legendary, so both stay (704.5j)."""
    out = solve("""
        name: quantum misalignment
        battlefield:
          - {card: "Isamaru, Hound of Konda", as: isamaru}
        hand: {Alice: [Quantum Misalignment]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Quantum Misalignment, targets: [isamaru]}
        expect:
          "Isamaru, Hound of Konda": {count: 2}
          isamaru: {supertypes: [Legendary]}
    """)
    assert out.passed, out.failures
    game = out.game
    (token,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert "Legendary" not in game.chars(token).supertypes


def test_707_2_necroduality_copies_the_entering_zombie(solve) -> None:
    """Necroduality: "Whenever a nontoken Zombie you control enters, create a token that's a
    copy of that creature." Alice's Walking Corpse enters: a token Walking Corpse too."""
    out = solve("""
        name: necroduality
        battlefield:
          - {card: Necroduality}
        hand: {Alice: [Walking Corpse]}
        library: {Alice: [Swamp], Bob: [Island]}
        actions:
          - {cast: Walking Corpse}
        expect:
          Walking Corpse: {count: 2, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_707_2_helm_of_the_host_copies_the_equipped_creature(solve) -> None:
    """Helm of the Host at the beginning of Alice's combat: a token copy of the equipped
    (legendary) Isamaru that isn't legendary and has haste (both stay, 704.5j)."""
    out = solve("""
        name: helm of the host
        turn: {number: 3}
        battlefield:
          - {card: "Isamaru, Hound of Konda", as: isamaru}
          - {card: Helm of the Host, attached_to: isamaru}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {pass: {to: declare_attackers}}
        expect:
          "Isamaru, Hound of Konda": {count: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    (token,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    ch = game.chars(token)
    assert "Legendary" not in ch.supertypes and ch.has_keyword("haste")
