"""603.2c, 510.2: "Whenever one or more Zombies you control deal combat damage to one or more
of your opponents, you may draw cards equal to the number of opponents dealt damage this way.
If you do, discard that many cards." (Hordewing Skaab), played through real combat in a
three-player game."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility, UnsupportedAbility

SKAAB = ("Whenever one or more Zombies you control deal combat damage to one or more of your "
         "opponents, you may draw cards equal to the number of opponents dealt damage this "
         "way. If you do, discard that many cards.")


@pytest.mark.parametrize(("line", "read"), [
    (SKAAB, True),
    # another effect after the trigger: not read by this template (its count unknown)
    ("Whenever one or more Zombies you control deal combat damage to one or more of your "
     "opponents, draw cards equal to the number of opponents dealt damage this way.", False),
])
def test_603_2c_lines(line: str, read: bool) -> None:
    abilities = compile_line(line, "Hordewing Skaab")
    assert (not any(isinstance(a, UnsupportedAbility) for a in abilities)) is read
    if read:
        assert isinstance(abilities[0], TriggeredAbility)


_THREE = """
    players: [Alice, Bob, Carol]
    library: {Alice: [Opt, Opt, Opt, Opt]}
"""


def _cards(game, zone: str) -> int:
    return len(game.state.zone_list(zone, 0))


def test_510_2_two_opponents_one_trigger_draw_two_discard_two(solve) -> None:
    """Hordewing Skaab hits Bob, a Zombie token hits Carol: one trigger, two opponents."""
    out = solve(_THREE + """
    name: skaab two
    battlefield: [{card: Hordewing Skaab, as: skaab}, {token: Zombie, as: z}]
    choices: [true]
    actions:
      - {attack: {skaab: Bob, z: Carol}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      player Bob: {life: 17}
      player Carol: {life: 18}
      player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert _cards(out.game, "library") == 2 and _cards(out.game, "graveyard") == 2


def test_603_2_only_zombies_count(solve) -> None:
    """Grizzly Bears (not a Zombie) hits Carol, the Skaab hits Bob: one opponent counted."""
    out = solve(_THREE + """
    name: skaab one
    battlefield: [{card: Hordewing Skaab, as: skaab}, {card: Grizzly Bears, as: bears}]
    choices: [true]
    actions:
      - {attack: {skaab: Bob, bears: Carol}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      player Carol: {life: 18}
      player Alice: {hand_size: 0}
    """)
    assert out.passed, out.failures
    assert _cards(out.game, "library") == 3 and _cards(out.game, "graveyard") == 1


def test_603_2_no_zombie_deals_damage_no_trigger(solve) -> None:
    """Only Grizzly Bears attacks: no Zombie dealt combat damage, nothing is drawn."""
    out = solve(_THREE + """
    name: skaab none
    battlefield: [{card: Hordewing Skaab, as: skaab}, {card: Grizzly Bears, as: bears}]
    actions:
      - {attack: {bears: Carol}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      player Carol: {life: 18}
    """)
    assert out.passed, out.failures
    assert _cards(out.game, "library") == 4


def test_608_2c_declining_draws_and_discards_nothing(solve) -> None:
    out = solve(_THREE + """
    name: skaab declined
    battlefield: [{card: Hordewing Skaab, as: skaab}]
    hand: {Alice: [Island]}
    choices: [false]
    actions:
      - {attack: {skaab: Bob}}
      - {block: {}}
      - {pass: {to: postcombat_main}}
    expect:
      player Alice: {hand_size: 1}
    """)
    assert out.passed, out.failures
    assert _cards(out.game, "library") == 4
