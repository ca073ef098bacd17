"""603.8: state triggers "When you control N or more <permanents>, ..." (Endrek Sahr, Master
Breeder) and "When ~ has N or more <kind> counters on it, ..." (Darksteel Reactor): they
trigger when the game state matches, not on an event; "When[ever] there are N or more <kind>
counters on ~, ..." (Homarid, Mazemind Tome) is the same state of the source."""

from __future__ import annotations

_THRULL = ("{token: {name: Thrull, types: [Creature], subtypes: [Thrull], colors: [black], "
           "power: 1, toughness: 1}}")


def _endrek(solve, thrulls: int, zone: str):  # type: ignore[no-untyped-def]
    tokens = "\n".join(f"          - {_THRULL}" for _ in range(thrulls))
    out = solve(f"""
        name: endrek
        battlefield:
          - {{card: "Endrek Sahr, Master Breeder", as: endrek}}
{tokens}
        hand: {{Alice: [Grizzly Bears]}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - {{cast: Grizzly Bears}}
        expect:
          "Endrek Sahr, Master Breeder": {{zone: {zone}}}
          Thrull Token: {{count: 2}}
    """)
    assert out.passed, out.failures


def test_603_8_endrek_sahr_seven_thrulls_sacrifices_it(solve) -> None:
    """Five Thrulls; Alice casts Grizzly Bears (mana value 2): Endrek makes two more, seven
    Thrulls: the state trigger makes her sacrifice Endrek Sahr."""
    _endrek(solve, 5, "graveyard")


def test_603_8_endrek_sahr_six_thrulls_stays(solve) -> None:
    """Four Thrulls and two more: six, Endrek stays."""
    _endrek(solve, 4, "battlefield")


def test_603_8_darksteel_reactor_twenty_charge_counters_wins(solve) -> None:
    """Darksteel Reactor with 19 charge counters gets one more: twenty, Alice wins."""
    out = solve("""
        name: darksteel reactor
        battlefield:
          - {card: Darksteel Reactor, as: reactor, counters: {charge: 19}}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - counters: {on: reactor, add: {charge: 1}}
    """)
    assert out.passed, out.failures
    assert out.game.is_over and out.game.winner == 0


def test_603_8_darksteel_reactor_nineteen_no_win(solve) -> None:
    out = solve("""
        name: darksteel reactor 19
        battlefield:
          - {card: Darksteel Reactor, as: reactor, counters: {charge: 18}}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - counters: {on: reactor, add: {charge: 1}}
    """)
    assert out.passed, out.failures
    assert not out.game.is_over


def test_603_8_homarid_four_tide_counters_removes_them_all(solve) -> None:
    """Homarid with three tide counters (+1/+1 as long as there are exactly three) gets a
    fourth: the state trigger removes all four; it's a 2/2 with none."""
    out = solve("""
        name: homarid
        battlefield:
          - {card: Homarid, as: homarid, counters: {tide: 3}}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - counters: {on: homarid, add: {tide: 1}}
        expect:
          homarid: {counters: {}, power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_603_8_mazemind_tome_fourth_page_counter_exiles_it_and_gains_4_life(solve) -> None:
    out = solve("""
        name: mazemind tome
        battlefield:
          - {card: Mazemind Tome, as: tome, counters: {page: 3}}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {activate: {card: tome, ability: 2}}
        expect:
          tome: {zone: exile}
          player Alice: {life: 24}
    """)
    assert out.passed, out.failures


def test_603_8_mazemind_tome_third_page_counter_does_nothing(solve) -> None:
    out = solve("""
        name: mazemind tome 3
        battlefield:
          - {card: Mazemind Tome, as: tome, counters: {page: 2}}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {activate: {card: tome, ability: 2}}
        expect:
          tome: {zone: battlefield, counters: {page: 3}}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def _afiya(solve, removed: int, zone: str) -> None:  # type: ignore[no-untyped-def]
    """Afiya Grove enters with three +1/+1 counters (614.1c); `removed` of them are removed."""
    out = solve(f"""
        name: afiya grove
        battlefield:
          - {{card: Afiya Grove, as: grove}}
        library: {{Alice: [Island], Bob: [Island]}}
        actions:
          - counters: {{on: grove, remove: {{+1/+1: {removed}}}}}
        expect:
          Afiya Grove: {{zone: {zone}}}
    """)
    assert out.passed, out.failures


def test_603_8_122_1_afiya_grove_with_no_counters_left_is_sacrificed(solve) -> None:
    """"When this enchantment has no +1/+1 counters on it, sacrifice it.": its three +1/+1
    counters removed, the state trigger makes Alice sacrifice it."""
    _afiya(solve, 3, "graveyard")


def test_603_8_afiya_grove_with_a_counter_left_stays(solve) -> None:
    """Two of its three counters removed: one is left, nothing triggers."""
    _afiya(solve, 2, "battlefield")
