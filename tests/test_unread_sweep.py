"""Principle 5, proved by a sweep: a large sample of the database's unread lines (a fixed
seed), every kind of ability and every zone it works in (113.6). For each line the test builds
the situation in which the line would matter and asserts that Arbiter stops with the card's
name and that very text: never another error, never a silent result.

- a spell ability, a "when you cast" trigger, a cost or "can't be countered" (113.3a,
  113.6d-g, 113.6k): the card is cast;
- a cost change (601.2f): the spell's total cost is determined;
- a triggered, static or replacement ability of a permanent (113.6, 113.6h): the card enters
  the battlefield;
- one that works from another zone (113.6b, 113.6m): the card is put into that zone;
- an activated ability (602.1, 113.6j): it is activated where its cost can be paid.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

import pytest

from arbiter.compiler.catalog import Catalog
from arbiter.engine.casting import activation, spells
from arbiter.engine.casting.total_cost import total_cost
from arbiter.engine.game import Game
from arbiter.engine.keyword_actions.rooms import give
from arbiter.engine.replacement.entering import enter
from arbiter.engine.unsupported import unread
from arbiter.errors import UnsupportedTextError
from arbiter.rules import rooms
from arbiter.rules.abilities import UnsupportedAbility

SEED = 20261125
CARDS_SAMPLED = 3000
LINES = 600
PER_GROUP = 40  # at most this many lines of one (kind, zone) before the rest is filled


@dataclass(frozen=True)
class Case:
    card: str
    face: int
    kind: str
    zone: str
    text: str
    index: int  # 1-based ability number (activated abilities)
    activate: bool  # the line matters when activated (602.1) rather than by being there

    def __str__(self) -> str:
        how = "activated" if self.activate else self.kind
        return f"{self.card}[{self.face}] {how}@{self.zone}: {self.text[:60]}"


def _cases(catalog: Catalog) -> list[Case]:
    rng = random.Random(SEED)
    names = sorted(catalog.db)
    groups: dict[tuple[str, str], list[Case]] = {}
    for name in rng.sample(names, CARDS_SAMPLED):
        record = catalog.record(name)
        for face in range(len(record.faces)):
            abilities = catalog.abilities(record.name, face)
            unread_lines = [b for b in abilities if isinstance(b, UnsupportedAbility)]
            on_the_way = any("hand" in b.zones for b in unread_lines)
            for i, a in enumerate(abilities, 1):
                if not isinstance(a, UnsupportedAbility):
                    continue
                for zone in sorted(a.zones):  # where it works by being there (113.6)
                    if zone in ("battlefield", "stack") and on_the_way:
                        continue  # it would stop in the hand, on its way (that case is there)
                    first = next(b for b in unread_lines if zone in b.zones)
                    if first is a:  # the first unread line that works there is what stops
                        groups.setdefault((a.kind, zone), []).append(
                            Case(record.name, face, a.kind, zone, a.text, i, False))
                for zone in sorted(a.activated_from):  # where it is activated (602.1)
                    if any(zone in b.zones for b in unread_lines) or (
                            zone == "battlefield" and on_the_way):
                        continue  # the card can't be put there without stopping first
                    groups.setdefault(("activated", zone), []).append(
                        Case(record.name, face, a.kind, zone, a.text, i, True))
    chosen: list[Case] = []
    rest: list[Case] = []
    for key in sorted(groups):
        cases = groups[key]
        rng.shuffle(cases)
        chosen += cases[:PER_GROUP]
        rest += cases[PER_GROUP:]
    rng.shuffle(rest)
    return chosen + rest[:max(0, LINES - len(chosen))]


_CATALOG = Catalog()
CASES = _cases(_CATALOG)


class _FirstOption:
    """Answers every decision with its first option (none where declining is legal): the
    sweep is about what stops the game, not about the choices made on the way."""

    def decide(self, d):  # type: ignore[no-untyped-def]
        return None if d.optional or not d.options else d.options[0][1]


def _game() -> Game:
    game = Game(["Alice", "Bob"], catalog=_CATALOG, decider=_FirstOption())
    game.state.turn.step = "precombat_main"
    game.state.turn.stage = "priority"
    return game


def _onto_battlefield(game: Game, args: dict, silent: bool) -> int:
    """A card enters from its owner's hand; a back face (711.8, 712.14: only a transformed
    or back-face-cast permanent shows it) is put there with that face up, as a board shows.
    709.5: a Room's half has its abilities only while its door is unlocked: it enters and
    that door is unlocked (709.5f)."""
    room = rooms.shared_type_line(_CATALOG.record(args["card"]))
    if args["face"] and not room:
        obj = game.state.add_object(args, "battlefield")
    else:
        # `attaching`: a board set up directly, as a scenario's is; an Aura isn't asked what
        # it enchants (303.4f) and so enters even on an empty board (303.4g would keep it
        # in the hand), and its line is judged where it works
        moved = game.move(game.state.add_object({**args, "face": 0}, "hand").id,
                          "battlefield", attaching=True)
        assert moved is not None
        obj = moved
    oid = enter(game, obj, silent=silent).id
    if room:
        give(game, oid, (args["face"],))
    return oid


def _situation(case: Case) -> None:
    """Build the situation in which the line matters and carry out what it affects."""
    game = _game()
    args = {"owner": 0, "controller": 0, "card": case.card, "face": case.face}
    if case.activate:
        if case.zone == "battlefield":
            oid = _onto_battlefield(game, args, silent=False)
        else:
            oid = game.state.add_object(args, case.zone).id
        activation.activate(game, oid, 0, case.index, [], {})  # 602.2
    elif case.zone == "stack":
        record = _CATALOG.record(case.card)
        # 709.3: a split card's half is chosen as it is cast; 702.127a: an aftermath half is
        # cast from the graveyard
        aftermath = record.is_split and any(
            getattr(a, "keyword", None) == "aftermath"
            for a in _CATALOG.abilities(record.name, case.face))
        obj = game.state.add_object(args, "graveyard" if aftermath else "hand")
        if case.kind == "cost":
            total_cost(game, obj.id, 0, None)  # 601.2f, as the engine judges what to offer
        spells.cast(game, obj.id, 0, [], {"half": case.face} if record.is_split else {},
                    alternative="aftermath" if aftermath else None)  # 601.2
    elif case.zone == "battlefield":
        _onto_battlefield(game, args, silent=False)  # 614.12 / 113.6h: as it enters
        game.layers()
    else:
        game.state.add_object(args, case.zone)  # 113.6b: where it says it works
        game.layers()


def test_the_sample_is_large_and_covers_every_kind_and_zone() -> None:
    assert len(CASES) >= 500
    kinds = Counter("activated" if c.activate else c.kind for c in CASES)
    zones = Counter(c.zone for c in CASES)
    for kind in ("spell", "activated", "triggered", "static", "replacement", "cost"):
        assert kinds[kind] >= 10, kinds
    for zone in ("battlefield", "stack", "hand", "graveyard", "exile"):
        assert zones[zone] >= 10, zones


@pytest.mark.parametrize("case", CASES, ids=str)
def test_principle_5_unread_line_stops_the_game_where_it_matters(case: Case) -> None:
    with pytest.raises(UnsupportedTextError) as e:
        _situation(case)
    record = _CATALOG.record(case.card)
    names = {record.name, *(f.name for f in record.faces)}
    assert e.value.card in names, (str(e.value), case)
    assert e.value.text == case.text, (str(e.value), case)


def test_unread_finds_only_what_works_in_the_zone() -> None:
    """113.6: Riftstone Portal's graveyard ability is not needed in a hand."""
    game = _game()
    obj = game.state.add_object({"owner": 0, "controller": 0, "card": "Riftstone Portal"},
                                "hand")
    assert unread(game.chars(obj.id), "hand") is None
    assert unread(game.chars(obj.id), "graveyard") is not None
