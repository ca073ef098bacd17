"""Arbiter: a Magic: The Gathering rules engine built around an exact layer system (CR 613).

This module is the composition root: the packages import only downward (from the bottom up:
cards, state, rules, engine, cardlib, compiler, scenario, explain, cli; docs/architecture.md),
and what a lower package needs from a higher one is an interface defined low and supplied
here. The default card catalog (`rules.catalog`) is the compiler's.

Before any of Arbiter's classes is defined, the methods `dataclasses` writes for them are
taken from the cache on disk when an earlier run compiled them (`dataclass_code`).
"""

from arbiter import dataclass_code
from arbiter.cache import cache_dir

dataclass_code.install(cache_dir())

from arbiter.rules.catalog import CardCatalog, provide_default  # noqa: E402

__version__ = "0.1.0"


def _default_catalog() -> CardCatalog:
    from arbiter.compiler.catalog import Catalog

    return Catalog()


provide_default(_default_catalog)
