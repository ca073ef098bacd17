"""601.2h: paying part of a spell's total cost with objects rather than with mana.

- 702.51a convoke: "For each colored mana in this spell's total cost, you may tap an untapped
  creature of that color you control rather than pay that mana. For each generic mana in this
  spell's total cost, you may tap an untapped creature you control rather than pay that
  mana."
- 702.126a improvise: "For each generic mana in this spell's total cost, you may tap an
  untapped artifact you control rather than pay that mana."
- 702.66a delve: "For each generic mana in this spell's total cost, you may exile a card from
  your graveyard rather than pay that mana."

None of them is an additional or alternative cost; each applies only after the total cost
is determined (702.51b, 702.126b, 702.66b), so they are offered to the payment planner
(`engine.mana.plan`) beside the player's mana abilities: each object is a `Substitute` that
pays one symbol, as the unit `"<colors>!<keyword>"` ("GW!convoke": a green and white
creature pays {G}, {W} or one generic mana; "1!delve": one generic mana only). Such a unit
is never mana: it doesn't enter the mana pool, 609.4b effects ("spend mana as though it were
mana of any color") don't apply to it, and it isn't "mana spent to cast" the spell (601.2h).
Tapping a creature or artifact this way isn't activating an ability, so a creature that came
under its controller's control this turn can convoke (302.6 concerns {T} costs only).
Multiple instances are redundant (702.51d, 702.66c, 702.126c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arbiter.engine.casting.as_spell import has_keyword, none_has
from arbiter.engine.keyword_actions.tap import tap
from arbiter.engine.mana.sources import WUBRG, Output

if TYPE_CHECKING:
    from arbiter.cards.mana import ManaSymbol
    from arbiter.engine.game import Game
    from arbiter.engine.mana.pool import Spending

#: The keywords that let objects pay for a spell, in the order their objects are offered.
KEYWORDS = ("convoke", "improvise", "delve")
_MARK = "!"
#: What the spell's choices call the objects that paid ("convoked", 702.51c).
_PAID_BY = {"convoke": "convoked", "improvise": "improvised", "delve": "delved"}


@dataclass(frozen=True)
class Substitute:
    """An object that may pay one symbol of the total cost (`index`: the keyword that lets
    it); shaped like `engine.mana.sources.Source` for the planner: one way to pay
    (`outputs`), nothing triggered (`extra`), no mana ability (`ability`)."""

    oid: int
    index: str
    outputs: tuple[Output, ...]
    extra: Output = ()
    ability: None = None

    @property
    def text(self) -> str:
        return self.index


def is_substitute(k: str) -> bool:
    """Is this payment unit an object rather than mana?"""
    return _MARK in k


def substitute_pays(k: str, sym: ManaSymbol) -> bool:
    """Can this object pay this (non-generic) symbol? Only a convoking creature pays colored
    mana, of one of its colors (a hybrid or Phyrexian symbol of that color included, 107.4e-f);
    no object pays {C}, which isn't generic mana (107.4c)."""
    colors = k.split(_MARK)[0]
    return any(c.symbol in colors for c in sym.colors)


def objects_may_pay(game: Game, player: int, spending: Spending) -> bool:
    """Whether `substitutes` may find objects for this spending: the spell it names has
    convoke, improvise or delve (702.51a, 702.126a, 702.66a) as the spell `player` casts
    (601.2a, `engine.casting.as_spell`: given by an effect too). Otherwise the spell named
    makes no difference to a payment (`engine.mana.plan.plans`)."""
    spell = getattr(spending, "spell", None)
    if spell is None or spell not in game.state.objects or none_has(game, spell, KEYWORDS):
        return False
    return any(has_keyword(game, spell, player, k) for k in KEYWORDS)


def substitutes(game: Game, player: int, spending: Spending) -> list[Substitute]:
    """The objects that may pay for the spell `spending` names, by its keywords: the
    player's untapped creatures (convoke) and artifacts (improvise), the cards of their
    graveyard (delve); an object offered by two keywords once, with the most it can pay."""
    spell = getattr(spending, "spell", None)
    if spell is None or spell not in game.state.objects or none_has(game, spell, KEYWORDS):
        return []
    have = [k for k in KEYWORDS if has_keyword(game, spell, player, k)]  # 601.2a
    if not have:
        return []
    res = game.layers()
    out: dict[int, Substitute] = {}
    for oid in game.state.battlefield():
        c = res.chars[oid]
        if c.controller != player or game.obj(oid).tapped:
            continue
        if "convoke" in have and "Creature" in c.types:
            colors = "".join(x for x in WUBRG if any(col.symbol == x for col in c.colors))
            out[oid] = Substitute(oid, "convoke", ((f"{colors or '1'}{_MARK}convoke",),))
        elif "improvise" in have and "Artifact" in c.types:
            out[oid] = Substitute(oid, "improvise", ((f"1{_MARK}improvise",),))
    if "delve" in have:
        for oid in game.state.zone_list("graveyard", player):
            if oid != spell:
                out[oid] = Substitute(oid, "delve", ((f"1{_MARK}delve",),))
    return list(out.values())


def perform(game: Game, used: list[Substitute], record: dict[str, Any] | None) -> None:
    """601.2h: pay with the objects: tap each convoking creature (702.51c: it "convoked"
    the spell) and improvising artifact, exile each delved card, all at once (603.2c)."""
    from arbiter.engine.triggers.batches import action

    with action(game):
        for s in used:
            if s.index == "delve":
                game.move(s.oid, "exile")
            else:
                tap(game, s.oid)  # 701.26a
    if used:
        game.state.touch()
    if record is not None:
        for s in used:
            record.setdefault(_PAID_BY[s.index], []).append(s.oid)

