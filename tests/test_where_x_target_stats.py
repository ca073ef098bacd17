"""107.3a, 608.2h, 202.3e: "..., where X is that creature's power" / "that spell's mana value"
/ "its mana value" of the one target named before the where-clause: the target's value as
it is, or as it last existed once it has left its zone (a countered spell's mana value on
the stack, its X counted; a creature returned to its owner's hand as it was on the
battlefield). The clause defines X after the whole instruction, so "Put X +1/+1 counters on
target creature, where X is that creature's power" names the target even though X comes
first (it was bound to the spell itself: compiler.grammar.stat_refs).

Played: Access Denied counters a Fireball cast with X 3 (four Thopters); Aether Mutation
returns a pumped Serra Angel (five Saprolings); Soul's Might on a Giant-Growthed Grizzly
Bears (five counters, its power then); Living Armor's counters for a Serra Angel (five)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.engine.turn import steps
from arbiter.rules.instructions import objects as I
from arbiter.rules.last_known import WhereStatOf
from arbiter.rules.structure import nodes


def _tokens(game, subtype: str, controller: int) -> list:
    return [game.chars(o) for o in game.state.battlefield()
            if subtype in game.chars(o).subtypes and game.chars(o).controller == controller]


@pytest.mark.parametrize(("name", "line", "stat"), [
    ("Soul's Might", "Put X +1/+1 counters on target creature, where X is that creature's "
     "power.", "power"),
    ("Aether Mutation", "Return target creature to its owner's hand. Create X 1/1 green "
     "Saproling creature tokens, where X is that creature's mana value.", "mana_value"),
    ("Access Denied", "Counter target spell. Create X 1/1 colorless Thopter artifact creature "
     "tokens with flying, where X is that spell's mana value.", "mana_value"),
    ("Artifact Mutation", "Destroy target artifact. It can't be regenerated. Create X 1/1 "
     "green Saproling creature tokens, where X is that artifact's mana value.", "mana_value"),
])
def test_107_3a_where_x_is_the_targets_stat(name: str, line: str, stat: str) -> None:
    [ability] = compile_text(line, name, True) or [None]
    stats = [n for n in nodes(ability.instructions) if isinstance(n, WhereStatOf)]
    assert [(s.what, s.stat) for s in stats] == [(I.Ref.target(0), stat)]


@pytest.mark.parametrize("line", [
    # two targets: "its" could be either
    "Target creature you control deals X damage to any other target and X damage to itself, "
    "where X is its power.",
    # the target isn't a creature
    "Destroy target artifact. Create X 1/1 green Saproling creature tokens, where X is that "
    "creature's power.",
    # "that spell" of a target that isn't a spell
    "Destroy target creature. Create X Treasure tokens, where X is that spell's mana value.",
    # no target: the object is another one
    "Create X 1/1 green Saproling creature tokens, where X is that creature's power.",
    # a card in a graveyard
    "Exile target creature card from a graveyard. Create X Treasure tokens, where X is that "
    "creature's mana value.",
])
def test_107_3a_where_x_of_no_one_target_stays_unread(line: str) -> None:
    assert compile_text(line, "Test Spell", True) is None, line


def test_608_2h_202_3e_access_denied_counts_the_countered_fireballs_x(solve) -> None:
    """Alice casts Fireball with X 3 at Bob (mana value 4 on the stack); Bob's Access Denied
    counters it and Bob creates four 1/1 flying Thopters: the spell's mana value as it last
    existed on the stack, not the card's 1 in the graveyard."""
    out = solve("""
        name: access denied
        hand: {Alice: [{card: Fireball, as: fb}], Bob: [Access Denied]}
        actions:
          - {cast: Fireball, targets: [Bob], choices: {x: 3}, respond: true}
          - {cast: Access Denied, by: Bob, targets: [fb]}
        expect:
          fb: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    steps.resolve_all(game)
    thopters = _tokens(game, "Thopter", 1)
    assert len(thopters) == 4 and all(t.has_keyword("flying") for t in thopters)
    assert game.state.players[1].life == 20 and not _tokens(game, "Thopter", 0)


def test_608_2h_aether_mutation_counts_the_returned_creatures_mana_value(solve) -> None:
    """Bob's Serra Angel (mana value 5) goes back to Bob's hand; Alice creates five 1/1
    Saprolings (its mana value as it last existed on the battlefield)."""
    out = solve("""
        name: aether mutation
        battlefield:
          - {card: Serra Angel, controller: Bob, as: angel}
        hand: {Alice: [Aether Mutation]}
        actions:
          - {cast: Aether Mutation, targets: [angel]}
        expect:
          angel: {zone: hand}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(_tokens(game, "Saproling", 0)) == 5
    assert not _tokens(game, "Saproling", 1)


def test_608_2h_souls_might_counts_the_targets_power_not_the_spells(solve) -> None:
    """Giant Growth makes Alice's Grizzly Bears 5/5 until end of turn; Soul's Might then
    puts five +1/+1 counters on it (its power as the spell resolves): 10/10."""
    out = solve("""
        name: soul's might
        battlefield:
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [Giant Growth, Soul's Might]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Soul's Might, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = obj_id(game, "bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 5
    assert (game.chars(bears).power, game.chars(bears).toughness) == (10, 10)


def test_608_2h_living_armor_counts_the_targets_mana_value(solve) -> None:
    """Living Armor (mana value 4) is sacrificed to pay its cost; Serra Angel (mana value 5)
    gets five +0/+1 counters: the target's mana value, not the source's."""
    out = solve("""
        name: living armor
        battlefield:
          - {card: Living Armor, as: armor}
          - {card: Serra Angel, as: angel}
        actions:
          - {activate: {card: armor, targets: [angel]}}
        expect:
          armor: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    angel = obj_id(game, "angel")
    assert game.state.objects[angel].counters.get("+0/+1") == 5
    assert (game.chars(angel).power, game.chars(angel).toughness) == (4, 9)


def test_608_2h_hoard_smelter_dragon_gets_the_destroyed_artifacts_mana_value(solve) -> None:
    """Hoard-Smelter Dragon (5/5) destroys Bob's Icy Manipulator (mana value 4) and gets
    +4/+0 until end of turn: the artifact's mana value as it last existed on the
    battlefield, not the Dragon's own."""
    out = solve("""
        name: hoard-smelter dragon
        battlefield:
          - {card: Hoard-Smelter Dragon, as: dragon}
          - {card: Icy Manipulator, controller: Bob, as: icy}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
          - {card: Mountain}
        actions:
          - {activate: {card: dragon, ability: "{3}{R}", targets: [icy]}}
        expect:
          icy: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    dragon = obj_id(game, "dragon")
    assert (game.chars(dragon).power, game.chars(dragon).toughness) == (9, 5)


def test_608_2h_nantuko_mentor_fixes_the_targets_power_as_it_resolves(solve) -> None:
    """Nantuko Mentor gives Grizzly Bears (Giant-Growthed to 5/5) +5/+5 until end of turn:
    X is the target's power as the ability resolves (608.2h), so 10/10; a later +3/+3 doesn't
    change X (13/13, not 18/18)."""
    out = solve("""
        name: nantuko mentor
        turn: {number: 2}
        battlefield:
          - {card: Nantuko Mentor, as: mentor}
          - {card: Grizzly Bears, as: bears}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
        hand: {Alice: [Giant Growth, Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {activate: {card: mentor, targets: [bears]}}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (10, 10)
    out2 = solve("""
        name: nantuko mentor then growth
        turn: {number: 2}
        battlefield:
          - {card: Nantuko Mentor, as: mentor}
          - {card: Grizzly Bears, as: bears}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
          - {card: Forest}
        hand: {Alice: [Giant Growth, Giant Growth]}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {activate: {card: mentor, targets: [bears]}}
          - {cast: Giant Growth, targets: [bears]}
    """)
    assert out2.passed, out2.failures
    game = out2.game
    bears = obj_id(game, "bears")
    assert (game.chars(bears).power, game.chars(bears).toughness) == (13, 13)


def test_608_2h_overwhelming_intellect_draws_the_countered_spells_mana_value(solve) -> None:
    """Bob's Overwhelming Intellect counters Alice's Craw Wurm (mana value 6): Bob draws six
    cards, the spell's mana value as it last existed on the stack."""
    out = solve("""
        name: overwhelming intellect
        hand: {Alice: [{card: Craw Wurm, as: wurm}], Bob: [Overwhelming Intellect]}
        library: {Bob: [Island, Island, Island, Island, Island, Island, Island]}
        actions:
          - {cast: Craw Wurm, respond: true}
          - {cast: Overwhelming Intellect, by: Bob, targets: [wurm]}
        expect:
          wurm: {zone: graveyard}
    """)
    assert out.passed, out.failures
    game = out.game
    assert len(game.state.zone_list("hand", 1)) == 6
    assert len(game.state.zone_list("library", 1)) == 1
