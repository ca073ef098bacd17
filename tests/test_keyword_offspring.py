"""Offspring (702.175) played through the real engine: "Offspring [cost]" is an optional
additional cost (702.175a, 601.2b, 601.2f-h) and "When this permanent enters, if its
offspring cost was paid, create a token that's a copy of it, except it's 1/1." (603.4; the
1/1 is part of the token's copiable values, 707.9b). The token wasn't cast, so its own
offspring ability doesn't trigger."""

from __future__ import annotations

from casting_play import labels, pass_until_empty, take


def _wildguides(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.name_of(o) == "Tender Wildguide"]


def test_702_175a_offspring_paid_creates_a_1_1_token_copy(board) -> None:
    """Tender Wildguide ({1}{G}, Offspring {2}) cast with four Forests, offspring paid: it
    enters, the trigger creates a token copy of it that is 1/1 with its abilities (707.2),
    and the token doesn't create another (its offspring cost wasn't paid)."""
    game = board("""
        name: offspring
        battlefield: [Forest, Forest, Forest, Forest]
        hand: {Alice: [{card: Tender Wildguide, as: tw}]}
    """)
    take(game, "cast Tender Wildguide")
    assert labels(game) == ["don't pay offspring {2}", "pay offspring {2}"]
    take(game, "pay offspring {2}")
    pass_until_empty(game)
    both = _wildguides(game)
    assert len(both) == 2
    token = next(o for o in both if game.obj(o).token)
    card = next(o for o in both if not game.obj(o).token)
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)
    assert (game.chars(card).power, game.chars(card).toughness) == (2, 2)
    assert len(game.chars(token).abilities) == len(game.chars(card).abilities)
    assert not game.state.stack_items


def test_702_175a_offspring_not_paid_no_token(board) -> None:
    game = board("""
        name: offspring unpaid
        battlefield: [Forest, Forest, Forest, Forest]
        hand: {Alice: [{card: Tender Wildguide, as: tw}]}
    """)
    take(game, "cast Tender Wildguide", "don't pay offspring")
    pass_until_empty(game)
    assert len(_wildguides(game)) == 1


def test_702_175a_118_3_offspring_not_offered_without_the_mana(board) -> None:
    game = board("""
        name: offspring no mana
        battlefield: [Forest, Forest, Forest]
        hand: {Alice: [{card: Tender Wildguide, as: tw}]}
    """)
    take(game, "cast Tender Wildguide")
    assert not any("offspring" in x for x in labels(game))


def test_702_175a_a_permanent_put_onto_the_battlefield_makes_no_token(solve) -> None:
    """Not cast, no offspring cost was paid: a Wildguide put onto the battlefield by an
    effect doesn't trigger (603.4)."""
    out = solve("""
        name: offspring entered
        actions:
          - {enter: {card: Tender Wildguide}}
    """)
    assert len(_wildguides(out.game)) == 1


def test_702_175a_the_token_copies_the_card_as_it_is_with_counters_not_copied(solve) -> None:
    """707.2: counters aren't copied; the token is a 1/1 Tender Wildguide even when the card
    had +1/+1 counters put on it meanwhile (here it enters with the trigger on the stack, and
    gets a counter before the trigger resolves)."""
    out = solve("""
        name: offspring counters
        hand: {Alice: [{card: Tender Wildguide, as: tw}]}
        actions:
          - {cast: tw, choices: {offspring: yes}, respond: true}
          - {resolve: 1}
          - {counters: {on: tw, add: {+1/+1: 1}}, respond: true}
          - {resolve: all}
    """)
    game = out.game
    both = _wildguides(game)
    token = next(o for o in both if game.obj(o).token)
    assert (game.chars(token).power, game.chars(token).toughness) == (1, 1)
