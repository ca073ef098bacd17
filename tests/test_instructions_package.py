"""Principle 2: the instructions (608.2) are data with one public face, the package
`rules.instructions`: every instruction class of its submodules is exported there."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from arbiter.rules import instructions as I


def _submodule_classes() -> dict[str, type]:
    found: dict[str, type] = {}
    for info in pkgutil.iter_modules(I.__path__):
        module = importlib.import_module(f"{I.__name__}.{info.name}")
        for name, value in vars(module).items():
            if inspect.isclass(value) and value.__module__ == module.__name__:
                found[name] = value
    return found


def test_every_instruction_class_is_exported_by_the_package() -> None:
    classes = _submodule_classes()
    assert issubclass(classes["Draw"], I.Instruction)
    missing = sorted(name for name, cls in classes.items() if getattr(I, name, None) is not cls)
    assert missing == []


def test_the_package_exports_what_it_lists() -> None:
    assert sorted(I.__all__) == sorted(set(I.__all__))
    assert all(hasattr(I, name) for name in I.__all__)
    exported = {name for name, v in vars(I).items() if inspect.isclass(v)} | {"NEXT_UNTAP"}
    assert exported == set(I.__all__)


def test_the_package_docstring_names_every_instruction() -> None:
    doc = I.__doc__ or ""
    unnamed = sorted(name for name, cls in _submodule_classes().items()
                     if issubclass(cls, I.Instruction) and cls is not I.Instruction
                     and f"`{name}`" not in doc)
    assert unnamed == []
