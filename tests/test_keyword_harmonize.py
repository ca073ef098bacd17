"""702.180 harmonize: casting a card from the graveyard for its harmonize cost, tapping up
to one untapped creature to reduce the total cost by its power (601.2b, 601.2f-h), and the
card exiled as it leaves the stack. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.keywords import parse_keyword_line


def test_702_180a_harmonize_from_the_graveyard_reduced_by_power(solve) -> None:
    """Wild Ride (harmonize {4}{R}) from Alice's graveyard, tapping Hill Giant (power 3):
    the total cost is {1}{R}, paid with two Mountains; Grizzly Bears gets +3/+0 and Wild
    Ride is exiled as it resolves."""
    out = solve("""
        name: harmonize
        battlefield:
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Hill Giant, as: giant}
          - {card: Grizzly Bears, as: bears}
        graveyard: {Alice: [{card: Wild Ride, as: ride}]}
        actions:
          - {cast: Wild Ride, from: graveyard, alternative: harmonize, pay: true,
             targets: [bears], choices: {harmonize: giant}}
        expect:
          bears: {power: 5, toughness: 2}
          giant: {tapped: true}
          m1: {tapped: true}
          m2: {tapped: true}
          ride: {zone: exile}
    """)
    assert out.passed, out.failures


def test_702_180a_without_a_creature_the_whole_cost(solve) -> None:
    """Tapping no creature, Alice must pay all of {4}{R}: two Mountains can't; refused, and
    nothing changes."""
    out = solve("""
        name: harmonize no creature
        battlefield:
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Grizzly Bears, as: bears}
        graveyard: {Alice: [{card: Wild Ride, as: ride}]}
        actions:
          - {cast: Wild Ride, from: graveyard, alternative: harmonize, pay: true,
             targets: [bears], choices: {harmonize: null}, refused: "total cost"}
        expect:
          ride: {zone: graveyard}
          m1: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_180b_the_tapped_creature_doesnt_also_pay_mana(solve) -> None:
    """Llanowar Elves (power 1, {T}: Add {G}) tapped for harmonize takes {1} off {4}{R}, but
    can't then tap for mana too: Mountain, Mountain and Forest can't pay {3}{R}; refused."""
    out = solve("""
        name: harmonize elves
        battlefield:
          - {card: Mountain}
          - {card: Mountain}
          - {card: Forest}
          - {card: Llanowar Elves, as: elves}
          - {card: Grizzly Bears, as: bears}
        graveyard: {Alice: [{card: Wild Ride, as: ride}]}
        actions:
          - {cast: Wild Ride, from: graveyard, alternative: harmonize, pay: true,
             targets: [bears], choices: {harmonize: elves}, refused: "total cost"}
        expect:
          ride: {zone: graveyard}
          elves: {tapped: false}
    """)
    assert out.passed, out.failures


def test_702_180a_cast_from_the_hand_it_goes_to_the_graveyard(solve) -> None:
    """Cast from the hand for its mana cost, Wild Ride goes to the graveyard as usual; only
    a spell whose harmonize cost was paid is exiled."""
    out = solve("""
        name: ride from hand
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Wild Ride, as: ride}]}
        actions:
          - {cast: Wild Ride, targets: [bears]}
        expect:
          ride: {zone: graveyard}
          bears: {power: 5}
    """)
    assert out.passed, out.failures


def test_702_180a_the_api_offers_harmonize(board) -> None:
    """Through the public API the graveyard cast is offered only because Hill Giant can
    reduce it; choosing the Giant is the only way offered to pay it."""
    game = board("""
        name: api harmonize
        battlefield:
          - {card: Mountain}
          - {card: Mountain}
          - {card: Hill Giant, as: giant}
        graveyard: {Alice: [Wild Ride]}
    """)
    (cast,) = [a for a in game.legal_actions() if a.label.startswith("cast Wild Ride")]
    assert "harmonize" in cast.label
    game.apply(cast)
    while game.pending_decision.kind != "priority":
        d = game.pending_decision
        if d.kind == "cost":
            assert [label for label, _ in d.options] == [label for label, _ in d.options
                                                         if label.startswith("Hill Giant")]
        game.apply(game.legal_actions()[0])
    assert all(game.obj(o).tapped for o in game.state.battlefield())
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    ride = [o for o in game.state.objects.values() if o.card == "Wild Ride"
            and not o.zone.startswith("left:")]
    assert ride[0].zone == "exile"


@pytest.mark.parametrize("line, read", [
    ("Harmonize {4}{R}", True),  # Wild Ride
    ("Harmonize {5}{G}{U}{R}", True),  # Mammoth Bellow
    ("Harmonize {X}{R}{R}", True),  # Zenith Festival
])
def test_702_180a_harmonize_lines(line: str, read: bool) -> None:
    """Real Oracle lines: a harmonize cost of mana is read."""
    found = parse_keyword_line(line)
    assert (found is not None) == read
