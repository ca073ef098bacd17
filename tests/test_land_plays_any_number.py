"""305.2: "You may play any number of lands on each of your turns." (Fastbond, Naya): no
limit on the lands a player plays in their turn (305.2a: each play is legal while the
lands they may play outnumber those played)."""

from __future__ import annotations

from arbiter.compiler.catalog import Catalog
from arbiter.rules.abilities import StaticAbility

_LINE = "You may play any number of lands on each of your turns."


def test_305_2_any_number_of_lands(solve) -> None:
    """With the effect Alice plays four lands in one turn."""
    out = solve(f"""
        name: any number of lands
        battlefield:
          - {{token: {{name: Bond, types: [Enchantment], text: "{_LINE}"}}}}
        hand: {{Alice: [Forest, Forest, Island, Mountain]}}
        actions:
          - {{play: Forest}}
          - {{play: Forest}}
          - {{play: Island}}
          - {{play: Mountain}}
        expect:
          Forest: {{count: 2}}
          Island: {{count: 1}}
          Mountain: {{count: 1}}
          player Alice: {{hand_size: 0}}
    """)
    assert out.passed, out.failures


def test_305_2b_without_it_one_land(solve) -> None:
    """Without it the second land play is refused (305.2b) and changes nothing."""
    out = solve("""
        name: one land
        hand: {Alice: [Forest, Island]}
        actions:
          - {play: Forest}
          - {play: Island, refused: "305.2"}
        expect:
          player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures


def test_305_2_fastbond_line(catalog: Catalog) -> None:
    for card in ("Fastbond", "Naya"):
        mine = [a for a in catalog.abilities(card, 0) if a.text == _LINE]
        assert len(mine) == 1 and isinstance(mine[0], StaticAbility)
