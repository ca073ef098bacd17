"""The scenario file format (shared/spec/scenario-format.md), declared once as pydantic models.

`validate(file, doc, line_of)` checks a parsed document (scenario.loader) strictly: an unknown
key at any depth (with the nearest valid key), a wrong type (`tapped: 'no'`, a name where a
list belongs), an impossible value (a negative count, turn 0, an unknown step, zone or color,
a number past the bounds of `scenario.values`) or a missing required key is one
`ScenarioError` naming the file, the path of the value (`actions[3].activate.abilty`, list
positions counted from 1) and its line. It returns the document normalized for the runner:
shorthand forms spelled out (a bare card name becomes `{card: NAME}`), keys that weren't
written left out. Each action is its own model, chosen by its verb, so a key is allowed only
where it means something (`targets:` beside `cast:`, not beside `resolve:`).

Beyond the written contract: `turn: {step: ...}` is accepted as the same as `phase:` (the
values are step names), and `respond: true` inside an action's mapping
(`move: {card: x, to: hand, respond: true}`) means what it means beside it.

What depends on the cards (a mode the spell has, an attachment the rules allow, a card that
can transform) is checked by the runner, which knows the cards, with the same kind of message.
"""

from typing import Annotated, Any, Literal, Self

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Discriminator,
    Field,
    PlainValidator,
    Tag,
    TypeAdapter,
    ValidationError,
    model_validator,
)

from arbiter.engine.casting.spells import ALTERNATIVES
from arbiter.rules.parts import LAYERS
from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.places import ZONES as ZONES  # the format's zones, as before
from arbiter.scenario.places import where
from arbiter.scenario.schema_actions import Act, Attack, Block, Play
from arbiter.scenario.values import (
    MAX_LIFE,
    MAX_PT,
    MAX_TURN,
    PT,
    Choice,
    ChoiceMap,
    Choices,
    ColorName,
    Count,
    Counters,
    Flag,
    Life,
    NotNull,
    OptText,
    Positive,
    Step,
    Text,
    Texts,
    ability_ref,
    card_entry,
    err,
    face_down_kind,
    int_in,
    none_is_empty,
    notes_text,
    resolve_count,
    word_in,
)
from arbiter.state.game_state import PLAYER_ZONES, SHARED_ZONES
from arbiter.validation import Loc, StrictModel, describe, first_problem
from arbiter.vocab import CARD_TYPES, SUPERTYPES

EXPECT_ZONES = (*SHARED_ZONES, *PLAYER_ZONES)
MOVE_ZONES = ("graveyard", "exile", "hand", "library", "battlefield")
CAST_ZONES = ("hand", "graveyard", "exile", "library", "command")
PASS_POINTS = ("end_of_turn", "next_turn", "next_step")
VERBS = ("cast", "activate", "resolve", "attach", "counters", "enter", "move", "turn_face_up",
         "transform", "set", "pass", "attack", "block", "play",
         "suspend", "roll_planar_die", "unlock")


# -- the board --------------------------------------------------------------------------------
class TokenSpec(StrictModel):
    what = "a token"
    name: Text
    types: Annotated[list[Annotated[str, word_in(CARD_TYPES, "card type")]],
                     Field(min_length=1)] = ["Creature"]
    subtypes: Texts = []
    supertypes: list[Annotated[str, word_in(SUPERTYPES, "supertype")]] = []
    colors: list[ColorName] = []
    power: PT | None = None
    toughness: PT | None = None
    text: str = ""


def _token_tag(v: Any) -> str | None:
    if isinstance(v, str):
        return "<name>"
    return "<spec>" if isinstance(v, dict | TokenSpec) else None


TokenRef = Annotated[
    Annotated[Text, Tag("<name>")] | Annotated[TokenSpec, Tag("<spec>")],
    Discriminator(_token_tag, custom_error_type="wrong_type",
                  custom_error_message="expected a token kind (Food, Treasure, a card name) or "
                                       "a mapping {name: ..., types: [...], power: ...}")]


class ZoneEntry(StrictModel):
    """A card in a hand, graveyard, library or exile (owned by the player it is listed under)."""

    what = "a zone entry"
    card: Text
    as_: OptText = Field(None, alias="as")
    face_down: Annotated[Any, PlainValidator(face_down_kind)] = None
    commander: Flag = False  # 903.3


class AttractionEntry(StrictModel):
    """717.1-717.2: a card of an Attraction deck and the numbers lit up on it."""

    what = "an Attraction deck entry"
    card: Text
    lights: Annotated[list[Annotated[int, int_in(1, 6)]], Field(min_length=1, max_length=6)]


class ConspiracyEntry(StrictModel):
    """905.4: a conspiracy card put into the command zone; 702.106a: with hidden agenda,
    the card name secretly chosen for it."""

    what = "a conspiracy entry"
    card: Text
    name: OptText = None


class BattlefieldEntry(StrictModel):
    what = "a battlefield entry"
    card: OptText = None
    token: Annotated[TokenRef | None, NotNull] = None
    controller: OptText = None
    owner: OptText = None
    as_: OptText = Field(None, alias="as")
    counters: Counters = {}
    tapped: Flag = False
    attached_to: OptText = None
    choices: ChoiceMap = Choices()
    transformed: Flag = False
    face_down: Annotated[Any, PlainValidator(face_down_kind)] = None
    merged_onto: OptText = None
    position: Annotated[str, word_in(("top", "over", "bottom", "under"), "position")] = "top"
    summoning_sick: Flag = False
    commander: Flag = False  # 903.3

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if (self.card is None) == (self.token is None):
            raise err("an entry needs exactly one of `card:` or `token:`")
        if "position" in self.model_fields_set and self.merged_onto is None:
            raise err("`position:` applies only with `merged_onto:`")
        if self.merged_onto is not None and self.attached_to is not None:
            raise err("a merged card is part of its host: it can't have "
                       "`attached_to:` (729.2)")
        if self.transformed and self.face_down:
            raise err("a permanent can't be both transformed and face down "
                       "(712.15a)")
        return self


Entry = Annotated[BattlefieldEntry, BeforeValidator(card_entry)]
CardInZone = Annotated[ZoneEntry, BeforeValidator(card_entry)]
ZoneMap = Annotated[dict[Text, Annotated[list[CardInZone], none_is_empty([])]],
                    none_is_empty({})]


class Turn(StrictModel):
    what = "`turn`"
    number: Annotated[int, int_in(1, MAX_TURN)] = 1
    phase: Step = "precombat_main"
    step: Annotated[Step | None, NotNull] = None  # the same as `phase` (the values are step names)

    @model_validator(mode="after")
    def _one_name(self) -> Self:
        if self.step is not None and "phase" in self.model_fields_set:
            raise err("give either `phase:` or `step:`, not both")
        return self


# -- actions ----------------------------------------------------------------------------------
Respond = Flag
#: null: an "up to one" target left unchosen (115.1, 601.2c), keeping the later ones in place
Targets = Annotated[list[Text | None], none_is_empty([])]



class Cast(Act):
    what = "a `cast` action"
    cast: Text
    as_: OptText = Field(None, alias="as")
    by: OptText = None
    from_: Annotated[str | None, word_in(CAST_ZONES, "zone"), NotNull] = Field(None, alias="from")
    targets: Targets = []
    choices: ChoiceMap = Choices()
    alternative: Annotated[str | None, word_in(tuple(ALTERNATIVES), "alternative cost"),
                           NotNull] = None
    respond: Respond = False
    pay: Flag = False


class ActivateSpec(StrictModel):
    what = "`activate`"
    card: Text
    ability: Annotated[Any, PlainValidator(ability_ref)] = 1
    targets: Targets = []
    respond: Respond = False
    as_: OptText = Field(None, alias="as")
    by: OptText = None
    choices: ChoiceMap = Choices()


class Activate(Act):
    what = "an `activate` action"
    activate: ActivateSpec
    choices: ChoiceMap = Choices()
    as_: OptText = Field(None, alias="as")
    respond: Respond = False


class Resolve(Act):
    what = "a `resolve` action"
    resolve: Annotated[Any, PlainValidator(resolve_count)]


class AttachSpec(StrictModel):
    what = "`attach`"
    card: Text
    to: Text
    respond: Respond = False


class Attach(Act):
    what = "an `attach` action"
    attach: AttachSpec
    respond: Respond = False


class CountersSpec(StrictModel):
    what = "`counters`"
    on: Text
    add: Annotated[dict[Text, Positive], none_is_empty({})] = {}
    remove: Annotated[dict[Text, Positive], none_is_empty({})] = {}
    respond: Respond = False

    @model_validator(mode="after")
    def _something(self) -> Self:
        if not self.add and not self.remove:
            raise err("say which counters to `add:` or `remove:`")
        return self


class CountersAction(Act):
    what = "a `counters` action"
    counters: CountersSpec
    respond: Respond = False


class EnterSpec(StrictModel):
    what = "`enter`"
    card: OptText = None
    cards: Annotated[list[Text] | None, NotNull] = None  # several at once
    controller: OptText = None
    as_: OptText = Field(None, alias="as")
    choices: ChoiceMap = Choices()
    tapped: Flag = False
    respond: Respond = False

    @model_validator(mode="after")
    def _what(self) -> Self:
        if (self.card is None) == (self.cards is None):
            raise err("`enter` needs exactly one of `card:` or `cards:`")
        if self.cards is not None and (len(self.cards) < 2 or self.as_ is not None):
            raise err("`cards:` lists two or more cards entering at once (no `as:`)")
        return self


class Enter(Act):
    what = "an `enter` action"
    enter: EnterSpec
    choices: ChoiceMap = Choices()
    respond: Respond = False


class MoveSpec(StrictModel):
    what = "`move`"
    card: Text
    to: Annotated[str, word_in(MOVE_ZONES, "zone")]
    choices: ChoiceMap = Choices()
    respond: Respond = False


class Move(Act):
    what = "a `move` action"
    move: MoveSpec
    choices: ChoiceMap = Choices()
    respond: Respond = False


class TurnFaceUp(Act):
    what = "a `turn_face_up` action"
    turn_face_up: Text
    respond: Respond = False


class SuspendAction(Act):
    what = "a `suspend` action"
    suspend: Text
    by: OptText = None
    choices: ChoiceMap = Choices()
    respond: Respond = False


class RollPlanarDie(Act):
    what = "a `roll_planar_die` action"
    roll_planar_die: Text
    #: 901.3a: the face the die shows (left out: rolled with the game's generator)
    face: Literal["planeswalker", "chaos", "blank"] | None = None
    choices: ChoiceMap = Choices()
    respond: Respond = False


class Unlock(Act):
    what = "an `unlock` action"
    unlock: Text
    #: 709.5e: the locked half to unlock, by its name (a door, 709.5j)
    door: Text
    by: OptText = None
    choices: ChoiceMap = Choices()
    respond: Respond = False


class Transform(Act):
    what = "a `transform` action"
    transform: Text
    respond: Respond = False


class SetSpec(StrictModel):
    what = "`set`"
    player: Text
    life: Life


class SetAction(Act):
    what = "a `set` action"
    set: SetSpec


class PassTo(StrictModel):
    what = "`pass`"
    to: Step


def _pass_tag(v: Any) -> str | None:
    if isinstance(v, str):
        return "<point>"
    return "<to>" if isinstance(v, dict | PassTo) else None


class Pass(Act):
    what = "a `pass` action"
    pass_: Annotated[
        Annotated[Annotated[str, word_in(PASS_POINTS, "point to pass to")], Tag("<point>")]
        | Annotated[PassTo, Tag("<to>")],
        Discriminator(_pass_tag, custom_error_type="wrong_type",
                      custom_error_message="expected end_of_turn, next_turn, next_step or "
                                           "{to: <step>}")] = Field(alias="pass")
    respond: Respond = False


_ACTIONS: dict[str, type[StrictModel]] = {
    "cast": Cast, "activate": Activate, "resolve": Resolve, "attach": Attach,
    "counters": CountersAction, "enter": Enter, "move": Move, "turn_face_up": TurnFaceUp,
    "transform": Transform, "set": SetAction, "pass": Pass,
    "attack": Attack, "block": Block, "play": Play, "suspend": SuspendAction,
    "roll_planar_die": RollPlanarDie, "unlock": Unlock,
}


def _verb(v: Any) -> str | None:
    for verb, model in _ACTIONS.items():
        if isinstance(v, model):
            return f"<{verb}>"
    if isinstance(v, dict):
        verbs = [k for k in v if k in _ACTIONS]
        if len(verbs) == 1:
            return f"<{verbs[0]}>"
    return None


Action = Annotated[
    Annotated[Cast, Tag("<cast>")] | Annotated[Activate, Tag("<activate>")]
    | Annotated[Resolve, Tag("<resolve>")] | Annotated[Attach, Tag("<attach>")]
    | Annotated[CountersAction, Tag("<counters>")] | Annotated[Enter, Tag("<enter>")]
    | Annotated[Move, Tag("<move>")] | Annotated[TurnFaceUp, Tag("<turn_face_up>")]
    | Annotated[Transform, Tag("<transform>")] | Annotated[SetAction, Tag("<set>")]
    | Annotated[Pass, Tag("<pass>")] | Annotated[Attack, Tag("<attack>")]
    | Annotated[Block, Tag("<block>")] | Annotated[Play, Tag("<play>")]
    | Annotated[SuspendAction, Tag("<suspend>")]
    | Annotated[RollPlanarDie, Tag("<roll_planar_die>")]
    | Annotated[Unlock, Tag("<unlock>")],
    Discriminator(_verb, custom_error_type="action_verb",
                  custom_error_message="an action needs exactly one verb")]


# -- expectations -----------------------------------------------------------------------------
def _layer_keys(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k) if isinstance(k, int) and not isinstance(k, bool) else k: x
                for k, x in v.items()}
    return v


class ObjectExpect(StrictModel):
    what = "an object's expectations"
    name: str | None = None  # "" or null: no name (a face-down permanent, 708.2)
    types: list[Annotated[str, word_in(CARD_TYPES, "card type")]] = []
    supertypes: list[Annotated[str, word_in(SUPERTYPES, "supertype")]] = []
    subtypes: list[Text] = []
    subtypes_include: list[Text] = []
    colors: list[ColorName] = []
    power: PT | None = None
    toughness: PT | None = None
    loyalty: Annotated[int, int_in(0, MAX_PT)] | None = None
    mana_value: Annotated[int, int_in(0, MAX_PT)] | None = None
    controller: OptText = None
    owner: OptText = None
    zone: Annotated[str | None, word_in(EXPECT_ZONES, "zone"), NotNull] = None
    has: list[Text] = []
    lacks: list[Text] = []
    counters: Counters = {}
    every_creature_type: Flag = False
    tapped: Flag = False
    face_down: Flag = False
    transformed: Flag = False
    phased_out: Flag = False  # 702.26b (its zone stays the battlefield, 702.26d)
    attached_to: Text | None = None
    layers: Annotated[dict[Annotated[str, word_in(LAYERS, "layer")], list[Text]],
                      BeforeValidator(_layer_keys)] = {}
    count: Annotated[Count | None, NotNull] = None  # objects of that name (in `zone`)
    exists: Flag = True  # false: no such object (a token that left the battlefield, 111.7)


class PlayerExpect(StrictModel):
    what = "a player's expectations"
    life: Annotated[Life | None, NotNull] = None
    max_hand_size: Annotated[int, int_in(0, MAX_LIFE)] | None = None
    poison: Annotated[Count | None, NotNull] = None
    hand_size: Annotated[Count | None, NotNull] = None
    lost: Flag = False
    #: 903.10a: combat damage dealt to the player by each commander (by name) this game.
    commander_damage: Annotated[dict[Text, Count], none_is_empty({})] = {}


class GameExpect(StrictModel):
    what = "the game's expectations"
    day_night: Annotated[str | None, word_in(("day", "night", "neither"), "day_night value"),
                         NotNull] = None
    step: Annotated[Step | None, NotNull] = None
    turn: Annotated[Count | None, NotNull] = None
    stack: Annotated[Count | None, NotNull] = None  # how many objects are on the stack


def _players(v: Any) -> Any:
    if isinstance(v, list) and all(isinstance(n, str) for n in v):
        if len(v) < 2:
            raise err("a game needs at least two players")
        seen = {n.casefold() for n in v}
        if len(seen) != len(v):
            raise err("each player needs a different name")
    return v


class Scenario(StrictModel):
    what = "a scenario (top level)"
    name: Text
    source: str | None = None
    notes: Annotated[Any, PlainValidator(notes_text)] = None
    players: Annotated[list[Text], AfterValidator(_players)] = [
        "Alice", "Bob"]
    turn: Annotated[Turn, none_is_empty({})] = Turn()
    day_night: Annotated[str, word_in(("day", "night", "neither"), "day_night value")] = \
        "neither"
    battlefield: Annotated[list[Entry], none_is_empty([])] = []
    hand: ZoneMap = {}
    graveyard: ZoneMap = {}
    library: ZoneMap = {}
    exile: ZoneMap = {}
    command: ZoneMap = {}  # 903.6: commanders start in the command zone
    #: 100.4, 400.11a: cards each player owns outside the game; 103.2b: a companion among them
    sideboard: Annotated[dict[Text, Annotated[list[Text], none_is_empty([])]],
                         none_is_empty({})] = {}
    companion: Annotated[dict[Text, Text], none_is_empty({})] = {}
    #: 309.2: the dungeon cards each player owns outside the game
    dungeons: Annotated[dict[Text, Annotated[list[Text], none_is_empty([])]],
                        none_is_empty({})] = {}
    #: 717.2: each player's Attraction deck in the command zone, top first
    attractions: Annotated[dict[Text, Annotated[list[AttractionEntry], none_is_empty([])]],
                           none_is_empty({})] = {}
    #: 904.3: each archenemy's scheme deck in the command zone, top first
    schemes: Annotated[dict[Text, Annotated[list[Text], none_is_empty([])]],
                       none_is_empty({})] = {}
    #: 901.3: each player's planar deck in the command zone, top first
    planar_decks: Annotated[dict[Text, Annotated[list[Text], none_is_empty([])]],
                            none_is_empty({})] = {}
    #: 905.4: each player's conspiracies in the command zone
    conspiracies: Annotated[dict[Text, Annotated[list[ConspiracyEntry], none_is_empty([])]],
                            none_is_empty({})] = {}
    choices: Annotated[list[Choice], none_is_empty([])] = []
    actions: Annotated[list[Action], none_is_empty([])] = []
    expect: Annotated[dict[Text, Annotated[dict[Any, Any], none_is_empty({})]],
                      none_is_empty({})] = {}


_OBJECT = TypeAdapter(ObjectExpect)
_PLAYER = TypeAdapter(PlayerExpect)
_GAME = TypeAdapter(GameExpect)


# -- checking a document ----------------------------------------------------------------------
def _verb_problem(value: Any) -> str:
    if not isinstance(value, dict):
        return f"an action is a mapping like {{cast: NAME}}, got {describe(value)}"
    verbs = [k for k in value if k in _ACTIONS]
    if verbs:
        return f"an action has one verb; this one has {' and '.join(map(repr, verbs))}"
    from arbiter.validation import nearest

    for key in value:
        near = nearest(key, VERBS)
        if near:
            return f"unknown action {key!r}; did you mean {near!r}?"
    return f"an action needs one of: {', '.join(VERBS)}"


def problem_of(exc: ValidationError, base: Loc = ()) -> tuple[Loc, str]:
    """The first error of a validation, in the format's own words."""
    errors = exc.errors(include_url=False)
    first = errors[0]
    if first["type"] == "action_verb":
        return (*base, *first["loc"]), _verb_problem(first.get("input"))
    if first["type"] == "wrong_type" and "got" not in first["msg"]:
        loc, problem = first_problem(exc, base)
        return loc, f"{problem}, got {describe(first.get('input'))}"
    return first_problem(exc, base)


def validate(file: str, doc: Any, line_of: Any = None) -> dict[str, Any]:
    """The document checked against the format and normalized for the runner.
    `line_of(loc)` gives the line of a value (see `loader.Loaded.line_of`)."""
    if doc is None:
        raise ScenarioError(file, "", "the file is empty: a scenario is a mapping with at "
                                      "least `name:`")
    if not isinstance(doc, dict):
        raise ScenarioError(file, "", f"a scenario must be a mapping with at least `name:`, "
                                      f"got {describe(doc)}")

    def fail(loc: Loc, problem: str) -> ScenarioError:
        return ScenarioError(file, where(loc, line_of(loc) if line_of else None), problem)

    try:
        model = Scenario.model_validate(doc)
    except ValidationError as e:
        raise fail(*problem_of(e)) from None
    out = model.model_dump(by_alias=True, exclude_unset=True)
    for who, fields in model.expect.items():
        adapter = _PLAYER if who.startswith("player ") else _GAME if who == "game" else _OBJECT
        try:
            checked = adapter.validate_python(fields)
        except ValidationError as e:
            raise fail(*problem_of(e, ("expect", who))) from None
        out["expect"][who] = checked.model_dump(by_alias=True, exclude_unset=True)
    return out
