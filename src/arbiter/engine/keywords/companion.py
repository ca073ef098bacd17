"""702.139 Companion: a keyword ability that functions outside the game.

- 103.2b / 702.139a: before the game begins, a player may reveal one card they own from
  outside the game (their sideboard, 400.11a) with a companion ability whose condition is
  fulfilled by their starting deck; the card stays outside the game (`reveal_companions`).
- 702.139b: "your starting deck" is the deck after sideboard cards are set aside (103.2a):
  the cards put into the library as the game is set up, before any is drawn. Each condition
  is judged on those cards' characteristics in the library (`Game.chars`: a split card's
  combined mana cost, 709.4; a modal double-faced card's front face, 712.8a).
- 116.2g / 702.139a: once during the game, any time they have priority and the stack is
  empty during a main phase of their turn, the player who revealed a companion may pay {3}
  and put that card into their hand: a special action (no stack) (`companion_actions`,
  `take_companion`). 702.139c: the card then remains in the game until it ends.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from arbiter.cards.mana import ManaCost
from arbiter.engine.casting.spells import sorcery_timing_ok
from arbiter.engine.turn.priority import affordable
from arbiter.errors import ArbiterError, IllegalActionError
from arbiter.rules.abilities import KeywordAbility
from arbiter.rules.deck_conditions import COMPANION, DeckCondition

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from arbiter.engine.game import Game
    from arbiter.rules.catalog import CardCatalog
    from arbiter.rules.characteristics import Characteristics

#: 116.2g: the cost of the special action.
COST = "{3}"
#: 110.4: the permanent types (a "permanent card" has one of them).
_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land",
                              "planeswalker"})


class CompanionError(ArbiterError):
    """A companion that can't be revealed as the game is set up (103.2b)."""


def companion_condition(catalog: CardCatalog, name: str) -> DeckCondition | None:
    """The condition of the card's companion ability (None: the card has none read)."""
    record = catalog.record(name)
    for ab in catalog.abilities(record.name, 0):
        if isinstance(ab, KeywordAbility) and ab.keyword == COMPANION and ab.extra:
            found = ab.extra[0]
            if isinstance(found, DeckCondition):
                return found
    return None


def _among(cond: DeckCondition, ch: Characteristics) -> bool:
    types = {t.lower() for t in ch.types}
    if cond.among == "permanent":
        return bool(types & _PERMANENT_TYPES)
    if cond.among == "nonland":
        return "land" not in types
    if cond.among == "creature":
        return "creature" in types
    return True


def _each(cond: DeckCondition, ch: Characteristics) -> bool:
    """A test about one card of the deck."""
    if cond.test == "mana_value_at_most":
        return ch.mana_value <= cond.value
    if cond.test == "mana_value_at_least":
        return ch.mana_value >= cond.value
    if cond.test in ("even_mana_value", "odd_mana_value"):
        return ch.mana_value % 2 == (0 if cond.test == "even_mana_value" else 1)
    if cond.test == "no_repeated_mana_symbol":
        symbols = ch.mana_cost.symbols if ch.mana_cost is not None else ()
        return all(n <= 1 for n in Counter(symbols).values())
    if cond.test == "subtype_among":
        return any(ch.has_subtype(s) for s in cond.subtypes)
    return True


def fulfilled(cond: DeckCondition, cards: Sequence[Characteristics]) -> bool:
    """702.139a: whether a starting deck (its cards' characteristics) fulfills the
    condition."""
    chosen = [ch for ch in cards if _among(cond, ch)]
    if cond.test == "different_names":
        names = [ch.name for ch in chosen]
        return len(names) == len(set(names))
    if cond.test == "shared_card_type":
        # "Each nonland card ... shares a card type": one card type all of them have.
        if not chosen:
            return True
        common = set.intersection(*({t.lower() for t in ch.types} for ch in chosen))
        return bool(common)
    return all(_each(cond, ch) for ch in chosen)


def starting_deck_fulfills(game: Game, player: int, name: str) -> bool:
    """702.139a-b: the condition of `name`'s companion ability against the cards the player
    owns in their library now (called as the game is set up, before any card is drawn)."""
    cond = companion_condition(game.catalog, name)
    if cond is None:
        raise CompanionError(f"{name} has no companion ability Arbiter reads (702.139a)")
    chars = game.all_layers().chars
    deck = [chars[o] for o in game.state.zone_list("library", player)]
    return fulfilled(cond, deck)


def reveal_companions(game: Game, companions: Mapping[int, str | None]) -> None:
    """103.2b: each player who wishes reveals one card with a companion ability from their
    sideboard, only if their starting deck fulfills its condition; otherwise the game isn't
    set up (CompanionError saying why)."""
    for player, name in companions.items():
        if name is None:
            continue
        p = game.state.players[player]
        record = game.catalog.record(name)
        if record.name not in p.sideboard:
            raise CompanionError(
                f"{p.name}'s companion {record.name} must be a card they own from outside "
                "the game, in their sideboard (702.139a, 400.11a)")
        if not starting_deck_fulfills(game, player, record.name):
            raise CompanionError(
                f"{p.name}'s starting deck doesn't fulfill the condition of {record.name}'s "
                f"companion ability (103.2b, 702.139a)")
        p.companion = record.name
        game.log(f"{p.name} reveals {record.name} as their companion (103.2b)")


def companion_actions(game: Game, player: int) -> list[tuple[str, str]]:
    """116.2g: (label, card) for the special action, if the player may take it now: they
    revealed a companion, haven't taken this action yet this game, it's a main phase of
    their turn with an empty stack (they have priority: this is asked then), and they can
    pay {3}."""

    p = game.state.players[player]
    if p.companion is None or p.companion_taken or p.companion not in p.sideboard:
        return []
    if not sorcery_timing_ok(game, player) or not affordable(game, player, ManaCost.of(COST)):
        return []
    return [(f"pay {COST}: put companion {p.companion} into your hand", p.companion)]


def take_companion(game: Game, player: int) -> None:
    """116.2g / 702.139a: pay {3} and put the companion from outside the game into the
    player's hand. An illegal attempt raises and changes nothing."""
    from arbiter.engine.casting.total_cost import pay
    from arbiter.engine.turn.player_actions import choose_payment

    if not companion_actions(game, player):
        raise IllegalActionError(
            "a companion can be put into your hand only once a game, for {3}, with an "
            "empty stack during a main phase of your turn (116.2g, 702.139a)")
    p = game.state.players[player]
    name = p.companion
    assert name is not None
    cost = ManaCost.of(COST)
    plan = choose_payment(game, player, cost)
    pay(game, player, cost, plan)
    p.sideboard.remove(name)
    p.companion_taken = True
    # 702.139c / 400.11b: brought into the game, it remains until the game ends.
    game.state.add_object({"owner": player, "controller": player, "card": name}, "hand")
    game.log(f"{p.name} pays {COST} and puts their companion {name} into their hand "
             "(116.2g)")


__all__ = ["COST", "CompanionError", "companion_actions", "companion_condition", "fulfilled",
           "reveal_companions", "starting_deck_fulfills", "take_companion"]
