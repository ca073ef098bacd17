"""Keyword abilities that are triggered abilities of blocks (702.25 flanking, 702.45 bushido,
702.23 rampage, 702.130 afflict), played on boards by the real engine: blockers are
declared, the triggered abilities go on the stack and resolve, combat damage is dealt
(`engine.keywords.block_triggers`)."""

from __future__ import annotations

from keyword_play import BOB, at, attack, block, board, damage, pt, stack_texts

from arbiter.engine.turn import steps


# -- 702.25 flanking --------------------------------------------------------------------
def test_702_25a_flanking_shrinks_the_blocker_before_damage(solve) -> None:
    """Benalish Cavalry (2/2, flanking) blocked by Grizzly Bears (2/2): the Bears become 1/1
    until end of turn, so the Cavalry kills them and survives their 1 damage."""
    game, ids = board(solve, """
  - {card: Benalish Cavalry, as: cavalry}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["cavalry"]: at(BOB)})
    block(game, {ids["bears"]: [ids["cavalry"]]}, resolve=False)
    assert stack_texts(game) == [
        "Whenever this creature becomes blocked by a creature without flanking, the blocking "
        "creature gets -1/-1 until end of turn."]
    steps.resolve_all(game)
    assert pt(game, ids["bears"]) == (1, 1)
    damage(game)
    assert game.obj(ids["cavalry"]).zone == "battlefield"
    assert game.obj(ids["cavalry"]).damage == 1
    assert game.obj(ids["bears"]).zone != "battlefield"


def test_702_25a_flanking_triggers_once_for_each_blocker(solve) -> None:
    """509.3d: blocked by two creatures without flanking (Grizzly Bears and Savannah Lions),
    flanking triggers twice, one for each; the Lions (2/1) die to the -1/-1."""
    game, ids = board(solve, """
  - {card: Benalish Cavalry, as: cavalry}
  - {card: Grizzly Bears, as: bears, controller: Bob}
  - {card: Savannah Lions, as: lions, controller: Bob}
""")
    attack(game, {ids["cavalry"]: at(BOB)})
    block(game, {ids["bears"]: [ids["cavalry"]], ids["lions"]: [ids["cavalry"]]},
          resolve=False)
    assert len(stack_texts(game)) == 2
    steps.resolve_all(game)
    assert pt(game, ids["bears"]) == (1, 1)
    assert game.obj(ids["lions"]).zone != "battlefield"  # 704.5f: toughness 0


def test_702_25a_flanking_blocker_with_flanking_doesnt_trigger_it(solve) -> None:
    """A blocker with flanking (Bob's Mtenda Herder) gets no -1/-1: the trigger condition
    names a creature without flanking (509.3f)."""
    game, ids = board(solve, """
  - {card: Benalish Cavalry, as: cavalry}
  - {card: Mtenda Herder, as: herder, controller: Bob}
""")
    attack(game, {ids["cavalry"]: at(BOB)})
    block(game, {ids["herder"]: [ids["cavalry"]]}, resolve=False)
    assert stack_texts(game) == []
    assert pt(game, ids["herder"]) == (1, 1)


def test_702_25a_flanking_works_only_when_attacking_creature_is_blocked(solve) -> None:
    """The Cavalry blocking doesn't trigger its flanking (it doesn't become blocked)."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Benalish Cavalry, as: cavalry, controller: Bob}
""")
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {ids["cavalry"]: [ids["bears"]]}, resolve=False)
    assert stack_texts(game) == []


# -- 702.45 bushido ---------------------------------------------------------------------
def test_702_45a_bushido_when_it_blocks(solve) -> None:
    """Bob's Devoted Retainer (1/1, bushido 1) blocks Grizzly Bears: a 2/2 until end of turn;
    the two trade."""
    game, ids = board(solve, """
  - {card: Grizzly Bears, as: bears}
  - {card: Devoted Retainer, as: retainer, controller: Bob}
""")
    attack(game, {ids["bears"]: at(BOB)})
    block(game, {ids["retainer"]: [ids["bears"]]})
    assert pt(game, ids["retainer"]) == (2, 2)
    damage(game)
    assert game.obj(ids["retainer"]).zone != "battlefield"
    assert game.obj(ids["bears"]).zone != "battlefield"


def test_702_45a_bushido_when_it_becomes_blocked_once_each_combat(solve) -> None:
    """509.3c: Devoted Retainer attacks and is blocked by two creatures: bushido triggers once
    (it becomes blocked once), a 2/2."""
    game, ids = board(solve, """
  - {card: Devoted Retainer, as: retainer}
  - {card: Wall of Wood, as: wall, controller: Bob}
  - {card: Llanowar Elves, as: elves, controller: Bob}
""")
    attack(game, {ids["retainer"]: at(BOB)})
    block(game, {ids["wall"]: [ids["retainer"]], ids["elves"]: [ids["retainer"]]},
          resolve=False)
    assert len(stack_texts(game)) == 1
    steps.resolve_all(game)
    assert pt(game, ids["retainer"]) == (2, 2)


def test_702_45a_bushido_unblocked_attacker_gets_nothing(solve) -> None:
    game, ids = board(solve, "  - {card: Devoted Retainer, as: retainer}\n")
    attack(game, {ids["retainer"]: at(BOB)})
    block(game, {})
    damage(game)
    assert game.state.players[BOB].life == 19


# -- 702.23 rampage ---------------------------------------------------------------------
def test_702_23a_rampage_for_each_blocker_beyond_the_first(solve) -> None:
    """Craw Giant (6/4, rampage 2) blocked by three creatures: +4/+4 (two beyond the first),
    a 10/8."""
    game, ids = board(solve, """
  - {card: Craw Giant, as: giant}
  - {card: Wall of Wood, as: wall, controller: Bob}
  - {card: Llanowar Elves, as: elves, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["giant"]: at(BOB)})
    block(game, {ids["wall"]: [ids["giant"]], ids["elves"]: [ids["giant"]],
                 ids["bears"]: [ids["giant"]]})
    assert pt(game, ids["giant"]) == (10, 8)


def test_702_23a_rampage_with_one_blocker_gives_nothing(solve) -> None:
    game, ids = board(solve, """
  - {card: Craw Giant, as: giant}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    attack(game, {ids["giant"]: at(BOB)})
    block(game, {ids["wall"]: [ids["giant"]]})
    assert pt(game, ids["giant"]) == (6, 4)


def test_702_23b_rampage_bonus_counted_as_it_resolves_and_then_fixed(solve) -> None:
    """702.23b: two blockers, one of them leaves before the ability resolves: the bonus is
    counted then (one blocker: none). A blocker leaving afterwards changes nothing."""
    game, ids = board(solve, """
  - {card: Frost Giant, as: giant}
  - {card: Wall of Wood, as: wall, controller: Bob}
  - {card: Llanowar Elves, as: elves, controller: Bob}
  - {card: Grizzly Bears, as: bears, controller: Bob}
""")
    attack(game, {ids["giant"]: at(BOB)})
    block(game, {ids["wall"]: [ids["giant"]], ids["elves"]: [ids["giant"]],
                 ids["bears"]: [ids["giant"]]}, resolve=False)
    game.move(ids["elves"], "graveyard")  # in response: one blocker leaves (506.4)
    steps.resolve_all(game)
    assert pt(game, ids["giant"]) == (6, 6)  # 4/4 + 2/2 for the one beyond the first
    game.move(ids["bears"], "graveyard")
    assert pt(game, ids["giant"]) == (6, 6)


# -- 702.130 afflict --------------------------------------------------------------------
def test_702_130a_afflict_defending_player_loses_life_when_blocked(solve) -> None:
    """Merciless Eternal (2/2, afflict 2) blocked by Wall of Wood: Bob loses 2 life (the
    damage is all dealt to the Wall)."""
    game, ids = board(solve, """
  - {card: Merciless Eternal, as: eternal}
  - {card: Wall of Wood, as: wall, controller: Bob}
""")
    attack(game, {ids["eternal"]: at(BOB)})
    block(game, {ids["wall"]: [ids["eternal"]]})
    assert game.state.players[BOB].life == 18
    damage(game)
    assert game.state.players[BOB].life == 18


def test_702_130a_afflict_not_when_unblocked(solve) -> None:
    game, ids = board(solve, "  - {card: Khenra Eternal, as: eternal}\n")
    attack(game, {ids["eternal"]: at(BOB)})
    block(game, {})
    assert game.state.players[BOB].life == 20
    damage(game)
    assert game.state.players[BOB].life == 18
