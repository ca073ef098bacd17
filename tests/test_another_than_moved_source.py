"""400.7: "When this creature dies, return another target artifact card from your graveyard
to your hand." (Myr Retriever): the card in the graveyard is a new object, but "another"
still excludes the card the creature became: the ability can't return Myr Retriever itself."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.source_card_selectors import IsSourceOrItsCard
from arbiter.rules.structure import nodes


def test_400_7_myr_retriever_returns_another_artifact_card(solve) -> None:
    """Bob's Murder kills Alice's Myr Retriever with Ornithopter in her graveyard: Ornithopter
    is the only legal target (not the Retriever card) and returns to her hand."""
    out = solve("""
        name: myr retriever
        battlefield: [{card: Myr Retriever, as: retriever}]
        graveyard: {Alice: [Ornithopter, Grizzly Bears]}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [retriever]}
        expect:
          retriever: {zone: graveyard}
          Ornithopter: {zone: hand}
          Grizzly Bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_400_7_myr_retriever_cannot_return_itself(solve) -> None:
    """No other artifact card in the graveyard: the ability has no legal target and is
    removed (603.3d); Myr Retriever stays in the graveyard and Alice's hand stays empty."""
    out = solve("""
        name: myr retriever alone
        battlefield: [{card: Myr Retriever, as: retriever}]
        graveyard: {Alice: [Grizzly Bears]}
        hand: {Bob: [Murder]}
        actions:
          - {cast: Murder, by: Bob, targets: [retriever]}
        expect:
          retriever: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.zone_list("hand", 0) == []


@pytest.mark.parametrize(("line", "name"), [
    ("When this creature dies, return another target artifact card from your graveyard to "
     "your hand.", "Myr Retriever"),
    ("When this creature dies, return another target Elf card from your graveyard to your "
     "hand.", "Elderfang Ritualist"),
    ("When this creature dies, return another target creature card from your graveyard to "
     "your hand.", "Dutiful Attendant"),
    ("When this creature enters or leaves the battlefield, return another target creature "
     "card from your graveyard to your hand.", "Deadwood Treefolk"),
])
def test_400_7_another_target_card_after_dying_lines(line: str, name: str) -> None:
    (ability,) = compile_line(line, name)
    assert any(isinstance(n, IsSourceOrItsCard) for n in nodes(ability.targets))
