"""Suspect (701.60), played through the real engine: a suspected creature has menace and
"This creature can't block" (701.60c) until it leaves the battlefield (701.60a); it can't
become suspected again (701.60d); and a table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.spells import cast
from arbiter.engine.keyword_actions.suspect import Suspect, suspect, unsuspect
from arbiter.engine.turn.steps import resolve_all
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.suspected import is_suspected


def _keywords(game, oid: int) -> set[str]:
    return {getattr(a.ability, "keyword", None) for a in game.chars(oid).abilities} - {None}


def test_701_60c_barbed_servitor_suspects_itself_and_cant_block(solve) -> None:
    """Barbed Servitor enters and suspects itself: it has menace and "This creature can't
    block" (701.60c), so when Bob's Grizzly Bears attack, Alice can't block with it."""
    out = solve("""
        name: suspected can't block
        hand: {Alice: [{card: Barbed Servitor, as: servitor}]}
        battlefield: [{card: Grizzly Bears, controller: Bob, as: bears}]
        library: {Alice: [Swamp, Swamp], Bob: [Forest, Forest]}
        actions:
          - {cast: servitor}
          - {pass: next_turn}
          - {attack: [bears]}
          - {block: {servitor: bears}, refused: "can't block"}
        expect:
          servitor: {has: [Menace, "This creature can't block."]}
    """)
    assert out.passed, out.failures
    assert is_suspected(out.game.state, obj_id(out.game, "servitor"))


def test_701_60c_a_suspected_attacker_has_menace(solve) -> None:
    """Barbed Servitor, suspected, attacks the next turn: Bob can't block it with one
    creature alone (702.111b menace), but he can with two."""
    out = solve("""
        name: suspected menace
        hand: {Alice: [{card: Barbed Servitor, as: servitor}]}
        battlefield:
          - {card: Grizzly Bears, controller: Bob, as: bears}
          - {card: Grizzly Bears, controller: Bob, as: bears2}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Forest, Forest]}
        actions:
          - {cast: servitor}
          - {pass: next_turn}
          - {pass: next_turn}
          - {attack: [servitor]}
          - {block: {bears: servitor}, refused: "menace"}
          - {block: {bears: servitor, bears2: servitor}}
    """)
    assert out.passed, out.failures


def test_701_60a_a_returned_creature_is_suspected_until_it_leaves(solve) -> None:
    """It Doesn't Add Up returns Grizzly Bears from Alice's graveyard and suspects it (menace);
    once it leaves the battlefield and comes back it is a new object (400.7), not
    suspected."""
    out = solve("""
        name: suspect leaves
        hand: {Alice: [{card: It Doesn't Add Up, as: spell}]}
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Forest, Forest], Bob: [Forest]}
        actions:
          - {cast: spell, targets: [bears]}
    """)
    assert out.passed, out.failures
    game = out.game
    bears = obj_id(game, "bears")
    assert game.obj(bears).zone == "battlefield"
    assert is_suspected(game.state, bears) and "menace" in _keywords(game, bears)
    back = game.move(game.move(bears, "hand").id, "battlefield")
    assert back is not None and back.id != bears
    assert not is_suspected(game.state, back.id) and "menace" not in _keywords(game, back.id)


def test_701_60d_a_suspected_creature_cant_become_suspected_again(board) -> None:
    """Barbed Servitor is suspected; Turn to Frog (later) makes it lose all abilities until
    end of turn, menace included. Suspecting it again does nothing (701.60d): its
    designation keeps its earlier timestamp, so it still has no menace. A creature suspected
    only after the Frog effect has menace (its effect is later, 613.7)."""
    game = board("""
        name: suspect again
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Grizzly Bears, as: other}
        hand: {Alice: [{card: Turn to Frog, as: frog}, {card: Turn to Frog, as: frog2}]}
        library: {Alice: [Island], Bob: [Island]}
    """)
    bears, other = obj_id(game, "bears"), obj_id(game, "other")
    assert suspect(game, bears)
    cast(game, obj_id(game, "frog"), 0, [bears], {})
    cast(game, obj_id(game, "frog2"), 0, [other], {})
    resolve_all(game)
    assert "menace" not in _keywords(game, bears)
    assert not suspect(game, bears)
    assert "menace" not in _keywords(game, bears)
    assert suspect(game, other)
    assert "menace" in _keywords(game, other)
    unsuspect(game, other)
    assert not is_suspected(game.state, other) and "menace" not in _keywords(game, other)


@pytest.mark.parametrize(("name", "line", "spell"), [
    ("Barbed Servitor", "When this creature enters, suspect it.", False),
    ("Reasonable Doubt", "Suspect up to one target creature.", True),
    ("Convenient Target", "When this Aura enters, suspect enchanted creature.", False),
    ("Rune-Brand Juggler",
     "When this creature enters, suspect up to one target creature you control.", False),
    ("It Doesn't Add Up",
     "Return target creature card from your graveyard to the battlefield. Suspect it.", True),
    ("Case of the Stashed Skeleton",
     "When this Case enters, create a 2/1 black Skeleton creature token and suspect it.",
     False),
])
def test_701_60a_suspect_lines_read(name, line, spell) -> None:
    [ab] = compile_line(line, name, spell=spell)
    assert not isinstance(ab, UnsupportedAbility)
    assert isinstance(ab.instructions[-1], Suspect)


def test_701_60a_absolving_lammasu_ends_every_suspicion(solve) -> None:
    """Barbed Servitor suspects itself; Absolving Lammasu then enters: "all suspected
    creatures are no longer suspected", so the Servitor loses menace and may block again."""
    out = solve("""
        name: lammasu
        hand: {Alice: [{card: Barbed Servitor, as: servitor}, {card: Absolving Lammasu}]}
        library: {Alice: [Swamp, Swamp], Bob: [Forest, Forest]}
        actions:
          - {cast: servitor}
          - {cast: Absolving Lammasu}
        expect:
          servitor: {lacks: [Menace, "This creature can't block."]}
    """)
    assert out.passed, out.failures
    assert not is_suspected(out.game.state, obj_id(out.game, "servitor"))
