"""The top card of a library (401.5, 701.18c, 305.1, 601.3, 601.3e): Sphinx of Jwar Isle lets
its controller look at it, Courser of Kruphix and Future Sight play with it revealed, and
lands and spells are played from it by permission, with the usual timing and land plays."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting.library_top import CAST_FROM_TOP, LOOK, REVEALED
from arbiter.engine.observation import determinized, observation
from arbiter.engine.turn.land_permissions import PLAY_LANDS_FROM
from arbiter.engine.turn.player_actions import perform
from arbiter.engine.turn.priority import priority_actions
from arbiter.rules.abilities import StaticAbility


@pytest.mark.parametrize(("name", "line", "parts"), [
    ("Sphinx of Jwar Isle", "You may look at the top card of your library any time.",
     [(LOOK, "you")]),
    ("Courser of Kruphix", "Play with the top card of your library revealed.",
     [(REVEALED, "you")]),
    ("Oracle of Mul Daya", "You may play lands from the top of your library.",
     [(PLAY_LANDS_FROM, "library")]),
    ("Future Sight", "You may play lands and cast spells from the top of your library.",
     [(PLAY_LANDS_FROM, "library"), (CAST_FROM_TOP, ((), ()))]),
    ("Garruk's Horde", "You may cast creature spells from the top of your library.",
     [(CAST_FROM_TOP, (("Creature",), ()))]),
    ("Melek, Izzet Paragon", "You may cast instant and sorcery spells from the top of your "
     "library.", [(CAST_FROM_TOP, (("Instant", "Sorcery"), ()))]),
    ("Goblin Warchief's kin", "You may cast Goblin spells from the top of your library.",
     [(CAST_FROM_TOP, (("Goblin",), ()))]),
    ("Party", "You may cast Cleric, Rogue, Warrior, and Wizard spells from the top of your "
     "library.", [(CAST_FROM_TOP, (("Cleric", "Rogue", "Warrior", "Wizard"), ()))]),
    ("Non-creature", "You may cast noncreature spells from the top of your library.",
     [(CAST_FROM_TOP, ((), ("Creature",)))]),
])
def test_401_5_601_3_library_top_lines(name: str, line: str, parts: list) -> None:
    [ability] = compile_text(line, name)
    assert isinstance(ability, StaticAbility)
    assert [(p.rule, p.detail) for p in ability.effects[0].parts] == parts


@pytest.mark.parametrize("line", [
    "You may cast spells with flash or flying from the top of your library.",
    "You may cast common spells from the top of your library.",
    "You may play lands and cast spells with mana value 4 or greater from the top of your "
    "library.",
])
def test_601_3_qualities_not_read_stay_unread(line: str) -> None:
    assert compile_text(line, "Test") is None  # the line grammar has no reading of it


def test_401_5_sphinx_of_jwar_isle_only_its_controller_sees_the_top(board) -> None:
    game = board("""
        name: Sphinx
        battlefield: [{card: Sphinx of Jwar Isle}]
        library: {Alice: [Lightning Bolt, Forest, Island], Bob: [Mountain, Swamp]}
    """)
    alice, bob = observation(game, 0), observation(game, 1)
    assert alice["players"][0]["library_top"]["name"] == "Lightning Bolt"
    assert "library_top" not in alice["players"][1]  # Bob's top: hidden (401.2)
    assert all("library_top" not in p for p in bob["players"])
    # Determinizing for Alice keeps the card she knows on top; for Bob it may move.
    for seed in range(5):
        copy = determinized(game, 0, seed)
        top = copy.state.zone_list("library", 0)[0]
        assert copy.name_of(top) == "Lightning Bolt"


def test_701_18c_revealed_top_is_seen_by_every_player(board) -> None:
    game = board("""
        name: Courser
        battlefield: [{card: Courser of Kruphix}]
        library: {Alice: [Forest, Island], Bob: [Mountain]}
    """)
    for viewer in (0, 1):
        assert observation(game, viewer)["players"][0]["library_top"]["name"] == "Forest"
        assert "library_top" not in observation(game, viewer)["players"][1]


def test_305_1_courser_plays_a_land_from_the_top_and_it_counts(board) -> None:
    game = board("""
        name: Courser, land from the top
        battlefield: [{card: Courser of Kruphix}]
        hand: {Alice: [Plains]}
        library: {Alice: [Forest, Island], Bob: [Mountain]}
    """)
    plays = [a for a in priority_actions(game, 0) if a.kind == "play"]
    from_top = [a for a in plays if a.label.endswith("from your library")]
    assert len(plays) == 2 and len(from_top) == 1
    life = game.state.players[0].life
    perform(game, 0, from_top[0])
    from arbiter.engine.turn.steps import resolve_all

    resolve_all(game)
    names = [game.name_of(o) for o in game.state.battlefield()]
    assert "Forest" in names
    assert game.state.players[0].life == life + 1  # landfall
    # 305.2: that was the turn's land play; the Island now on top is not offered either.
    assert not [a for a in priority_actions(game, 0) if a.kind == "play"]


def test_305_1_a_nonland_top_card_is_not_played(board) -> None:
    game = board("""
        name: Courser, spell on top
        battlefield: [{card: Courser of Kruphix}]
        library: {Alice: [Grizzly Bears, Forest], Bob: [Mountain]}
    """)
    assert not [a for a in priority_actions(game, 0) if a.kind in ("play", "cast")]


def test_305_2_no_land_from_the_top_on_the_opponents_turn(board) -> None:
    game = board("""
        name: Courser, Bob's turn
        battlefield: [{card: Courser of Kruphix}]
        library: {Alice: [Forest, Island], Bob: [Mountain, Mountain]}
        actions:
          - pass: next_turn
          - pass: {to: precombat_main}
    """)
    assert game.state.turn.active == 1
    assert not [a for a in priority_actions(game, 0) if a.kind == "play"]


def test_601_3_garruks_horde_casts_the_creature_on_top(board) -> None:
    game = board("""
        name: Garruk's Horde
        battlefield: [{card: "Garruk's Horde"}, Forest, Forest]
        library: {Alice: [Grizzly Bears, Llanowar Elves, Island], Bob: [Mountain]}
    """)
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [a.label.split("#")[0] for a in casts] == ["cast Grizzly Bears"]
    perform(game, 0, casts[0])
    [item] = game.state.stack_items
    assert "Grizzly Bears" in item.describe()
    [spell] = game.state.zone_list("stack")
    assert game.name_of(spell) == "Grizzly Bears" and game.obj(spell).cast_from == "library"
    # The next card is now on top, and may be cast in turn once the stack is empty.
    assert game.name_of(game.state.zone_list("library", 0)[0]) == "Llanowar Elves"


def test_601_3_garruks_horde_refuses_an_instant_on_top(board) -> None:
    game = board("""
        name: Garruk's Horde, instant on top
        battlefield: [{card: "Garruk's Horde"}, Mountain]
        library: {Alice: [Lightning Bolt, Island], Bob: [Mountain]}
    """)
    assert not [a for a in priority_actions(game, 0) if a.kind == "cast"]


def test_601_3e_a_noncreature_card_with_morph_is_cast_face_down(board) -> None:
    """601.3e's example: with Garruk's Horde, a noncreature card with morph on top may be
    cast face down (a 2/2 creature spell), not for its mana cost."""
    game = board("""
        name: Garruk's Horde, Lumithread Field on top
        battlefield: [{card: "Garruk's Horde"}, Plains, Plains, Plains, Plains]
        library: {Alice: [Lumithread Field, Island], Bob: [Mountain]}
    """)
    casts = [a for a in priority_actions(game, 0) if a.kind == "cast"]
    assert [a.alternative for a in casts] == ["morph"]


def test_601_3_future_sight_an_instant_on_top_at_instant_speed(board) -> None:
    game = board("""
        name: Future Sight, Bob's turn
        battlefield: [{card: Future Sight}, Mountain]
        library: {Alice: [Lightning Bolt, Grizzly Bears, Forest], Bob: [Mountain, Mountain]}
        actions:
          - pass: next_turn
          - pass: {to: precombat_main}
    """)
    assert game.state.turn.active == 1
    game.state.turn.priority = 0
    labels = [a.label for a in priority_actions(game, 0) if a.kind == "cast"]
    assert len(labels) == 1 and labels[0].startswith("cast Lightning Bolt")


def test_601_3_augur_of_autumn_coven_condition(board) -> None:
    """Augur of Autumn (MID): lands from the top always; creature spells from the top only
    while its controller controls three or more creatures with different powers (coven)."""
    base = """
        name: Augur of Autumn
        battlefield: [{card: Augur of Autumn}, Forest, Forest, Forest]
        library: {Alice: [Grizzly Bears, Forest], Bob: [Mountain]}
    """
    game = board(base)
    assert not [a for a in priority_actions(game, 0) if a.kind == "cast"]  # powers 2 only
    game = board(base.replace("Forest, Forest, Forest]",
                              "Forest, Forest, Forest, Llanowar Elves, Siege Mastodon]"))
    casts = [a.label for a in priority_actions(game, 0) if a.kind == "cast"]
    assert len(casts) == 1 and casts[0].startswith("cast Grizzly Bears")
    game = board(base.replace("[Grizzly Bears, Forest]", "[Forest, Grizzly Bears]"))
    assert [a.label.split("#")[0] for a in priority_actions(game, 0)
            if a.label.endswith("from your library")] == ["play Forest"]


def test_401_5_305_1_radha_looks_at_and_plays_lands_from_the_top(board) -> None:
    """Radha, Heart of Keld: "You may look at the top card of your library any time, and you
    may play lands from the top of your library." one ability doing both: Alice sees her top
    card (Bob doesn't), and plays the Forest from it as her land for the turn (305.2)."""
    [ability] = compile_text("You may look at the top card of your library any time, and you "
                             "may play lands from the top of your library.", "Radha")
    assert [(p.rule, p.detail) for p in ability.effects[0].parts] == [
        (LOOK, "you"), (PLAY_LANDS_FROM, "library")]
    game = board("""
        name: Radha
        battlefield: [{card: "Radha, Heart of Keld"}]
        library: {Alice: [Forest, Island], Bob: [Mountain]}
    """)
    assert observation(game, 0)["players"][0]["library_top"]["name"] == "Forest"
    assert "library_top" not in observation(game, 1)["players"][0]
    from_top = [a for a in priority_actions(game, 0)
                if a.kind == "play" and a.label.endswith("from your library")]
    assert len(from_top) == 1
    perform(game, 0, from_top[0])
    assert "Forest" in [game.name_of(o) for o in game.state.battlefield()]
    assert not [a for a in priority_actions(game, 0) if a.kind == "play"]
