"""509.1h: "an effect says that it becomes blocked" (Fog Patch's "Attacking creatures become
blocked.", Curtain of Light's "Target unblocked attacking creature becomes blocked."), played
through the real engine: the creature is blocked with no creature blocking it, so it assigns
no combat damage (510.1c) unless it has trample, when all of it goes to the player it attacks
(702.19e); its "becomes blocked" abilities trigger (509.3c)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility


def _run(solve, hand: str, battlefield: str, actions: str, expect: str):  # type: ignore[no-untyped-def]
    out = solve("name: becomes blocked\nturn: {number: 2}\n"
                "library: {Alice: [Plains, Plains], Bob: [Plains, Plains]}\n"
                f"hand: {{Bob: [{hand}]}}\nbattlefield:\n{battlefield}actions:\n{actions}"
                f"expect:\n{expect}")
    assert out.passed, out.failures
    return out


def test_509_1h_fog_patch(solve) -> None:
    """Alice's Grizzly Bears and Colossal Dreadmaw (6/6 trample) attack; Bob declares no
    blockers and casts Fog Patch. The Bears become blocked and deal no damage (510.1c); the
    Dreadmaw, blocked with no blockers, assigns all its damage to Bob (702.19e)."""
    out = _run(solve, "{card: Fog Patch, as: patch}", """\
  - {card: Grizzly Bears, as: bears}
  - {card: Colossal Dreadmaw, as: wurm}
  - {card: Forest, controller: Bob}
  - {card: Forest, controller: Bob}
""", """\
  - attack: [bears, wurm]
  - block: {}
  - {cast: patch, by: Bob}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 14}
  patch: {zone: graveyard}
""")
    combat = out.game.state.combat
    assert combat is not None
    assert obj_id(out.game, "bears") in combat.blocked  # 509.1h: stays blocked


def test_509_1h_curtain_of_light_stops_one_attacker(solve) -> None:
    """Curtain of Light on the unblocked Bears: they deal no damage, the unblocked Elves still
    deal 1, and Bob draws a card."""
    _run(solve, "{card: Curtain of Light, as: curtain}", """\
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, as: elves}
  - {card: Plains, controller: Bob}
""", """\
  - attack: [bears, elves]
  - block: {}
  - {cast: curtain, by: Bob, targets: [bears]}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 19, hand_size: 1}
  curtain: {zone: graveyard}
""")


def test_509_3c_becoming_blocked_by_the_effect_triggers_afflict(solve) -> None:
    """Khenra Eternal (afflict 1: "whenever this creature becomes blocked, defending player
    loses 1 life") made blocked by Curtain of Light: afflict triggers (509.3c), and the
    Eternal deals no combat damage. Bob ends at 19."""
    _run(solve, "{card: Curtain of Light, as: curtain}", """\
  - {card: Khenra Eternal, as: eternal}
  - {card: Plains, controller: Bob}
""", """\
  - attack: [eternal]
  - block: {}
  - {cast: curtain, by: Bob, targets: [eternal]}
  - pass: {to: end_of_combat}
""", """\
  player Bob: {life: 19}
""")


def test_509_1h_an_already_blocked_creature_isnt_a_target(solve) -> None:
    """"Target unblocked attacking creature": the Bears blocked by Bob's Elves can't be
    chosen (the requirement is refused), and nothing changes."""
    _run(solve, "{card: Curtain of Light, as: curtain}", """\
  - {card: Grizzly Bears, as: bears}
  - {card: Llanowar Elves, controller: Bob, as: elves}
  - {card: Plains, controller: Bob}
""", """\
  - attack: [bears]
  - block: {elves: bears}
  - {cast: curtain, by: Bob, targets: [bears], refused: "target"}
""", """\
  curtain: {zone: hand}
""")


def test_509_1h_reading_and_near_variants() -> None:
    [ability] = compile_line("Attacking creatures become blocked.", "Fog Patch", True)
    assert not isinstance(ability, UnsupportedAbility)
    for line in ("Attacking creatures become blocked by target creature.",
                 "Target creature becomes blocked by a Wall."):
        [ability] = compile_line(line, "Test Card", True)
        assert isinstance(ability, UnsupportedAbility), line
