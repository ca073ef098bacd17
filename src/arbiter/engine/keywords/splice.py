"""702.47 Splice.

- 702.47a: "Splice onto [quality] [cost]" is a static ability of a card in its owner's hand:
  "You may reveal this card from your hand as you cast a [quality] spell. If you do, that
  spell gains the text of this card's rules text and you pay [cost] as an additional cost to
  cast that spell." The cost joins the total cost (601.2f) and is paid with it (601.2h).
  Read here: a quality of Arcane, or instant or sorcery, and a cost of mana (`splice_cost`);
  other splice costs stay unread.
- 601.2b / 702.47b: the cards to splice are revealed as the spell's costs are announced
  (`announce`, the decision "splice": any number of them, in the order their effects will
  happen); a card is offered only if the choices its text requires can be made (its
  targets: at least one legal choice for each target it requires), each card at most once,
  and never the card being cast. The main spell's effects happen first.
- 702.47c: the spell gains the rules text of each spliced card: a text-changing effect
  (612, layer 3: `GainRulesText`, locked to the spell). No other characteristic of the
  spliced cards is gained; text naming the card refers to the spell (its compiled "~" is the
  object that has the text).
- 702.47d: targets for the added text are chosen normally (601.2c: after the main spell's,
  in the order the spliced effects happen, `targets`).
- 702.47e: the spell loses the splice changes as it leaves the stack: the effect is locked to
  the spell, and the card that leaves is a new object (400.7).

A spliced card stays in its owner's hand (702.47a's example).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from arbiter.engine.decisions import Decision
from arbiter.errors import IllegalActionError, UnsupportedTextError
from arbiter.rules.abilities import KeywordAbility, SpellAbility, UnsupportedAbility
from arbiter.rules.characteristics import AbilityInstance
from arbiter.rules.instructions import TargetSpec
from arbiter.rules.parts import Part
from arbiter.state.effects import INDEFINITE, ContinuousEffect

if TYPE_CHECKING:
    from arbiter.engine.game import Game
    from arbiter.rules.abilities import Ability
    from arbiter.rules.characteristics import Characteristics
    from arbiter.rules.view import EffectContext, LayerView

KEYWORD = "splice"
#: The choices key: the spliced cards' ids, in the order their effects happen.
SPLICED = "spliced"
_PARAM = re.compile(r"^onto (Arcane|instant or sorcery) ((?:\{(?:\d+|[WUBRGC])\})+)$",
                    re.IGNORECASE)
#: An unread splice line's quality ("Splice onto Arcane—Sacrifice two Mountains.").
_UNREAD = re.compile(r"^Splice onto (Arcane|instant or sorcery)\b", re.IGNORECASE)


def splice_cost(ability: KeywordAbility) -> tuple[str, str] | None:
    """702.47a: (quality, mana cost) of "Splice onto <quality> <cost>", or None when the
    engine can't carry it out (a quality or a cost other than these)."""
    m = _PARAM.match((ability.param or "").strip())
    if m is None:
        return None
    return m.group(1).lower(), m.group(2)


@dataclass(frozen=True)
class GainRulesText(Part):
    """702.47c: the spell gains the rules text of the spliced cards (612, layer 3), in the
    order their effects happen, after its own."""

    writes: ClassVar[frozenset[str]] = frozenset({"abilities"})

    layer: ClassVar[str] = "3"
    texts: tuple[tuple[str, tuple[Ability, ...]], ...] = ()

    def apply(self, ch: Characteristics, view: LayerView, oid: int, ctx: EffectContext) -> None:
        for i, (name, abilities) in enumerate(self.texts):
            ch.abilities = ch.abilities + [
                AbilityInstance(("spliced", i, name, j), a) for j, a in enumerate(abilities)]

    def describe(self, params: Any) -> str:
        return "gains the rules text of " + ", ".join(n for n, _ in self.texts) + \
            " (spliced, 702.47c)"


def _fits(game: Game, spell: int, quality: str) -> bool:
    """702.47a: is the spell being cast a [quality] spell?"""
    ch = game.chars(spell)
    if quality == "arcane":
        return "Arcane" in ch.subtypes
    return bool(ch.types & {"Instant", "Sorcery"})


def _rules_text(game: Game, card: int) -> tuple[Ability, ...]:
    """The card's rules text (its own abilities, not granted ones, 612.3)."""
    return tuple(a.ability for a in game.chars(card).abilities if a.key[0] != "granted")


def _choices_possible(game: Game, player: int, spell: int, card: int) -> bool:
    """702.47b: each target the card's text requires has at least one legal choice."""
    from arbiter.engine.stack.targeting import legal_targets

    for ab in _rules_text(game, card):
        if not isinstance(ab, SpellAbility):
            continue
        if ab.modes:
            raise UnsupportedTextError(game.chars(card).name or "", "Splice (a modal card)")
        for spec in ab.targets:
            if not spec.up_to and not legal_targets(game, spec, player, spell):
                return False
    return True


def candidates(game: Game, player: int, spell: int) -> list[tuple[int, str]]:
    """The cards in the player's hand that may be spliced onto the spell, with the mana of
    each one's splice cost (702.47a-b)."""
    out: list[tuple[int, str]] = []
    for card in game.state.zone_list("hand", player):
        if card == spell:
            continue  # the card being cast isn't in the hand to reveal
        for a in game.chars(card).abilities:
            kw = a.ability
            if isinstance(kw, UnsupportedAbility):
                _unread_splice(game, spell, card, kw)
                continue
            if not isinstance(kw, KeywordAbility) or kw.keyword != KEYWORD:
                continue
            cost = splice_cost(kw)
            if cost is None:
                raise UnsupportedTextError(game.chars(card).name or "", kw.text)
            if _fits(game, spell, cost[0]) and _choices_possible(game, player, spell, card):
                out.append((card, cost[1]))
                break  # 702.47b: a card is spliced at most once onto a spell
    return out


def _unread_splice(game: Game, spell: int, card: int, line: UnsupportedAbility) -> None:
    """Principle 5 with 702.47a: an unread splice line (a cost other than mana) functions in
    the hand as a spell of its quality is cast; the player could reveal it now, so the game
    stops naming it. A quality the engine doesn't know counts as fitting any spell."""
    if not line.text.lower().startswith("splice onto"):
        return
    m = _UNREAD.match(line.text)
    if m is None or _fits(game, spell, m.group(1).lower()):
        raise UnsupportedTextError(game.chars(card).name or line.card, line.text)


def announce(game: Game, player: int, spell: int, choices: dict[str, Any],
             alternative: str | None = None, check: bool = False) -> str:
    """601.2b / 702.47b: the player reveals any number of cards to splice onto the spell, in
    the order their effects will happen (`choices[SPLICED]`, kept when already announced).
    With `check`, a card is offered only if the total cost with it could be paid. Returns
    the mana their splice costs add to the total cost (601.2f). Nothing changes in the game
    yet: the spell gains the text as it is put on the stack (`gain_text`), and its targets
    are chosen with the spliced texts' (`targets`)."""
    offered = candidates(game, player, spell)
    cost = dict(offered)
    picks: list[int] = []
    if SPLICED in choices:
        picks = list(choices[SPLICED])
    elif offered:
        if any(isinstance(a.ability, SpellAbility) and a.ability.modes
               for a in game.chars(spell).abilities):
            raise UnsupportedTextError(game.chars(spell).name or "",
                                       "Splice onto a modal spell")
        while True:
            options = [(f"{game.name_of(c)}#{c}", c) for c, _m in offered if c not in picks
                       and (not check or _affordable(game, player, spell, alternative,
                                                     [cost[p] for p in (*picks, c)]))]
            if not options:
                break
            answer = game.decide(Decision(
                "splice", "reveal a card to splice onto this spell; cards are revealed in the "
                          "order their effects happen (702.47b)", player, options,
                optional=True, key="splice"))
            if answer is None:
                break
            if isinstance(answer, list):  # all of them named at once, in order
                picks.extend(answer)
                break
            picks.append(answer)
    if len(set(picks)) != len(picks):
        raise IllegalActionError("a card can't be spliced onto the same spell more than once "
                                 "(702.47b)")
    if any(p not in cost for p in picks):
        raise IllegalActionError("that card can't be spliced onto this spell (702.47a)")
    if picks:
        choices[SPLICED] = picks
    return "".join(cost[p] for p in picks)


def _affordable(game: Game, player: int, spell: int, alternative: str | None,
                manas: list[str]) -> bool:
    """601.2f-h: could the player pay the spell's total cost with these splice costs?"""
    from arbiter.engine.casting.total_cost import total_cost
    from arbiter.engine.mana.pool import spell_spending
    from arbiter.engine.turn.priority import affordable

    total, _ = total_cost(game, spell, player, alternative, optional="".join(manas))
    return affordable(game, player, total, spell_spending(game, spell, alternative))


def targets(game: Game, choices: dict[str, Any]) -> tuple[TargetSpec, ...]:
    """702.47d: the target requirements of the spliced texts, after the main spell's, in the
    order their effects happen (601.2c)."""
    return tuple(t for card in choices.get(SPLICED) or () for ab in _rules_text(game, card)
                 if isinstance(ab, SpellAbility) for t in ab.targets)


def gain_text(game: Game, player: int, cards: list[int], spell: int) -> None:
    """702.47c: the spell on the stack gains the rules text of the spliced cards (a
    text-changing effect locked to it: 702.47e, it ends as the spell leaves the stack)."""
    if not cards:
        return
    names = [game.chars(c).name or "" for c in cards]
    game.log(f"{game.player_name(player)} reveals {', '.join(names)} and splices "
             f"{'them' if len(cards) > 1 else 'it'} onto {game.chars(spell).name} (702.47a)")
    ts = game.state.new_timestamp()
    game.state.effects.append(ContinuousEffect(
        key=("splice", spell, ts), source=spell, source_name=game.chars(spell).name or "",
        timestamp=(ts,), controller=player,
        parts=(GainRulesText(texts=tuple((n, _rules_text(game, c))
                                         for n, c in zip(names, cards, strict=True))),),
        locked=frozenset({spell}), duration=INDEFINITE, label="splice (702.47c)"))
    game.state.touch()


__all__ = ["KEYWORD", "SPLICED", "GainRulesText", "announce", "candidates", "gain_text",
           "splice_cost", "targets"]
