"""Earthbend (701.66), played through the real engine: the target land you control becomes a
0/0 land creature with haste and gets N +1/+1 counters; when it dies or is put into exile it
returns to the battlefield tapped under the earthbender's control (a delayed triggered
ability, 603.7). With a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest
from conftest import chars_of

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.earthbend import Earthbend
from arbiter.rules.abilities import UnsupportedAbility


def _on_battlefield(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.chars(o).name == name]


def test_701_66a_earthbend_makes_a_land_creature_with_haste_and_counters(solve) -> None:
    """Badgermole Cub enters: earthbend 1 on Alice's Forest. The Forest is a 1/1 Land
    Creature (0/0 with a +1/+1 counter) with haste, still a Forest; the game records that
    Alice earthbent."""
    out = solve("""
        name: earthbend
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [Badgermole Cub]}
        actions:
          - {cast: Badgermole Cub, choices: {target: forest}}
        expect:
          forest: {power: 1, toughness: 1, counters: {+1/+1: 1}, has: [Haste],
                   subtypes: [Forest]}
    """)
    assert out.passed, out.failures
    ch = chars_of(out, "forest")
    assert {"Land", "Creature"} <= set(ch.types)
    assert any(e.kind == "earthbends" for e in out.game.events)


def test_701_66a_earthbent_land_that_dies_returns_tapped(solve) -> None:
    """Earthbending Lesson (Earthbend 4) on a Mountain: a 4/4. Bob's Murder destroys it; it
    dies and returns to the battlefield tapped under Alice's control, a land again (a new
    object, 400.7: no counters, not a creature)."""
    out = solve("""
        name: earthbend dies
        battlefield: [{card: Mountain, as: mountain}]
        hand: {Alice: [Earthbending Lesson], Bob: [Murder]}
        actions:
          - {cast: Earthbending Lesson, targets: [mountain]}
          - {cast: Murder, by: Bob, targets: [mountain]}
    """)
    assert out.passed, out.failures
    game = out.game
    (land,) = _on_battlefield(game, "Mountain")
    ch = game.chars(land)
    assert game.obj(land).tapped and ch.controller == 0
    assert "Creature" not in ch.types and game.obj(land).counters == {}
    assert [game.obj(o).card for o in game.state.zone_list("graveyard", 0)] == [
        "Earthbending Lesson"]


def test_701_66a_earthbent_land_exiled_returns_under_the_earthbenders_control(solve) -> None:
    """Alice earthbends 4 her Plains; Bob's Swords to Plowshares exiles it (Alice, its
    controller, gains 4 life); it returns tapped under Alice's control."""
    out = solve("""
        name: earthbend exiled
        battlefield: [{card: Plains, as: plains}]
        hand: {Alice: [Earthbending Lesson], Bob: [Swords to Plowshares]}
        actions:
          - {cast: Earthbending Lesson, targets: [plains]}
          - {cast: Swords to Plowshares, by: Bob, targets: [plains]}
        expect:
          player Alice: {life: 24}
    """)
    assert out.passed, out.failures
    game = out.game
    (land,) = _on_battlefield(game, "Plains")
    assert game.obj(land).tapped and game.chars(land).controller == 0
    assert not game.state.zone_list("exile", 0)


def test_701_66a_earthbent_land_returned_to_hand_stays_there(solve) -> None:
    """Bounced to its owner's hand, the land neither died nor was exiled: the delayed
    ability doesn't trigger and the card stays in Alice's hand."""
    out = solve("""
        name: earthbend bounced
        battlefield: [{card: Forest, as: forest}]
        hand: {Alice: [Earthbending Lesson], Bob: [Unsummon]}
        actions:
          - {cast: Earthbending Lesson, targets: [forest]}
          - {cast: Unsummon, by: Bob, targets: [forest]}
    """)
    assert out.passed, out.failures
    game = out.game
    assert _on_battlefield(game, "Forest") == []
    assert [game.obj(o).card for o in game.state.zone_list("hand", 0)] == ["Forest"]


def test_701_66a_earthbend_targets_only_a_land_you_control(solve) -> None:
    """Bob's Island isn't "target land you control": the cast is refused and nothing
    changes."""
    out = solve("""
        name: earthbend refused
        battlefield: [{card: Island, as: island, controller: Bob}]
        hand: {Alice: [Earthbending Lesson]}
        actions:
          - {cast: Earthbending Lesson, targets: [island], refused: "target"}
        expect:
          island: {types: [Land]}
    """)
    assert out.passed, out.failures


def test_701_66a_earthbend_x_counted_as_it_resolves(solve) -> None:
    """Rockalanche (Earthbend X, where X is the number of Forests you control) with three
    Forests: the target Forest gets three +1/+1 counters: a 3/3."""
    out = solve("""
        name: earthbend x
        battlefield: [{card: Forest, as: f1}, Forest, Forest]
        hand: {Alice: [Rockalanche]}
        actions:
          - {cast: Rockalanche, targets: [f1]}
        expect:
          f1: {power: 3, toughness: 3, counters: {+1/+1: 3}}
    """)
    assert out.passed, out.failures


LINES = [
    ("Badgermole Cub", "When this creature enters, earthbend 1.", False, [1]),
    ("Earthbending Lesson", "Earthbend 4.", True, [4]),
    ("Ba Sing Se", "{2}{G}, {T}: Earthbend 2. Activate only as a sorcery.", False, [2]),
    ("Dai Li Agents", "When this creature enters, earthbend 1, then earthbend 1.", False,
     [1, 1]),
    ("Earth Village Ruffians", "When this creature dies, earthbend 2.", False, [2]),
    ("Avatar Kyoshi, Earthbender", "At the beginning of combat on your turn, earthbend 8, "
     "then untap that land.", False, None),
]


@pytest.mark.parametrize(("card", "line", "spell", "ns"), LINES)
def test_701_66a_earthbend_lines(card: str, line: str, spell: bool, ns: list[int] | None
                                 ) -> None:
    (ability,) = compile_line(line, card, spell=spell, legendary="," in card)
    if ns is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    bends = [i for i in ability.instructions if isinstance(i, Earthbend)]
    assert [b.n for b in bends] == ns
    # each "earthbend N" holds its own "target land you control" (115.1)
    assert [t.description for t in ability.targets] == ["target land you control"] * len(ns)
    assert sorted(b.what.index for b in bends) == list(range(len(ns)))


@pytest.mark.parametrize(("card", "line", "spell"), [
    ("Rockalanche", "Earthbend X, where X is the number of Forests you control.", True),
    ("The Boulder, Ready to Rumble", "Whenever The Boulder attacks, earthbend X, where X is "
     "the number of creatures you control with power 4 or greater.", False),
])
def test_701_66a_earthbend_x_lines(card: str, line: str, spell: bool) -> None:
    """"earthbend X, where X is <a count>": N is the count, made as it resolves."""
    (ability,) = compile_line(line, card, spell=spell, legendary="," in card)
    (bend,) = [i for i in ability.instructions if isinstance(i, Earthbend)]
    assert type(bend.n).__name__ == "CountOf"
