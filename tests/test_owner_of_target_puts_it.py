"""401.4: "The owner of target spell or nonland permanent puts it on their choice of the top or
bottom of their library." (Sudden Setback, Run Ashore, Riverwalk Technique, Endless Detour,
Moonsnare Prototype): the owner of the target chooses top or bottom and the object goes
there, a spell leaving the stack (it doesn't resolve). Played through the engine."""

from __future__ import annotations

import pytest

BOB = 1


def _names(game, zone: str, player: int) -> list[str]:
    game.use_aliases = False  # card names, not the scenario's aliases
    return [game.name_of(o) for o in game.state.zone_list(zone, player)]


@pytest.mark.parametrize("position", ["top", "bottom"])
def test_401_4_sudden_setback_on_a_permanent_its_owner_chooses(solve, position) -> None:
    """Alice's Sudden Setback on Bob's Grizzly Bears: Bob puts it on the top or bottom of
    his library, as he chooses."""
    out = solve(f"""
        name: sudden setback {position}
        battlefield: [{{card: Grizzly Bears, as: bears, controller: Bob}}]
        hand: {{Alice: [Sudden Setback]}}
        library: {{Alice: [Island], Bob: [Mountain, Forest]}}
        actions:
          - {{cast: Sudden Setback, targets: [bears], choices: {{position: {position}}}}}
        expect:
          bears: {{zone: library}}
    """, name=f"{position}.yaml")
    assert out.passed, out.failures
    library = _names(out.game, "library", BOB)
    assert len(library) == 3
    assert library[0 if position == "top" else -1] == "Grizzly Bears"


def test_401_4_sudden_setback_on_a_spell_it_never_resolves(solve) -> None:
    """Bob casts Lightning Bolt at Alice; Alice responds with Sudden Setback on the Bolt: it
    goes to Bob's library (on top, his choice) and deals no damage."""
    out = solve("""
        name: sudden setback spell
        hand: {Alice: [Sudden Setback], Bob: [{card: Lightning Bolt, as: bolt}]}
        library: {Alice: [Island], Bob: [Mountain]}
        actions:
          - {cast: Lightning Bolt, by: Bob, targets: [Alice], respond: true}
          - {cast: Sudden Setback, targets: [bolt], choices: {position: top}}
        expect:
          bolt: {zone: library}
          player Alice: {life: 20}
    """)
    assert out.passed, out.failures
    assert _names(out.game, "library", BOB)[0] == "Lightning Bolt"
