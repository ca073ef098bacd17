"""Keywords granted by Auras and Equipment (613.1f, layer 6; 301.5, 303.4): "Equipped creature
gets +0/+2 and has toxic 1.", "Enchanted creature gets +10/+10 and has trample and annihilator
2.", "Enchanted permanent has phasing." The engine reads these keywords from the object's
abilities as they are now, so a granted instance works like a printed one: toxic (702.164),
annihilator (702.86), afterlife (702.135), mentor (702.134), myriad (702.116), afflict
(702.130) and phasing (702.26)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.granted_unread import unread_parts
from arbiter.compiler.lines import compile_text
from arbiter.engine.keywords.phasing import is_phased_out

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("name", "line", "keywords"), [
    ("Blade of Selves", "Equipped creature has myriad.", ["myriad"]),
    ("Dagger of the Worthy", "Equipped creature gets +2/+0 and has afflict 1.", ["afflict"]),
    ("Necrogen Communion", "Enchanted creature has toxic 2.", ["toxic"]),
    ("Prosthetic Injector", "Equipped creature gets +0/+2 and has toxic 1.", ["toxic"]),
    ("Nyxborn Unicorn", "Enchanted creature gets +2/+2 and has mentor.", ["mentor"]),
    ("Aegis of the Legion", "Equipped creature gets +1/+1 and has mentor.", ["mentor"]),
    ("Indebted Spirit", "Enchanted creature gets +1/+1 and has afterlife 1.", ["afterlife"]),
    ("Eldrazi Conscription", "Enchanted creature gets +10/+10 and has trample and "
     "annihilator 2.", ["trample", "annihilator"]),
    ("Teferi's Curse", "Enchanted permanent has phasing.", ["phasing"]),
    ("Cloak of Invisibility", "Enchanted creature has phasing and can't be blocked except by "
     "Walls.", ["phasing"]),
])
def test_613_1f_granted_keyword_lines_read(name: str, line: str, keywords: list[str]) -> None:
    abilities = compile_text(line, name)
    assert abilities is not None and not any(unread_parts(a) for a in abilities)
    granted = [getattr(g, "keyword", None) for a in abilities for spec in a.effects
               for part in spec.parts for g in getattr(part, "abilities", ())]
    assert granted == keywords


def test_702_164c_granted_toxic_gives_a_poison_counter(solve) -> None:
    """Grizzly Bears with Prosthetic Injector (2/4, toxic 1) attack unblocked: 2 damage and
    one poison counter for Bob."""
    out = solve("""
        name: prosthetic injector
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Prosthetic Injector, attached_to: bears}
        actions:
          - {attack: [bears]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
        expect:
          bears: {power: 2, toughness: 4, has: [toxic]}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[BOB].poison == 1


def test_702_86a_granted_annihilator_defending_player_sacrifices(solve) -> None:
    """Eldrazi Conscription on Alice's Grizzly Bears: they attack and Bob sacrifices two
    permanents (both of his two Forests)."""
    out = solve("""
        name: eldrazi conscription
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Eldrazi Conscription, attached_to: bears}
          - {card: Forest, controller: Bob, as: f1}
          - {card: Forest, controller: Bob, as: f2}
        actions:
          - {attack: [bears]}
        expect:
          bears: {power: 12, toughness: 12, has: [trample, annihilator]}
          f1: {zone: graveyard}
          f2: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_135a_granted_afterlife_when_the_creature_dies(solve) -> None:
    """Alice casts Indebted Spirit bestowed (702.103) on her Grizzly Bears (3/3): Bob's
    Lightning Bolt kills them; afterlife 1 (an ability the Bears had as they died, 603.10a)
    makes a 1/1 white and black Spirit with flying; the Spirit Aura becomes a creature again
    (702.103f)."""
    out = solve("""
        name: indebted spirit
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Indebted Spirit], Bob: [Lightning Bolt]}
        actions:
          - {cast: Indebted Spirit, alternative: bestow, targets: [bears]}
          - {cast: Lightning Bolt, by: Bob, targets: [bears]}
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    spirits = [o for o in game.state.battlefield() if "Spirit" in game.chars(o).subtypes
               and game.name_of(o) != "Indebted Spirit"]
    assert len(spirits) == 1
    ch = game.chars(spirits[0])
    assert (ch.power, ch.toughness, ch.controller) == (1, 1, ALICE)
    assert ch.has_keyword("flying")


def test_702_134a_granted_mentor(solve) -> None:
    """Nyxborn Unicorn bestowed on Alice's Hill Giant (5/5, mentor): it attacks with her
    Llanowar Elves (1/1, lesser power): the Elves get a +1/+1 counter."""
    out = solve("""
        name: nyxborn unicorn
        battlefield:
          - {card: Hill Giant, as: giant}
          - {card: Llanowar Elves, as: elves}
        hand: {Alice: [Nyxborn Unicorn]}
        actions:
          - {cast: Nyxborn Unicorn, alternative: bestow, targets: [giant]}
          - {attack: [giant, elves], choices: {targets: [elves]}}
        expect:
          elves: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_702_26a_granted_phasing_phases_out_with_its_aura(solve) -> None:
    """Alice's Teferi's Curse on Bob's Grizzly Bears: at Bob's untap step the Bears phase out
    (502.1), and the Curse attached to them phases out indirectly (702.26g)."""
    out = solve("""
        name: teferis curse
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Teferi's Curse, attached_to: bears, as: curse}
        actions:
          - {pass: {to: upkeep}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.turn.number == 2
    assert is_phased_out(game, obj_id(game, "bears"))
    assert is_phased_out(game, obj_id(game, "curse"))
