"""Collect evidence (701.59a) as a clause of an effect:

    you may collect evidence 4. If you do, <clauses>.     (701.59b: only if able)
    you may collect evidence 3. When you do, <ability>.   (603.12)

N is a number printed on the card. As a cost ("{T}, Collect evidence 3: ...") it is
`compiler.costs.keyword_action_costs`; as an additional cost to cast a spell, with "if
evidence was collected" (701.59c), and "collect evidence X" it isn't read (it stays
unread). What it does is `engine.keyword_actions.collect_evidence`.
"""

from __future__ import annotations

import pyparsing as pp

from arbiter.compiler.grammar.lexicon import DIGITS, sup
from arbiter.engine.keyword_actions.collect_evidence import CollectEvidence

#: 701.59a: "collect evidence N".
COLLECT_EVIDENCE = (sup("collect evidence") + DIGITS + ~pp.Regex(r",\s*where")
                    ).set_parse_action(lambda t: [[CollectEvidence(t[0])]])

__all__ = ["COLLECT_EVIDENCE"]
