"""118.9, 601.2b: the Traps' alternative costs, "If an opponent <did something> this turn, you
may pay {U} rather than pay this spell's mana cost", played through the real engine: the
condition judged as the spell is cast, each opponent's own count (102.2, 102.3: "an
opponent" is one player; two opponents' counts aren't added), refused with the game
unchanged when it doesn't hold (`rules.opponent_turn_history`)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.alternative_costs import AlternativeCost

_REFUSED = ', refused: "601.2b"'


@pytest.mark.parametrize(("heal", "ok"), [(True, True), (False, False)])
def test_601_2b_needlebite_trap_after_an_opponent_gained_life(solve, heal: bool,
                                                              ok: bool) -> None:
    """119.9: Bob gains 3 life from Healing Salve; Alice casts Needlebite Trap for {B} (one
    Swamp): Bob loses 5 life (23 -> 18), Alice gains 5. Without Bob's gain, refused."""
    salve = "- {cast: Healing Salve, by: Bob, targets: [Bob], choices: {mode: 1}, pay: true}" \
        if heal else ""
    out = solve(f"""
        name: needlebite trap
        players: [Bob, Alice]
        battlefield: [{{card: Plains, controller: Bob}}, {{card: Swamp, controller: Alice}}]
        hand: {{Bob: [Healing Salve], Alice: [{{card: Needlebite Trap, as: trap}}]}}
        actions:
          {salve}
          - {{cast: Needlebite Trap, by: Alice, alternative: alternative, targets: [Bob],
             pay: true{'' if ok else _REFUSED}}}
        expect:
          trap: {{zone: {'graveyard' if ok else 'hand'}}}
          player Bob: {{life: {18 if ok else 20}}}
          player Alice: {{life: {25 if ok else 20}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("mites", "ok"), [(2, True), (1, False)])
def test_601_2b_whiplash_trap_two_creatures_entered_under_an_opponent(
        solve, mites: int, ok: bool) -> None:
    """Bob casts two Memnites this turn: Alice pays {U} for Whiplash Trap and returns both
    to his hand. With one Memnite entered, refused."""
    casts = "\n".join(f"          - {{cast: Memnite, by: Bob, as: m{i}}}" for i in range(mites))
    targets = "[m0, m1]" if mites == 2 else "[m0, bears]"
    out = solve(f"""
        name: whiplash trap
        players: [Bob, Alice]
        battlefield: [{{card: Grizzly Bears, controller: Bob, as: bears}},
                      {{card: Island, controller: Alice}}]
        hand: {{Bob: [{", ".join(["Memnite"] * mites)}],
               Alice: [{{card: Whiplash Trap, as: trap}}]}}
        actions:
{casts}
          - {{cast: Whiplash Trap, by: Alice, alternative: alternative, targets: {targets},
             pay: true{'' if ok else _REFUSED}}}
        expect:
          trap: {{zone: {'graveyard' if ok else 'hand'}}}
          m0: {{zone: {'hand' if ok else 'battlefield'}}}
    """)
    assert out.passed, out.failures


def test_102_3_whiplash_trap_counts_each_opponent_alone(solve) -> None:
    """Bob's Memnite and Carol's Saproling (from Sprout) entered this turn: no single
    opponent had two creatures enter, so Whiplash Trap's alternative cost is refused (the
    two opponents' counts aren't added)."""
    out = solve("""
        name: whiplash trap, two opponents
        players: [Bob, Carol, Alice]
        battlefield: [{card: Forest, controller: Carol}, {card: Island, controller: Alice}]
        hand: {Bob: [Memnite], Carol: [Sprout],
               Alice: [{card: Whiplash Trap, as: trap}]}
        actions:
          - {cast: Memnite, by: Bob, as: m0}
          - {cast: Sprout, by: Carol, pay: true}
          - {cast: Whiplash Trap, by: Alice, alternative: alternative, targets: [m0, m0],
             pay: true, refused: "601.2b"}
        expect:
          trap: {zone: hand}
          m0: {zone: battlefield}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("green", "ok"), [("Llanowar Elves", True), ("Memnite", False)])
def test_601_2b_permafrost_trap_needs_a_green_creature(solve, green: str, ok: bool) -> None:
    """Permafrost Trap's condition names a green creature: after Bob's Llanowar Elves
    entered, Alice pays {U} and taps it; after a colorless Memnite, refused."""
    out = solve(f"""
        name: permafrost trap
        players: [Bob, Alice]
        battlefield: [{{card: Forest, controller: Bob}}, {{card: Island, controller: Alice}}]
        hand: {{Bob: [{green}], Alice: [{{card: Permafrost Trap, as: trap}}]}}
        actions:
          - {{cast: {green}, by: Bob, as: guy, pay: true}}
          - {{cast: Permafrost Trap, by: Alice, alternative: alternative, targets: [guy],
             pay: true{'' if ok else _REFUSED}}}
        expect:
          trap: {{zone: {'graveyard' if ok else 'hand'}}}
          guy: {{tapped: {'true' if ok else 'false'}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("target", "ok"), [("Bob", True), ("Alice", False)])
def test_404_2_ravenous_trap_counts_cards_put_into_an_opponents_graveyard(
        solve, target: str, ok: bool) -> None:
    """Alice's Tome Scour mills five of Bob's cards into his graveyard: Ravenous Trap for
    {0} exiles it, Plains and all. Milling her own library puts the cards into her graveyard, not an
    opponent's: refused."""
    out = solve(f"""
        name: ravenous trap
        players: [Alice, Bob]
        battlefield: [{{card: Island}}]
        library: {{Alice: [Plains, Plains, Plains, Plains, Plains, Plains],
                  Bob: [{{card: Plains, as: top}}, Plains, Plains, Plains, Plains, Plains]}}
        hand: {{Alice: [Tome Scour, {{card: Ravenous Trap, as: trap}}]}}
        actions:
          - {{cast: Tome Scour, targets: [{target}], pay: true}}
          - {{cast: Ravenous Trap, alternative: alternative, targets: [Bob]{
              '' if ok else _REFUSED}}}
        expect:
          trap: {{zone: {'graveyard' if ok else 'hand'}}}
          top: {{zone: {'exile' if ok else 'library'}}}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "kind"), [
    ("If an opponent cast three or more spells this turn, you may pay {0} rather than pay "
     "this spell's mana cost.", "spells"),
    ("If an opponent drew three or more cards this turn, you may pay {R} rather than pay "
     "this spell's mana cost.", "cards drawn"),
])
def test_601_2b_counts_of_the_turn_read(line: str, kind: str) -> None:
    """Mindbreak Trap (601.2i: spells cast) and Runeflare Trap (121.2: cards drawn)."""
    (ab,) = [a for a in compile_line(line, "Some Trap") if isinstance(a, AlternativeCost)]
    assert ab.condition is not None and ab.condition.what == kind and ab.condition.n == 3


@pytest.mark.parametrize("line", [
    # a spell's color isn't among what the turn keeps of the spells cast
    "If an opponent cast a blue spell this turn, you may pay {R} rather than pay this "
    "spell's mana cost.",
    "If an opponent searched their library this turn, you may pay {0} rather than pay this "
    "spell's mana cost.",
])
def test_601_2b_conditions_not_kept_stay_unread(line: str) -> None:
    assert not any(isinstance(a, AlternativeCost) for a in compile_line(line, "Some Trap"))
