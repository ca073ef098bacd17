"""508.1b with 603.2 and 603.4: "Whenever this creature attacks a player, if no opponent has
more life than that player, ..." - the Commander Legends: Battle for Baldur's Gate
Backgrounds grant it to commander creatures (113.10, 903.3). It triggers only when what the
creature attacks is a player (not a planeswalker or battle); "that player" is the player
attacked; the intervening "if" compares the controller's opponents' life with that player's
(119.1, 102.2), as it triggers and again as it resolves (603.4)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.triggers.attacked import ATTACKS_A_PLAYER
from arbiter.rules.abilities import StaticAbility, TriggeredAbility
from arbiter.scenario.errors import ScenarioError

#: Real Oracle lines (today's wording).
_LINES = [
    ("Guild Artisan", 'Commander creatures you own have "Whenever this creature attacks a '
     'player, if no opponent has more life than that player, you create two Treasure '
     'tokens."'),
    ("Sword Coast Sailor", 'Commander creatures you own have "Whenever this creature attacks a '
     'player, if no opponent has more life than that player, this creature can\'t be blocked '
     'this turn."'),
    ("Agent of the Shadow Thieves", 'Commander creatures you own have "Whenever this creature '
     'attacks a player, if no opponent has more life than that player, put a +1/+1 counter '
     'on this creature. It gains deathtouch and indestructible until end of turn."'),
    ("Hardy Outlander", 'Commander creatures you own have "Whenever this creature attacks a '
     'player, if no opponent has more life than that player, another target creature you '
     'control gets +X/+X until end of turn, where X is this creature\'s power."'),
]


@pytest.mark.parametrize(("name", "line"), _LINES)
def test_508_1b_attacks_a_player_lines_read(name: str, line: str) -> None:
    (static,) = compile_text(line, name)
    assert isinstance(static, StaticAbility)
    (granted,) = static.effects[0].parts[0].abilities
    assert isinstance(granted, TriggeredAbility)
    assert (granted.trigger.event, granted.trigger.by) == ("attacks_player", ATTACKS_A_PLAYER)
    assert granted.intervening_if is not None


def _treasures(game) -> int:
    return sum(1 for o in game.state.battlefield() if "Treasure" in game.chars(o).subtypes)


_ARTISAN = """
    name: guild artisan
    players: [Alice, Bob, Carol]
    battlefield:
      - Guild Artisan
      - {{card: "Isamaru, Hound of Konda", commander: true, as: isamaru}}
      - {{card: Grizzly Bears, as: bears}}
    actions:
      - {{set: {{player: Carol, life: 45}}}}
      - {{attack: {{{attacks}}}}}
"""


def test_508_1b_attacking_the_opponent_with_the_most_life_triggers(solve) -> None:
    """Alice's commander Isamaru attacks Carol (45 life, Bob 40: a Commander game, 903.7):
    no opponent has more life than Carol, two Treasures."""
    out = solve(_ARTISAN.format(attacks="isamaru: Carol"))
    assert out.passed, out.failures
    assert _treasures(out.game) == 2


def test_603_4_an_opponent_with_more_life_no_treasures(solve) -> None:
    """Isamaru attacks Bob (40) while Carol has 45: the intervening "if" is false, the
    ability doesn't trigger."""
    out = solve(_ARTISAN.format(attacks="isamaru: Bob"))
    assert out.passed, out.failures
    assert _treasures(out.game) == 0


def test_903_3_only_commander_creatures_have_it(solve) -> None:
    """The Bears (not a commander) attack Carol: nothing."""
    out = solve(_ARTISAN.format(attacks="bears: Carol"))
    assert out.passed, out.failures
    assert _treasures(out.game) == 0


def test_508_1b_attacking_a_planeswalker_isnt_attacking_a_player(solve) -> None:
    """Isamaru attacks Bob's planeswalker (two players, Bob has the most life of Alice's
    opponents): it attacks no player, no trigger."""
    out = solve("""
        name: guild artisan planeswalker
        battlefield:
          - Guild Artisan
          - {card: "Isamaru, Hound of Konda", commander: true, as: isamaru}
          - {card: "Jace Beleren", controller: Bob, as: jace}
        actions:
          - {attack: {isamaru: jace}}
    """)
    assert out.passed, out.failures
    assert _treasures(out.game) == 0


def test_508_1b_sword_coast_sailor_cant_be_blocked(solve) -> None:
    """Sword Coast Sailor: Isamaru attacks Bob (the only opponent): it can't be blocked this
    turn - Bob's Grizzly Bears' block is refused (509.1b) - and deals 2 damage to Bob (40 life
    in a Commander game, 903.7)."""
    text = """
        name: sword coast sailor
        battlefield:
          - Sword Coast Sailor
          - {card: "Isamaru, Hound of Konda", commander: true, as: isamaru}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {attack: [isamaru]}
          - {block: %s}
          - {pass: {to: end_of_combat}}
        expect:
          player Bob: {life: 38}
    """
    out = solve(text % "{}")
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match=r"isamaru can't be blocked \(509.1b\)"):
        solve(text % "{bears: isamaru}")


def test_508_1b_agent_of_the_shadow_thieves_counter_and_keywords(solve) -> None:
    out = solve("""
        name: agent of the shadow thieves
        battlefield:
          - Agent of the Shadow Thieves
          - {card: "Isamaru, Hound of Konda", commander: true, as: isamaru}
        actions:
          - {attack: [isamaru]}
        expect:
          isamaru: {power: 3, toughness: 3, has: [deathtouch, indestructible]}
    """)
    assert out.passed, out.failures
    assert dict(out.game.obj(obj_id(out.game, "isamaru")).counters) == {"+1/+1": 1}
