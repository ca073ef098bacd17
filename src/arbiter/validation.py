"""One line for a validation failure: where in the document, and what is wrong.

The input formats (scenario files, card data files) are declared as pydantic models; this
module turns a pydantic `ValidationError` into the path of the first bad value and a problem
in a user's words, and holds the small validators those models share (a value from a fixed
set with the nearest one suggested, keys checked against a model's fields).

Paths read like `actions[3].activate.abilty` (`document_paths`): list positions counted
from 1, as a person counts the items of a list.
"""

import difflib
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from arbiter.document_paths import Loc, render_path

__all__ = ["Invalid", "Loc", "StrictModel", "UnknownKey", "describe", "first_problem",
           "nearest", "one_of", "render_path"]
_MAX_SHOWN = 60


class Invalid(ValueError):
    """A value a validator refuses, with the words a user reads (pydantic reports it as a
    `value_error` at the value's place)."""


class UnknownKey(Invalid):
    """A key a mapping doesn't have; the message adds the nearest of `allowed`."""

    def __init__(self, key: object, allowed: Sequence[str], what: str) -> None:
        super().__init__(f"unknown key {key!r}")
        self.key, self.allowed, self.what = key, tuple(allowed), what


def nearest(word: object, options: Iterable[str]) -> str | None:
    """The option closest to `word` (difflib), if any is close enough."""
    opts = list(options)
    close = difflib.get_close_matches(str(word), opts, n=1, cutoff=0.6)
    if not close:
        lower = {o.lower(): o for o in opts}
        close = [lower[m] for m in difflib.get_close_matches(str(word).lower(), lower, n=1,
                                                              cutoff=0.6)]
    return close[0] if close else None


def describe(value: Any) -> str:
    """A value as a user wrote it, briefly: `the text 'no'`, `42`, `a list [...]`."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {_short(repr(value))}"
    if isinstance(value, int | float):
        return _short(repr(value))
    if isinstance(value, list):
        return f"a list {_short(repr(value))}"
    if isinstance(value, dict):
        return f"a mapping {_short(repr(value))}"
    return f"a {type(value).__name__} {_short(repr(value))}"


def _short(text: str) -> str:
    text = text.replace("\n", "\\n")
    return text if len(text) <= _MAX_SHOWN else text[:_MAX_SHOWN - 3] + "..."


def one_of(value: Any, options: Sequence[str], what: str) -> str:
    """`value` if it is one of `options`, else a custom error naming the nearest option."""
    if isinstance(value, str) and value in options:
        return value
    listed = ", ".join(options)
    if not isinstance(value, str):
        raise Invalid(f"expected a {what} (one of: {listed}), got {describe(value)}")
    near = nearest(value, options)
    hint = f"; did you mean {near!r}?" if near else ""
    raise Invalid(f"unknown {what} {value!r}{hint} (one of: {listed})")


class StrictModel(BaseModel):
    """A mapping with a fixed set of keys: an unknown key is an error that names the nearest
    valid key. Values are never coerced (`'no'` is not a boolean, `'3'` not a number)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    #: How the mapping is named in messages ("a battlefield entry").
    what: ClassVar[str] = ""

    @classmethod
    def keys(cls) -> list[str]:
        return [f.alias or name for name, f in cls.model_fields.items()]

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, data: Any) -> Any:
        if isinstance(data, dict):
            allowed = cls.keys()
            for key in data:
                if key not in allowed:
                    raise UnknownKey(key, allowed, cls.what)
        return data


def _clean_loc(loc: Iterable[str | int]) -> Loc:
    """Drop pydantic's union tags (`<cast>`) from a location."""
    return tuple(p for p in loc if not (isinstance(p, str) and p.startswith("<")
                                        and p.endswith(">")))


def _problem(err: Any) -> tuple[Loc, str]:
    raw = tuple(err["loc"])
    if "[key]" in raw:  # the key itself is wrong: name the mapping, then the key
        at = raw.index("[key]")
        loc, problem = _problem({**err, "loc": raw[:at - 1]})
        return loc, f"the key {describe(raw[at - 1])}: {problem}"
    kind, ctx, value = err["type"], err.get("ctx") or {}, err.get("input")
    loc = _clean_loc(raw)
    refused = ctx.get("error")
    if isinstance(refused, UnknownKey):
        key, allowed = refused.key, ", ".join(refused.allowed)
        where = f" in {refused.what}" if refused.what else ""
        if not isinstance(key, str):
            return loc, f"unknown key {key!r}{where} (keys are words: {allowed})"
        near = nearest(key, refused.allowed)
        hint = f"; did you mean {near!r}?" if near else f" (allowed: {allowed})"
        return (*loc, key), f"unknown key {key!r}{where}{hint}"
    if isinstance(refused, Invalid):
        return loc, str(refused)
    if kind == "missing":
        return loc[:-1], f"missing required key {loc[-1]!r}" if loc else "missing value"
    if kind == "extra_forbidden":
        return loc, f"unknown key {loc[-1]!r}" if loc else "unknown key"
    if kind == "string_type":
        return loc, f"expected text, got {describe(value)}"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return loc, f"expected a whole number, got {describe(value)}"
    if kind == "bool_type":
        tip = " (write true or false, without quotes)" if isinstance(value, str) else ""
        return loc, f"expected true or false, got {describe(value)}{tip}"
    if kind in ("list_type", "tuple_type"):
        plain = isinstance(value, str) and value.isprintable() and len(value) <= _MAX_SHOWN
        tip = f" (a list of one is written [{value}])" if plain else ""
        return loc, f"expected a list, got {describe(value)}{tip}"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return loc, f"expected a mapping, got {describe(value)}"
    if kind == "greater_than_equal":
        return loc, f"must be {ctx['ge']} or more, got {describe(value)}"
    if kind == "less_than_equal":
        return loc, f"must be {ctx['le']} or less, got {describe(value)}"
    if kind == "literal_error":
        return loc, f"expected {ctx['expected']}, got {describe(value)}"
    if kind == "too_short":
        return loc, f"needs at least {ctx['min_length']} item(s), got {ctx['actual_length']}"
    if kind == "too_long":
        return loc, f"may have at most {ctx['max_length']} item(s)"
    if kind == "none_required":
        return loc, f"expected nothing here, got {describe(value)}"
    msg = str(err.get("msg", kind))
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    return loc, msg


def first_problem(exc: ValidationError, base: Loc = ()) -> tuple[Loc, str]:
    """The location and wording of the first error (and how many more there are)."""
    errors = exc.errors(include_url=False)
    loc, problem = _problem(errors[0])
    others = {_clean_loc(e["loc"]) for e in errors[1:]} - {_clean_loc(errors[0]["loc"])}
    if others:
        problem += f" (and {len(others)} more problem{'s' if len(others) > 1 else ''})"
    return (*base, *loc), problem
