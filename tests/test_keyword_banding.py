"""702.22 banding, played on boards through the real engine's combat: bands announced as
attackers are declared (508.1e, 702.22c-d), a band blocked as a group (702.22h), and the
combat damage of creatures blocking or blocked by creatures with banding divided by the
banding player (702.22j-k, exceptions to 510.1c-d)."""

from __future__ import annotations

import pytest
from keyword_play import BOB, CAROL, Answers, at, block, board, damage

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine import sba
from arbiter.engine.combat import steps as combat_steps
from arbiter.engine.combat.declare import declare_attackers
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError

ALICE = 0


def _attack(game, assignment, bands=()) -> None:
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, assignment, bands)
    sba.run(game)
    steps.resolve_all(game)


def _died(game, oid: int) -> bool:
    """It left the battlefield (a new object in the graveyard, 400.7)."""
    return game.obj(oid).zone == "left:battlefield"


def test_702_22c_702_22h_a_band_is_blocked_as_a_group(solve) -> None:
    """Benalish Hero (banding) and Grizzly Bears (no banding) attack Bob as a band; Bob's
    Wall of Wood (0/3) blocks the Bears: the Hero becomes blocked by the Wall too. Both
    deal their damage to the Wall (1 + 2, it dies); Bob takes none."""
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    _attack(game, {ids["hero"]: at(BOB), ids["bears"]: at(BOB)},
            bands=[[ids["hero"], ids["bears"]]])
    assert game.state.combat.bands == [[ids["hero"], ids["bears"]]]
    block(game, {ids["wall"]: [ids["bears"]]})
    combat = game.state.combat
    assert combat.blocked == {ids["hero"], ids["bears"]}
    assert sorted(combat.blockers[ids["wall"]]) == sorted([ids["hero"], ids["bears"]])
    damage(game)
    assert game.state.players[BOB].life == 20
    assert _died(game, ids["wall"])


def test_702_22h_without_a_band_only_the_blocked_creature_is_blocked(solve) -> None:
    """The same attack without announcing a band: the Hero is unblocked (1 to Bob)."""
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    _attack(game, {ids["hero"]: at(BOB), ids["bears"]: at(BOB)})
    block(game, {ids["wall"]: [ids["bears"]]})
    damage(game)
    assert game.state.players[BOB].life == 19
    assert not _died(game, ids["wall"])


@pytest.mark.parametrize("band,why", [
    (("bears", "lions"), "only one creature without banding"),  # 702.22c
    (("hero",), "two or more"),
    (("hero", "wolves"), "isn't attacking"),
])
def test_702_22c_illegal_bands_are_refused_and_nothing_changes(solve, band, why) -> None:
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
  - {card: Savannah Lions, as: lions}
  - {card: Timber Wolves, as: wolves}
""")
    game.state.turn.step = "declare_attackers"
    with pytest.raises(IllegalActionError, match=why):
        declare_attackers(game, {ids["hero"]: at(BOB), ids["bears"]: at(BOB),
                                 ids["lions"]: at(BOB)}, [[ids[n] for n in band]])
    assert game.state.combat is None or not game.state.combat.attackers
    assert not any(game.obj(o).tapped for o in ids.values())


def test_702_22c_a_creature_in_two_bands_is_refused(solve) -> None:
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Timber Wolves, as: wolves}
  - {card: Grizzly Bears, as: bears}
""")
    game.state.turn.step = "declare_attackers"
    with pytest.raises(IllegalActionError, match="only one band"):
        declare_attackers(game, {o: at(BOB) for o in ids.values()},
                          [[ids["hero"], ids["bears"]], [ids["wolves"], ids["bears"]]])
    assert not any(game.obj(o).tapped for o in ids.values())


def test_702_22d_a_band_attacks_one_player(solve) -> None:
    """Three players: the Hero attacking Bob and the Wolves attacking Carol can't band."""
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Timber Wolves, as: wolves}
""", players="players: [Alice, Bob, Carol]\n")
    game.state.turn.step = "declare_attackers"
    with pytest.raises(IllegalActionError, match="702.22d"):
        declare_attackers(game, {ids["hero"]: at(BOB), ids["wolves"]: at(CAROL)},
                          [[ids["hero"], ids["wolves"]]])


def test_702_22j_defending_player_divides_damage_of_a_creature_blocked_by_banding(
        solve) -> None:
    """Bob's Mesa Pegasus (1/1, banding) and Grizzly Bears block Alice's Hill Giant (3/3):
    Bob, not Alice, divides the Giant's 3 damage; he puts it all on the Bears, and the
    Pegasus survives."""
    answers = Answers(**{})
    game, ids = board(solve, """
  - {card: Hill Giant, as: giant}
  - {card: Mesa Pegasus, as: pegasus, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""", answers=answers)
    answers.by_key[f"damage:{ids['giant']}"] = lambda d: next(
        v for label, v in d.options if label == f"3 to {game.name_of(ids['bears'])}")
    _attack(game, {ids["giant"]: at(BOB)})
    block(game, {ids["pegasus"]: [ids["giant"]], ids["bears"]: [ids["giant"]]})
    damage(game)
    (asked,) = [d for d in answers.asked if d.key == f"damage:{ids['giant']}"]
    assert asked.player == BOB
    assert _died(game, ids["bears"])
    assert not _died(game, ids["pegasus"])
    assert _died(game, ids["giant"])  # 1 from the Pegasus and 2 from the Bears

def test_702_22j_trample_damage_stays_on_a_banding_blocker(solve) -> None:
    """Colossal Dreadmaw (6/6 trample) blocked by Timber Wolves (1/1, banding) alone: the
    defending player divides its damage among the creatures blocking it, so all 6 go to the
    Wolves and none to Bob."""
    game, ids = board(solve, """
  - {card: Colossal Dreadmaw, as: maw}
  - {card: Timber Wolves, as: wolves, controller: Bob}
""")
    _attack(game, {ids["maw"]: at(BOB)})
    block(game, {ids["wolves"]: [ids["maw"]]})
    damage(game)
    assert game.state.players[BOB].life == 20
    assert _died(game, ids["wolves"])


def test_702_22k_active_player_divides_damage_of_a_creature_blocking_a_band(solve) -> None:
    """Alice's band of Benalish Hero and Grizzly Bears is blocked by Bob's Hill Giant (3/3,
    blocking both by 702.22h): Alice, not Bob, divides the Giant's 3 damage; she puts it all
    on the Hero, and the Bears survive."""
    answers = Answers()
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
  - {card: Hill Giant, as: giant, controller: Bob}
""", answers=answers)
    answers.by_key[f"damage:{ids['giant']}"] = lambda d: next(
        v for label, v in d.options if label == f"3 to {game.name_of(ids['hero'])}")
    _attack(game, {ids["hero"]: at(BOB), ids["bears"]: at(BOB)},
            bands=[[ids["hero"], ids["bears"]]])
    block(game, {ids["giant"]: [ids["hero"]]})
    damage(game)
    (asked,) = [d for d in answers.asked if d.key == f"damage:{ids['giant']}"]
    assert asked.player == ALICE
    assert _died(game, ids["hero"])
    assert not _died(game, ids["bears"])
    assert game.obj(ids["giant"]).damage == 3


def test_702_22c_508_1e_the_turn_loop_asks_for_bands(solve) -> None:
    """Declaring attackers through the turn structure: both attack, and asked whom to band
    the Hero with, Alice picks the Bears."""
    answers = Answers()
    game, ids = board(solve, """
  - {card: Benalish Hero, as: hero}
  - {card: Grizzly Bears, as: bears}
""", answers=answers)
    answers.by_key["attack"] = lambda d: d.options[-1][1]
    answers.by_key["band"] = ids["bears"]
    game.state.turn.step = "declare_attackers"
    combat_steps.declare_attackers(game)
    assert game.state.combat.bands == [[ids["hero"], ids["bears"]]]


@pytest.mark.parametrize("line,read", [
    ("Banding (Any creatures with banding, and up to one without, can attack in a band. "
     "Bands are blocked as a group. If any creatures with banding you control are blocking "
     "or being blocked by a creature, you divide that creature's combat damage, not its "
     "controller, among any of the creatures it's being blocked by or is blocking.)",
     True),  # Benalish Hero
    ("Flying; banding", True),  # Mesa Pegasus
    ("Bands with other Dinosaurs", False),  # (Old Fogey's) 702.22c second form
])
def test_702_22_banding_keyword_lines(line: str, read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
    found = keywords_of(line)
    if read:
        assert any(k.keyword == "banding" and enforced(k) for k in found)
