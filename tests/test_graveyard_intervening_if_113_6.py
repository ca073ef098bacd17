"""113.6, 603.4: "Whenever a Goblin or Rogue you control deals combat damage to a player, if
this card is in your graveyard, you may return this card to your hand." The ability works
from the graveyard: the card returns only from there, and only if its owner chooses."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text


def _snitch(solve, where: str, choices: str = "[yes]", attacker: str = "Raging Goblin"):  # type: ignore[no-untyped-def]
    zone = ("graveyard:\n          Alice: [{card: Auntie's Snitch, as: snitch}]"
            if where == "graveyard" else
            "battlefield:\n          - {card: Auntie's Snitch, as: snitch}")
    return solve(f"""
        name: Auntie's Snitch
        {zone}
        hand:
          Alice: []
        choices: {choices}
        actions:
          - enter: {{card: {attacker}, as: goblin}}
          - attack: [goblin]
          - block: {{}}
          - pass: {{to: postcombat_main}}
    """).game


def _snitch_zone(game) -> str:  # type: ignore[no-untyped-def]
    return next(o.zone for o in game.state.objects.values()
                if o.card == "Auntie's Snitch" and not o.zone.startswith("left:"))


def test_113_6_the_snitch_returns_from_the_graveyard(solve) -> None:
    game = _snitch(solve, "graveyard")
    assert game.state.players[1].life == 19
    assert _snitch_zone(game) == "hand"


def test_113_6_declining_leaves_it_in_the_graveyard(solve) -> None:
    assert _snitch_zone(_snitch(solve, "graveyard", "[no]")) == "graveyard"


def test_113_6_a_non_goblin_s_damage_doesn_t_trigger_it(solve) -> None:
    assert _snitch_zone(_snitch(solve, "graveyard", "[]", attacker="Raging Cougar")) \
        == "graveyard"


def test_113_6_on_the_battlefield_the_ability_doesn_t_work(solve) -> None:
    assert _snitch_zone(_snitch(solve, "battlefield", "[]")) == "battlefield"


def test_400_7_anything_else_done_to_the_card_stays_unread() -> None:
    assert compile_text("Whenever a creature dies, if this card is in your graveyard, exile "
                        "this card.", "Test Card") is None


def test_113_6_only_a_trigger_s_intervening_if_reads_it() -> None:
    """Glory's "Activate only if this card is in your graveyard" would need the ability to
    work from the graveyard (its zone), which an activation restriction doesn't give: unread,
    as is an effect's "if this card is in your graveyard"."""
    assert compile_text("{2}{W}: Choose a color. Creatures you control gain protection from "
                        "the chosen color until end of turn. Activate only if this card is "
                        "in your graveyard.", "Glory") is None
    assert compile_text("If this card is in your graveyard, draw a card.", "Test Card",
                        spell=True) is None
