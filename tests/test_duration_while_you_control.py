"""611.2b: "for as long as you control this creature" (Mind Flayer: "When this creature
enters, gain control of target creature for as long as you control this creature."). The
effect lasts while its controller controls its source; it ends for good when the source
leaves, phases out (702.26b) or changes control, and never begins if the source is gone or
no longer yours as the ability resolves. 207.2d: the flavor word before the dash has no
rules meaning."""

from __future__ import annotations

import pytest

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import TriggeredAbility
from arbiter.state.effects import WHILE_SOURCE, WHILE_YOU_CONTROL_SOURCE

_FLAYER_ENTERS = """
    name: {name}
    battlefield:
      - {{card: Grizzly Bears, controller: Bob, as: bears}}
    hand: {{Alice: [{{card: Mind Flayer, as: flayer}}], Bob: [{bob_hand}]}}
    library: {{Alice: [Island, Island], Bob: [Island, Island]}}
    choices: [bears]
    actions:
      - {{cast: flayer, by: Alice{cast_more}}}
{actions}
    expect:
{expect}
"""


def _play(solve, name: str, actions: str, expect: str, bob_hand: str = "",
          cast_more: str = ""):
    return solve(_FLAYER_ENTERS.format(name=name, bob_hand=bob_hand, cast_more=cast_more,
                                       actions=actions, expect=expect))


def test_611_2b_mind_flayer_takes_control_while_you_control_it(solve) -> None:
    out = _play(solve, "flayer", "", "      bears: {controller: Alice}")
    assert out.passed, out.failures


def test_611_2b_the_effect_ends_when_the_source_leaves(solve) -> None:
    """Bob kills the Flayer with Murder: Alice no longer controls it, the Bears return."""
    out = _play(solve, "flayer dies",
                "      - {pass: {to: end}}\n"
                "      - {cast: Murder, by: Bob, targets: [flayer]}",
                "      bears: {controller: Bob}\n      flayer: {zone: graveyard}",
                bob_hand="Murder")
    assert out.passed, out.failures


_TREASON = ("      - {pass: next_turn}\n"
            "      - {pass: {to: precombat_main}}\n"
            "      - {cast: Act of Treason, by: Bob, targets: [flayer]}")


def test_611_2b_losing_control_of_the_source_ends_it(solve) -> None:
    """Bob, on his turn, takes the Flayer with Act of Treason: Alice no longer controls it,
    so the Bears go back to Bob at once."""
    out = _play(solve, "flayer stolen", _TREASON,
                "      flayer: {controller: Bob}\n      bears: {controller: Bob}",
                bob_hand="Act of Treason")
    assert out.passed, out.failures


def test_611_2b_an_ended_duration_doesnt_begin_again(solve) -> None:
    """At the end of that turn Alice gets the Flayer back (514.2), but the ended effect
    doesn't begin again: the Bears stay Bob's."""
    out = _play(solve, "flayer back", _TREASON + "\n      - {pass: next_turn}",
                "      flayer: {controller: Alice}\n      bears: {controller: Bob}",
                bob_hand="Act of Treason")
    assert out.passed, out.failures


def test_611_2b_the_duration_never_begins_if_the_source_is_gone(solve) -> None:
    """With the enters trigger on the stack, Bob kills the Flayer in response: as the
    trigger resolves Alice doesn't control the Flayer, so the effect does nothing."""
    out = _play(solve, "flayer never",
                "      - {cast: Murder, by: Bob, targets: [flayer]}",
                "      bears: {controller: Bob}\n      flayer: {zone: graveyard}",
                bob_hand="Murder", cast_more=", respond: true}\n      - {resolve: 1")
    assert out.passed, out.failures


def test_702_26b_phasing_out_the_source_ends_it_for_good(solve) -> None:
    """Bob's Mind Flayer holds Alice's Bears; Alice's Spectral Adversary phases the Flayer
    out: the effect ends. When the Flayer phases in on Bob's next turn (702.26c), the Bears
    stay Alice's."""
    out = solve("""
        name: flayer phased
        battlefield:
          - {card: Island, controller: Alice}
          - {card: Island, controller: Alice}
          - {card: Island, controller: Alice}
          - {card: Island, controller: Alice}
          - {card: Grizzly Bears, as: bears}
        hand: {Alice: [{card: Spectral Adversary, as: adversary}], Bob: [Mind Flayer]}
        players: [Alice, Bob]
        library: {Alice: [Opt, Opt, Opt], Bob: [Opt, Opt, Opt]}
        choices: [bears, 1, Mind Flayer]
        actions:
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
          - {cast: Mind Flayer, by: Bob}
          - {cast: Spectral Adversary, by: Alice, pay: true}
          - {pass: next_turn}
          - {pass: next_turn}
          - {pass: {to: precombat_main}}
        expect:
          Mind Flayer: {zone: battlefield, phased_out: false, controller: Bob}
          bears: {controller: Alice}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line, duration", [
    ("Dominate Monster — When this creature enters, gain control of target creature for as "
     "long as you control this creature.", WHILE_YOU_CONTROL_SOURCE),
    ("When this creature enters, gain control of target creature for as long as you control "
     "this creature.", WHILE_YOU_CONTROL_SOURCE),
    ("When this creature enters, gain control of target creature for as long as this "
     "creature remains on the battlefield.", WHILE_SOURCE),
])
def test_611_2b_gain_control_duration_lines(line: str, duration: str) -> None:
    (ab,) = compile_line(line, "Test Card")
    assert isinstance(ab, TriggeredAbility)
    (effect,) = ab.instructions
    assert effect.duration == duration
