"""611.3b / 613: the tail of static predicates, played through the real engine:

    ... as long as it has two or fewer oil counters on it. Otherwise, it has hexproof.
                                                         (122.1: Evolved Spinoderm)
    ... can attack as though it didn't have defender and it can't be blocked.
                                                         ("and it": Expedition Lookout)
    ... it has reach and can block an additional ninety-nine creatures each combat.
                                                         (509.1a: Hundred-Handed One)
    ... and protection from Vampires, and it gets +X/+X, where X is ...  (Katilda)
"""

from __future__ import annotations


def test_611_3b_122_1_evolved_spinoderm_trample_or_hexproof_by_oil_counters(solve) -> None:
    """Evolved Spinoderm enters with four oil counters; with two left it has trample and no
    hexproof; with three, the "Otherwise" half: hexproof and no trample."""
    out = solve("""
        name: two oil
        battlefield: [{card: Evolved Spinoderm, as: spino}]
        actions:
          - {counters: {on: spino, remove: {oil: 2}}}
        expect:
          spino: {has: [trample], lacks: [hexproof], counters: {oil: 2}}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: three oil
        battlefield: [{card: Evolved Spinoderm, as: spino}]
        actions:
          - {counters: {on: spino, remove: {oil: 1}}}
        expect:
          spino: {has: [hexproof], lacks: [trample]}
    """)
    assert out.passed, out.failures


def test_611_3b_expedition_lookout_attacks_and_cant_be_blocked(solve) -> None:
    """Bob has eight cards in his graveyard: Expedition Lookout (defender) attacks as
    though it didn't have defender, and Bob's Grizzly Bears can't block it ("and it can't be
    blocked"); Bob takes 2 damage. With seven cards it can't attack."""
    gy = ", ".join(["Forest"] * 8)
    out = solve(f"""
        name: lookout
        battlefield:
          - {{card: Expedition Lookout, as: lookout}}
          - {{card: Grizzly Bears, controller: Bob, as: bears}}
        graveyard: {{Bob: [{gy}]}}
        actions:
          - {{attack: [lookout]}}
          - {{block: {{bears: lookout}}, refused: "can't be blocked"}}
          - {{block: {{}}}}
          - {{pass: {{to: end_of_combat}}}}
        expect:
          player Bob: {{life: 18}}
    """)
    assert out.passed, out.failures
    gy7 = ", ".join(["Forest"] * 7)
    out = solve(f"""
        name: lookout seven
        battlefield: [{{card: Expedition Lookout, as: lookout}}]
        graveyard: {{Bob: [{gy7}]}}
        actions:
          - {{attack: [lookout], refused: "defender"}}
    """)
    assert out.passed, out.failures


def test_509_1a_hundred_handed_one_monstrous_blocks_three_attackers(solve) -> None:
    """On Bob's turn Alice makes Hundred-Handed One monstrous (Monstrosity 3): it has reach
    and blocks all three of Bob's attacking creatures at once."""
    out = solve("""
        name: hundred hands
        battlefield:
          - {card: Hundred-Handed One, as: hho, controller: Alice}
          - {card: Grizzly Bears, controller: Bob, as: b1}
          - {card: Grizzly Bears, controller: Bob, as: b2}
          - {card: Grizzly Bears, controller: Bob, as: b3}
        turn: {number: 2}
        players: [Bob, Alice]
        actions:
          - {activate: {card: hho, ability: "{3}{W}{W}{W}", by: Alice}}
          - {attack: [b1, b2, b3]}
          - {block: {hho: [b1, b2, b3]}}
        expect:
          hho: {has: [reach]}
    """)
    assert out.passed, out.failures


def test_613_4c_katilda_rising_dawn_and_it_gets_x(solve) -> None:
    """Katilda's Rising Dawn on Grizzly Bears: flying, lifelink, protection from Vampires,
    and +X/+X where X counts Alice's permanents that are Spirits and/or enchantments: the
    Aura itself and Sky Spirit (2 + 2 = 4/4)."""
    out = solve("""
        name: katilda
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: "Katilda, Dawnhart Martyr", transformed: true, attached_to: bears}
          - {card: Sky Spirit}
        expect:
          bears: {power: 4, toughness: 4, has: [flying, lifelink, protection from Vampires]}
    """)
    assert out.passed, out.failures
