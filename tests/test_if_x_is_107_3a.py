"""107.3a, 608.2c: "If X is N or more, <effect>." in a spell's own text: the X announced as
the spell was cast (`rules.x_conditions`), checked as the spell resolves; an X the line
defines itself ("where X is ...") is not the announced one, and such a line stays unread."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text

_TREMORS = """
name: tremors x={x}
battlefield:
  - {{card: Grizzly Bears, as: bears, controller: Bob}}
  - {{card: Ornithopter, as: thopter, controller: Bob}}
  - {{card: Sol Ring, as: ring, controller: Bob}}
hand:
  Alice: [{{card: Subterranean Tremors, as: tremors}}]
actions:
  - {{cast: tremors, choices: {{x: {x}}}}}
"""


def test_107_3a_subterranean_tremors_x_3_destroys_no_artifact(solve) -> None:
    """X = 3: 3 damage to each creature without flying kills the Bears; X is less than 4,
    so Sol Ring stays and no Lizard is made."""
    out = solve(_TREMORS.format(x=3) + """
expect:
  bears: {zone: graveyard}
  thopter: {zone: battlefield}
  ring: {zone: battlefield}
""")
    assert out.failures == []
    assert not [o for o in out.game.state.objects.values()
                if out.game.name_of(o.id) == "Lizard Token" and o.zone == "battlefield"]


def test_107_3a_subterranean_tremors_x_4_destroys_all_artifacts(solve) -> None:
    """X = 4: the artifacts are destroyed (Ornithopter, with flying, too), no Lizard (X is
    less than 8)."""
    out = solve(_TREMORS.format(x=4) + """
expect:
  bears: {zone: graveyard}
  thopter: {zone: graveyard}
  ring: {zone: graveyard}
""")
    assert out.failures == []
    assert not [o for o in out.game.state.objects.values()
                if out.game.name_of(o.id) == "Lizard Token" and o.zone == "battlefield"]


def test_107_3a_subterranean_tremors_x_8_also_makes_an_8_8_lizard(solve) -> None:
    out = solve(_TREMORS.format(x=8) + """
expect:
  ring: {zone: graveyard}
""")
    assert out.failures == []
    lizards = [o.id for o in out.game.state.objects.values()
               if out.game.name_of(o.id) == "Lizard Token" and o.zone == "battlefield"]
    assert len(lizards) == 1
    chars = out.game.chars(lizards[0])
    assert (chars.power, chars.toughness) == (8, 8)


@pytest.mark.parametrize(("x", "hand"), [(3, 3), (10, 10)])
def test_107_3a_finale_of_revelation_instead_only_for_x_10(solve, x: int, hand: int) -> None:
    """Finale of Revelation: X = 3 draws three and leaves the graveyard alone; X = 10 shuffles
    the graveyard into the library first ("instead"), then draws ten."""
    library = ", ".join(["Island"] * 12)
    out = solve(f"""
name: finale x={x}
graveyard:
  Alice: [Forest, Forest]
library:
  Alice: [{library}]
hand:
  Alice: [{{card: Finale of Revelation, as: finale}}]
actions:
  - {{cast: finale, choices: {{x: {x}}}}}
expect:
  player Alice: {{hand_size: {hand}}}
""")
    assert out.failures == []
    graveyard = [out.game.name_of(o) for o in out.game.state.zone_list("graveyard", 0)]
    assert ("Forest" in graveyard) == (x < 10)
    assert "Finale of Revelation" not in graveyard  # 'Exile Finale of Revelation.'


@pytest.mark.parametrize("line", [
    # 107.3: X defined by the line itself, not announced
    "Whenever you attack, put X +1/+1 counters on target attacking creature, where X is the "
    "number of permanents you've sacrificed this turn. If X is three or more, that creature "
    "gains lifelink until end of turn.",
    "Whenever you cast a noncreature spell, ~ gets +X/+0 until end of turn, where X is the "
    "amount of mana spent to cast that spell. If X is 4 or more, draw a card.",
])
def test_107_3_an_x_the_line_defines_keeps_its_if_unread(line: str) -> None:
    assert compile_text(line, "Test Card") is None
