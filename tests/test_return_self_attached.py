"""303.4f, 303.4i, 113.6m: Dragon Breath's "When a creature with mana value 6 or greater enters,
you may return this card from your graveyard to the battlefield attached to that creature."
played from the real Oracle line: the Aura returns from the graveyard enchanting the creature
that entered (not targeted: 303.4f); one it can't legally enchant (protection from red)
leaves it in the graveyard (303.4i); a smaller creature doesn't trigger it."""

from __future__ import annotations


def _names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def _base(creature: str, may: str = '["yes"]') -> str:
    return f"""
    name: Dragon Breath
    hand: {{Alice: [{creature}]}}
    graveyard: {{Alice: [{{card: Dragon Breath, as: breath}}]}}
    library: {{Alice: [Island], Bob: [Island]}}
    choices: {may}
    actions:
      - {{cast: {creature}}}
    """


def test_303_4f_dragon_breath_returns_attached_to_the_big_creature(board) -> None:
    game = board(_base("Craw Wurm"))
    [breath] = [o for o in game.state.battlefield() if game.name_of(o) == "Dragon Breath"]
    [wurm] = [o for o in game.state.battlefield() if game.name_of(o) == "Craw Wurm"]
    assert game.obj(breath).attached_to == wurm
    assert game.chars(wurm).has_keyword("haste")


def test_303_4i_dragon_breath_stays_if_it_cant_enchant_it(board) -> None:
    """Sphinx of the Steel Wind (mana value 8) has protection from red: the Aura can't
    enchant it and stays in the graveyard."""
    game = board(_base("Sphinx of the Steel Wind"))
    assert "Dragon Breath" in _names(game, "graveyard")
    assert "Dragon Breath" not in [game.name_of(o) for o in game.state.battlefield()]


def test_603_2_dragon_breath_a_small_creature_doesnt_trigger(board) -> None:
    game = board(_base("Grizzly Bears", "[]"))
    assert "Dragon Breath" in _names(game, "graveyard")
