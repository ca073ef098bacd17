"""701.20a: revealing cards from the top of a library until a card of a kind is revealed,
the forms that name another player or another destination, played from real Oracle text:

- Polymorph / Transmogrify: the target's controller reveals, and *that player* puts the
  creature card onto the battlefield: it enters under their control (110.2), and the other
  revealed cards are shuffled into their library (701.24a).
- Mind Funeral: "until four land cards are revealed", all of them into the graveyard.
- Hermit Druid / Sacred Guide / Treasure Hunt: the rest into the graveyard, exiled, or into
  the hand with the card found.
- Madcap Experiment: "deals damage to you equal to the number of cards revealed this way"
  (608.2c: every card revealed, the artifact too).
- Raph & Mikey: "onto the battlefield tapped and attacking" (508.4).
- Hei Bai: "You may put that card onto the battlefield. Then shuffle." (608.2d): declined,
  the Shrine stays in the library, which is shuffled.
"""

from __future__ import annotations

from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.reveal_until import RevealUntil


def _library(game, player: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.obj(o).alias or game.name_of(o) for o in game.state.zone_list("library",
                                                                                player)]


def test_701_20a_110_2_polymorph_creature_enters_under_its_revealers_control(solve) -> None:
    """Alice Polymorphs Bob's Grizzly Bears: Bob reveals Opt, Lightning Bolt, Hill Giant; the
    Giant enters under Bob's control (110.2, he puts it there), Opt and the Bolt are shuffled
    into his library with the unrevealed Island (701.24a)."""
    out = solve("""
        name: Polymorph
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Polymorph]}
        library: {Alice: [Plains], Bob: [Opt, Lightning Bolt, {card: Hill Giant, as: giant},
                  Island]}
        actions:
          - {cast: Polymorph, targets: [bears]}
        expect:
          bears: {zone: graveyard}
          giant: {zone: battlefield, controller: Bob, owner: Bob}
    """)
    assert out.passed, out.failures
    assert sorted(_library(out.game, 1)) == ["Island", "Lightning Bolt", "Opt"]


def test_701_20a_transmogrify_reads_as_the_exiled_creatures_controller() -> None:
    [ability] = compile_text(
        "Exile target creature. That creature's controller reveals cards from the top of "
        "their library until they reveal a creature card. That player puts that card onto the "
        "battlefield, then shuffles the rest into their library.", "Transmogrify",
        spell=True) or [None]
    step = ability.instructions[-1]
    assert isinstance(step, RevealUntil)
    assert (step.to, step.rest, step.under, step.who.kind) == (
        "battlefield", "shuffle", "revealer", "controller_of")


def test_701_20a_mind_funeral_until_four_land_cards(solve) -> None:
    """Bob reveals Island, Opt, Forest, Swamp, Shock, Mountain: the fourth land ends it; all
    six go to his graveyard, the Plains under them stays."""
    out = solve("""
        name: Mind Funeral
        hand: {Alice: [Mind Funeral]}
        library: {Alice: [Plains], Bob: [Island, Opt, Forest, Swamp, Shock, Mountain, Plains]}
        actions:
          - {cast: Mind Funeral, targets: [Bob]}
    """)
    assert out.passed, out.failures
    graveyard = sorted(out.game.name_of(o) for o in out.game.state.zone_list("graveyard", 1))
    assert graveyard == ["Forest", "Island", "Mountain", "Opt", "Shock", "Swamp"]
    assert _library(out.game, 1) == ["Plains"]


def test_608_2c_madcap_experiment_damage_equals_the_cards_revealed(solve) -> None:
    """Alice reveals Opt, Shock, Ornithopter: the Ornithopter enters, she takes 3 damage (the
    artifact counts: it was revealed), Opt and Shock go under the unrevealed Island."""
    out = solve("""
        name: Madcap Experiment
        hand: {Alice: [Madcap Experiment]}
        library: {Alice: [Opt, Shock, {card: Ornithopter, as: thopter}, Island], Bob: [Island]}
        actions:
          - {cast: Madcap Experiment}
        expect:
          thopter: {zone: battlefield, controller: Alice}
    """)
    assert out.passed, out.failures
    assert out.game.state.players[0].life == 17
    library = _library(out.game, 0)
    assert library[0] == "Island" and sorted(library[1:]) == ["Opt", "Shock"]


def test_701_20a_hermit_druid_mills_the_rest(solve) -> None:
    out = solve("""
        name: Hermit Druid
        battlefield: [{card: Hermit Druid, as: druid}]
        library: {Alice: [Opt, Shock, Swamp, Island], Bob: [Island]}
        actions:
          - {activate: {card: druid, ability: 1}}
        expect:
          Opt: {zone: graveyard}
          Shock: {zone: graveyard}
          Swamp: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _library(out.game, 0) == ["Island"]


def test_701_20a_sacred_guide_exiles_the_rest(solve) -> None:
    """Sacred Guide: Opt and Island are exiled, the first white card (Savannah Lions) is put
    into the hand."""
    out = solve("""
        name: Sacred Guide
        battlefield: [{card: Sacred Guide, as: guide}]
        library: {Alice: [Opt, Island, Savannah Lions, Plains], Bob: [Island]}
        actions:
          - {activate: {card: guide, ability: 1}}
        expect:
          Opt: {zone: exile}
          Island: {zone: exile}
          Savannah Lions: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _library(out.game, 0) == ["Plains"]


def test_701_20a_treasure_hunt_puts_every_revealed_card_into_the_hand(solve) -> None:
    out = solve("""
        name: Treasure Hunt
        hand: {Alice: [Treasure Hunt]}
        library: {Alice: [Island, Forest, Opt, Shock], Bob: [Island]}
        actions:
          - {cast: Treasure Hunt}
        expect:
          Island: {zone: hand}
          Forest: {zone: hand}
          Opt: {zone: hand}
    """)
    assert out.passed, out.failures
    assert _library(out.game, 0) == ["Shock"]


_HEI_BAI = """
    name: Hei Bai {may}
    hand: {{Alice: ["Hei Bai, Forest Guardian"]}}
    library: {{Alice: [Opt, {{card: Honden of Seeing Winds, as: shrine}}, Island], Bob: [Island]}}
    actions:
      - {{cast: "Hei Bai, Forest Guardian", choices: {{may: {may}}}}}
"""


def test_608_2d_hei_bai_may_put_the_shrine_onto_the_battlefield(solve) -> None:
    out = solve(_HEI_BAI.format(may="yes") + "    expect:\n      shrine: {zone: battlefield}\n")
    assert out.passed, out.failures
    assert sorted(_library(out.game, 0)) == ["Island", "Opt"]


def test_608_2d_hei_bai_declined_the_shrine_is_shuffled_back(solve) -> None:
    out = solve(_HEI_BAI.format(may="no") + "    expect:\n      shrine: {zone: library}\n")
    assert out.passed, out.failures
    assert sorted(_library(out.game, 0)) == ["Island", "Opt", "shrine"]


def test_608_2d_hei_bai_line() -> None:
    [ability] = compile_text(
        "When Hei Bai enters, reveal cards from the top of your library until you reveal a "
        "Shrine card. You may put that card onto the battlefield. Then shuffle.",
        "Hei Bai, Forest Guardian") or [None]
    [step] = ability.instructions
    assert isinstance(step, RevealUntil)
    assert (step.to, step.may, step.declined, step.rest) == ("battlefield", True, "rest",
                                                             "shuffle")


def test_508_4_raph_and_mikey_put_the_creature_onto_the_battlefield_attacking(solve) -> None:
    """Raph & Mikey attack Bob: Alice reveals Opt, Grizzly Bears; the Bears enter tapped and
    attacking Bob (508.4: never declared as an attacker); Opt goes under the Island."""
    out = solve("""
        name: Raph & Mikey
        turn: {number: 1, phase: precombat_main}
        battlefield: [{card: "Raph & Mikey, Troublemakers", as: turtles}]
        library: {Alice: [Opt, {card: Grizzly Bears, as: bears}, Island], Bob: [Island]}
        actions:
          - {attack: [turtles]}
        expect:
          bears: {zone: battlefield, tapped: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.combat.attackers[obj_id(game, "bears")][0] == "player"
    assert _library(game, 0) == ["Island", "Opt"]


def test_401_4_proteus_staff_the_rest_go_to_the_bottom_in_their_owners_order(solve) -> None:
    """Proteus Staff on Bob's Grizzly Bears: the Bears go to the bottom of Bob's library, then
    Bob reveals Opt, Shock, Hill Giant; the Giant enters under his control (110.2) and Opt
    and Shock go to the bottom in the order he chooses (Shock first), under the Bears (401.4)."""
    out = solve("""
        name: Proteus Staff
        turn: {number: 1, phase: precombat_main}
        battlefield: [{card: Proteus Staff, as: staff},
                      {card: Grizzly Bears, controller: Bob, as: bears}]
        library: {Alice: [Island], Bob: [Opt, Shock, {card: Hill Giant, as: giant}]}
        actions:
          - activate: {card: staff, ability: 1, targets: [bears]}
            choices: {order: Shock}
        expect:
          giant: {zone: battlefield, controller: Bob}
    """)
    assert out.passed, out.failures
    library = _library(out.game, 1)
    assert library == ["bears", "Shock", "Opt"]  # Bob put Shock first
