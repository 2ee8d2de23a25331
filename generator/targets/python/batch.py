"""The Python target's batch plans — long lists of flat objects checked a column at a time (Python).

The generated Python checks a list of objects item by item: one call per item and a few dict
lookups and branches per field, ~650–750 ns a chart point on the bench machines. For a list
whose items are flat (every field a scalar: string, enum, text, boolean, integer, number) the
same checks can run as C-level passes over each column (``set(map(type, column))``,
``all(column)``, ``min``/``max``, ``list(map(float, column))``), about 0.6× the time.

A batch function is a fast path and nothing more: it returns exactly the list the item checker
would build, or None as soon as any item might fail or is not in the common form (an exact
dict with exactly the required keys, each value of the exact type its kind expects: no
optional field, no str subclass, no bool for an integer), and then the item-by-item
path runs and raises the first error, in order, with its path. So it changes no outcome;
``tests/test_batch.py`` holds every batch function to that on generated lists.

Only the common form is batched: plain dicts carrying exactly the shape's required fields. A
shape qualifies when those fields are column kinds without a remove_prefix rule or a string
default, and no optional field adds a key when absent (a default or a count). TypeScript has
no batch path: its per-item checkers already meet their target (V8 inlines them).
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.model import (
    BooleanType,
    EnumType,
    Field,
    FieldType,
    IntegerType,
    ListType,
    NumberType,
    ObjectType,
    Shape,
    StringType,
    TextType,
    bound_value,
    removes_prefix,
)
from generator.targets.python.names import py_var
from generator.targets.python.steps import RULES

# Below this many items the per-column passes and sets cost more than they save (measured with
# the bench's chart: a 24-point chart is 3 % faster batched, a 4-point one 6 % slower).
BATCH_MIN_ITEMS = 16
# A long list is batched a chunk at a time, so a list that fails costs at most one chunk's batch
# beyond the item checks up to its first error (the "no full walk before failing"); at
# this size the per-chunk cost is under 1 % of the chunk's.
BATCH_CHUNK_ITEMS = 512

_COLUMN_TYPES = (StringType, EnumType, TextType, BooleanType, IntegerType, NumberType)
# the str method each rule is, for columns (steps.RULES): a rule without one is checked item by item
_METHODS = {kind: code.method for kind, code in RULES.items() if code.method}
# The exact types (no subclass) a column may hold, by field kind: a number may mix the two.
_EXACT_TYPES = {
    "string": ("str",),
    "enum": ("str",),
    "text": ("str",),
    "boolean": ("bool",),
    "integer": ("int",),
    "number": ("int", "float"),
}


@dataclass(frozen=True)
class Column:
    """One required field's values across the items, checked in C-level passes."""

    field: Field
    index: int  # the field's place among the columns: it keeps every generated name unique

    @property
    def var(self) -> str:
        """The column's list, ``col0_time``. Names from the field alone can meet (the joined
        text of a ``note`` column, ``col_note_text``, would be a ``note_text`` column's list; and
        ``url``/``URL`` share ``v_url``), so the index comes first; a field name starts with a
        letter, so ``col1_…`` and ``col10_…`` cannot meet either."""
        return f"col{self.index}_" + py_var(self.field).removeprefix("v_")

    @property
    def text_var(self) -> str:
        """The column's values joined, for the NUL and surrogate tests."""
        return self.var + "_text"

    @property
    def sum_var(self) -> str:
        """The column's sum, which is a NaN or an infinity when a value is."""
        return self.var + "_sum"

    @property
    def types_var(self) -> str | None:
        """The set of the column's value types, kept for a number column, where it saves passes:
        a column of integers needs no sum (it holds no NaN or infinity), and one emitted as floats
        skips ``list(map(float, …))`` when every value is a float already."""
        return self.var + "_types" if self.field.type.kind == "number" else None

    @property
    def patterns(self) -> list[str]:
        """The regex sources every value must fully match: the field's pattern, its format's."""
        t = self.field.type
        if not isinstance(t, StringType):
            return []
        return [x for x in (t.pattern, t.format.pattern if t.format else None) if x]

    @property
    def item(self) -> str:
        """One item's value while the output dicts are built, ``one0_time``."""
        return f"one{self.index}_" + py_var(self.field).removeprefix("v_")

    @property
    def type(self) -> FieldType:
        return self.field.type

    @property
    def exact_types(self) -> str:
        """The set display of the types the column's values may have: ``{str}``, ``{int, float}``."""
        return "{" + ", ".join(_EXACT_TYPES[self.field.type.kind]) + "}"

    @property
    def types_may_mix(self) -> bool:
        return len(_EXACT_TYPES[self.field.type.kind]) > 1

    @property
    def length_check_at(self) -> int | None:
        """Where the field's item checker refuses a value too long for it, before lowercasing
        (``StringType.length_check_at``, ``EnumType.length_check_at``): the batch declines such
        a column there, so a long value is not lowercased twice."""
        return getattr(self.field.type, "length_check_at", None)

    @property
    def str_methods_before_length_check(self) -> list[str]:
        """The ``str`` methods the field's rules call, in order (``strip``, ``lower``), up to
        the length check (all of them when there is none)."""
        rules = getattr(self.field.type, "rules_before_length_check", ())
        return [_METHODS[rule.kind] for rule in rules]

    @property
    def str_methods_after_length_check(self) -> list[str]:
        rules = getattr(self.field.type, "rules_after_length_check", ())
        return [_METHODS[rule.kind] for rule in rules]


@dataclass(frozen=True)
class BatchPlan:
    shape: Shape
    columns: tuple[Column, ...]
    min_items: int = BATCH_MIN_ITEMS
    chunk_items: int = BATCH_CHUNK_ITEMS

    @property
    def function(self) -> str:
        return f"_batch_{self.shape.name}"

    @property
    def loop_targets(self) -> str:
        return ", ".join(c.item for c in self.columns)

    @property
    def loop_source(self) -> str:
        if len(self.columns) == 1:
            return self.columns[0].var
        return "zip(" + ", ".join(c.var for c in self.columns) + ")"


def _columnable(t: FieldType) -> bool:
    if not isinstance(t, _COLUMN_TYPES):
        return False
    if isinstance(t, (StringType, EnumType)) and removes_prefix(t.normalise):
        return False  # the until-stable helper is per value
    if isinstance(t, (StringType, EnumType)) and any(r.kind not in _METHODS for r in t.normalise):
        return False  # a rule the batch has no str method for (a new one) is checked item by item
    # A string default turns "" into the default. The builder refuses a default on a required
    # field today; this keeps the batch from ever having to mirror one.
    if isinstance(t, IntegerType) and t.whole_floats:
        return False  # the column check takes a float for an error
    # keep_empty keeps "": the batch's column checks take "" as missing.
    return not (isinstance(t, StringType) and (t.default is not None or t.keep_empty))


def batch_plan(shape: Shape) -> BatchPlan | None:
    """The shape's batch plan, or None when its items must be checked one by one."""
    if shape.union is not None:
        return None  # its objects are of several shapes
    if any(f.requires for f in shape.fields):
        return None  # a field's requires looks at the whole checked object
    required = [f for f in shape.fields if f.required]
    if not required or not all(_columnable(f.type) for f in required):
        return None
    if any(f.has_default for f in shape.fields if not f.required):
        return None  # an absent optional field would still add a key to the output
    return BatchPlan(shape, tuple(Column(f, i) for i, f in enumerate(required)))


def _can_be_long(t: ListType) -> bool:
    return t.max_items is None or (bound_value(t.max_items) or 0) >= BATCH_MIN_ITEMS


@dataclass(frozen=True)
class Batching:
    """The batch plans one protocol's Python uses: for the shapes some list of at least
    ``BATCH_MIN_ITEMS`` items holds (the only place a batch pays), by shape name."""

    plans: dict[str, BatchPlan]

    @property
    def uses_itertools(self) -> bool:
        """A column checks ``starts_with`` (``itertools.repeat`` feeds the prefix)."""
        return any(
            isinstance(c.field.type, StringType) and bool(c.field.type.starts_with)
            for plan in self.plans.values()
            for c in plan.columns
        )

    def for_list(self, t: ListType) -> BatchPlan | None:
        """The plan a list field's check calls first, if any."""
        if not isinstance(t.of, ObjectType) or not _can_be_long(t):
            return None
        return self.plans.get(t.of.shape.name)


def batching(shapes: list[Shape], owners: list[list[Field]]) -> Batching:
    """Every list type in ``owners`` (each a list of fields), nested lists included."""
    long_lists: set[str] = set()
    for fields in owners:
        for f in fields:
            t = f.type
            while isinstance(t, ListType):
                if isinstance(t.of, ObjectType) and _can_be_long(t):
                    long_lists.add(t.of.shape.name)
                t = t.of
    plans = {s.name: batch_plan(s) for s in shapes if s.name in long_lists}
    return Batching({name: plan for name, plan in plans.items() if plan is not None})
