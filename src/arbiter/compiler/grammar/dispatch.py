"""First-word dispatch for the grammar's long lists of alternatives: a speed-up only.

A `pp.MatchFirst` tries its alternatives in order and keeps the first that matches. Most of the
compiler's alternatives can only match text starting with particular words ("destroy", "target",
"whenever", "{"), so trying all of them on every clause is wasted work: compiling the whole card
database spent most of its time failing alternatives that could never have matched.

`speed_up(root)` walks a finished grammar and, for every MatchFirst with many alternatives,
works out from each alternative's structure which words it can start with (its FIRST set, as in
LL parsing), then lets the MatchFirst try only the alternatives that can start with the word at
hand, in their original order. The analysis is conservative: an alternative whose first word
can't be worked out (a general regular expression, a lookahead-only or empty-matching
expression, anything unfamiliar) is always tried, so the parse and its results are exactly those
of the plain MatchFirst.

Keys: at the parse position, after the default whitespace, the key is the run of letters there,
lower-cased ("creatures" for "Creatures you control"), or the single character when it isn't a
letter ("{", "~", "+"), or "" at the end of the text. A requirement is a string the key must start
with: a literal "a" can match the start of "another", so "a" is a requirement on the key
"another" too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any, ClassVar

import pyparsing as pp

#: None: the element may start with anything (always try it).
Reqs = frozenset[str] | None
_WILD: tuple[Reqs, bool] = (None, True)
_NONE: tuple[Reqs, bool] = (frozenset(), True)
_MAX_PREFIXES = 4000
_MAX_PREFIX_LEN = 24
#: MatchFirsts with fewer alternatives than this are left as they are.
MIN_ALTERNATIVES = 2
_DEFAULT_WHITE = set(pp.ParserElement.DEFAULT_WHITE_CHARS)


def _key_of_text(text: str) -> str:
    """The requirement a literal string sets on the key (see the module docstring)."""
    if not text:
        return ""
    if not text[0].isalpha():
        return text[0].lower()
    end = 1
    while end < len(text) and text[end].isalpha() and end < _MAX_PREFIX_LEN:
        end += 1
    return text[:end].lower()


_keys: dict[int, str] = {}
_keys_text = [""]


def key_at(text: str, loc: int) -> str:
    """The dispatch key of `text` at `loc` (after whitespace); remembered for the text being
    parsed, where the same position is looked at many times."""
    if text is not _keys_text[0]:
        _keys.clear()
        _keys_text[0] = text
    key = _keys.get(loc)
    if key is None:
        key = _keys[loc] = _key(text, loc)
    return key


def _key(text: str, loc: int) -> str:
    n = len(text)
    while loc < n and text[loc] in " \t\n\r":
        loc += 1
    if loc >= n:
        return ""
    if not text[loc].isalpha():
        return text[loc].lower()
    end = loc + 1
    while end < n and text[end].isalpha():
        end += 1
    return text[loc:end].lower()


# -- regular expressions ----------------------------------------------------------------------
def _regex_reqs(rx: re.Pattern[str]) -> Reqs:
    """The literal prefixes (up to the end of the first run of letters) a match of `rx` must
    start with, or None when they can't be listed."""
    try:
        tree = sre_parse.parse(rx.pattern, rx.flags)
    except (re.error, RecursionError):
        return None
    out: set[str] = set()
    if not _prefixes(list(tree), "", out) or "" in out:
        return None
    return frozenset(out)


def _prefixes(items: list[Any], acc: str, out: set[str]) -> bool:
    """Adds to `out` the prefixes the sequence `items` can start with, given `acc` already
    matched; False when there are too many to list."""
    c = sre_parse
    for i, (op, av) in enumerate(items):
        if op is c.LITERAL:
            ch = chr(av).lower()
            if not acc:
                if not ch.isalpha():
                    out.add(ch)
                    return len(out) < _MAX_PREFIXES
                acc = ch
            elif ch.isalpha() and len(acc) < _MAX_PREFIX_LEN:
                acc += ch
            else:
                out.add(acc)
                return len(out) < _MAX_PREFIXES
        elif op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue  # zero-width: only restricts
        elif op is c.SUBPATTERN:
            return _prefixes(list(av[-1]) + items[i + 1:], acc, out)
        elif op is c.BRANCH:
            return all(_prefixes(list(alt) + items[i + 1:], acc, out) for alt in av[1])
        elif op is c.IN and not any(o in (c.NEGATE, c.CATEGORY) for o, _ in av):
            chars: set[str] = set()
            for o, a in av:
                if o is c.LITERAL:
                    chars.add(chr(a))
                elif o is c.RANGE and a[1] - a[0] < 30:
                    chars.update(chr(x) for x in range(a[0], a[1] + 1))
                else:
                    out.add(acc)
                    return len(out) < _MAX_PREFIXES
            return all(_prefixes([(c.LITERAL, ord(ch))] + items[i + 1:], acc, out)
                       for ch in chars)
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] >= 1:
            # at least one copy of the body: its prefixes, then nothing more is known
            return _prefixes(list(av[2]) + [(c.ANY, None)], acc, out)
        else:
            out.add(acc)
            return len(out) < _MAX_PREFIXES
    out.add(acc)
    return len(out) < _MAX_PREFIXES


# -- grammar elements -------------------------------------------------------------------------
_EMPTY_MATCHING = (pp.Empty, pp.StringEnd, pp.StringStart, pp.WordStart, pp.WordEnd,
                   pp.LineStart, pp.FollowedBy, pp.NotAny, pp.PrecededBy)


#: FIRST sets found so far, by element id; each entry keeps its element alive, so an id is
#: never reused for another element while it is in the memo.
Memo = dict[int, tuple[pp.ParserElement, tuple[Reqs, bool]]]


def first(e: pp.ParserElement, memo: Memo) -> tuple[Reqs, bool]:
    """(requirements on the key, whether `e` can match without consuming text)."""
    k = id(e)
    if k in memo:
        return memo[k][1]
    memo[k] = (e, _WILD)  # a recursive reference while this is worked out: assume anything
    result = _WILD if e.ignoreExprs else _first(e, memo)
    memo[k] = (e, result)
    return result


def _first(e: pp.ParserElement, memo: Memo) -> tuple[Reqs, bool]:
    if isinstance(e, _EMPTY_MATCHING):
        return _NONE
    if isinstance(e, pp.Token):
        return _token(e)
    if isinstance(e, pp.And):
        reqs: set[str] = set()
        for x in e.exprs:
            r, nullable = first(x, memo)
            if r is None:
                return _WILD
            reqs |= r
            if not nullable:
                return frozenset(reqs), False
        return frozenset(reqs), True
    if isinstance(e, (pp.MatchFirst, pp.Or)):
        reqs = set()
        any_nullable = False
        for x in e.exprs:
            r, nullable = first(x, memo)
            if r is None:
                return _WILD
            reqs |= r
            any_nullable = any_nullable or nullable
        return frozenset(reqs), any_nullable
    if isinstance(e, (pp.Opt, pp.ZeroOrMore)):
        r, _ = first(e.expr, memo)
        return (None, True) if r is None else (r, True)
    if isinstance(e, (pp.OneOrMore, pp.Group, pp.Suppress, pp.Combine, pp.Located,
                      pp.Forward, pp.Dict)) and e.expr is not None:
        return first(e.expr, memo)
    return _WILD


def _token(e: pp.Token) -> tuple[Reqs, bool]:
    if isinstance(e, (pp.Literal, pp.Keyword)):
        text = e.match
        if not text or text[0] in _DEFAULT_WHITE:
            return _WILD
        return frozenset({_key_of_text(text)}), False
    if isinstance(e, pp.Regex):
        reqs = _regex_reqs(e.re)
        return (None, True) if reqs is None else (reqs, False)
    if isinstance(e, pp.QuotedString):
        return frozenset({e.quote_char[0].lower()}), False
    if isinstance(e, pp.Word):
        chars = e.init_chars
        if len(chars) > 60 or any(ch in _DEFAULT_WHITE for ch in chars):
            return _WILD
        return frozenset(ch.lower() for ch in chars), False
    return _WILD


# -- the dispatching MatchFirst ---------------------------------------------------------------
#: Shared by every DispatchFirst (an element's FIRST set doesn't depend on where it is used).
_MEMO: Memo = {}


def _alternative_reqs(e: pp.ParserElement) -> Reqs:
    """What the key must start with for alternative `e` to match; None: always try it."""
    if not e.skipWhitespace or set(e.whiteChars) != _DEFAULT_WHITE:
        return None  # it would see the whitespace the key skips
    reqs, nullable = first(e, _MEMO)
    return None if nullable else reqs


class DispatchFirst(pp.MatchFirst):
    """A MatchFirst that skips the alternatives that can't start with the word at hand (their
    order, and so the result, is that of the MatchFirst it replaced)."""

    #: False: behave exactly as a plain MatchFirst (for the tests that compare the two).
    enabled: ClassVar[bool] = True
    _reqs: list[Reqs] | None
    _by_key: dict[str, list[int]]

    def copy(self) -> pp.ParserElement:
        ret = super().copy()
        ret._by_key = {}  # type: ignore[attr-defined]
        return ret

    def parseImpl(self, instring: str, loc: int, do_actions: bool = True) -> Any:
        if not DispatchFirst.enabled:
            return super().parseImpl(instring, loc, do_actions)
        key = key_at(instring, loc)
        picks = self._by_key.get(key)
        if picks is None:
            picks = self._by_key[key] = self._candidates(key)
        exprs = self.exprs
        max_loc = -1
        max_err: pp.ParseException | None = None
        for i in picks:
            e = exprs[i]
            try:
                return e._parse(instring, loc, do_actions)
            except pp.ParseFatalException:
                raise
            except pp.ParseException as err:
                if err.loc > max_loc:
                    max_err, max_loc = err, err.loc
            except IndexError:
                if len(instring) > max_loc:
                    max_err = pp.ParseException(instring, len(instring), e.errmsg, self)
                    max_loc = len(instring)
        if max_err is not None:
            raise max_err
        raise pp.ParseException(instring, loc, "no alternative starts with this word", self)

    def _candidates(self, key: str) -> list[int]:
        if self._reqs is None:
            self._reqs = [_alternative_reqs(e) for e in self.exprs]
        heads = {key[:n] for n in range(1, len(key) + 1)}
        return [i for i, r in enumerate(self._reqs) if r is None or not r.isdisjoint(heads)]


def _elements(roots: Iterable[pp.ParserElement]) -> list[pp.ParserElement]:
    seen: set[int] = set()
    out: list[pp.ParserElement] = []
    stack = list(roots)
    while stack:
        e = stack.pop()
        if id(e) in seen:
            continue
        seen.add(id(e))
        out.append(e)
        stack.extend(getattr(e, "exprs", ()) or ())
        inner = getattr(e, "expr", None)
        if isinstance(inner, pp.ParserElement):
            stack.append(inner)
    return out


def speed_up(*roots: pp.ParserElement) -> int:
    """Turns every long MatchFirst reachable from `roots` into a DispatchFirst; returns how
    many. Call once, after the grammar is complete."""
    for root in roots:
        root.streamline()  # streamlining merges nested MatchFirsts: do it before indexing
    changed = 0
    for e in _elements(roots):
        if type(e) is pp.MatchFirst and len(e.exprs) >= MIN_ALTERNATIVES:
            # its alternatives' FIRST sets are worked out when it is first used
            e.__class__ = DispatchFirst
            e._reqs = None  # type: ignore[attr-defined]
            e._by_key = {}  # type: ignore[attr-defined]
            changed += 1
    return changed


__all__ = ["DispatchFirst", "Memo", "first", "key_at", "speed_up"]
