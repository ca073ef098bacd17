"""Kicker and multikicker (702.33) played through the real engine: the kicker cost is an
optional additional cost announced as the spell is cast (702.33a, 601.2b) and paid with its
total cost (601.2f-h); "Kicker [A] and/or [B]" is two kicker costs (702.33b); multikicker may
be paid any number of times (702.33c); a spell whose kicker cost was announced is "kicked"
(702.33d), read by its linked abilities (702.33e-f); a target used only if the spell was
kicked is chosen only then (702.33g). Plus the keyword lines of real cards, read or left
unread."""

from __future__ import annotations

import pytest
from casting_play import ALICE, BOB, kind, labels, pass_until_empty, take
from conftest import obj_id

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.scenario.errors import ScenarioError


def _tapped(game, name: str) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.name_of(o) == name and game.obj(o).tapped)


def _board(board, lands: str, hand: str, bob: str = ""):
    return board(f"""
        name: kicker
        battlefield: [{lands}{bob}]
        hand: {{Alice: [{hand}]}}
        library: {{Alice: [Island, Island, Island], Bob: [Island]}}
    """)


# -- 702.33a: an optional additional cost, announced and paid --------------------------------
def test_702_33a_kicked_into_the_roil_costs_its_kicker_too_and_draws(board) -> None:
    """Into the Roil ({1}{U}, Kicker {1}{U}): Alice announces the kicker (601.2b), pays
    {1}{U}{1}{U} with four Islands (601.2f-h); it returns Bob's Bears and she draws a card."""
    game = _board(board, "Island, Island, Island, Island", "{card: Into the Roil, as: roil}",
                  ", {card: Grizzly Bears, controller: Bob, as: bears}")
    take(game, "cast Into the Roil")
    assert labels(game) == ["don't pay kicker {1}{U}", "pay kicker {1}{U}"]
    take(game, "pay kicker")  # its one legal target is chosen at once
    assert _tapped(game, "Island") == 4
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert len(game.state.zone_list("hand", ALICE)) == 1  # 702.33d: kicked, she drew


def test_702_33a_not_kicked_costs_only_its_mana_cost_and_doesnt_draw(board) -> None:
    game = _board(board, "Island, Island, Island, Island", "{card: Into the Roil, as: roil}",
                  ", {card: Grizzly Bears, controller: Bob, as: bears}")
    take(game, "cast Into the Roil", "don't pay kicker")
    assert _tapped(game, "Island") == 2
    pass_until_empty(game)
    assert game.obj(obj_id(game, "bears")).zone == "hand"
    assert game.state.zone_list("hand", ALICE) == []


def test_702_33a_118_3_kicker_isnt_offered_without_the_mana_for_it(board) -> None:
    """118.3 / 601.2f-h: with three Islands Alice can pay {1}{U} but not {1}{U}{1}{U}: she
    isn't asked to announce the kicker, and the spell isn't kicked."""
    game = _board(board, "Island, Island, Island", "{card: Into the Roil, as: roil}",
                  ", {card: Grizzly Bears, controller: Bob, as: bears}")
    take(game, "cast Into the Roil")
    assert kind(game) == "priority"  # no announcement asked; the Bears targeted, paid
    pass_until_empty(game)
    assert game.state.zone_list("hand", ALICE) == []


def test_702_33a_a_kicker_cost_is_paid_at_most_once(solve) -> None:
    """702.33a: "you may pay an additional [cost]": once. Announcing it twice is refused."""
    with pytest.raises(ScenarioError, match="only once"):
        solve("""
        name: kicked twice
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        hand: {Alice: [Into the Roil]}
        actions:
          - {cast: Into the Roil, targets: [bears], choices: {kicker: 2}}
        """)


# -- 702.33c: multikicker ---------------------------------------------------------------------
def test_702_33c_multikicker_paid_twice_gnarlid_pack_enters_with_two_counters(board) -> None:
    """Gnarlid Pack ({1}{G}, Multikicker {1}{G}): with six Forests Alice may pay the
    multikicker 0, 1 or 2 times (601.2f-h); twice, it enters with two +1/+1 counters (one
    for each time it was kicked, 702.33d): a 4/4."""
    game = _board(board, "Forest, Forest, Forest, Forest, Forest, Forest",
                  "{card: Gnarlid Pack, as: pack}")
    take(game, "cast Gnarlid Pack")
    assert labels(game) == ["pay multikicker {1}{G} 0 times", "pay multikicker {1}{G} 1 time",
                            "pay multikicker {1}{G} 2 times"]
    take(game, "pay multikicker {1}{G} 2 times")
    assert _tapped(game, "Forest") == 6
    pass_until_empty(game)
    pack = obj_id(game, "pack")
    assert (game.chars(pack).power, game.chars(pack).toughness) == (4, 4)


def test_702_33c_multikicker_paid_no_times_enters_with_no_counters(solve) -> None:
    out = solve("""
        name: multikicker none
        hand: {Alice: [{card: Gnarlid Pack, as: pack}]}
        actions:
          - {cast: pack, choices: {kicker: 0}}
        expect:
          pack: {power: 2, toughness: 2, zone: battlefield}
    """)
    assert out.passed, out.failures


# -- 702.33b, 702.33f: two kicker costs, each with its linked ability -------------------------
def test_702_33b_f_kicked_with_its_r_kicker_only(board) -> None:
    """Thornscape Battlemage (Kicker {R} and/or {W}): two kicker costs (702.33b), each
    announced on its own. Kicked with its {R} kicker only, the {R} ability triggers (2 damage
    to Bob) and the {W} one (destroy target artifact) doesn't (702.33f)."""
    game = _board(board, "Forest, Forest, Forest, Mountain, Plains",
                  "{card: Thornscape Battlemage, as: tb}",
                  ", {card: Ornithopter, controller: Bob, as: thopter}")
    take(game, "cast Thornscape Battlemage")
    assert labels(game) == ["don't pay kicker {R}", "pay kicker {R}"]
    take(game, "pay kicker {R}")
    assert labels(game) == ["don't pay kicker {W}", "pay kicker {W}"]
    take(game, "don't pay kicker {W}", "pay")
    assert kind(game) == "priority"
    take(game, "pass", "pass")  # the Battlemage resolves; its {R} ability triggers
    take(game, "Bob")  # the target of "deals 2 damage to any target"
    pass_until_empty(game)
    assert game.state.players[BOB].life == 18
    assert game.obj(obj_id(game, "thopter")).zone == "battlefield"


def test_702_33b_f_kicked_with_both_kicker_costs(board) -> None:
    """Both kicker costs paid ({2}{G}{R}{W}, 601.2f): both linked abilities trigger."""
    game = _board(board, "Forest, Forest, Forest, Mountain, Plains",
                  "{card: Thornscape Battlemage, as: tb}",
                  ", {card: Ornithopter, controller: Bob, as: thopter}")
    take(game, "cast Thornscape Battlemage", "pay kicker {R}", "pay kicker {W}")
    assert _tapped(game, "Forest") + _tapped(game, "Mountain") + _tapped(game, "Plains") == 5
    take(game, "pass", "pass")
    while kind(game) != "priority" or game.state.stack_items:
        options = labels(game)
        if kind(game) == "target":
            take(game, "Bob" if "Bob" in options else "~Ornithopter")
        elif kind(game) == "priority":
            take(game, "pass")
        else:
            take(game, options[0])
    assert game.state.players[BOB].life == 18
    assert game.obj(obj_id(game, "thopter")).zone == "graveyard"


# -- 702.33d-e: "if it was kicked" on a permanent ---------------------------------------------
def test_702_33d_kicked_academy_drake_enters_with_two_counters(solve) -> None:
    out = solve("""
        name: kicked drake
        hand: {Alice: [{card: Academy Drake, as: kicked}, {card: Academy Drake, as: plain}]}
        actions:
          - {cast: kicked, choices: {kicker: yes}}
          - {cast: plain, choices: {kicker: no}}
        expect:
          kicked: {power: 4, toughness: 4, counters: {+1/+1: 2}}
          plain: {power: 2, toughness: 2}
    """)
    assert out.passed, out.failures


def test_702_33d_goblin_bushwhacker_if_it_was_kicked_trigger(solve) -> None:
    """603.4: "When this creature enters, if it was kicked, creatures you control get +1/+0
    and gain haste": only the kicked one's trigger does anything."""
    out = solve("""
        name: bushwhacker
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Goblin Bushwhacker, as: gb}]}
        actions:
          - {cast: gb, choices: {kicker: yes}}
        expect:
          bears: {power: 3, has: [Haste]}
          gb: {power: 2}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: bushwhacker unkicked
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Goblin Bushwhacker, as: gb}]}
        actions:
          - {cast: gb, choices: {kicker: no}}
        expect:
          bears: {power: 2, lacks: [Haste]}
    """)
    assert out.passed, out.failures


# -- 702.33g: a target chosen only if the spell was kicked ------------------------------------
def test_702_33g_bloodchiefs_thirst_kicked_targets_any_creature(board) -> None:
    """Bloodchief's Thirst: "Destroy target creature or planeswalker with mana value 2 or
    less. If this spell was kicked, instead destroy target creature or planeswalker." Bob has
    only Colossal Dreadmaw (mana value 6): Alice may cast it kicked (its one target is then
    any creature, 702.33g) and destroys the Dreadmaw."""
    game = _board(board, "Swamp, Swamp, Swamp, Swamp", "{card: Bloodchief's Thirst}",
                  ", {card: Colossal Dreadmaw, controller: Bob, as: big}")
    take(game, "cast Bloodchief's Thirst")
    # 601.2b-c: only the kicked announcement leaves a legal target, so it is the one
    # announcement offered (made at once), and the Dreadmaw the one target
    assert kind(game) == "priority"
    assert sum(1 for o in game.state.battlefield() if game.obj(o).tapped) == 4
    pass_until_empty(game)
    assert game.obj(obj_id(game, "big")).zone == "graveyard"


def test_702_33g_unkicked_with_no_small_creature_is_refused(solve) -> None:
    """Not kicked, its one target must have mana value 2 or less: targeting the Dreadmaw
    unkicked is refused (601.2c)."""
    with pytest.raises(ScenarioError, match="legal"):
        solve("""
            name: thirst unkicked
            battlefield: [{card: Colossal Dreadmaw, controller: Bob, as: big}]
            hand: {Alice: [Bloodchief's Thirst]}
            actions:
              - {cast: Bloodchief's Thirst, targets: [big], choices: {kicker: no}}
        """)


def test_702_33g_unkicked_thirst_cant_target_a_big_creature(board) -> None:
    """Not kicked, the only target is a creature with mana value 2 or less: with only the
    Dreadmaw, "don't pay" isn't a choice that leads anywhere, and the Dreadmaw is never a
    legal target of the unkicked spell (601.2c)."""
    game = _board(board, "Swamp, Swamp, Swamp, Swamp", "{card: Bloodchief's Thirst}",
                  ", {card: Colossal Dreadmaw, controller: Bob, as: big}"
                  ", {card: Memnite, controller: Bob, as: mem}")
    take(game, "cast Bloodchief's Thirst", "don't pay kicker")
    assert kind(game) == "priority"  # its one legal target, Memnite, chosen at once
    pass_until_empty(game)
    assert game.obj(obj_id(game, "big")).zone == "battlefield"
    assert game.obj(obj_id(game, "mem")).zone == "graveyard"


# -- the keyword lines --------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "read"), [
    ("Kicker {4}", True),                                     # Academy Drake
    ("Kicker {2}{B}", True),                                  # Bloodchief's Thirst
    ("Kicker {R} and/or {W}", True),                          # Thornscape Battlemage
    ("Kicker {1}{U} and/or {2}{B}", True),                    # Ana Battlemage's kin
    ("Multikicker {1}{G}", True),                             # Gnarlid Pack
    ("Multikicker {2}", True),                                # Everflowing Chalice
    ("Kicker {X}", False),                                    # an {X} kicker: not paid here
    ("Kicker\u2014Sacrifice a land.", True),                 # a cost in words, paid (601.2h)
    ("Kicker\u2014{2}{B}, Discard a creature card.", True),
    ("Kicker\u2014Return a creature you control to its owner's hand.", True),
])
def test_702_33a_kicker_lines_read_only_with_a_cost_the_engine_pays(line: str, read: bool) -> None:
    found = parse_keyword_line(line)
    assert (found is not None) is read
    if found:
        assert found[0].keyword in ("kicker", "multikicker") and all(enforced(k) for k in found)
