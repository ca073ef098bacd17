"""303.4, 301.5: "equipped creature" / "enchanted creature" alone is the one the source is
attached to; after a determiner ("Whenever an equipped creature you control dies", "each
enchanted permanent you control") it is any creature with an Equipment / Aura attached. It
was read as the source's own (none, for a creature or planeswalker source): Syr Gwyn,
Ellivere, Kestia, Estrid, Nazahn and Hemlock Vial did nothing."""

from __future__ import annotations

import pytest
from keyword_play import ALICE, BOB, at, attack, board

from arbiter.compiler.grammar.lexicon import kws
from arbiter.compiler.grammar.nouns import NOUN
from arbiter.compiler.lines import compile_line
from arbiter.rules import selectors as s
from arbiter.rules.abilities import TriggeredAbility

_BOARD = """  - {card: "Kestia, the Cultivator", as: kestia}
  - {card: Grizzly Bears, as: enchanted}
  - {card: Rancor, attached_to: enchanted}
  - {card: Grizzly Bears, as: bare}
"""
_LIBRARY = "library: {Alice: [Island, Island], Bob: [Island]}\n"


def _hand(game) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.zone_list("hand", ALICE))


def test_303_4_an_enchanted_creature_you_control_attacks_draw_a_card(solve) -> None:
    """Kestia: "Whenever an enchanted creature or enchantment creature you control attacks,
    draw a card." The Bears wearing Rancor attacks: Alice draws (Kestia stays home)."""
    game, ids = board(solve, _BOARD, extra=_LIBRARY)
    attack(game, {ids["enchanted"]: at(BOB)})
    assert _hand(game) == 1


def test_303_4_a_creature_without_an_aura_attacks_no_card(solve) -> None:
    game, ids = board(solve, _BOARD, extra=_LIBRARY)
    attack(game, {ids["bare"]: at(BOB)})
    assert _hand(game) == 0


def test_603_10a_an_equipped_creature_dying_stays_unread() -> None:
    """What was attached to a creature as it died isn't judged (the attachment is read on the
    battlefield now): the trigger stays unread rather than never triggering."""
    [ab] = compile_line("Whenever an equipped creature you control dies, draw a card.",
                        "Stone Haven Outfitter")
    assert not isinstance(ab, TriggeredAbility)


@pytest.mark.parametrize(("text", "kind"), [
    ("each equipped creature", "Equipment"),
    ("an enchanted creature", "Aura"),
    ("another equipped creature", "Equipment"),
    ("target enchanted creature", "Aura"),
])
def test_303_4_after_a_determiner_any_such_creature(text: str, kind: str) -> None:
    """The determiner is read by the caller, just before the noun phrase."""
    [noun] = (kws("each", "an", "another", "target").suppress() + NOUN).parse_string(text)
    assert s.AttachedTo(kind) in _flat(noun.preds)
    [alone] = NOUN.parse_string(text.split(" ", 1)[1])
    assert s.ATTACHED in _flat(alone.preds)  # alone: the one the source is attached to


def _flat(preds) -> list:  # type: ignore[no-untyped-def]
    out = []
    for p in preds:
        out.extend(_flat(p.parts) if isinstance(p, s.And) else [p])
    return out


@pytest.mark.parametrize(("line", "kind"), [
    ("Whenever an enchanted creature you control deals combat damage to a player, draw a "
     "card.", "Aura"),
    ("Whenever an equipped creature you control attacks, you draw a card and you lose 1 life.",
     "Equipment"),
])
def test_303_4_trigger_on_any_attached_creature(line: str, kind: str) -> None:
    [ab] = compile_line(line, "Some Card")
    assert isinstance(ab, TriggeredAbility)
    assert s.AttachedTo(kind) in _flat((ab.trigger.selector,))
    assert s.ATTACHED not in _flat((ab.trigger.selector,))


def test_303_4_enchanted_creature_alone_is_the_sources() -> None:
    [ab] = compile_line("Whenever enchanted creature attacks, draw a card.", "Some Aura")
    assert isinstance(ab, TriggeredAbility)
    assert s.ATTACHED in _flat((ab.trigger.selector,))
