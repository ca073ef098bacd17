"""603.2 / 601.2i: "Whenever a player casts <a spell>" and "Whenever an opponent casts <a
spell>" read from real Oracle lines, and played: the ability triggers as a matching spell
becomes cast, whoever casts it ("a player") or only when an opponent of its controller does;
"that player" is the caster."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_text
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.instructions import objects as I
from arbiter.vocab import Color


@pytest.mark.parametrize(("name", "line", "color", "by"), [
    ("Kraken's Eye", "Whenever a player casts a blue spell, you may gain 1 life.", "blue",
     "any"),
    ("Wurm's Tooth", "Whenever a player casts a green spell, you may gain 1 life.", "green",
     "any"),
    ("Demon's Horn", "Whenever a player casts a black spell, you may gain 1 life.", "black",
     "any"),
    ("Iron Star", "Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 "
     "life.", "red", "any"),
    ("Ivory Cup", "Whenever a player casts a white spell, you may pay {1}. If you do, you "
     "gain 1 life.", "white", "any"),
    ("Taurean Mauler", "Whenever an opponent casts a spell, you may put a +1/+1 counter on "
     "this creature.", None, "opponent"),
])
def test_603_2_player_casts_lines(name: str, line: str, color: str | None, by: str) -> None:
    [ability] = compile_text(line, name) or [None]
    assert isinstance(ability, TriggeredAbility)
    t = ability.trigger
    assert (t.event, t.subject, t.by) == ("cast", "any", by)
    colors = [p for p in t.selector.parts if isinstance(p, s.HasColor)]
    assert colors == ([s.HasColor(Color(color))] if color else [])


def test_603_2_that_player_is_the_caster() -> None:
    [ability] = compile_text("Whenever an opponent casts a spell, this creature deals 1 damage "
                             "to that player.", "Test Creature") or [None]
    assert ability.instructions == (I.DealDamage(1, to=I.Ref.event_player(),
                                                 source=I.Ref.this()),)


def _eye(solve, caster: str, spell: str, extra: str = "") -> object:  # type: ignore[no-untyped-def]
    out = solve(f"""
        name: Kraken's Eye
        battlefield:
          - {{card: Kraken's Eye}}
        hand: {{{caster}: [{spell}]}}
        library: {{Alice: [Island, Island, Island], Bob: [Island, Island, Island]}}
        actions:
          - {{cast: {spell}, by: {caster}, choices: {{may: yes, scry: top}}{extra}}}
    """)
    assert out.passed, out.failures
    return out.game


def test_603_2_an_opponents_blue_spell_triggers_kraken_s_eye(solve) -> None:
    """Bob casts Opt (blue): Alice's Kraken's Eye triggers; she gains 1 life."""
    game = _eye(solve, "Bob", "Opt")
    assert game.state.players[0].life == 21 and game.state.players[1].life == 20


def test_603_2_its_controllers_own_blue_spell_triggers_it_too(solve) -> None:
    game = _eye(solve, "Alice", "Opt")
    assert game.state.players[0].life == 21


def test_603_2_a_spell_of_another_color_doesnt(solve) -> None:
    """Lightning Bolt is red: no trigger (Bob's Bolt to Alice's face: 17)."""
    game = _eye(solve, "Bob", "Lightning Bolt", ", targets: [Alice]")
    assert game.state.players[0].life == 17


def test_118_12_iron_star_pays_1_to_gain_1_life(solve) -> None:
    """Iron Star: Bob casts Lightning Bolt at Alice; Alice pays {1} with
    her Mountain as the trigger resolves (it resolves first, above the Bolt): 20 + 1 - 3."""
    out = solve("""
        name: Iron Star
        battlefield:
          - {card: Iron Star}
          - {card: Mountain, as: m}
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], choices: {pay: yes}}
        expect:
          player Alice: {life: 18}
          m: {tapped: true}
    """)
    assert out.passed, out.failures


def test_118_3_iron_star_without_mana_gains_nothing(solve) -> None:
    out = solve("""
        name: Iron Star, no mana
        battlefield:
          - {card: Iron Star}
        hand: {Bob: [Lightning Bolt]}
        library: {Alice: [Island], Bob: [Island]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], choices: {pay: yes}}
        expect:
          player Alice: {life: 17}
    """)
    assert out.passed, out.failures


def test_603_2_an_opponent_casts_not_its_controller(solve) -> None:
    """Taurean Mauler (2/2): Bob's spell puts a counter on it, Alice's own doesn't."""
    out = solve("""
        name: Taurean Mauler
        battlefield:
          - {card: Taurean Mauler, as: mauler}
        hand: {Alice: [Opt], Bob: [Opt]}
        library: {Alice: [Island, Island], Bob: [Island, Island]}
        actions:
          - {cast: Opt, by: Alice, choices: {may: yes, scry: top}}
          - {cast: Opt, by: Bob, choices: {may: yes, scry: top}}
        expect:
          mauler: {power: 3, toughness: 3}
    """)
    assert out.passed, out.failures
