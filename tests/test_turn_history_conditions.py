"""Conditions that look back over the turn. Revolt (207.2c, an ability word): "if a
permanent left the battlefield under your control this turn", judged by each permanent as it
last existed on the battlefield (608.2h): its controller then, not its owner; wherever it
went (a hand, a graveyard, exile); 603.4 as an intervening "if", 614.1c for "enters with",
601.2f for a cost reduction. Void (207.2c): any player's nonland permanent, or a spell cast
for its warp cost this turn (702.185c). 700.11: "if you descended this turn". 700.4: "a
creature died under your control this turn". 601.2i: "if you've cast an instant or sorcery
spell this turn". 603.10a: "if a card left your graveyard this turn". 701.21a: "as long as
you sacrificed a permanent this turn"."""

from __future__ import annotations

import pytest
from conftest import obj_id
from turn_passing import pass_to

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import UnsupportedAbility

ALICE = 0

SILKWEAVER = """
name: revolt
battlefield:
  - Forest
  - Forest
  - Forest
  - Island
  - {card: Grizzly Bears, as: bears%s}
hand:
  Alice: [Silkweaver Elite, Unsummon]
library:
  Alice: [Plains, Plains]
actions:
%s
  - {cast: Silkweaver Elite, pay: true}
expect:
  player Alice: {hand_size: %d}
"""


def test_207_2c_revolt_a_permanent_returned_to_hand_draws_a_card(solve) -> None:
    """Alice Unsummons her own Bears, then casts Silkweaver Elite: a permanent left the
    battlefield under her control this turn, the enters trigger draws her a card (hand: the
    Bears and the card drawn)."""
    out = solve(SILKWEAVER % ("", "  - {cast: Unsummon, targets: [bears], pay: true}", 2))
    assert out.passed, out.failures


def test_603_4_revolt_nothing_left_no_trigger(solve) -> None:
    """Nothing left the battlefield: no card (hand: Unsummon alone)."""
    out = solve(SILKWEAVER % ("", "", 1))
    assert out.passed, out.failures


def test_608_2h_revolt_counts_the_controller_not_the_owner(solve) -> None:
    """Bob's Bears under Alice's control go back to Bob's hand: it left the battlefield under
    Alice's control, so her Silkweaver Elite draws (hand: the card drawn alone)."""
    out = solve(SILKWEAVER % (", owner: Bob",
                              "  - {cast: Unsummon, targets: [bears], pay: true}", 1 + 0))
    assert out.passed, out.failures
    alice = out.game.state.zone_list("hand", 0)
    assert [out.game.obj(o).card for o in alice] == ["Plains"]


def test_608_2h_revolt_another_players_permanent_doesnt_count(solve) -> None:
    """Alice's Bears under Bob's control leave: not under Alice's control as they left; no
    card for her (hand: the Bears, back to their owner, and nothing drawn)."""
    out = solve(SILKWEAVER % (", controller: Bob, owner: Alice",
                              "  - {cast: Unsummon, targets: [bears], pay: true}", 1))
    assert out.passed, out.failures
    alice = out.game.state.zone_list("hand", 0)
    assert [out.game.obj(o).card for o in alice] == ["Grizzly Bears"]


def test_614_1c_revolt_enters_with_counters(solve) -> None:
    """Greenwheel Liberator after Alice's Bears died to her own Shock: two +1/+1 counters, a
    4/3 (and a 2/1 without)."""
    out = solve("""
name: greenwheel liberator
battlefield: [Mountain, Forest, Forest, {card: Grizzly Bears, as: bears}]
hand:
  Alice: [Shock, Greenwheel Liberator]
actions:
  - {cast: Shock, targets: [bears], pay: true}
  - {cast: Greenwheel Liberator, pay: true}
expect:
  Greenwheel Liberator: {power: 4, toughness: 3, counters: {+1/+1: 2}}
""")
    assert out.passed, out.failures


def test_601_2f_tale_of_momo_costs_2_less_after_a_creature_left(solve) -> None:
    """Tale of Momo ({2}{W}) costs {W} once a creature left the battlefield under Alice's
    control this turn: one Plains pays it (it is on the stack, Alice to respond)."""
    out = solve("""
name: tale of momo
battlefield: [Plains, Mountain, {card: Grizzly Bears, as: bears}]
hand:
  Alice: [Shock, Tale of Momo]
library:
  Alice: [Plains]
actions:
  - {cast: Tale of Momo, pay: true, refused: "total cost {2}{W}"}
  - {cast: Shock, targets: [bears], pay: true}
  - {cast: Tale of Momo, pay: true, respond: true}
expect:
  game: {stack: 1}
  Plains: {tapped: true}
""")
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Revolt — When this creature enters, if a permanent left the battlefield under your "
    "control this turn, you gain 5 life.",
    "At the beginning of your end step, if a permanent you controlled left the battlefield "
    "this turn, you get an experience counter.",
    "Revolt — This creature enters with a +1/+1 counter on it if a permanent left the "
    "battlefield under your control this turn.",
    "This spell costs {3} less to cast if you've sacrificed a permanent this turn.",
])
def test_207_2c_revolt_lines_are_read(line: str) -> None:
    assert not any(isinstance(a, UnsupportedAbility) for a in compile_line(line, "X"))


def _end_step(board, text: str, act):  # noqa: ANN001, ANN202
    """The board of `text` after `act`, once Alice's end step's triggers have resolved."""
    game = board(text)
    act(game)
    resolve_all(game)
    pass_to(game, 1, "end")
    resolve_all(game)
    return game


_VOID = """
    name: void
    battlefield: [Mountain, Plains, {card: Interceptor Mechan, as: mechan},
                  {card: Memnite, controller: Bob, as: memnite},
                  {card: Forest, controller: Bob, as: forest}]
    hand: {Alice: [{card: Shock, as: shock}, {card: Knight Luminary, as: knight}]}
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def _void_end_step(board, act) -> int:  # noqa: ANN001
    """Interceptor Mechan's void trigger at Alice's end step: its power afterwards."""
    game = _end_step(board, _VOID, act)
    return game.chars(obj_id(game, "mechan")).power


def test_207_2c_void_any_players_nonland_permanent_leaving(board) -> None:
    """Alice Shocks Bob's Memnite: a nonland permanent left the battlefield this turn (not
    under her control, void doesn't ask), Interceptor Mechan gets a +1/+1 counter: 3/3."""
    def shock(game) -> None:  # noqa: ANN001
        cast(game, obj_id(game, "shock"), ALICE, [obj_id(game, "memnite")], {}, pay=True)
    assert _void_end_step(board, shock) == 3


def test_603_4_void_a_land_leaving_isnt_enough(board) -> None:
    """Bob's Forest leaves (Alice's setup moves it to the graveyard through the engine):
    a land isn't a nonland permanent, no counter: 2/2."""
    def destroy_land(game) -> None:  # noqa: ANN001
        game.move(obj_id(game, "forest"), "graveyard")
    assert _void_end_step(board, destroy_land) == 2


def test_702_185c_void_a_spell_was_warped_this_turn(board) -> None:
    """Alice casts Knight Luminary for its warp cost {1}{W}: a spell was warped this turn, so Mechan
    gets its counter (3/3) though no nonland permanent had left when the trigger checked
    (Knight Luminary.s own exile at the end step happens beside it)."""
    def warp(game) -> None:  # noqa: ANN001
        cast(game, obj_id(game, "knight"), ALICE, [], {}, alternative="warp", pay=True)
    assert _void_end_step(board, warp) == 3


_DESCEND = """
    name: descend
    battlefield: [Mountain, {card: Stalactite Stalker, as: stalker},
                  {card: Grizzly Bears, as: bears}, {card: Memnite, controller: Bob, as: mem}]
    hand: {Alice: [{card: Shock, as: shock}, {card: Lightning Bolt, as: bolt}]}
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def _descend_end_step(board, act) -> int:  # noqa: ANN001
    """Stalactite Stalker's trigger at Alice's end step: its +1/+1 counters afterwards."""
    game = _end_step(board, _DESCEND, act)
    return game.obj(obj_id(game, "stalker")).counters.get("+1/+1", 0)


def test_700_11_descended_a_permanent_card_into_your_graveyard(board) -> None:
    """Alice Shocks her own Grizzly Bears: a permanent card was put into her graveyard this
    turn (she descended), the Stalker gets a +1/+1 counter."""
    def shock(game) -> None:  # noqa: ANN001
        cast(game, obj_id(game, "shock"), ALICE, [obj_id(game, "bears")], {}, pay=True)
    assert _descend_end_step(board, shock) == 1


def test_700_11_an_instant_card_or_another_players_card_isnt_descending(board) -> None:
    """Alice Shocks Bob's Memnite: Shock (an instant card) goes to her graveyard and Memnite
    (a permanent card) to Bob's: Alice didn't descend, no counter."""
    def shock(game) -> None:  # noqa: ANN001
        cast(game, obj_id(game, "shock"), ALICE, [obj_id(game, "mem")], {}, pay=True)
    assert _descend_end_step(board, shock) == 0


_DIED = """
    name: died under your control
    battlefield: [Mountain, Mountain, Plains, Swamp, Swamp, Swamp,
                  {card: Essenceknit Scholar, as: scholar},
                  {card: Grizzly Bears, as: bears},
                  {card: Memnite, controller: Alice, owner: Bob, as: borrowed},
                  {card: Savannah Lions, controller: Bob, as: lions}]
    hand: {Alice: [{card: Shock, as: shock}, {card: Swords to Plowshares, as: swords},
                   {card: Liliana's Standard Bearer, as: bearer}]}
    library: {Alice: [Plains, Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def _scholar_draws(board, *targets: str, spell: str = "shock") -> int:  # noqa: ANN001
    """Alice's hand size change from her spells on `targets` to the end of her end step."""
    game = board(_DIED)
    for target in targets:
        cast(game, obj_id(game, spell), ALICE, [obj_id(game, target)], {}, pay=True)
        resolve_all(game)
    hand = len(game.state.zone_list("hand", ALICE))
    pass_to(game, 1, "end")
    resolve_all(game)
    return len(game.state.zone_list("hand", ALICE)) - hand


def test_700_4_a_creature_died_under_your_control_this_turn(board) -> None:
    """Essenceknit Scholar: Alice Shocks her Bears, a creature died under her control: she
    draws at her end step."""
    assert _scholar_draws(board, "bears") == 1


def test_700_4_controlled_not_owned_counts(board) -> None:
    """Bob's Memnite under Alice's control dies (to Bob's graveyard): it died under Alice's
    control."""
    assert _scholar_draws(board, "borrowed") == 1


def test_700_4_an_opponents_creature_or_an_exiled_one_doesnt(board) -> None:
    """Bob's Lions dying isn't under Alice's control; Alice's Bears exiled by Swords to
    Plowshares left the battlefield but didn't die: no card either way."""
    assert _scholar_draws(board, "lions") == 0
    assert _scholar_draws(board, "bears", spell="swords") == 0


def test_700_4_the_number_of_creatures_that_died_under_your_control(board) -> None:
    """Liliana's Standard Bearer (flash) after Alice's Bears and the borrowed Memnite died
    and Bob's Lions died: X = 2, she draws two cards."""
    game = board(_DIED.replace("{card: Shock, as: shock}",
                               "{card: Shock, as: shock}, {card: Lightning Bolt, as: bolt}, "
                               "{card: Disfigure, as: push}"))
    for spell, target in (("shock", "bears"), ("bolt", "borrowed"), ("push", "lions")):
        cast(game, obj_id(game, spell), ALICE, [obj_id(game, target)], {}, pay=True)
        resolve_all(game)
    hand = len(game.state.zone_list("hand", ALICE))
    cast(game, obj_id(game, "bearer"), ALICE, [], {}, pay=True)
    resolve_all(game)
    assert len(game.state.zone_list("hand", ALICE)) == hand - 1 + 2


def _leapfrog_flies(board, spell: str, targets: tuple[str, ...] = ()) -> bool:  # noqa: ANN001
    game = board("""
        name: leapfrog
        battlefield: [Mountain, {card: Leapfrog, as: frog}, {card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Shock, as: shock}, {card: Memnite, as: memnite}]}
    """)
    assert not game.chars(obj_id(game, "frog")).has_keyword("flying")
    cast(game, obj_id(game, spell), ALICE, [obj_id(game, t) for t in targets], {}, pay=True)
    resolve_all(game)
    return game.chars(obj_id(game, "frog")).has_keyword("flying")


def test_601_2i_an_instant_cast_this_turn_gives_leapfrog_flying(board) -> None:
    """Leapfrog: "This creature has flying as long as you've cast an instant or sorcery spell
    this turn." Shock (an instant) cast and gone to the graveyard: it still counts."""
    assert _leapfrog_flies(board, "shock", ("bears",))


def test_601_2i_a_creature_spell_isnt_an_instant_or_sorcery(board) -> None:
    """Memnite (an artifact creature spell) cast this turn: Leapfrog doesn't fly."""
    assert not _leapfrog_flies(board, "memnite")


_RELIC = """
    name: a card left your graveyard
    battlefield: [Swamp, {card: Relic Retriever, as: relic}]
    hand: {Alice: [{card: Disentomb, as: disentomb}]}
    graveyard: {Alice: [{card: Grizzly Bears, as: bears}], Bob: [{card: Memnite, as: mem}]}
    library: {Alice: [Plains, Plains, Plains], Bob: [Plains, Plains, Plains]}
"""


def _treasures_at_end(board, act) -> int:  # noqa: ANN001
    game = _end_step(board, _RELIC, act)
    return sum(1 for o in game.state.battlefield() if "Treasure" in game.chars(o).subtypes)


def test_603_10a_a_card_left_your_graveyard_this_turn(board) -> None:
    """Relic Retriever: "At the beginning of each end step, if a card left your graveyard
    this turn, create a Treasure token." Disentomb returns Alice's Bears to her hand."""
    def disentomb(game) -> None:  # noqa: ANN001
        cast(game, obj_id(game, "disentomb"), ALICE, [obj_id(game, "bears")], {}, pay=True)
    assert _treasures_at_end(board, disentomb) == 1


def test_603_10a_a_card_leaving_another_players_graveyard_doesnt_count(board) -> None:
    """Bob's Memnite leaves Bob's graveyard (exiled by the engine's move): not Alice's."""
    def exile_bobs(game) -> None:  # noqa: ANN001
        game.move(obj_id(game, "mem"), "exile")
    assert _treasures_at_end(board, exile_bobs) == 0


_BLAST = """
    name: sacrificed this turn
    battlefield: [Mountain, {card: Goblin Blast-Runner, as: runner},
                  {token: Clue, as: clue}, {card: Memnite, as: mem},
                  {token: Clue, controller: Bob, as: bobclue}]
    hand: {Alice: [{card: Shock, as: shock}]}
"""


def test_701_21a_you_sacrificed_a_permanent_this_turn(board) -> None:
    """Goblin Blast-Runner (1/2): "+2/+0 and has menace as long as you sacrificed a
    permanent this turn". Alice sacrifices her Clue: 3/2 with menace."""
    game = board(_BLAST)
    runner = obj_id(game, "runner")
    assert game.chars(runner).power == 1
    game.sacrifice(obj_id(game, "clue"))
    assert game.chars(runner).power == 3 and game.chars(runner).has_keyword("menace")


def test_701_21a_dying_or_another_players_sacrifice_isnt_yours(board) -> None:
    """Memnite dies to Alice's Shock (not sacrificed) and Bob sacrifices his Clue: no
    bonus."""
    game = board(_BLAST)
    cast(game, obj_id(game, "shock"), ALICE, [obj_id(game, "mem")], {}, pay=True)
    resolve_all(game)
    game.sacrifice(obj_id(game, "bobclue"))
    assert game.chars(obj_id(game, "runner")).power == 1
