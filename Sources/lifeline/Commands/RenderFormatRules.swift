import LifelineSupport

/// Which formats `lifeline render` writes for what, and the refusals that keep it from
/// guessing: an output name whose extension names no format, a kind the format cannot draw,
/// binary bytes on a terminal. Each is a `<command line>:1:1: error: …` line and exit 2 that
/// names what does exist, never a silently different drawing.
extension RenderFormat {
    /// The extensions `-o` may end in, as the help and the errors list them.
    static let extensionList = ".svg .png .pdf .dot .gv .txt .mmd .puml .json"

    /// The formats a trace of `kind` is drawn in (chrome is the trace itself, any kind).
    static func formats(for kind: RenderKind) -> [RenderFormat] {
        switch kind {
        case .state, .sequence: return [.svg, .png, .pdf, .dot, .mermaid, .plantuml, .chrome]
        // Mermaid has no timing diagram; txt is the terminal timeline.
        case .timeline: return [.svg, .png, .pdf, .dot, .txt, .plantuml, .chrome]
        }
    }

    /// The formats a reference state machine (`--model`) is drawn in.
    static let modelFormats: [RenderFormat] = [.svg, .png, .pdf, .dot]

    /// `--format` if given; else, for standard output, SVG; else the format `output`'s
    /// extension names. An extension that names no format, or none at all, is an error: a
    /// file called `out.gif` must not silently hold SVG.
    static func resolve(_ format: RenderFormat?, output: String) throws(Diagnostic) -> RenderFormat {
        if let format { return format }
        if output == "-" { return .svg }
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex else {
            throw usage(
                "-o \(output) has no extension to tell the format: give --format "
                    + "(\(allValueStrings.joined(separator: ", "))) or end the name in one of \(extensionList)")
        }
        let ext = String(name[name.index(after: dot)...])
        guard let format = RenderFormat(fileExtension: ext.lowercased()) else {
            throw usage(
                "-o \(output): .\(ext) is not a format lifeline render writes; it writes "
                    + "\(allValueStrings.joined(separator: ", ")) (\(extensionList))")
        }
        return format
    }

    /// A trace drawing of `kind` in `format`, or an error naming the formats `kind` has.
    static func require(_ format: RenderFormat, drawing kind: RenderKind) throws(Diagnostic) {
        let formats = Self.formats(for: kind)
        guard !formats.contains(format) else { return }
        var because = ""
        if kind == .timeline && format == .mermaid { because = " (Mermaid has no timing diagram; plantuml has one)" }
        if format == .txt { because = " (txt is the --kind timeline drawing)" }
        throw usage(
            "--kind \(kind.rawValue) cannot be written as \(format.rawValue)\(because); "
                + "a \(kind.rawValue) drawing is written as \(list(formats))")
    }

    /// A reference machine in `format`, or an error naming the formats it has.
    static func requireModel(_ format: RenderFormat) throws(Diagnostic) {
        guard !modelFormats.contains(format) else { return }
        throw usage(
            "--model cannot be written as \(format.rawValue); a reference state machine is written as \(list(modelFormats))"
        )
    }

    /// PNG and PDF are bytes, not text: to a terminal they would garble the screen.
    var isBinary: Bool { self == .png || self == .pdf }

    /// Refuses binary output to standard output when it is a terminal.
    static func refuseBinaryToTerminal(
        _ format: RenderFormat, output: String,
        isTerminal: Bool = Terminal.outputIsTerminal
    ) throws(Diagnostic) {
        guard format.isBinary, output == "-", isTerminal else { return }
        throw usage(
            "\(format.rawValue) is binary and standard output is a terminal: give -o FILE.\(format.fileExtension), "
                + "or redirect standard output to a file or a pipe")
    }

    private static func list(_ formats: [RenderFormat]) -> String {
        let names = formats.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    private static func usage(_ message: String) -> Diagnostic {
        Diagnostic(file: "<command line>", line: 1, column: 1, message)
    }
}
