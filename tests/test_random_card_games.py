"""Seeded random-agent games between decks of random cards Arbiter says it reads fully, two and
three players: no exception, and the invariants of `play_game(check=True)` hold after every
action (every card in exactly one zone, no creature with lethal damage after state-based
actions 704.5g, mana pools empty between steps 500.4, ...).

The sample decks' games (`test_random_games.py`) play a few dozen cards; these play whatever
the compiler reads, so a card that reads but can't be carried out (an effect asked with no
options, a cost offered that can't be paid) stops a game here. An action that is legal to
begin but can't be completed is reversed (732.1-732.2) and logged, not an error.

The pool: a seeded shuffle of the bundled database's traditional cards, the first
`POOL` of them, kept when every ability of every face is read. Each player gets 30 of them
(six twice) and 24 basic lands of the deck's colors. Marked `slow`."""

from __future__ import annotations

import random
from functools import cache

import pytest

from arbiter.compiler.coverage import kind_of
from arbiter.compiler.granted_unread import unread_parts
from arbiter.engine.simulate import play_game
from arbiter.rules.catalog import default_catalog
from arbiter.vocab import Color

POOL = 600
MAX_TURNS = 20
_BASICS = {Color.WHITE: "Plains", Color.BLUE: "Island", Color.BLACK: "Swamp",
           Color.RED: "Mountain", Color.GREEN: "Forest"}
#: Cards that play no part in a game of Magic between decks (variants, 901-904, 905, 310).
_NOT_IN_DECKS = {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon"}


@cache
def _pool() -> tuple[str, ...]:
    catalog = default_catalog()
    db = catalog.db
    names = sorted(db)
    random.Random(2026).shuffle(names)
    pool = []
    for name in names[:POOL]:
        record = db.get(name)
        front = record.faces[0]
        if kind_of(record) != "traditional" or set(front.types) & _NOT_IN_DECKS \
                or "Basic" in front.supertypes or record.incomplete:
            continue
        if all(not unread_parts(a) for i in range(len(record.faces))
               for a in catalog.abilities(record.name, i)):
            pool.append(record.name)
    return tuple(pool)


def _deck(rng: random.Random) -> list[str]:
    cards = rng.sample(_pool(), 30)
    colors = sorted({c for name in cards for c in default_catalog().db.get(name).colors},
                    key=list(_BASICS).index) or [Color.GREEN]
    return cards + cards[:6] + [_BASICS[colors[i % len(colors)]] for i in range(24)]


def _play(seed: int, players: int) -> str:
    rng = random.Random(seed)
    decks = [_deck(rng) for _ in range(players)]
    try:
        play_game(decks, seed, default_catalog(), MAX_TURNS, check=True)
    except Exception as e:  # noqa: BLE001 - reported with its seed and decks
        return f"seed {seed}: {type(e).__name__}: {e}\n  decks: {decks}"
    return ""


@pytest.mark.slow
def test_pool_is_a_real_sample() -> None:
    """The filter keeps a good part of the sample (about two thirds of traditional cards are
    fully read), so the games play many different cards."""
    assert len(_pool()) > POOL // 3


@pytest.mark.slow
@pytest.mark.parametrize(("start", "players"), [(0, 2), (10, 2), (20, 2), (30, 3)])
def test_random_fully_read_cards_play_without_error(start: int, players: int) -> None:
    errors = [e for e in (_play(seed, players) for seed in range(start, start + 10)) if e]
    assert not errors, "\n".join(errors[:5])
