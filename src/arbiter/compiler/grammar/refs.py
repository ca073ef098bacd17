"""Targets and pronouns in compiled effects (115.1, 608.2b).

The grammar writes a target requirement in place as `Pending(spec)` and a pronoun ("it",
"that creature", "that player", "its controller") as a `Ref("pronoun...")`; `bind` numbers
the targets in order of appearance and points each pronoun at the last object (or player)
named before it (a target, else the source itself).

Targets are kept in slots (115.1): a requirement for N targets ("up to two target
creatures") takes N consecutive slots, so the slot of a later target is the number of
slots before it. A requirement for X targets can only be the last one.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import pyparsing as pp

from arbiter.compiler.grammar.damage_refs import ItPronoun, damage_recipient, damage_subject
from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.compiler.grammar.other_targets import other_target_after_target
from arbiter.compiler.grammar.stat_refs import (
    bind_inside,
    late_fields,
    one_sacrificed,
    was_condition,
)
from arbiter.compiler.grammar.target_ranges import target_range
from arbiter.rules.data_search import contains, first_inside
from arbiter.rules.instructions.objects import Ref, TargetSpec
from arbiter.rules.last_known import WhereStatOf
from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class Pending:
    """A target requirement not yet numbered."""

    spec: TargetSpec


@dataclass(frozen=True)
class ChosenPhrase:
    """"the chosen creature you control" (`text`: the words after "the chosen"), or "#i":
    the i-th target named by an earlier "Choose <targets>." sentence (601.2c)."""

    text: str


#: After "Choose <target> and <target>.", "it" names neither one alone.
_AMBIGUOUS = Ref("ambiguous")
#: After an effect on each object of a kind, "they" / "those creatures" isn't read.
_GROUP = Ref("group")
#: After "<do something to it> at the beginning of the next end step" (603.7), "it" could be
#: the object now or the one the delayed ability acts on later: not read.
_DELAYED = Ref("delayed")
#: What "the chosen <noun>" would name after a choice made in only one branch of a condition.
_CONDITIONAL_CHOICE: list[Any] = []


class PluralPronoun(Ref):
    """"them", "they", "those creatures": the same as any pronoun, except that only a plural
    one names the permanents a group's counters were put on (608.2c: "Put a +1/+1 counter on
    each creature you control. Those creatures gain vigilance ...")."""


_PLURAL = frozenset({"them", "they", "those creatures", "those cards", "those permanents",
                     "those tokens"})


def _pronoun_ref(word: str) -> Ref:
    word = word.lower()
    if word == "it":
        return ItPronoun("pronoun")
    return PluralPronoun("pronoun") if word in _PLURAL else Ref("pronoun")


#: "it", "that creature", "them": the last object named.
PRONOUN = kws("it", "that creature", "that permanent", "that card", "them", "those creatures",
              "those cards", "those permanents", "that spell", "they", "that token",
              "those tokens", "that creature or planeswalker").set_parse_action(
    lambda t: _pronoun_ref(t[0]))
#: "that player", "they", "them" (a player): the last player named.
PLAYER_PRONOUN = kws("that player", "they", "them").set_parse_action(
    lambda: Ref("pronoun_player"))
#: "its controller", "that creature's controller": the controller of the last object named.
CONTROLLER_PRONOUN = kws("its controller", "that creature's controller",
                         "that permanent's controller", "their controller",
                         "that artifact's controller", "that land's controller",
                         "the creature's controller", "the land's controller",
                         "that spell's controller"  # 701.6a: a countered spell's (608.2h)
                         ).set_parse_action(lambda: Ref("pronoun_controller"))
#: "its owner": the owner of the last object named (108.3), the source or a target.
OWNER_PRONOUN = (kw("its owner") + ~pp.Literal("'")).set_parse_action(
    lambda: Ref("pronoun_owner"))


#: Fields read in the order the text names them ("It deals damage equal to its power to
#: target creature": the source comes before the recipient).
_TEXT_ORDER = {"DealDamage": ("source", "amount", "to"), "Fight": ("a", "b"),
               "DealDamageDivided": ("source", "amount", "to"),  # "It deals 3 damage divided"
               "DealDamageToSlots": ("source", "amounts", "to"),  # "It deals 1 damage to ..."
               # "Counter target spell unless its controller pays {3}"
               "MayPay": ("then", "otherwise", "who")}


#: 400.7j: instructions moving an object, and whether the zone it goes to is public (400.2).
_MOVES = {"Exile": True, "ExileUntilLeaves": True, "ReturnToBattlefield": True,
          "Destroy": True, "Sacrifice": True,
          "ReturnToHand": False, "PutInLibrary": False, "ShuffleInto": False}
#: A past-tense condition ("If its mana value was 3 or less"): its pronoun names the object
#: as it last existed in the zone it was expected to be in (608.2h), not the new object.
_INFORMATION = ("arbiter.rules.last_known_conditions",
                "arbiter.rules.last_known",  # StatOf: "its power" (608.2h)
                "arbiter.rules.moved_card_stats")  # "that card's mana value" (608.2h)


def _slots(spec: TargetSpec) -> int:
    return max(1, spec.count)


#: Where a reference may sit: an instruction, or a copy part naming the object copied
#: ("becomes a copy of target creature", 707.2).
#: A condition may name an object too ("If it's a Human", 608.2c).
_WALKED = ("arbiter.rules.instructions.", "arbiter.rules.copiable", "arbiter.rules.conditions",
           "arbiter.rules.object_conditions", "arbiter.rules.last_known_conditions",
           "arbiter.rules.last_known",  # StatOf (608.2h)
           "arbiter.rules.moved_card_stats",  # MovedCardStat (608.2h)
           "arbiter.rules.player_counts",  # "the number of cards in their hand" (603.2)
           "arbiter.rules.turn_start_lands",  # "untapped lands they controlled" (500.1)
           # A selector may name an object too ("each creature blocking it", 509.1g).
           "arbiter.rules.selectors", "arbiter.rules.blocking_selectors",
           "arbiter.rules.target_player_selectors",  # "target player controls" (115.1)
           "arbiter.rules.same_name_selectors",  # "with the same name as that permanent"
           "arbiter.rules.shared_colors",  # radiance: "that shares a color with it" (207.2c)
           "arbiter.rules.referenced_selectors",  # "each of those creatures with flying"
           "arbiter.rules.attached_to_selectors",  # "and all Auras attached to it" (303.4)
           "arbiter.rules.counters_on_referenced",  # "the number of charge counters on it"
           # A phrase that becomes final once its pronoun is known (`bound()`).
           "arbiter.compiler.conditions.game",
           # Instructions kept in their own engine modules.
           "arbiter.engine.stack.each_deals_damage",  # "to that creature" (120.3)
           "arbiter.engine.keyword_actions.exchange",
           "arbiter.engine.casting.cast_from_graveyard_now",  # "you may cast target card"
           "arbiter.engine.casting.flashback_until_end_of_turn",  # "target card gains ..."
           "arbiter.engine.zones.random_return",  # "return a card at random ... It gains"
           "arbiter.engine.zones.top_of_graveyard",  # "return the top creature card ..."
           "arbiter.engine.zones.hand_to_library",  # "target opponent puts a card ..."
           "arbiter.engine.casting.impulse_cards",  # "... of target opponent's library"
           "arbiter.engine.zones.reveal_top_card",  # "... put it onto the battlefield"
           "arbiter.engine.keyword_actions.connive", "arbiter.engine.keyword_actions.endure",
           "arbiter.engine.keyword_actions.clash", "arbiter.engine.keyword_actions.flip",
           "arbiter.engine.stack.control_groups",  # 613.1b: "gain control of all ..."
           "arbiter.engine.keyword_actions.earthbend", "arbiter.engine.keyword_actions.vote",
           "arbiter.engine.players.monarch",  # "target opponent becomes the monarch"
           "arbiter.engine.players.initiative",  # "target player takes the initiative"
           "arbiter.engine.keyword_actions.airbend", "arbiter.engine.keyword_actions.suspect",
           "arbiter.engine.keyword_actions.convert",
           "arbiter.engine.keyword_actions.villainous_choice",
           "arbiter.engine.keyword_actions.sacrifice_choice",
           "arbiter.engine.keyword_actions.discard_random",
           "arbiter.engine.keyword_actions.look_discard",  # "look at target player's hand"
           "arbiter.engine.keyword_actions.discard_hand",
           "arbiter.engine.keyword_actions.mill_half",  # "target player mills half ..."
           "arbiter.engine.keyword_actions.discard_unless",
           "arbiter.engine.keyword_actions.named_discard",
           "arbiter.engine.keyword_actions.search_for_name",
           "arbiter.engine.keyword_actions.player_searches",
           "arbiter.engine.turn.extra_turns", "arbiter.engine.turn.skip_next",
           "arbiter.engine.keyword_actions.sacrifice_or_else",
           "arbiter.engine.keyword_actions.own_permanent_actions",  # 608.2d
           "arbiter.engine.keyword_actions.discard_or_else",  # 701.9a
           "arbiter.engine.stack.join_forces",  # 207.2c
           "arbiter.engine.stack.each_unless_pays",  # 118.12
           "arbiter.engine.turn.land_ban",  # 101.2: "target player can't play lands"
           "arbiter.engine.casting.cast_ban_this_turn",  # "target player can't cast ..."
           "arbiter.engine.zones.several_tokens",
           "arbiter.engine.combat.attacking_tokens",
           "arbiter.engine.combat.remove_from_combat",  # 506.4
           "arbiter.engine.combat.become_blocked",  # 509.1h
           "arbiter.engine.stack.pay_x", "arbiter.engine.zones.hand_difference",
           "arbiter.engine.counters_moved", "arbiter.engine.zones.exile_library",
           "arbiter.engine.counters_remove_all",  # "remove all counters from target permanent"
           "arbiter.engine.counters_remove_one",  # "remove a counter from target permanent"
           "arbiter.engine.counters_it_had",  # 603.10a: "put its counters on ..."
           "arbiter.engine.zones.attach_to_named",  # 701.3a: "attach ~ to it"
           "arbiter.engine.zones.attach_chosen_equipment",  # 701.3a
           "arbiter.engine.zones.role_tokens",  # 303.4i: "create a Role token attached to it"
           "arbiter.engine.replacement.excess_damage",  # 120.4a
           "arbiter.engine.stack.player_chooses",  # 608.2d
           "arbiter.engine.stack.player_gains_control",  # 613.1b
           "arbiter.engine.players.exchange_life",  # 701.12c
           "arbiter.engine.keyword_actions.coin_flip_until",
           "arbiter.engine.stack.drain", "arbiter.engine.players.life_lost_this_way",
           "arbiter.engine.zones.exile_graveyard",
           "arbiter.engine.turn.player_untap_step",
           "arbiter.engine.mana.lose_unspent",
           "arbiter.engine.stack.damage_per_target",
           "arbiter.engine.triggers.next_upkeep_player_draws",
           "arbiter.engine.zones.player_may_draw",
           "arbiter.engine.zones.exile_face_down",
           "arbiter.engine.zones.look_at_hidden",
           "arbiter.engine.casting.cast_exiled_now", "arbiter.engine.casting.exile_until",
           "arbiter.engine.casting.cast_copies",
           "arbiter.engine.zones.shuffle_in_reveal",
           "arbiter.engine.zones.reveal_until",
           "arbiter.engine.zones.graveyard_choices",
           "arbiter.engine.zones.opponent_chooses_one",
           "arbiter.engine.zones.look_exile_one",
           "arbiter.engine.stack.different_powers",
           "arbiter.engine.zones.exile_top_cards",
           "arbiter.engine.keyword_actions.manifest_top",
           "arbiter.engine.keyword_actions.manifest_dread",
           "arbiter.engine.keyword_actions.search_zones",
           "arbiter.engine.keyword_actions.search_their_library",
           "arbiter.engine.keyword_actions.shuffle_library",
           "arbiter.engine.stack.if_you_dont",  # "If you don't, that player discards ..."
           "arbiter.engine.zones.reveal_top_if",
           "arbiter.engine.keyword_actions.name_then_mill",
           "arbiter.engine.zones.reveal_hand", "arbiter.engine.zones.reveal_random")


def bind(instructions: tuple[Any, ...], targets: list[TargetSpec],
         default: Ref | None = None, player: Ref | None = None,
         that_many: bool = False) -> tuple[Any, ...]:
    """Replace `Pending` by a Ref to its target slot (appending to `targets`) and pronouns
    by the last object or player named; `default` is what a pronoun means before anything
    is named, `player` what "that player" means before any player is named (the player a
    trigger's event names, 603.2). A line whose references can't be resolved raises a
    ParseException (it is then left unsupported)."""
    state: dict[str, Any] = {"last": default or Ref.this(), "player": player,
                             "moved": {}, "past": 0, "present": 0, "default": default}
    #: One phrase shared by several verbs ("Target player draws two cards and loses 2
    #: life") is one target: the same `Pending` object gets the same slot.
    seen: dict[int, Ref] = {}

    def walk(x: Any) -> Any:
        if isinstance(x, Pending) and id(x) in seen:
            return seen[id(x)]
        if isinstance(x, Pending):
            ref = _number(x)
            seen[id(x)] = ref
            return ref
        if isinstance(x, Ref):
            return _pronoun(x, state)
        if isinstance(x, WhereStatOf) or (  # 107.3a, 608.2h (`stat_refs`)
                dataclasses.is_dataclass(x) and not type(x).__module__.startswith(_WALKED)
                and contains(x, WhereStatOf)):
            return bind_inside(x, state["last"], targets)
        if isinstance(x, ChosenPhrase):
            return _chosen(x, state)
        if isinstance(x, tuple):
            return tuple(walk(y) for y in x)
        if state["last"] == _DELAYED and _leaving_replacement(x) and \
                state.get("delayed_what") is not None:
            # 614.1a / 603.7: "Exile it at the beginning of the next end step. If it would
            # leave the battlefield, exile it instead ...": the permanent the delayed
            # ability exiles or sacrifices, the one now on the battlefield
            state["last"] = state["delayed_what"]
            try:
                return walk(x)
            finally:
                state["last"] = _DELAYED
        if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
                type(x).__module__.startswith(_WALKED):
            names = [f.name for f in dataclasses.fields(x)]
            first = _TEXT_ORDER.get(type(x).__name__, ())
            if type(x).__name__ == "If" and type(x.condition).__name__ == "Not":
                # 608.2c: an "instead" sentence is folded as If(Not(condition), earlier,
                # later): the earlier sentence comes before the condition in the text.
                first = ("then", "condition", "otherwise")
            if type(x).__name__ == "ClashWithOpponent":  # 701.30b: the opponent clashed with
                state["player"] = Ref("clash_opponent")  # is "that player" after it
            names = late_fields(x, [n for n in first if n in names]
                                + [n for n in names if n not in first])
            past = type(x).__module__.startswith(_INFORMATION) or (  # 608.2h, 707.2:
                type(x).__name__ == "CreateTokenCopy" and _left_battlefield(state, targets))
            present = type(x).__name__ == "ObjectIs"
            state["past"] += past
            state["present"] += present
            state["was"] = state.get("was", 0) + (type(x).__name__ == "ObjectWas")
            chosen_before = state.get("chosen")
            changes = {n: walk(getattr(x, n)) for n in names}
            if type(x).__name__ == "If" and state.get("chosen") is not chosen_before:
                # "Choose target creature with mana value 3 or less. If this spell was
                # kicked, instead choose target creature. Exile the chosen creature": the
                # target chosen depends on the condition (601.2c), which no one slot names
                state["chosen"] = _CONDITIONAL_CHOICE
            state["past"] -= past
            state["present"] -= present
            state["was"] -= type(x).__name__ == "ObjectWas"
            if type(x).__name__ == "DealDamage":
                damage_subject(x, changes, state)
                damage_recipient(x, changes, state)
            _note_move(type(x).__name__, changes, state)
            if type(x).__name__ == "ObjectIs" and state["moved"].get(changes["what"]) is False:
                # 608.2h: "If it's a Zombie card" about a card just put into a hand or a
                # library is about the card as it last existed.
                return was_condition(changes["what"], x.selector)
            if type(x).__name__ == "SourceCounters":
                # 608.2c: "Then if this enchantment has three or more invitation counters on
                # it, transform it": the source, named in the condition, was named last ("it";
                # "that creature" there might name the object before: not read, `_pronoun`)
                state["before_source_condition"] = state["last"]
                state["last"] = Ref.this()
            if type(x).__name__ in _CREATES_TOKENS:
                state["last"] = Ref.created()  # "it"/"they" after: the tokens (608.2c)
            elif type(x).__name__ in _CHOSEN_AS_IT_RESOLVES:
                # 701.21a: the objects chosen as the instruction was carried out, which no
                # pronoun names here (it was read as the object named before, the source),
                # but the one permanent one player sacrificed (`stat_refs.one_sacrificed`)
                state["last"] = one_sacrificed(x, changes, state["moved"]) or _GROUP
            elif type(x).__name__ == "ChooseTargets":
                # 601.2c: what a later "the chosen <noun>" can name.
                state["chosen"] = [(targets[-len(changes["what"]) + i], r)
                                   for i, r in enumerate(changes["what"])]
                if len(changes["what"]) > 1:
                    state["last"] = _AMBIGUOUS
            elif type(x).__name__ == "CreateEffect" and \
                    not isinstance(changes["affected"], Ref) and x.affected is not None:
                # 608.2c, 611.2c: "Creatures you control get +1/+1 until end of turn. Untap
                # them.": the objects its affected set locked (`engine.stack.
                # continuous_effects`); a rules effect locks none (a group no pronoun names)
                state["last"] = Ref("effect_affected") if not x.rules_only and isinstance(
                    changes["affected"], Selector) else _GROUP
            elif type(x).__name__ in ("Tap", "Untap") and \
                    not isinstance(changes["what"], Ref):
                # "Tap all other artifacts. They don't untap ...": the group tapped, which
                # no pronoun can name here either.
                state["last"] = _GROUP
            elif type(x).__name__ == "DelayedTrigger":
                state["last"] = _DELAYED
                acts = [type(i).__name__ for i in x.instructions]
                state["delayed_what"] = changes["what"] if acts in (
                    ["Exile"], ["Sacrifice"]) and isinstance(changes["what"], Ref) else None
            elif type(x).__name__ == "ReturnToBattlefield" and \
                    not isinstance(changes["what"], Ref):
                # "Put all creature cards ... onto the battlefield. They gain decayed.": the
                # cards put there (608.2c)
                state["last"] = Ref.put_onto_battlefield()
            elif type(x).__name__ == "RevealChooseDiscard" and x.exile and not x.until_leaves:
                # 608.2c: "You choose a nonland card from it and exile it. You may cast that
                # card ...": the card exiled (`engine.keyword_actions.discard`)
                state["last"] = Ref.it()
            elif type(x).__name__ == "ReturnTopOfGraveyard":
                state["last"] = Ref.it()  # 608.2c: the permanent it put onto the battlefield
            elif type(x).__name__ == "ReturnAtRandom":
                # 608.2c: "Return a creature card at random from your graveyard to the
                # battlefield. It gains haste.": the one permanent it put there
                # (`engine.zones.random_return`); cards put into a hand, or several, no
                # pronoun names here (it was read as the source: Kheru Lich Lord gave its
                # own self haste and exiled itself)
                state["last"] = Ref.it() if x.n == 1 and x.to == "battlefield" else _GROUP
            elif type(x).__name__ in ("ExileTop", "ExileTopFaceDown", "LookExileOneFaceDown",
                                      "ExileUntil"):
                state["last"] = Ref.it()  # "that card": the card exiled (engine.casting.impulse)
            elif type(x).__name__ in ("FaceDownTop", "SearchZones", "ManifestDread"):
                # the permanent made, the card found; 701.62a: the card manifested ("manifest
                # dread, then put a +1/+1 counter on that creature")
                state["last"] = Ref.it()
            elif type(x).__name__ == "SearchLibrary":
                # 701.23: "Search your library for a card, put it onto the battlefield, then
                # shuffle. It gains haste.": the card found (`engine.keyword_actions.library`);
                # "any number of cards": a group no pronoun names here
                state["last"] = _GROUP if x.any_number else Ref.it()
            elif type(x).__name__ == "SearchTheirLibrary":  # 701.23: the one card exiled
                state["last"] = Ref.it() if (x.n, x.up_to, x.to) == (1, False, "exile") \
                    else _GROUP
            elif type(x).__name__ == "ExileTopCards":
                state["last"] = _GROUP  # "those cards": not named by a pronoun here
            elif type(x).__name__ == "PutFromGraveyards":
                # "That creature gains ward {2}": the one card put onto the battlefield
                # (`engine.zones.graveyard_choices`); from several graveyards, a group.
                state["last"] = Ref.it() if isinstance(changes["who"], Ref) else _GROUP
            elif type(x).__name__ == "OpponentChoosesOne":
                # "It gains haste": the card put onto the battlefield (608.2c,
                # `engine.zones.opponent_chooses_one`)
                state["last"] = Ref.it()
            elif type(x).__name__ == "ChooseObject":
                # 608.2d: "Put a +1/+1 counter on a creature you control. It gains double
                # strike until end of turn.": the permanent chosen (`choice_clauses`). After
                # another instruction on an object chosen as it resolves ("Return a creature
                # you control to its owner's hand", "Exile a card from a graveyard") no
                # pronoun is read: it was read as the object named before (the target).
                state["last"] = Ref.it() if [type(i).__name__ for i in x.then] == [
                    "PutCounters"] else _GROUP
            elif type(x).__name__ == "RevealTopPut" and x.to == "battlefield" and \
                    x.otherwise is None:  # 608.2c: the permanent put onto the battlefield
                state["last"] = Ref.it()
            elif type(x).__name__ == "PutCardFromHand":
                # "That creature gains haste": the card put onto the battlefield (608.2c,
                # `engine.zones.hand_to_battlefield`)
                state["last"] = Ref.it()
            elif type(x).__name__ == "PutCounters" and isinstance(changes["on"], Selector):
                # 608.2c, 122.1: "Put a +1/+1 counter on each creature you control. Those
                # creatures gain vigilance ...": the permanents the counters were put on
                # (`engine.counters.do_put_counters`)
                state["last"] = Ref("counters_put_on")
            elif type(x).__name__ == "GainControlOfAll":  # 613.1b: "Untap them."
                state["last"] = Ref("control_gained")  # (`engine.stack.control_groups`)
            elif any(isinstance(changes.get(f), Selector) for f in _ACTED_ON):
                # 608.2c: "Exile each creature you control. Return those cards ...": the
                # objects a group instruction acted on, which no pronoun names here (it
                # was read as the object named before: the source, the event's object).
                state["last"] = _GROUP
            elif any(getattr(x, f, None) == Ref.this() for f in _ACTED_ON):
                # "Put a +1/+1 counter on ~ and it can't be blocked": ~ acted upon is the
                # object named last (as the subject, "~ deals 2 damage to it", it isn't).
                state["last"] = Ref.this()
            done = dataclasses.replace(x, **changes)
            return done.bound() if hasattr(done, "bound") else done
        return x

    def _number(x: Pending) -> Ref:
        if any(t.x or t.per_opponent for t in targets):
            # 601.2c: their number is known only as the targets are chosen
            raise pp.ParseException("", 0, "a target after X targets or one per opponent")
        if x.spec.that_many and not that_many:
            # 603.12: "that many" targets are counted only for a reflexive ability after a
            # cost paid any number of times (`sentences`); nowhere else is it known yet.
            raise pp.ParseException("", 0, "'that many' targets")
        start = sum(_slots(t) for t in targets)
        spec = walk(x.spec)  # "target creature blocking it": "it" is what was named before
        targets.extend(target_range(spec, targets))  # 115.1: "one or two target creatures"
        if spec.kind == "player":
            ref = Ref.player_target(start)
            state["player"] = ref
            return ref
        if spec.per_opponent:  # 601.2c: one slot per opponent (`rules.per_opponent_targets`)
            ref = Ref.slots(start, -1)
        else:
            ref = Ref.slots(start, -1 if spec.x else spec.count) if spec.x or spec.count != 1 \
                else Ref.target(start)
        state["last"] = ref
        return ref

    out = tuple(walk(i) for i in instructions)
    if contains(out, Pending):
        # a target phrase inside an instruction this walk doesn't enter has no slot: the
        # line can't be carried out (principle 5), rather than failing as it resolves
        raise pp.ParseException("", 0, "a target inside an instruction not numbered")
    left = first_inside(out, _unbound)
    if left is not None:
        # a pronoun inside an instruction this walk doesn't enter names nothing: carried out,
        # it would act on no object or player (608.2c: it names what the text named before)
        raise pp.ParseException("", 0, f"a reference ('{left.kind}') inside an instruction "
                                "not bound")
    other_target_after_target(targets)  # 115.3
    return out


def _left_battlefield(state: dict[str, Any], targets: list[TargetSpec]) -> bool:
    """A target permanent the line has moved: a copy of it is of it as it last existed
    (608.2h, 707.2; `Game.move` keeps its copiable values), not of the card it became."""
    last = state["last"]
    return last in state["moved"] and last.kind == "target" and \
        last.index < len(targets) and targets[last.index].zone == "battlefield"


def _unbound(x: Any) -> bool:
    """A pronoun `bind` would have replaced, had it walked the instruction holding it."""
    return isinstance(x, Ref) and x.kind.startswith("pronoun")


#: 111.2: instructions whose handler records the tokens they create as `Ref.created()`
#: ("Sacrifice that token at the beginning of the next end step").
_CREATES_TOKENS = ("CreateToken", "CreateTokenCopy", "CreateAttackingTokens",
                   "CreateSeveralTokens", "CreateAttachedToken")
#: Instructions acting on objects a player chooses as they are carried out (701.21a).
#: 608.2d: "Target player exiles a card from their graveyard. If it's a creature card, ...":
#: the card chosen and exiled isn't named by a later pronoun here either.
_CHOSEN_AS_IT_RESOLVES = ("SacrificeChosen", "PlayerChoosesOwn")

#: The fields of an instruction that name the object it acts upon ("~ gets +1/+1 until end
#: of turn. Untap it.": the effect's object, 608.2c).
_ACTED_ON = ("on", "what", "affected")


def _note_move(kind: str, changes: dict[str, Any], state: dict[str, Any]) -> None:
    """400.7j: after an instruction moving the last object named, a pronoun acting on it
    names the new object it became in a public zone; in a hidden zone it can't be found."""
    last = state["last"]
    if kind in _MOVES and changes.get("what") in (last, Ref.new_of(last)):
        state["moved"][last] = _MOVES[kind]


def _chosen(x: ChosenPhrase, state: dict[str, Any]) -> Ref:
    """The target an earlier "Choose ..." sentence named that "the chosen <noun>" means:
    the one whose words are the same, or the i-th for "#i"."""
    if state.get("chosen") is _CONDITIONAL_CHOICE:
        raise pp.ParseException("", 0, "'the chosen ...' after a choice made under a condition")
    chosen = state.get("chosen") or []
    if x.text == "all":  # "the chosen permanents": every target the sentence named
        refs = [ref for _spec, ref in chosen]
        if not refs or any(ref.kind != "target" for ref in refs):
            raise pp.ParseException("", 0, "'the chosen permanents' names no targets")
        first = min(ref.index for ref in refs)
        if sorted(ref.index for ref in refs) != list(range(first, first + len(refs))):
            raise pp.ParseException("", 0, "'the chosen permanents' of scattered targets")
        return Ref.slots(first, len(refs))
    if x.text.startswith("#"):
        i = int(x.text[1:])
        if len(chosen) != 2:
            raise pp.ParseException("", 0, "'the chosen creatures' of other than two targets")
        return chosen[i][1]
    if x.text in ("cards", "creatures", "permanents") and len(chosen) == 1 \
            and chosen[0][0].count > 1:
        # "Choose two target creature cards ... return the chosen cards": all of them
        return chosen[0][1]
    found = [ref for spec, ref in chosen if spec.description.lower() == "target " + x.text]
    if len(found) != 1:
        raise pp.ParseException("", 0, f"'the chosen {x.text}' names no one target")
    return found[0]


def _leaving_replacement(x: Any) -> bool:
    """614.1a: an effect of the resolving ability replacing a permanent's leaving the
    battlefield ("If it would leave the battlefield, exile it instead ...")."""
    return type(x).__name__ == "CreateEffect" and bool(x.parts) and all(
        getattr(p, "rule", None) == "replace_zone_change" and p.detail[0] == "battlefield"
        for p in x.parts)


def _pronoun(x: Ref, state: dict[str, Any]) -> Ref:
    last: Ref = state["last"]
    if x.kind == "pronoun":
        if last.kind in ("counters_put_on", "control_gained", "effect_affected") and \
                not isinstance(x, PluralPronoun):
            raise pp.ParseException("", 0, "a singular pronoun after an effect on a group")
        if last == Ref.this() and state.get("was") and not isinstance(x, ItPronoun) and \
                getattr(state["default"], "kind", "") in ("event", "unbound"):
            return state["default"]  # "put a counter on ~. If that creature was a Villain"
        if last == Ref.this() and (state.get("was") or not isinstance(x, ItPronoun) and
                                   state.get("before_source_condition", last) != last):
            raise pp.ParseException("", 0, "'that creature' after a condition on the source")
        if last == _AMBIGUOUS:
            raise pp.ParseException("", 0, "'it' after choosing several targets")
        if last == _GROUP:
            raise pp.ParseException("", 0, "a pronoun naming the objects an effect affected")
        if last == _DELAYED:
            raise pp.ParseException("", 0, "a pronoun after a delayed action (603.7)")
        public = state["moved"].get(last)
        if public is None or state["past"] or (state["present"] and not public):
            return last  # 608.2h: information about it is its last known information
        if not public:
            raise pp.ParseException("", 0, "'it' after it was put into a hidden zone (400.7j)")
        return Ref.new_of(last)  # 400.7j
    if x.kind == "pronoun_player":
        if state["player"] is None:
            raise pp.ParseException("", 0, "'that player' names no player")
        return state["player"]
    if x.kind == "pronoun_controller" and last.kind in ("event", "unbound"):
        # "Whenever a creature an opponent controls dies, its controller loses 2 life": the
        # controller of the event's object, as it last existed if it left (603.10a).
        state["player"] = Ref("event_controller")
        return state["player"]
    if x.kind == "attached_controller":  # "then that player loses 1 life"
        state["player"] = x
        return x
    if x.kind == "pronoun_player_or_controller":
        # "target player or planeswalker ... That player or that planeswalker's controller"
        if last.kind != "target":
            raise pp.ParseException("", 0, "'that player or that planeswalker's controller' "
                                    "of something not targeted")
        ref = Ref.player_or_controller(last.index)
        state["player"] = ref
        return ref
    if x.kind == "pronoun_owner":
        # 108.3: the owner of the source ("When ~ dies, its owner loses half their life") or
        # of a target ("Destroy target creature. Its owner gains 4 life."); a card's owner
        # doesn't change as it moves (400.7 keeps it).
        if last.kind == "this":
            state["player"] = Ref("source_owner")
        elif last.kind == "target":
            state["player"] = Ref("owner_of", last.index)
        else:
            raise pp.ParseException("", 0, "'its owner' of something not the source or a target")
        return state["player"]
    if x.kind == "pronoun_controller":
        if last.kind != "target":
            raise pp.ParseException("", 0, "'its controller' of something not targeted")
        ref = Ref.controller_of(last.index)
        state["player"] = ref
        return ref
    if x.kind in ("attached", "target"):
        # "~" doesn't become "it": in "Tap target creature. ~ deals 2 damage to it", "it"
        # is still the creature.
        state["last"] = x
    return x


__all__ = ["Pending", "ChosenPhrase", "PRONOUN", "PLAYER_PRONOUN", "CONTROLLER_PRONOUN",
           "OWNER_PRONOUN", "bind", "pp"]
