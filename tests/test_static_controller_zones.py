"""613.4c / 611.3b: numbers and conditions about the cards of the affected object's
controller (`rules.controller_zones`), played through the real engine:

    Enchanted creature gets +1/+1 for each card in its controller's hand.  (Righteous
                                                                            Authority, 402.1)
    Enchanted creature gets -2/-0. It gets -6/-0 instead as long as its controller has seven
    or more cards in their graveyard.                                      (So Tiny, 404.1)
"""

from __future__ import annotations

_AURA = ('{name: Authority, types: [Enchantment], subtypes: [Aura], text: "Enchanted creature '
         'gets +1/+1 for each card in its controller\'s hand."}')


def test_613_4c_402_1_righteous_authority_counts_its_controllers_hand(solve) -> None:
    """Righteous Authority's line (on test Auras of Alice's: its draw trigger isn't read yet)
    on her Grizzly Bears, with three cards in her hand: 5/5. Another on Bob's Hill Giant
    counts Bob's one card, not Alice's: 4/4."""
    out = solve(f"""
        name: authority
        battlefield:
          - {{card: Grizzly Bears, as: bears}}
          - {{token: {_AURA}, attached_to: bears}}
          - {{card: Hill Giant, controller: Bob, as: giant}}
          - {{token: {_AURA}, attached_to: giant}}
        hand: {{Alice: [Forest, Island, Swamp], Bob: [Mountain]}}
        expect:
          bears: {{power: 5, toughness: 5}}
          giant: {{power: 4, toughness: 4}}
    """)
    assert out.passed, out.failures


def test_611_3b_404_1_so_tiny_grows_with_its_controllers_graveyard(solve) -> None:
    """So Tiny on Bob's Hill Giant (3/3): with six cards in Bob's graveyard it gets -2/-0
    (1/3); with seven, -6/-0 instead (-3/3). Alice's own graveyard doesn't count."""
    six = ", ".join(["Forest"] * 6)
    seven = ", ".join(["Forest"] * 7)
    out = solve(f"""
        name: so tiny six
        battlefield:
          - {{card: Hill Giant, controller: Bob, as: giant}}
          - {{card: So Tiny, attached_to: giant}}
        graveyard: {{Bob: [{six}], Alice: [{seven}]}}
        expect:
          giant: {{power: 1, toughness: 3}}
    """)
    assert out.passed, out.failures
    out = solve(f"""
        name: so tiny seven
        battlefield:
          - {{card: Hill Giant, controller: Bob, as: giant}}
          - {{card: So Tiny, attached_to: giant}}
        graveyard: {{Bob: [{seven}]}}
        expect:
          giant: {{power: -3, toughness: 3}}
    """)
    assert out.passed, out.failures
