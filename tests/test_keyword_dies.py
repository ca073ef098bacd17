"""Keywords that work as their permanent dies, played on boards through the real engine:
persist (702.79), undying (702.93), afterlife (702.135), soulshift (702.46) and modular's
triggered half (702.43). Each is a triggered ability the engine builds from its rule and runs
with the general trigger machinery (603.6c leaves-the-battlefield, 603.10a looking back,
603.4 intervening "if", 400.7 new objects)."""

from __future__ import annotations

from conftest import obj_id

from arbiter.engine import sba
from arbiter.engine.stack.items import resolve_top

ALICE, BOB = 0, 1


def _zone(game, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- persist (702.79) --------------------------------------------------------------------------
_FINKS = """
    name: persist
    battlefield:
      - {card: Kitchen Finks, controller: Bob, as: finks}
    hand: {Alice: [Lightning Bolt, Lightning Bolt]}
    actions:
      - {cast: Lightning Bolt, targets: [finks]}
"""


def test_702_79a_persist_returns_kitchen_finks_with_a_minus_one_counter(solve) -> None:
    """Alice's Lightning Bolt kills Bob's Kitchen Finks (3/2); it had no -1/-1 counter, so
    persist returns it with one: a 2/1, and its enters trigger gains Bob 2 life again."""
    out = solve(_FINKS)
    game = out.game
    finks = obj_id(game, "finks")
    assert game.obj(finks).zone == "battlefield"
    assert game.obj(finks).counters == {"-1/-1": 1}
    ch = game.chars(finks)
    assert (ch.power, ch.toughness) == (2, 1)
    assert game.state.players[BOB].life == 22
    assert game.controller_of(finks) == BOB  # under its owner's control


def test_702_79a_persist_doesnt_return_a_creature_that_had_a_minus_one_counter(solve) -> None:
    """A second Bolt: the Finks had a -1/-1 counter as it died (603.10a, its last known
    information), so the intervening "if" (603.4) is false: it stays in the graveyard."""
    out = solve(_FINKS + "      - {cast: Lightning Bolt, targets: [finks]}\n")
    game = out.game
    assert _zone(game, "finks") == "graveyard"
    assert game.state.players[BOB].life == 22


def test_400_7_persist_returns_nothing_once_the_card_has_left_the_graveyard(board) -> None:
    """The persist ability is on the stack; the Finks card is exiled from the graveyard in
    response: it is a new object, and the ability returns nothing."""
    game = board("""
        name: persist 400.7
        battlefield: [{card: Kitchen Finks, controller: Bob, as: finks}]
    """)
    finks = obj_id(game, "finks")
    game.move(finks, "graveyard")  # it dies (a "dies" event, 700.4)
    sba.run(game)
    assert len(game.state.stack_items) == 1
    card = obj_id(game, "finks")
    game.move(card, "exile")
    resolve_top(game)
    assert _zone(game, "finks") == "exile"
    assert not any(game.name_of(o) == "Kitchen Finks" for o in game.state.battlefield())


# -- undying (702.93) --------------------------------------------------------------------------
_GHOUL = """
    name: undying
    battlefield:
      - {card: Butcher Ghoul, controller: Bob, as: ghoul}
    hand: {Alice: [Lightning Bolt, Lightning Bolt]}
    actions:
      - {cast: Lightning Bolt, targets: [ghoul]}
"""


def test_702_93a_undying_returns_butcher_ghoul_with_a_plus_one_counter(solve) -> None:
    """Butcher Ghoul (1/1, undying) dies with no +1/+1 counter: it returns under Bob's
    control with one, a 2/2."""
    out = solve(_GHOUL + """
    expect:
      ghoul: {zone: battlefield, counters: {+1/+1: 1}, power: 2, toughness: 2, controller: Bob}
    """)
    assert out.passed, out.failures


def test_702_93a_undying_once_only(solve) -> None:
    """It died again with a +1/+1 counter on it: undying doesn't trigger (603.4)."""
    out = solve(_GHOUL + "      - {cast: Lightning Bolt, targets: [ghoul]}\n" + """
    expect:
      ghoul: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_93a_undying_returns_a_creature_under_its_owners_control(solve) -> None:
    """Alice controls Bob's Butcher Ghoul (Bob owns it) when it dies: it returns under Bob's
    control, its owner's."""
    out = solve("""
        name: undying owner
        battlefield:
          - {card: Butcher Ghoul, owner: Bob, controller: Alice, as: ghoul}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [ghoul]}
        expect:
          ghoul: {zone: battlefield, controller: Bob, counters: {+1/+1: 1}}
    """)
    assert out.passed, out.failures


# -- afterlife (702.135) -----------------------------------------------------------------------
def test_702_135a_afterlife_creates_spirits_when_it_dies(solve) -> None:
    """Debtors' Transport (afterlife 2) dies: Bob creates two 1/1 white and black Spirit
    creature tokens with flying."""
    out = solve("""
        name: afterlife
        battlefield:
          - {card: Debtors' Transport, controller: Bob, as: transport}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [transport]}
        expect:
          transport: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    spirits = [o for o in game.state.battlefield() if game.chars(o).has_subtype("Spirit")]
    assert len(spirits) == 2
    for o in spirits:
        ch = game.chars(o)
        assert (ch.power, ch.toughness) == (1, 1)
        assert {c.value for c in ch.colors} == {"white", "black"}
        assert ch.has_keyword("flying") and ch.controller == BOB and game.obj(o).token


# -- soulshift (702.46) ------------------------------------------------------------------------
_SOULSHIFT = """
    name: soulshift
    battlefield:
      - {card: Burr Grafter, controller: Bob, as: grafter}
    graveyard: {Bob: [{card: Kami of the Waning Moon, as: kami}, {card: Kami of Old Stone,
                       as: big}]}
    hand: {Alice: [Lightning Bolt]}
    actions:
      - {cast: Lightning Bolt, targets: [grafter], choices: {may: %s}}
"""


def test_702_46a_soulshift_returns_a_spirit_card_to_hand(board) -> None:
    """Burr Grafter (soulshift 3) dies; its ability targets Kami of the Waning Moon (a Spirit
    with mana value 3) in Bob's graveyard; Bob chooses to return it to his hand."""
    game = board(_SOULSHIFT.replace("targets: [grafter], choices: {may: %s}",
                                    "targets: [grafter]") + """
    choices: [kami, yes]
    """)
    assert _zone(game, "kami") == "hand"
    assert _zone(game, "big") == "graveyard"


def test_702_46a_soulshift_target_must_have_mana_value_n_or_less(board) -> None:
    """Kami of Old Stone has mana value 4: not a legal target for soulshift 3 (115.1)."""
    from arbiter.engine.keywords.counter_keywords import trigger
    from arbiter.engine.stack.targeting import legal_targets

    game = board(_SOULSHIFT.replace("actions:\n      - {cast: Lightning Bolt, targets: "
                                    "[grafter], choices: {may: %s}}\n", ""))
    ab = trigger("soulshift", "3")
    options = legal_targets(game, ab.targets[0], BOB, obj_id(game, "grafter"))
    assert obj_id(game, "kami") in options and obj_id(game, "big") not in options


# -- modular (702.43): the triggered half ------------------------------------------------------
def test_702_43a_modular_moves_its_counters_to_target_artifact_creature(board) -> None:
    """Arcbound Bruiser (modular 3) entered with three +1/+1 counters; Alice gives it one
    more, then it dies: Bob may put four +1/+1 counters on target artifact creature (his
    Arcbound Worker, 1/1 with its own modular counter), counted as it last existed."""
    game = board("""
        name: modular
        battlefield:
          - {card: Arcbound Bruiser, controller: Bob, as: bruiser}
          - {card: Arcbound Worker, controller: Bob, as: worker}
        hand: {Alice: [Murder]}
        actions:
          - {counters: {on: bruiser, add: {+1/+1: 1}}}
          - {cast: Murder, targets: [bruiser]}
        choices: [worker, yes]
    """)
    worker = obj_id(game, "worker")
    assert game.obj(worker).counters == {"+1/+1": 5}
    assert (game.chars(worker).power, game.chars(worker).toughness) == (5, 5)
    assert _zone(game, "bruiser") == "graveyard"


def test_702_43a_modular_is_optional(board) -> None:
    """"you may": Bob declines; the Worker keeps its one counter."""
    game = board("""
        name: modular declined
        battlefield:
          - {card: Arcbound Bruiser, controller: Bob, as: bruiser}
          - {card: Arcbound Worker, controller: Bob, as: worker}
        hand: {Alice: [Murder]}
        actions:
          - {cast: Murder, targets: [bruiser]}
        choices: [worker, no]
    """)
    assert game.obj(obj_id(game, "worker")).counters == {"+1/+1": 1}
