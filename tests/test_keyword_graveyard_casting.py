"""Casting cards from a graveyard with the permission a keyword gives, played through the
real engine: flashback with costs other than mana (702.34a), retrace (702.81a), jump-start
(702.133a) and escape (702.138a, with 702.138c's "escapes with" counters). Plus the keyword
lines of real cards, read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.keywords.keywords import keywords_of, parse_keyword_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.priority import priority_actions
from arbiter.engine.turn.steps import resolve_all
from arbiter.errors import IllegalActionError
from arbiter.rules.costs import ExileFromGraveyard, ManaPayment, PayLife, SacrificePermanents
from arbiter.rules.keyword_costs import costs_of

ALICE, BOB = 0, 1


def _zone_of(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


def _names(game, zone: str, player: int) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def _offered(game, alias: str, way: str) -> bool:
    oid = obj_id(game, alias)
    return any(a.kind == "cast" and a.obj == oid and a.alternative == way
               for a in priority_actions(game, ALICE))


@pytest.mark.parametrize(("line", "keyword", "costs"), [
    ("Flashback\u2014{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its "
     "flashback cost. Then exile it.)", "flashback",
     (ManaPayment("{1}{U}"), PayLife(3))),                                  # Deep Analysis
    ("Escape\u2014{R}{R}, Exile eight other cards from your graveyard. (You may cast this card "
     "from your graveyard for its escape cost.)", "escape",
     (ManaPayment("{R}{R}"), ExileFromGraveyard(None, 8, "8 other cards"))),  # Ox of Agonas
    ("Escape\u2014{3}{B}, Exile three other cards from your graveyard. (You may cast this card "
     "from your graveyard for its escape cost.)", "escape",
     (ManaPayment("{3}{B}"), ExileFromGraveyard(None, 3, "3 other cards"))),  # Fruit of Tizerus
    ("Jump-start (You may cast this card from your graveyard by discarding a card in addition "
     "to paying its other costs. Then exile this card.)", "jump-start", None),  # Radical Idea
    ("Retrace (You may cast this card from your graveyard by discarding a land card in "
     "addition to paying its other costs.)", "retrace", None),              # Raven's Crime
])
def test_702_34a_702_81a_702_133a_702_138a_keyword_lines_read(line, keyword, costs) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == keyword
    assert costs_of(kw) == costs


def test_702_34a_flashback_sacrifice_cost_read() -> None:
    """Dread Return: "Flashback—Sacrifice three creatures." (no mana at all)."""
    (kw,) = parse_keyword_line("Flashback\u2014Sacrifice three creatures.")
    (cost,) = costs_of(kw)
    assert isinstance(cost, SacrificePermanents) and cost.n == 3


def test_702_34a_a_flashback_cost_the_engine_cant_pay_stays_unread() -> None:
    """Conflagrate: "Flashback—{R}{R}, Discard X cards." is a keyword line, but the engine
    can't pay X discards: the line stays an explicit unsupported part (principle 5)."""
    line = "Flashback\u2014{R}{R}, Discard X cards."
    assert keywords_of(line) is not None
    assert parse_keyword_line(line) is None


# -- 702.34a flashback with costs other than mana ------------------------------------------

_DEEP = """
    name: deep analysis
    battlefield: [Island, Island, {{card: Grizzly Bears, as: bears}}]
    graveyard: {{Alice: [{{card: Deep Analysis, as: deep}}]}}
    library: {{Alice: [Plains, Plains, Plains], Bob: [Plains, Plains]}}
    actions: {actions}
"""


def test_702_34a_flashback_pays_mana_and_life(board) -> None:
    """Deep Analysis from the graveyard for {1}{U} and 3 life: Alice pays both (601.2h),
    draws two cards, and the card is exiled as it leaves the stack."""
    game = board(_DEEP.format(actions="[]"))
    assert _offered(game, "deep", "flashback")
    cast(game, obj_id(game, "deep"), ALICE, [ALICE], {}, alternative="flashback", pay=True)
    resolve_all(game)
    assert game.state.players[ALICE].life == 17
    assert len(game.state.zone_list("hand", ALICE)) == 2
    assert _zone_of(game, "deep") == "exile"
    assert all(game.obj(o).tapped for o in game.state.battlefield()
               if game.name_of(o) == "Island")


def test_702_34a_flashback_life_cost_needs_the_life_119_4(board) -> None:
    """At 2 life Alice can't pay 3 life (119.4): flashback isn't offered, and trying it is
    an illegal action that leaves the game as it was."""
    game = board(_DEEP.format(actions="[]"))
    game.state.players[ALICE].life = 2
    game.state.touch()
    assert not _offered(game, "deep", "flashback")
    with pytest.raises(IllegalActionError, match="119.4"):
        cast(game, obj_id(game, "deep"), ALICE, [ALICE], {}, alternative="flashback", pay=True)
    assert _zone_of(game, "deep") == "graveyard"
    assert game.state.players[ALICE].life == 2
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


def test_702_34a_flashback_by_sacrificing_three_creatures(board) -> None:
    """Dread Return cast from the graveyard by sacrificing three creatures, with no mana:
    the three go to the graveyard as the cost is paid, then Serra Angel returns."""
    game = board("""
        name: dread return
        battlefield: [{card: Grizzly Bears, as: a}, {card: Savannah Lions, as: b},
                      {card: Llanowar Elves, as: c}]
        graveyard: {Alice: [{card: Dread Return, as: dread}, {card: Serra Angel, as: angel}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert _offered(game, "dread", "flashback")
    picks = [obj_id(game, x) for x in ("a", "b", "c")]
    cast(game, obj_id(game, "dread"), ALICE, [obj_id(game, "angel")], {"sacrifice": picks},
         alternative="flashback", pay=True)
    resolve_all(game)
    assert _zone_of(game, "angel") == "battlefield"
    assert _names(game, "graveyard", ALICE) == ["Grizzly Bears", "Llanowar Elves",
                                                "Savannah Lions"]
    assert _zone_of(game, "dread") == "exile"


def test_702_34a_flashback_sacrifice_needs_three_creatures(board) -> None:
    """With two creatures Dread Return's flashback can't be paid (118.3)."""
    game = board("""
        name: dread return short
        battlefield: [{card: Grizzly Bears, as: a}, {card: Savannah Lions, as: b}]
        graveyard: {Alice: [{card: Dread Return, as: dread}, {card: Serra Angel, as: angel}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _offered(game, "dread", "flashback")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "dread"), ALICE, [obj_id(game, "angel")],
             {"sacrifice": [obj_id(game, "a"), obj_id(game, "b")]}, alternative="flashback",
             pay=True)
    assert _zone_of(game, "a") == "battlefield" and _zone_of(game, "dread") == "graveyard"


# -- 702.133a jump-start -----------------------------------------------------------------

_IDEA = """
    name: radical idea
    battlefield: [Island, Island]
    graveyard: {{Alice: [{{card: Radical Idea, as: idea}}]}}
    hand: {{Alice: [{hand}]}}
    library: {{Alice: [Plains, Plains], Bob: [Plains, Plains]}}
"""


def test_702_133a_jump_start_discards_a_card_and_exiles_the_spell(board) -> None:
    """Radical Idea cast from the graveyard for {1}{U} and a discarded Forest: Alice draws,
    the Forest is in her graveyard, and Radical Idea is exiled as it leaves the stack."""
    game = board(_IDEA.format(hand="{card: Forest, as: forest}"))
    assert _offered(game, "idea", "jump-start")
    cast(game, obj_id(game, "idea"), ALICE, [], {"discard": obj_id(game, "forest")},
         alternative="jump-start", pay=True)
    assert _zone_of(game, "forest") == "graveyard"
    resolve_all(game)
    assert _names(game, "hand", ALICE) == ["Plains"]
    assert _zone_of(game, "idea") == "exile"


def test_702_133a_jump_start_needs_a_card_to_discard(board) -> None:
    """With an empty hand there is nothing to discard: jump-start isn't offered, and casting
    it so is illegal (the game is unchanged)."""
    game = board(_IDEA.format(hand=""))
    assert not _offered(game, "idea", "jump-start")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "idea"), ALICE, [], {}, alternative="jump-start", pay=True)
    assert _zone_of(game, "idea") == "graveyard"
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


def test_702_133a_jump_start_pays_the_mana_cost_too(board) -> None:
    """Jump-start is an additional cost, not an alternative one: without mana for {1}{U}
    Radical Idea can't be cast from the graveyard."""
    game = board("""
        name: radical idea no mana
        graveyard: {Alice: [{card: Radical Idea, as: idea}]}
        hand: {Alice: [Forest]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    assert not _offered(game, "idea", "jump-start")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "idea"), ALICE, [], {}, alternative="jump-start", pay=True)
    assert _names(game, "hand", ALICE) == ["Forest"]


# -- 702.81a retrace -----------------------------------------------------------------------

_CRIME = """
    name: raven's crime
    battlefield: [Swamp]
    graveyard: {Alice: [{card: "Raven's Crime", as: crime}]}
    hand: {Alice: [{card: Forest, as: forest}, {card: Lightning Bolt, as: bolt}],
           Bob: [{card: Grizzly Bears, as: bears}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_702_81a_retrace_discards_a_land_card_and_the_card_returns_to_the_graveyard(
        board) -> None:
    """Raven's Crime from the graveyard for {B} and a discarded Forest: Bob discards his
    Bears, and Raven's Crime goes back to Alice's graveyard (retrace doesn't exile it)."""
    game = board(_CRIME)
    assert _offered(game, "crime", "retrace")
    cast(game, obj_id(game, "crime"), ALICE, [BOB], {"discard": obj_id(game, "forest")},
         alternative="retrace", pay=True)
    resolve_all(game)
    assert _zone_of(game, "bears") == "graveyard"
    assert _names(game, "graveyard", ALICE) == ["Forest", "Raven's Crime"]
    assert _names(game, "hand", ALICE) == ["Lightning Bolt"]


def test_702_81a_retrace_refuses_a_nonland_card(board) -> None:
    """Discarding Lightning Bolt doesn't pay "discarding a land card": illegal, and the
    game is as it was."""
    game = board(_CRIME)
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "crime"), ALICE, [BOB], {"discard": obj_id(game, "bolt")},
             alternative="retrace", pay=True)
    assert _zone_of(game, "crime") == "graveyard"
    assert _names(game, "hand", ALICE) == ["Forest", "Lightning Bolt"]
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


def test_702_81a_retrace_is_not_offered_without_a_land_card(board) -> None:
    game = board(_CRIME.replace("{card: Forest, as: forest}, ", ""))
    assert not _offered(game, "crime", "retrace")


# -- 702.138 escape -------------------------------------------------------------------------

_FRUIT = """
    name: fruit of tizerus
    battlefield: [Swamp, Swamp, Swamp, Swamp]
    graveyard: {{Alice: [{{card: Fruit of Tizerus, as: fruit}}, {{card: Forest, as: g1}},
                        {{card: Island, as: g2}}{more}]}}
    library: {{Alice: [Plains], Bob: [Plains]}}
"""


def test_702_138a_escape_exiles_other_cards_and_pays_the_escape_cost(board) -> None:
    """Fruit of Tizerus escapes for {3}{B} and three other cards exiled: Bob loses 2 life,
    the three cards are in exile, and Fruit goes back to the graveyard (escape doesn't
    exile the card)."""
    game = board(_FRUIT.format(more=", {card: Plains, as: g3}"))
    assert _offered(game, "fruit", "escape")
    exiled = [obj_id(game, g) for g in ("g1", "g2", "g3")]
    cast(game, obj_id(game, "fruit"), ALICE, [BOB], {"exile": exiled}, alternative="escape",
         pay=True)
    resolve_all(game)
    assert game.state.players[BOB].life == 18
    assert all(_zone_of(game, g) == "exile" for g in ("g1", "g2", "g3"))
    assert _zone_of(game, "fruit") == "graveyard"
    assert all(game.obj(o).tapped for o in game.state.battlefield())


def test_702_138a_escape_needs_enough_other_cards(board) -> None:
    """With two other cards in the graveyard the escape cost can't be paid (the card being
    cast isn't one of the "other cards")."""
    game = board(_FRUIT.format(more=""))
    assert not _offered(game, "fruit", "escape")
    with pytest.raises(IllegalActionError):
        cast(game, obj_id(game, "fruit"), ALICE, [BOB],
             {"exile": [obj_id(game, "g1"), obj_id(game, "g2"), obj_id(game, "fruit")]},
             alternative="escape", pay=True)
    assert _zone_of(game, "g1") == "graveyard" and _zone_of(game, "fruit") == "graveyard"


_STRIDER = """
    name: woe strider
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp]
    graveyard: {Alice: [{card: Woe Strider, as: strider}, Forest, Island, Plains, Mountain]}
    hand: {Alice: [{card: Woe Strider, as: other}]}
    library: {Alice: [Plains], Bob: [Plains]}
"""


def test_702_138c_an_escaped_creature_enters_with_its_counters(board) -> None:
    """Woe Strider escapes with two +1/+1 counters: it is a 5/4 on the battlefield."""
    game = board(_STRIDER)
    others = [o for o in game.state.zone_list("graveyard", ALICE)
              if o != obj_id(game, "strider")]
    cast(game, obj_id(game, "strider"), ALICE, [], {"exile": others}, alternative="escape",
         pay=True)
    resolve_all(game)
    strider = obj_id(game, "strider")
    assert game.obj(strider).zone == "battlefield"
    assert (game.chars(strider).power, game.chars(strider).toughness) == (5, 4)


def test_702_138c_cast_from_the_hand_it_didnt_escape(board) -> None:
    """The Woe Strider cast from the hand for its mana cost didn't escape (702.138b): no
    counters, a 3/2."""
    game = board(_STRIDER)
    cast(game, obj_id(game, "other"), ALICE, [], {}, pay=True)
    resolve_all(game)
    other = obj_id(game, "other")
    assert game.obj(other).counters.get("+1/+1", 0) == 0
    assert (game.chars(other).power, game.chars(other).toughness) == (3, 2)
