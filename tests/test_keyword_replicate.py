"""702.56 replicate played through the real engine: the replicate cost announced any number
of times as the spell is cast (601.2b) and paid with its mana cost (601.2f-h), the trigger
(603.4: only if it was paid) copying the spell once for each payment (707.10), with new
targets for the copies (707.10c)."""

from __future__ import annotations

import pytest

from arbiter.compiler.keywords.enforced import enforced
from arbiter.compiler.keywords.keywords import parse_keyword_line
from arbiter.engine.turn import steps


def test_702_56a_replicate_copies_once_for_each_payment(solve) -> None:
    """Pyromatics with its replicate cost paid twice: three spells, 1 damage each to Bob."""
    out = solve("""
        name: replicate twice
        hand: {Alice: [Pyromatics]}
        actions:
          - {cast: Pyromatics, targets: [Bob], choices: {replicate: 2}, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [it.kind for it in game.state.stack_items] == ["spell", "triggered"]
    steps.resolve_all(game)
    assert game.state.players[1].life == 17


def test_702_56a_replicate_new_targets_for_the_copies(solve) -> None:
    """Shattering Spree replicated once: the copy aims at the second artifact (707.10c)."""
    out = solve("""
        name: replicate new target
        battlefield:
          - {card: Ornithopter, controller: Bob, as: first}
          - {card: Memnite, controller: Bob, as: second}
        hand: {Alice: [Shattering Spree]}
        choices: [second]
        actions:
          - {cast: Shattering Spree, targets: [first], choices: {replicate: 1}}
        expect:
          first: {zone: graveyard}
          second: {zone: graveyard}
    """)
    assert out.passed, out.failures


def test_702_56a_replicate_not_paid_no_trigger(solve) -> None:
    """603.4: no replicate cost paid, the ability doesn't trigger: one Pyromatics."""
    out = solve("""
        name: replicate unpaid
        hand: {Alice: [Pyromatics]}
        actions:
          - {cast: Pyromatics, targets: [Bob], choices: {replicate: 0}, respond: true}
    """)
    assert out.passed, out.failures
    game = out.game
    assert [it.kind for it in game.state.stack_items] == ["spell"]
    steps.resolve_all(game)
    assert game.state.players[1].life == 19


def test_702_56a_replicate_cost_joins_the_total_cost(solve) -> None:
    """601.2f: with four Mountains, Pyromatics ({1}{R}) is paid with its replicate cost
    ({1}{R}) once; announcing it twice ({5}{R}{R}{R} in all) is refused and changes nothing."""
    from arbiter.scenario.errors import ScenarioError

    out = solve("""
        name: replicate paid
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        hand: {Alice: [Pyromatics]}
        actions:
          - {cast: Pyromatics, targets: [Bob], choices: {replicate: 1}, pay: true}
        expect:
          player Bob: {life: 18}
    """)
    assert out.passed, out.failures
    with pytest.raises(ScenarioError, match="can't pay|total cost"):
        solve("""
            name: replicate too much
            battlefield: [Mountain, Mountain, Mountain, Mountain]
            hand: {Alice: [Pyromatics]}
            actions:
              - {cast: Pyromatics, targets: [Bob], choices: {replicate: 2}, pay: true}
        """)


@pytest.mark.parametrize(("line", "param"), [
    ("Replicate {1}{R} (When you cast this spell, copy it for each time you paid its "
     "replicate cost. You may choose new targets for the copies.)", "{1}{R}"),
    ("Replicate {1}{U} (When you cast this spell, copy it for each time you paid its "
     "replicate cost.)", "{1}{U}"),
    ("Replicate {2}{U}{U} (When you cast this spell, copy it for each time you paid its "
     "replicate cost. You may choose new targets for the copies.)", "{2}{U}{U}"),
])
def test_702_56_replicate_keyword_lines_are_read(line: str, param: str) -> None:
    (kw,) = parse_keyword_line(line)
    assert (kw.keyword, kw.param) == ("replicate", param) and enforced(kw)


def test_702_56_replicate_cost_in_words_is_read() -> None:
    """"Replicate—Tap an untapped Horror you control." is an optional additional cost the
    engine pays as it pays a spell's other additional costs (601.2h; the play test is
    `test_keyword_costs_in_words_702_33`)."""
    kws = parse_keyword_line("Replicate—Tap an untapped Horror you control.")
    assert kws is not None and all(enforced(k) for k in kws)
