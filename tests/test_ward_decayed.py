"""Ward (702.21a) and decayed (702.147a), run through the real engine: a ward trigger when a
permanent becomes the target of an opponent's spell or ability (601.2c, 602.2b), paid or not
by that player (118.12a); a decayed creature can't block, and after it attacks it is
sacrificed at end of combat (603.7)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id

from arbiter.engine.combat.declare import block_options, declare_attackers, declare_blockers
from arbiter.engine.keywords.triggered import keyword_trigger, ward_cost
from arbiter.engine.turn import loop
from arbiter.engine.turn.priority import PASS
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import DiscardCard, ManaPayment, PayLife

ALICE, BOB = 0, 1


# -- ward (702.21) ---------------------------------------------------------------------------
@pytest.mark.parametrize(("param", "cost"), [
    ("{3}", (ManaPayment("{3}"),)),          # Rimeshield Frost Giant: "Ward {3}"
    ("{1}", (ManaPayment("{1}"),)),          # Gavony Dawnguard: "Ward {1}"
    ("Pay 3 life.", (PayLife(3),)),           # Owlin Shieldmage: "Ward—Pay 3 life."
    ("Discard a card.", (DiscardCard(),)),    # Graveyard Trespasser: "Ward—Discard a card."
    ("{X}", None),                            # 702.21b: X isn't read yet
])
def test_702_21a_the_ward_cost(param: str, cost: Any) -> None:
    assert ward_cost(param) == cost
    ab = keyword_trigger("ward", param)
    assert (ab is None) == (cost is None)
    if ab is not None:
        assert ab.trigger.event == "becomes_target" and ab.trigger.by == "opponent"


def test_702_21a_keyword_line_reads_as_the_ward_keyword(catalog) -> None:
    from arbiter.compiler.keywords.keywords import parse_keyword_line

    (kw,) = parse_keyword_line("Ward\u2014Pay 3 life. (Whenever this creature becomes the "
                               "target of a spell or ability an opponent controls, counter it "
                               "unless that player pays 3 life.)")
    assert (kw.keyword, kw.param) == ("ward", "Pay 3 life.")


_BOLT = """
    name: ward
    battlefield:
      - Mountain
      - Mountain
      - Mountain
      - Mountain
      - {{card: Rimeshield Frost Giant, controller: Bob, as: giant}}
    hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    actions:
      - {{cast: Lightning Bolt, targets: [giant]{choices}}}
"""


def test_702_21a_ward_counters_the_spell_when_its_controller_doesnt_pay(solve) -> None:
    """Alice's Lightning Bolt targets Bob's Rimeshield Frost Giant (ward {3}): the ward
    ability triggers and resolves first; Alice doesn't pay {3}: the Bolt is countered."""
    out = solve(_BOLT.format(choices=", choices: {pay: no}"))
    game = out.game
    giant = obj_id(game, "giant")
    assert game.obj(giant).damage == 0
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"
    assert any(e.kind == "becomes_target" and e.obj == giant and e.player == ALICE
               for e in game.events)
    assert not any(game.obj(o).tapped for o in game.state.battlefield()
                   if game.name_of(o) == "Mountain")  # nothing paid for ward


def test_702_21a_ward_paid_the_spell_resolves(solve) -> None:
    """Alice pays {3} (three Mountains tapped for it, 601.2g-h): the Bolt resolves,
    3 damage."""
    out = solve(_BOLT.format(choices=", choices: {pay: yes}"))
    game = out.game
    assert game.obj(obj_id(game, "giant")).damage == 3
    assert [game.obj(o).tapped for o in game.state.battlefield()
            if game.name_of(o) == "Mountain"].count(True) == 3


def test_118_3_ward_cost_alice_cant_pay_counters_without_asking(solve) -> None:
    """118.3: with no mana left for {3}, Alice isn't asked; the Bolt is countered."""
    out = solve(_BOLT.replace("      - Mountain\n      - Mountain\n      - Mountain\n", "", 1)
                .format(choices=""))
    game = out.game
    assert game.obj(obj_id(game, "giant")).damage == 0
    assert game.obj(obj_id(game, "bolt")).zone == "graveyard"


def test_702_21a_ward_ignores_its_controllers_own_spells(solve) -> None:
    """"an opponent controls": Bob's own Giant Growth on his Frost Giant doesn't trigger it."""
    out = solve("""
        name: own spell
        battlefield: [{card: Forest, controller: Bob}, {card: Rimeshield Frost Giant,
                      controller: Bob, as: giant}]
        hand: {Bob: [Giant Growth]}
        actions:
          - {cast: Giant Growth, by: Bob, targets: [giant]}
        expect:
          giant: {power: 7, toughness: 8}
    """)
    assert out.passed, out.failures
    game = out.game
    assert any(e.kind == "becomes_target" and e.player == BOB for e in game.events)
    assert not any("becomes the target" in line for line in game.state.log)  # no ward trigger


def test_702_21a_ward_pay_life_owlin_shieldmage(solve) -> None:
    """Ward—Pay 3 life: Alice pays 3 life (119.4) and her Lightning Bolt kills the 3/3
    Shieldmage."""
    out = solve("""
        name: ward life
        battlefield: [{card: Owlin Shieldmage, controller: Bob, as: owl}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [owl], choices: {pay: yes}}
        expect:
          owl: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[ALICE].life == 17


def test_602_2b_ward_counters_an_activated_ability(solve) -> None:
    """602.2b: Prodigal Sorcerer's ability targets the Frost Giant as it's put on the stack;
    Alice doesn't pay: the ability is countered (no damage)."""
    out = solve("""
        name: ward ability
        battlefield:
          - {card: Prodigal Sorcerer, as: sorcerer}
          - {card: Rimeshield Frost Giant, controller: Bob, as: giant}
        actions:
          - activate: {card: sorcerer, ability: 1, targets: [giant], choices: {pay: no}}
    """)
    game = out.game
    assert game.obj(obj_id(game, "sorcerer")).tapped
    assert game.obj(obj_id(game, "giant")).damage == 0
    assert not game.state.stack_items


# -- decayed (702.147) -----------------------------------------------------------------------
class _Attacker:
    """Alice attacks with everything that can; nobody blocks; everyone passes."""

    def decide(self, d: Any) -> Any:
        if d.kind == "priority":
            return PASS
        if d.kind == "attack":
            return next((v for _label, v in d.options if v is not None), None)
        if d.kind == "block":
            return None
        return d.options[0][1] if d.options else None


def test_702_147a_decayed_creature_cant_block(solve) -> None:
    """702.147a: Bob's 2/2 Zombie with decayed can't block Alice's Grizzly Bears."""
    game = solve("""
        name: decayed block
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {token: {name: Zombie, subtypes: [Zombie], colors: [black], power: 2,
             toughness: 2, text: Decayed}, controller: Bob, as: zombie}
    """).game
    bears, zombie = obj_id(game, "bears"), obj_id(game, "zombie")
    game.state.turn.step = "declare_attackers"
    declare_attackers(game, {bears: ("player", BOB)})
    assert block_options(game, zombie) == []
    game.state.turn.step = "declare_blockers"
    with pytest.raises(IllegalActionError, match=r"decayed and can't block \(702\.147a\)"):
        declare_blockers(game, {zombie: [bears]})


def test_702_147a_decayed_attacker_is_sacrificed_at_end_of_combat(solve) -> None:
    """702.147a / 603.7: the Zombie token Falcon Abomination creates has decayed; when it
    attacks it deals its 2 damage, then is sacrificed at end of combat (111.7: gone)."""
    game = solve("""
        name: decayed attack
        turn: {number: 2}
        hand: {Alice: [{card: Falcon Abomination, as: falcon}]}
        actions:
          - {cast: Falcon Abomination}
    """).game
    (zombie,) = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    assert game.chars(zombie).has_keyword("decayed")
    assert set(game.chars(zombie).subtypes) == {"Zombie"} and game.chars(zombie).power == 2
    game.obj(zombie).controlled_since = 0  # as if it had been there since the turn began
    game.decider = _Attacker()
    seen_in_combat = False
    for _ in range(500):
        loop.step(game)
        t = game.state.turn
        if t.step == "combat_damage" and t.stage == "priority":
            seen_in_combat = game.obj(zombie).zone == "battlefield"
        if t.step == "postcombat_main":
            break
    assert seen_in_combat
    assert game.state.players[BOB].life == 18  # the Falcon is summoning sick: only the token
    assert game.obj(zombie).zone != "battlefield"
    assert [game.obj(o).token for o in game.state.battlefield()] == [None]  # the Falcon


@pytest.mark.parametrize("discard", ["yes", "no"])
def test_702_21a_ward_discard_a_card(solve, discard: str) -> None:
    """Ward—Discard a card (Graveyard Trespasser's ward, on a 3/3 token): Alice's Lightning
    Bolt targets it; she discards her Forest (701.9a) and the Bolt kills it, or she doesn't
    and the Bolt is countered."""
    out = solve(f"""
        name: ward discard
        battlefield: [{{token: {{name: Warded, power: 3, toughness: 3,
                        text: "Ward\\u2014Discard a card."}}, controller: Bob, as: gt}}]
        hand: {{Alice: [Lightning Bolt, {{card: Forest, as: forest}}]}}
        actions:
          - {{cast: Lightning Bolt, targets: [gt], choices: {{pay: {discard}}}}}
    """)
    game = out.game
    tokens = [o for o in game.state.battlefield() if game.obj(o).token is not None]
    if discard == "yes":
        assert tokens == []  # 3 damage: it died (111.7: the token has ceased to exist)
        assert game.obj(obj_id(game, "forest")).zone == "graveyard"
    else:
        assert len(tokens) == 1 and game.obj(tokens[0]).damage == 0
        assert game.obj(obj_id(game, "forest")).zone == "hand"


def test_118_3_ward_discard_with_an_empty_hand_counters(solve) -> None:
    """118.3: with no other card in hand Alice can't discard one; the Bolt is countered."""
    out = solve("""
        name: ward discard empty hand
        battlefield: [{token: {name: Warded, power: 3, toughness: 3,
                       text: "Ward\u2014Discard a card."}, controller: Bob, as: gt}]
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [gt]}
    """)
    game = out.game
    assert game.obj(obj_id(game, "gt")).zone == "battlefield"
    assert game.obj(obj_id(game, "gt")).damage == 0
