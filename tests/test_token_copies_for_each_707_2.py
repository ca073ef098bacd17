"""707.2, 111.1, 611.2c: "For each <permanents>, create a token that's a copy of that creature."
(Clone Legion, Rhys the Redeemed, Multiversal Incursion): one token for each permanent the
phrase describes as the spell resolves, played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text


def test_707_2_clone_legion_copies_each_creature_the_target_player_controls(solve) -> None:
    """Bob controls Grizzly Bears and Craw Wurm; Alice's Hill Giant isn't copied."""
    out = solve("""
        name: clone legion
        battlefield:
          - {card: Grizzly Bears, controller: Bob}
          - {card: Craw Wurm, controller: Bob}
          - {card: Hill Giant}
        hand: {Alice: [Clone Legion]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Clone Legion, targets: [Bob]}
        expect:
          Grizzly Bears: {count: 2}
          Craw Wurm: {count: 2}
          Hill Giant: {count: 1}
    """)
    assert out.passed, out.failures
    game = out.game
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert sorted(game.chars(o).name for o in tokens) == ["Craw Wurm", "Grizzly Bears"]
    assert all(game.chars(o).controller == 0 for o in tokens)


def test_707_9b_multiversal_incursion_copies_arent_legendary(solve) -> None:
    """Alice's legendary Isamaru is copied except the token isn't legendary: both stay (the
    legend rule doesn't apply, 704.5j); the Grizzly Bears token is copied too."""
    out = solve("""
        name: multiversal incursion
        battlefield:
          - {card: "Isamaru, Hound of Konda"}
          - {card: Grizzly Bears}
        hand: {Alice: [Multiversal Incursion]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Multiversal Incursion}
        expect:
          "Isamaru, Hound of Konda": {count: 2}
          Grizzly Bears: {count: 2}
    """)
    assert out.passed, out.failures
    game = out.game
    isamarus = [o for o in game.state.battlefield()
                if game.chars(o).name == "Isamaru, Hound of Konda"]
    token = next(o for o in isamarus if game.obj(o).token is not None)
    assert "Legendary" not in game.chars(token).supertypes


@pytest.mark.parametrize("line", [
    # cards in another zone, or a token made to block, aren't read here
    "For each creature card in your graveyard, create a token that's a copy of it.",
    "For each creature attacking you, create a token that's a copy of that creature and "
    "that's blocking that creature.",
])
def test_707_2_near_variants_stay_unread(line: str) -> None:
    assert compile_text(line, "Test Card", True) is None
