"""118.12a: "<effect> unless you <return permanents / discard cards>": the player may pay
the cost as the ability resolves; if they don't, the effect happens. 118.3: only a player
with enough matching permanents or cards can pay, and no partial payment. 400.3: returned
permanents go to their owner's hand; 701.9a: discarded cards are chosen by the player."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I
from arbiter.rules.object_costs import DiscardCards, ReturnToHand

_CATACOMBS = """
    name: lair
    battlefield:
      - {card: Island, as: island}
      - {card: Dromar's Cavern, as: cavern}
    hand: {Alice: [Crosis's Catacombs]}
    choices: CHOICES
    actions:
      - {play: Crosis's Catacombs, as: catacombs}
"""


def test_118_12a_crosiss_catacombs_returns_a_non_lair_land(solve) -> None:
    """Alice plays Crosis's Catacombs and returns her Island (the other Lair, Dromar's
    Cavern, can't pay: non-Lair): the Catacombs stays, the Island is in her hand."""
    out = solve(_CATACOMBS.replace("CHOICES", "[yes]") + """
    expect:
      catacombs: {zone: battlefield}
      cavern: {zone: battlefield}
      island: {zone: hand}
""")
    assert out.passed, out.failures


def test_118_12a_declining_sacrifices_the_lair(solve) -> None:
    out = solve(_CATACOMBS.replace("CHOICES", "[no]") + """
    expect:
      catacombs: {zone: graveyard}
      island: {zone: battlefield}
""")
    assert out.passed, out.failures


def test_118_3_with_no_non_lair_land_the_lair_is_sacrificed(solve) -> None:
    """Only Lairs on the battlefield: nothing can pay, no payment is offered, and the
    Catacombs is sacrificed (a Lair can't return itself: it's a Lair)."""
    out = solve("""
        name: lair alone
        battlefield: [{card: Dromar's Cavern, as: cavern}]
        hand: {Alice: [Crosis's Catacombs]}
        actions:
          - {play: Crosis's Catacombs, as: catacombs}
        expect:
          catacombs: {zone: graveyard}
          cavern: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_9a_fallow_wurm_discards_a_land_card(solve) -> None:
    """Fallow Wurm: "sacrifice it unless you discard a land card". Alice discards her Forest
    (her Grizzly Bears card can't pay); the Wurm stays."""
    out = solve("""
        name: fallow wurm
        hand: {Alice: [Forest, Grizzly Bears]}
        choices: [yes]
        actions:
          - {enter: {card: Fallow Wurm, controller: Alice, as: wurm}}
        expect:
          wurm: {zone: battlefield}
          Forest: {zone: graveyard}
          Grizzly Bears: {zone: hand}
    """)
    assert out.passed, out.failures


def test_118_3_avatar_of_discord_needs_two_cards(solve) -> None:
    """Avatar of Discord: "sacrifice it unless you discard two cards". With one card in hand
    Alice can't pay (no partial payment): the Avatar is sacrificed, the card stays."""
    out = solve("""
        name: avatar one card
        hand: {Alice: [Forest]}
        actions:
          - {enter: {card: Avatar of Discord, controller: Alice, as: avatar}}
        expect:
          avatar: {zone: graveyard}
          Forest: {zone: hand}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("name", "line", "cost"), [
    ("Crosis's Catacombs", "When this land enters, sacrifice it unless you return a non-Lair "
     "land you control to its owner's hand.", ReturnToHand),
    ("Coral Atoll", "When this land enters, sacrifice it unless you return an untapped Island "
     "you control to its owner's hand.", ReturnToHand),
    ("Bull Elephant", "When this creature enters, sacrifice it unless you return two Forests "
     "you control to their owner's hand.", ReturnToHand),
    ("Faerie Impostor", "When this creature enters, sacrifice it unless you return another "
     "creature you control to its owner's hand.", ReturnToHand),
    ("Hidden Horror", "When this creature enters, sacrifice it unless you discard a creature "
     "card.", DiscardCards),
    ("Avatar of Discord", "When this creature enters, sacrifice it unless you discard two "
     "cards.", DiscardCards),
])
def test_118_12a_unless_lines(name: str, line: str, cost: type) -> None:
    (ability,) = compile_line(line, name)
    assert not isinstance(ability, UnsupportedAbility), line
    (pay,) = ability.instructions
    assert isinstance(pay, I.MayPay) and isinstance(pay.cost[0], cost)
    assert isinstance(pay.otherwise[0], I.Sacrifice)


def test_118_12a_returning_an_opponents_enchantment_is_not_read() -> None:
    """Drake Familiar may return any enchantment, an opponent's too: not read as a cost of
    permanents you control."""
    (ability,) = compile_line("When this creature enters, sacrifice it unless you return an "
                              "enchantment to its owner's hand.", "Drake Familiar")
    assert isinstance(ability, UnsupportedAbility)
