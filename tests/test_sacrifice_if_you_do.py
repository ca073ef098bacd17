"""608.2c: "Sacrifice an artifact. If you do, ..." — the instruction after "If you do"
happens only if an artifact was sacrificed as the ability resolved: Gearbane Orangutan's
second mode ("Sacrifice an artifact. If you do, put two +1/+1 counters on this creature."),
and the same sentences in Daretti, Scrap Savant's loyalty ability (606)."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.engine.keyword_actions.sacrifice_choice import SacrificeChosen
from arbiter.rules import instructions as I
from arbiter.rules.abilities import ActivatedAbility


def test_608_2c_daretti_minus_two_reads_sacrifice_then_if_you_do() -> None:
    (ab,) = compile_line("[−2]: Sacrifice an artifact. If you do, return target artifact card "
                         "from your graveyard to the battlefield.", "Daretti, Scrap Savant")
    assert isinstance(ab, ActivatedAbility) and ab.loyalty == -2
    sac, if_did = ab.instructions
    assert isinstance(sac, SacrificeChosen) and sac.who == "you"
    assert isinstance(if_did, I.IfDid)
    assert isinstance(if_did.then[0], I.ReturnToBattlefield)


def _enter(solve, extra: str):  # type: ignore[no-untyped-def]
    return solve(f"""
        name: gearbane orangutan
        battlefield: [{{card: Island}}{extra}]
        actions:
          - enter: {{card: Gearbane Orangutan, as: ape}}
            choices: {{mode: 2}}
    """).game


def _ape(game):  # type: ignore[no-untyped-def]
    return next(o for o in game.state.objects.values()
                if o.alias == "ape" and not o.zone.startswith("left:"))


def test_608_2c_gearbane_orangutan_sacrifices_an_artifact_and_grows(solve) -> None:
    game = _enter(solve, ", {card: Ornithopter, as: thopter}")
    thopter = next(o for o in game.state.objects.values() if o.alias == "thopter"
                   and not o.zone.startswith("left:"))
    assert thopter.zone == "graveyard"
    ape = _ape(game)
    assert ape.counters == {"+1/+1": 2}


def test_608_2c_gearbane_orangutan_without_an_artifact_gets_nothing(solve) -> None:
    game = _enter(solve, "")
    assert _ape(game).counters == {}
