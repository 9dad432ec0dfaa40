#!/usr/bin/env python3
"""The public surface of Lifeline's libraries, counted (issue 33).

Counts every declaration under Sources/ and Logger/Sources/ (the drop-in logger, a package
of its own but one of the documented products) whose own modifiers say `public` or `open`
(`public private(set) var` counts; `package`, `internal`, `@usableFromInline` do not),
after blanking out comments and string literals, so a `public` in a doc comment or a
multi-line string never counts. A declaration is a `func`, `init`, `deinit`, `subscript`,
`var`, `let`, `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`,
`associatedtype`, `case`, `macro`, `operator` or `extension` line.

Enum cases and protocol requirements are public through their type and are not counted:
they carry no modifier to write. A `public extension` would make its members public
without saying so on each, so it is refused (exit 2) instead of guessed at.

A declaration is documented when the line above it, past its attributes, ends a `///`
block or a `/** … */` comment; a default implementation in an extension of a protocol is
documented when the requirement it repeats is, since DocC shows the requirement's text.

Usage: Scripts/count-public.py [--undocumented] [--max N] [ROOT]
Prints the total and the count per module and how many public declarations have no doc
comment; with --undocumented, each of those as file:line; --max N
fails (exit 1) when the total passes N or any public declaration has no doc comment.
"""
import os
import re
import sys

DECL = re.compile(
    r"^\s*(?:@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?\s+)*"
    r"(?P<mods>(?:(?:public|open|package|internal|fileprivate|private)(?:\(set\))?\s+|"
    r"(?:static|class|final|override|mutating|nonmutating|convenience|required|lazy|"
    r"dynamic|indirect|nonisolated|weak|unowned|prefix|postfix|infix|distributed|"
    r"consuming|borrowing|isolated)\s+)*)"
    r"(?P<kind>func|init[?!]?|deinit|subscript|var|let|struct|class|enum|protocol|actor|"
    r"typealias|associatedtype|case|macro|operator|extension)\b"
)
PUBLIC = re.compile(r"\b(public|open)\b(?!\()")
ATTRIBUTE_LINE = re.compile(r"^\s*@[A-Za-z_][A-Za-z0-9_.]*(\(.*\))?\s*$")


def blank_code(text):
    """Return the text's lines with comments and string contents replaced by spaces, and
    the set of line indexes that end a doc comment (`///` or `/** … */`)."""
    out = []
    doc_lines = set()
    i, n = 0, len(text)
    line = 0
    comment_depth = 0
    doc_block = False
    string_delim = None  # '"', '"""', with a raw '#' count
    hashes = 0
    interp_depth = []  # parenthesis depth inside each open interpolation
    paren = 0
    buf = []

    def emit(ch):
        nonlocal line
        if ch == "\n":
            out.append("".join(buf))
            buf.clear()
            line += 1
        else:
            buf.append(ch)

    while i < n:
        c = text[i]
        if comment_depth:
            if text.startswith("/*", i):
                comment_depth += 1
                emit(" "); emit(" "); i += 2; continue
            if text.startswith("*/", i):
                comment_depth -= 1
                if comment_depth == 0 and doc_block:
                    doc_lines.add(line)
                emit(" "); emit(" "); i += 2; continue
            emit(c if c == "\n" else " "); i += 1; continue
        if string_delim:
            closing = string_delim + "#" * hashes
            if text.startswith(closing, i):
                for ch in closing:
                    emit(ch)
                i += len(closing); string_delim = None; continue
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                for _ in range(len(escape) + 1):
                    emit(" ")
                i += len(escape) + 1
                interp_depth.append((string_delim, hashes, paren))
                string_delim = None
                paren += 1
                continue
            if text.startswith(escape, i) and i + len(escape) < n:
                emit(" ")
                i += len(escape)
                nxt = text[i]
                emit(nxt if nxt == "\n" else " "); i += 1; continue
            emit(c if c == "\n" else " "); i += 1; continue
        # code
        if text.startswith("///", i):
            doc_lines.add(line)
            while i < n and text[i] != "\n":
                emit(" "); i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                emit(" "); i += 1
            continue
        if text.startswith("/*", i):
            doc_block = text.startswith("/**", i) and not text.startswith("/**/", i)
            comment_depth = 1
            emit(" "); emit(" "); i += 2; continue
        m = re.match(r'(#*)("""|")', text[i:i + 8])
        if m and (m.group(1) == "" or text[i] == "#"):
            hashes = len(m.group(1))
            string_delim = m.group(2)
            for ch in m.group(0):
                emit(ch)
            i += len(m.group(0))
            continue
        if c == "(":
            paren += 1
        elif c == ")":
            paren -= 1
            if interp_depth and interp_depth[-1][2] == paren:
                string_delim, hashes, _ = interp_depth.pop()
        emit(c)
        i += 1
    out.append("".join(buf))
    return out, doc_lines


def signature(line, start):
    """A declaration's first line from its keyword on, without its body: the key that pairs a
    protocol requirement with the default implementation that repeats it."""
    return " ".join(line[start:].split("{")[0].split())


def scan(path):
    """The file's public declarations as (line, documented, context, signature), and its
    protocols' requirements as {(protocol, signature): documented}."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    code, doc_lines = blank_code(text)
    found = []
    requirements = {}
    scopes = []  # ("protocol" | "extension" | "other", name) per open brace
    pending = None
    for index, line in enumerate(code):
        m = DECL.match(line)
        above = index - 1
        while above >= 0 and (ATTRIBUTE_LINE.match(code[above]) and above not in doc_lines):
            above -= 1
        documented = above in doc_lines
        if m:
            kind = m.group("kind")
            name = line[m.end("kind"):].split(":")[0].split("{")[0].split("<")[0].split()
            name = name[0] if name else ""
            inside = scopes[-1] if scopes else ("other", None)
            if inside[0] == "protocol":
                requirements[(inside[1], signature(line, m.start("kind")))] = documented
            if PUBLIC.search(m.group("mods")):
                if kind == "extension":
                    print(f"{path}:{index + 1}: error: `public extension` makes its members public "
                          "without saying so; write the modifier on each member", file=sys.stderr)
                    sys.exit(2)
                context = inside[1] if inside[0] == "extension" else None
                found.append((index + 1, documented, context, signature(line, m.start("kind"))))
            if kind in ("protocol", "extension"):
                pending = (kind, name)
            elif kind in ("struct", "class", "enum", "actor"):
                pending = ("other", name)
        for ch in line:
            if ch == "{":
                scopes.append(pending or ("other", None))
                pending = None
            elif ch == "}" and scopes:
                scopes.pop()
    return found, requirements


def main(argv):
    undocumented_flag = "--undocumented" in argv
    limit = None
    args = [a for a in argv if a != "--undocumented"]
    if "--max" in args:
        k = args.index("--max")
        limit = int(args[k + 1])
        del args[k:k + 2]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    per_module = {}
    undocumented = []
    declarations = []
    requirements = {}
    for sources in (os.path.join(root, "Sources"), os.path.join(root, "Logger", "Sources")):
        for dirpath, dirnames, filenames in os.walk(sources):
            dirnames.sort()
            for name in sorted(filenames):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                module = os.path.relpath(path, sources).split(os.sep)[0]
                found, protocol_requirements = scan(path)
                requirements.update(protocol_requirements)
                declarations += [(module, os.path.relpath(path, root), *entry) for entry in found]
    for module, path, line, documented, context, key in declarations:
        per_module[module] = per_module.get(module, 0) + 1
        # A default implementation shows its requirement's documentation (DocC inherits it).
        if not documented and not requirements.get((context, key), False):
            undocumented.append(f"{path}:{line}")
    total = sum(per_module.values())
    modules = ", ".join(f"{m} {c}" for m, c in sorted(per_module.items(), key=lambda kv: (-kv[1], kv[0])))
    print(f"public declarations: {total} ({modules}); without a doc comment: {len(undocumented)}")
    if undocumented_flag:
        for entry in undocumented:
            print(f"{entry}: public declaration without a doc comment")
    if limit is not None and (total > limit or undocumented):
        print(f"count-public: over {limit}, or undocumented public declarations", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
