"""608.2d, 110.2, 400.7: a card chosen from a graveyard as the instruction is followed (not a
target) and put onto the battlefield (`compiler.effects.reanimate_chosen`), played from the
real Oracle lines: "Then return a creature card from your graveyard to the battlefield."
(Summon Undead), "Then you put a creature card from a graveyard onto the battlefield under
your control." (Extract from Darkness), "... with a finality counter on it" (Charnel
Serenade)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_text
from arbiter.rules.instructions import ChooseObject, MayDo, ReturnToBattlefield


def _on_battlefield(game, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [o for o in game.state.battlefield() if game.name_of(o) == name]


def test_608_2d_summon_undead_returns_the_creature_card_chosen(board) -> None:
    """Alice mills three cards (two lands and a Hill Giant), then chooses the Hill Giant
    among the creature cards of her graveyard as the spell resolves: it returns (her
    Grizzly Bears stays there)."""
    game = board("""
    name: Summon Undead
    hand: {Alice: [Summon Undead]}
    graveyard: {Alice: [Grizzly Bears]}
    library: {Alice: [Island, Hill Giant, Island, Island], Bob: [Island]}
    actions:
      - {cast: Summon Undead, choices: {may: "yes"}}
    choices: [Hill Giant]
    """)
    assert len(_on_battlefield(game, "Hill Giant")) == 1
    assert sorted(game.name_of(o) for o in game.state.zone_list("graveyard", 0)) == [
        "Grizzly Bears", "Island", "Island", "Summon Undead"]


def test_110_2_extract_from_darkness_takes_a_card_from_any_graveyard(board) -> None:
    """Each player mills two; Alice chooses Bob's milled Serra Angel and puts it onto the
    battlefield under her control (its owner stays Bob)."""
    game = board("""
    name: Extract from Darkness
    hand: {Alice: [Extract from Darkness]}
    library: {Alice: [Island, Island, Island], Bob: [Serra Angel, Island, Island]}
    actions:
      - {cast: Extract from Darkness}
    choices: [Serra Angel]
    """)
    [angel] = _on_battlefield(game, "Serra Angel")
    assert game.controller_of(angel) == 0 and game.obj(angel).owner == 1


def test_122_6_charnel_serenade_returns_it_with_a_finality_counter(board) -> None:
    game = board("""
    name: Charnel Serenade
    hand: {Alice: [Charnel Serenade]}
    graveyard: {Alice: [Hill Giant]}
    library: {Alice: [Island, Island, Island, Island], Bob: [Island]}
    actions:
      - {cast: Charnel Serenade}
    choices: [graveyard, graveyard, graveyard, Hill Giant]
    """)
    [giant] = _on_battlefield(game, "Hill Giant")
    assert game.obj(giant).counters.get("finality") == 1


def test_608_2d_the_card_is_chosen_not_targeted() -> None:
    [ability] = compile_text("Mill four cards, then return a creature card from your graveyard "
                             "to the battlefield.", "Tomb Fortress", spell=True)
    assert ability.targets == ()
    [_mill, choose] = ability.instructions
    assert isinstance(choose, ChooseObject)
    assert isinstance(choose.then[0], ReturnToBattlefield)
    [teval] = compile_text("Whenever Teval attacks, mill three cards. Then you may return a "
                           "land card from your graveyard to the battlefield tapped.",
                           "Teval, the Balanced Scale")
    may = teval.instructions[-1]
    assert isinstance(may, MayDo) and may.do[0].then[0].tapped


def test_110_2_a_card_from_any_graveyard_needs_a_controller() -> None:
    """"Put a creature card from a graveyard onto the battlefield." without "under your
    control" would need the controller of 110.2 spelled out: left unread."""
    assert compile_text("Put a creature card from a graveyard onto the battlefield.",
                        "Test Card", spell=True) is None
