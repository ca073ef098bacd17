"""702.39 provoke played through the engine: "Whenever this creature attacks, you may choose
to have target creature defending player controls block this creature this combat if able.
If you do, untap that creature." (702.39a). The target untaps and must block the provoker
(509.1c) when able; a declaration without that block is refused, the game unchanged; if
its controller declines, nothing happens; the requirement ends with the combat (511.3)."""

from __future__ import annotations

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.keywords.triggered_keywords import enforced

_BOARD = """
name: provoke
turn: {number: 2}
battlefield:
  - {card: Deftblade Elite, as: elite}
  - {card: Grizzly Bears, controller: Bob, as: bears, tapped: true}
  - {card: Savannah Lions, controller: Bob, as: lions}
actions:
"""


def test_702_39a_provoke_untaps_and_requires_the_block(solve) -> None:
    """Bob's tapped Bears are provoked: they untap and must block Deftblade Elite; the Lions
    blocking instead is refused (the Bears could have blocked)."""
    out = solve(_BOARD + """\
  - {attack: [elite], choices: {target: bears, may: true}}
  - {block: {lions: elite}, refused: "509.1c"}
  - {block: {}, refused: "509.1c"}
  - {block: {bears: elite}}
  - {pass: end_of_turn}
expect:
  elite: {zone: graveyard}
  bears: {zone: battlefield}
  player Bob: {life: 20}
""")
    assert out.passed, out.failures


def test_702_39a_declined_provoke_does_nothing(solve) -> None:
    """Declining: the Bears stay tapped, Bob needn't block."""
    out = solve(_BOARD + """\
  - {attack: [elite], choices: {target: bears, may: false}}
  - {block: {}}
expect:
  bears: {tapped: true}
""")
    assert out.passed, out.failures


def test_511_3_the_requirement_ends_with_the_combat(solve) -> None:
    out = solve(_BOARD + """\
  - {attack: [elite], choices: {target: bears, may: true}}
  - {block: {bears: elite}, choices: {}}
  - {pass: end_of_turn}
""")
    assert out.passed, out.failures
    game = out.game
    assert not any(e.duration == "end_of_combat" for e in game.state.effects)


def test_702_39a_provoke_keyword_line_enforced() -> None:
    [kw] = parse_keyword_line("Provoke (Whenever this creature attacks, you may have target "
                              "creature defending player controls untap and block it if "
                              "able.)")
    assert kw.keyword == "provoke" and enforced("provoke", None)
