"""Object phrases' control and zone post-modifiers (`compiler.grammar.nouns`): "you control",
"an opponent controls", "target player owns" (108.3-108.4, 115.1), "in your graveyard",
"exiled with ~" (400.1, 607.2a).
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import kw, kws
from arbiter.compiler.grammar.noun_items import Item as _Item
from arbiter.compiler.grammar.refs import Pending
from arbiter.rules import selectors as s
from arbiter.rules.chosen_on_resolution import ThatChosenColor, ThatChosenSubtype
from arbiter.rules.combat_selectors import ControlledByDefendingPlayer
from arbiter.rules.event_selectors import ControlledByEventPlayer
from arbiter.rules.instructions.objects import TargetSpec
from arbiter.rules.linked_exile import ExiledWithSource
from arbiter.rules.player_auras import ControlledByEnchantedPlayer
from arbiter.rules.target_player_selectors import ControlledByTargetPlayer


def _target_player(t: pp.ParseResults) -> _Item:
    """115.1: "<objects> target player controls / owns" (`rules.target_player_selectors`)."""
    words = [w.lower() for w in t]
    who, verb = " ".join(words[:-1]), words[-1]
    spec = TargetSpec("player", s.ControlledByOpponent() if who == "target opponent" else None,
                      description=who)
    return _Item("sel", ControlledByTargetPlayer(Pending(spec), owns=verb == "owns"))


CONTROL = pp.MatchFirst([
    # 108.3, 108.4: "creatures you control but don't own"
    kws("you control but don't own", "you control but do not own").set_parse_action(
        lambda: _Item("sel", s.And((s.YOURS, s.Not(s.OwnedByYou()))))),
    kw("you control").set_parse_action(lambda: _Item("sel", s.YOURS)),
    # 102.4: "your team" means "you" in a game that isn't between teams (the engine plays
    # no team games, 810)
    kw("your team controls").set_parse_action(lambda: _Item("sel", s.YOURS)),
    (kws("target player", "target opponent") + kws("controls", "owns")
     ).set_parse_action(_target_player),
    kws("you don't control", "you do not control").set_parse_action(
        lambda: _Item("sel", s.Not(s.YOURS))),
    kws("an opponent controls", "your opponents control", "opponents control").set_parse_action(
        lambda: _Item("sel", s.ControlledByOpponent())),
    kw("you own").set_parse_action(lambda: _Item("sel", s.OwnedByYou())),
    # 303.4b: "a nontoken creature enchanted player controls" (an Aura with enchant player)
    kw("enchanted player controls").set_parse_action(
        lambda: _Item("sel", ControlledByEnchantedPlayer())),
    # 506.2 / 508.5: "target creature defending player controls"
    kw("defending player controls").set_parse_action(
        lambda: _Item("sel", ControlledByDefendingPlayer())),
    # "that player": the player of the trigger event (bound as the ability is put on the
    # stack; `compiler.grammar.event_player` accepts it only there)
    kw("that player controls").set_parse_action(
        lambda: _Item("sel", ControlledByEventPlayer())),
])

ZONE = pp.MatchFirst([
    kws("in your graveyard", "from your graveyard").set_parse_action(
        lambda: [_Item("zone", "graveyard"), _Item("sel", s.OwnedByYou())]),
    # "from a single graveyard" is not one of them: it limits several targets to one
    # graveyard together (601.2c), a restriction no selector states: read only after
    # "up to N target cards" (`nouns.TARGET`, TargetSpec.single_graveyard)
    kws("in a graveyard", "from a graveyard", "in graveyards", "from graveyards",
        "in all graveyards", "from all graveyards",
        # 404.1: "for each card named Rite of Flame in each graveyard": every graveyard
        "in each graveyard",
        "total in all graveyards").set_parse_action(
        lambda: _Item("zone", "graveyard")),
    # "from that player's graveyard": the trigger event's player's (bound as "that player
    # controls" is, `compiler.grammar.event_player`)
    kw("from that player's graveyard").set_parse_action(
        lambda: [_Item("zone", "graveyard"), _Item("sel", ControlledByEventPlayer(owns=True))]),
    # 102.2: "target card from an opponent's graveyard" (one target; several stay unread,
    # `compiler.grammar.nouns._target`)
    kws("in your opponents' graveyards", "in an opponent's graveyard",
        "from an opponent's graveyard", "in opponents' graveyards").set_parse_action(
        lambda: [_Item("zone", "graveyard"), _Item("sel", s.Not(s.OwnedByYou()))]),
    kws("in all players' hands", "in all hands").set_parse_action(
        lambda: _Item("zone", "hand")),
    kws("in your hand", "from your hand").set_parse_action(
        lambda: [_Item("zone", "hand"), _Item("sel", s.OwnedByYou())]),
    kws("in your library", "from your library").set_parse_action(
        lambda: [_Item("zone", "library"), _Item("sel", s.OwnedByYou())]),
    kws("in exile", "from exile").set_parse_action(lambda: _Item("zone", "exile")),
    # 607.2a-b: "creature cards exiled with ~" (`rules.linked_exile`)
    kw("exiled with ~").set_parse_action(
        lambda: [_Item("zone", "exile"), _Item("sel", ExiledWithSource())]),
    kw("on the battlefield").set_parse_action(lambda: _Item("zone", "battlefield")),
    kws("of the chosen type").set_parse_action(lambda: _Item("sel", s.HasChosenSubtype())),
    kws("of the chosen color").set_parse_action(lambda: _Item("sel", s.HasChosenColor())),
    # 608.2d: chosen earlier in the same effect (`compiler.effects.chosen_gate`)
    kws("of that type").set_parse_action(lambda: _Item("sel", ThatChosenSubtype())),
    kws("of that color").set_parse_action(lambda: _Item("sel", ThatChosenColor())),
    kws("other than ~").set_parse_action(lambda: _Item("other")),
])
