/// Every escaper in Lifeline, one per output language, in one place: text from a trace, a log
/// or a file name is untrusted, and each output (terminal, JSON, XML, HTML, CSV, DOT, Mermaid,
/// PlantUML) has its own way to keep it from being read as markup or commands.
///
/// Each language is a caseless enum here; its functions live in `<Language>Escaping.swift`.
public enum Escaping {
    /// Text from an input made safe for a terminal: control characters are shown as escapes
    /// instead of acting (ESC starts a terminal command, CR overwrites the line, a newline splits
    /// a one-line message, NUL and the rest vanish or confuse pagers), and so are the characters
    /// that change how a line reads without being visible: the Unicode line and paragraph
    /// separators (U+2028, U+2029; NEL U+0085 is a C1 control) and the bidirectional controls
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make `S1` display as
    /// something it is not ("Trojan Source", CVE-2021-42574).
    ///
    /// Used by every human-readable output: diagnostics, the text report, stats, diff, mine,
    /// explain and its quiz, compare, the text timeline.
    package enum Terminal {}

    /// JSON string escaping (RFC 8259), shared by every JSON and JSON Lines writer in Lifeline.
    package enum JSON {}

    /// XML 1.0 attribute-value escaping, for the XES writer and the HTML report (what is safe in
    /// an XML attribute is safe in HTML text and in a quoted HTML attribute); and text between
    /// tags, for the Info.plist `migrate` edits and the values `scan` looks up in one.
    public enum XML {}

    /// Escaping for the HTML report: every string that comes from a trace goes through here.
    package enum HTML {}

    /// RFC 4180 fields, safe to open in a spreadsheet.
    public enum CSV {}

    /// Turns arbitrary text into DOT syntax that Graphviz reads back as exactly that text.
    ///
    /// What changes on the way (for any input):
    /// - line breaks (LF, CR LF, CR) become Graphviz line breaks (`\n` in quoted strings,
    ///   `<BR/>` in HTML-like labels);
    /// - a tab becomes a space;
    /// - other control characters (U+0000–U+001F, U+007F–U+009F) and U+FFFE, U+FFFF are dropped:
    ///   SVG is XML, which cannot carry them, and Graphviz's HTML parser rejects them;
    /// - everything else, including right-to-left marks and overrides, combining marks and emoji,
    ///   is kept as UTF-8.
    public enum DOT {}

    /// Escaping for the text diagram languages, so names from a trace show literally.
    public enum TextDiagram {}
}
