"""What every instruction is built from (608.2): object references (`Ref`: a target, the
source, "it", the event's object, 608.2b), target requirements (`TargetSpec`, 115.1) and the
`Instruction` base class. The package (`rules.instructions`) re-exports them with the
instructions themselves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.rules.selectors import Selector


@dataclass(frozen=True)
class Ref:
    kind: str
    index: int = 0
    #: For `Ref.slots`: how many target slots from `index` (-1: to the end).
    span: int = 0

    @staticmethod
    def target(i: int = 0) -> Ref:
        return Ref("target", i)

    @staticmethod
    def this() -> Ref:
        return Ref("this")

    @staticmethod
    def it() -> Ref:
        return Ref("it")

    @staticmethod
    def attached() -> Ref:
        return Ref("attached")

    @staticmethod
    def event() -> Ref:
        """603.2: the object the trigger's event happened to ("that creature")."""
        return Ref("event")

    @staticmethod
    def event_stack_object() -> Ref:
        """603.2: the spell or ability the trigger's event names ("that spell or ability",
        702.21a): a spell's object, or an ability's stack object."""
        return Ref("event_stack_object")

    @staticmethod
    def event_player() -> Ref:
        """603.2: the player the trigger's event names ("that player", 702.21a)."""
        return Ref("event_player")

    @staticmethod
    def slots(start: int, span: int) -> Ref:
        """The objects chosen for one target requirement with several targets ("up to two
        target creatures"): target slots `start` .. `start + span - 1` (115.1)."""
        return Ref("slots", start, span)

    @staticmethod
    def player_target(i: int = 0) -> Ref:
        """The i-th target, a player ("target player draws two cards", 115.1)."""
        return Ref("player_target", i)

    @staticmethod
    def controller_of(i: int = 0) -> Ref:
        """The controller of the i-th target ("1 damage to its controller"), or of the
        object as it last existed (608.2h)."""
        return Ref("controller_of", i)

    @staticmethod
    def player_or_controller(i: int = 0) -> Ref:
        """"That player or that planeswalker's controller": the i-th target if it is a
        player, else the controller of the object (as "controller_of")."""
        return Ref("player_or_controller", i)

    @staticmethod
    def created() -> Ref:
        """The tokens the last token-creating instruction made ("They gain haste until end
        of turn", 608.2c)."""
        return Ref("created")

    @staticmethod
    def put_onto_battlefield() -> Ref:
        """The cards the last instruction putting a group of cards onto the battlefield put
        there ("Put all creature cards exiled with ~ onto the battlefield ... They gain
        decayed.", 608.2c)."""
        return Ref("put_onto_battlefield")

    @staticmethod
    def new_of(ref: Ref) -> Ref:
        """400.7j: the new object(s) that the object(s) `ref` names became when an earlier
        instruction of this effect moved them to a public zone ("Return target creature card
        ... to the battlefield. It gains haste."; `engine.zones.moved_objects`)."""
        return Ref("new_" + ref.kind, ref.index, ref.span)

    @staticmethod
    def linked_exiled() -> Ref:
        """607.2a: "the exiled card(s)" of an ability linked to another ability of the same
        object that exiled them: the cards still in exile that the source's linked ability
        put there (`GameObject.linked`)."""
        return Ref("linked_exiled")

    @staticmethod
    def all_targets(i: int = 0) -> Ref:
        """Every object chosen for the i-th target requirement ("X target creatures")."""
        return Ref("all_targets", i)


#: The kinds of reference that name a target slot by its index (115.1), and their "new
#: object" forms (400.7j).
_SLOT_KINDS = frozenset({"target", "slots", "player_target", "controller_of", "all_targets",
                         "player_or_controller"})
SLOT_KINDS = _SLOT_KINDS | {"new_" + k for k in _SLOT_KINDS}


def shift_slots(x: object, offset: int) -> object:
    """`x` (instructions, target specs ...) with every target-slot reference moved `offset`
    slots on: the modes of a modal ability are read one by one, each from slot 0, and put
    together in printed order as the chosen modes' targets (700.2, 115.1)."""
    from arbiter.rules.structure import rebuild

    def move(node: object) -> object:
        if isinstance(node, Ref) and node.kind in SLOT_KINDS:
            return Ref(node.kind, node.index + offset, node.span)
        return node

    return rebuild(x, move) if offset else x


@dataclass(frozen=True)
class TargetSpec:
    """115: a target requirement. `kind`: permanent | creature | ability | player | spell |
    spell_or_ability | card (in a zone). `selector` filters legal choices; `count` how many
    (`up_to`: or fewer; count 0 with `x`: X targets)."""

    kind: str = "creature"
    selector: Selector | None = None
    count: int = 1
    up_to: bool = False
    x: bool = False
    zone: str = "battlefield"
    description: str = "target creature"
    #: "with mana value X or less" (107.3: X as announced for the spell or ability).
    mana_value_at_most_x: bool = False
    #: For a spell or ability target: "with a single target" (115.9a: the number of times
    #: anything was chosen as its target when it was put on the stack).
    with_targets: int | None = None
    #: "up to that many target ..." of a reflexive triggered ability (603.12): as many as
    #: the cost was paid, the triggering event's amount (`count` unused).
    that_many: bool = False
    #: "any target of an opponent's choice": "opponent" (an opponent of the controller
    #: chooses it, `engine.stack.target_chooser`); "": the controller (601.2c).
    chooser: str = ""
    #: For an "any" target: "opponent" when the players it accepts are opponents only
    #: ("target opponent or planeswalker", 115.1, 102.2).
    players: str = ""
    #: 115.3: "another target creature" after an earlier target requirement ("Target creature
    #: you control fights another target creature"): not an object or player chosen for an
    #: earlier target of the same spell or ability (the source itself may be chosen).
    other_than_earlier: bool = False
    #: 115.1, 601.2c: "one or two target creatures": at least this many of the `count`
    #: (`up_to`); the compiler makes it one required and one optional requirement
    #: (`compiler.grammar.target_ranges`).
    at_least: int = 0
    #: 601.2c: "up to three target cards from a single graveyard": every target chosen for
    #: this requirement is in one graveyard (`engine.stack.targeting.one_graveyard`).
    single_graveyard: bool = False
    #: 601.2c: "for each opponent, ... up to one target creature that player controls": the
    #: requirement is repeated for each opponent as targets are chosen, "that player" being
    #: that opponent (`rules.per_opponent_targets`, `engine.stack.per_opponent_targets`).
    per_opponent: bool = False


@dataclass(frozen=True)
class Instruction:
    pass
