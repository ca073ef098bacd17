"""107.3, 601.2c, 608.2b: a target's limit "with mana value X or less, where X is <a number>"
in a triggered ability (`compiler.grammar.where_x_limits`): X is counted as the target is
chosen and again as the ability resolves, played from the real Oracle lines. A number known
only after targets are chosen (a sacrificed creature's mana value, paid later, 601.2h) leaves
the line unread."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.stat_value_selectors import StatVsValue
from arbiter.rules.turn_history import LifeGainedThisTurn

_CELESTINE = """
    name: Celestine, the Living Saint
    battlefield: [{{card: "Celestine, the Living Saint", as: celestine}}]
    graveyard: {{Alice: [{{card: {card}, as: dead}}]}}
    hand: {{Alice: [Sacred Nectar]}}
    library: {{Alice: [Island, Island], Bob: [Island]}}
    actions:
      - {{cast: Sacred Nectar}}
      - {{pass: {{to: end}}}}
    choices: [dead]
"""


def test_601_2c_celestine_returns_a_card_up_to_the_life_gained(board) -> None:
    """Alice gained 4 life this turn: her Hill Giant (mana value 4) returns at her end step."""
    game = board(_CELESTINE.format(card="Hill Giant"))
    assert any(game.name_of(o) == "Hill Giant" for o in game.state.battlefield())


def test_603_3d_celestine_has_no_target_above_the_life_gained(board) -> None:
    """Alice gained 4 life: her Serra Angel (mana value 5) can't be the target, so the
    ability is removed from the stack (603.3d) and the Angel stays in her graveyard."""
    game = board(_CELESTINE.format(card="Serra Angel"))
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Sacred Nectar", "Serra Angel"]


def test_608_2b_spellstutter_sprite_counts_faeries_as_it_resolves(solve) -> None:
    """Bob's Spellstutter Sprite, with another Faerie beside it (two Faeries), targets Alice's
    Grizzly Bears spell (mana value 2); in response Alice kills the other Faerie: one Faerie
    as the ability resolves, so the Bears are an illegal target and resolve."""
    out = solve("""
        name: spellstutter recount
        battlefield: [{card: Pestermite, as: pest, controller: Bob}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}, Lightning Bolt],
               Bob: [Spellstutter Sprite]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Spellstutter Sprite, by: Bob, respond: true}
          - {resolve: 1}
          - {cast: Lightning Bolt, targets: [pest]}
        choices: [bears]
        expect:
          bears: {zone: battlefield}
    """)
    assert out.passed, out.failures


def test_601_2c_spellstutter_sprite_counters_with_two_faeries(solve) -> None:
    out = solve("""
        name: spellstutter
        battlefield: [{card: Pestermite, as: pest, controller: Bob}]
        hand: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [Spellstutter Sprite]}
        library: {Alice: [Island, Island], Bob: [Island]}
        actions:
          - {cast: Grizzly Bears, respond: true}
          - {cast: Spellstutter Sprite, by: Bob}
        choices: [bears]
        expect:
          bears: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_107_3_the_where_clause_defines_the_target_limit() -> None:
    [ability] = compile_text(
        "At the beginning of your end step, return target creature card with mana value X or "
        "less from your graveyard to the battlefield, where X is the amount of life you gained "
        "this turn.", "Celestine, the Living Saint")
    assert StatVsValue("mana_value", "<=", LifeGainedThisTurn()) in \
        ability.targets[0].selector.parts


def test_601_2h_a_number_paid_after_targets_leaves_the_line_unread() -> None:
    """The sacrificed creature's mana value is known only once the cost is paid, after the
    targets are chosen (601.2c before 601.2h): not read."""
    assert compile_text(
        "{1}, Sacrifice a creature: Destroy target creature with mana value X or less, where X "
        "is the sacrificed creature's mana value.", "Test Card") is None
