"""701.3a, 111.2, 603.2: "attach this Equipment to it", where "it" is the token just created
("When this Equipment enters, create a 1/1 white Soldier creature token, then attach this
Equipment to it.") or the creature a trigger's event names ("Whenever a creature you control
enters, you may attach this Equipment to it."). "It" naming the source itself is left
unread. Played: Ancestral Blade equips its Soldier token (a 2/2); Stormrider Rig moves to a
Grizzly Bears entering."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.engine.zones.attach_to_named import AttachSelfTo
from arbiter.rules.instructions import objects as I


def test_701_3a_it_is_the_token_or_the_events_creature() -> None:
    [blade] = compile_text("When this Equipment enters, create a 1/1 white Soldier creature "
                           "token, then attach this Equipment to it.", "Ancestral Blade")
    assert blade.instructions[-1] == AttachSelfTo(I.Ref.created())
    [rig] = compile_text("Whenever a creature you control enters, you may attach this "
                         "Equipment to it.", "Stormrider Rig")
    assert rig.instructions[0].do == (AttachSelfTo(I.Ref.event()),)
    # "it" can only be the Equipment itself: nothing the text could mean
    assert compile_text("When this Equipment enters, draw a card, then attach this "
                        "Equipment to it.", "Test") is None


def test_701_3a_ancestral_blade_equips_its_soldier(solve) -> None:
    out = solve("""
        name: ancestral blade
        hand: {Alice: [Ancestral Blade]}
        actions:
          - {cast: Ancestral Blade}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    [blade] = [o for o in game.state.battlefield() if game.chars(o).name == "Ancestral Blade"]
    soldier = game.obj(blade).attached_to
    assert soldier is not None and "Soldier" in game.chars(soldier).subtypes
    assert (game.chars(soldier).power, game.chars(soldier).toughness) == (2, 2)


def test_603_2_stormrider_rig_attaches_to_the_creature_entering(solve) -> None:
    out = solve("""
        name: stormrider rig
        battlefield: [{card: Stormrider Rig, as: rig}]
        hand: {Alice: [Grizzly Bears]}
        choices: [true]
        actions:
          - {cast: Grizzly Bears}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    [bears] = [o for o in game.state.battlefield() if game.chars(o).name == "Grizzly Bears"]
    assert game.obj(obj_id(game, "rig")).attached_to == bears
