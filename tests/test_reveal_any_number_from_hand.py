"""701.20a, 608.2c: "Reveal any number of <color> cards in your hand." then "... where X is the
number of cards revealed this way" / "... for each card revealed this way" (Cinder Seer,
Jasmine Seer, Brine Seer, Scent of Ivy): the controller chooses which cards of that kind to
reveal as it resolves (none is a number too), the cards stay in the hand, and the count is
the number revealed, not the number of such cards held."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.scenario.errors import ScenarioError

_HAND = ('hand: {Alice: [{card: Lightning Bolt, as: bolt}, {card: Shock, as: shock}, '
         '{card: Counterspell, as: cs}]}')


def test_701_20a_cinder_seer_reveals_two_red_cards(solve) -> None:
    """Two red cards revealed: 2 damage to Bob; the cards stay in Alice's hand."""
    out = solve(f"""
    name: cinder seer
    battlefield:
      - {{card: Cinder Seer, as: seer}}
    {_HAND}
    actions:
      - {{activate: {{card: seer, ability: "{{2}}{{R}}", targets: [Bob]}}}}
    choices: [bolt, shock, null]
    expect:
      player Bob: {{life: 18}}
      bolt: {{zone: hand}}
      shock: {{zone: hand}}
    """)
    assert out.passed, out.failures


def test_701_20a_cinder_seer_may_reveal_fewer(solve) -> None:
    """Alice reveals only the Shock: 1 damage, though she holds two red cards."""
    out = solve(f"""
    name: cinder seer one
    battlefield:
      - {{card: Cinder Seer, as: seer}}
    {_HAND}
    actions:
      - {{activate: {{card: seer, ability: "{{2}}{{R}}", targets: [Bob]}}}}
    choices: [shock, null]
    expect:
      player Bob: {{life: 19}}
    """)
    assert out.passed, out.failures


def test_701_20a_a_blue_card_cant_be_revealed_for_cinder_seer(solve) -> None:
    """Counterspell isn't red: it isn't one of the cards Alice may reveal."""
    with pytest.raises(ScenarioError, match="isn't an answer"):
        solve(f"""
        name: cinder seer blue
        battlefield:
          - {{card: Cinder Seer, as: seer}}
        {_HAND}
        actions:
          - activate: {{card: seer, ability: "{{2}}{{R}}", targets: [Bob],
                       choices: {{reveal: cs}}}}
        """)


def test_701_20a_cinder_seer_all_at_once(solve) -> None:
    out = solve(f"""
    name: cinder seer list
    battlefield:
      - {{card: Cinder Seer, as: seer}}
    {_HAND}
    actions:
      - activate: {{card: seer, ability: "{{2}}{{R}}", targets: [Bob],
                   choices: {{reveal: [bolt, shock]}}}}
    expect:
      player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures


def test_608_2c_jasmine_seer_2_life_for_each_card_revealed(solve) -> None:
    out = solve("""
    name: jasmine seer
    battlefield:
      - {card: Jasmine Seer, as: seer}
    hand: {Alice: [{card: Savannah Lions, as: l1}, {card: Savannah Lions, as: l2},
                   {card: Grizzly Bears}]}
    actions:
      - {activate: {card: seer, ability: "{2}{W}"}}
    choices: [l1, l2, null]
    expect:
      player Alice: {life: 24}
    """)
    assert out.passed, out.failures


def test_608_2c_nightshade_seer_minus_x(solve) -> None:
    """Two black cards revealed: Bob's Grizzly Bears get -2/-2 and die."""
    out = solve("""
    name: nightshade seer
    battlefield:
      - {card: Nightshade Seer, as: seer}
      - {card: Grizzly Bears, as: bears, controller: Bob}
    hand: {Alice: [{card: Dark Ritual, as: d1}, {card: Duress, as: d2}]}
    actions:
      - {activate: {card: seer, ability: "{2}{B}", targets: [bears]}}
    choices: [d1, d2]
    expect:
      bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2c_revealed_this_way_needs_a_reveal_first() -> None:
    """Without "Reveal any number of" before it, or in a mana ability's "Add" sentence, the
    count stays unread; another player's hand isn't read either."""
    for line in ("{T}: You gain 2 life for each card revealed this way.",
                 "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each "
                 "card revealed this way.",
                 "{T}: Reveal any number of red cards in target opponent's hand. You gain 2 "
                 "life for each card revealed this way."):
        (a,) = compile_line(line, "Seer")
        assert isinstance(a, UnsupportedAbility), line
