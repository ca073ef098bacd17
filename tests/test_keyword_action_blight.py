"""Blight (701.68), played through the real engine: N -1/-1 counters on a creature the
player controls, chosen as the ability resolves; a player with no creature can't blight, so
"If you do" is false (701.68b). With a table of real Oracle lines read or left unread."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.keyword_actions.blight import Blight
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility


def _goblins(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.obj(o).token is not None and "Goblin" in game.chars(o).subtypes)


def test_701_68a_blight_on_the_creature_chosen_then_if_you_do(solve) -> None:
    """Blighted Blackthorn (3/7) enters; Alice blights 2 on her Grizzly Bears, which die;
    she draws a card and loses 1 life."""
    out = solve("""
        name: blight chosen
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [{card: Blighted Blackthorn, as: thorn}]}
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - {cast: thorn, choices: {may: "yes", blight: bears}}
        expect:
          bears: {zone: graveyard}
          thorn: {counters: {}}
          top: {zone: hand}
          player Alice: {life: 19}
    """)
    assert out.passed, out.failures
    assert [e.player for e in out.game.events if e.kind == "blights"] == [0]


def test_701_68a_blight_declined_does_nothing(solve) -> None:
    """Alice declines to blight: no counters, no card, no life lost."""
    out = solve("""
        name: blight declined
        hand: {Alice: [{card: Blighted Blackthorn, as: thorn}]}
        library: {Alice: [{card: Island, as: top}]}
        actions:
          - {cast: thorn, choices: {may: "no"}}
        expect:
          thorn: {counters: {}, power: 3, toughness: 7}
          top: {zone: library}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


def test_701_68b_cant_blight_without_a_creature_so_if_you_do_is_false(solve) -> None:
    """Boggart Mischief (an enchantment) enters with no creature on Alice's side: she can't
    blight 1, so she creates no Goblins."""
    out = solve("""
        name: blight impossible
        battlefield: [{card: Grizzly Bears, controller: Bob}]
        hand: {Alice: [Boggart Mischief]}
        actions:
          - {cast: Boggart Mischief, choices: {may: "yes"}}
        expect:
          Grizzly Bears: {counters: {}}
    """)
    assert out.passed, out.failures
    assert _goblins(out.game) == 0
    assert not any(e.kind == "blights" for e in out.game.events)


def test_701_68a_blight_paid_makes_the_goblins(solve) -> None:
    """Boggart Mischief with Savannah Lions (2/1) in play: Alice blights 1 on the Lions,
    which die, and creates two 1/1 Goblins."""
    out = solve("""
        name: blight goblins
        battlefield: [{card: Savannah Lions, as: lions}]
        hand: {Alice: [Boggart Mischief]}
        actions:
          - {cast: Boggart Mischief, choices: {may: "yes"}}
        expect:
          lions: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _goblins(out.game) == 2


def test_701_68a_blight_if_you_dont_pay(solve) -> None:
    """Chaos Spewer (5/4) enters; Alice doesn't pay {2}, so she blights 2: her only
    creature, the Spewer, gets two -1/-1 counters (3/2)."""
    out = solve("""
        name: blight unless paid
        hand: {Alice: [{card: Chaos Spewer, as: spewer}]}
        actions:
          - {cast: spewer, choices: {pay: "no"}}
        expect:
          spewer: {counters: {-1/-1: 2}, power: 3, toughness: 2}
    """)
    assert out.passed, out.failures


# -- blight as a cost (118, 601.2h, 602.2b) -----------------------------------------------
def test_701_68a_blight_as_an_activation_cost(solve) -> None:
    """Sting-Slinger: {1}{R}, {T}, Blight 1: Alice puts the -1/-1 counter on her Grizzly
    Bears (1/1) and Bob takes 2."""
    out = solve("""
        name: blight cost
        battlefield: [{card: Sting-Slinger, as: slinger}, {card: Grizzly Bears, as: bears}]
        actions:
          - activate: {card: slinger, ability: 1, choices: {blight: bears}}
        expect:
          bears: {counters: {-1/-1: 1}, power: 1, toughness: 1}
          slinger: {tapped: true, counters: {}}
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    assert [e.player for e in out.game.events if e.kind == "blights"] == [0]


def test_701_68b_blight_cost_unpayable_without_a_creature(board) -> None:
    """Spiral into Solitude ({1}{W}, Blight 1, Sacrifice this Aura: Exile enchanted
    creature) on Bob's Grizzly Bears: Alice controls no creature, so she can't pay Blight 1:
    the ability isn't offered, activating it is refused, and nothing changes."""
    game = board("""
        name: blight cost unpayable
        battlefield:
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Spiral into Solitude, as: spiral, attached_to: bears}
    """)
    spiral, bears = obj_id(game, "spiral"), obj_id(game, "bears")
    assert not any(a.kind == "activate" and a.obj == spiral
                   for a in priority_actions(game, 0))
    with pytest.raises(IllegalActionError, match="Blight 1"):
        activate(game, spiral, 0, "{1}{W}, Blight 1", [], {})
    assert game.obj(bears).zone == "battlefield" and game.obj(spiral).zone == "battlefield"


def test_701_68a_blight_as_one_option_of_an_additional_cost(solve) -> None:
    """Wild Unraveling (As an additional cost, blight 2 or pay {1}; counter target spell):
    Alice blights 2 on her Hill Giant (1/1) to counter Bob's Lightning Bolt."""
    out = solve("""
        name: blight additional cost
        battlefield: [{card: Hill Giant, as: giant}]
        hand: {Alice: [Wild Unraveling], Bob: [{card: Lightning Bolt, as: bolt}]}
        actions:
          - {cast: bolt, by: Bob, targets: [Alice], respond: true}
          - cast: Wild Unraveling
            targets: [bolt]
            choices: {additional_option: "blight 2", cost: giant}
        expect:
          giant: {counters: {-1/-1: 2}, power: 1, toughness: 1}
          bolt: {zone: graveyard}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures


LINES = [
    ("Blighted Blackthorn", "Whenever this creature enters or attacks, you may blight 2. If "
     "you do, you draw a card and lose 1 life.", 2),
    ("Sinister Gnarlbark", "At the beginning of your end step, draw a card and blight 1.", 1),
    ("Chaos Spewer", "When this creature enters, you may pay {2}. If you don't, blight 2.", 2),
    ("Dream Seizer", "When this creature enters, you may blight 1. If you do, each opponent "
     "discards a card.", 1),
    ("Sting-Slinger", "{1}{R}, {T}, Blight 1: This creature deals 2 damage to each opponent.",
     "cost"),
    ("Wild Unraveling", "As an additional cost to cast this spell, blight 2 or pay {1}.",
     "cost"),
    ("Warren Torchmaster", "At the beginning of combat on your turn, you may blight 1. When "
     "you do, target creature gains haste until end of turn.", 1),
    ("Burning Curiosity", "As an additional cost to cast this spell, you may blight 1.", None),
    ("Champion of the Weird", "Pay 1 life, Blight 2: Target opponent blights 2. Activate "
     "only as a sorcery.", None),
]


def _instructions(items) -> list:
    out = []
    for i in items:
        out.append(i)
        for name in ("then", "otherwise", "do"):
            out.extend(_instructions(getattr(i, name, ()) or ()))
    return out


@pytest.mark.parametrize(("card", "line", "n"), LINES)
def test_701_68a_blight_lines(card: str, line: str, n: int | str | None) -> None:
    (ability,) = compile_line(line, card, spell=card in ("Burning Curiosity", "Wild Unraveling"))
    if n is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    if n == "cost":
        assert not isinstance(ability, UnsupportedAbility)
        assert "BlightCost(amount=" in repr(ability)
        return
    found = [i for i in _instructions(ability.instructions) if isinstance(i, Blight)]
    assert [b.n for b in found] == [n]
