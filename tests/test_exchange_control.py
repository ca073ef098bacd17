"""701.12a-b: exchanging control of two permanents (Oko, Thief of Crowns' −5)."""

from __future__ import annotations

from conftest import chars_of

from arbiter.cards.database import CardDatabase
from arbiter.compiler.lines import compile_text
from arbiter.engine.keyword_actions.exchange import ExchangeControl

_DB = CardDatabase.bundled()

_OKO = """
    name: oko exchange
    battlefield:
      - {card: "Oko, Thief of Crowns", as: oko, counters: {loyalty: 6}}
      - {card: Ornithopter, as: thopter}
      - {card: Grizzly Bears, as: bears, controller: Bob}
    actions:
      - {activate: {card: oko, ability: "-5", targets: [thopter, bears]%s}}
"""


def test_701_12_oko_minus_five_compiles_to_an_exchange_of_two_targets() -> None:
    face = _DB.get("Oko, Thief of Crowns").faces[0]
    line = next(x for x in (face.oracle_text or "").split("\n") if "Exchange" in x)
    (ab,) = compile_text(line, face.name)
    assert len(ab.targets) == 2 and ab.loyalty == -5
    assert len(ab.instructions) == 1 and isinstance(ab.instructions[0], ExchangeControl)


def test_701_12b_each_player_gains_control_of_the_others_permanent(solve) -> None:
    out = solve(_OKO % "")
    assert chars_of(out, "bears").controller == 0
    assert chars_of(out, "thopter").controller == 1


def test_701_12a_no_part_of_the_exchange_if_a_target_is_gone(solve) -> None:
    """Bob's Bears leave before the ability resolves: the exchange can't be completed, so
    Alice keeps her Ornithopter (701.12a)."""
    out = solve(_OKO % ", respond: true" + """
      - {move: {card: bears, to: graveyard}, respond: true}
      - {resolve: 1}
""")
    assert chars_of(out, "thopter").controller == 0
