"""Collect evidence (701.59), played through the real engine: cards exiled from the
player's graveyard with total mana value N or greater, as an effect ("you may collect
evidence 4. If you do, ...") and as the cost of an activated ability; a player who can't
reach N can't collect evidence (701.59b). With a table of real Oracle lines."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_line
from arbiter.engine.casting.activation import activate
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence
from arbiter.engine.turn.priority import priority_actions
from arbiter.errors import IllegalActionError
from arbiter.rules.abilities import UnsupportedAbility

RESEARCHER = "{T}, Collect evidence 3"


def _spiders(game) -> int:
    return sum(1 for o in game.state.battlefield()
               if game.obj(o).token is not None and "Spider" in game.chars(o).subtypes)


def test_701_59a_collect_evidence_as_an_activation_cost(solve) -> None:
    """Forensic Researcher ({T}, Collect evidence 3: Tap target creature you don't control):
    Alice exiles Shock (1) and Grizzly Bears (2), total 3, and taps Bob's Hill Giant; her
    Forest stays in her graveyard."""
    out = solve("""
        name: collect evidence cost
        battlefield:
          - {card: Forensic Researcher, as: researcher}
          - {card: Hill Giant, as: giant, controller: Bob}
        graveyard: {Alice: [{card: Shock, as: shock}, {card: Grizzly Bears, as: bears},
                            {card: Forest, as: forest}]}
        actions:
          - activate: {card: researcher, ability: "{T}, Collect evidence 3",
                       targets: [giant], choices: {collect_evidence: [shock, bears]}}
        expect:
          shock: {zone: exile}
          bears: {zone: exile}
          forest: {zone: graveyard}
          giant: {tapped: true}
          researcher: {tapped: true}
    """)
    assert out.passed, out.failures
    assert [e.player for e in out.game.events if e.kind == "collects_evidence"] == [0]


def test_701_59a_collect_evidence_cards_below_n_dont_pay(board) -> None:
    """Shock alone (1) isn't evidence 3: the activation is refused and nothing changes."""
    game = board("""
        name: collect evidence short
        battlefield:
          - {card: Forensic Researcher, as: researcher}
          - {card: Hill Giant, as: giant, controller: Bob}
        graveyard: {Alice: [{card: Shock, as: shock}, {card: Grizzly Bears, as: bears}]}
    """)
    shock, giant = obj_id(game, "shock"), obj_id(game, "giant")
    with pytest.raises(IllegalActionError):
        activate(game, obj_id(game, "researcher"), 0, RESEARCHER, [giant],
                 {"collect_evidence": [shock]})
    assert game.obj(shock).zone == "graveyard" and not game.obj(giant).tapped
    assert not game.obj(obj_id(game, "researcher")).tapped


def test_701_59b_collect_evidence_cost_unpayable_is_not_offered(board) -> None:
    """Shock and a Forest (total 1): the ability can't be paid, so it isn't offered (her
    other ability, untapping her Forest, is)."""
    game = board("""
        name: collect evidence unpayable
        battlefield:
          - {card: Forensic Researcher, as: researcher}
          - {card: Forest, tapped: true}
          - {card: Hill Giant, as: giant, controller: Bob}
        graveyard: {Alice: [Shock, Forest]}
    """)
    researcher = obj_id(game, "researcher")
    offered = [a.label for a in priority_actions(game, 0)
               if a.kind == "activate" and a.obj == researcher]
    assert offered and not any("Collect evidence" in label for label in offered)


def test_701_59a_collect_evidence_effect_then_if_you_do(solve) -> None:
    """Izoni enters; Alice collects evidence 4 with Hill Giant (4): two Spider tokens."""
    out = solve("""
        name: collect evidence effect
        hand: {Alice: ["Izoni, Center of the Web"]}
        graveyard: {Alice: [{card: Hill Giant, as: giant}, {card: Shock, as: shock}]}
        actions:
          - {cast: "Izoni, Center of the Web", choices: {may: "yes", collect_evidence: [giant]}}
        expect:
          giant: {zone: exile}
          shock: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _spiders(out.game) == 2


def test_701_59b_cant_collect_evidence_so_if_you_do_is_false(solve) -> None:
    """Only Shock (1) in the graveyard: Alice can't collect evidence 4; no Spiders, and the
    Shock stays."""
    out = solve("""
        name: collect evidence impossible
        hand: {Alice: ["Izoni, Center of the Web"]}
        graveyard: {Alice: [{card: Shock, as: shock}]}
        actions:
          - {cast: "Izoni, Center of the Web", choices: {may: "yes"}}
        expect:
          shock: {zone: graveyard}
    """)
    assert out.passed, out.failures
    assert _spiders(out.game) == 0


def test_701_59a_collect_evidence_when_you_do_triggers_the_reflexive_ability(solve) -> None:
    """Sample Collector attacks; Alice collects evidence 3 with Hill Giant (4): "When you
    do" triggers (603.12) and puts a +1/+1 counter on her Grizzly Bears."""
    out = solve("""
        name: collect evidence reflexive
        battlefield: [{card: Sample Collector, as: collector}, {card: Grizzly Bears, as: bears}]
        graveyard: {Alice: [{card: Hill Giant, as: giant}]}
        actions:
          - attack: [collector]
            choices: {may: "yes", collect_evidence: [giant], target: bears}
        expect:
          giant: {zone: exile}
          bears: {counters: {+1/+1: 1}}
          collector: {counters: {}}
    """)
    assert out.passed, out.failures


def test_701_59b_collect_evidence_when_you_cant_nothing_triggers(solve) -> None:
    """Only a Forest in the graveyard: Alice can't collect evidence 3, so the reflexive
    ability doesn't trigger: no counter."""
    out = solve("""
        name: collect evidence no reflexive
        battlefield: [{card: Sample Collector, as: collector}, {card: Grizzly Bears, as: bears}]
        graveyard: {Alice: [{card: Forest, as: forest}]}
        actions:
          - attack: [collector]
            choices: {may: "yes"}
        expect:
          forest: {zone: graveyard}
          bears: {counters: {}}
          collector: {counters: {}}
    """)
    assert out.passed, out.failures


LINES = [
    ("Izoni, Center of the Web", "Whenever Izoni enters or attacks, you may collect evidence "
     "4. If you do, create two 2/1 black and green Spider creature tokens with menace and "
     "reach.", "effect"),
    ("Evidence Examiner", "At the beginning of combat on your turn, you may collect evidence "
     "4.", "effect"),
    ("Forensic Researcher", "{T}, Collect evidence 3: Tap target creature you don't control.",
     "cost"),
    ("Hedge Whisperer", "{3}{G}, {T}, Collect evidence 4: Target land you control becomes a "
     "5/5 green Plant Boar creature with haste for as long as this creature remains tapped. "
     "It's still a land. Activate only as a sorcery.", "cost"),
    ("Sample Collector", "Whenever this creature attacks, you may collect evidence 3. When "
     "you do, put a +1/+1 counter on target creature you control.", "effect"),
    ("Lamplight Phoenix", "When this creature dies, you may exile it and collect evidence 4. "
     "If you do, return this card to the battlefield tapped.", None),
    ("Deadly Cover-Up", "As an additional cost to cast this spell, you may collect evidence "
     "6.", None),
    ("Incinerator of the Guilty", "Whenever this creature deals combat damage to a player, you "
     "may collect evidence X. When you do, this creature deals X damage to each creature and "
     "planeswalker that player controls.", None),
]


def _instructions(items) -> list:
    out = []
    for i in items:
        out.append(i)
        for name in ("then", "otherwise", "do"):
            out.extend(_instructions(getattr(i, name, ()) or ()))
    return out


@pytest.mark.parametrize(("card", "line", "kind"), LINES)
def test_701_59a_collect_evidence_lines(card: str, line: str, kind: str | None) -> None:
    (ability,) = compile_line(line, card, spell=card == "Deadly Cover-Up",
                              legendary="," in card)
    if kind is None:
        assert isinstance(ability, UnsupportedAbility)
        return
    if kind == "cost":
        assert "CollectEvidenceCost(amount=" in repr(ability.cost)
        return
    assert any(isinstance(i, CollectEvidence) for i in _instructions(ability.instructions))
