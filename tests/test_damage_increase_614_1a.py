"""614.1a: static abilities that make a source deal more damage instead: "If a source
[you control] would deal [combat | noncombat] damage to <recipients>, it deals <double |
triple> that damage [...] instead." and "... it deals that much damage plus N instead."
(Dictate of the Twin Gods, Torbran, Solphim, Charging Tuskodon, Goldnight Castigator,
Fiery Emancipation), played through the engine; 616.1: the affected player orders them."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules.abilities import StaticAbility, UnsupportedAbility
from arbiter.rules.damage_increase import RULE
from arbiter.rules.parts import RulesPart
from arbiter.rules.structure import nodes

ALICE, BOB = 0, 1


def _bolt(solve, battlefield: str, target: str = "Bob", by: str = "Alice",  # type: ignore[no-untyped-def]
          choices: str = ""):
    out = solve(f"""
        name: damage increase
        battlefield: {battlefield}
        hand: {{{by}: [Lightning Bolt]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
        actions:
          - {{cast: Lightning Bolt, by: {by}, targets: [{target}]{choices}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_614_1a_dictate_of_the_twin_gods_doubles_a_bolt(solve) -> None:
    game = _bolt(solve, "[Mountain, Dictate of the Twin Gods]")
    assert game.state.players[BOB].life == 14


def test_614_1a_dictate_doubles_damage_to_its_own_controller_too(solve) -> None:
    """"a source ... to a permanent or player": Bob's Bolt at Alice is doubled by her own
    Dictate."""
    game = _bolt(solve, "[{card: Mountain, controller: Bob}, Dictate of the Twin Gods]",
                 target="Alice", by="Bob")
    assert game.state.players[ALICE].life == 14


def test_614_1a_fiery_emancipation_triples_only_sources_you_control(solve) -> None:
    mine = _bolt(solve, "[Mountain, Fiery Emancipation]")
    assert mine.state.players[BOB].life == 11
    theirs = _bolt(solve, "[{card: Mountain, controller: Bob}, Fiery Emancipation]",
                   target="Alice", by="Bob")
    assert theirs.state.players[ALICE].life == 17


def test_614_1a_torbran_adds_2_to_a_red_source_dealing_damage_to_an_opponent(solve) -> None:
    """Torbran: Alice's Bolt deals 5 to Bob; at Alice herself (not an opponent) it deals 3;
    at Bob's Grizzly Bears (a permanent an opponent controls) 5, the Bears die either way."""
    assert _bolt(solve, '[Mountain, "Torbran, Thane of Red Fell"]').state.players[BOB].life == 15
    own = _bolt(solve, '[Mountain, "Torbran, Thane of Red Fell"]', target="Alice")
    assert own.state.players[ALICE].life == 17


def test_616_1_the_affected_player_orders_double_and_plus_2(solve) -> None:
    """Torbran and Dictate of the Twin Gods on Alice's Bolt at Bob: Bob, the affected
    player, chooses the order: doubling first gives 3 * 2 + 2 = 8, adding first
    (3 + 2) * 2 = 10."""
    field = '[Mountain, "Torbran, Thane of Red Fell", Dictate of the Twin Gods]'
    double_first = _bolt(solve, field, choices=", choices: {replacement: times 2}")
    assert double_first.state.players[BOB].life == 12
    plus_first = _bolt(solve, field, choices=", choices: {replacement: plus 2}")
    assert plus_first.state.players[BOB].life == 10


def test_614_1a_solphim_doubles_noncombat_damage_only(solve) -> None:
    """Solphim doubles Alice's Bolt at Bob (6), not her Grizzly Bears' combat damage (2)."""
    assert _bolt(solve, '[Mountain, "Solphim, Mayhem Dominus"]').state.players[BOB].life == 14
    out = solve("""
        name: solphim combat
        turn: {number: 3}
        battlefield:
          - {card: "Solphim, Mayhem Dominus"}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures


def test_614_1a_charging_tuskodon_doubles_its_combat_damage_to_a_player(solve) -> None:
    """Charging Tuskodon (4/4 trample) unblocked: Bob loses 8; blocked by Grizzly Bears (2/2)
    it assigns 2 to the Bears and 2 tramples over, doubled to 4 ("to a player")."""
    out = solve("""
        name: tuskodon
        turn: {number: 3}
        battlefield:
          - {card: Charging Tuskodon, as: tusk}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {attack: [tusk]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 12}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: tuskodon blocked
        turn: {number: 3}
        choices: ["2 to bears, 2 to Bob"]
        battlefield:
          - {card: Charging Tuskodon, as: tusk}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {attack: [tusk]}
          - {block: {bears: tusk}}
          - {pass: {to: postcombat_main}}
        expect:
          player Bob: {life: 16}
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_614_1a_goldnight_castigator_doubles_damage_dealt_to_you(solve) -> None:
    """Bob's Bolt at Alice, who controls Goldnight Castigator: 6 damage."""
    game = _bolt(solve, "[{card: Mountain, controller: Bob}, Goldnight Castigator]",
                 target="Alice", by="Bob")
    assert game.state.players[ALICE].life == 14


@pytest.mark.parametrize("line", [
    "If another creature would deal combat damage to equipped creature, it deals double "
    "that damage to equipped creature instead.",  # Inquisitor's Flail: 'another' than what
    "If a source would deal damage to enchanted player, it deals double that damage to "
    "that player instead.",  # Curse of Bloodletting
    "If a source would deal damage to an opponent, it deals double that damage to you "
    "instead.",  # a restatement naming another recipient
    "If a source you control would deal damage to an opponent, it deals that much damage "
    "plus X instead.",
])
def test_614_1a_variants_stay_unread(line: str) -> None:
    abilities = compile_text(line, "Test Card")
    assert abilities is None or isinstance(abilities[0], UnsupportedAbility)


def test_614_1a_oracle_line_read() -> None:
    abilities = compile_text("If a source you control would deal noncombat damage to an "
                             "opponent, it deals that much damage plus 2 instead.", "Test Card")
    assert abilities is not None and isinstance(abilities[0], StaticAbility)
    (part,) = [p for p in nodes(abilities) if isinstance(p, RulesPart)]
    assert part.rule == RULE
    assert (part.detail.op, part.detail.n, part.detail.combat) == ("plus", 2, False)


def test_611_3b_anthem_of_rakdos_doubles_only_while_hellbent(solve) -> None:
    """Anthem of Rakdos: with the Bolt her last card, Alice's hand is empty as it resolves
    (6 to Bob); with a Plains kept in hand, 3."""
    game = _bolt(solve, "[Mountain, Anthem of Rakdos]")
    assert game.state.players[BOB].life == 14
    out = solve("""
        name: anthem with a card
        battlefield: [Mountain, Anthem of Rakdos]
        hand: {Alice: [Lightning Bolt, Plains]}
        library: {Alice: [Plains], Bob: [Plains]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
        expect:
          player Bob: {life: 17}
    """)
    assert out.passed, out.failures
