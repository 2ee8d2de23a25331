"""The model's leaves: limits, normalisation rules, string formats and enums. They hold no
other model object, so field types (``types.py``) build on them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from generator.model import messages

# --------------------------------------------------------------------------- limits


@dataclass(frozen=True)
class Limit:
    """A named bound (``MAX_ACTIONS: 20``), exported as a constant by the code targets."""

    name: str
    value: int
    doc: str = ""


Bound = int | Limit | None


def bound_value(bound: Bound) -> int | None:
    return bound.value if isinstance(bound, Limit) else bound


# --------------------------------------------------------------------------- normalisation rules


@dataclass(frozen=True)
class Rule:
    """One normalisation step applied to a string, in spec order. ``kind`` is how the spec
    writes it, and what targets dispatch on. A new rule is a subclass here, and the places
    docs/architecture.md ("A new normalisation rule") lists; ``tests/test_rules.py`` fails
    until each of them knows it.

    ``shortens``: whether the rule can make a value shorter, which decides whether a length
    check may run before it (``length_check_at``). True unless proven otherwise, so a new
    rule is safe before anyone thinks about it."""

    kind: ClassVar[str]
    shortens: ClassVar[bool] = True

    def apply(self, value: str) -> str:
        """The rule's meaning, once, the plain way: what the reference interpreter
        (``reference.apply_rules``) and so the shared vectors take it to do."""
        raise TypeError(f"the rule {self.kind} has no meaning yet (Rule.apply)")

    @property
    def words(self) -> str:
        """What the rule does, in the words the generated doc and the tool description use
        (``surrounding whitespace removed``)."""
        raise NotImplementedError(f"the rule {self.kind} has no words yet (Rule.words)")


@dataclass(frozen=True)
class Strip(Rule):
    """Removes leading and trailing whitespace (Python's ``str.strip()`` set)."""

    kind: ClassVar[str] = "strip"

    def apply(self, value: str) -> str:
        return value.strip()

    @property
    def words(self) -> str:
        return "surrounding whitespace removed"


@dataclass(frozen=True)
class Lowercase(Rule):
    """Python's ``str.lower()``, JavaScript's ``toLowerCase()``: the same on every code point
    (tests/test_stable.py), and never shorter."""

    kind: ClassVar[str] = "lowercase"
    shortens: ClassVar[bool] = False

    def apply(self, value: str) -> str:
        return value.lower()

    @property
    def words(self) -> str:
        return "lowercased"


@dataclass(frozen=True)
class RemovePrefix(Rule):
    """Removes ``prefix`` while the value starts with it: once would not be idempotent."""

    kind: ClassVar[str] = "remove_prefix"
    prefix: str = ""

    def apply(self, value: str) -> str:
        while value.startswith(self.prefix):
            value = value[len(self.prefix) :]
        return value

    @property
    def words(self) -> str:
        return f"leading `{self.prefix}` removed (repeatedly)"


def rule_from_spec(item: str | dict[str, Any]) -> Rule:
    """The rule a spec's ``normalise`` item names: a rule's kind alone (``strip``), or its kind
    and its one argument (``{remove_prefix: "#"}``). Every subclass of Rule is one; the schema
    (generator/spec/spec.schema.json, ``normalise``) says which may be written, so an unknown
    kind never gets here."""
    kinds = {cls.kind: cls for cls in Rule.__subclasses__()}
    if isinstance(item, str):
        return kinds[item]()
    [(kind, argument)] = item.items()
    made: Rule = kinds[kind](argument)  # type: ignore[call-arg]  # a rule with one argument
    return made


def removes_prefix(rules: tuple[Rule, ...]) -> bool:
    """Whether generated code hands ``rules`` to its ``until stable`` runtime helper: every
    list with a prefix removal does (one code path, linear in the value's length), whether or
    not it :func:`needs_fixpoint` (a lone prefix removal is stable after one pass)."""
    return any(isinstance(r, RemovePrefix) for r in rules)


def length_check_at(rules: tuple[Rule, ...]) -> int | None:
    """Where in ``rules`` a value too long for its field's limit can be refused before the rest
    run: before the first ``lowercase``, when none of the rules from there on can shorten the
    value (``Rule.shortens``; lowercasing never does, in Python or JavaScript:
    tests/test_stable.py checks every code point), and the list is not applied until stable (a
    prefix removal anywhere: the whole list is one helper call). None when there is no
    lowercase to save. Lowercasing six megabytes of ``İ`` (its lowercase is two characters)
    costs several times parsing them; a value refused before it costs a ``len()``."""
    if removes_prefix(rules):
        return None
    at = next((i for i, r in enumerate(rules) if isinstance(r, Lowercase)), None)
    if at is None or any(r.shortens for r in rules[at:]):
        return None
    return at


def needs_fixpoint(rules: tuple[Rule, ...]) -> bool:
    """Whether applying ``rules`` once can leave work for a second pass.

    Canonical output must re-validate to itself, so every rule list must be idempotent.
    ``strip`` and ``lowercase`` are, alone and together; a prefix removal next to another rule
    is not (``" # x"`` → strip → ``"# x"`` → remove ``#`` → ``" x"``). Such lists are applied
    until the value stops changing.
    """
    return len(rules) > 1 and removes_prefix(rules)


@dataclass(frozen=True)
class Format:
    """A named string format from the spec's ``formats`` (``console_path``): a pattern every
    value must fully match, the reason given when it does not, and why the rule exists."""

    name: str
    pattern: str
    message: str
    reason: str = ""


# --------------------------------------------------------------------------- enums


@dataclass
class Enum:
    """A named set of strings, in spec order. ``reserved`` values are recognised but refused
    (with ``reserved_reason``); ``accepted`` are the ones output can contain. ``type_name`` is the
    name of its type in every target that names one (as a shape's, ``Shape.type_name``)."""

    name: str
    values: tuple[str, ...]
    type_name: str = ""
    doc: str = ""
    reserved: tuple[str, ...] = ()
    reserved_reason: str = ""

    @property
    def accepted(self) -> tuple[str, ...]:
        return tuple(v for v in self.values if v not in self.reserved)

    @property
    def unknown_reason(self) -> str:
        return messages.one_of(self.accepted)
