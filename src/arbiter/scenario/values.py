"""The value types of the scenario format (scenario.schema): text, bounded numbers, colors,
steps, abilities, answers to decisions. Each refuses what it doesn't accept with a message in
a user's words (`validation.Invalid`)."""

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainValidator, model_validator

from arbiter.engine.turn.steps import STEPS
from arbiter.validation import Invalid, describe, nearest, one_of
from arbiter.vocab import Color

#: Bounds on numbers: far above any real board, low enough that nothing loops for long.
MAX_COUNT = 1000
MAX_TURN = 1000
MAX_LIFE = 1_000_000
MAX_PT = 1_000_000
FACE_DOWN_KINDS = ("morph", "disguise", "manifest", "cloak", "plain")


def err(message: str) -> Invalid:
    """A refused value, in the words a user reads."""
    return Invalid(message)


def _text(v: Any) -> str:
    if not isinstance(v, str):
        raise err(f"expected text, got {describe(v)}")
    if not v.strip():
        raise err("expected text, got an empty value")
    return v


def int_in(low: int, high: int) -> Any:
    def check(v: Any) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise err(f"expected a whole number, got {describe(v)}")
        if not low <= v <= high:
            raise err(f"must be from {low} to {high}, got {v}")
        return v
    return PlainValidator(check)


def word_in(options: tuple[str, ...], what: str) -> Any:
    """A word from a fixed set; another is refused with the nearest one suggested."""
    return PlainValidator(lambda v: one_of(v, options, what))


def _color(v: Any) -> str:
    if not isinstance(v, str):
        raise err(f"expected a color, got {describe(v)}")
    try:
        Color.parse(v)
    except ValueError:
        one_of(v, tuple(c.value for c in Color), "color")
    return v


def ability_ref(v: Any) -> int | str:
    """602: an ability by its 1-based index, its loyalty cost or the start of its text."""
    if isinstance(v, int) and not isinstance(v, bool):
        if not 1 <= v <= MAX_COUNT:
            raise err(f"an ability's number counts from 1, got {v}")
        return v
    if isinstance(v, str) and v.strip():
        return v
    raise err("expected an ability: its number (1, 2 ...), loyalty cost "
               f"('+1') or the start of its text, got {describe(v)}")


def resolve_count(v: Any) -> int | str:
    if v == "all" and isinstance(v, str):
        return v
    if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_COUNT:
        return v
    raise err("expected how many objects to resolve (1 or more) or `all`, "
               f"got {describe(v)}")


def _choice(v: Any, depth: int = 0) -> Any:
    """An answer to a decision: a word or name, a number, yes/no, null, or a list of them."""
    if v is None or isinstance(v, str | bool):
        return v
    if isinstance(v, int):
        if not -MAX_LIFE <= v <= MAX_LIFE:
            raise err(f"a number answering a decision must be from {-MAX_LIFE} to "
                       f"{MAX_LIFE}, got {v}")
        return v
    if isinstance(v, list) and depth == 0:
        return [_choice(x, 1) for x in v]
    raise err("expected an answer (a name, a number, yes/no, or a list of "
               f"those), got {describe(v)}")


def _division(v: Any) -> Any:
    """601.2d: how an effect is divided: amounts in the order of the targets, or a mapping
    from each target (as the action names it) to its amount."""
    def amount(x: Any) -> int:
        if isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= MAX_COUNT:
            raise err(f"each target gets at least 1 (601.2d), got {describe(x)}")
        return x
    if isinstance(v, list) and v:
        return [amount(x) for x in v]
    if isinstance(v, dict) and v and all(isinstance(k, str) for k in v):
        return {k: amount(x) for k, x in v.items()}
    raise err("expected the division: a list of amounts in the order of the targets, or "
              f"a mapping target: amount, got {describe(v)}")


def _object_ref(v: Any) -> str | None:
    """An object chosen by its alias or name (null: none, when choosing is optional)."""
    if v is None or (isinstance(v, str) and v.strip()):
        return v
    raise err(f"expected an alias or a card name, got {describe(v)}")


def creature_type_word(v: Any) -> str:
    """205.3m: one creature type, as the rules spell it ("Elf", not "elves")."""
    from arbiter.cards.subtypes import CREATURE_TYPES

    if isinstance(v, str) and v in CREATURE_TYPES:
        return v
    if not isinstance(v, str):
        raise err(f"expected a creature type, got {describe(v)}")
    near = nearest(v, sorted(CREATURE_TYPES))
    hint = f"; did you mean {near!r}?" if near else ""
    raise err(f"unknown creature type {v!r}{hint}")


def mode_pick(v: Any) -> int | list[int]:
    """700.2: the chosen mode(s), counted from 1."""
    picks = v if isinstance(v, list) else [v]
    if not picks or any(isinstance(p, bool) or not isinstance(p, int) or not
                        1 <= p <= MAX_COUNT for p in picks):
        raise err("expected a mode number counted from 1 (or a list of them), "
                   f"got {describe(v)}")
    return v


def face_down_kind(v: Any) -> bool | str:
    if isinstance(v, bool):
        return v
    return one_of(v, FACE_DOWN_KINDS, "face-down kind")


def notes_text(v: Any) -> Any:
    """Free text, or a list of lines of it."""
    if isinstance(v, str) or (isinstance(v, list) and all(isinstance(x, str) for x in v)):
        return v
    raise err(f"expected text or a list of lines, got {describe(v)}")


def _not_null(v: Any) -> Any:
    if v is None:
        raise err("expected a value here, got nothing (null)")
    return v


#: A key that may be left out, but not written with nothing after it (`by:` alone).
NotNull = BeforeValidator(_not_null)


def none_is_empty(empty: Any) -> Any:
    """`battlefield:` with nothing after it is an empty list (YAML reads it as null)."""
    return BeforeValidator(lambda v: type(empty)() if v is None else v)


def card_entry(v: Any) -> Any:
    if isinstance(v, str):
        return {"card": v}
    if not isinstance(v, dict):
        raise err("expected a card name or a mapping like {card: ..., as: "
                   f"...}}, got {describe(v)}")
    return v


Text = Annotated[str, PlainValidator(_text)]
Count = Annotated[int, int_in(0, MAX_COUNT)]
Positive = Annotated[int, int_in(1, MAX_COUNT)]
Life = Annotated[int, int_in(-MAX_LIFE, MAX_LIFE)]
PT = Annotated[int, int_in(-MAX_PT, MAX_PT)]
Flag = bool
ColorName = Annotated[str, PlainValidator(_color)]
Step = Annotated[str, word_in(STEPS, "step")]
Choice = Annotated[Any, PlainValidator(_choice)]
Texts = Annotated[list[Text], none_is_empty([])]
OptText = Annotated[Text | None, NotNull]
Counters = Annotated[dict[Text, Count], none_is_empty({})]


class Choices(BaseModel):
    """Answers to decisions asked while an action is carried out, by decision kind or key
    (`{mode: 1, x: 3, color: blue}`); the keys are open, known ones are checked."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)
    __pydantic_extra__: dict[str, Choice] = Field(init=False)  # type: ignore[assignment]
    x: Annotated[int, int_in(0, MAX_COUNT)] = 0
    # Answers the engine reads directly, not through a decision with options:
    copy_: Annotated[str | None, PlainValidator(_object_ref)] = Field(None, alias="copy")
    creature: Annotated[str | None, PlainValidator(_object_ref)] = None
    color: Annotated[str, word_in(tuple(c.value for c in Color), "color")] = "white"
    creature_type: Annotated[str, PlainValidator(creature_type_word)] = "Human"
    mutate: Annotated[str, word_in(("over", "under", "top", "bottom"), "mutate position")] = \
        "over"
    divide: Annotated[Any, PlainValidator(_division)] = None  # 601.2d
    mode: Annotated[Any, PlainValidator(mode_pick)] = None
    modes: Annotated[Any, PlainValidator(mode_pick)] = None

    @model_validator(mode="before")
    @classmethod
    def _word_keys(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for key in data:
                if not isinstance(key, str):
                    raise err("a decision is named by a word (mode, x, color, "
                               f"copy ...), got the key {describe(key)}")
        return data


ChoiceMap = Annotated[Choices, none_is_empty({})]
