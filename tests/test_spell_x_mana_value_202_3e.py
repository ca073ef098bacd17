"""202.3e: on the stack, each {X} in a spell's mana cost counts the X announced for it; in
every other zone it counts 0. Fireball ({X}{R}) cast with X = 3 has mana value 4 while it is
on the stack and 1 in the graveyard after it resolves. Before, the layer system gave the card
data's 1 on the stack too, so "counter target spell with mana value 4 or greater" and cascade
judged it wrongly. Played through the public API."""

from __future__ import annotations

from casting_play import kind, labels, pass_until_empty, take

_BOARD = """
    name: fireball x
    battlefield:
      - {card: Mountain, controller: Alice}
      - {card: Mountain, controller: Alice}
      - {card: Mountain, controller: Alice}
      - {card: Mountain, controller: Alice}
    hand: {Alice: [Fireball]}
"""


def test_202_3e_x_counts_on_the_stack_and_not_after(board) -> None:
    game = board(_BOARD)
    take(game, "cast Fireball", "~3")
    while kind(game) != "priority":
        take(game, labels(game)[-1])
    item = game.state.stack_items[0]
    assert item.choices["x"] == 3
    assert game.chars(item.source).mana_value == 4
    pass_until_empty(game)
    card = next(o for o in game.state.objects.values()
                if game.name_of(o.id) == "Fireball" and o.zone == "graveyard")
    assert game.chars(card.id).mana_value == 1
