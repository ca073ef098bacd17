"""615.1 / 615.5 / 615.12: a permanent's prevention of damage to itself with counters as the
rest of the effect: Rock Hydra ("For each 1 damage that would be dealt to this creature, if
it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage."),
Phantom Centaur, Phyrexian Hydra; with damage that can't be prevented the counters still go
(615.12: the effect applies, prevents nothing, and its additional effect happens)."""

from __future__ import annotations

import pytest
from conftest import obj_id

from arbiter.compiler.lines import compile_text
from arbiter.rules.self_prevention import PREVENT_DAMAGE_TO_SELF


def _hit(board, card: str, counters: str, spell: str):  # type: ignore[no-untyped-def]
    return board(f"""
        name: {card}
        battlefield: [{{card: {card}, controller: Bob, as: it, counters: {{{counters}}}}}]
        hand: {{Alice: [{spell}]}}
        actions:
          - {{cast: {spell}, targets: [it]}}
    """)


def test_615_1_rock_hydra_pays_a_counter_for_each_damage(board) -> None:
    """Rock Hydra with three +1/+1 counters, Shocked: 2 counters removed, 2 prevented; a 1/1
    with no damage."""
    game = _hit(board, "Rock Hydra", "+1/+1: 3", "Shock")
    hydra = obj_id(game, "it")
    assert game.obj(hydra).counters.get("+1/+1") == 1
    assert game.obj(hydra).damage == 0 and game.obj(hydra).zone == "battlefield"


def test_615_1_rock_hydra_runs_out_of_counters(board) -> None:
    """One counter, Lightning Bolt: 1 prevented (the counter goes), 2 dealt: it dies."""
    game = _hit(board, "Rock Hydra", "+1/+1: 1", "Lightning Bolt")
    assert game.obj(obj_id(game, "it")).zone == "graveyard"


def test_615_12_rock_hydra_unpreventable_damage_still_costs_counters(board) -> None:
    """Pinpoint Avalanche (4, can't be prevented) at Rock Hydra with five counters: none
    prevented, yet four counters are removed (615.12): a 1/1 with 4 damage, it dies."""
    game = _hit(board, "Rock Hydra", "+1/+1: 5", "Pinpoint Avalanche")
    assert game.obj(obj_id(game, "it")).zone == "graveyard"


def test_615_5_phantom_centaur_prevents_and_loses_one_counter(board) -> None:
    """Phantom Centaur enters with three +1/+1 counters; Lightning Bolt: prevented, one
    counter removed."""
    game = _hit(board, "Phantom Centaur", "", "Lightning Bolt")
    centaur = obj_id(game, "it")
    assert game.obj(centaur).counters.get("+1/+1") == 2 and game.obj(centaur).damage == 0


def test_615_5_phyrexian_hydra_counters_for_damage_prevented(board) -> None:
    game = _hit(board, "Phyrexian Hydra", "", "Lightning Bolt")
    hydra = obj_id(game, "it")
    assert game.obj(hydra).counters.get("-1/-1") == 3 and game.obj(hydra).damage == 0
    assert (game.chars(hydra).power, game.chars(hydra).toughness) == (4, 4)


@pytest.mark.parametrize("text,card", [
    ("For each 1 damage that would be dealt to this creature, if it has a +1/+1 counter on "
     "it, remove a +1/+1 counter from it and prevent that 1 damage.", "Rock Hydra"),
    ("If damage would be dealt to this creature, prevent that damage and remove that many "
     "+1/+1 counters from it.", "Protean Hydra"),
    ("If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent "
     "that damage and remove a +1/+1 counter from it.", "Oathsworn Knight"),
    ("If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter "
     "from this creature.", "Phantom Centaur"),
    ("If damage would be dealt to this creature, prevent that damage. Put a -1/-1 counter on "
     "this creature for each 1 damage prevented this way.", "Phyrexian Hydra"),
    ("If this creature would be dealt damage, prevent that damage and remove a +1/+1 counter "
     "from it.", "Unbreathing Horde"),
])
def test_615_1_self_prevention_oracle_lines(text: str, card: str) -> None:
    [ability] = compile_text(text, card, False)
    [part] = ability.effects[0].parts
    assert part.rule == PREVENT_DAMAGE_TO_SELF
