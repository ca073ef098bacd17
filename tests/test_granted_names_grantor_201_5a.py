"""201.5a: a granted ability naming the object that grants it names that one object
("Equipped creature has '{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any
target.'"): the Equipment is sacrificed to pay the cost and is the source of the damage (not
the creature), and with two such Equipment each creature ability names its own. 701.3d:
"Unattach Leonin Bola" as a cost leaves the Bola on the battlefield, equipping nothing."""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.catalog import Catalog
from arbiter.compiler.granted_unread import unread_parts
from arbiter.rules.grantor import SacrificeGrantor


def _read(name: str) -> bool:
    return not [u for a in Catalog().abilities(name, 0) for u in unread_parts(a)]


def test_201_5a_cards_naming_their_grantor_are_read() -> None:
    for name in ("Blazing Torch", "Ninja's Kunai", "Deconstruction Hammer",
                 "Citizen's Crowbar", "Trusty Boomerang", "Leonin Bola", "Heartseeker"):
        assert _read(name), name
    # "this creature" beside the Equipment's name: which words name which object is not
    # told apart, so these stay unread
    for name in ("Spare Dagger", "Archery Training", "Surestrike Trident"):
        assert not _read(name), name


def test_201_5a_blazing_torch_is_sacrificed_and_deals_the_damage(solve) -> None:
    """Blazing Torch on Vampire Nighthawk (flying, deathtouch, lifelink): the Nighthawk's
    granted ability sacrifices the Torch and the Torch deals 2 damage to Bob. The Torch is
    the source, so the Nighthawk's lifelink gains Alice nothing (702.15b)."""
    out = solve("""
        name: blazing torch
        turn: {number: 2}
        battlefield:
          - {card: Vampire Nighthawk, as: hawk}
          - {card: Blazing Torch, attached_to: hawk, as: torch}
        actions:
          - {activate: {card: hawk, ability: "{T}, Sacrifice", targets: [Bob]}}
          - {resolve: all}
        expect:
          player Bob: {life: 18}
          player Alice: {life: 20}
          hawk: {tapped: true}
          torch: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_201_5a_each_torch_names_itself(solve) -> None:
    """Two Blazing Torches on one Nighthawk: the creature has two abilities, each naming
    its own Torch; activating the one the second Torch grants sacrifices that Torch only."""
    out = solve("""
        name: two torches
        turn: {number: 2}
        battlefield:
          - {card: Vampire Nighthawk, as: hawk}
          - {card: Blazing Torch, attached_to: hawk, as: t1}
          - {card: Blazing Torch, attached_to: hawk, as: t2}
    """)
    assert out.passed, out.failures
    game = out.game
    hawk, t1, t2 = (obj_id(game, a) for a in ("hawk", "t1", "t2"))
    named = [next((c.oid for c in getattr(inst.ability, "cost", ())
                   if isinstance(c, SacrificeGrantor)), None)
             for inst in game.chars(hawk).abilities]
    assert sorted(o for o in named if o is not None) == sorted([t1, t2])
    from arbiter.engine.casting.activation import activate

    activate(game, hawk, 0, named.index(t2) + 1, [("player", 1)], {})
    assert game.obj(t1).zone == "battlefield" and game.obj(t1).attached_to == hawk
    assert game.obj(t2).zone != "battlefield"


def test_701_3d_leonin_bola_unattaches_to_tap(solve) -> None:
    """Leonin Bola on Grizzly Bears: "{T}, Unattach Leonin Bola: Tap target creature." taps
    Bob's Hill Giant; the Bola stays on the battlefield equipping nothing."""
    out = solve("""
        name: leonin bola
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Leonin Bola, attached_to: bears, as: bola}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {activate: {card: bears, ability: "{T}, Unattach", targets: [giant]}}
          - {resolve: all}
        expect:
          giant: {tapped: true}
          bears: {tapped: true}
          bola: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert out.game.obj(obj_id(out.game, "bola")).attached_to is None


def test_201_5a_trusty_boomerang_returns_itself(solve) -> None:
    """Trusty Boomerang on Grizzly Bears: "{1}, {T}: Tap target creature. Return Trusty
    Boomerang to its owner's hand." taps Bob's Hill Giant and returns the Boomerang (the
    object granting the ability), not the Bears, to Alice's hand."""
    out = solve("""
        name: trusty boomerang
        turn: {number: 2}
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Trusty Boomerang, attached_to: bears, as: rang}
          - {card: Hill Giant, controller: Bob, as: giant}
        actions:
          - {activate: {card: bears, ability: "{1}, {T}", targets: [giant]}}
          - {resolve: all}
        expect:
          giant: {tapped: true}
          bears: {zone: battlefield, tapped: true}
          rang: {zone: hand}
    """)
    assert out.passed, out.failures
