"""607.2a / 611.3b / 613.4c: conditions on the cards a permanent's linked ability exiled:
"As long as there are four or more card types among cards exiled with this creature, it gets
+4/+4 and has trample." (Keen-Eyed Curator), "... three or more cards exiled with this
creature, it gets +3/+3 and has hexproof." (Veteran Survivor), and a characteristic-defining
count of them (Unlicensed Hearse, 604.3). Played on boards by the real engine: only the
cards the linked ability exiled count, not other cards in exile."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line"), [
    ("Keen-Eyed Curator", "As long as there are four or more card types among cards exiled "
                          "with this creature, it gets +4/+4 and has trample."),
    ("Veteran Survivor", "As long as there are three or more cards exiled with this creature, "
                         "it gets +3/+3 and has hexproof."),
    ("Unlicensed Hearse", "Unlicensed Hearse's power and toughness are each equal to the "
                          "number of cards exiled with it."),
])
def test_607_2a_exiled_with_lines_read(name: str, line: str) -> None:
    (ab,) = compile_line(line, name)
    assert isinstance(ab, StaticAbility), ab


_BOARD = """
    name: curator
    battlefield:
      - {card: Keen-Eyed Curator, as: curator}
    graveyard: {Bob: [Grizzly Bears, Island, Lightning Bolt, Divination]}
    exile: {Bob: [Sol Ring]}
    actions:
"""


def _exile(n: int) -> str:
    names = ["Grizzly Bears", "Island", "Lightning Bolt", "Divination"][:n]
    return "".join(f"      - {{activate: {{card: curator, ability: '{{1}}: Exile', "
                   f"targets: [{c}]}}}}\n" for c in names)


@pytest.mark.parametrize(("n", "pt", "trample"), [
    (3, 3, "lacks"),  # creature, land, instant (Sol Ring was exiled otherwise)
    (4, 7, "has"),  # and a sorcery: four card types, +4/+4 and trample
])
def test_607_2a_keen_eyed_curator_card_types_among_its_exiled_cards(
        solve, n: int, pt: int, trample: str) -> None:
    out = solve(_BOARD + _exile(n) + f"""
    expect:
      curator: {{power: {pt}, toughness: {pt}, {trample}: [trample]}}
    """)
    assert out.passed, out.failures
