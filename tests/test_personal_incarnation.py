"""Personal Incarnation's lines played: "{0}: The next 1 damage that would be dealt to this
creature this turn is dealt to its owner instead. Only this creatures owner may activate this
ability." (602.1b: only its owner may activate it, 108.3) and "When this creature dies, its
owner loses half their life, rounded up." (107.1a; "its owner" is the owner of the card, 108.3,
not its controller). Plus "its owner" of a target in real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import ActivatedAbility, UnsupportedAbility
from arbiter.rules.instructions import GainLife, Ref

ALICE, BOB = 0, 1

_STOLEN = """
    name: personal incarnation stolen
    battlefield: [{card: Personal Incarnation, as: pi, controller: Bob, owner: Alice}]
"""


def _offered(game, player: int, oid: int) -> list[str]:
    return [a.label for a in priority_actions(game, player)
            if a.kind == "activate" and a.obj == oid]


def test_602_1b_only_personal_incarnations_owner_may_activate_it(board) -> None:
    """Bob controls Alice's Personal Incarnation: Alice may activate the ability, Bob can't
    (it's refused and nothing changes)."""
    game = board(_STOLEN)
    pi = obj_id(game, "pi")
    assert _offered(game, BOB, pi) == []
    with pytest.raises(IllegalActionError):
        activate(game, pi, BOB, 1, [], {})
    assert game.state.stack_items == []
    assert len(_offered(game, ALICE, pi)) == 1
    item = activate(game, pi, ALICE, 1, [], {})
    assert item is not None and item.controller == ALICE  # 602.2a


def test_108_3_its_owner_loses_half_their_life_rounded_up_when_it_dies(solve) -> None:
    """Bob controls Alice's Personal Incarnation and it dies: Alice, its owner, at 15 loses
    8 (half of 15 rounded up); Bob's life doesn't change."""
    out = solve(_STOLEN + """
    actions:
      - {set: {player: Alice, life: 15}}
      - move: {card: pi, to: graveyard}
    expect:
      pi: {zone: graveyard}
      player Alice: {life: 7}
      player Bob: {life: 20}
    """)
    assert out.passed, out.failures


def test_614_9_the_next_1_damage_is_dealt_to_its_owner(solve) -> None:
    """Alice activates it twice; Lightning Bolt deals 3 to it: 2 of it is dealt to Alice,
    1 to the creature."""
    out = solve("""
        name: personal incarnation redirect
        battlefield: [{card: Personal Incarnation, as: pi}]
        hand: {Bob: [Lightning Bolt]}
        actions:
          - activate: {card: pi, ability: 1}
          - activate: {card: pi, ability: 1}
          - {cast: Lightning Bolt, by: Bob, targets: [pi]}
        expect:
          pi: {zone: battlefield}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "pi")).damage == 1


@pytest.mark.parametrize(("name", "line", "who"), [
    ("Personal Incarnation", "When this creature dies, its owner loses half their life, "
     "rounded up.", Ref("source_owner")),
    ("Pharika, God of Affliction", "{B}{G}: Exile target creature card from a graveyard. Its "
     "owner creates a 1/1 black and green Snake enchantment creature token with deathtouch.",
     Ref("owner_of", 0)),
])
def test_108_3_its_owner_lines_read(name: str, line: str, who: Ref) -> None:
    (ab,) = compile_line(line, name)
    assert not isinstance(ab, UnsupportedAbility)
    assert who in [getattr(i, "who", None) for i in ab.instructions]


def test_108_3_its_owner_of_a_spells_target(board) -> None:
    """"Destroy target creature. Its owner gains 4 life." (Path of Peace's words, here an
    activated ability's): the creature's owner gains the life, not its controller."""
    (ab,) = compile_line("{2}: Destroy target creature. Its owner gains 4 life.", "Test")
    assert isinstance(ab, ActivatedAbility)
    assert ab.instructions[-1] == GainLife(4, who=Ref("owner_of", 0))


def test_108_3_its_owner_of_an_event_object_stays_unread() -> None:
    line = ("Whenever a creature you control but don't own dies, its owner loses 2 life and "
            "you gain 2 life.")
    (ab,) = compile_line(line, "Thieving Amalgam")
    assert isinstance(ab, UnsupportedAbility)


def test_108_3_the_owner_of_a_destroyed_target_gains_the_life(solve) -> None:
    """Path of Peace: Bob controls Alice's Grizzly Bears; Alice casts it on the Bears: the
    creature is destroyed and Alice, its owner, gains 4 (not Bob, its controller)."""
    out = solve("""
        name: its owner gains
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob, owner: Alice}]
        hand: {Alice: [Path of Peace]}
        actions:
          - {cast: Path of Peace, by: Alice, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          player Alice: {life: 24}
          player Bob: {life: 20}
    """)
    assert out.passed, out.failures
