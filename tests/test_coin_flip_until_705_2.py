"""705.2 / 120.3: "You and target opponent each flip a coin. Mana Clash deals 1 damage to each
player whose coin comes up tails. Repeat this process until both players' coins come up heads
on the same flip." (Mana Clash): flips with no call; each player loses 1 life for each of their
tails; the process stops at the first round of two heads."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.coin_flip_until import FlipUntilBothHeads


def _rounds(game) -> list[dict[str, str]]:  # type: ignore[no-untyped-def]
    out = []
    for line in game.state.log:
        if line.startswith("coins: "):
            pairs = line[len("coins: "):].removesuffix(" (705.2)").split(", ")
            out.append(dict(p.rsplit(" ", 1) for p in pairs))
    return out


def test_705_2_mana_clash_repeats_until_both_heads(solve) -> None:
    out = solve("""
        name: mana clash
        hand: {Alice: [Mana Clash]}
        actions:
          - {cast: Mana Clash, targets: [Bob]}
        expect:
          Mana Clash: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    rounds = _rounds(game)
    assert rounds and rounds[-1] == {"Alice": "heads", "Bob": "heads"}
    assert all("tails" in r.values() for r in rounds[:-1])
    for i, name in enumerate(("Alice", "Bob")):
        tails = sum(1 for r in rounds if r[name] == "tails")
        assert game.state.players[i].life == 20 - tails


def test_705_2_mana_clash_line() -> None:
    (ability,) = compile_line("You and target opponent each flip a coin. Mana Clash deals 1 "
                              "damage to each player whose coin comes up tails. Repeat this "
                              "process until both players' coins come up heads on the same "
                              "flip.", "Mana Clash", spell=True)
    (step,) = ability.instructions
    assert isinstance(step, FlipUntilBothHeads) and step.damage == 1
    (spec,) = ability.targets
    assert spec.kind == "player" and spec.description == "target opponent"
