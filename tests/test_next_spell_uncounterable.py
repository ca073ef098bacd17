"""601.2i, 701.6a: "The next instant or sorcery spell you cast this turn can't be countered."
(Overmaster): the first instant or sorcery spell its controller casts after it resolved
can't be countered (113.6g: it stays on the stack); a creature spell cast in between doesn't
use it up, and a later instant is countered as usual."""

from __future__ import annotations

from arbiter.compiler.lines import compile_line
from arbiter.rules.abilities import SpellAbility
from arbiter.rules.next_spell import NEXT_UNCOUNTERABLE

_BOARD = """
    name: overmaster
    hand: {Alice: [Overmaster, Grizzly Bears, {card: Lightning Bolt, as: bolt},
                   {card: Lightning Bolt, as: bolt2}],
           Bob: [{card: Counterspell, as: cs}, {card: Counterspell, as: cs2}]}
    library: {Alice: [Island, Island]}
    actions:
      - {cast: Overmaster}
"""


def test_701_6a_the_next_instant_cant_be_countered(board) -> None:
    """Alice's Grizzly Bears (a creature spell) doesn't use it up; her Lightning Bolt can't be
    countered: Bob's Counterspell doesn't stop it (Bob at 17)."""
    game = board(_BOARD + """
      - {cast: Grizzly Bears}
      - {cast: bolt, targets: [Bob], respond: true}
      - {cast: cs, by: Bob, targets: [bolt]}
    """)
    assert game.state.players[1].life == 17


def test_601_2i_a_later_instant_can_be_countered(board) -> None:
    """The first Bolt used it up: the second one is countered (Bob at 17, not 14)."""
    game = board(_BOARD + """
      - {cast: bolt, targets: [Bob]}
      - {cast: bolt2, targets: [Bob], respond: true}
      - {cast: cs2, by: Bob, targets: [bolt2]}
    """)
    assert game.state.players[1].life == 17


def test_601_2i_the_line_reads_a_rules_effect_on_the_next_spell() -> None:
    (ability,) = compile_line("The next creature spell you cast this turn can't be countered.",
                              "Insist", spell=True)
    assert isinstance(ability, SpellAbility)
    (effect,) = ability.instructions
    (part,) = effect.parts
    assert part.rule == NEXT_UNCOUNTERABLE and effect.affected is None and effect.rules_only
