"""707.10 / 903.8: "When you cast this spell, copy it for each time you've cast your commander
from the command zone this game. [You may choose new targets for the copies.]" played through
the real engine: the commander cast from the command zone, the spell's own cast trigger
(603.2), the number counted as it resolves (608.2h), the copies (707.10, a permanent spell's
copy becoming a token, 707.10f) keeping their targets unless the text lets their controller
choose new ones (707.10c)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keywords.storm import CopyForEach
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility
from arbiter.rules.commander_values import CommanderCasts

ISAMARU = """
command:
  Alice: [{card: "Isamaru, Hound of Konda", as: isamaru, commander: true}]
"""
_LINE = ("When you cast this spell, copy it for each time you've cast your commander from the "
         "command zone this game.")


def test_707_10_903_8_copies_for_each_commander_cast(solve) -> None:
    """Alice cast Isamaru from the command zone once: Empyrial Storm is copied once, so two
    4/4 Angels."""
    out = solve("""
name: empyrial storm
battlefield: [Plains, Plains, Plains, Plains, Plains, Plains, Plains]
hand:
  Alice: [Empyrial Storm]
""" + ISAMARU + """
actions:
  - {cast: isamaru, from: command, pay: true}
  - {cast: Empyrial Storm, pay: true}
expect:
  isamaru: {zone: battlefield}
  Angel Token: {count: 2}
""")
    assert out.failures == []


def test_707_10_903_8_no_commander_cast_no_copy(solve) -> None:
    """608.2h: no commander cast from the command zone this game: no copy, one Angel."""
    out = solve("""
name: empyrial storm alone
battlefield: [Plains, Plains, Plains, Plains, Plains, Plains]
hand:
  Alice: [Empyrial Storm]
""" + ISAMARU + """
actions:
  - {cast: Empyrial Storm, pay: true}
expect:
  isamaru: {zone: command}
  Angel Token: {count: 1}
""")
    assert out.failures == []


def test_707_10f_copy_of_a_creature_spell_becomes_a_token(solve) -> None:
    """Hatut Zeraze Strike Force after one commander cast: its copy resolves as a token
    creature (707.10f), so Alice has the card and a token copy."""
    out = solve("""
name: hatut zeraze
battlefield: [Mountain, Mountain, Mountain, Plains, Plains, Plains]
hand:
  Alice: [Hatut Zeraze Strike Force]
""" + ISAMARU + """
actions:
  - {cast: isamaru, from: command, pay: true}
  - {cast: Hatut Zeraze Strike Force, pay: true}
""")
    assert out.failures == []
    game = out.game
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    strike = [o for o in game.state.battlefield()
              if game.name_of(o) == "Hatut Zeraze Strike Force"]
    assert len(strike) == 2
    assert sum(1 for o in strike if game.obj(o).token) == 1


def test_707_10c_new_targets_only_when_the_text_says_so() -> None:
    """The second sentence lets the copies' controller choose new targets (707.10c); without
    it, the copies keep the spell's targets. Only after "When you cast this spell," is "it"
    the spell (608.2b); other numbers stay unread."""
    plain = compile_line(_LINE, "Fury Storm", spell=True)[0]
    new = compile_line(_LINE + " You may choose new targets for the copies.", "Fury Storm",
                       spell=True)[0]
    assert isinstance(plain, TriggeredAbility) and isinstance(new, TriggeredAbility)
    assert plain.instructions == (CopyForEach(count=CommanderCasts(), new_targets=False),)
    assert new.instructions == (CopyForEach(count=CommanderCasts(), new_targets=True),)
    for line in ("When this creature enters, copy it for each time you've cast your commander "
                 "from the command zone this game.",
                 "When you cast this spell, copy it for each other instant and sorcery spell "
                 "you've cast this turn. You may choose new targets for the copies.",
                 "When you cast this spell, copy it. You may choose new targets for the copies."):
        assert isinstance(compile_line(line, "Fury Storm", spell=True)[0], UnsupportedAbility)


def test_707_10f_brass_knuckles_copies_itself_once(solve) -> None:
    """"When you cast this spell, copy it.": the copy of the Equipment spell resolves as a
    token (707.10f): Alice has the card and a token Brass Knuckles."""
    out = solve("""
name: brass knuckles
battlefield: [Mountain, Mountain, Mountain, Mountain]
hand:
  Alice: [Brass Knuckles]
actions:
  - {cast: Brass Knuckles, pay: true}
""")
    assert out.failures == []
    game = out.game
    from arbiter.engine.turn import steps

    steps.resolve_all(game)
    knuckles = [o for o in game.state.battlefield() if game.name_of(o) == "Brass Knuckles"]
    assert len(knuckles) == 2
    assert sum(1 for o in knuckles if game.obj(o).token) == 1
