"""Lossless JSON for game states (principle 1: state is plain data).

Dataclasses, enums, tuples, sets and dicts with non-string keys are tagged so that decoding
gives back equal values. Only classes from the `arbiter` package are ever rebuilt.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
from enum import Enum
from typing import Any


def encode(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float | str) and not isinstance(
            value, Enum):
        return value
    if isinstance(value, Enum):
        return {"$e": _name(type(value)), "v": value.value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"$t": _name(type(value))}
        for f in dataclasses.fields(value):
            if f.init:
                out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, tuple):
        return {"$tuple": [encode(v) for v in value]}
    if isinstance(value, frozenset):
        return {"$fset": sorted((encode(v) for v in value), key=_key)}
    if isinstance(value, set):
        return {"$set": sorted((encode(v) for v in value), key=_key)}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$dict": [[encode(k), encode(v)] for k, v in value.items()]}
    raise TypeError(f"can't serialize {type(value).__name__}")


def decode(data: Any) -> Any:
    if isinstance(data, list):
        return [decode(v) for v in data]
    if not isinstance(data, dict):
        return data
    if "$t" in data:
        cls = _load(data["$t"])
        kwargs = {k: decode(v) for k, v in data.items() if k != "$t"}
        return cls(**kwargs)
    if "$e" in data:
        return _load(data["$e"])(data["v"])
    if "$tuple" in data:
        return tuple(decode(v) for v in data["$tuple"])
    if "$fset" in data:
        return frozenset(decode(v) for v in data["$fset"])
    if "$set" in data:
        return {decode(v) for v in data["$set"]}
    if "$dict" in data:
        return {decode(k): decode(v) for k, v in data["$dict"]}
    return {k: decode(v) for k, v in data.items()}


def to_json(value: Any) -> str:
    return json.dumps(encode(value), sort_keys=True, separators=(",", ":"))


def from_json(text: str) -> Any:
    return decode(json.loads(text))


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _load(name: str) -> Any:
    module, _, qual = name.partition(":")
    if not module.startswith("arbiter."):
        raise ValueError(f"refusing to load {name!r}: not an arbiter class")
    obj: Any = importlib.import_module(module)
    for part in qual.split("."):
        obj = getattr(obj, part)
    return obj


def _key(v: Any) -> str:
    return json.dumps(v, sort_keys=True)
