"""603.10a, 608.2h, 122.6: "When this creature dies / leaves the battlefield, put its
counters on target creature you control." The ability looks back in time: the counters are
those the creature had as it last existed on the battlefield, every kind in its number.
Played: Star Pupil destroyed by Lightning Bolt gives its +1/+1 and oil counters to Grizzly
Bears; Broodguard Elite bounced by Unsummon gives its counters too (leaves, not only dies);
"its counters" after an event where nothing left the battlefield stays unread (after another
creature's death they are that creature's: tests/test_counters_it_had_event.py)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.counters_it_had import PutCountersItHad
from arbiter.engine.turn import steps


def test_603_10a_its_counters_only_of_the_dying_source() -> None:
    for line in ("When this creature dies, put its counters on target creature you control.",
                 "When this creature leaves the battlefield, put its counters on target "
                 "creature you control."):
        assert compile_text(line, "Test") is not None, line
    for line in (
        # "its" is an attacking creature: nothing left the battlefield (603.10a)
        "Whenever another creature you control attacks, put its counters on this creature.",
    ):
        assert compile_text(line, "Test") is None, line
    # more after the target (Sin, Unending Cataclysm): the counters the dead creature had,
    # then the card it became in the graveyard (400.7) is shuffled away
    (sin,) = compile_text("When Test dies, put its counters on target creature you control, "
                          "then shuffle this card into its owner's library.", "Test") or ()
    put, shuffle = sin.instructions
    assert isinstance(put, PutCountersItHad) and put.of_event
    assert shuffle.what.kind == "new_this"


def test_603_10a_star_pupil_dies_and_the_bears_get_its_counters(solve) -> None:
    """Star Pupil (0/0) given two +1/+1 counters and an oil counter enters with its own
    +1/+1 counter too (614.1c): a 3/3. It takes 3 damage and dies; its trigger puts three
    +1/+1 counters and an oil counter on the Bears (5/5)."""
    out = solve("""
        name: star pupil
        battlefield:
          - {card: Star Pupil, as: pupil, counters: {+1/+1: 2, oil: 1}}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [pupil]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    bears = obj_id(game, "bears")
    assert game.obj(obj_id(game, "pupil")).zone == "graveyard"
    assert game.obj(bears).counters.get("+1/+1") == 3
    assert game.obj(bears).counters.get("oil") == 1
    assert game.chars(bears).power == 5


def test_603_10a_broodguard_elite_leaves_and_gives_its_counters(solve) -> None:
    """Broodguard Elite with three +1/+1 counters returned to Alice's hand by Unsummon: the
    Bears get three +1/+1 counters (a leaves-the-battlefield ability, 603.6c)."""
    out = solve("""
        name: broodguard elite
        battlefield:
          - {card: Broodguard Elite, as: elite, counters: {+1/+1: 3}}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Unsummon]}
        actions:
          - {cast: Unsummon, targets: [elite]}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.obj(obj_id(game, "elite")).zone == "hand"
    assert game.obj(obj_id(game, "bears")).counters.get("+1/+1") == 3
