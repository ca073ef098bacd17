"""707.10, 707.10f, 608.2b: "copy it" first in the effect of a trigger on a spell being
cast is that spell, as "copy that spell" is ("Whenever you cast a Faerie or Wizard
permanent spell, copy it."): nothing else was named for "it" to be. Not after "a spell that
targets ~" (heroic's "it" is the creature targeted) nor after another instruction. Played:
Archmage of Echoes copies Alice's Prodigal Sorcerer (a copy of a permanent spell becomes a
token, 707.10f)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.instructions import objects as I


def test_707_10_copy_it_is_the_spell_cast() -> None:
    [ability] = compile_text("Whenever you cast an Adventure spell, you may copy it. You may "
                             "choose new targets for the copy.", "Chancellor of Tales")
    [may] = ability.instructions
    assert may.do == (I.CopySpell(I.Ref.event(), new_targets=True),)
    for line in ("Whenever you cast a spell that targets Test, copy it.",
                 "Whenever you cast a spell, draw a card, then copy it."):
        assert compile_text(line, "Test") is None, line


def test_707_10f_archmage_of_echoes_copies_a_wizard_spell_as_a_token(solve) -> None:
    out = solve("""
        name: archmage of echoes
        battlefield: [{card: Archmage of Echoes}]
        hand: {Alice: [Prodigal Sorcerer]}
        actions:
          - {cast: Prodigal Sorcerer}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    wizards = [o for o in game.state.battlefield()
               if game.chars(o).name == "Prodigal Sorcerer"]
    assert len(wizards) == 2
    assert sorted(game.obj(o).token is not None for o in wizards) == [False, True]
