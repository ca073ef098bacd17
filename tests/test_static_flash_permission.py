"""702.8a / 601.3b: a static ability "You may cast [sorcery | Spirit] spells as though they
had flash." lets its controller cast those spells any time they have priority, while it is
on the battlefield; other spells keep their timing. Played through the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.flash_permission import RULE
from arbiter.rules.abilities import StaticAbility


def _board(permanent: str, spell: str, step: str = "beginning_of_combat") -> str:
    return f"""
        name: flash permission
        turn: {{number: 1, step: {step}}}
        battlefield: [{permanent}{{card: Island}}, {{card: Island}}, {{card: Island}},
                      {{card: Mountain}}, {{card: Mountain}}]
        library: {{Alice: [Plains, Plains, Plains]}}
        hand: {{Alice: [{{card: {spell}, as: spell}}]}}
    """


def test_702_8a_hypersonic_dragon_lets_alice_cast_a_sorcery_in_combat(solve) -> None:
    """With Hypersonic Dragon, Alice casts Divination at the beginning of combat: she draws
    two cards."""
    out = solve(_board("{card: Hypersonic Dragon}, ", "Divination") + """
        actions:
          - {cast: Divination, pay: true}
        expect:
          spell: {zone: graveyard}
          player Alice: {hand_size: 2}
    """)
    assert out.passed, out.failures


def test_702_8a_without_the_dragon_the_sorcery_waits(solve) -> None:
    """Without it Divination can't be cast in combat (307.1): refused, still in hand."""
    out = solve(_board("", "Divination") + """
        actions:
          - {cast: Divination, pay: true, refused: "307.1"}
        expect:
          spell: {zone: hand}
    """)
    assert out.passed, out.failures


def test_702_8a_rattlechains_lets_spirit_spells_only(solve) -> None:
    """Rattlechains: Kami of Ancient Law, a Spirit creature spell without flash, may be
    cast in combat; Divination, not a Spirit, may not."""
    spirit = solve(_board("{card: Rattlechains}, {card: Plains}, ", "Kami of Ancient Law") + """
        actions:
          - {cast: Kami of Ancient Law, pay: true}
        expect:
          spell: {zone: battlefield}
    """)
    assert spirit.passed, spirit.failures
    other = solve(_board("{card: Rattlechains}, ", "Divination") + """
        actions:
          - {cast: Divination, pay: true, refused: "307.1"}
        expect:
          spell: {zone: hand}
    """)
    assert other.passed, other.failures


@pytest.mark.parametrize("line,detail", [
    ("You may cast spells as though they had flash.", "None"),
    ("You may cast sorcery spells as though they had flash.", "IsType(card_type='Sorcery')"),
    ("You may cast creature spells as though they had flash.",
     "IsType(card_type='Creature')"),
    ("You may cast Spirit spells as though they had flash.", "IsSubtype(subtype='Spirit')"),
])
def test_702_8a_oracle_lines(line: str, detail: str) -> None:
    (ab,) = compile_line(line, "Some Permanent")
    assert isinstance(ab, StaticAbility)
    (part,) = ab.effects[0].parts
    assert part.rule == RULE and repr(part.detail) == detail
