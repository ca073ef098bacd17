"""Spells that act on spells on the stack, played through the real engine: changing the
target of a spell with a single target (115.7a, Deflection) and where a spell countered "this
way" goes instead of its owner's graveyard (701.6a with 614.1a: Memory Lapse, Remand, Hinder,
Spell Crumple, Syncopate), and countering a spell or an ability (Disallow, Deny the Witch)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import UnsupportedAbility

ALICE, BOB = 0, 1

#: Bob casts Lightning Bolt at Alice; Alice answers with the spell named (cast in response).
_BOLT = """
    name: {name}
    battlefield:
      - {{card: Grizzly Bears, controller: Bob, as: bears}}
      - {{card: Grizzly Bears, as: mybears}}
    hand: {{Alice: [{answer}], Bob: [Lightning Bolt]}}
    library: {{Alice: [Island, Island], Bob: [Mountain, Mountain, Mountain]}}
    actions:
      - {{cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}}
      - {{cast: {answer}, targets: [bolt]{more}}}
"""


def _bolt(solve, answer: str, more: str = "", name: str = "case"):
    out = solve(_BOLT.format(name=name, answer=answer, more=more))
    assert out.passed, out.failures
    out.game.use_aliases = False
    return out.game


def _card_names(game, zone: str, player: int) -> list[str]:
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


# -- 115.7a: "Change the target of target spell with a single target." ----------------------
def test_115_7a_deflection_sends_the_bolt_to_bobs_bears(solve) -> None:
    """115.7a: Deflection changes Lightning Bolt's target from Alice to Bob's Grizzly Bears,
    another legal target: Alice keeps 20 life and the Bears die (704.5g)."""
    game = _bolt(solve, "Deflection", ", choices: {new_target: bears}")
    assert game.state.players[ALICE].life == 20
    assert "Grizzly Bears" in _card_names(game, "graveyard", BOB)
    assert "Grizzly Bears" not in _card_names(game, "graveyard", ALICE)


def test_115_7a_deflection_cant_target_a_spell_with_no_target(solve) -> None:
    """115.7a / 115.9a: "target spell with a single target": Bob's Ambush Viper spell (flash)
    has no target, so Deflection can't be cast at it; the game is unchanged."""
    out = solve("""
        name: deflection no target
        hand: {Alice: [Deflection], Bob: [Ambush Viper]}
        library: {Alice: [Island], Bob: [Forest]}
        actions:
          - {cast: Ambush Viper, by: Bob, as: viper, respond: true}
          - {cast: Deflection, targets: [viper], refused: "target"}
        expect:
          game: {stack: 1}
    """)
    assert out.passed, out.failures


def test_115_7a_deflection_is_not_an_ability_target(catalog) -> None:
    """Deflection's "target spell" is a spell only (115.1), where Willbender's "target spell
    or ability" takes both."""
    (ab,) = compile_line("Change the target of target spell with a single target.", "Deflection",
                         spell=True)
    (spec,) = ab.targets
    assert spec.kind == "spell" and spec.with_targets == 1


# -- 701.6a / 614.1a: where a countered spell goes instead -----------------------------------
def test_701_6a_memory_lapse_puts_the_bolt_on_top_of_bobs_library(solve) -> None:
    """701.6a / 614.1a: the countered Lightning Bolt goes on top of its owner's library, not
    into the graveyard: Alice keeps 20 life, Bob's graveyard is empty and his next draw is the
    Bolt (401.4)."""
    game = _bolt(solve, "Memory Lapse")
    assert game.state.players[ALICE].life == 20
    assert _card_names(game, "graveyard", BOB) == []
    assert _card_names(game, "library", BOB)[0] == "Lightning Bolt"
    assert len(game.state.zone_list("library", BOB)) == 4


def test_701_6a_remand_returns_the_bolt_to_bobs_hand(solve) -> None:
    """Remand: "put it into its owner's hand instead", then Alice draws a card."""
    game = _bolt(solve, "Remand")
    assert game.state.players[ALICE].life == 20
    assert _card_names(game, "hand", BOB) == ["Lightning Bolt"]
    assert _card_names(game, "hand", ALICE) == ["Island"]


@pytest.mark.parametrize("position", ["top", "bottom"])
def test_701_6a_hinder_the_countering_player_chooses_top_or_bottom(solve, position) -> None:
    """Hinder: "your choice of the top or bottom": Alice, who cast Hinder, chooses."""
    game = _bolt(solve, "Hinder", f", choices: {{position: {position}}}", name=position)
    library = _card_names(game, "library", BOB)
    assert library[0 if position == "top" else -1] == "Lightning Bolt"
    assert game.state.players[ALICE].life == 20


def test_701_6a_spell_crumple_both_go_to_the_bottom(solve) -> None:
    """Spell Crumple: the Bolt on the bottom of Bob's library, Spell Crumple on the bottom of
    Alice's (608.2c, then 608.2n: it doesn't go to the graveyard)."""
    game = _bolt(solve, "Spell Crumple")
    assert _card_names(game, "library", BOB)[-1] == "Lightning Bolt"
    assert _card_names(game, "library", ALICE)[-1] == "Spell Crumple"
    assert _card_names(game, "graveyard", ALICE) == [] == _card_names(game, "graveyard", BOB)


def test_701_6a_syncopate_exiles_unless_paid(solve) -> None:
    """118.12 with 614.1a: Syncopate (X=1): Bob doesn't pay {1}, so the Bolt is countered and
    exiled, not put into his graveyard."""
    game = _bolt(solve, "Syncopate", ", choices: {x: 1}")
    assert game.state.players[ALICE].life == 20
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Lightning Bolt"]


def test_616_1_rest_in_peace_the_owner_chooses_which_applies(solve) -> None:
    """616.1: with Rest in Peace, two replacement effects would change where the countered
    Bolt goes; Bob, its owner, chooses Rest in Peace first and the Bolt is exiled (then
    Memory Lapse's no longer applies, 614.5)."""
    out = solve("""
        name: memory lapse and rest in peace
        battlefield:
          - {card: Rest in Peace}
        hand: {Alice: [Memory Lapse], Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Memory Lapse, targets: [bolt], choices: {replacement: other}}
    """)
    assert out.passed, out.failures
    out.game.use_aliases = False
    exiled = {(out.game.name_of(o), out.game.obj(o).owner)
              for o in out.game.state.zone_list("exile")}
    assert exiled == {("Lightning Bolt", BOB), ("Memory Lapse", ALICE)}  # both by Rest in Peace
    assert _card_names(out.game, "library", BOB) == ["Mountain"]


def test_616_1_rest_in_peace_or_memory_lapse_first(solve) -> None:
    """616.1: Bob may instead apply Memory Lapse's replacement first: the Bolt goes on top of
    his library, and Rest in Peace no longer applies to it (it isn't going to a graveyard)."""
    out = solve("""
        name: memory lapse first
        battlefield:
          - {card: Rest in Peace}
        hand: {Alice: [Memory Lapse], Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Memory Lapse, targets: [bolt], choices: {replacement: rider}}
    """)
    assert out.passed, out.failures
    out.game.use_aliases = False
    assert _card_names(out.game, "library", BOB) == ["Lightning Bolt", "Mountain"]


ORACLE = [
    ("Counter target spell. If that spell is countered this way, put it on top of its owner's "
     "library instead of into that player's graveyard.", "top"),
    ("Counter target spell. If that spell is countered this way, put it into its owner's hand "
     "instead of into that player's graveyard. Draw a card.", "hand"),
    ("Counter target spell. If that spell is countered this way, put that card on your choice "
     "of the top or bottom of its owner's library instead of into that player's graveyard.",
     "top_or_bottom"),
    ("Counter target spell. If that spell is countered this way, put it on the bottom of its "
     "owner's library instead of into that player's graveyard. Put Spell Crumple on the bottom "
     "of its owner's library.", "bottom"),
    ("Counter target spell unless its controller pays {3}. If that spell is countered this "
     "way, exile it instead of putting it into its owner's graveyard.", "exile"),
    ("Counter target spell unless its controller pays {X}. If that spell is countered this "
     "way, exile it instead of putting it into its owner's graveyard.", "exile"),
]


@pytest.mark.parametrize(("text", "where"), ORACLE)
def test_701_6a_oracle_lines_are_read(catalog, text, where) -> None:
    (ab,) = compile_line(text, "Spell Crumple", spell=True)
    assert not isinstance(ab, UnsupportedAbility), ab
    found = repr(ab.instructions)
    assert (f"instead_to='{where}'" in found) if where != "exile" else "exile=True" in found



# -- 701.6a: "Counter target spell, activated ability, or triggered ability." --------------
_PYRO = """
    name: {name}
    battlefield:
      - {{card: Prodigal Pyromancer, as: pyro}}
      - {{card: Grizzly Bears, as: bears}}
      - {{card: Llanowar Elves, as: elves, controller: Bob}}
    hand: {{Bob: [{answer}]}}
    library: {{Alice: [Island, Island], Bob: [Island, Island]}}
    actions:
      - activate: {{card: pyro, ability: "{{T}}", targets: [elves], respond: true, as: ping}}
      - {{cast: {answer}, by: Bob, targets: [ping]}}
    expect:
      elves: {{zone: battlefield}}
"""


def test_701_6a_disallow_counters_an_activated_ability(solve) -> None:
    """Disallow counters Prodigal Pyromancer's ping (an activated ability): Bob's Llanowar
    Elves lives."""
    out = solve(_PYRO.format(name="disallow", answer="Disallow"))
    assert out.passed, out.failures


def test_701_6a_deny_the_witch_its_controller_loses_life(solve) -> None:
    """Deny the Witch counters the ping; "its controller" is the ability's controller as it
    last existed on the stack (608.2h): Alice loses 1 life, one for each creature Bob, who
    cast Deny the Witch, controls (his Llanowar Elves)."""
    out = solve(_PYRO.format(name="deny", answer="Deny the Witch"))
    assert out.passed, out.failures
    assert out.game.state.players[ALICE].life == 19
    assert out.game.state.players[BOB].life == 20


def test_701_6a_disallow_counters_a_spell(solve) -> None:
    """Disallow counters a spell as well: Lightning Bolt goes to Bob's graveyard."""
    out = solve("""
        name: disallow a spell
        hand: {Alice: [Disallow], Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Disallow, targets: [bolt]}
        expect:
          player Alice: {life: 20}
          bolt: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_608_2_a_spell_returned_to_hand_doesnt_resolve(solve) -> None:
    """Unsubstantiate ("Return target spell or creature to its owner's hand") on Bob's
    Lightning Bolt: the Bolt goes back to his hand with its stack object and never resolves
    (before, the card moved but its stack object stayed and dealt the 3 damage)."""
    out = solve("""
        name: unsubstantiate
        hand: {Alice: [Unsubstantiate], Bob: [Lightning Bolt]}
        library: {Alice: [Plains], Bob: [Island, Forest]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], as: bolt, respond: true}
          - {cast: Unsubstantiate, targets: [bolt]}
        expect:
          player Alice: {life: 20}
          game: {stack: 0}
          player Bob: {hand_size: 1}
    """)
    assert out.passed, out.failures
