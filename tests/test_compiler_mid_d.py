"""Innistrad: Midnight Hunt replacement effects, prevention and last known information:
real Oracle lines → compiled structure, and the cards played on a board with the real
engine (decisions answered by a script that records every question asked)."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import obj_id
from oracle import one as _one

from arbiter.engine.casting import spells
from arbiter.engine.decisions import Decision
from arbiter.engine.stack.targeting import legal_targets
from arbiter.engine.turn import steps
from arbiter.errors import IllegalActionError
from arbiter.rules import instructions as I
from arbiter.rules import selectors as s
from arbiter.rules.abilities import StaticAbility
from arbiter.rules.parts import RulesPart


class Script:
    """Answers decisions by key (or kind) from lists of answers (scenario aliases or option
    values), recording every question; a decision with one forced option answers itself."""

    def __init__(self, game: Any, answers: dict[str, list[Any]]) -> None:
        self.game = game
        self.answers = {k: list(v) for k, v in answers.items()}
        self.asked: list[Decision] = []

    def decide(self, d: Decision) -> Any:
        self.asked.append(d)
        for k in (d.key, d.kind):
            if self.answers.get(k):
                want = self.answers[k].pop(0)
                if isinstance(want, str) and want not in ("yes", "no", "done"):
                    want = obj_id(self.game, want)
                if want in ("done", None):
                    return None
                for _label, v in d.options:
                    if v == want:
                        return v
                raise AssertionError(f"{want!r} is not an option of {d.prompt}: {d.options}")
        if len(d.options) == 1 and not d.optional:
            return d.options[0][1]
        raise AssertionError(f"unanswered decision: {d.prompt} {d.options}")

    def asked_of(self, kind: str) -> list[Decision]:
        return [d for d in self.asked if d.kind == kind]


def cast(game: Any, alias: str, targets: list[Any] = (), answers: dict | None = None,
         by: int = 0, alternative: str | None = None) -> Script:
    """Cast the spell `alias` (Alice's unless `by`) and let the stack resolve."""
    script = Script(game, answers or {})
    game.decider = script
    tgts = [obj_id(game, t) if isinstance(t, str) else t for t in targets]
    spells.cast(game, obj_id(game, alias), by, tgts, {}, alternative=alternative)
    steps.resolve_all(game)
    return script


def zone(game: Any, alias: str) -> str:
    return game.obj(obj_id(game, alias)).zone


# -- 702: "with <keyword> or <keyword>", a keyword qualifying one item of a series ------------
def test_702_thraben_exorcism_compiles() -> None:
    (spec,) = _one("Thraben Exorcism", "Exile target", True).targets
    assert spec.selector == s.And((s.InZone(("battlefield",)), s.Or((
        s.IsSubtype("Spirit"), s.And((s.IsType("Creature"), s.HasKeyword("disturb"))),
        s.IsType("Enchantment")))))


def test_702_146_thraben_exorcism_targets_spirits_disturb_creatures_and_enchantments(
        board) -> None:
    """Beloved Beggar (front face: Disturb {4}{W}{W}) is a creature with disturb; Grizzly
    Bears isn't a Spirit, has no disturb and isn't an enchantment."""
    game = board("""
        name: exorcism
        battlefield:
          - {card: Beloved Beggar, as: beggar, controller: Bob}
          - {card: Grizzly Bears, as: bears, controller: Bob}
          - {card: Glorious Anthem, as: anthem, controller: Bob}
          - {card: Phantom Carriage, as: carriage, controller: Bob}
        hand: {Alice: [{card: Thraben Exorcism, as: te}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    ab = game.catalog.abilities("Thraben Exorcism", 0)[0]
    legal = set(legal_targets(game, ab.targets[0], 0, obj_id(game, "te")))
    assert legal == {obj_id(game, a) for a in ("beggar", "anthem", "carriage")}
    cast(game, "te", ["beggar"])
    assert zone(game, "beggar") == "exile"


def test_702_phantom_carriage_compiles() -> None:
    ab = _one("Phantom Carriage", "When this creature enters", False)
    (may,) = ab.instructions
    (search,) = may.do
    assert isinstance(search, I.SearchLibrary) and search.to == "graveyard"
    assert search.selector == s.And((s.InZone(("graveyard", "hand", "library", "exile")),
                                     s.Or((s.HasKeyword("flashback"),
                                           s.HasKeyword("disturb")))))


def test_702_phantom_carriage_finds_flashback_and_disturb_cards(board) -> None:
    """701.23a: the search offers Think Twice (flashback), Baithook Angler (disturb) and
    Deep Analysis, whose "Flashback—{1}{U}, Pay 3 life." the engine doesn't read yet but
    which is still a card with flashback (702.34); not Grizzly Bears. The card found goes
    to the graveyard."""
    game = board("""
        name: carriage
        hand: {Alice: [{card: Phantom Carriage, as: pc}]}
        library:
          Alice: [{card: Think Twice, as: tt}, {card: Baithook Angler, as: angler},
                  {card: Deep Analysis, as: da}, {card: Grizzly Bears, as: gb}]
          Bob: [Plains]
    """)
    findable = {obj_id(game, a) for a in ("tt", "angler", "da")}
    script = cast(game, "pc", answers={"may": [True], "search": ["da"]})
    (search,) = script.asked_of("search")
    assert {v for _l, v in search.options} == findable
    assert zone(game, "da") == "graveyard" and zone(game, "gb") == "library"


# -- 115.1: "Cards in graveyards can't be the targets of spells or abilities." --------------
def test_115_1_dennick_compiles() -> None:
    ab = _one("Dennick, Pious Apprentice", "Cards in graveyards", False)
    assert isinstance(ab, StaticAbility)
    (spec,) = ab.effects
    assert spec.affected == s.And((s.InZone(("graveyard",)),))
    assert spec.parts == (RulesPart("cant_be_targeted"),)


@pytest.mark.parametrize("dennick", [True, False])
def test_115_1_dennick_graveyard_cards_cant_be_targeted(board, dennick) -> None:
    """With Bob's Dennick on the battlefield, Alice's Raise Dead has no legal target (the
    Bears in her graveyard); without it, it returns the Bears."""
    extra = '{card: "Dennick, Pious Apprentice", controller: Bob}' if dennick else "Swamp"
    game = board(f"""
        name: dennick
        battlefield: [{extra}]
        hand: {{Alice: [{{card: Raise Dead, as: rd}}]}}
        graveyard: {{Alice: [{{card: Grizzly Bears, as: bears}}]}}
        library: {{Alice: [Plains], Bob: [Plains]}}
    """)
    if dennick:
        with pytest.raises(IllegalActionError):
            cast(game, "rd", ["bears"])
        assert zone(game, "bears") == "graveyard" and zone(game, "rd") == "hand"
    else:
        cast(game, "rd", ["bears"])
        assert zone(game, "bears") == "hand"


def test_608_2b_dennick_entering_makes_the_target_illegal(board) -> None:
    """608.2b: Raise Dead targets the Bears; Bob flashes in... (here: Dennick is put onto the
    battlefield before it resolves): its only target is illegal, so it doesn't resolve."""
    game = board("""
        name: dennick later
        hand: {Alice: [{card: Raise Dead, as: rd}]}
        graveyard: {Alice: [{card: Grizzly Bears, as: bears}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.decider = Script(game, {})
    spells.cast(game, obj_id(game, "rd"), 0, [obj_id(game, "bears")], {})
    game.state.add_object({"owner": 1, "controller": 1, "card": "Dennick, Pious Apprentice"},
                          "battlefield")
    game.state.touch()
    steps.resolve_all(game)
    assert zone(game, "bears") == "graveyard" and zone(game, "rd") == "graveyard"


# -- 615.1 / 614.1a: damage a spell would deal (Rem Karolus) --------------------------------
def test_615_1_rem_karolus_compiles() -> None:
    from arbiter.rules.spell_damage import PLUS, PREVENT, Recipients

    prevent = _one("Rem Karolus, Stalwart Slayer", "If a spell would deal damage to you", False)
    (spec,) = prevent.effects
    assert spec.parts == (RulesPart(PREVENT, Recipients(
        "you", s.And((s.InZone(("battlefield",)), s.YOURS, s.OTHER)))),)
    plus = _one("Rem Karolus, Stalwart Slayer", "If a spell would deal damage to an", False)
    (spec,) = plus.effects
    assert spec.parts == (RulesPart(PLUS, (1, Recipients(
        "opponents", s.And((s.InZone(("battlefield",)), s.ControlledByOpponent()))))),)


@pytest.mark.parametrize(("caster", "target", "life", "damage"), [
    # Alice's own spell to an opponent: 2 plus 1 (614.1a).
    ("Alice", "Bob", (20, 17), {}),
    # Any spell to a permanent an opponent controls: 3 damage, the 2/2 dies.
    ("Bob", "theirs", (20, 20), {"theirs": "graveyard"}),
    # A spell's damage to Alice or another permanent she controls is prevented (615.1),
    # even from her own spell.
    ("Bob", "Alice", (20, 20), {}),
    ("Bob", "mine", (20, 20), {"mine": 0}),
    ("Alice", "mine", (20, 20), {"mine": 0}),
    # Rem Karolus itself isn't "another permanent you control".
    ("Bob", "rem", (20, 20), {"rem": 2}),
])
def test_615_1_rem_karolus_prevents_and_increases_spell_damage(board, caster, target, life,
                                                               damage) -> None:
    game = board("""
        name: rem
        battlefield:
          - {card: "Rem Karolus, Stalwart Slayer", as: rem}
          - {card: Grizzly Bears, as: mine}
          - {card: Grizzly Bears, as: theirs, controller: Bob}
        hand: {Alice: [{card: Shock, as: s0}], Bob: [{card: Shock, as: s1}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    by = 0 if caster == "Alice" else 1
    tgt = {"Alice": ("player", 0), "Bob": ("player", 1)}.get(target, target)
    cast(game, f"s{by}", [tgt], by=by)
    assert tuple(p.life for p in game.state.players) == life
    for alias, want in damage.items():
        if isinstance(want, str):
            assert zone(game, alias) == want
        else:
            assert game.obj(obj_id(game, alias)).damage == want


def test_615_1_rem_karolus_leaves_other_damage_alone(board) -> None:
    """Damage from a source that isn't a spell (a creature fighting, 701.14) is neither
    prevented nor increased: Prey Upon is a spell, but the creatures deal the damage."""
    game = board("""
        name: rem fight
        battlefield:
          - {card: "Rem Karolus, Stalwart Slayer", as: rem}
          - {card: Grizzly Bears, as: mine}
          - {card: Hill Giant, as: giant, controller: Bob}
        hand: {Alice: [{card: Prey Upon, as: prey}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "prey", ["mine", "giant"])
    assert game.obj(obj_id(game, "giant")).damage == 2
    assert zone(game, "mine") == "graveyard"


# -- 614.1a / 611.2a: "If that creature would die this turn, exile it instead." ----------------
def test_614_1a_burn_the_accursed_compiles() -> None:
    ab = _one("Burn the Accursed", "Burn the Accursed deals", True)
    hit, player, shield = ab.instructions
    assert (hit.amount, hit.to, player.amount, player.to) == (
        5, I.Ref.target(0), 2, I.Ref.controller_of(0))
    assert shield == I.CreateEffect(
        parts=(RulesPart("replace_zone_change", ("battlefield", "graveyard", "exile")),),
        affected=I.Ref.target(0), duration="end_of_turn")


def test_614_1a_burn_the_accursed_exiles_the_creature_it_kills(board) -> None:
    """5 damage to Bob's Hill Giant (3/3) and 2 to Bob; the Giant would die (704.5g) and is
    exiled instead."""
    game = board("""
        name: burn
        battlefield: [{card: Hill Giant, as: giant, controller: Bob}]
        hand: {Alice: [{card: Burn the Accursed, as: burn}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "burn", ["giant"])
    assert zone(game, "giant") == "exile"
    assert game.state.players[1].life == 18


def test_611_2a_burn_the_accursed_shield_lasts_only_this_turn(board) -> None:
    """Boon of... : a creature that survives (Colossal Dreadmaw, 6/6) and dies on a later
    turn goes to the graveyard: the effect ended at the cleanup step (514.2)."""
    game = board("""
        name: burn later
        battlefield: [{card: Colossal Dreadmaw, as: dreadmaw, controller: Bob}]
        hand: {Alice: [{card: Burn the Accursed, as: burn}, {card: Murder, as: murder}]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    cast(game, "burn", ["dreadmaw"])
    assert zone(game, "dreadmaw") == "battlefield"
    rules = [e for e in game.state.effects if any(
        getattr(p, "rule", "") == "replace_zone_change" for p in e.parts)]
    assert len(rules) == 1
    steps.cleanup_actions(game)
    cast(game, "murder", ["dreadmaw"])
    assert zone(game, "dreadmaw") == "graveyard"


# -- 614.1a / 701.9a: Wilt-Leaf Liege ------------------------------------------------------------
def test_614_1a_wilt_leaf_liege_compiles() -> None:
    from arbiter.rules.abilities import ReplacementAbility

    ab = _one("Wilt-Leaf Liege", "If a spell or ability", False)
    assert ab == ReplacementAbility(text="", kind="discarded_instead",
                                    spec=("opponent", "battlefield"))


@pytest.mark.parametrize(("caster", "liege_zone"), [("Bob", "battlefield"),
                                                   ("Alice", "graveyard")])
def test_614_1a_wilt_leaf_liege_discarded_by_an_opponents_spell(board, caster,
                                                                 liege_zone) -> None:
    """Bob's Mind Rot makes Alice discard the Liege: it goes onto the battlefield instead
    (still a discard, 614.6). Alice's own Mind Rot on herself: into her graveyard."""
    game = board("""
        name: liege
        hand:
          Alice: [{card: Wilt-Leaf Liege, as: liege}, {card: Plains, as: plains},
                  {card: Mind Rot, as: rot0}]
          Bob: [{card: Mind Rot, as: rot1}]
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    by = 0 if caster == "Alice" else 1
    game.state.turn.active = game.state.turn.priority = by  # a sorcery on its caster's turn
    cast(game, f"rot{by}", [0], by=by, answers={"discard": ["liege", "plains"]})
    assert zone(game, "liege") == liege_zone and zone(game, "plains") == "graveyard"
    discards = [e.obj for e in game.events if e.kind == "discard"]
    assert len(discards) == 2
    if liege_zone == "battlefield":
        assert game.controller_of(obj_id(game, "liege")) == 0


def test_514_1_wilt_leaf_liege_discarded_to_hand_size_goes_to_the_graveyard(board) -> None:
    """514.1: discarding to maximum hand size is a game rule, not a spell or ability."""
    from arbiter.engine.turn.loop import cleanup

    game = board("""
        name: liege cleanup
        hand: {Alice: [{card: Wilt-Leaf Liege, as: liege}, Plains, Plains, Plains, Plains,
                       Plains, Plains, Plains]}
        library: {Alice: [Plains], Bob: [Plains]}
    """)
    game.decider = Script(game, {"discard": ["liege"]})
    cleanup(game)
    assert zone(game, "liege") == "graveyard"
