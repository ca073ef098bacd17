"""Triggered abilities of Auras that enchant players (303.4b, 603.1), whole lines:

    At the beginning of enchanted player's upkeep, <effects>.        ("they", "that player":
                                                                     the enchanted player)
    At the beginning of enchanted player's upkeep, any number of target players other than
        that player each draw cards equal to the number of Curses attached to that player.
    Whenever enchanted player casts a spell with the chosen name, <effects>.  (201.4)
    Whenever a player attacks enchanted player with one or more creatures, that attacking
        player may create <tokens>.                     (508.1a, 608.2d: that player chooses
                                                        and creates them, 111.2)
    Whenever enchanted player casts a spell other than the first spell they cast each turn
        or copies a spell, <effects>.        ("them": that player; 601.2i, 707.10)

The engine (`engine.keywords.enchant_player`) triggers the first two only in the upkeep of the
player the Aura enchants, the third only for spells that player casts.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pyparsing as pp

from arbiter.compiler.effects.sentences import CLAUSES, EFFECTS
from arbiter.compiler.grammar.lexicon import kw, lit, sup
from arbiter.compiler.grammar.refs import Pending, bind
from arbiter.engine.stack.player_may_do import PlayerMayDo
from arbiter.engine.triggers.attacks_enchanted_player import SUBJECT as ATTACKS_SUBJECT
from arbiter.engine.triggers.conditions import Trigger
from arbiter.rules.abilities import TriggeredAbility
from arbiter.rules.chosen_names import HasChosenName
from arbiter.rules.instructions import Instruction
from arbiter.rules.instructions import objects as I
from arbiter.rules.player_auras import CursesAttachedToEnchantedPlayer, OtherThanEnchantedPlayer

ENCHANTED_PLAYER = I.Ref("enchanted_player")
_UPKEEP = Trigger("step", "any", step="upkeep", whose="enchanted")


def _walk(x: Any, f: Any) -> Any:
    x = f(x)
    if isinstance(x, tuple | list):
        return type(x)(_walk(y, f) for y in x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and \
            isinstance(x, Instruction):  # those kept beside their engine code too
        return dataclasses.replace(x, **{g.name: _walk(getattr(x, g.name), f)
                                         for g in dataclasses.fields(x)})
    return x


def _upkeep(t: pp.ParseResults) -> TriggeredAbility:
    """"they" / "that player" is the enchanted player; a line that names another player or
    an object by a pronoun is left unread (which one a pronoun means would be unclear)."""
    body = list(t[0])
    seen: list[Any] = []
    _walk(body, lambda x: seen.append(x) or x)
    if any(isinstance(x, Pending) or (isinstance(x, I.Ref) and x.kind == "pronoun")
           for x in seen):
        raise pp.ParseException("", 0, "a target or an object pronoun")
    body = _walk(body, lambda x: ENCHANTED_PLAYER if x == I.Ref("pronoun_player") else x)
    targets: list[I.TargetSpec] = []
    return TriggeredAbility(text="", trigger=_UPKEEP, instructions=bind(tuple(body), targets),
                            targets=tuple(targets))


_AT_UPKEEP = sup("at the beginning of enchanted player's upkeep") + lit(",")
#: "At the beginning of enchanted player's upkeep, they lose 1 life and you gain 1 life."
UPKEEP_LINE = (_AT_UPKEEP + EFFECTS).set_parse_action(_upkeep)

#: Curse of Surveillance (115.1: any number of target players, each chosen once).
SURVEILLANCE_LINE = (_AT_UPKEEP + kw(
    "any number of target players other than that player each draw cards equal to the "
    "number of Curses attached to that player") + lit(".")).set_parse_action(
    lambda: TriggeredAbility(
        text="", trigger=_UPKEEP,
        targets=(I.TargetSpec("player", OtherThanEnchantedPlayer(), count=99, up_to=True,
                              description="any number of target players other than that "
                                          "player"),),
        instructions=(I.Draw(CursesAttachedToEnchantedPlayer(),
                             who=I.Ref("player_targets")),)))


def _casts(t: pp.ParseResults) -> TriggeredAbility:
    targets: list[I.TargetSpec] = []
    body = bind(tuple(t[0]), targets)
    return TriggeredAbility(text="", trigger=Trigger("cast", "enchanted_player",
                                                     selector=HasChosenName()),
                            instructions=body, targets=tuple(targets))


#: Curse of Silence: "Whenever enchanted player casts a spell with the chosen name, ..."
CASTS_NAMED_LINE = (sup("whenever enchanted player casts a spell with the chosen name")
                    + lit(",") + EFFECTS).set_parse_action(_casts)

def _attacked(t: pp.ParseResults) -> TriggeredAbility:
    """"that attacking player may create ...": the attacking player (the event's player)
    decides and creates the tokens; other effects aren't read here."""
    body = list(t[0])
    if not body or not all(isinstance(i, I.CreateToken) and i.who == "you" for i in body):
        raise pp.ParseException("", 0, "only tokens the attacking player creates")
    them = I.Ref.event_player()
    do = tuple(dataclasses.replace(i, who=them) for i in body)
    return TriggeredAbility(text="", trigger=Trigger("player_attacks", ATTACKS_SUBJECT),
                            instructions=(PlayerMayDo(who=them, do=do),))


#: Curse of Shallow Graves (`engine.triggers.attacks_enchanted_player`).
ATTACKED_LINE = (sup("whenever a player attacks enchanted player with one or more creatures")
                 + lit(",") + sup("that attacking player may") + CLAUSES + lit(".")
                 ).set_parse_action(_attacked)

def _them_dealt_damage(x: Any) -> Any:
    """"deals 2 damage to them": damage is dealt only to players and permanents (120.1), not
    to the spell, so "them" is the player (the grammar first reads it as objects)."""
    if isinstance(x, I.DealDamage) and isinstance(x.to, I.Ref) and x.to.kind == "pronoun":
        return dataclasses.replace(x, to=I.Ref("pronoun_player"))
    return x


def _casts_or_copies(t: pp.ParseResults) -> TriggeredAbility:
    """"them" / "that player" is the player who cast or copied the spell (the event's
    player); a line naming an object by a pronoun is left unread."""
    body = _walk(list(t[0]), _them_dealt_damage)
    seen: list[Any] = []
    _walk(body, lambda x: seen.append(x) or x)
    if any(isinstance(x, I.Ref) and x.kind == "pronoun" for x in seen):
        raise pp.ParseException("", 0, "an object pronoun")
    body = _walk(body, lambda x: I.Ref.event_player() if x == I.Ref("pronoun_player") else x)
    targets: list[I.TargetSpec] = []
    # 601.2i: the cast event counts the caster's spells this turn, this one included; 707.10:
    # a copy isn't cast, it is copied by the player who put it on the stack.
    trigger = Trigger("cast_or_copy", "enchanted_player", any_of=(
        Trigger("cast", "enchanted_player", after_nth=1),
        Trigger("spell_copied", "enchanted_player")))
    return TriggeredAbility(text="", trigger=trigger, instructions=bind(tuple(body), targets),
                            targets=tuple(targets))


#: Curse of Shaken Faith.
CASTS_NOT_FIRST_OR_COPIES_LINE = (sup(
    "whenever enchanted player casts a spell other than the first spell they cast each turn "
    "or copies a spell") + lit(",") + EFFECTS).set_parse_action(_casts_or_copies)

PLAYER_AURA_TRIGGER_LINE = pp.MatchFirst([SURVEILLANCE_LINE, UPKEEP_LINE, CASTS_NAMED_LINE,
                                          ATTACKED_LINE, CASTS_NOT_FIRST_OR_COPIES_LINE])

__all__ = ["PLAYER_AURA_TRIGGER_LINE", "ENCHANTED_PLAYER"]
