"""What the layer system and the engine need of the card catalog: each card's record and the
abilities its Oracle text compiles to (principle 5), and the words of an enchant ability read
as an object phrase (702.5a).

The interface is defined here, low; the compiler implements it (`compiler.catalog.Catalog`)
and supplies it from above. The default catalog comes from the composition root
(`arbiter/__init__.py`), so the rules and the engine never import the compiler.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from arbiter.cards.database import CardDatabase, CardRecord
    from arbiter.rules.abilities import Ability
    from arbiter.rules.selectors import Selector
    from arbiter.state.objects import TokenDef


class EnchantNoun(Protocol):
    """The object phrase after "Enchant" (702.5a): what kind of object, and a selector."""

    kind: str

    def selector(self) -> Selector: ...


class CardCatalog(Protocol):
    """Card records bound to their abilities (a cache of starting characteristics too,
    `rules.printed.pristine`)."""

    db: CardDatabase
    base_cache: dict[tuple, Any]

    def record(self, name: str) -> CardRecord: ...

    def abilities(self, record_name: str, face: int) -> tuple[Ability, ...]: ...

    def token_abilities(self, token: TokenDef) -> tuple[Ability, ...]: ...

    def enchant_noun(self, param: str) -> EnchantNoun | None: ...


_default: list[Callable[[], CardCatalog]] = []


def provide_default(factory: Callable[[], CardCatalog]) -> None:
    """Name the function that makes the default catalog (called by the composition root)."""
    _default[:] = [factory]


def default_catalog() -> CardCatalog:
    """A catalog of the default card data (the bundled database, or $ARBITER_CARDS)."""
    if not _default:
        raise RuntimeError("no default card catalog: import arbiter first")
    return _default[0]()
