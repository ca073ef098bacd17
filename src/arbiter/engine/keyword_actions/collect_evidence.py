"""Collect evidence (701.59).

701.59a: to "collect evidence N" means to exile any number of cards from your graveyard with
total mana value N or greater. 701.59b: a player who can't exile cards with total mana value
N or greater from their graveyard can't choose to collect evidence. (701.59c, "if evidence
was collected" linked to an additional cost, isn't read: those lines stay unread.)

The player chooses the cards one at a time (decision key `collect_evidence`; "done" is
offered once the total reaches N), or gives them all at once as a list; the cards are then
exiled at once (one batch of events, 603.2c). As an effect (608.2d) it is done as the spell
or ability resolves, by its controller ("you may collect evidence 4. If you do, ..." is
false when they can't); as a cost (`rules.keyword_action_costs.CollectEvidenceCost`,
601.2h, 602.2b) it is paid with the other costs, and an ability whose cost can't be paid
isn't offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.decisions import Decision
from arbiter.engine.triggers.events import Event
from arbiter.errors import IllegalActionError
from arbiter.rules.instructions import Instruction

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.engine.stack.resolve import Resolution

#: The event of a player collecting evidence (player: who; extra: the cards exiled).
COLLECTS_EVIDENCE = "collects_evidence"
#: The decision key of the cards chosen.
KEY = "collect_evidence"


@dataclass(frozen=True)
class CollectEvidence(Instruction):
    """701.59a: "collect evidence N" as an effect."""

    n: int = 1


def _value(game: Game, oid: int) -> int:
    return int(game.chars(oid).mana_value)


def can_collect(game: Game, player: int, n: int, exclude: int | None = None) -> bool:
    """701.59b: the cards in the player's graveyard have total mana value N or greater."""
    return sum(_value(game, o) for o in game.state.zone_list("graveyard", player)
               if o != exclude) >= n


def given(choices: dict[str, Any]) -> list[int] | None:
    """The cards an action's `choices` name under `KEY` (object ids), if any."""
    raw = choices.get(KEY)
    picks = raw if isinstance(raw, list | tuple) else [raw]
    if raw is None or not all(isinstance(p, int) and not isinstance(p, bool) for p in picks):
        return None
    return list(picks)


def choose_evidence(game: Game, player: int, n: int, given: Any = None,
                    exclude: int | None = None) -> list[int]:
    """701.59a: the cards to exile, with total mana value N or greater (`given`: a list of
    them, checked); `exclude`: a card that can't be among them."""
    grave = [o for o in game.state.zone_list("graveyard", player) if o != exclude]
    if given is not None:
        picks = list(given) if isinstance(given, list | tuple) else [given]
        if len(set(picks)) != len(picks) or any(p not in grave for p in picks) or \
                sum(_value(game, p) for p in picks) < n:
            raise IllegalActionError(f"those cards can't collect evidence {n} (701.59a)")
        return picks
    picks: list[int] = []
    while True:
        total = sum(_value(game, p) for p in picks)
        options: list[tuple[str, Any]] = [
            (f"{game.quick_name(o)}#{o} (mana value {_value(game, o)})", o)
            for o in grave if o not in picks]
        if total >= n:
            options.insert(0, ("done", None))
        if not options or (total >= n and len(options) == 1):
            return picks
        pick = game.decide(Decision(
            "cost", f"collect evidence {n}: choose a card to exile (total so far {total}) "
            "(701.59a)", player, options, key=KEY))
        if pick is None:
            return picks
        if isinstance(pick, list | tuple):
            return choose_evidence(game, player, n, [*picks, *pick], exclude)
        picks.append(pick)


def exile_evidence(game: Game, player: int, cards: list[int]) -> None:
    """701.59a: the chosen cards are exiled at once; the player has collected evidence."""
    from arbiter.engine.triggers.batches import action

    with action(game):
        for o in cards:
            game.move(o, "exile")
    game.emit(Event(COLLECTS_EVIDENCE, None, player=player, extra=tuple(cards)))
    game.log(f"{game.player_name(player)} collects evidence: "
             + ", ".join(game.quick_name(o) for o in cards) + " (701.59a)")
    game.state.touch()


def do_collect_evidence(r: Resolution, step: CollectEvidence) -> None:
    """701.59a-b: the controller collects evidence N if they can ("If you do" follows)."""
    g, you = r.game, r.item.controller
    r.did = False
    if not can_collect(g, you, step.n):
        g.log(f"{g.player_name(you)} can't collect evidence {step.n} (701.59b)")
        return
    exile_evidence(g, you, choose_evidence(g, you, step.n))
    r.did = True


__all__ = ["COLLECTS_EVIDENCE", "CollectEvidence", "KEY", "can_collect", "choose_evidence",
           "do_collect_evidence", "exile_evidence", "given"]
