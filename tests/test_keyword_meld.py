"""701.42 meld and melded permanents (712.4, 712.8g, 712.21), played through the real engine:
a meld card's ability exiles it and its counterpart and puts them onto the battlefield as one
permanent with the combined back face's characteristics; what leaves the battlefield as one
permanent arrives as two cards; objects that aren't a meld pair stay in exile (701.42c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.meld import Meld
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.meld import OwnAndControlPair
from arbiter.rules.structure import nodes
from arbiter.scenario.errors import ScenarioError

_RATS = """
        battlefield:
          - {card: Graf Rats, as: rats}
          - {card: Midnight Scavengers, as: scav}
          - {card: Grizzly Bears, as: bears}
"""


def _in(game, zone: str, owner: int = 0) -> list[str]:
    return sorted(str(game.obj(o).card) for o in game.state.zone_list(zone, owner))


def test_701_42a_graf_rats_melds_with_midnight_scavengers_into_chittering_host(solve) -> None:
    """At the beginning of Alice's combat, Graf Rats' trigger exiles both and melds them: one
    permanent, Chittering Host 5/6 with haste and menace (712.8g), mana value 5 + 2 = 7
    (202.3c); as it enters, its own trigger gives Grizzly Bears +1/+0 and menace."""
    out = solve("\n        name: meld" + _RATS + """
        actions:
          - {pass: {to: beginning_of_combat}}
        expect:
          rats: {name: Chittering Host, power: 5, toughness: 6, mana_value: 7,
                 types: [Creature], subtypes: [Eldrazi, Horror], colors: [],
                 has: [Haste, Menace], zone: battlefield}
          bears: {power: 3, toughness: 2, has: [Menace]}
          game: {stack: 0}
    """)
    assert out.passed, out.failures
    g = out.game
    assert len(g.state.battlefield()) == 2  # the Host and the Bears: one object for two cards
    assert _in(g, "exile") == [] and _in(g, "graveyard") == [] and _in(g, "hand") == []


def test_701_42a_the_trigger_needs_both_owned_and_controlled(solve) -> None:
    """603.4: Midnight Scavengers owned by Alice but controlled by Bob: Graf Rats' intervening
    "if" is false, nothing triggers and both stay on the battlefield."""
    out = solve("""
        name: meld not owned and controlled
        battlefield:
          - {card: Graf Rats, as: rats}
          - {card: Midnight Scavengers, as: scav, controller: Bob, owner: Alice}
        actions:
          - {pass: {to: beginning_of_combat}}
        expect:
          rats: {name: Graf Rats, zone: battlefield}
          scav: {name: Midnight Scavengers, zone: battlefield, controller: Bob}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_701_42c_a_copy_named_so_is_exiled_and_stays_in_exile(solve) -> None:
    """701.42b-c: Alice's Clone copying Bob's Midnight Scavengers is "a creature named Midnight
    Scavengers", so the trigger exiles Graf Rats and it; a Clone card isn't in Graf Rats' meld
    pair: nothing is melded and both cards stay in exile."""
    out = solve("""
        name: meld a copy
        battlefield:
          - {card: Midnight Scavengers, as: theirs, controller: Bob}
          - {card: Graf Rats, as: rats}
          - {card: Clone, as: clone, choices: {copy: theirs}}
        actions:
          - {pass: {to: beginning_of_combat}}
        expect:
          rats: {zone: exile}
          clone: {zone: exile, name: Clone}
          theirs: {zone: battlefield}
    """)
    assert out.passed, out.failures
    g = out.game
    assert not any(g.obj(o).melded for o in g.state.battlefield())


def test_701_42a_712_14c_hanweir_battlements_activated_meld(solve) -> None:
    """{3}{R}{R}, {T}: Hanweir Battlements and Hanweir Garrison meld into Hanweir, the Writhing
    Township (7/4 trample haste, mana value 0 + 3): a new object, untapped though the
    Battlements were tapped for the cost, which can attack at once (haste)."""
    out = solve("""
        name: meld battlements
        battlefield:
          - {card: Hanweir Battlements, as: battlements}
          - {card: Hanweir Garrison, as: garrison}
        actions:
          - {activate: {card: battlements, ability: 3}}
          - {attack: [battlements]}
        expect:
          battlements: {name: "Hanweir, the Writhing Township", power: 7, toughness: 4,
                        mana_value: 3, has: [Trample, Haste], tapped: true,
                        supertypes: [Legendary]}
    """)
    assert out.passed, out.failures
    g = out.game
    host = next(o for o in g.state.battlefield() if g.obj(o).melded)
    assert g.state.combat is not None and host in g.state.combat.attackers
    # "Whenever Hanweir attacks": two 3/2 Eldrazi Horror tokens, tapped and attacking
    horrors = [o for o in g.state.battlefield() if g.obj(o).token is not None]
    assert [(g.chars(o).subtypes, g.chars(o).power, g.chars(o).toughness) for o in horrors] \
        == [({"Eldrazi", "Horror"}, 3, 2)] * 2
    assert all(g.obj(o).tapped and o in g.state.combat.attackers for o in horrors)


def test_701_42a_the_condition_is_checked_again_as_it_resolves(solve) -> None:
    """608.2c: in response to the Battlements' ability, Hanweir Garrison is destroyed: "if you
    both own and control ..." is false, so nothing is exiled."""
    out = solve("""
        name: meld condition on resolution
        battlefield:
          - {card: Hanweir Battlements, as: battlements}
          - {card: Hanweir Garrison, as: garrison}
        hand: {Bob: [Murder]}
        actions:
          - {activate: {card: battlements, ability: 3, respond: true}}
          - {cast: Murder, by: Bob, targets: [garrison]}
        expect:
          battlements: {name: Hanweir Battlements, zone: battlefield, tapped: true}
          garrison: {zone: graveyard}
          game: {stack: 0}
    """)
    assert out.passed, out.failures


def test_712_21_a_melded_permanent_that_dies_puts_both_cards_into_the_graveyard(solve) -> None:
    """712.21 / 712.21a: Murder on Chittering Host: one creature dies and both cards go to
    Alice's graveyard, in the order she chooses (Graf Rats on top), with their front faces
    (712.8a)."""
    out = solve("\n        name: melded dies" + _RATS + """
        hand: {Bob: [Murder]}
        actions:
          - {pass: {to: beginning_of_combat}}
          - {cast: Murder, by: Bob, targets: [rats], choices: {meld_order: Graf Rats}}
        expect:
          rats: {zone: graveyard, name: Graf Rats, power: 2}
          Midnight Scavengers: {zone: graveyard, count: 1}
    """)
    assert out.passed, out.failures
    g = out.game
    assert _in(g, "graveyard") == ["Graf Rats", "Midnight Scavengers"]
    assert g.obj(g.state.zone_list("graveyard", 0)[-1]).card == "Graf Rats"  # 404.2: on top
    assert g.state.turn.creatures_died == 1  # 712.21e: one object moved
    assert [g.obj(o).card for o in g.state.battlefield()] == ["Grizzly Bears"]


def test_712_21_exiled_melded_permanent_is_two_cards_in_exile(solve) -> None:
    """712.21: a melded permanent exiled (Swords to Plowshares) is two cards in exile; its
    controller gains life equal to its power (9... here the Host's 5)."""
    out = solve("\n        name: melded exiled" + _RATS + """
        hand: {Bob: [Swords to Plowshares]}
        actions:
          - {pass: {to: beginning_of_combat}}
          - {cast: Swords to Plowshares, by: Bob, targets: [rats]}
        expect:
          player Alice: {life: 25}
    """)
    assert out.passed, out.failures
    assert _in(out.game, "exile") == ["Graf Rats", "Midnight Scavengers"]


def test_712_21c_returning_the_melded_permanent_stops_the_game(solve) -> None:
    """712.21c: Cloudshift exiles Chittering Host and returns "that card": the effect finds
    both cards, which Arbiter doesn't carry out yet: the game stops naming the rule."""
    with pytest.raises(ScenarioError, match="can't carry out .*712.21c"):
        solve("\n        name: melded flickered" + _RATS + """
        hand: {Alice: [Cloudshift]}
        actions:
          - {pass: {to: beginning_of_combat}}
          - {cast: Cloudshift, targets: [rats]}
        """)


def test_202_3c_a_copy_of_a_melded_permanent_has_mana_value_0(solve) -> None:
    """202.3c / 712.8g: Clone entering as a copy of Chittering Host is a 5/6 Chittering Host
    with mana value 0."""
    out = solve("\n        name: copy melded" + _RATS + """
        actions:
          - {pass: {to: beginning_of_combat}}
          - {enter: {card: Clone, choices: {copy: rats}}}
        expect:
          rats: {mana_value: 7}
    """)
    assert out.passed, out.failures
    g = out.game
    clone = next(o for o in g.state.battlefield() if g.obj(o).card == "Clone")
    ch = g.chars(clone)
    assert (ch.name, ch.power, ch.toughness, ch.mana_value) == ("Chittering Host", 5, 6, 0)


#: Oracle lines in today's wording, and whether they are read as meld.
_LINES = [
    ("Graf Rats", "At the beginning of combat on your turn, if you both own and control this "
     "creature and a creature named Midnight Scavengers, exile them, then meld them into "
     "Chittering Host.", ("Midnight Scavengers", "Creature", "Chittering Host"), True),
    ("Gisela, the Broken Blade", "At the beginning of your end step, if you both own and "
     "control Gisela and a creature named Bruna, the Fading Light, exile them, then meld them "
     "into Brisela, Voice of Nightmares.",
     ("Bruna, the Fading Light", "Creature", "Brisela, Voice of Nightmares"), True),
    ("Hanweir Battlements", "{3}{R}{R}, {T}: If you both own and control this land and a "
     "creature named Hanweir Garrison, exile them, then meld them into Hanweir, the Writhing "
     "Township.", ("Hanweir Garrison", "Creature", "Hanweir, the Writhing Township"), False),
    # paying a cost first ("you may pay ... If you do, exile them"): not read
    ("Vanille, Cheerful l'Cie", "At the beginning of your first main phase, if you both own "
     "and control Vanille and a creature named Fang, Fearless l'Cie, you may pay {3}{B}{G}. If "
     "you do, exile them, then meld them into Ragnarok, Divine Deliverance.", None, True),
    # 201.5c makes "Urza" in "Urza, Planeswalker" the card itself: the name is lost, unread
    ("Urza, Lord Protector", "{7}: If you both own and control Urza, Lord Protector and an "
     "artifact named The Mightstone and Weakstone, exile them, then meld them into Urza, "
     "Planeswalker. Activate only as a sorcery.", None, False),
]


@pytest.mark.parametrize(("card", "line", "meld", "triggered"), _LINES)
def test_701_42a_meld_lines_read(card: str, line: str, meld: tuple[str, str, str] | None,
                                 triggered: bool) -> None:
    legendary = "," in card
    abilities = compile_line(line, card, legendary=legendary)
    if meld is None:
        assert isinstance(abilities[0], UnsupportedAbility)
        return
    found = [n for n in nodes(abilities) if isinstance(n, Meld)]
    assert found == [Meld(partner=meld[0], partner_type=meld[1], into=meld[2])]
    conds = [getattr(a, "intervening_if", None) for a in abilities]
    assert (OwnAndControlPair(meld[0], meld[1]) in conds) == triggered


def test_712_16_a_melded_permanent_cant_be_turned_face_down(solve) -> None:
    """712.16: Ixidron enters and turns all other nontoken creatures face down: Grizzly Bears
    becomes a face-down 2/2 (still getting the Host's +1/+0 this turn, 613.4c: a 3/2);
    Chittering Host, a melded permanent, stays face up (Ixidron counts one face-down
    creature)."""
    out = solve("\n        name: melded face down" + _RATS + """
        actions:
          - {pass: {to: beginning_of_combat}}
          - {enter: {card: Ixidron, as: ixidron}}
        expect:
          rats: {name: Chittering Host, face_down: false, power: 5}
          bears: {face_down: true, power: 3, toughness: 2}
          ixidron: {power: 1, toughness: 1}
    """)
    assert out.passed, out.failures


def test_712_21_two_cards_are_put_into_the_graveyard(solve) -> None:
    """712.21: Chittering Host dies: two cards are put into Alice's graveyard, so Quest for
    Ancient Secrets ("Whenever a card is put into your graveyard from anywhere, you may put a
    quest counter on it") triggers twice."""
    out = solve("\n        name: melded dies two cards" + _RATS + """
          - {card: Quest for Ancient Secrets, as: quest}
        hand: {Bob: [Murder]}
        actions:
          - {pass: {to: beginning_of_combat}}
          - {cast: Murder, by: Bob, targets: [rats], choices: {meld_order: Graf Rats, may: "yes"}}
        choices: ["yes"]
        expect:
          quest: {counters: {quest: 2}}
    """)
    assert out.passed, out.failures


def test_701_42a_gisela_and_bruna_meld_into_brisela_whose_unread_text_stops_the_game(
        solve) -> None:
    """At the beginning of Alice's end step, Gisela, the Broken Blade and Bruna, the Fading
    Light meld into Brisela, Voice of Nightmares, whose "Your opponents can't cast spells with
    mana value 3 or less." Arbiter doesn't read: the game stops naming that text (principle
    5) rather than go on without it."""
    with pytest.raises(ScenarioError, match="can't cast spells with mana value 3 or less"):
        solve("""
        name: brisela
        battlefield:
          - {card: "Gisela, the Broken Blade", as: gisela}
          - {card: "Bruna, the Fading Light", as: bruna}
        actions:
          - {pass: {to: end}}
        """)
