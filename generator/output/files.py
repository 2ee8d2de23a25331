"""A rendered tree: paths relative to the output folder (POSIX separators) to text with "\\n"
newlines. What targets return and the output stage formats, compares and writes."""

Files = dict[str, str]
