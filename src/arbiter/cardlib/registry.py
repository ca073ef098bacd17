"""The registry of hand-written card definitions (principle 5).

A definition gives, in Oracle order, the abilities for the card's lines that are not plain
keyword lines; the catalog fills in each ability's Oracle text from the card data.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.rules.abilities import Ability


@dataclass(frozen=True)
class CardDefinition:
    name: str
    face: int
    abilities: tuple[Ability, ...]


_REGISTRY: dict[tuple[str, int], CardDefinition] = {}


def card(name: str, *abilities: Ability, face: int = 0) -> CardDefinition:
    """Define a card face's non-keyword abilities, in Oracle order."""
    key = (name.lower(), face)
    if key in _REGISTRY:
        raise ValueError(f"card {name!r} (face {face}) is defined twice")
    d = CardDefinition(name, face, tuple(abilities))
    _REGISTRY[key] = d
    return d


def definition(name: str, face: int) -> CardDefinition | None:
    _load()
    return _REGISTRY.get((name.lower(), face))


def all_definitions() -> list[CardDefinition]:
    _load()
    return list(_REGISTRY.values())


_loaded = False


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib
    import pkgutil

    import arbiter.cardlib as pkg

    for mod in pkgutil.iter_modules(pkg.__path__):
        if mod.name.startswith("cards_"):
            importlib.import_module(f"arbiter.cardlib.{mod.name}")
