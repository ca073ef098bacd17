"""701.54 The Ring tempts you: real spells and abilities resolving through the engine, the
player choosing a Ring-bearer (701.54a), the emblem named The Ring and its abilities gained
with each temptation (701.54c), and the designation ending (701.54a)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.ring_tempts import RingTempts
from arbiter.engine.turn import steps
from arbiter.rules.abilities import UnsupportedAbility


def _ring(game, player: int = 0) -> list[str]:
    """The texts of the abilities of the player's emblems (701.54c: The Ring)."""
    return [a.text for o in game.state.zone_list("command") if game.obj(o).emblem is not None
            and game.obj(o).controller == player for a in game.chars(o).abilities]


def test_701_54a_c_the_ring_tempts_you_makes_a_legendary_ring_bearer(solve) -> None:
    """Claim the Precious destroys Bob's Llanowar Elves; the Ring tempts Alice, who gets The
    Ring and chooses her only creature, Grizzly Bears: it is legendary, and Bob's Hill Giant
    (greater power) can't block it while his Grizzly Bears (equal power) can."""
    out = solve("""
        name: ring tempts
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, controller: Bob, as: giant}
          - {card: Grizzly Bears, controller: Bob, as: bobbears}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [Claim the Precious]}
        actions:
          - {cast: Claim the Precious, targets: [elves]}
          - {attack: [bears]}
          - {block: {giant: bears}, refused: "can't be blocked by"}
          - {block: {bobbears: bears}}
        expect:
          elves: {zone: graveyard}
          bears: {supertypes: [Legendary]}
          bobbears: {supertypes: []}
    """)
    assert out.passed, out.failures
    assert _ring(out.game) == ["Your Ring-bearer is legendary and can't be blocked by "
                               "creatures with greater power."]
    assert _ring(out.game, 1) == []


def test_701_54a_another_ring_bearer_ends_the_first(solve) -> None:
    """Two Ranger's Firebrands at Bob: Grizzly Bears first, then Savannah Lions become Alice's
    Ring-bearer; the Bears stop being legendary. The Ring has its second ability."""
    out = solve("""
        name: ring tempts twice
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Savannah Lions, as: lions}
        hand: {Alice: [Ranger's Firebrand, Ranger's Firebrand]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob], choices: {ring_bearer: bears}}
          - {cast: Ranger's Firebrand, targets: [Bob], choices: {ring_bearer: lions}}
        expect:
          bears: {supertypes: []}
          lions: {supertypes: [Legendary]}
          player Bob: {life: 16}
    """)
    assert out.passed, out.failures
    assert _ring(out.game)[1:] == [
        "Whenever your Ring-bearer attacks, draw a card, then discard a card."]


def test_701_54c_tempted_twice_the_ring_bearer_loots_as_it_attacks(solve) -> None:
    """After two temptations, Alice's Ring-bearer attacking draws her a card (Island), then
    she discards a card (the only one in her hand)."""
    out = solve("""
        name: ring loots
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Ranger's Firebrand, Ranger's Firebrand]}
        library: {Alice: [Island, Forest]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {attack: [bears]}
        expect:
          Island: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("hand", 0)) == 0
    assert len(game.state.zone_list("library", 0)) == 1


def test_701_54c_tempted_once_no_loot(solve) -> None:
    """Once tempted, The Ring has only its first ability: attacking draws nothing."""
    out = solve("""
        name: ring once
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Ranger's Firebrand]}
        library: {Alice: [Island, Forest]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {attack: [bears]}
        expect:
          Island: {zone: library}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("library", 0)) == 2


def test_701_54c_tempted_three_times_the_blocker_is_sacrificed_at_end_of_combat(solve) -> None:
    """Three temptations; Bob's Wall of Stone (0/8) blocks the Ring-bearer and survives the
    damage; at end of combat Bob sacrifices it. Bob's other wall, not blocking, stays."""
    out = solve("""
        name: ring sacrifices blocker
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Wall of Stone, controller: Bob, as: wall}
          - {card: Wall of Stone, controller: Bob, as: wall2}
        hand: {Alice: [Ranger's Firebrand, Ranger's Firebrand, Ranger's Firebrand]}
        library: {Alice: [Island, Forest, Plains]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {attack: [bears]}
          - {block: {wall: bears}}
          - {pass: {to: end_of_combat}}
        expect:
          wall: {zone: graveyard}
          wall2: {zone: battlefield}
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_701_54c_tempted_four_times_each_opponent_loses_3_life(solve) -> None:
    """Four temptations; the Ring-bearer (2/2) deals combat damage to Bob: Bob and Carol (each
    opponent) lose 3 life; Alice doesn't."""
    out = solve("""
        name: ring drains
        players: [Alice, Bob, Carol]
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Ranger's Firebrand, Ranger's Firebrand, Ranger's Firebrand,
                       Ranger's Firebrand]}
        library: {Alice: [Island, Forest, Plains]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Carol]}
          - {cast: Ranger's Firebrand, targets: [Carol]}
          - {cast: Ranger's Firebrand, targets: [Carol]}
          - {cast: Ranger's Firebrand, targets: [Carol]}
          - {attack: {bears: Bob}}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          player Alice: {life: 20}
          player Bob: {life: 15}
          player Carol: {life: 9}
    """)
    assert out.passed, out.failures


def test_701_54a_another_player_gaining_control_ends_the_designation(solve) -> None:
    """Uruk-hai Berserker enters under Bob's control: the Ring tempts Bob, who chooses it.
    Alice's Act of Treason takes it: it isn't legendary under Alice (it isn't her
    Ring-bearer), and when it comes back to Bob at cleanup it no longer is his."""
    out = solve("""
        name: ring bearer stolen
        battlefield: [{card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Act of Treason]}
        actions:
          - {enter: {card: Uruk-hai Berserker, controller: Bob, as: uruk},
             choices: {ring_bearer: uruk}}
          - {cast: Act of Treason, targets: [uruk]}
        expect:
          uruk: {controller: Alice, supertypes: []}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.cleanup_actions(game)  # 514.2: "until end of turn" ends
    uruk = obj_id(game, "uruk")
    assert game.chars(uruk).controller == 1
    assert game.chars(uruk).supertypes == set()


def test_701_54a_ring_bearer_under_its_players_control(solve) -> None:
    """The same Berserker, chosen by Bob, is legendary while Bob controls it."""
    out = solve("""
        name: ring bearer kept
        battlefield: [{card: Grizzly Bears, controller: Bob}]
        actions:
          - {enter: {card: Uruk-hai Berserker, controller: Bob, as: uruk},
             choices: {ring_bearer: uruk}}
        expect:
          uruk: {controller: Bob, supertypes: [Legendary]}
    """)
    assert out.passed, out.failures
    assert len(_ring(out.game, 1)) == 1


def test_701_54d_tempted_with_no_creature(solve) -> None:
    """Alice controls no creature: the Ring still tempts her (701.54d): she gets The Ring;
    a creature that enters later isn't her Ring-bearer."""
    out = solve("""
        name: ring no creature
        hand: {Alice: [Ranger's Firebrand]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {enter: {card: Grizzly Bears, as: bears}}
        expect:
          bears: {supertypes: []}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert len(_ring(out.game)) == 1


def test_701_54d_whenever_the_ring_tempts_you_if_you_chose_another(solve) -> None:
    """Gandalf, Friend of the Shire: "Whenever the Ring tempts you, if you chose a creature
    other than Gandalf as your Ring-bearer, draw a card." Choosing Grizzly Bears draws a
    card; choosing Gandalf himself doesn't."""
    out = solve("""
        name: gandalf
        battlefield:
          - {card: "Gandalf, Friend of the Shire", as: gandalf}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Ranger's Firebrand, Ranger's Firebrand]}
        library: {Alice: [Island, Forest]}
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob], choices: {ring_bearer: bears}}
          - {cast: Ranger's Firebrand, targets: [Bob], choices: {ring_bearer: gandalf}}
        expect:
          Island: {zone: hand}
          Forest: {zone: library}
          gandalf: {supertypes: [Legendary]}
    """)
    assert out.passed, out.failures


def test_701_54a_whenever_you_choose_a_ring_bearer(solve) -> None:
    """Call of the Ring: at the beginning of Alice's upkeep the Ring tempts her; choosing a
    Ring-bearer triggers "you may pay 2 life. If you do, draw a card." (paid: 18 life, a
    card drawn besides the draw step's)."""
    out = solve("""
        name: call of the ring
        turn: {number: 2, step: untap}
        battlefield:
          - {card: Call of the Ring}
          - {card: Grizzly Bears, as: bears}
        library: {Alice: [Island, Forest, Plains]}
        choices: [true]
        actions:
          - {pass: {to: precombat_main}}
        expect:
          bears: {supertypes: [Legendary]}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures
    assert len(out.game.state.zone_list("hand", 0)) == 2


def test_701_54e_if_you_dont_control_a_ring_bearer(solve) -> None:
    """Dúnedain Rangers: "Whenever a land you control enters, if you don't control a
    Ring-bearer, the Ring tempts you." The first land makes the Rangers the Ring-bearer; a
    second land doesn't tempt Alice again (The Ring keeps one ability)."""
    out = solve("""
        name: dunedain rangers
        battlefield: [{card: Dúnedain Rangers, as: rangers}]
        actions:
          - {enter: {card: Forest}}
          - {enter: {card: Island}}
        expect:
          rangers: {supertypes: [Legendary]}
    """)
    assert out.passed, out.failures
    assert len(_ring(out.game)) == 1


def test_701_54e_as_long_as_it_is_your_ring_bearer(solve) -> None:
    """Frodo Baggins: "As long as Frodo Baggins is your Ring-bearer, it must be blocked if
    able." Before the Ring tempts Alice, Bob may leave it unblocked; once it is her
    Ring-bearer, Bob can't leave it unblocked while his Llanowar Elves (power 1, not greater
    than Frodo's) can block it."""
    board = """
        battlefield:
          - {card: Frodo Baggins, as: frodo}
          - {card: Llanowar Elves, controller: Bob, as: elves}
        hand: {Alice: [Ranger's Firebrand]}
"""
    out = solve("""
        name: frodo not bearer
""" + board + """
        actions:
          - {attack: [frodo]}
          - {block: {}}
        expect:
          frodo: {zone: battlefield}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: frodo bearer
""" + board + """
        actions:
          - {cast: Ranger's Firebrand, targets: [Bob]}
          - {attack: [frodo]}
          - {block: {}, refused: "509.1c"}
          - {block: {elves: frodo}}
        expect:
          frodo: {supertypes: [Legendary]}
    """, name="bearer.yaml")
    assert out.passed, out.failures


def test_701_54b_protection_from_ring_bearers(solve) -> None:
    """Lord of the Nazgûl: "Wraiths you control have protection from Ring-bearers." Bob's
    Uruk-hai Berserker, his Ring-bearer, can't block Alice's Wraith (702.16f); his Grizzly
    Bears, not a Ring-bearer, can."""
    out = solve("""
        name: protection from ring-bearers
        battlefield:
          - {card: Lord of the Nazgûl, summoning_sick: true}
          - {token: {name: Wraith, types: [Creature], subtypes: [Wraith], power: 3,
                     toughness: 3}, as: wraith}
          - {card: Grizzly Bears, controller: Bob, as: bears}
        actions:
          - {enter: {card: Uruk-hai Berserker, controller: Bob, as: uruk},
             choices: {ring_bearer: uruk}}
          - {attack: [wraith]}
          - {block: {uruk: wraith}, refused: "protection"}
          - {block: {bears: wraith}}
        expect:
          uruk: {supertypes: [Legendary]}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, spell", [
    ("Destroy target creature. The Ring tempts you.", True),
    ("Draw a card. The Ring tempts you.", True),
    ("When this creature enters, the Ring tempts you.", False),
    ("When this creature dies, the Ring tempts you.", False),
    ("At the beginning of your upkeep, the Ring tempts you.", False),
    ("{3}{B}, Exile this card from your graveyard: The Ring tempts you. Activate only as a "
     "sorcery.", False),
    ("Return target creature card from your graveyard to your hand. The Ring tempts you.",
     True),
    ("Landfall \u2014 Whenever a land you control enters, if you don't control a Ring-bearer, "
     "the Ring tempts you.", False),
])
def test_701_54a_oracle_lines_read(line: str, spell: bool) -> None:
    """Real Oracle lines (Claim the Precious, Birthday Escape, Uruk-hai Berserker, Took
    Reaper, Call of the Ring, Gollum's Bite, Sam's Desperate Rescue, Dúnedain Rangers) read
    with the action."""
    (ability,) = compile_line(line, "X", spell=spell)
    assert not isinstance(ability, UnsupportedAbility)
    assert "RingTempts()" in repr(ability)
    assert isinstance(RingTempts(), RingTempts)


@pytest.mark.parametrize("line, name, event", [
    ("Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
     "Nazgûl", "ring_tempts"),
    ("Whenever the Ring tempts you, if you chose a creature other than Gandalf as your "
     "Ring-bearer, draw a card.", "Gandalf, Friend of the Shire", "ring_tempts"),
    ("Whenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw "
     "a card.", "Call of the Ring", "ring_bearer_chosen"),
])
def test_701_54d_trigger_lines_read(line: str, name: str, event: str) -> None:
    """Real Oracle lines (Nazgûl, Gandalf, Call of the Ring) triggering on the Ring."""
    (ability,) = compile_line(line, name, legendary="," in name)
    assert not isinstance(ability, UnsupportedAbility)
    assert ability.trigger.event == event
