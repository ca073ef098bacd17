"""702.34a / 118.3 / 601.2b / 601.2h: "Flashback—{3}{R}, Remove X loyalty counters from among
planeswalkers you control. If you cast this spell this way, X can't be 0." (Light Up the
Night): cast from the graveyard paying {3}{R} and removing X loyalty counters in all, each
from any planeswalker the caster controls; X of 0, or more counters than they have, is
refused and the game is left as it was."""

from __future__ import annotations

from arbiter.compiler.keywords.keyword_costs import read_costs
from arbiter.rules.costs import ManaPayment
from arbiter.rules.counters_among import RemoveCountersAmong

COST = ("{3}{R}, Remove X loyalty counters from among planeswalkers you control. If you cast "
        "this spell this way, X can't be 0.")


def test_702_34a_flashback_cost_with_counters_from_among() -> None:
    mana, among = read_costs(COST) or (None, None)
    assert mana == ManaPayment("{3}{R}")
    assert isinstance(among, RemoveCountersAmong) and among.kind == "loyalty"
    assert among.x_not_zero and among.description == "planeswalkers you control"
    plain = read_costs("{3}{R}, Remove X loyalty counters from among planeswalkers you "
                       "control.")
    assert plain is not None and not plain[1].x_not_zero


def test_702_34a_counters_from_two_planeswalkers(solve) -> None:
    """X is 3: two counters from Jace Beleren (3) and one from Chandra, Torch of Defiance (4);
    Grizzly Bears (2/2) is dealt 4 damage; the card is exiled (702.34a)."""
    out = solve("""
        name: light up the night, flashback
        battlefield:
          - {card: Jace Beleren, as: jace}
          - {card: "Chandra, Torch of Defiance", as: chandra}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        graveyard: {Alice: [{card: Light Up the Night, as: light}]}
        choices: [jace, jace, chandra]
        actions:
          - {cast: light, alternative: flashback, targets: [bears], choices: {x: 3}}
        expect:
          jace: {loyalty: 1}
          chandra: {loyalty: 3}
          bears: {zone: graveyard}
          light: {zone: exile}
    """)
    assert out.passed, out.failures


def test_601_2b_x_zero_is_refused_with_flashback(solve) -> None:
    out = solve("""
        name: light up the night, X = 0
        battlefield: [{card: Jace Beleren, as: jace}]
        graveyard: {Alice: [{card: Light Up the Night, as: light}]}
        actions:
          - {cast: light, alternative: flashback, targets: [Bob], choices: {x: 0},
             refused: "X can't be 0"}
        expect:
          jace: {loyalty: 3}
          light: {zone: graveyard}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_118_3_more_counters_than_the_planeswalkers_have_is_refused(solve) -> None:
    """Jace Beleren has 3 loyalty counters: X = 4 can't be paid."""
    out = solve("""
        name: light up the night, too many
        battlefield: [{card: Jace Beleren, as: jace}]
        graveyard: {Alice: [{card: Light Up the Night, as: light}]}
        choices: [jace, jace, jace]
        actions:
          - {cast: light, alternative: flashback, targets: [Bob], choices: {x: 4},
             refused: "118.3"}
        expect:
          jace: {loyalty: 3}
          light: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_601_2b_the_x_offered_is_1_to_the_counters_there_are(board) -> None:
    """Through the API: casting Light Up the Night for its flashback cost with Jace Beleren
    (3 loyalty) offers X = 1, 2 or 3 (not 0, not more than the counters)."""
    from arbiter.engine.api import choices

    game = board("""
        name: light up the night, X offered
        battlefield: [{card: Jace Beleren, as: jace}, Mountain, Mountain, Mountain, Mountain]
        graveyard: {Alice: [{card: Light Up the Night, as: light}]}
    """)
    game.decider = None
    [cast] = [a for a in game.legal_actions() if "flashback" in str(a)]
    game.apply(cast)
    assert game.pending_decision is not None and game.pending_decision.kind == "x"
    assert [v for _, v in choices(game.pending_decision)] == [1, 2, 3]
