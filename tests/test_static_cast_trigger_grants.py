"""613.1f with 702.85a cascade and 702.40a storm given to the spells a player casts ("Sliver
spells you cast have cascade", The First Sliver; "Instant and sorcery spells you cast have
storm", Prismari, the Inspiration): the spell has the keyword on the stack as it becomes cast
(601.2a, 601.2i), and its "When you cast this spell" ability triggers (603.2). Played through
the real engine."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.abilities import StaticAbility


def test_702_40a_prismari_gives_storm_to_instants_and_sorceries(solve) -> None:
    """Prismari on the battlefield: Alice casts Ornithopter, then Shock at Bob: Shock has
    storm (one spell cast before it), one copy; Bob takes 4. Bob's own Shock, cast by him,
    has no storm."""
    out = solve("""
        name: prismari
        battlefield: [{card: "Prismari, the Inspiration"}]
        hand: {Alice: [Ornithopter, {card: Shock, as: shock}], Bob: [{card: Shock, as: bobs}]}
        actions:
          - {cast: Ornithopter}
          - {cast: shock, targets: [Bob], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    shock = game.state.stack_items[0].source
    assert game.chars(shock).has_keyword("storm")
    assert len(game.state.stack_items) == 2  # Shock and its storm trigger (603.3)
    steps.resolve_all(game)
    assert game.state.players[1].life == 16
    out = solve("""
        name: prismari bob
        battlefield: [{card: "Prismari, the Inspiration"}]
        hand: {Bob: [{card: Shock, as: bobs}]}
        actions:
          - {cast: bobs, by: Bob, targets: [Alice], respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not game.chars(game.state.stack_items[0].source).has_keyword("storm")
    assert len(game.state.stack_items) == 1


def test_702_85a_the_first_sliver_gives_cascade_to_sliver_spells(solve) -> None:
    """The First Sliver: Alice casts Muscle Sliver, a Sliver spell, so it has cascade and its
    cascade ability triggers as it's cast (on the stack above it); Grizzly Bears (not a
    Sliver) has none."""
    out = solve("""
        name: first sliver
        battlefield: [{card: The First Sliver}]
        hand: {Alice: [Muscle Sliver, Grizzly Bears]}
        actions:
          - {cast: Muscle Sliver, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.stack_items) == 2
    assert game.chars(game.state.stack_items[0].source).has_keyword("cascade")
    out = solve("""
        name: first sliver bears
        battlefield: [{card: The First Sliver}]
        hand: {Alice: [Grizzly Bears]}
        actions:
          - {cast: Grizzly Bears, respond: true}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.stack_items) == 1


LINES = [
    ("The First Sliver", "Sliver spells you cast have cascade.", True),
    ("Prismari, the Inspiration", "Instant and sorcery spells you cast have storm.", True),
    ("Quandrix, the Proof", "Instant and sorcery spells you cast from your hand have cascade.",
     True),
    ("Silverquill Lecturer", "Creature spells you cast have demonstrate.", True),
    ("Flamekin Herald", "Commander spells you cast have cascade.", True),
    # used while the total cost is determined (601.2a: the card is a spell on the stack by
    # then, `engine.casting.as_spell`; tests/test_spell_cost_keyword_grants.py)
    ("Myojin of Blooming Dawn", "Creature spells you cast have convoke.", True),
    ("Dragonspeaker Shaman", "Artifact creature spells you cast have affinity for artifacts.",
     True),
]


@pytest.mark.parametrize(("name", "line", "read"), LINES)
def test_613_1f_oracle_lines(name: str, line: str, read: bool) -> None:
    got = compile_text(line, name, legendary=True)
    assert bool(got) == read
    if read:
        assert got is not None and isinstance(got[0], StaticAbility)
