/// One string that has broken, or could break, an output format: a quote that ends a string,
/// a bracket that ends a label, a newline that starts a new record, markup a viewer executes.
public struct HostileString: Sendable, CustomStringConvertible {
    /// What it attacks, for test names.
    public let name: String
    /// The string itself.
    public let text: String

    public init(_ name: String, _ text: String) {
        self.name = name
        self.text = text
    }

    public var description: String { name }
}

/// The one table of hostile strings every escaping test and fuzz seed uses.
///
/// Each string goes through every output format as a scene id, a session id, a view, an
/// action name, an environment key and value, and note and detail text (``HostileTrace``
/// writes such traces, with benign twins); a test then parses the output back and looks for
/// the string. A new output format (the HTML report) gets the same table: add a check per
/// format in `Tests/lifelineTests/EscapingTests.swift`.
/// A new attack is one more row here, and every format is tested against it.
public enum HostileStrings {
    public static let all: [HostileString] = [
        HostileString("double quotes", #"say "hi""#),
        HostileString("single quote", "it's"),
        HostileString("backslashes", #"C:\temp\new \N \G \L"#),
        HostileString("script tag", "<script>alert(1)</script>"),
        HostileString("closing bracket", "a]b]]>"),
        HostileString("arrow", "A->B --> C"),
        HostileString("braces", "x}y{z"),
        HostileString("pipe", "a|b|"),
        HostileString("newline", "line1\nline2"),
        HostileString("CR LF", "one\r\ntwo"),
        HostileString("NUL", "nul\u{0}byte"),
        HostileString("ANSI escape", "\u{1B}[2J\u{1B}[31mred"),
        HostileString("right-to-left override", "abc\u{202E}fed"),
        HostileString("right-to-left mark", "\u{200F}שלום"),
        HostileString("emoji", "👩‍💻🚀"),
        HostileString("entities", "&amp;&lt;&#34;#59;"),
        HostileString("CSV delimiters", #"a,"b",c"#),
        HostileString("comment markers", "x;y #z %% //w"),
        HostileString("markup pairs", "**b** //i// __u__ ~~s~~"),
        HostileString("diagram keywords", "end subgraph @enduml"),
        HostileString("format specifiers", "%s%n%x"),
        HostileString("JSON break-out", #""},{"x":1"#),
        HostileString("line separator", "a\u{2028}b"),
        HostileString("tab", "a\tb"),
        HostileString("trace separator", "--"),
        HostileString("spreadsheet formula", #"=HYPERLINK("http://example.invalid","x")"#),
        HostileString("preprocessor directive", "!include /etc/passwd"),
        // A quote inside a larger Character: after a prepended mark (U+0604) and before a
        // combining mark (U+0301). Character-level escaping misses both (found by make fuzz).
        HostileString("quotes in grapheme clusters", "a\u{604}\"b\"\u{301}c")
    ]
}
