"""Reading a repeated op line once: an op whose line is another op's line with other SSA names.

A module the DSL prints repeats its op lines: of the 40,000 ops of a Blackwell FMHA some 2,000
differ once their SSA names are set aside (``%e0_2, %e1_3 = cute.get_leaves(%tup_1) :
!cute.int_tuple<"(0,0)">`` is ``%e0, %e1 = cute.get_leaves(%tup) : ...`` again), and reading
each op through xDSL's parser was most of the time a check took.  An op's reading depends on
its text and, through the SSA names, only on the types of the values it uses (the signature's
types, the inferred result types, ``_plausible``'s guess) and on whether the reading parser
may retype them (:mod:`.lenient`: ``loose`` values, ``_type_at_use``).  So :class:`OpMemo`
keys a line by its text with every ``%name`` (outside string literals) taken out, records
what the first op of that key became -- its class, properties, attributes, result types,
the Python attributes an opaque op carries (``pieces``, ``typed_by``, ...), which written
name each operand is, the state each used value was in before (``use_state``: its type,
whether a use may still set it, whether it was retyped) and the uses that spelled a value's
type (``_type_at_use``, replayed in order at the same names) -- and builds the next op of
the key from that record, when

* the op is the whole line (no region, no successor, the next token on a later line);
* reading the first one fell back to no opaque reading;
* every value the next one uses is defined above it and in the recorded state (up to
  :attr:`OpMemo.KEPT` records a key, one a state); its result names are new.

Otherwise the op is read as before.  What this builds is what the parser would: the same
class, operands, results (types, name hints, forward references resolved by xDSL's own
``_register_ssa_definition``), properties, attributes and location
(``tests/dialect/test_op_memo.py`` compares a module read both ways op by op).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from xdsl.ir import Attribute, Operation
from xdsl.utils.lexer import Span

from .foreign import is_foreign

__all__ = ["OpMemo"]

_NAMES = re.compile(r'"(?:[^"\\\n]|\\.)*"'                                  # a string literal: kept
                    r"|%([0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)(?:#([0-9]+))?")  # %name, %name#k (xDSL's lexer)

_HEAD = re.compile(r"(?:%[a-zA-Z0-9$._-]+(?::[0-9]+)?(?:[ \t]*,[ \t]*%[a-zA-Z0-9$._-]+(?::[0-9]+)?)*[ \t]*=[ \t]*)?"
                   r'(?:"([^"\\\n]*)"|([a-zA-Z_][a-zA-Z0-9_$.]*))')
"""An op line's results and its name: generic (quoted) or custom."""

_CORE = frozenset({"_next_op", "_prev_op", "_operand_uses", "_operands", "_successor_uses", "_successors",
                   "attributes", "location", "parent", "properties", "regions", "results"})
"""The instance attributes every xDSL op has; any other (an opaque op's ``pieces``) is copied."""


@dataclass
class _Entry:
    cls: type[Operation]
    sizes: tuple[int, ...]                  # the result groups (``%a:2``), the first names
    order: tuple[int, ...]                  # op operand j is written name order[j]
    states: tuple[tuple | None, ...]        # each used name's value's use_state before (results: None)
    uses: tuple[tuple[int, Attribute, int | None], ...]   # (name, type, at: its name / the op when None)
    result_types: tuple[Attribute, ...]
    properties: dict[str, Attribute]
    attributes: dict[str, Attribute]
    location: Any
    extras: tuple[tuple[str, Any], ...]
    loose: tuple[bool, ...]                 # each result a value whose type a use may set


@dataclass
class Mark:
    """An op line before its reading: its key, where it ends, the names written in it, the
    parser's effect counters."""

    key: tuple
    begin: int
    end: int
    names: list[tuple[str, int, int, int]]   # (name, index, start, end) in the text
    effects: tuple[int, ...]


def _split(content: str, begin: int) -> tuple[tuple, int, list[tuple[str, int, int, int]]]:
    end = content.find("\n", begin)
    if end < 0:
        end = len(content)
    frags, names, pos = [], [], begin
    for m in _NAMES.finditer(content, begin, end):
        if m.group(1) is None:
            continue
        frags.append(content[pos:m.start()])
        names.append((m.group(1), int(m.group(2)) if m.group(2) else 0, m.start(), m.start() + 1 + len(m.group(1))))
        pos = m.end()
    frags.append(content[pos:end].rstrip())        # a blanked location leaves blanks of its length
    return tuple(frags), end, names


class OpMemo:
    """The op records of one module's reading (module docstring); ``hits`` counts the ops built
    from a record."""

    KEPT = 4
    """Records kept per key (the same line with values in other states: a loose one, a retyped one)."""

    def __init__(self) -> None:
        self.entries: dict[tuple, list[_Entry] | None] = {}
        self.hits = 0

    def mark(self, parser) -> Mark:
        """The line of the op at the parser's current token, before it is read."""
        content = parser.lexer.input.content
        begin = parser._current_token.span.start
        frags, end, names = _split(content, begin)
        return Mark((_resolution(parser, content, begin), frags), begin, end, names, parser.read_effects())

    def replay(self, parser, mark: Mark) -> Operation | None:
        """The op of ``mark``'s line built from its key's record, or ``None`` (read it)."""
        entries = self.entries.get(mark.key)
        if not entries:
            return None
        values = parser.ssa_values
        for name, _, _, _ in mark.names[:len(entries[0].sizes)]:
            if name in values:
                return None                  # a redefinition: the parser says so
        used = []
        for name, index, _, _ in mark.names[len(entries[0].sizes):]:
            found = values.get(name)
            if found is None or index >= len(found):
                return None
            used.append(found[index])
        states = [parser.use_state(v) for v in used]
        for entry in entries:
            if all(s == t for s, t in zip(states, entry.states[len(entry.sizes):])):
                return self._build(parser, mark, entry, used)
        return None

    def _build(self, parser, mark: Mark, entry: _Entry, used: list) -> Operation:
        r = len(entry.sizes)
        op = entry.cls.create(operands=[used[k - r] for k in entry.order], result_types=entry.result_types,
                              properties=dict(entry.properties), attributes=dict(entry.attributes))
        if entry.location is not None:
            op.location = entry.location
        for key, value in entry.extras:
            setattr(op, key, list(value) if isinstance(value, list) else value)
        for k, t, at in entry.uses:          # as the op's reading spelled them, in order
            parser._type_at_use(used[k - r], t, mark.begin if at is None else mark.names[at][2])
        parser.lexer.pos = mark.end
        parser._parser_state.current_token = parser.lexer.lex()
        source, k = parser.lexer.input, 0
        for (name, _, start, end), size in zip(mark.names, entry.sizes):
            parser._register_ssa_definition(name, op.results[k:k + size], Span(start, end, source))
            k += size
        for result, loose in zip(op.results, entry.loose):
            if loose:
                parser.loose.add(result)
        self.hits += 1
        return op

    def record(self, parser, mark: Mark, op: Operation) -> None:
        """Keep what ``op``, just read from ``mark``'s line, became, when the next op of its key
        may be built from it (module docstring)."""
        entries = self.entries.get(mark.key, [])
        if entries is None or len(entries) >= self.KEPT:
            return
        if op.regions or op.successors:
            self.entries[mark.key] = None     # never a line of its own: no record, ever
            return
        content = parser.lexer.input.content
        k = parser._current_token.span.start
        while k > 0 and content[k - 1] in " \t\r\n":
            k -= 1
        if k > mark.end or parser._current_token.span.start < mark.end:
            self.entries[mark.key] = None     # not one op a line
            return
        uses = parser.uses_since(mark.effects)
        if uses is None:
            return
        entry = self._entry(parser, mark, op, uses)
        if entry is not None:
            self.entries[mark.key] = entries + [entry]

    @staticmethod
    def _entry(parser, mark: Mark, op: Operation, uses: list[tuple]) -> _Entry | None:
        values, results = parser.ssa_values, op.results
        sizes, k = [], 0
        for name, index, _, _ in mark.names:                 # the result groups, in order
            group = values.get(name)
            if k == len(results) or group is None or index or not group or group[0] is not results[k]:
                break
            if tuple(group) != tuple(results[k:k + len(group)]):
                return None
            sizes.append(len(group))
            k += len(group)
        if k != len(results):
            return None
        r, used = len(sizes), []
        for name, index, _, _ in mark.names[r:]:
            group = values.get(name)
            if group is None or index >= len(group):
                return None
            used.append(group[index])
        where = {}
        for j, u in enumerate(used):
            if u in where or u.owner is op:
                return None                  # a value written twice: which is which?
            where[u] = r + j
        order = tuple(where.get(v, -1) for v in op.operands)
        if sorted(order) != list(range(r, len(mark.names))):
            return None                      # a name that is no operand, or an operand not written
        states = [parser.use_state(v) for v in used]     # after the reading; before it, unless used:
        spelled, firsts = [], set()
        for value, t, offset, state in uses:
            j = where.get(value)
            at = None if offset == mark.begin else next(
                (i for i, n in enumerate(mark.names) if n[2] == offset), -1)
            if j is None or at == -1:
                return None
            if j not in firsts:
                firsts.add(j)
                states[j - r] = state
            if state[0] != t or state[1]:        # else the use changes nothing: not replayed
                spelled.append((value, t, at, j))
        extras = tuple((key, value) for key, value in vars(op).items() if key not in _CORE)
        return _Entry(type(op), tuple(sizes), order, (None,) * r + tuple(states),
                      tuple((j, t, at) for _, t, at, j in spelled),
                      tuple(op.result_types), dict(op.properties), dict(op.attributes),
                      op.location if op.location != _default_location() else None, extras,
                      tuple(v in parser.loose for v in results))


def _resolution(parser, content: str, begin: int) -> tuple:
    """What names the op's class besides its text: nothing but the class a dotted name has
    when the context knows it (or it is a foreign op's custom form), else the dialect stack."""
    m = _HEAD.match(content, begin)
    name = m and (m.group(1) if m.group(1) is not None else m.group(2))
    if name and "." in name:
        known = parser.ctx._get_known_op(name)
        if known is not None or (m.group(2) is not None and is_foreign(name)):
            return ("known", known)
    return tuple(parser._parser_state.dialect_stack)


def _default_location():
    from xdsl.ir.core import _unknown_loc
    return _unknown_loc()
