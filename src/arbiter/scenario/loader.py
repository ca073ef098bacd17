"""Reading a scenario file: a safe, bounded YAML loader.

The file is read only if it is a regular file (`arbiter.userfile`: a named pipe, a device or
a directory is refused before it is opened) of UTF-8 text. PyYAML's safe loader builds the
document (no Python objects, no code), with these bounds, each an error naming the line:

- the file: at most `MAX_BYTES` (1 MiB);
- nesting: at most `MAX_DEPTH` (50) levels of mappings and lists, counted with aliases
  expanded (a scenario needs about 6);
- aliases: at most `MAX_ALIASES` (100) uses of `*anchor`, no alias inside the node it names,
  and at most `MAX_VALUES` (100,000) values once every alias is expanded (an "alias bomb"
  of nested aliases is refused before it is expanded);
- a mapping may not repeat a key (YAML says keys are unique; PyYAML would keep the last one
  silently);
- a mapping key written `on`, `off`, `yes` or `no` stays that word (YAML 1.1 would read it as
  a boolean, so `counters: {on: bears}` meant `{true: bears}`); values keep YAML 1.1's
  reading (`tapped: yes` is true).

`load(path)` returns the document with its node tree (`scenario.loaded.Loaded`), so that a
problem found later can be reported with the line of the value it is about.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from arbiter.scenario.errors import ScenarioError
from arbiter.scenario.loaded import Loaded
from arbiter.userfile import MIB, UserFileError, read_text

MAX_BYTES = 1 * MIB
MAX_DEPTH = 50
MAX_ALIASES = 100
MAX_VALUES = 100_000
_MERGE = "tag:yaml.org,2002:merge"
_BOOL = "tag:yaml.org,2002:bool"


class _Refused(yaml.MarkedYAMLError):
    """A bound or rule of this loader, at a place in the file."""

    def __init__(self, mark: Any, problem: str) -> None:
        super().__init__(problem=problem, problem_mark=mark)


class _BoundedLoader(yaml.SafeLoader):
    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._aliases = 0
        self._nodes = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:  # type: ignore[override]
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                raise _Refused(event.start_mark, f"more than {MAX_ALIASES} aliases (*name)")
        self._nodes += 1
        if self._nodes > MAX_VALUES:
            raise _Refused(event.start_mark, f"more than {MAX_VALUES:,} values")
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _Refused(event.start_mark, f"nested more than {MAX_DEPTH} levels deep")
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def key_of(self, node: Node) -> Any:
        if isinstance(node, ScalarNode) and node.tag == _BOOL and node.style is None:
            return node.value  # `on:` is the word "on", not True
        return self.construct_object(node, deep=True)

    def construct_mapping(self, node: Node, deep: bool = False) -> dict[Any, Any]:  # type: ignore[override]
        if not isinstance(node, MappingNode):
            raise _Refused(node.start_mark, f"expected a mapping, found {node.id}")
        first: dict[Any, int] = {}
        for key_node, _ in node.value:
            if key_node.tag == _MERGE:
                continue
            key = self.key_of(key_node)
            try:
                hash(key)
            except TypeError:
                raise _Refused(key_node.start_mark, "a mapping key must be a word or a "
                               "number, not a list or a mapping") from None
            line = key_node.start_mark.line + 1
            if key in first:
                raise _Refused(key_node.start_mark, f"duplicate key {key!r} (first on line "
                               f"{first[key]}); each key may appear once")
            first[key] = line
        self.flatten_mapping(node)
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            out[self.key_of(key_node)] = self.construct_object(value_node, deep=deep)
        return out


def _measure(root: Node) -> None:
    """Refuse alias cycles and documents that grow past the bounds once aliases expand."""
    sizes: dict[int, tuple[int, int]] = {}  # id(node) -> (values, height)
    open_: set[int] = set()

    def walk(node: Node, depth: int) -> tuple[int, int]:
        if depth > MAX_DEPTH:
            raise _Refused(node.start_mark, f"nested more than {MAX_DEPTH} levels deep "
                           "once aliases are expanded")
        key = id(node)
        if key in sizes:
            count, height = sizes[key]
            if depth + height - 1 > MAX_DEPTH:
                raise _Refused(node.start_mark, f"nested more than {MAX_DEPTH} levels deep "
                               "once aliases are expanded")
            return sizes[key]
        if key in open_:
            raise _Refused(node.start_mark, "an alias refers to a mapping or list that "
                           "contains it (a cycle)")
        open_.add(key)
        children: list[Node] = []
        if isinstance(node, SequenceNode):
            children = list(node.value)
        elif isinstance(node, MappingNode):
            children = [n for pair in node.value for n in pair]
        count, height = 1, 1
        for child in children:
            c, h = walk(child, depth + 1)
            count += c
            height = max(height, h + 1)
            if count > MAX_VALUES:
                raise _Refused(node.start_mark, f"more than {MAX_VALUES:,} values once "
                               "aliases are expanded")
        open_.discard(key)
        sizes[key] = (count, height)
        return count, height

    walk(root, 1)


def load(path: str | Path, file: str | None = None) -> Loaded:
    """Parse the scenario file at `path`; every problem is one ScenarioError naming `file`."""
    file = file if file is not None else str(path)
    try:
        text = read_text(path, MAX_BYTES)
    except UserFileError as e:
        raise ScenarioError(file, "", str(e)) from None
    return load_text(text, file)


def load_text(text: str, file: str = "<text>") -> Loaded:
    """Parse scenario text with the same bounds (`file` names it in messages)."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise ScenarioError(file, "", f"the text is larger than the limit of {MAX_BYTES:,} "
                                      "bytes")
    loader = _BoundedLoader(text)
    try:
        root = loader.get_single_node()
        if root is not None:
            _measure(root)
        doc = loader.construct_document(root) if root is not None else None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = f"line {mark.line + 1}" if mark else ""
        problem = e.problem or e.context or "unreadable"
        if not isinstance(e, _Refused):
            problem = f"not valid YAML: {problem}"
        raise ScenarioError(file, where, problem) from None
    except yaml.YAMLError as e:
        raise ScenarioError(file, "", f"not valid YAML: {e}") from None
    except RecursionError:  # a bound above should make this unreachable
        raise ScenarioError(file, "", f"nested more than {MAX_DEPTH} levels deep") from None
    finally:
        loader.dispose()
    return Loaded(doc, root)
