"""English agreement for generated prose in any target (a doc, a TypeScript comment, a Python
docstring): the article a spec name takes, the verb a list of names takes."""

from __future__ import annotations

# Words from spec names that start with a vowel letter but a consonant sound ("a user", "a
# unique", "a one-off"); the article follows the sound, which spelling only approximates.
_CONSONANT_SOUNDS = ("uni", "use", "usa", "usi", "usu", "uti", "ure", "eu", "one", "once")


def article(word: str) -> str:
    """ "a" or "an" before ``word`` (a spec name: ``actions``, ``prompt``, ``report_threat``)."""
    lowered = word.lower().lstrip("`_")
    vowel = lowered[:1] in ("a", "e", "i", "o", "u") and not lowered.startswith(_CONSONANT_SOUNDS)
    return "an" if vowel else "a"


def are(names: list[str]) -> str:
    """The verb for a list of names: "is" for one, "are" for several."""
    return "is" if len(names) == 1 else "are"
