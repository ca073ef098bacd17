"""Space sculptor (702.158) played through the real engine with Space Beleren: while a
permanent with space sculptor is on the battlefield, each creature without a sector
designation gets one, chosen by its controller, players not controlling space sculptor first
(702.158c, the state-based action 704.5u); "the sector of your choice" acts on each creature
with the chosen designation (702.158d); creatures are in the same sector if their
designations match (702.158e); designations end when no one controls space sculptor
(702.158b)."""

from __future__ import annotations

import pytest

from arbiter.compiler.card_text import read_lines
from arbiter.engine.game import Game
from arbiter.rules.abilities import ActivatedAbility, KeywordAbility
from arbiter.rules.sectors import SECTOR, InSectorOfChoice

ALICE, BOB = 0, 1
BELEREN = "Space Beleren"


@pytest.mark.parametrize(("line", "kind", "waits"), [
    ("Space sculptor (Each creature is in the alpha, beta, or gamma sector. When a creature "
     "enters, its controller chooses its sector.)", KeywordAbility, False),
    ("[+1]: Creatures in each sector can be blocked this turn only by creatures in the same "
     "sector.", ActivatedAbility, False),
    ("[\u22121]: Put a +1/+1 counter on each creature in the sector of your choice.",
     ActivatedAbility, True),
    ("[\u22125]: Destroy all creatures in the sector of your choice.", ActivatedAbility, True),
])
def test_702_158_space_beleren_lines(line, kind, waits) -> None:
    (ab,) = read_lines(BELEREN, 0, line, legendary=True)
    assert isinstance(ab, kind)
    if waits:
        assert isinstance(ab.instructions[0], InSectorOfChoice)


def _board(solve, actions: str, choices: str = "[gamma, beta, alpha, alpha]"):
    """Bob (without space sculptor) chooses first: Savannah Lions gamma, Hill Giant beta;
    then Alice: Grizzly Bears alpha, Llanowar Elves alpha."""
    out = solve(f"""
name: sectors
battlefield:
  - {{card: {BELEREN}, counters: {{loyalty: 5}}}}
  - {{card: Grizzly Bears, as: bears}}
  - {{card: Llanowar Elves, as: elves}}
  - {{card: Savannah Lions, controller: Bob, as: lions}}
  - {{card: Hill Giant, controller: Bob, as: giant}}
choices: {choices}
actions:
{actions}
""")
    out.game.use_aliases = False
    return out.game


def _sectors(game: Game) -> dict[str, str | None]:
    return {game.name_of(o): game.obj(o).choices.get(SECTOR) for o in game.state.battlefield()
            if "Creature" in game.chars(o).types}


def _p_t(game: Game, name: str) -> tuple[int, int]:
    ch = game.chars(next(o for o in game.state.battlefield() if game.name_of(o) == name))
    return ch.power, ch.toughness


def test_702_158c_704_5u_702_158d_counters_on_each_creature_in_the_chosen_sector(
        solve) -> None:
    game = _board(solve, '  - {activate: {card: Space Beleren, ability: "-1", '
                         'choices: {sector: alpha}}}')
    assert _sectors(game) == {"Grizzly Bears": "alpha", "Llanowar Elves": "alpha",
                              "Savannah Lions": "gamma", "Hill Giant": "beta"}
    assert _p_t(game, "Grizzly Bears") == (3, 3) and _p_t(game, "Llanowar Elves") == (2, 2)
    assert _p_t(game, "Savannah Lions") == (2, 1) and _p_t(game, "Hill Giant") == (3, 3)


def test_702_158d_destroy_all_creatures_in_the_chosen_sector(solve) -> None:
    game = _board(solve, '  - {activate: {card: Space Beleren, ability: "-5", '
                         'choices: {sector: beta}}}')
    assert sorted(_sectors(game)) == ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]


def test_702_158e_blocked_only_by_creatures_in_the_same_sector(solve) -> None:
    """After the +1, Bob's Hill Giant (beta) can't block Grizzly Bears (alpha); with the
    choices Lions alpha, Hill Giant beta, Savannah Lions (alpha) can."""
    game = _board(solve, """  - {activate: {card: Space Beleren, ability: "+1"}}
  - {attack: [bears]}
  - {block: {giant: bears}, refused: "same sector"}
  - {block: {lions: bears}}""", choices="[alpha, beta, alpha, gamma]")
    combat = game.state.combat
    assert combat is not None
    assert [game.name_of(b) for b in combat.blockers] == ["Savannah Lions"]


def test_702_158b_designations_end_when_no_one_controls_space_sculptor(solve) -> None:
    game = _board(solve, """  - {activate: {card: Space Beleren, ability: "-1",
                 choices: {sector: gamma}}}
  - {move: {card: Space Beleren, to: graveyard}}""")
    assert set(_sectors(game).values()) == {None}
