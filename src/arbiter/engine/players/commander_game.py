"""903: a Commander game made by `Game.new(commanders=...)`, from its decks to its first turn.

- 903.3 / 702.124: each player's commanders are cards that may be designated so
  (`engine.players.commander_designation`); every player of a Commander game has one, or
  two as a partner ability allows.
- 903.5a: each deck holds exactly 100 cards, its commanders included (the deck given to
  `Game.new` is the rest: 99 cards, or 98 with two commanders).
- 903.5b: other than basic lands, each card has a different English name. 100.2a: a card
  that says "A deck can have any number of cards named ~." is an exception (read from its
  text, `rules.deck_rules.AnyNumberInDeck`); a card that sets a number of its own ("up to
  seven cards named ...") is a rule Arbiter doesn't read: a deck with two of it is refused
  naming that text, never judged by a guess.
- 903.5c: every color in a card's color identity is in its commander's (903.4,
  `cards.color_identity`; 702.124c: two commanders' combined identity). 903.4b: a commander
  whose color is chosen before the game can't be judged: refused naming its text.
- 903.5d: a card with a basic land type may be in the deck only if each color of mana it
  could produce is in the commander's color identity: a basic land type's intrinsic mana
  ability (305.6) produces its color.
- 903.5e: Commander games use no sideboards.
- 903.6: each player's commanders start in the command zone, face up, designated (903.3);
  the rest of the deck is shuffled into the library.
- 903.7 / 103.4c: each player's life total, and starting life total, is 40.

The commander tax (903.8), the command zone choices (903.9) and 21 combat damage (903.10a,
704.6c) are `engine.players.commander`'s.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from arbiter.cards.color_identity import chooses_color, color_identity
from arbiter.engine.players.commander_designation import designation_problem
from arbiter.errors import ArbiterError
from arbiter.rules.deck_rules import AnyNumberInDeck

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arbiter.engine.game import Game
    from arbiter.rules.catalog import CardCatalog

#: 903.5a: the size of a Commander deck, its commanders included.
DECK_SIZE = 100
#: 903.7, 103.4c: each player's starting life total in a Commander game.
STARTING_LIFE = 40
#: 305.6: the color of mana each basic land type's intrinsic ability produces.
_BASIC_TYPE_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R",
                     "Forest": "G"}


class CommanderDeckError(ArbiterError):
    """A deck or commander a Commander game can't be played with (903.3, 903.5)."""


def deck_problems(catalog: CardCatalog, player: str, commanders: Sequence[str],
                  deck: Sequence[str]) -> list[str]:
    """Why `deck` with `commanders` isn't a Commander deck (903.3, 903.5a-d); empty: it is."""
    names = [catalog.record(n).name for n in commanders]
    if not names:
        return [f"{player} has no commander: every player of a Commander game has one (903.3)"]
    if problem := designation_problem(catalog, names):
        return [f"{player}'s commanders: {problem}"]
    out = []
    total = len(names) + len(deck)
    if total != DECK_SIZE:
        out.append(f"{player}'s deck holds {total} cards with its commander"
                   f"{'s' if len(names) > 1 else ''}; a Commander deck holds exactly "
                   f"{DECK_SIZE} (903.5a)")
    identity: set[str] = set()
    for name in names:
        record = catalog.record(name)
        if chooses_color(record):
            raise CommanderDeckError(f"{player}'s commander {name}: its color is chosen "
                                     "before the game (903.4b), which Arbiter doesn't carry "
                                     "out")
        identity |= color_identity(record)
    counts = Counter(catalog.record(n).name for n in [*names, *deck])
    for name, n in counts.items():
        record = catalog.record(name)
        face = record.faces[0]
        if n > 1 and not ("Basic" in face.supertypes and "Land" in face.types) \
                and not _any_number(catalog, name):
            if "cards named" in (face.oracle_text or ""):
                raise CommanderDeckError(
                    f"{player}'s deck holds {n} {name}: its own limit on copies "
                    f"({face.oracle_text!r}) is a rule Arbiter doesn't read (100.2a)")
            out.append(f"{player}'s deck holds {n} cards named {name}: other than basic "
                       "lands, each card of a Commander deck has a different name (903.5b)")
        if extra := color_identity(record) - identity:
            out.append(f"{player}'s deck holds {name}, whose color identity "
                       f"({_colors(extra)}) isn't in its commander's ({_colors(identity)}) "
                       "(903.5c)")
            continue
        produced = {_BASIC_TYPE_COLOR[t] for f in record.faces for t in f.subtypes
                    if t in _BASIC_TYPE_COLOR}
        if extra := produced - identity:
            out.append(f"{player}'s deck holds {name}, a land with a basic land type that "
                       f"could produce {_colors(extra)} mana, outside its commander's color "
                       f"identity ({_colors(identity)}) (903.5d)")
    return out


def _any_number(catalog: CardCatalog, name: str) -> bool:
    """100.2a: "A deck can have any number of cards named ~.", read from the card's text."""
    return any(isinstance(a, AnyNumberInDeck) for a in catalog.abilities(name, 0))


def _colors(colors: set[str] | frozenset[str]) -> str:
    return "".join(c for c in "WUBRG" if c in colors) or "colorless"


def start_commander_game(game: Game, commanders: Sequence[Sequence[str]],
                         decks: Sequence[Sequence[str]],
                         sideboards: Sequence[Sequence[str]] | None,
                         companions: Sequence[str | None] | None) -> None:
    """903.5-903.7: check each player's deck, put their commanders into the command zone
    (903.6: before the library is shuffled and the hands drawn) and set every player's life
    and starting life to 40 (103.4c). `decks`: the decks given to `Game.new`, without the
    commanders. A player's cards outside the game may be their companion alone (103.2b)."""
    players = game.state.players
    if len(commanders) != len(players):
        raise CommanderDeckError(f"a Commander game needs every player's commanders: "
                                 f"{len(players)} players, {len(commanders)} lists")
    for p, cards in enumerate(sideboards or ()):
        companion = companions[p] if companions and p < len(companions) else None
        if [c for c in cards if companion is None or
                game.catalog.record(c).name != game.catalog.record(companion).name]:
            raise CommanderDeckError(f"{players[p].name} has a sideboard: Commander games use "
                                     "none (903.5e; a companion alone is outside the game)")
    problems = [p for i, names in enumerate(commanders)
                for p in deck_problems(game.catalog, players[i].name, names, decks[i])]
    if problems:
        raise CommanderDeckError("not a Commander game: " + "; ".join(problems))
    for p, names in enumerate(commanders):
        for name in names:
            card = game.catalog.record(name).name
            obj = game.state.add_object({"owner": p, "controller": p, "card": card},
                                        "command")
            obj.commander = f"{p}:{card}"  # 903.3, 903.6
        players[p].life = players[p].starting_life = STARTING_LIFE  # 903.7, 103.4c


__all__ = ["DECK_SIZE", "STARTING_LIFE", "CommanderDeckError", "deck_problems",
           "start_commander_game"]
