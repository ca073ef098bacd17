"""A scenario document and the YAML nodes it was read from (`scenario.loader`), so that a
problem found later is reported with the line of the value it is about; a document made in
memory (`arbiter ask`) has no nodes. Apart from the loader so that running a document made
in memory doesn't import the YAML library."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from yaml.nodes import Node


@dataclass
class Loaded:
    """A parsed scenario document and the YAML nodes it was built from."""

    doc: Any
    root: Node | None

    def line_of(self, loc: tuple[str | int, ...]) -> int | None:
        """The 1-based line of the value at `loc` (0-based list positions), or of the
        deepest value on the way to it that exists."""
        node = self.root
        if node is None:
            return None
        from yaml.nodes import MappingNode, ScalarNode, SequenceNode  # read with yaml: loaded

        for part in loc:
            nxt: Node | None = None
            if isinstance(node, SequenceNode) and isinstance(part, int):
                if 0 <= part < len(node.value):
                    nxt = node.value[part]
            elif isinstance(node, MappingNode):
                for key_node, value_node in node.value:
                    if isinstance(key_node, ScalarNode) and key_node.value == str(part):
                        nxt = value_node
            if nxt is None:
                break
            node = nxt
        return node.start_mark.line + 1
