"""Morph and megamorph (702.37) played through the real engine: a card with morph may be cast
face down as a 2/2 creature with no name, text, subtypes or mana cost for {3} (702.37a,
702.37c, 708.2); only a morph ability allows that (702.37d); its controller turns it face up
any time they have priority by paying its morph cost, a special action that doesn't use the
stack (702.37e, 116.2b), and "when turned face up" abilities trigger (708.8); a megamorph
cost also puts a +1/+1 counter on it (702.37b). A morph cost the special action can't pay
yet (in words, or with X: 702.37f) leaves the keyword unread."""

from __future__ import annotations

import pytest
from casting_play import ALICE, BOB, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.errors import IllegalActionError
from arbiter.scenario.errors import ScenarioError


def _lands(game, name: str) -> list[int]:
    return [o for o in game.state.battlefield() if game.name_of(o) == name]


def test_702_37a_c_cast_face_down_for_three(board) -> None:
    """Exalted Angel ({4}{W}{W}, Morph {2}{W}{W}) with three Plains: casting it face up is
    unaffordable; cast face down for {3} it is a nameless colorless 2/2 with no abilities
    (708.2a) on the stack and on the battlefield."""
    game = board("""
        name: morph
        battlefield: [Plains, Plains, Plains]
        hand: {Alice: [{card: Exalted Angel, as: angel}]}
    """)
    casts = [x for x in labels(game) if x.startswith("cast")]
    assert casts == ["cast Exalted Angel#1 for its morph cost"]
    take(game, casts[0])
    spell = game.state.stack_items[-1].source
    assert game.chars(spell).name is None and game.chars(spell).power == 2
    pass_until_empty(game)
    angel = obj_id(game, "angel")
    ch = game.chars(angel)
    assert (ch.name, ch.power, ch.toughness, list(ch.abilities)) == (None, 2, 2, [])
    assert not ch.colors and not ch.subtypes
    assert all(game.obj(o).tapped for o in _lands(game, "Plains"))


def test_702_37e_116_2b_turned_face_up_for_its_morph_cost_without_the_stack(board) -> None:
    """With four Plains Alice turns her face-down Exalted Angel face up for {2}{W}{W}: a
    special action (no stack); it is the 4/5 flying Angel."""
    game = board("""
        name: morph face up
        battlefield: [Plains, Plains, Plains, Plains,
                      {card: Exalted Angel, face_down: morph, as: angel}]
    """)
    angel = obj_id(game, "angel")
    take(game, f"turn face-down #{angel} face up for {{2}}{{W}}{{W}}")
    assert not game.state.stack_items
    ch = game.chars(angel)
    assert (ch.name, ch.power, ch.toughness) == ("Exalted Angel", 4, 5)
    assert ch.has_keyword("flying")


def test_702_37e_not_offered_without_the_mana_and_refused(board) -> None:
    game = board("""
        name: morph no mana
        battlefield: [Plains, Plains, Plains,
                      {card: Exalted Angel, face_down: morph, as: angel}]
    """)
    angel = obj_id(game, "angel")
    assert not any("face up" in x for x in labels(game))
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"turn face-down #{angel} face up for {{2}}{{W}}{{W}}")
    assert game.to_json() == before


def test_702_37e_only_its_controller_turns_it_face_up(board) -> None:
    game = board("""
        name: morph not yours
        battlefield: [{card: Plains, controller: Bob}, {card: Plains, controller: Bob},
                      {card: Plains, controller: Bob}, {card: Plains, controller: Bob},
                      {card: Exalted Angel, face_down: morph, as: angel}]
    """)
    from arbiter.engine.turn.player_actions import turn_face_up

    with pytest.raises(IllegalActionError):
        turn_face_up(game, BOB, obj_id(game, "angel"))


def test_702_37d_a_card_without_morph_cant_be_cast_face_down(solve) -> None:
    with pytest.raises(ScenarioError, match="no morph"):
        solve("""
            name: no morph
            hand: {Alice: [Grizzly Bears]}
            actions:
              - {cast: Grizzly Bears, alternative: morph}
        """)


def test_702_37b_megamorph_turned_up_with_a_counter_and_its_trigger(board) -> None:
    """Ainok Survivalist (Megamorph {1}{G}; "When this creature is turned face up, destroy
    target artifact or enchantment an opponent controls"): cast face down, then turned face
    up for {1}{G}: a +1/+1 counter is put on it (a 3/2), and the trigger destroys Bob's
    Ornithopter (708.8)."""
    game = board("""
        name: megamorph
        battlefield: [Forest, Forest, Forest, Forest, Forest,
                      {card: Ornithopter, controller: Bob, as: thopter}]
        hand: {Alice: [{card: Ainok Survivalist, as: ainok}]}
    """)
    take(game, "cast Ainok Survivalist#1 for its morph cost")
    pass_until_empty(game)
    ainok = obj_id(game, "ainok")
    assert game.chars(ainok).name is None
    take(game, f"turn face-down #{ainok} face up for {{1}}{{G}}")
    assert game.obj(ainok).counters.get("+1/+1") == 1
    ch = game.chars(ainok)
    assert (ch.name, ch.power, ch.toughness) == ("Ainok Survivalist", 3, 2)
    pass_until_empty(game)
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


def test_702_37b_a_morph_cost_gives_no_counter(board) -> None:
    game = board("""
        name: morph no counter
        battlefield: [Plains, Plains, Plains, Plains,
                      {card: Exalted Angel, face_down: morph, as: angel}]
    """)
    angel = obj_id(game, "angel")
    take(game, f"turn face-down #{angel} face up for {{2}}{{W}}{{W}}")
    assert game.obj(angel).counters.get("+1/+1", 0) == 0
    assert game.state.players[ALICE].life == 20


@pytest.mark.parametrize(("line", "read"), [
    ("Morph {2}{W}{W}", True),                                   # Exalted Angel
    ("Megamorph {1}{G}", True),                                  # Ainok Survivalist
    ("Morph {X}{X}{R}", False),                                  # Warbreak Trumpeter (702.37f)
    ("Morph {X}{B}{B}", False),                                  # Bane of the Living
    # 702.37a: a cost in words the special action pays (`test_morph_costs_in_words_702_37e`)
    ("Morph\u2014Pay 5 life.", True),                            # Zombie Cutthroat
    ("Morph\u2014Reveal a white card in your hand.", True),      # Daru Spiritualist's kin
    ("Morph\u2014Discard a card.", True),
    ("Morph\u2014Discard a card at random.", False),             # 701.9b: not paid here
    ("Morph\u2014Put a +1/+1 counter on each creature you control.", False),
    ("Disguise {R}", True),                                      # Pyrotechnic Performer
    ("Disguise {X}{3}{W}", False),
])
def test_702_37a_morph_lines_read_only_with_a_cost_the_action_pays(line: str,
                                                                   read: bool) -> None:
    assert (parse_keyword_line(line) is not None) is read
