"""603.2 with 201.5: trigger conditions of a permanent whose name is plural ("When The
Immortal Weapons enter", "Whenever Falcon and Redwing deal combat damage to a player"): the
same events as "~ enters" / "~ deals combat damage to a player". Real Oracle lines read,
and two of the cards played on a board."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps


@pytest.mark.parametrize(("name", "line", "event"), [
    ("The Immortal Weapons", "When The Immortal Weapons enter, return target instant or "
     "sorcery card from your graveyard to your hand.", "enters"),
    ("Lo and Li, Twin Tutors", "When Lo and Li enter, search your library for a Lesson or "
     "Noble card, reveal it, put it into your hand, then shuffle.", "enters"),
    ("Falcon and Redwing", "Whenever Falcon and Redwing deal combat damage to a player, create "
     "that many 1/1 white Bird creature tokens with flying, then put a +1/+1 counter on Falcon "
     "and Redwing.", "combat_damage_to_player"),
    ("Bebop & Rocksteady", "Whenever Bebop & Rocksteady attack or block, sacrifice a permanent "
     "unless you discard a card.", "attacks_or_blocks"),
])
def test_603_2_a_plural_name_with_its_verb_read(name: str, line: str, event: str) -> None:
    abilities = compile_text(line, name, legendary=True)
    assert abilities is not None and len(abilities) == 1, line
    t = abilities[0].trigger
    assert (t.event, t.subject) == (event, "self")


def test_603_6a_the_immortal_weapons_enter(solve) -> None:
    """Alice casts The Immortal Weapons with Lightning Bolt in her graveyard: as they enter,
    the Bolt returns to her hand."""
    out = solve("""
        name: immortal weapons
        graveyard: {Alice: [{card: Lightning Bolt, as: bolt}]}
        hand: {Alice: [The Immortal Weapons]}
        actions:
          - {cast: The Immortal Weapons}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    assert game.state.objects[obj_id(game, "bolt")].zone == "hand"


def test_510_2_falcon_and_redwing_deal_combat_damage(solve) -> None:
    """Falcon and Redwing (1/2 flying) attack Bob unblocked: 1 damage, one 1/1 Bird token,
    then a +1/+1 counter on them."""
    out = solve("""
        name: falcon and redwing
        battlefield: [{card: Falcon and Redwing, as: fr}]
        actions:
          - {attack: [fr]}
          - {block: {}}
          - {pass: {to: postcombat_main}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert game.state.players[1].life == 19
    birds = [o for o in game.state.battlefield() if game.state.objects[o].token is not None]
    assert len(birds) == 1
    assert game.state.objects[obj_id(game, "fr")].counters.get("+1/+1") == 1
