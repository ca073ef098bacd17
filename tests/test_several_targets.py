"""115.1 / 601.2c / 608.2b: one verb and several target phrases, each its own target
("Destroy target artifact, target creature, target enchantment, and target land."). All must
be chosen to cast the spell; as it resolves, an illegal target is left alone and the rest are
acted on."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import objects as I


@pytest.mark.parametrize(("name", "line", "kind", "n"), [
    ("Decimate", "Destroy target artifact, target creature, target enchantment, and target "
     "land.", I.Destroy, 4),
    ("Spiteful Blow", "Destroy target creature and target land.", I.Destroy, 2),
    ("Stomp and Howl", "Destroy target artifact and target enchantment.", I.Destroy, 2),
    ("Grip of Desolation", "Exile target creature and target land.", I.Exile, 2),
    ("Churning Eddy", "Return target creature and target land to their owners' hands.",
     I.ReturnToHand, 2),
    ("Kiora, Master of the Depths", "Untap up to one target creature and up to one target "
     "land.", I.Untap, 2),
])
def test_115_1_one_verb_several_targets_lines(name: str, line: str, kind: type,
                                              n: int) -> None:
    # (Kiora's loyalty ability: the effect after its cost)
    [ability] = compile_text(line, name, True) or [None]
    steps = ability.instructions
    assert [type(x) for x in steps] == [kind] * n
    assert [x.what for x in steps] == [I.Ref.target(i) for i in range(n)]
    assert len(ability.targets) == n


def test_701_19c_they_cant_be_regenerated_after_two_targets() -> None:
    [ability] = compile_text("Destroy target nonblack creature and target land. They can't "
                             "be regenerated.", "Plague Spores", True) or [None]
    assert [x.no_regeneration for x in ability.instructions] == [True, True]


def _decimate(solve, extra: str) -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: decimate
        battlefield:
          - {{card: Sol Ring, controller: Bob, as: ring}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
          - {{card: Glorious Anthem, controller: Bob, as: anthem}}
          - {{card: Forest, controller: Bob, as: forest}}
        hand: {{Alice: [Decimate], Bob: [Lightning Bolt]}}
        actions:
{extra}
    """)
    assert out.passed, out.failures
    return out.game


def test_608_2b_decimate_destroys_its_four_targets(solve) -> None:
    game = _decimate(solve, "          - {cast: Decimate, targets: [ring, bears, anthem, "
                            "forest]}")
    for alias in ("ring", "bears", "anthem", "forest"):
        assert game.obj(obj_id(game, alias)).zone == "graveyard", alias


def test_608_2b_decimate_with_one_target_gone_destroys_the_other_three(solve) -> None:
    """Bob bolts his own Grizzly Bears in response: the creature target is illegal, the
    artifact, enchantment and land are destroyed all the same."""
    game = _decimate(solve, "          - {cast: Decimate, targets: [ring, bears, anthem, "
                            "forest], respond: true}\n"
                            "          - {cast: Lightning Bolt, by: Bob, targets: [bears]}")
    for alias in ("ring", "anthem", "forest"):
        assert game.obj(obj_id(game, alias)).zone == "graveyard", alias
    assert game.state.players[1].life == 20


def test_601_2c_decimate_needs_all_four_targets(solve) -> None:
    """Without an enchantment to target, Decimate can't be cast at all."""
    out = solve("""
        name: decimate short a target
        battlefield:
          - {card: Sol Ring, controller: Bob, as: ring}
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Forest, controller: Bob, as: forest}
        hand: {Alice: [Decimate]}
        actions:
          - {cast: Decimate, targets: [ring, bears, forest], refused: "target"}
    """)
    assert out.passed, out.failures
    game = out.game
    for alias in ("ring", "bears", "forest"):
        assert game.obj(obj_id(game, alias)).zone == "battlefield", alias
