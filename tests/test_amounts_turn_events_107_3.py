"""107.3a, 608.2h: counts of what happened this turn and of the kicker paid, wherever a number
stands (`compiler.grammar.amounts`):

- 701.9a: "the number of cards you've discarded this turn" / "for each card you've discarded
  this turn" (Change of Fortune; a discard paid as a cost counts too: Misty Knight);
- 700.4: "the number of creatures that died this turn" (anyone's: Spoils of Blood) and "for
  each creature that died under your control this turn" (Body Count);
- 702.33c-d: "for each time it was kicked" in the object's own enters trigger (Wolfbriar
  Elemental): put onto the battlefield without being cast, it wasn't kicked.
"""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

ALICE, BOB = 0, 1


def _named(game, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.battlefield() if game.name_of(o) == name]


# -- 701.9a: cards discarded this turn --------------------------------------------------------
def test_701_9a_change_of_fortune_draws_one_card_per_card_discarded(solve) -> None:
    """Three other cards in hand: Change of Fortune discards them, then draws three."""
    out = solve("""
        name: Change of Fortune
        library: {Alice: [Island, Island, Island, Island, Island]}
        hand: {Alice: [Change of Fortune, Mountain, Forest, Plains]}
        actions:
          - {cast: Change of Fortune}
        expect:
          player Alice: {hand_size: 3}
    """)
    assert out.passed, out.failures
    graveyard = [out.game.name_of(o) for o in out.game.state.zone_list("graveyard", ALICE)]
    assert sorted(graveyard) == ["Change of Fortune", "Forest", "Mountain", "Plains"]


def test_701_9a_misty_knight_counts_the_card_discarded_to_pay_its_cost(solve) -> None:
    """'{2}, {T}, Discard a card: Draw a card for each card you've discarded this turn.': the
    card discarded for the cost was discarded this turn: one card drawn."""
    out = solve("""
        name: Misty Knight
        battlefield: [{card: "Misty Knight, Hero for Hire", as: knight}]
        library: {Alice: [Island, Island, Island]}
        hand: {Alice: [{card: Mountain, as: m}, Forest]}
        actions:
          - activate: {card: knight, ability: 1, choices: {discard: m}}
        expect:
          m: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


# -- 700.4: creatures that died this turn -----------------------------------------------------
_TWO_DIE = """
        name: %s
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bobs}
          - {card: Grizzly Bears, as: alices}
        library: {Alice: [Island, Island, Island]}
        hand: {Alice: [Lightning Bolt, Shock, %s]}
        actions:
          - {cast: Lightning Bolt, targets: [bobs]}
          - {cast: Shock, targets: [alices]}
          - {cast: %s}
%s"""


def test_700_4_spoils_of_blood_counts_every_players_creatures(solve) -> None:
    """Bob's and Alice's Bears died this turn: a 2/2 Horror."""
    out = solve(_TWO_DIE % ("Spoils of Blood", "Spoils of Blood", "Spoils of Blood", ""))
    assert out.passed, out.failures
    horrors = _named(out.game, "Horror Token")
    assert len(horrors) == 1
    chars = out.game.chars(horrors[0])
    assert (chars.power, chars.toughness) == (2, 2)


def test_700_4_body_count_counts_only_creatures_that_died_under_your_control(solve) -> None:
    """Two Bears died, one of them Alice's: Body Count draws one card."""
    out = solve(_TWO_DIE % ("Body Count", "Body Count", "Body Count",
                            "        expect:\n          player Alice: {hand_size: 1}\n"))
    assert out.passed, out.failures


# -- 702.33c-d: times kicked ------------------------------------------------------------------
def test_702_33d_wolfbriar_elemental_one_wolf_per_time_kicked(solve) -> None:
    """Multikicker {G} paid twice: two Wolves."""
    out = solve("""
        name: Wolfbriar Elemental kicked twice
        hand: {Alice: [Wolfbriar Elemental]}
        actions:
          - {cast: Wolfbriar Elemental, choices: {kicker: 2}}
    """)
    assert out.passed, out.failures
    assert len(_named(out.game, "Wolf Token")) == 2


def test_702_33d_wolfbriar_elemental_put_onto_battlefield_was_not_kicked(solve) -> None:
    out = solve("""
        name: Wolfbriar Elemental entered
        actions:
          - {enter: {card: Wolfbriar Elemental}}
    """)
    assert out.passed, out.failures
    assert _named(out.game, "Wolf Token") == []


@pytest.mark.parametrize("line", [
    # "it" is another object than the one whose record the engine keeps
    "Whenever you cast a kicked spell, you gain 2 life for each time it was kicked.",
    "Whenever a creature you control dies, draw a card for each time it was kicked.",
])
def test_702_33d_it_was_kicked_about_another_object_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None


# -- 702.140c: times mutated ------------------------------------------------------------------
def test_702_140c_insatiable_hemophage_counts_each_mutation(solve) -> None:
    """Insatiable Hemophage mutated onto the Bears (once): Bob loses 1, Alice gains 1; a
    second Hemophage mutating onto it (twice now) triggers both: 2 and 2 more each."""
    out = solve("""
        name: Insatiable Hemophage
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Insatiable Hemophage, as: h1}, {card: Insatiable Hemophage, as: h2}]}
        actions:
          - {cast: h1, alternative: mutate, targets: [bears], choices: {mutate: over}}
          - {cast: h2, alternative: mutate, targets: [bears], choices: {mutate: over}}
        expect:
          player Bob: {life: 15}
          player Alice: {life: 25}
    """)
    assert out.passed, out.failures


def test_702_140c_porcuparrot_not_mutated_deals_no_damage(solve) -> None:
    """Porcuparrot cast as a creature never mutated: X = 0."""
    out = solve("""
        name: Porcuparrot unmutated
        battlefield: [{card: Porcuparrot, as: parrot}]
        actions:
          - activate: {card: parrot, ability: "{T}", targets: [Bob]}
        expect:
          player Bob: {life: 20}
          parrot: {tapped: true}
    """)
    assert out.passed, out.failures
