"""Embalm (702.128a) and eternalize (702.129a), played through the real engine: "[Cost],
Exile this card from your graveyard: Create a token that's a copy of this card, except it's
white [black, 4/4], it has no mana cost, and it's a Zombie in addition to its other types.
Activate only as a sorcery." Plus the keyword lines of real cards."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.casting.activation import activate, keyword_activated
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import DiscardCard, ExileSelfFromGraveyard, ManaPayment
from arbiter.vocab import Color

ALICE, BOB = 0, 1


@pytest.mark.parametrize(("line", "keyword", "cost"), [
    ("Embalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of "
     "it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)",
     "embalm", (ManaPayment("{W}"), ExileSelfFromGraveyard())),              # Sacred Cat
    ("Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: Create a token "
     "that's a copy of it, except it's a 4/4 black Zombie Human Warrior with no mana cost. "
     "Eternalize only as a sorcery.)", "eternalize",
     (ManaPayment("{4}{U}{U}"), ExileSelfFromGraveyard())),                  # Proven Combatant
    ("Eternalize\u2014{2}{W}{W}, Discard a card. ({2}{W}{W}, Discard a card, Exile this card "
     "from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie "
     "Human Wizard with no mana cost. Eternalize only as a sorcery.)", "eternalize",
     (ManaPayment("{2}{W}{W}"), DiscardCard(), ExileSelfFromGraveyard())),   # Sunscourge Champion
])
def test_702_128a_702_129a_lines_read_as_graveyard_abilities(line, keyword, cost) -> None:
    (kw,) = parse_keyword_line(line)
    ab = keyword_activated(kw)
    assert ab is not None and ab.keyword == keyword
    assert ab.cost == cost
    assert ab.zone == "graveyard" and ab.sorcery_speed


_BOARD = """
    name: {name}
    battlefield: [{lands}, {{card: Grizzly Bears, controller: Bob, as: bears}}]
    graveyard: {{Alice: [{{card: {card}, as: card}}]}}
    hand: {{Alice: [{{card: Lightning Bolt, as: bolt}}, {{card: Cackling Counterpart,
                    as: counterpart}}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
"""


def _tokens(game) -> list[int]:
    return [o for o in game.state.battlefield() if game.obj(o).token is not None]


def _activated(board, card: str, lands: str):
    game = board(_BOARD.format(name=card, card=card, lands=lands))
    oid = obj_id(game, "card")
    assert any(a.kind == "activate" and a.obj == oid for a in priority_actions(game, ALICE))
    activate(game, oid, ALICE, keyword_of(game, oid), [], {}, pay=True)
    resolve_all(game)
    return game


def keyword_of(game, oid: int) -> str:
    return next(kw for kw in ("embalm", "eternalize")
                if game.chars(oid).keyword_abilities(kw))


def test_702_128a_embalm_makes_a_white_zombie_copy_with_no_mana_cost(board) -> None:
    """Aven Initiate (a blue 3/2 Bird Warrior with flying) embalmed for {6}{U}: the card is
    exiled, and a token copy is a white 3/2 Bird Warrior Zombie with flying, no mana cost and
    mana value 0."""
    game = _activated(board, "Aven Initiate", ", ".join(["Island"] * 7))
    assert game.obj(obj_id(game, "card")).zone == "exile"
    (token,) = _tokens(game)
    ch = game.chars(token)
    assert ch.name == "Aven Initiate"
    assert ch.colors == {Color.WHITE}
    assert ch.mana_cost is None and ch.mana_value == 0
    assert ch.subtypes == {"Bird", "Warrior", "Zombie"} and "Creature" in ch.types
    assert (ch.power, ch.toughness) == (3, 2) and ch.has_keyword("flying")
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")


def test_702_129a_eternalize_makes_a_black_4_4_zombie_copy(board) -> None:
    """Proven Combatant (a blue 1/1 Human Warrior) eternalized for {4}{U}{U}: a black 4/4
    Human Warrior Zombie token with no mana cost."""
    game = _activated(board, "Proven Combatant", ", ".join(["Island"] * 6))
    (token,) = _tokens(game)
    ch = game.chars(token)
    assert ch.colors == {Color.BLACK}
    assert (ch.power, ch.toughness) == (4, 4)
    assert ch.mana_cost is None and ch.mana_value == 0
    assert ch.subtypes == {"Human", "Warrior", "Zombie"}
    assert game.obj(obj_id(game, "card")).zone == "exile"


def test_702_129a_the_exceptions_are_copied_707_9b(board) -> None:
    """Cackling Counterpart copies the eternalized token: the exceptions are part of its
    copiable values (707.9b), so the new token is a black 4/4 Zombie too."""
    game = _activated(board, "Proven Combatant", ", ".join(["Island"] * 9))
    (token,) = _tokens(game)
    cast(game, obj_id(game, "counterpart"), ALICE, [token], {}, pay=True)
    resolve_all(game)
    copy = next(t for t in _tokens(game) if t != token)
    ch = game.chars(copy)
    assert ch.colors == {Color.BLACK} and (ch.power, ch.toughness) == (4, 4)
    assert "Zombie" in ch.subtypes and ch.mana_cost is None


def test_702_128a_embalm_only_as_a_sorcery(board) -> None:
    """With Lightning Bolt on the stack Alice can't embalm: refused, the card stays in the
    graveyard and no token is made."""
    game = board(_BOARD.format(name="sorcery", card="Aven Initiate",
                               lands=", ".join(["Island"] * 7 + ["Mountain"])))
    cast(game, obj_id(game, "bolt"), ALICE, [obj_id(game, "bears")], {}, pay=True)
    assert game.state.stack_items
    with pytest.raises(IllegalActionError, match="sorcery"):
        activate(game, obj_id(game, "card"), ALICE, "embalm", [], {}, pay=True)
    assert game.obj(obj_id(game, "card")).zone == "graveyard"
    assert not _tokens(game)


def test_702_128a_embalm_needs_its_mana(board) -> None:
    """With only three Islands the {6}{U} can't be paid: not offered, and activating it is
    illegal with the card left in the graveyard."""
    game = board(_BOARD.format(name="no mana", card="Aven Initiate",
                               lands="Island, Island, Island"))
    oid = obj_id(game, "card")
    assert not any(a.kind == "activate" and a.obj == oid for a in priority_actions(game, ALICE))
    with pytest.raises(IllegalActionError):
        activate(game, oid, ALICE, "embalm", [], {}, pay=True)
    assert game.obj(oid).zone == "graveyard"
