"""702.117 surge: "You may pay [cost] rather than pay this spell's mana cost as you cast this
spell if you or one of your teammates has cast another spell this turn." Cast through the
real engine (601.2b, 601.2f-h: an alternative cost, paid with real mana from lands), and
"if its surge cost was paid" judged on the spell and the permanent it becomes."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line

_LANDS = """
          - {card: Mountain, as: m1}
          - {card: Mountain, as: m2}
          - {card: Mountain, as: m3}
          - {card: Mountain, as: m4}"""


def test_702_117a_surge_after_another_spell(solve) -> None:
    """Alice casts Lightning Bolt (one Mountain), then Reckless Bushwhacker for its surge
    cost {1}{R} (two more): three Mountains tapped, one untapped. It entered surged: the
    other creature (Grizzly Bears) gets +1/+0 and haste."""
    out = solve(f"""
        name: surge
        battlefield:{_LANDS}
          - {{card: Grizzly Bears, as: bears, summoning_sick: true}}
        hand: {{Alice: [Lightning Bolt, {{card: Reckless Bushwhacker, as: rb}}]}}
        actions:
          - {{cast: Lightning Bolt, targets: [Bob], pay: true}}
          - {{cast: Reckless Bushwhacker, alternative: surge, pay: true}}
        expect:
          rb: {{zone: battlefield, power: 2}}
          bears: {{power: 3, toughness: 2, has: [Haste]}}
          player Bob: {{life: 17}}
    """)
    assert out.passed, out.failures
    tapped = [o for o in out.game.state.battlefield()
              if out.game.chars(o).name == "Mountain" and out.game.obj(o).tapped]
    assert len(tapped) == 3


def test_702_117a_surge_refused_without_another_spell(solve) -> None:
    """No spell cast this turn: casting for the surge cost is refused and nothing changes;
    cast for its mana cost ({2}{R}), it isn't surged and its trigger does nothing."""
    out = solve(f"""
        name: surge refused
        battlefield:{_LANDS}
          - {{card: Grizzly Bears, as: bears}}
        hand: {{Alice: [{{card: Reckless Bushwhacker, as: rb}}]}}
        actions:
          - {{cast: Reckless Bushwhacker, alternative: surge, pay: true, refused: "702.117a"}}
          - {{cast: Reckless Bushwhacker, pay: true}}
        expect:
          rb: {{zone: battlefield}}
          bears: {{power: 2, lacks: [Haste]}}
    """)
    assert out.passed, out.failures
    tapped = [o for o in out.game.state.battlefield()
              if out.game.chars(o).name == "Mountain" and out.game.obj(o).tapped]
    assert len(tapped) == 3


def test_702_117a_an_opponents_spell_doesnt_count(solve) -> None:
    """Bob casting Shock this turn doesn't let Alice surge (you or a teammate)."""
    out = solve(f"""
        name: surge opponent
        battlefield:{_LANDS}
        hand: {{Alice: [Reckless Bushwhacker], Bob: [Shock]}}
        actions:
          - {{cast: Shock, by: Bob, targets: [Alice]}}
          - {{cast: Reckless Bushwhacker, alternative: surge, refused: "702.117a"}}
        expect:
          Reckless Bushwhacker: {{zone: hand}}
    """)
    assert out.passed, out.failures


def test_702_117a_surge_offered_among_legal_actions_only_after_a_spell(board) -> None:
    """The API offers "for its surge cost" only once Alice has cast another spell."""
    game = board(f"""
        name: surge offered
        battlefield:{_LANDS}
        hand: {{Alice: [Lightning Bolt, Reckless Bushwhacker]}}
    """)

    def surge_offered() -> bool:
        return any("surge cost" in a.label for a in game.legal_actions())

    assert not surge_offered()
    (bolt,) = [a for a in game.legal_actions() if a.label.startswith("cast Lightning Bolt")]
    game.apply(bolt)
    while game.state.stack_items or not surge_offered():
        acts = game.legal_actions()
        target = [a for a in acts if "Bob" in a.label]
        pay = [a for a in acts if a.label.startswith("pay")]
        game.apply((target or pay or [a for a in acts if a.label.startswith("pass")]
                    or acts)[0])
        if game.state.turn.step != "precombat_main":
            break
    assert surge_offered()


def test_702_117a_spell_asks_if_its_surge_cost_was_paid(solve) -> None:
    """Crush of Tentacles: cast for its surge cost after a Bolt, it makes an 8/8 Octopus;
    for its mana cost, no Octopus."""
    out = solve("""
        name: crush surged
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Lightning Bolt, Crush of Tentacles]}
        actions:
          - {cast: Lightning Bolt, targets: [Bob]}
          - {cast: Crush of Tentacles, alternative: surge}
        expect:
          bears: {zone: hand}
          Octopus Token: {power: 8, toughness: 8}
    """)
    assert out.passed, out.failures
    out = solve("""
        name: crush normal
        battlefield: [{card: Grizzly Bears, as: bears}]
        hand: {Alice: [Crush of Tentacles]}
        actions:
          - {cast: Crush of Tentacles}
        expect:
          bears: {zone: hand}
          Octopus Token: {count: 0}
    """)
    assert out.passed, out.failures


@pytest.mark.parametrize("line", [
    "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast "
    "another spell this turn.)",  # Reckless Bushwhacker
    "Surge {3}{U}{U}",  # Crush of Tentacles
    "Surge {U}",  # Containment Membrane
    "Surge {X}{R}",  # Fall of the Titans
])
def test_702_117a_surge_keyword_lines_are_read(line: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert kw.keyword == "surge" and enforced(kw)
