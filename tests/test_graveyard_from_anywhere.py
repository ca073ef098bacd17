"""614.1a / 614.6: "If a card [or token] would be put into <a / an opponent's> graveyard from
anywhere, exile it instead." (Rest in Peace, Leyline of the Void): every object about to go
to a graveyard, from any zone (a resolving spell, a discarded or milled card, a dying
creature), is exiled instead; "a card" leaves tokens alone (111.1); a permanent with the
ability destroyed at the same time as others still applies to them (616.1, 614.1a)."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.zones.graveyard_replacement import RULE
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line", "detail"), [
    ("Rest in Peace", "If a card or token would be put into a graveyard from anywhere, exile "
     "it instead.", ("any", True)),
    ("Leyline of the Void", "If a card would be put into an opponent's graveyard from "
     "anywhere, exile it instead.", ("opponent", False)),
    ("Necrodominance", "If a card or token would be put into your graveyard from anywhere, "
     "exile it instead.", ("you", True)),
])
def test_614_1a_graveyard_from_anywhere_lines(name: str, line: str, detail: tuple) -> None:
    [ability] = compile_text(line, name)
    assert isinstance(ability, StaticAbility)
    [part] = ability.effects[0].parts
    assert (part.rule, part.detail) == (RULE, detail)


def test_614_6_rest_in_peace_exiles_the_bolted_creature_and_the_bolt(solve) -> None:
    out = solve("""
        name: Rest in Peace and Lightning Bolt
        battlefield:
          - Rest in Peace
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Lightning Bolt
            targets: [lions]
        expect:
          lions: {zone: exile}
          Lightning Bolt: {zone: exile}
    """)
    assert out.passed, out.failures


def test_406_rest_in_peace_entering_exiles_all_graveyards(solve) -> None:
    out = solve("""
        name: Rest in Peace enters
        hand: {Alice: [Rest in Peace]}
        graveyard: {Alice: [Grizzly Bears], Bob: [Shock, Forest]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Rest in Peace
        expect:
          Grizzly Bears: {zone: exile}
          Shock: {zone: exile}
          Forest: {zone: exile}
    """)
    assert out.passed, out.failures


def test_614_1a_planar_cleansing_exiles_rest_in_peace_itself(solve) -> None:
    """Everything destroyed at once, Rest in Peace included: its effect applies to the whole
    event (616.1 / 614.1a), so it is exiled too. Planar Cleansing itself goes to the graveyard
    as the last step of its resolution (608.2n), when Rest in Peace is already gone."""
    out = solve("""
        name: Planar Cleansing with Rest in Peace
        battlefield:
          - {card: Rest in Peace, as: rip}
          - {card: Grizzly Bears, as: bears}
          - {card: Glorious Anthem, controller: Bob, as: anthem}
        hand: {Alice: [Planar Cleansing]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Planar Cleansing
        expect:
          rip: {zone: exile}
          bears: {zone: exile}
          anthem: {zone: exile}
          Planar Cleansing: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_614_1a_leyline_of_the_void_only_opponents_cards(solve) -> None:
    out = solve("""
        name: Leyline of the Void
        battlefield:
          - Leyline of the Void
          - {card: Grizzly Bears, as: mine}
          - {card: Savannah Lions, controller: Bob, as: lions}
        hand: {Alice: [Pyroclasm]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - cast: Pyroclasm
        expect:
          mine: {zone: graveyard}
          lions: {zone: exile}
          Pyroclasm: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_614_1a_leyline_of_the_void_exiles_a_milled_card(board) -> None:
    """From anywhere: a card leaving an opponent's library for their graveyard."""
    game = board("""
        name: Leyline and a mill
        battlefield: [Leyline of the Void]
        library: {Alice: [Island], Bob: [Mountain, Forest]}
    """)
    top = game.state.zone_list("library", 1)[0]
    game.move(top, "graveyard")
    assert not game.state.zone_list("graveyard", 1)
    assert [game.name_of(o) for o in game.state.zone_list("exile")] == ["Mountain"]


def test_111_1_a_card_only_effect_leaves_tokens_to_the_graveyard_rules(board) -> None:
    """Leyline of the Void says "a card": an opponent's dying token goes to the graveyard
    (and then ceases to exist, 704.5d), so it "dies"; Rest in Peace's "card or token"
    exiles it."""
    for enchantment, dies in (("Leyline of the Void", True), ("Rest in Peace", False)):
        game = board(f"""
            name: token dies
            battlefield:
              - {enchantment}
              - {{token: Zombie, controller: Bob, as: zombie}}
            library: {{Alice: [Island], Bob: [Island]}}
        """)
        zombie = next(o for o in game.state.battlefield() if game.obj(o).token is not None)
        game.move(zombie, "graveyard")
        assert any(e.kind == "dies" and e.obj == zombie for e in game.events) == dies
