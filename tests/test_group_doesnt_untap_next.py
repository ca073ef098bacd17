"""502.3 / 611.2a / 611.2c: "Lands you control don't untap during your next untap step."
(Bontu's Last Reckoning, Kefnet's Last Word, Rhonas's Last Stand): the spell's controller's
lands stay tapped through her next untap step and untap in the one after; the effect changes
no characteristics, so it applies to the lands she controls as that untap step comes (a land
played after the spell resolved too, 611.2c); another player's lands untap as usual."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.turn.player_untap_step import DoesntUntapInPlayersNextUntap
from arbiter.rules.abilities import SpellAbility

_BOARD = """
        battlefield: [{card: Swamp, as: swamp, tapped: true},
                      {card: Forest, as: forest, controller: Bob, tapped: true},
                      {card: Grizzly Bears, as: bears}]
        hand: {Alice: [Bontu's Last Reckoning, {card: Swamp, as: swamp2}]}
        library: {Alice: [Swamp, Swamp, Swamp], Bob: [Forest, Forest, Forest]}
"""


def test_611_2c_the_line_is_a_rules_effect_on_a_group() -> None:
    (ab,) = compile_line("Destroy all creatures. Lands you control don't untap during your "
                         "next untap step.", "Bontu's Last Reckoning", spell=True)
    assert isinstance(ab, SpellAbility)
    assert isinstance(ab.instructions[-1], DoesntUntapInPlayersNextUntap)


def test_502_3_bontus_last_reckoning_lands_skip_alices_next_untap_step(solve) -> None:
    """Alice casts Bontu's Last Reckoning (her Grizzly Bears dies), then plays a Swamp and
    taps it for mana. In Bob's turn his Forest untaps; in Alice's next turn both her Swamps
    stay tapped, the one played after the spell resolved too."""
    out = solve(f"""
        name: bontu's last reckoning
        {_BOARD}
        actions:
          - {{cast: Bontu's Last Reckoning}}
          - {{play: swamp2}}
          - activate: {{card: swamp2, ability: 1}}
          - pass: next_turn
          - pass: {{to: precombat_main}}
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          bears: {{zone: graveyard}}
          swamp: {{tapped: true}}
          swamp2: {{tapped: true}}
          forest: {{tapped: false}}
    """)
    assert out.passed, out.failures
    assert out.game.state.turn.number == 3


def test_611_2a_the_lands_untap_in_the_untap_step_after(solve) -> None:
    out = solve(f"""
        name: bontu's last reckoning later
        {_BOARD}
        actions:
          - {{cast: Bontu's Last Reckoning}}
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
          - pass: next_turn
          - pass: {{to: precombat_main}}
        expect:
          swamp: {{tapped: false}}
    """, name="later.yaml")
    assert out.passed, out.failures
    assert out.game.state.turn.number == 5
