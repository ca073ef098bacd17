"""The catalog: card records (the card database) bound to their abilities.

A face's abilities are read from its Oracle text (`card_text`) the first time they are asked
for, and kept: in memory for the catalog's life, and on disk between runs
(`compiled_store`, keyed by the code and the card data), so a run that finds a card's text
compiled before never builds the compiler's grammar.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arbiter.cards.database import CardDatabase, CardRecord
from arbiter.cards.dungeon_cards import dungeon_record
from arbiter.cards.token_cards import token_record
from arbiter.compiler.compiled_store import CompiledStore

if TYPE_CHECKING:
    from arbiter.compiler.grammar.nouns import Noun
    from arbiter.rules.abilities import Ability
    from arbiter.state.objects import TokenDef


class Catalog:
    def __init__(self, db: CardDatabase | None = None) -> None:
        self.db = db or CardDatabase.default()
        self._abilities = lru_cache(maxsize=None)(self._compute_abilities)
        #: Starting characteristics by (card, token, face, merged, controller); see
        #: `rules.printed.pristine`.
        self.base_cache: dict[tuple, Any] = {}
        self._store: CompiledStore | None | bool = False  # False: not opened yet
        #: Each name's record, found once (the engine asks for a card's record very often).
        self._records: dict[str, CardRecord] = {}

    def record(self, name: str) -> CardRecord:
        found = self._records.get(name)
        if found is None:
            # 111.10i: a double-faced token the rules define has no card in the data; 309:
            # nor have the dungeon cards
            found = self._records[name] = token_record(name) or dungeon_record(name) or \
                self.db.get(name)
        return found

    def abilities(self, record_name: str, face: int) -> tuple[Ability, ...]:
        return self._abilities(record_name, face)

    def token_abilities(self, token: TokenDef) -> tuple[Ability, ...]:
        if not token.text:
            return ()
        from arbiter.compiler.card_text import read_lines
        from arbiter.compiler.triggers.doors import bind_door

        # 709.5h: a token is no half of a Room card ("this door" stays unread)
        return tuple(bind_door(a, None) for a in read_lines(
            token.name, 0, token.text, spell=False, legendary="Legendary" in token.supertypes))

    def enchant_noun(self, param: str) -> Noun | None:
        """702.5a: the words after "Enchant" as an object phrase (None: not read exactly)."""
        from arbiter.compiler.grammar.enchant_param import enchant_noun

        return enchant_noun(param)

    def store(self) -> CompiledStore | None:
        """The compiled text on disk for this catalog's card data (None: not kept)."""
        if self._store is False:
            self._store = CompiledStore.for_database(self.db)
        assert self._store is not True
        return self._store

    def flush(self) -> None:
        """Write what was compiled to the store on disk now (a worker process ends without
        running exit handlers)."""
        store = self.store()
        if store is not None:
            store.flush()

    def _compute_abilities(self, record_name: str, face: int) -> tuple[Ability, ...]:
        store = self.store()
        if store is not None and (kept := store.get(record_name, face)) is not None:
            return kept
        from arbiter.compiler.card_text import face_abilities

        abilities = face_abilities(self.record(record_name), face)
        if store is not None:
            store.put(record_name, face, abilities)
        return abilities
