"""Object phrases: "target green or white creature" (Deathmark) means a creature that is green
or white (the color words before "or" describe the same noun as the last group), not any
green permanent or a white creature (a wrong reading found while reading triggers)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def test_green_or_white_creature_distributes_the_noun(solve) -> None:
    out = solve("""
        name: Deathmark
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Forest, controller: Bob, as: forest}
          - {card: Wild Growth, controller: Bob, attached_to: forest, as: growth}
        hand: {Alice: [Deathmark]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Deathmark
            targets: [growth]
            refused: "target"
          - cast: Deathmark
            targets: [bears]
        expect:
          bears: {zone: graveyard}
          growth: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_color_or_color_with_a_kind_only_is_unchanged() -> None:
    """"black or red permanent": "permanent" is no type; any black or red permanent."""
    [ab] = compile_text("Destroy target black or red permanent.", "Test", True)
    [spec] = ab.targets
    assert "Creature" not in repr(spec.selector)
