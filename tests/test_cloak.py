"""Cloak (701.58): the template that exiles permanents in a face-down pile and cloaks them
(`compiler.effects.cloak`), the cloaked permanent (701.58a, 708.2), turning it face up (701.58b-d,
116.2b), an instant or sorcery card staying face down (701.58g), and Expose the Culprit's
two modes played on a board with the real engine."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from oracle import line

from arbiter.compiler.lines import compile_text
from arbiter.engine.casting import spells
from arbiter.engine.decisions import Decision
from arbiter.engine.keyword_actions.cloak import ExileAndCloak
from arbiter.engine.turn import steps
from arbiter.engine.turn.player_actions import turn_face_up
from arbiter.errors import IllegalActionError
from arbiter.rules import selectors as s
from arbiter.rules.abilities import SpellAbility, UnsupportedAbility
from arbiter.rules.instructions import Ref, TurnFaceUp, Unsupported

ALICE, BOB = 0, 1
FACE_UP_DISGUISE = s.And((s.And((s.InZone(("battlefield",)), s.IsType("Creature"), s.YOURS,
                                 s.HasKeyword("disguise"))), s.Not(s.IsFaceDown())))


# -- the template ------------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "starts", "expected"), [
    # 701.58a / 406.3: chosen as it resolves (not targets), exiled face down, then cloaked
    ("Expose the Culprit", "• Exile any number of", ExileAndCloak(FACE_UP_DISGUISE)),
])
def test_701_58a_exile_in_a_face_down_pile_then_cloak_compiles(card: str, starts: str,
                                                                expected: Any) -> None:
    (ab,) = compile_text(line(card, starts), card, spell=True)
    assert isinstance(ab, SpellAbility)
    assert ab.instructions == (expected,) and ab.targets == ()


def test_700_2_expose_the_culprit_is_read_whole(catalog) -> None:
    """700.2: "Choose one or both —" then its two modes, with nothing left unread."""
    abilities = catalog.abilities("Expose the Culprit", 0)
    assert [a.modes for a in abilities] == [(1, 2), (), ()]
    assert abilities[1].instructions == (TurnFaceUp(Ref.target(0)),)
    assert abilities[2].instructions == (ExileAndCloak(FACE_UP_DISGUISE),)
    assert not any(isinstance(a, UnsupportedAbility) or any(
        isinstance(i, Unsupported) for i in getattr(a, "instructions", ())) for a in abilities)


# -- playing it --------------------------------------------------------------------------------
class _Answers:
    """Answers the cloak choice from a list of scenario aliases ("done" ends it), recording
    the options each question offered."""

    def __init__(self, game: Any, picks: list[str]) -> None:
        self.game, self.picks, self.offered = game, list(picks), []

    def decide(self, d: Decision) -> Any:
        if d.key == "cloak":
            self.offered.append({v for _label, v in d.options if v is not None})
            pick = self.picks.pop(0) if self.picks else "done"
            return None if pick == "done" else obj_id(self.game, pick)
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        raise AssertionError(f"unexpected decision {d.prompt}: {d.options}")


def _expose(game: Any, modes: list[int], targets: list[str] = (), picks: list[str] = (),
            by: int = ALICE) -> _Answers:
    answers = _Answers(game, list(picks))
    game.decider = answers
    spells.cast(game, obj_id(game, "expose"), by, [obj_id(game, t) for t in targets],
                {"mode": modes})
    steps.resolve_all(game)
    return answers


def _board(board, battlefield: str, hand: str = "{Alice: [{card: Expose the Culprit, "
           "as: expose}]}") -> Any:
    return board("name: cloak\nlibrary: {Alice: [Plains], Bob: [Plains]}\n"
                 f"hand: {hand}\nbattlefield:\n{battlefield}")


def test_701_58a_cloaking_a_disguise_creature_makes_a_new_2_2_with_ward(board) -> None:
    """Mode 2 (701.58a, 400.7): Alice exiles her face-up Pyrotechnic Performer face down and
    cloaks it: a new object, a nameless 2/2 creature with ward {2}, no subtypes, no mana cost
    and no color (708.2a), which has summoning sickness (302.6) like any permanent that just
    came under her control."""
    game = _board(board, "  - {card: Pyrotechnic Performer, as: pp}\n")
    old = obj_id(game, "pp")
    _expose(game, [2], picks=["pp"])
    new = obj_id(game, "pp")
    assert new != old and game.obj(old).zone == "left:battlefield"
    obj = game.obj(new)
    assert obj.zone == "battlefield" and obj.face_down == "cloak" and obj.card == (
        "Pyrotechnic Performer")
    ch = game.chars(new)
    assert (ch.name, ch.mana_cost, ch.power, ch.toughness) == (None, None, 2, 2)
    assert ch.types == {"Creature"} and not ch.subtypes and not ch.colors
    assert [a.ability.text for a in ch.abilities] == ["Ward {2}"]
    assert ch.controller == ALICE
    assert obj.controlled_since == game.state.turn.number  # 302.6: summoning sick
    # 406.3: it passed through exile face down
    exiled = [o for o in game.state.objects.values()
              if o.alias == "pp" and o.zone == "left:exile"]
    assert len(exiled) == 1 and exiled[0].face_down == "exiled"


def test_701_58a_mode_2_choosing_none_changes_nothing(board) -> None:
    """"Any number" includes zero: Alice chooses none; her Performer stays as it was."""
    game = _board(board, "  - {card: Pyrotechnic Performer, as: pp}\n")
    before = obj_id(game, "pp")
    answers = _expose(game, [2], picks=["done"])
    assert answers.offered == [{before}]
    assert obj_id(game, "pp") == before and game.obj(before).face_down is None
    assert game.chars(before).name == "Pyrotechnic Performer"


def test_701_58a_mode_2_offers_only_face_up_creatures_you_control_with_disguise(board) -> None:
    """Only Alice's face-up creatures with disguise can be chosen: not Bob's Performer, not
    her face-down (disguised) one, not Grizzly Bears. She chooses both of hers; each is
    cloaked as a new object (701.58a, 400.7)."""
    game = _board(board, """  - {card: Pyrotechnic Performer, as: a}
  - {card: Pyrotechnic Performer, as: b}
  - {card: Pyrotechnic Performer, controller: Bob, as: bobs}
  - {card: Pyrotechnic Performer, face_down: disguise, as: hidden}
  - {card: Grizzly Bears, as: bears}
""")
    a, b = obj_id(game, "a"), obj_id(game, "b")
    answers = _expose(game, [2], picks=["a", "b"])
    assert answers.offered == [{a, b}, {b}]
    for alias, old in (("a", a), ("b", b)):
        new = obj_id(game, alias)
        assert new != old and game.obj(new).face_down == "cloak"
        assert game.chars(new).controller == ALICE
    assert game.obj(obj_id(game, "bobs")).face_down is None
    assert game.obj(obj_id(game, "hidden")).face_down == "disguise"
    assert game.obj(obj_id(game, "bears")).zone == "battlefield"


def test_708_8_mode_1_turns_a_cloaked_creature_face_up_for_free(board) -> None:
    """Mode 1 turns target face-down creature face up, a cloaked one too, without a cost:
    Canyon Lurkers is a 5/2 again and no land is tapped."""
    game = _board(board, """  - {card: Canyon Lurkers, face_down: cloak, as: cl}
  - Mountain
""")
    cl = obj_id(game, "cl")
    _expose(game, [1], targets=["cl"])
    assert game.obj(cl).face_down is None
    ch = game.chars(cl)
    assert (ch.name, ch.power, ch.toughness) == ("Canyon Lurkers", 5, 2)
    assert not any(game.obj(o).tapped for o in game.state.battlefield())


def test_701_58g_an_instant_card_stays_face_down_and_nothing_triggers(board) -> None:
    """701.58g: a cloaked Lightning Bolt that Expose the Culprit would turn face up is revealed
    and stays face down; "whenever another creature you control is turned face up" (Alice's
    Pyrotechnic Performer) doesn't trigger, so Bob loses no life."""
    game = _board(board, """  - {card: Lightning Bolt, face_down: cloak, as: bolt}
  - {card: Pyrotechnic Performer, as: pp}
""")
    bolt = obj_id(game, "bolt")
    _expose(game, [1], targets=["bolt"])
    assert game.obj(bolt).face_down == "cloak"
    assert (game.chars(bolt).power, game.chars(bolt).name) == (2, None)
    assert game.state.players[BOB].life == 20
    assert any("701.58g" in entry for entry in game.state.log)


def test_708_8_a_cloaked_creature_card_turned_face_up_triggers(board) -> None:
    """The contrast to 701.58g: a cloaked Grizzly Bears turned face up by mode 1 is a
    creature turned face up, so the Performer deals 2 damage (its power) to Bob."""
    game = _board(board, """  - {card: Grizzly Bears, face_down: cloak, as: gb}
  - {card: Pyrotechnic Performer, as: pp}
""")
    _expose(game, [1], targets=["gb"])
    assert game.obj(obj_id(game, "gb")).face_down is None
    assert game.state.players[BOB].life == 18


def _labels(game: Any) -> list[str]:
    return [str(a) for a in game.legal_actions() if str(a).startswith("turn face-down")]


def test_701_58b_c_turn_face_up_for_its_mana_cost_or_its_morph_cost(board) -> None:
    """701.58b: Alice may turn her cloaked Canyon Lurkers ({4}{R}, Morph {3}{R}) face up by
    paying its mana cost; 701.58c: or its morph cost. It is a special action (116.2b): no
    stack. She pays {4}{R}: all five Mountains are tapped."""
    game = _board(board, "  - {card: Canyon Lurkers, face_down: cloak, as: cl}\n"
                  + "  - Mountain\n" * 5, hand="{}")
    cl = obj_id(game, "cl")
    assert sorted(_labels(game)) == [f"turn face-down #{cl} face up for its mana cost {{4}}{{R}}",
                                     f"turn face-down #{cl} face up for {{3}}{{R}}"]
    game.apply(f"turn face-down #{cl} face up for its mana cost {{4}}{{R}}")
    assert game.obj(cl).face_down is None and game.chars(cl).name == "Canyon Lurkers"
    assert not game.state.stack_items
    mountains = [o for o in game.state.battlefield() if game.name_of(o) == "Mountain"]
    assert all(game.obj(o).tapped for o in mountains)


def test_701_58d_a_cloaked_disguise_card_turned_up_for_its_disguise_cost(board) -> None:
    """701.58d: a cloaked Pyrotechnic Performer ({1}{R}, Disguise {R}) may be turned face up
    for its disguise cost; with one Mountain only {R} is affordable. Turned face up, its own
    trigger deals 3 damage (its power) to Bob."""
    game = _board(board, "  - {card: Pyrotechnic Performer, face_down: cloak, as: pp}\n"
                  "  - Mountain\n", hand="{}")
    pp = obj_id(game, "pp")
    assert _labels(game) == [f"turn face-down #{pp} face up for {{R}}"]
    game.apply(f"turn face-down #{pp} face up for {{R}}")
    assert game.obj(pp).face_down is None
    steps.resolve_all(game)
    assert game.state.players[BOB].life == 17


@pytest.mark.parametrize("card", [
    "Glorious Anthem",  # 701.58b: not a creature card
    "Dryad Arbor",      # 701.58b: a creature card with no mana cost
    "Lightning Bolt",   # 701.58b / 701.58g: an instant card
])
def test_701_58b_only_a_creature_card_with_a_mana_cost_can_be_turned_up(board, card) -> None:
    """701.58b: the card must be a creature card with a mana cost: the special action isn't
    offered, and taking it anyway is refused with the game unchanged."""
    game = _board(board, f"  - {{card: {card}, face_down: cloak, as: x}}\n"
                  + "  - Plains\n" * 3 + "  - Forest\n" * 3 + "  - Mountain\n", hand="{}")
    x = obj_id(game, "x")
    assert _labels(game) == []
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        turn_face_up(game, ALICE, x, "mana_cost")
    with pytest.raises(IllegalActionError):
        game.apply(f"turn face-down #{x} face up for its mana cost {{W}}")
    assert game.to_json() == before and game.obj(x).face_down == "cloak"


def test_701_58b_only_its_controller_may_turn_it_face_up(board) -> None:
    """701.58b: "a cloaked permanent you control": Bob can't turn Alice's face up."""
    game = _board(board, "  - {card: Grizzly Bears, face_down: cloak, as: gb}\n"
                  "  - {card: Forest, controller: Bob}\n  - {card: Forest, controller: Bob}\n",
                  hand="{}")
    gb = obj_id(game, "gb")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        turn_face_up(game, BOB, gb, "mana_cost")
    assert game.to_json() == before


def test_701_40b_a_manifested_creature_card_turned_up_for_its_mana_cost(board) -> None:
    """701.40b: a manifested Grizzly Bears ({1}{G}) is a 2/2 without ward (701.40a) and may be
    turned face up for its mana cost, as a cloaked one can."""
    game = _board(board, "  - {card: Grizzly Bears, face_down: manifest, as: gb}\n"
                  "  - Forest\n  - Forest\n", hand="{}")
    gb = obj_id(game, "gb")
    assert not game.chars(gb).abilities
    game.apply(f"turn face-down #{gb} face up for its mana cost {{1}}{{G}}")
    assert game.chars(gb).name == "Grizzly Bears"
