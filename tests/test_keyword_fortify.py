"""702.67 fortify: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land
you control. Activate only as a sorcery." Activated through the real engine (602), the
Fortification attached as it resolves (701.3a), what it grants "fortified land" then applying
(613). The two printed Fortifications (Darksteel Garrison, C.A.M.P.) each have a trigger on
the fortified land becoming tapped that Arbiter doesn't read yet, so the board uses a
Fortification token with Darksteel Garrison's other two lines."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import StaticAbility

#: A Fortification with Darksteel Garrison's two lines the engine reads.
_GARRISON = ('{token: {name: Garrison, types: [Artifact], subtypes: [Fortification], '
             'text: "Fortified land has indestructible.\\nFortify {3}"}, as: garrison}')


def test_702_67a_fortify_attaches_to_a_land_you_control(solve) -> None:
    """The Fortification fortifies Alice's Forest: attached, the Forest has indestructible
    ("Fortified land has indestructible.")."""
    out = solve("""
        name: fortify
        battlefield:
          - GARRISON_PLAIN
          - {card: Forest, as: forest}
        actions:
          - {activate: {card: garrison, ability: fortify, targets: [forest]}}
        expect:
          garrison: {attached_to: forest}
          forest: {has: [Indestructible]}
    """.replace("GARRISON_PLAIN", _GARRISON))
    assert out.passed, out.failures


@pytest.mark.parametrize("target,why", [
    ("bears", "isn't a legal target land you control"),  # not a land
    ("bobs", "isn't a legal target land you control"),  # not Alice's
])
def test_702_67a_fortify_only_a_land_you_control(solve, target: str, why: str) -> None:
    out = solve(f"""
        name: fortify illegal
        battlefield:
          - {_GARRISON}
          - {{card: Grizzly Bears, as: bears}}
          - {{card: Forest, as: bobs, controller: Bob}}
        actions:
          - {{activate: {{card: garrison, ability: fortify, targets: [{target}]}},
             refused: "{why}"}}
    """)
    assert out.passed, out.failures


def test_702_67a_fortify_only_as_a_sorcery(solve) -> None:
    out = solve("""
        name: fortify timing
        battlefield:
          - GARRISON_PLAIN
          - {card: Forest, as: forest}
        hand: {Alice: [Lightning Bolt]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob], respond: true}
          - {activate: {card: garrison, ability: fortify, targets: [forest]}, refused: "sorcery"}
    """.replace("GARRISON_PLAIN", _GARRISON))
    assert out.passed, out.failures


def test_702_67a_fortify_keyword_and_fortified_land_lines() -> None:
    (kw,) = parse_keyword_line("Fortify {3} ({3}: Attach to target land you control. Fortify "
                               "only as a sorcery.)")  # Darksteel Garrison, C.A.M.P.
    assert kw.keyword == "fortify" and enforced(kw)
    (ab,) = compile_line("Fortified land has indestructible.", "X")  # Darksteel Garrison
    assert isinstance(ab, StaticAbility)
