"""614.1a / 614.6 / 614.12: "If a nontoken creature would enter and it wasn't cast, exile it
instead." (Containment Priest, Mistcaller). Every way a card is put onto the battlefield goes
through one zone change (`Game.move`), where the replacement applies: returned from a
graveyard, from exile (a flicker), put from a hand or from a library; a creature spell that
was cast and a token (created, not put there from a zone) enter as usual."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import ActivatedAbility, StaticAbility, UnsupportedAbility

PRIEST = "{card: Containment Priest, controller: Bob}"


def test_614_1a_a_creature_card_returned_from_a_graveyard_is_exiled(solve) -> None:
    """Zombify returns Serra Angel from Alice's graveyard: with Bob's Containment Priest it is
    exiled instead; it never enters."""
    out = solve(f"""
        name: zombify into priest
        battlefield: [{PRIEST}]
        graveyard: {{Alice: [{{card: Serra Angel, as: angel}}]}}
        hand: {{Alice: [Zombify]}}
        actions:
          - {{cast: Zombify, targets: [angel]}}
        expect:
          Serra Angel: {{zone: exile}}
    """)
    assert out.passed, out.failures
    assert not [o for o in out.game.state.battlefield()
                if out.game.chars(o).name == "Serra Angel"]


def test_614_1a_a_flickered_creature_doesnt_come_back(solve) -> None:
    """Cloudshift exiles Alice's Grizzly Bears and returns the card: it would enter without
    being cast, so it stays in exile."""
    out = solve(f"""
        name: cloudshift into priest
        battlefield: [{PRIEST}, {{card: Grizzly Bears, as: bears}}]
        hand: {{Alice: [Cloudshift]}}
        actions:
          - {{cast: Cloudshift, targets: [bears]}}
        expect:
          Grizzly Bears: {{zone: exile}}
    """)
    assert out.passed, out.failures


def test_614_1a_put_from_a_hand_is_exiled(solve) -> None:
    """Elvish Piper puts Craw Wurm from Alice's hand onto the battlefield: exiled instead."""
    out = solve(f"""
        name: piper into priest
        battlefield: [{PRIEST}, {{card: Elvish Piper, as: piper}}]
        hand: {{Alice: [Craw Wurm]}}
        actions:
          - {{activate: {{card: piper, ability: 1}}, choices: {{may: yes}}}}
        expect:
          Craw Wurm: {{zone: exile}}
    """)
    assert out.passed, out.failures


def test_614_1a_a_cast_creature_spell_enters(solve) -> None:
    """Grizzly Bears cast and resolving was cast: it enters."""
    out = solve(f"""
        name: cast into priest
        battlefield: [{PRIEST}]
        hand: {{Alice: [Grizzly Bears]}}
        actions:
          - {{cast: Grizzly Bears}}
        expect:
          Grizzly Bears: {{zone: battlefield}}
    """)
    assert out.passed, out.failures


def test_614_1a_tokens_enter(solve) -> None:
    """Raise the Alarm's Soldier tokens are tokens: they enter."""
    out = solve(f"""
        name: tokens and priest
        battlefield: [{PRIEST}]
        hand: {{Alice: [Raise the Alarm]}}
        actions:
          - {{cast: Raise the Alarm}}
        expect:
          Soldier Token: {{count: 2}}
    """)
    assert out.passed, out.failures


def test_614_12_a_noncreature_card_enters(solve) -> None:
    """Zombify can only return a creature card; a land put onto the battlefield from a hand
    (a land play is no cast, but a land isn't a creature) enters as usual."""
    out = solve(f"""
        name: land and priest
        battlefield: [{PRIEST}]
        hand: {{Alice: [Forest]}}
        actions:
          - {{play: Forest}}
        expect:
          Forest: {{zone: battlefield}}
    """)
    assert out.passed, out.failures


def test_614_12_the_priest_doesnt_exile_itself(solve) -> None:
    """Zombify returning Containment Priest itself: its ability isn't on the battlefield
    before the event (614.12: a general subset including it), so it enters."""
    out = solve("""
        name: zombify the priest
        graveyard: {Alice: [{card: Containment Priest, as: priest}]}
        hand: {Alice: [Zombify]}
        actions:
          - {cast: Zombify, targets: [priest]}
        expect:
          Containment Priest: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_614_1a_mistcaller_until_end_of_turn(solve) -> None:
    """Sacrificing Mistcaller: until end of turn, Zombify's Serra Angel is exiled instead."""
    out = solve("""
        name: mistcaller
        battlefield: [{card: Mistcaller, controller: Bob, as: mist}]
        graveyard: {Alice: [{card: Serra Angel, as: angel}]}
        hand: {Alice: [Zombify]}
        actions:
          - {activate: {card: mist, ability: 1, by: Bob}}
          - {cast: Zombify, targets: [angel]}
        expect:
          Serra Angel: {zone: exile}
          mist: {zone: graveyard}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize(("line", "kind"), [
    ("If a nontoken creature would enter and it wasn't cast, exile it instead.",
     StaticAbility),  # Containment Priest
    ("Sacrifice this creature: Until end of turn, if a nontoken creature would enter and it "
     "wasn't cast, exile it instead.", ActivatedAbility),  # Mistcaller
    ("Until end of turn, if a creature would enter and it wasn't cast, exile it instead.",
     UnsupportedAbility),  # Hallowed Moonlight: tokens too, not reached here
])
def test_614_1a_enter_exile_lines(line: str, kind: type) -> None:
    (ab,) = compile_line(line, "Test Card", spell=line.startswith("Until"))
    assert isinstance(ab, kind)


def test_614_1a_put_from_a_library_by_a_search_is_exiled(solve) -> None:
    """Natural Order (sacrificing Llanowar Elves) finds Craw Wurm and puts it onto the
    battlefield: exiled instead (701.23: the search itself happens)."""
    out = solve(f"""
        name: natural order into priest
        battlefield: [{PRIEST}, {{card: Llanowar Elves, as: elves}}]
        library: {{Alice: [Forest, {{card: Craw Wurm, as: wurm}}, Forest]}}
        hand: {{Alice: [Natural Order]}}
        actions:
          - {{cast: Natural Order, choices: {{sacrifice: elves, search: wurm}}}}
        expect:
          Craw Wurm: {{zone: exile}}
          elves: {{zone: graveyard}}
    """)
    assert out.passed, out.failures


def test_614_12_a_cloaked_noncreature_card_would_be_a_creature_so_it_is_exiled(board) -> None:
    """701.58a: a cloaked card enters as a face-down 2/2 creature; judged as it would exist
    on the battlefield (614.12), Lightning Bolt cloaked is a nontoken creature that wasn't
    cast: exiled instead, face up. Without the Priest it is cloaked."""
    from conftest import obj_id

    from arbiter.engine.keyword_actions.cloak import cloak

    game = board(f"""
        name: cloak into priest
        battlefield: [{PRIEST}]
        hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}]}}
    """)
    bolt = obj_id(game, "bolt")
    assert cloak(game, bolt, 0) is None
    exiled = [o for o in game.state.zone_list("exile") if game.obj(o).card == "Lightning Bolt"]
    assert len(exiled) == 1 and game.obj(exiled[0]).face_down is None
    other = board("""
        name: cloak without priest
        hand: {Alice: [{card: Lightning Bolt, as: bolt}]}
    """)
    new = cloak(other, obj_id(other, "bolt"), 0)
    assert new is not None and other.obj(new).zone == "battlefield"
