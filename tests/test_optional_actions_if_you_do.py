"""118.12 / 608.2c / 603.12: "You may <action>. If you do, <effect>." and "When you do,
<ability>" after an optional action or payment of the player's own: sacrificing permanents
of their choice (701.21a), drawing (121.1, 121.3), paying a cost (118.12). "If you do"
checks whether the player chose to take the action and could (118.3), not what happened
afterwards; "When you do" is a reflexive triggered ability (603.12) put on the stack the
next time a player would receive priority, its target chosen then."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.rules.abilities import UnsupportedAbility
from arbiter.rules.instructions import objects as I


def _zone_names(game, zone: str, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.name_of(o) for o in game.state.zone_list(zone, player))


def test_118_12_excavating_anurid_sacrifices_a_land_and_draws(solve) -> None:
    """Excavating Anurid enters; Alice chooses to sacrifice her Forest: it's in her
    graveyard and she draws the top card of her library."""
    out = solve("""
        name: anurid sacrifices
        battlefield: [Forest]
        library: {Alice: [Island, Swamp]}
        choices: [yes]
        actions:
          - {enter: {card: Excavating Anurid, controller: Alice}}
    """)
    assert out.passed, out.failures
    game = out.game
    assert not game.state.stack_items
    assert _zone_names(game, "graveyard") == ["Forest"]
    assert _zone_names(game, "hand") == ["Island"]


def test_118_12_declining_the_sacrifice_draws_nothing(solve) -> None:
    out = solve("""
        name: anurid declines
        battlefield: [{card: Forest, as: forest}]
        library: {Alice: [Island, Swamp]}
        choices: [no]
        actions:
          - {enter: {card: Excavating Anurid, controller: Alice}}
        expect:
          forest: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert _zone_names(out.game, "hand") == []


def test_118_3_with_no_land_to_sacrifice_the_player_does_not_draw(solve) -> None:
    """118.3: choosing to sacrifice a land with none to sacrifice pays nothing, so "If you
    do" isn't true: no card is drawn."""
    out = solve("""
        name: anurid without a land
        library: {Alice: [Island, Swamp]}
        choices: [yes]
        actions:
          - {enter: {card: Excavating Anurid, controller: Alice}}
    """)
    assert out.passed, out.failures
    assert _zone_names(out.game, "hand") == []
    assert _zone_names(out.game, "graveyard") == []


def test_701_21a_another_creature_is_not_the_source(solve) -> None:
    """Cavalier of Night enters with Grizzly Bears beside it: "you may sacrifice another
    creature. When you do, destroy target creature an opponent controls." Alice sacrifices
    the Bears (the Cavalier itself isn't among the choices), and the reflexive ability
    (603.12) destroys Bob's Hill Giant."""
    out = solve("""
        name: cavalier
        battlefield:
          - {card: Grizzly Bears, as: bears}
          - {card: Hill Giant, as: giant, controller: Bob}
        choices: [yes, giant]
        actions:
          - {enter: {card: Cavalier of Night, controller: Alice, as: cavalier}}
        expect:
          bears: {zone: graveyard}
          giant: {zone: graveyard}
          cavalier: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_603_12_when_you_do_waits_for_the_sacrifice(solve) -> None:
    """With no other creature to sacrifice, choosing to sacrifice does nothing and the
    reflexive ability doesn't trigger: Bob's Hill Giant survives, nothing goes on the
    stack."""
    out = solve("""
        name: cavalier alone
        battlefield:
          - {card: Hill Giant, as: giant, controller: Bob}
        choices: [yes]
        actions:
          - {enter: {card: Cavalier of Night, controller: Alice, as: cavalier}}
        expect:
          giant: {zone: battlefield}
          cavalier: {zone: battlefield}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_121_3_you_may_draw_from_an_empty_library_and_then_discard(board) -> None:
    """Jeskai Elder's trigger ("you may draw a card. If you do, discard a card.") with an
    empty library: Alice may still choose to draw (121.3); she did, so she discards, and
    she loses the next time state-based actions are checked (704.5b)."""
    game = board("""
        name: elder empty library
        battlefield: [{card: Jeskai Elder, as: elder}]
        hand: {Alice: [Island]}
        library: {Alice: [], Bob: [Forest]}
        choices: [yes]
        actions:
          - {attack: [elder]}
          - {block: {}}
          - {pass: {to: end_of_combat}}
    """)
    assert _zone_names(game, "graveyard") == ["Island"]
    assert game.is_over and game.winner == 1


@pytest.mark.parametrize(("name", "line", "check"), [
    ("Excavating Anurid", "When this creature enters, you may sacrifice a land. If you do, "
     "draw a card.", lambda ins: isinstance(ins[0].do[0], SacrificeChosen)
     and isinstance(ins[0].do[1], I.IfDid)),
    ("Jeskai Elder", "Whenever this creature deals combat damage to a player, you may draw a "
     "card. If you do, discard a card.", lambda ins: isinstance(ins[0].do[0], I.Draw)
     and isinstance(ins[0].do[1].then[0], I.Discard)),
    ("Bloodmist Infiltrator", "Whenever this creature attacks, you may sacrifice another "
     "creature. If you do, this creature can't be blocked this turn.",
     lambda ins: isinstance(ins[0].do[1], I.IfDid)),
    ("Cavalier of Night", "When this creature enters, you may sacrifice another creature. "
     "When you do, destroy target creature an opponent controls.",
     lambda ins: ins[0].reflexive is not None),
    ("Benthic Criminologists", "Whenever this creature enters or attacks, you may sacrifice "
     "an artifact. If you do, draw a card.", lambda ins: isinstance(ins[0].do[1], I.IfDid)),
])
def test_118_12_if_you_do_lines(name: str, line: str, check) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compile_line(line, name)
    assert not isinstance(ability, UnsupportedAbility), line
    assert check(ability.instructions)


def test_118_12_someone_elses_draw_is_not_what_you_do() -> None:
    """"If you do" names the player's own optional action: after "you may have target
    player draw a card" it isn't read."""
    line = "When this creature enters, you may have target player draw a card. If you do, " \
        "you gain 2 life."
    (ability,) = compile_line(line, "Test Card")
    assert isinstance(ability, UnsupportedAbility)


def test_603_12_snaremaster_sprite_pays_and_then_targets(solve) -> None:
    """Snaremaster Sprite: "you may pay {2}. When you do, tap target creature an opponent
    controls and put a stun counter on it." Alice pays with her two Islands; the reflexive
    ability goes on the stack, its target (Bob's Hill Giant) chosen then, and resolves."""
    out = solve("""
        name: sprite pays
        battlefield:
          - {card: Island, as: i1}
          - {card: Island, as: i2}
          - {card: Hill Giant, as: giant, controller: Bob}
        choices: [yes, giant]
        actions:
          - {enter: {card: Snaremaster Sprite, controller: Alice}}
        expect:
          giant: {tapped: true, counters: {stun: 1}}
          i1: {tapped: true}
          i2: {tapped: true}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_118_3_sprite_cannot_pay_so_nothing_triggers(solve) -> None:
    """With one Island Alice can't pay {2} (118.3): no payment is offered and the reflexive
    ability never triggers."""
    out = solve("""
        name: sprite cannot pay
        battlefield:
          - {card: Island, as: i1}
          - {card: Hill Giant, as: giant, controller: Bob}
        actions:
          - {enter: {card: Snaremaster Sprite, controller: Alice}}
        expect:
          giant: {tapped: false}
          i1: {tapped: false}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items


def test_603_12_ambulatory_edifice_pays_life(solve) -> None:
    """Ambulatory Edifice: "you may pay 2 life. When you do, target creature gets -1/-1 until
    end of turn." Alice pays (18 life) and Bob's Grizzly Bears become 1/1."""
    out = solve("""
        name: edifice
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        choices: [yes, bears]
        actions:
          - {enter: {card: Ambulatory Edifice, controller: Alice}}
        expect:
          bears: {power: 1, toughness: 1}
          player Alice: {life: 18}
    """)
    assert out.passed, out.failures


def test_603_12_declining_to_pay_changes_nothing(solve) -> None:
    out = solve("""
        name: edifice declines
        battlefield: [{card: Grizzly Bears, as: bears, controller: Bob}]
        choices: [no]
        actions:
          - {enter: {card: Ambulatory Edifice, controller: Alice}}
        expect:
          bears: {power: 2, toughness: 2}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
    assert not out.game.state.stack_items
