"""603.2: "Whenever you complete a dungeon" (309.7, 701.49c: Varis, Silverymoon Ranger) and
"Whenever you collect evidence" (701.59a: Surveillance Monitor) trigger on the engine's
events of those actions by the ability's controller."""

from __future__ import annotations

from tests.test_keyword_action_venture import DOOR, MINE, _venture


def test_309_7_completing_a_dungeon_makes_a_wolf(solve) -> None:
    """Alice ventures through Lost Mine of Phandelver to Temple of Dumathoin; once its room
    ability has resolved the dungeon is completed: Varis makes a 2/2 Wolf."""
    game = _venture(solve, f"""  - {DOOR}, choices: {{scry: top}}}}}}
  - {DOOR}, choices: {{room: Goblin Lair}}}}}}
  - {DOOR}, choices: {{room: Storeroom, target: bears}}}}}}
  - {DOOR}}}}}""", also='\n  - {card: "Varis, Silverymoon Ranger"}')
    assert game.state.players[0].completed_dungeons == [MINE]
    wolves = [o for o in game.state.battlefield() if game.name_of(o) == "Wolf Token"]
    assert len(wolves) == 1 and game.chars(wolves[0]).power == 2


def test_309_7_no_wolf_before_the_dungeon_is_completed(solve) -> None:
    game = _venture(solve, f"""  - {DOOR}, choices: {{scry: top}}}}}}
  - {DOOR}, choices: {{room: Goblin Lair}}}}}}""",
                    also='\n  - {card: "Varis, Silverymoon Ranger"}')
    assert not [o for o in game.state.battlefield() if game.name_of(o) == "Wolf Token"]


_MONITOR = """
        name: surveillance monitor
        battlefield:
          - {card: Forensic Researcher, as: researcher}
          - {card: Surveillance Monitor, as: monitor}
          - {card: Hill Giant, as: giant, controller: Bob}
        graveyard: {Alice: [{card: Shock, as: shock}, {card: Grizzly Bears, as: bears}]}
        actions:
"""


def test_701_59a_collecting_evidence_as_a_cost_makes_a_thopter(solve) -> None:
    """Forensic Researcher's cost collects evidence 3 (Shock and the Bears): the Monitor
    makes a 1/1 Thopter."""
    out = solve(_MONITOR + """
          - activate: {card: researcher, ability: "{T}, Collect evidence 3",
                       targets: [giant], choices: {collect_evidence: [shock, bears]}}
        expect:
          Thopter Token: {count: 1, power: 1, toughness: 1}
          giant: {tapped: true}
    """)
    assert out.passed, out.failures


def test_701_59a_no_evidence_collected_no_thopter(solve) -> None:
    """Its other ability (untap another permanent) collects nothing: no Thopter."""
    out = solve(_MONITOR + """
          - activate: {card: researcher, ability: "{T}: Untap", targets: [monitor]}
        expect:
          Thopter Token: {count: 0}
    """)
    assert out.passed, out.failures
