"""707.2 / 111.2: "create two tokens that are copies of <object>": that many tokens, each a
copy of the object (its copiable values as the effect resolves), created at once; "tapped
tokens" enter tapped; "They gain haste. Sacrifice them at the beginning of the next end
step." acts on every token made (608.2c, 603.7). Played through the real engine."""

from __future__ import annotations

from conftest import obj_id


def _tokens(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.state.objects[o].token]


def test_707_2_skyclave_relic_kicked_makes_two_tapped_copies(solve) -> None:
    """Skyclave Relic cast kicked: two tapped tokens named Skyclave Relic (indestructible);
    the Relic itself is untapped."""
    out = solve("""
        name: skyclave relic kicked
        hand: {Alice: [Skyclave Relic]}
        actions:
          - {cast: Skyclave Relic, choices: {kicker: true}}
    """)
    game = out.game
    tokens = _tokens(game)
    assert len(tokens) == 2
    assert all(game.obj(t).tapped and game.chars(t).name == "Skyclave Relic" for t in tokens)
    relic = next(o for o in game.state.battlefield() if not game.state.objects[o].token)
    assert not game.obj(relic).tapped


_ORTHION = """
    name: orthion
    battlefield:
      - {card: "Orthion, Hero of Lavabrink", as: orthion}
      - {card: Grizzly Bears, as: bears}
    library: {Alice: [Forest, Forest], Bob: [Forest, Forest]}
    actions:
      - activate: {card: orthion, ability: 2, targets: [bears]}
"""


def test_707_2_orthion_five_hasty_copies_sacrificed_at_the_next_end_step(solve) -> None:
    """Orthion's second ability on Grizzly Bears: five 2/2 Grizzly Bears tokens with haste
    (the Bears don't gain it); at the beginning of the next end step all five are sacrificed
    (603.7) and the Bears stay."""
    game = solve(_ORTHION).game
    tokens = _tokens(game)
    assert len(tokens) == 5
    assert all(game.chars(t).name == "Grizzly Bears" and game.chars(t).has_keyword("haste")
               for t in tokens)
    bears = obj_id(game, "bears")
    assert not game.chars(bears).has_keyword("haste")
    game = solve(_ORTHION + "      - pass: {to: cleanup}\n").game
    assert _tokens(game) == [] and obj_id(game, "bears") in game.state.battlefield()
